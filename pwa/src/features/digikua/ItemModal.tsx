/** Add or edit a product or a service (spec 002 section 4.1): name, category, measurement, prices, status. */
import { useI18n } from '../../lib/i18n';
import type { StoredRecord } from '../../lib/sync';
import { NumberInput, Picker, TextInput } from './fields';
import { emptyForm, formFromRecord } from './forms';
import { lookupOptions } from './options';
import { STATUSES, type ItemRecord } from './records';
import { RecordModal } from './RecordModal';
import { useLookups } from './screen';
import { useForm } from './useForm';
import { useSave } from './useSave';

export type ItemKind = 'product' | 'service';

interface ItemModalProps {
  kind: ItemKind;
  saved: StoredRecord<ItemRecord> | null;
  onClose: () => void;
  onSaved: () => void;
}

const nothingPicked = () => true;

export function ItemModal({ kind, saved, onClose, onSaved }: ItemModalProps) {
  const { t } = useI18n();
  const lookups = useLookups();
  const { form, set } = useForm(() => (saved ? formFromRecord(kind, saved.record) : emptyForm(kind, { status: 'Active' })));
  const saving = useSave(kind, saved, nothingPicked, onSaved);
  const product = kind === 'product';
  return (
    <RecordModal
      title={t(saved ? (product ? 'digikua.form.editProduct' : 'digikua.form.editService') : product ? 'digikua.link.addProduct' : 'digikua.link.addService')}
      saving={saving}
      form={form}
      onClose={onClose}
    >
      <TextInput
        id={`${kind}-name`}
        label={t(product ? 'digikua.form.productName' : 'digikua.form.serviceName')}
        value={form['name'] ?? ''}
        onChange={set('name')}
      />
      <Picker
        id={`${kind}-category`}
        label={t('digikua.form.category')}
        value={form['categoryId'] ?? ''}
        onChange={set('categoryId')}
        options={lookupOptions(lookups.productCategory)}
      />
      <Picker
        id={`${kind}-measurement`}
        label={t('digikua.form.measurement')}
        value={form['measurementId'] ?? ''}
        onChange={set('measurementId')}
        options={lookupOptions(lookups.measurement)}
      />
      <NumberInput id={`${kind}-price`} label={t('digikua.form.price')} value={form['price'] ?? ''} onChange={set('price')} />
      <NumberInput
        id={`${kind}-provider-price`}
        label={t('digikua.form.providerPrice')}
        value={form['providerPrice'] ?? ''}
        onChange={set('providerPrice')}
      />
      <Picker
        id={`${kind}-status`}
        label={t('digikua.form.status')}
        value={form['status'] ?? ''}
        onChange={set('status')}
        options={STATUSES.map((s) => ({ value: s, label: t(`digikua.status.${s}`) }))}
        required
      />
    </RecordModal>
  );
}
