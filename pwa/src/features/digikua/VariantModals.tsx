/** Add or edit a product variant or a service variant (spec 002 section 4.1), under its main product or service. */
import { useI18n } from '../../lib/i18n';
import type { StoredRecord } from '../../lib/sync';
import { NumberInput, Picker, TextInput } from './fields';
import { emptyForm, formFromRecord } from './forms';
import { recordOptions } from './options';
import type { ItemRecord, ProductVariantRecord, ServiceVariantRecord } from './records';
import { RecordModal } from './RecordModal';
import { useForm } from './useForm';
import { existsIn, useSave } from './useSave';

interface VariantModalProps<T> {
  saved: StoredRecord<T> | null;
  /** The main products or services to choose from. */
  mains: StoredRecord<ItemRecord>[] | null;
  /** The main one of the list it was opened from ('' for all). */
  initialMain: string;
  onClose: () => void;
  onSaved: (record: Record<string, unknown>) => void;
}

export function ProductVariantModal({ saved, mains, initialMain, onClose, onSaved }: VariantModalProps<ProductVariantRecord>) {
  const { t } = useI18n();
  const { form, set } = useForm(() => (saved ? formFromRecord('productVariant', saved.record) : emptyForm('productVariant', { mainProductId: initialMain })));
  const saving = useSave('productVariant', saved, existsIn({ product: mains }), onSaved);
  return (
    <RecordModal
      title={t(saved ? 'digikua.form.editProductVariant' : 'digikua.link.addProductVariant')}
      saving={saving}
      form={form}
      onClose={onClose}
    >
      <TextInput id="pv-name" label={t('digikua.form.productVariantName')} value={form['name'] ?? ''} onChange={set('name')} />
      <Picker id="pv-main" label={t('digikua.form.mainProduct')} value={form['mainProductId'] ?? ''} onChange={set('mainProductId')} options={recordOptions(mains)} />
      <NumberInput id="pv-price" label={t('digikua.form.unitPrice')} value={form['unitPrice'] ?? ''} onChange={set('unitPrice')} />
      <NumberInput id="pv-starting" label={t('digikua.form.startingQuantity')} value={form['startingQuantity'] ?? ''} onChange={set('startingQuantity')} />
    </RecordModal>
  );
}

export function ServiceVariantModal({ saved, mains, initialMain, onClose, onSaved }: VariantModalProps<ServiceVariantRecord>) {
  const { t } = useI18n();
  const { form, set } = useForm(() => (saved ? formFromRecord('serviceVariant', saved.record) : emptyForm('serviceVariant', { mainServiceId: initialMain })));
  const saving = useSave('serviceVariant', saved, existsIn({ service: mains }), onSaved);
  return (
    <RecordModal
      title={t(saved ? 'digikua.form.editServiceVariant' : 'digikua.link.addServiceVariant')}
      saving={saving}
      form={form}
      onClose={onClose}
    >
      <TextInput id="sv-name" label={t('digikua.form.serviceVariantName')} value={form['name'] ?? ''} onChange={set('name')} />
      <Picker id="sv-main" label={t('digikua.form.mainService')} value={form['mainServiceId'] ?? ''} onChange={set('mainServiceId')} options={recordOptions(mains)} />
      <NumberInput id="sv-price" label={t('digikua.form.unitPrice')} value={form['unitPrice'] ?? ''} onChange={set('unitPrice')} />
    </RecordModal>
  );
}
