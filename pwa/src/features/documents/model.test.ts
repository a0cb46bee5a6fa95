import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { balance, checkDocument, checkPayment, documentNumber, itemTotal, loadDocumentsCoreSync } from '../../lib/core-documents';
import { documentPdf, loadPdfCoreSync, receiptPdf } from '../../lib/core-pdf';
import type { StoredRecord } from '../../lib/sync';
import {
  countryOf,
  documentsOf,
  filledRows,
  invoiceFrom,
  invoiceOf,
  letterheadOf,
  paymentsOf,
  pdfDocument,
  pdfPayments,
  showDay,
  showPhone,
  variantChoices,
  type DocumentRecord,
  type PaymentRecord,
  type VariantRecord,
} from './model';

const wasm = (pkg: string) => readFileSync(fileURLToPath(new URL(`../../wasm-pkg/${pkg}/portal_core_bg.wasm`, import.meta.url)));

beforeAll(() => {
  loadDocumentsCoreSync(wasm('books'));
  loadPdfCoreSync(wasm('pdf'));
});

const stored = <T,>(id: string, record: T, state: StoredRecord['state'] = 'synced'): StoredRecord<T> => ({
  id,
  entity: 'x',
  businessId: 'b1',
  record,
  date: null,
  state,
  message: null,
  updatedAt: 0,
});

const doc = (id: string, kind: 'quotation' | 'invoice', createdAt: number, extra: Partial<DocumentRecord> = {}): DocumentRecord => ({
  id,
  businessId: 'b1',
  kind,
  createdAt,
  clientName: 'Amina',
  clientPhone: '254722000111',
  clientEmail: 'amina@shop.co.ke',
  items: [{ variantId: 'v1', quantity: '2', totalAmount: '240.00', name: 'Sukuma', nature: 'Product', unitPrice: '120.00' }],
  ...extra,
});

describe('the variants to choose from', () => {
  it('are the product and service variants by name, with their unit prices as text', () => {
    const products = [stored<VariantRecord>('p2', { name: 'Tomatoes', unitPrice: 50 }), stored<VariantRecord>('p1', { name: 'Cabbage', unitPrice: null })];
    const services = [stored<VariantRecord>('s1', { name: 'Delivery', unitPrice: 100.5 })];
    expect(variantChoices(products, services)).toEqual([
      { id: 'p1', name: 'Cabbage', nature: 'Product', unitPrice: null },
      { id: 's1', name: 'Delivery', nature: 'Service', unitPrice: '100.5' },
      { id: 'p2', name: 'Tomatoes', nature: 'Product', unitPrice: '50' },
    ]);
  });
});

describe('the lists', () => {
  const records = [
    stored('q1', doc('q1', 'quotation', 100)),
    stored('q2', doc('q2', 'quotation', 300, { sentAt: 400 })),
    stored('i1', doc('i1', 'invoice', 200, { linkedId: 'q1' })),
    stored('q3', doc('q3', 'quotation', 200, { sentAt: null }), 'pending'),
  ];

  it('show one kind, newest first, filtered by the tab (Sent: the server says when it was sent)', () => {
    expect(documentsOf(records, 'quotation').map((r) => r.id)).toEqual(['q2', 'q3', 'q1']);
    expect(documentsOf(records, 'quotation', 'sent').map((r) => r.id)).toEqual(['q2']);
    expect(documentsOf(records, 'quotation', 'notSent').map((r) => r.id)).toEqual(['q3', 'q1']);
    expect(documentsOf(records, 'invoice').map((r) => r.id)).toEqual(['i1']);
  });

  it('know a quotation made an invoice, on this phone or by the server', () => {
    expect(invoiceOf(records[0]!, records)?.id).toBe('i1');
    expect(invoiceOf(records[1]!, records)).toBeNull();
    const fromServer = stored('q4', doc('q4', 'quotation', 10, { linkedId: 'i1' }));
    expect(invoiceOf(fromServer, records)?.id).toBe('i1');
  });

  it('an invoice from a quotation keeps its client and items and points at it', () => {
    const made = invoiceFrom(doc('q1', 'quotation', 100, { number: 'QUO-1' }), 'i9', 500, 'INV-9');
    expect(made).toMatchObject({ id: 'i9', kind: 'invoice', createdAt: 500, linkedId: 'q1', number: 'INV-9', clientName: 'Amina' });
    expect(made.items).toEqual(doc('q1', 'quotation', 100).items);
  });

  it("an invoice's payments in the order made", () => {
    const pay = (id: string, invoiceId: string, createdAt: number): StoredRecord<PaymentRecord> =>
      stored(id, { id, businessId: 'b1', invoiceId, amountPaid: '10.00', datePaid: '2026-11-20', method: 'cash', recordSale: true, createdAt });
    const list = [pay('a', 'i1', 30), pay('b', 'i2', 10), pay('c', 'i1', 20)];
    expect(paymentsOf('i1', list).map((p) => p.id)).toEqual(['c', 'a']);
    expect(pdfPayments(paymentsOf('i1', list), (p) => `R-${p.id}`).map((p) => p.receiptNumber)).toEqual(['R-c', 'R-a']);
  });
});

