/**
 * The business documents as the phone keeps them (the offline engine's `document` and
 * `documentPayment`, docs/documents.md) and what the screens make of them: the variants to choose
 * from, the lists by tab, an invoice's payments in the order made, a document as its PDF shows it.
 * No rule is decided here: checks, totals, balances and numbers are core's (lib/core-documents).
 */
import type { Nature, VariantChoice } from '../../lib/core-documents';
import type { Letterhead, PdfDocument, PdfPayment } from '../../lib/core-pdf';
import type { StoredRecord } from '../../lib/sync';

export type Kind = 'quotation' | 'invoice';

export interface DocumentItem {
  variantId: string;
  quantity: string;
  totalAmount: string;
  /** Kept when made (and given by the server): the variant's name, kind and unit price then. */
  name?: string;
  nature?: Nature;
  unitPrice?: string | null;
}

export interface DocumentRecord {
  id: string;
  businessId: string;
  kind: Kind;
  /** Epoch seconds. */
  createdAt: number;
  clientName: string;
  clientPhone: string;
  clientEmail: string;
  items: DocumentItem[];
  /** An invoice made from a quotation: the quotation; a quotation made an invoice: the invoice (from the server). */
  linkedId?: string | null;
  /** Made on the phone when saved; the server's once pulled (the same). */
  number?: string;
  total?: string;
  /** When the document was sent (epoch seconds), from the server; null or absent: not sent. */
  sentAt?: number | null;
}

export interface PaymentRecord {
  id: string;
  businessId: string;
  invoiceId: string;
  amountPaid: string;
  /** `yyyy-mm-dd`. */
  datePaid: string;
  method: string;
  recordSale: boolean;
  /** When recorded (epoch seconds): the phone's until the server's is pulled. */
  createdAt?: number;
  receiptNumber?: string;
  receiptSentAt?: number | null;
}

/** DigiKua's variants as the phone keeps them (only what the choice needs). */
export interface VariantRecord {
  name: string;
  unitPrice: number | string | null;
}

/** DigiKua's types of sale a payment may be recorded as. */
export const METHODS = ['cash', 'mpesa', 'bank'] as const;
export type Method = (typeof METHODS)[number];

export type Tab = 'all' | 'sent' | 'notSent';

/** The product and service variants to choose from, by name. */
export function variantChoices(
  products: readonly StoredRecord<VariantRecord>[],
  services: readonly StoredRecord<VariantRecord>[],
): VariantChoice[] {
  const choice = (nature: Nature) => (r: StoredRecord<VariantRecord>): VariantChoice => ({
    id: r.id,
    name: r.record.name,
    nature,
    unitPrice: r.record.unitPrice === null || r.record.unitPrice === '' ? null : String(r.record.unitPrice),
  });
  return [...products.map(choice('Product')), ...services.map(choice('Service'))].sort((a, b) => a.name.localeCompare(b.name));
}

export const isSent = (record: DocumentRecord): boolean => typeof record.sentAt === 'number' && record.sentAt > 0;

/** The documents of `kind` the tab shows, newest first. */
export function documentsOf(records: readonly StoredRecord<DocumentRecord>[], kind: Kind, tab: Tab = 'all'): StoredRecord<DocumentRecord>[] {
  return records
    .filter((r) => r.record.kind === kind)
    .filter((r) => tab === 'all' || isSent(r.record) === (tab === 'sent'))
    .sort((a, b) => b.record.createdAt - a.record.createdAt || (a.id < b.id ? 1 : -1));
}

/** An invoice's payments in the order made. */
export function paymentsOf(invoiceId: string, payments: readonly StoredRecord<PaymentRecord>[]): StoredRecord<PaymentRecord>[] {
  return payments
    .filter((p) => p.record.invoiceId === invoiceId)
    .sort((a, b) => (a.record.createdAt ?? 0) - (b.record.createdAt ?? 0) || (a.id < b.id ? -1 : 1));
}

/** The invoice made from `quotation`, on this phone or by the server, or null. */
export function invoiceOf(quotation: StoredRecord<DocumentRecord>, records: readonly StoredRecord<DocumentRecord>[]): StoredRecord<DocumentRecord> | null {
  return (
    records.find((r) => r.record.kind === 'invoice' && r.record.linkedId === quotation.id) ??
    (quotation.record.linkedId ? (records.find((r) => r.id === quotation.record.linkedId) ?? null) : null)
  );
}

/** The record of an invoice made from `quotation` (its client and items; the server takes them from the quotation too). */
export function invoiceFrom(quotation: DocumentRecord, id: string, createdAt: number, number: string): DocumentRecord {
  return {
    id,
    businessId: quotation.businessId,
    kind: 'invoice',
    createdAt,
    clientName: quotation.clientName,
    clientPhone: quotation.clientPhone,
    clientEmail: quotation.clientEmail,
    items: quotation.items.map((item) => ({ ...item })),
    linkedId: quotation.id,
    number,
    ...(quotation.total === undefined ? {} : { total: quotation.total }),
  };
}

/** A document as its PDF shows it. */
export function pdfDocument(record: DocumentRecord): PdfDocument {
  return {
    kind: record.kind,
    id: record.id,
    createdAt: record.createdAt,
    client: { name: record.clientName, phone: record.clientPhone, email: record.clientEmail },
    items: record.items.map((item) => ({
      name: item.name ?? '',
      nature: item.nature ?? 'Product',
      quantity: item.quantity,
      unitPrice: item.unitPrice ?? null,
      totalAmount: item.totalAmount,
    })),
  };
}

/** Payments as the PDFs list them; `number` makes a receipt number for one not yet pulled. */
export function pdfPayments(payments: readonly StoredRecord<PaymentRecord>[], number: (p: PaymentRecord) => string): PdfPayment[] {
  return payments.map((p) => ({ receiptNumber: p.record.receiptNumber ?? number(p.record), datePaid: p.record.datePaid, amountPaid: p.record.amountPaid }));
}

/** The country whose local phone numbers the client's phone is read in: the entrepreneur's (by their number). */
/** `254722000333` as `+254 722 000 333` (the international form core keeps); anything else as it is. */
export function showPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return /^25[45]\d{9}$/.test(digits) ? `+${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6, 9)} ${digits.slice(9)}` : phone;
}

/** `2026-11-23` as `23/11/2026`. */
export function showDay(day: string): string {
  const [year, month, date] = day.split('-');
  return year && month && date ? `${date}/${month}/${year}` : day;
}

export const countryOf = (phone: string): 'KE' | 'TZ' => (phone.replace(/\D/g, '').startsWith('255') ? 'TZ' : 'KE');

/** The letterhead from the signed-in entrepreneur: the business, their phone and e-mail, their currency. */
export function letterheadOf(user: { businessName: string | null; firstName: string; lastName: string; phoneNumber: string; email: string }): Letterhead {
  return {
    name: user.businessName?.trim() || `${user.firstName} ${user.lastName}`.trim(),
    phone: showPhone(user.phoneNumber),
    email: user.email,
    currency: countryOf(user.phoneNumber) === 'TZ' ? 'TZS' : 'KES',
  };
}

/** A new item row: nothing chosen, a quantity of 1. */
export const ITEM_ROW = { variantId: '', quantity: '1', totalAmount: '' } as const;

/** The rows that are items: a row with neither a variant nor a total is an empty one left over. */
export const filledRows = <R extends { variantId: string; totalAmount: string }>(rows: readonly R[]): R[] =>
  rows.filter((row) => row.variantId.trim() !== '' || row.totalAmount.trim() !== '');
