/**
 * A quotation or invoice (tap a row): its number, client, items and total, for an invoice its
 * payments and balance due. PDF (made on this phone) and Share; a quotation's Make invoice (saved
 * offline too); Send once online and once the document has reached the server.
 */
import { useState } from 'react';
import { formatDate } from '../../lib/core';
import { formatKsh } from '../../lib/core-bookkeeping';
import { balance, documentNumber, receiptNumber } from '../../lib/core-documents';
import { useI18n } from '../../lib/i18n';
import { newRecordId, requestSync, saveRecord, type StoredRecord } from '../../lib/sync';
import { toast } from '../../lib/toast';
import { useOnline } from '../../lib/useOnline';
import { useSession } from '../../lib/useSession';
import { TOAST_ID } from './CreateModal';
import { sendDocument, sendReceipt } from './data';
import './entities';
import { invoiceFrom, invoiceOf, letterheadOf, paymentsOf, pdfDocument, pdfPayments, showDay, showPhone, type DocumentRecord, type PaymentRecord } from './model';
import { Modal } from './Modal';
import { PdfButtons } from './PdfButtons';
import { documentPdfFile } from './pdf';
import { useWaitingIds, waitToSend, type WaitingSend } from './sends';

interface ViewModalProps {
  doc: StoredRecord<DocumentRecord>;
  documents: readonly StoredRecord<DocumentRecord>[];
  payments: readonly StoredRecord<PaymentRecord>[];
  onClose: () => void;
}

export const numberOf = (r: DocumentRecord): string => r.number ?? documentNumber(r.kind, r.createdAt, r.id);
export const receiptOf = (p: PaymentRecord): string => p.receiptNumber ?? receiptNumber(p.createdAt ?? 0, p.id);

