/**
 * English texts of the page a sent document's link opens. Loaded with it (see lib/feature.ts); the
 * Kiswahili is in `sw.ts`.
 */
import { addEnglish } from '../../lib/i18n/translate';

export const sharedDocumentTexts = {
  'sharedDoc.title.quotation': 'Quotation {number}',
  'sharedDoc.title.invoice': 'Invoice {number}',
  'sharedDoc.title.receipt': 'Receipt {number}',
  'sharedDoc.from': 'From {business}',
  'sharedDoc.for': 'For {client}',
  'sharedDoc.date': 'Date: {date}',
  'sharedDoc.forInvoice': 'For invoice {number}',
  'sharedDoc.items': 'Items',
  'sharedDoc.times': '{quantity} × {price}',
  'sharedDoc.quantityOf': 'Quantity {quantity}',
  'sharedDoc.total': 'Total',
  'sharedDoc.paid': 'Paid',
  'sharedDoc.due': 'Balance due',
  'sharedDoc.amountPaid': 'Amount paid: {amount} on {date}',
  'sharedDoc.paidInFull': 'Paid in full. Thank you.',
  'sharedDoc.pdf': 'Download the PDF',
  'sharedDoc.expires': 'This link works until {date}.',
  'sharedDoc.loading': 'Opening the document…',
  'sharedDoc.gone': 'This link has expired or was turned off. Ask the business for a new one.',
  'sharedDoc.failed': 'The document could not be opened. Check your connection and try again.',
  'sharedDoc.retry': 'Try again',
};

declare module '../../lib/i18n/keys' {
  interface TextParts {
    sharedDocument: typeof sharedDocumentTexts;
  }
}

addEnglish(sharedDocumentTexts);