describe('the create form through core', () => {
  const variants = [{ id: 'v1', name: 'Sukuma', nature: 'Product' as const, unitPrice: '120' }];
  const form = (rows: { variantId: string; quantity: string; totalAmount: string }[], client = { clientName: '', clientPhone: '', clientEmail: '' }) =>
    checkDocument({ sessionPhone: '254712345678', ...client, items: filledRows(rows) }, variants, 'KE');

  it("an empty form says 'Add an item', then the client's fields in the spec's order", () => {
    expect(form([{ variantId: '', quantity: '1', totalAmount: '' }])).toEqual({ error: 'Add an item', row: null });
    const row = { variantId: 'v1', quantity: '1', totalAmount: '120' };
    expect(form([row])).toEqual({ error: 'Client email cannot be blank', row: null });
    expect(form([row], { clientName: '', clientPhone: '', clientEmail: 'a@b.co' }).error).toBe('Client phone cannot be blank');
    expect(form([row], { clientName: '', clientPhone: '0722000111', clientEmail: 'a@b.co' }).error).toBe('Client name cannot be blank');
    expect(form([row, { variantId: '', quantity: '1', totalAmount: '5' }], { clientName: 'A', clientPhone: '0722000111', clientEmail: 'a@b.co' })).toEqual({
      error: 'Choose a product or service for every item',
      row: 2,
    });
  });

  it('fills the total from the unit price and keeps the checked items', () => {
    expect(itemTotal('120', '2.5')).toBe('300.00');
    expect(itemTotal(null, '2')).toBeNull();
    const checked = form([{ variantId: 'v1', quantity: '2.5', totalAmount: '300' }], { clientName: ' Amina ', clientPhone: '0722000111', clientEmail: 'a@b.co' });
    expect(checked).toEqual({
      error: null,
      client: { name: 'Amina', phone: '254722000111', email: 'a@b.co' },
      items: [{ variantId: 'v1', name: 'Sukuma', nature: 'Product', quantity: '2.5', unitPrice: '120.00', totalAmount: '300.00' }],
    });
  });

  it('refuses a payment past the balance and says when the invoice is paid', () => {
    const input = { sessionPhone: '254712345678', invoiceId: 'i1', amountPaid: '', datePaid: '' };
    expect(checkPayment(input, '1000', []).error).toBe('Date paid cannot be blank');
    expect(checkPayment({ ...input, datePaid: '2026-11-20' }, '1000', []).error).toBe('Amount paid cannot be blank');
    expect(checkPayment({ ...input, datePaid: '2026-11-20', amountPaid: '700' }, '1000', ['400']).error).toBe(
      'Amount paid is more than the balance due on this invoice',
    );
    expect(checkPayment({ ...input, datePaid: '2026-11-20', amountPaid: '600' }, '1000', ['400'])).toMatchObject({ error: null, amountPaid: '600.00' });
    expect(balance('1000', ['400', '600'])).toEqual({ total: '1000.00', paid: '1000.00', due: '0.00', state: 'paid' });
  });
});

describe('the PDFs made on the phone', () => {
  const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');
  const head = letterheadOf({ businessName: 'Mama Mboga', firstName: 'Jane', lastName: 'Doe', phoneNumber: '254712345678', email: 'jane@mboga.co.ke' });

  it('the letterhead is the business, the phone, the e-mail, the currency by the country', () => {
    expect(head).toEqual({ name: 'Mama Mboga', phone: '+254 712 345 678', email: 'jane@mboga.co.ke', currency: 'KES' });
    expect(countryOf('255712345678')).toBe('TZ');
    expect(letterheadOf({ businessName: null, firstName: 'Jane', lastName: 'Doe', phoneNumber: '255712345678', email: '' }).currency).toBe('TZS');
  });

  it("an invoice's PDF has its number, and a receipt's its receipt number and the balance after it", () => {
    const invoice = doc('65f0c0ffee00000000007f3a', 'invoice', 1_795_700_000);
    const number = documentNumber('invoice', invoice.createdAt, invoice.id);
    const text = latin1(documentPdf(pdfDocument(invoice), [], head, 'en'));
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toContain(number);
    expect(text).toContain('Mama Mboga');
    const payments = [
      { receiptNumber: 'RCT-261126-AAAA', datePaid: '2026-11-20', amountPaid: '100.00' },
      { receiptNumber: 'RCT-261126-BBBB', datePaid: '2026-11-21', amountPaid: '140.00' },
    ];
    const receipt = latin1(receiptPdf(pdfDocument(invoice), payments, 1, head, 'sw'));
    expect(receipt).toContain('RCT-261126-BBBB');
    expect(receipt).toContain('Imelipwa yote');
  });
});

describe('what a person reads', () => {
  it('shows international numbers in groups and days as dd/mm/yyyy', () => {
    expect(showPhone('254722000333')).toBe('+254 722 000 333');
    expect(showPhone('255754000111')).toBe('+255 754 000 111');
    expect(showPhone('0722000333')).toBe('0722000333');
    expect(showDay('2026-11-23')).toBe('23/11/2026');
  });
});
