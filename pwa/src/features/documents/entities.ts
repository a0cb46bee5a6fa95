/**
 * The business documents' two kinds of the offline engine (docs/documents.md): quotations and
 * invoices (`document`) and an invoice's payments (`documentPayment`), records of the business, made
 * once and never changed by a phone (append-only). Each is checked by core before it is saved, as the
 * server checks it again: a document against the business's DigiKua variants on this phone, a
 * payment against its invoice's total and the payments this phone knows of.
 */
import { getSession } from '../../lib/session';
import { listRecords, registerEntity } from '../../lib/sync';
import { countryOf, paymentsOf, variantChoices, type DocumentRecord, type PaymentRecord, type VariantRecord } from './model';

const MISSING = 'Missing important information';

async function documentsCore() {
  const core = await import('../../lib/core-documents');
  await core.loadDocumentsCore();
  return core;
}

registerEntity({
  name: 'document',
  scope: 'business',
  conflict: 'appendOnly',
  async validate(raw) {
    const record = raw as unknown as DocumentRecord;
    if (record.kind !== 'quotation' && record.kind !== 'invoice') return MISSING;
    if (typeof record.createdAt !== 'number' || !Array.isArray(record.items)) return MISSING;
    const [core, products, services] = await Promise.all([
      documentsCore(),
      listRecords<VariantRecord>('productVariant'),
      listRecords<VariantRecord>('serviceVariant'),
    ]);
    const phone = getSession()?.user.phoneNumber ?? '';
    const checked = core.checkDocument(
      { sessionPhone: phone, clientName: record.clientName, clientPhone: record.clientPhone, clientEmail: record.clientEmail, items: record.items },
      variantChoices(products, services),
      countryOf(phone),
    );
    return checked.error;
  },
});

registerEntity({
  name: 'documentPayment',
  scope: 'business',
  conflict: 'appendOnly',
  async validate(raw, nowMs) {
    const record = raw as unknown as PaymentRecord;
    const [core, documents, payments] = await Promise.all([
      documentsCore(),
      listRecords<DocumentRecord>('document'),
      listRecords<PaymentRecord>('documentPayment'),
    ]);
    const invoice = documents.find((d) => d.id === record.invoiceId && d.record.kind === 'invoice');
    if (!invoice) return MISSING;
    const total = invoice.record.total ?? core.balance('0', invoice.record.items.map((i) => i.totalAmount)).paid;
    const before = paymentsOf(invoice.id, payments).filter((p) => p.id !== record.id && p.state !== 'rejected');
    const checked = core.checkPayment(
      { sessionPhone: getSession()?.user.phoneNumber ?? '', invoiceId: record.invoiceId, amountPaid: record.amountPaid, datePaid: record.datePaid },
      total,
      before.map((p) => p.record.amountPaid),
      nowMs,
    );
    return checked.error;
  },
});
