/** What the documents' screens read from the phone's records, and the calls that send. */
import { useMemo } from 'react';
import { apiRequest } from '../../lib/api';
import type { VariantChoice } from '../../lib/core-documents';
import { getRecord, requestSync, useRecords, type StoredRecord } from '../../lib/sync';
import { variantChoices, type DocumentRecord, type Kind, type PaymentRecord, type VariantRecord } from './model';

export interface DocumentsData {
  documents: StoredRecord<DocumentRecord>[] | null;
  payments: StoredRecord<PaymentRecord>[] | null;
  error: string | null;
}

export function useDocuments(): DocumentsData {
  const documents = useRecords<DocumentRecord>('document');
  const payments = useRecords<PaymentRecord>('documentPayment');
  return { documents: documents.records, payments: payments.records, error: documents.error ?? payments.error };
}

/** The business's DigiKua product and service variants; null while loading. */
export function useVariants(): { variants: VariantChoice[] | null; error: string | null } {
  const products = useRecords<VariantRecord>('productVariant');
  const services = useRecords<VariantRecord>('serviceVariant');
  const variants = useMemo(
    () => (products.records && services.records ? variantChoices(products.records, services.records) : null),
    [products.records, services.records],
  );
  return { variants, error: products.error ?? services.error };
}

/** Whether the record has reached the server, waiting up to `ms` for a sync (started now). */
export async function synced(id: string, ms = 20_000): Promise<boolean> {
  requestSync();
  const until = Date.now() + ms;
  for (;;) {
    const record = await getRecord(id);
    if (record?.state === 'synced') return true;
    if (!record || record.state === 'rejected' || Date.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, 400));
  }
}

interface Answer {
  message?: string;
}

/** Sends a quotation or invoice to its client (spec 002 section 7.2): the server's message. */
export async function sendDocument(kind: Kind, phone: string, id: string): Promise<string> {
  const answer = await apiRequest<Answer>(`/documents/${kind === 'invoice' ? 'invoices' : 'quotations'}/print`, { body: { phone, id } });
  return answer.message ?? (kind === 'invoice' ? 'Invoice sent successfully' : 'Quotation sent successfully');
}

/** Sends a payment's receipt to the invoice's client: the server's message. */
export async function sendReceipt(phone: string, invoiceId: string, paymentId: string): Promise<string> {
  const answer = await apiRequest<Answer>('/documents/invoices/receipts/print', { body: { phone, invoiceId, paymentId } });
  return answer.message ?? 'Receipt created and sent successfully';
}
