/**
 * Create Quotation / Create Invoice (spec 002 sections 2.2, 5.2): the client's name, phone and
 * e-mail and the item rows (a DigiKua variant, the quantity, the total filled in from the unit price
 * by core and editable; a row removable while there is more than one). Core checks it in the spec's
 * order (the toast names the item row), then it is saved on this phone and synced when online.
 */
import { useState } from 'react';
import { EmailField, SelectField, TextField } from '../../components/Field';
import { checkDocument, documentNumber, itemTotal, type ItemInput, type VariantChoice } from '../../lib/core-documents';
import { useI18n } from '../../lib/i18n';
import { newRecordId, saveRecord } from '../../lib/sync';
import { toast } from '../../lib/toast';
import { useSession } from '../../lib/useSession';
import { useVariants } from './data';
import './entities';
import { countryOf, filledRows, ITEM_ROW, type DocumentRecord, type Kind } from './model';
import { Modal } from './Modal';

export const TOAST_ID = 'documents';

interface CreateModalProps {
  kind: Kind;
  onClose: () => void;
  onSaved: (record: DocumentRecord) => void;
}

export function CreateModal({ kind, onClose, onSaved }: CreateModalProps) {
  const { t, msg } = useI18n();
  const session = useSession();
  const { variants, error } = useVariants();
  const [id] = useState(() => newRecordId());
  const [client, setClient] = useState({ name: '', phone: '', email: '' });
  const [items, setItems] = useState<ItemInput[]>([{ ...ITEM_ROW }]);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const find = (variantId: string): VariantChoice | undefined => variants?.find((v) => v.id === variantId);

  function change(index: number, patch: Partial<ItemInput>) {
    setItems((rows) =>
      rows.map((row, at) => {
        if (at !== index) return row;
        const next = { ...row, ...patch };
        // The total follows the variant and the quantity (core's unit price × quantity); typed over, it stays.
        if ('variantId' in patch || 'quantity' in patch) {
          const total = itemTotal(find(next.variantId)?.unitPrice ?? null, next.quantity);
          if (total !== null) next.totalAmount = total;
        }
        return next;
      }),
    );
  }

  async function save() {
    if (busy) return;
    setMessage(null);
    const user = session?.user;
    const phone = user?.phoneNumber ?? '';
    const checked = checkDocument(
      { sessionPhone: phone, clientName: client.name, clientPhone: client.phone, clientEmail: client.email, items: filledRows(items) },
      variants ?? [],
      countryOf(phone),
    );
    if (checked.error !== null) {
      const text = checked.row ? t('documents.form.rowMessage', { n: checked.row, message: msg(checked.error) }) : msg(checked.error);
      toast.error(text, { id: TOAST_ID });
      setMessage(text);
      return;
    }
    setBusy(true);
    const createdAt = Math.floor(Date.now() / 1000);
    const record: DocumentRecord = {
      id,
      businessId: user?.businessId ?? '',
      kind,
      createdAt,
      clientName: checked.client.name,
      clientPhone: checked.client.phone,
      clientEmail: checked.client.email,
      items: checked.items,
      number: documentNumber(kind, createdAt, id),
    };
    try {
      await saveRecord('document', { ...record }, createdAt);
    } catch (failure) {
      const text = t('documents.form.saveFailed', { message: msg(failure instanceof Error ? failure.message : String(failure)) });
      toast.error(text, { id: TOAST_ID });
      setMessage(text);
      setBusy(false);
      return;
    }
    toast.success(msg(kind === 'invoice' ? 'Invoice generated successfully' : 'Quotation created successfully'), { id: TOAST_ID });
    setBusy(false);
    onSaved(record);
  }

  const variantState = error ? 'error' : variants === null ? 'loading' : 'ready';
  return (
    <Modal
      title={t(kind === 'invoice' ? 'documents.create.invoice' : 'documents.create.quotation')}
      onClose={onClose}
      onSubmit={() => void save()}
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('documents.form.close')}
          </button>
          <button type="submit" className="button" disabled={busy} aria-busy={busy}>
            {busy ? t('documents.form.saving') : t('documents.form.save')}
          </button>
        </>
      }
    >
      <TextField id="doc-client-name" label={t('documents.form.clientName')} value={client.name} autoComplete="off" onChange={(e) => setClient({ ...client, name: e.target.value })} />
      <TextField
        id="doc-client-phone"
        label={t('documents.form.clientPhone')}
        type="tel"
        inputMode="tel"
        value={client.phone}
        onChange={(e) => setClient({ ...client, phone: e.target.value })}
      />
      <EmailField id="doc-client-email" label={t('documents.form.clientEmail')} value={client.email} onChange={(e) => setClient({ ...client, email: e.target.value })} />
      <fieldset className="doc-items">
        <legend>{t('documents.form.items')}</legend>
        {variantState === 'ready' && variants?.length === 0 ? <p className="muted">{t('documents.form.noVariants')}</p> : null}
        {items.map((row, index) => (
          <div className="doc-item" key={index} role="group" aria-label={t('documents.form.item', { n: index + 1 })}>
            <SelectField
              id={`doc-item-${index}-variant`}
              label={t('documents.form.variant')}
              value={row.variantId}
              onChange={(e) => change(index, { variantId: e.target.value })}
            >
              {variantState === 'loading' ? <option value="">{t('documents.form.loading')}</option> : null}
              {variantState === 'error' ? <option value="">{t('documents.form.variantsError')}</option> : null}
              {variantState === 'ready' ? <option value="">{t('documents.form.chooseVariant')}</option> : null}
              {(variants ?? []).map((v) => (
                <option key={v.id} value={v.id}>
                  {`${v.name} (${t(v.nature === 'Service' ? 'documents.form.service' : 'documents.form.product')})`}
                </option>
              ))}
            </SelectField>
            <div className="doc-item__numbers">
              <TextField
                id={`doc-item-${index}-quantity`}
                label={t('documents.form.quantity')}
                inputMode="decimal"
                value={row.quantity}
                onChange={(e) => change(index, { quantity: e.target.value })}
              />
              <TextField
                id={`doc-item-${index}-total`}
                label={t('documents.form.total')}
                inputMode="decimal"
                value={row.totalAmount}
                onChange={(e) => change(index, { totalAmount: e.target.value })}
              />
            </div>
            {items.length > 1 ? (
              <button type="button" className="button button--small button--ghost" onClick={() => setItems((rows) => rows.filter((_, at) => at !== index))}>
                {t('documents.form.removeItem', { n: index + 1 })}
              </button>
            ) : null}
          </div>
        ))}
        <button type="button" className="button button--small button--secondary" onClick={() => setItems((rows) => [...rows, { ...ITEM_ROW }])}>
          {t('documents.form.addItem')}
        </button>
      </fieldset>
      {message ? (
        <p className="doc-modal__message" role="alert">
          {message}
        </p>
      ) : null}
    </Modal>
  );
}
