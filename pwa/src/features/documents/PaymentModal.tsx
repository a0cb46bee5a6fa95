/**
 * Add Payment (spec 002 sections 2.2, 4.2, 5.2): amount paid, date paid, how paid (DigiKua's types
 * of sale) and whether to record it as a DigiKua sale, with the balance due; core checks it (every
 * message of 5.2, never more than the balance). Saved on this phone; its receipt's PDF can be opened
 * at once, and when online the receipt is sent once the payment has reached the server ('Receipt
 * created and sent successfully'). The form is emptied for the next payment.
 */
import { useState } from 'react';
import { DateField } from '../../components/DateField';
import { SelectField, TextField } from '../../components/Field';
import { formatKsh, inputFromDay } from '../../lib/core-bookkeeping';
import { balance, checkPayment, receiptNumber } from '../../lib/core-documents';
import { useI18n } from '../../lib/i18n';
import { newRecordId, saveRecord, type StoredRecord } from '../../lib/sync';
import { toast } from '../../lib/toast';
import { useOnline } from '../../lib/useOnline';
import { useSession } from '../../lib/useSession';
import { TOAST_ID } from './CreateModal';
import { sendReceipt, synced } from './data';
import { waitToSend } from './sends';
import './entities';
import { letterheadOf, METHODS, paymentsOf, pdfDocument, pdfPayments, type DocumentRecord, type Method, type PaymentRecord } from './model';
import { Modal } from './Modal';
import { PdfButtons } from './PdfButtons';
import { receiptPdfFile } from './pdf';
import { numberOf, receiptOf } from './ViewModal';

interface PaymentModalProps {
  invoice: StoredRecord<DocumentRecord>;
  payments: readonly StoredRecord<PaymentRecord>[];
  onClose: () => void;
}

const blank = () => ({ amount: '', date: inputFromDay(Math.floor(Date.now() / 1000)), method: 'mpesa' as Method, recordSale: true });

export function PaymentModal({ invoice, payments, onClose }: PaymentModalProps) {
  const { t, msg, lang } = useI18n();
  const session = useSession();
  const online = useOnline();
  const [form, setForm] = useState(blank);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [savedId, setSavedId] = useState<string | null>(null);
  const user = session?.user;
  const phone = user?.phoneNumber ?? '';
  const record = invoice.record;
  const number = numberOf(record);
  const paid = paymentsOf(invoice.id, payments).filter((p) => p.state !== 'rejected');
  const total = record.total ?? balance('0', record.items.map((i) => i.totalAmount)).paid;
  const state = balance(total, paid.map((p) => p.record.amountPaid));
  const today = inputFromDay(Math.floor(Date.now() / 1000));
  const saved = savedId ? paid.findIndex((p) => p.id === savedId) : -1;
  const savedPayment = saved >= 0 ? paid[saved] : undefined;

  async function save() {
    if (busy) return;
    setMessage(null);
    const checked = checkPayment(
      { sessionPhone: phone, invoiceId: invoice.id, amountPaid: form.amount, datePaid: form.date },
      total,
      paid.map((p) => p.record.amountPaid),
    );
    if (checked.error !== null) {
      toast.error(msg(checked.error), { id: TOAST_ID });
      setMessage(msg(checked.error));
      return;
    }
    setBusy(true);
    const id = newRecordId();
    const createdAt = Math.floor(Date.now() / 1000);
    const payment: PaymentRecord = {
      id,
      businessId: user?.businessId ?? '',
      invoiceId: invoice.id,
      amountPaid: checked.amountPaid,
      datePaid: checked.datePaid,
      method: form.method,
      recordSale: form.recordSale,
      createdAt,
      receiptNumber: receiptNumber(createdAt, id),
    };
    try {
      await saveRecord('documentPayment', { ...payment }, checked.paidAt);
    } catch (failure) {
      const text = t('documents.form.saveFailed', { message: msg(failure instanceof Error ? failure.message : String(failure)) });
      toast.error(text, { id: TOAST_ID });
      setMessage(text);
      setBusy(false);
      return;
    }
    setSavedId(id);
    setForm(blank());
    setBusy(false);
    const receiptLater = async () => {
      await waitToSend(user?.user_id ?? '', { id, kind: 'receipt', documentId: invoice.id, phone, at: Date.now() });
      toast.success(t('documents.pay.savedReceiptWaits'), { id: TOAST_ID });
    };
    if (!online || !(await synced(id))) {
      await receiptLater();
      return;
    }
    try {
      toast.success(msg(await sendReceipt(phone, invoice.id, id)), { id: TOAST_ID });
    } catch (failure) {
      toast.error(msg(failure instanceof Error ? failure.message : String(failure)), { id: TOAST_ID });
    }
  }

  const receiptFile = () =>
    receiptPdfFile(
      pdfDocument(record),
      pdfPayments(paid, receiptOf),
      Math.max(saved, 0),
      letterheadOf(user ?? { businessName: '', firstName: '', lastName: '', phoneNumber: '', email: '' }),
      lang,
      savedPayment ? receiptOf(savedPayment.record) : number,
    );

  return (
    <Modal
      title={t('documents.pay.title', { number })}
      onClose={onClose}
      onSubmit={() => void save()}
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('documents.form.close')}
          </button>
          <button type="submit" className="button" disabled={busy || state.state === 'paid'} aria-busy={busy}>
            {busy ? t('documents.form.saving') : t('documents.form.save')}
          </button>
        </>
      }
    >
      <p className="doc-total" aria-live="polite">
        {state.state === 'paid' ? t('documents.pay.paidInFull') : t('documents.pay.balanceDue', { amount: formatKsh(state.due) })}
      </p>
      <TextField id="doc-pay-amount" label={t('documents.pay.amount')} inputMode="decimal" value={form.amount} onChange={(e) => setForm({ ...form, amount: e.target.value })} />
      <DateField id="doc-pay-date" label={t('documents.pay.date')} value={form.date} max={today} onChange={(date) => setForm({ ...form, date })} />
      <SelectField id="doc-pay-method" label={t('documents.pay.method')} value={form.method} onChange={(e) => setForm({ ...form, method: e.target.value as Method })}>
        {METHODS.map((m) => (
          <option key={m} value={m}>
            {t(`documents.method.${m}`)}
          </option>
        ))}
      </SelectField>
      <label className="doc-check">
        <input type="checkbox" checked={form.recordSale} onChange={(e) => setForm({ ...form, recordSale: e.target.checked })} />
        {t('documents.pay.recordSale')}
      </label>
      {message ? (
        <p className="doc-modal__message" role="alert">
          {message}
        </p>
      ) : null}
      {savedPayment ? (
        <div className="doc-saved" role="status">
          <p>
            {t('documents.pay.receipt', { number: receiptOf(savedPayment.record) })} · {formatKsh(savedPayment.record.amountPaid)}
            {savedPayment.state === 'pending' ? <span className="badge doc-badge">{t('documents.sync.pending')}</span> : null}
          </p>
          <div className="doc-actions">
            <PdfButtons file={receiptFile} title={receiptOf(savedPayment.record)} label={t('documents.pay.openReceipt')} />
          </div>
        </div>
      ) : null}
    </Modal>
  );
}