export function ViewModal({ doc, documents, payments, onClose }: ViewModalProps) {
  const { t, msg, lang } = useI18n();
  const session = useSession();
  const online = useOnline();
  const [sending, setSending] = useState(false);
  const waiting = useWaitingIds(session?.user.user_id ?? null);
  const [making, setMaking] = useState(false);
  const record = doc.record;
  const invoice = record.kind === 'invoice';
  const paid = invoice ? paymentsOf(doc.id, payments).filter((p) => p.state !== 'rejected') : [];
  const amounts = record.items.map((i) => i.totalAmount);
  const total = record.total ?? balance('0', amounts).paid;
  const state = balance(total, paid.map((p) => p.record.amountPaid));
  const madeInvoice = record.kind === 'quotation' ? invoiceOf(doc, documents) : null;
  const phone = session?.user.phoneNumber ?? '';
  const number = numberOf(record);

  const userId = session?.user.user_id ?? '';

  /** Offline, or before the record reached the server: kept, and sent by the pages once it can be. */
  async function later(send: WaitingSend) {
    await waitToSend(userId, send);
    toast.success(t('documents.send.waiting'), { id: TOAST_ID });
  }

  async function send() {
    if (!online || doc.state !== 'synced') {
      await later({ id: doc.id, kind: record.kind, documentId: doc.id, phone, at: Date.now() });
      return;
    }
    setSending(true);
    try {
      toast.success(msg(await sendDocument(record.kind, phone, doc.id)), { id: TOAST_ID });
      // The document's Sent status comes with the next pull.
      requestSync();
    } catch (failure) {
      toast.error(msg(failure instanceof Error ? failure.message : String(failure)), { id: TOAST_ID });
    } finally {
      setSending(false);
    }
  }

  async function sendReceiptOf(paymentId: string, synced: boolean) {
    if (!online || !synced) {
      await later({ id: paymentId, kind: 'receipt', documentId: doc.id, phone, at: Date.now() });
      return;
    }
    setSending(true);
    try {
      toast.success(msg(await sendReceipt(phone, doc.id, paymentId)), { id: TOAST_ID });
    } catch (failure) {
      toast.error(msg(failure instanceof Error ? failure.message : String(failure)), { id: TOAST_ID });
    } finally {
      setSending(false);
    }
  }

  async function makeInvoice() {
    setMaking(true);
    const id = newRecordId();
    const createdAt = Math.floor(Date.now() / 1000);
    try {
      await saveRecord('document', { ...invoiceFrom(record, id, createdAt, documentNumber('invoice', createdAt, id)) }, createdAt);
      toast.success(msg('Invoice generated successfully'), { id: TOAST_ID });
    } catch (failure) {
      toast.error(msg(failure instanceof Error ? failure.message : String(failure)), { id: TOAST_ID });
    } finally {
      setMaking(false);
    }
  }

  const sendWaits = !online ? msg('Sending needs a connection: it will wait until you are online') : doc.state !== 'synced' ? t('documents.view.sendWaitsSync') : null;
  const file = () =>
    documentPdfFile(pdfDocument(record), pdfPayments(paid, receiptOf), letterheadOf(session?.user ?? { businessName: '', firstName: '', lastName: '', phoneNumber: '', email: '' }), lang, number);

  return (
    <Modal
      title={t(invoice ? 'documents.view.invoice' : 'documents.view.quotation', { number })}
      onClose={onClose}
      footer={
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t('documents.form.close')}
        </button>
      }
    >
      {doc.state === 'rejected' && doc.message ? (
        <p className="doc-refused" role="alert">
          {t('documents.sync.rejectedNote', { message: msg(doc.message) })}
        </p>
      ) : null}
      <dl className="doc-facts">
        <dt>{t('documents.view.client')}</dt>
        <dd>
          {record.clientName}
          <br />
          {showPhone(record.clientPhone)} · {record.clientEmail}
        </dd>
        <dt>{t('documents.view.date')}</dt>
        <dd>{formatDate(record.createdAt)}</dd>
      </dl>
      <table className="doc-lines">
        <thead>
          <tr>
            <th scope="col">{t('documents.view.item')}</th>
            <th scope="col" className="num">{t('documents.view.quantity')}</th>
            <th scope="col" className="num">{t('documents.view.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {record.items.map((item, index) => (
            <tr key={index}>
              <td>{item.name ?? item.variantId}</td>
              <td className="num">{item.quantity}</td>
              <td className="num">{formatKsh(item.totalAmount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="doc-total">
        {t('documents.view.total')}: <strong>{formatKsh(state.total)}</strong>
      </p>
      {invoice ? (
        <>
          <h3>{t('documents.view.payments')}</h3>
          {paid.length === 0 ? <p className="muted">{t('documents.view.noPayments')}</p> : null}
          <ul className="doc-payments">
            {paid.map((p) => (
              <li key={p.id}>
                {receiptOf(p.record)} · {showDay(p.record.datePaid)} · {formatKsh(p.record.amountPaid)}
                {p.state === 'pending' ? <span className="badge doc-badge">{t('documents.sync.pending')}</span> : null}
                <button
                  type="button"
                  className="button button--small button--ghost"
                  disabled={sending || waiting.includes(p.id) || p.state === 'rejected'}
                  title={!online ? msg('Sending needs a connection: it will wait until you are online') : p.state !== 'synced' ? t('documents.pay.receiptWaits') : undefined}
                  onClick={() => void sendReceiptOf(p.id, p.state === 'synced')}
                >
                  {waiting.includes(p.id) ? t('documents.send.queued') : t('documents.pay.sendReceipt')}
                </button>
              </li>
            ))}
          </ul>
          <p className="doc-total">
            {t('documents.view.paid')}: {formatKsh(state.paid)} · {t('documents.view.balanceDue')}: <strong>{formatKsh(state.due)}</strong>
          </p>
        </>
      ) : null}
      <div className="doc-actions">
        <PdfButtons file={file} title={number} />
        {record.kind === 'quotation' ? (
          madeInvoice ? (
            <p className="muted">{t('documents.view.madeInvoice')}</p>
          ) : (
            <button type="button" className="button button--small" disabled={making} onClick={() => void makeInvoice()}>
              {t('documents.view.makeInvoice')}
            </button>
          )
        ) : null}
        <button type="button" className="button button--small" disabled={sending || waiting.includes(doc.id) || doc.state === 'rejected'} onClick={() => void send()}>
          {sending ? t('documents.view.sending') : waiting.includes(doc.id) ? t('documents.send.queued') : t('documents.view.send')}
        </button>
        {sendWaits ? <p className="muted doc-note">{sendWaits}</p> : null}
      </div>
    </Modal>
  );
}
