/** Add or edit a stocking (spec 002 section 4.1): the product variant (through its main product), items, amount, date (max only). */
import { useState } from 'react';
import { dateInputBounds } from '../../lib/core-bookkeeping';
import { useI18n } from '../../lib/i18n';
import type { StoredRecord } from '../../lib/sync';
import { DateInput, NumberInput, Picker } from './fields';
import { emptyForm, formFromRecord } from './forms';
import { mainOf, recordOptions } from './options';
import type { InventoryRecord, ItemRecord, ProductVariantRecord } from './records';
import { RecordModal } from './RecordModal';
import { useForm } from './useForm';
import { existsIn, useSave } from './useSave';

interface InventoryModalProps {
  saved: StoredRecord<InventoryRecord> | null;
  products: StoredRecord<ItemRecord>[] | null;
  productVariants: StoredRecord<ProductVariantRecord>[] | null;
  onClose: () => void;
  onSaved: () => void;
}

export function InventoryModal({ saved, products, productVariants, onClose, onSaved }: InventoryModalProps) {
  const { t } = useI18n();
  const { form, set, patch } = useForm(() => (saved ? formFromRecord('inventory', saved.record) : emptyForm('inventory')));
  const [main, setMain] = useState(() => (saved ? mainOf(productVariants, saved.record.productVariantId, 'mainProductId') : ''));
  const saving = useSave('inventory', saved, existsIn({ productVariant: productVariants }), onSaved);
  const { max } = dateInputBounds();
  const variants = recordOptions(productVariants, { field: 'mainProductId', value: main });
  return (
    <RecordModal
      title={t(saved ? 'digikua.form.editInventory' : 'digikua.link.addInventory')}
      saving={saving}
      form={form}
      onClose={onClose}
    >
      <Picker
        id="inventory-main"
        label={t('digikua.form.mainProduct')}
        value={main}
        onChange={(id) => {
          setMain(id);
          patch({ productVariantId: '' });
        }}
        options={recordOptions(products)}
      />
      <Picker
        id="inventory-variant"
        label={t('digikua.form.productVariant')}
        value={form['productVariantId'] ?? ''}
        onChange={set('productVariantId')}
        options={variants}
        disabled={main === ''}
        hint={main === '' ? t('digikua.form.pickMainProduct') : variants.length === 0 ? t('digikua.form.noVariants') : undefined}
      />
      <NumberInput id="inventory-stocked" label={t('digikua.form.stocked')} value={form['stocked'] ?? ''} onChange={set('stocked')} />
      <NumberInput id="inventory-value" label={t('digikua.form.stockValue')} value={form['stockValue'] ?? ''} onChange={set('stockValue')} />
      <DateInput id="inventory-date" label={t('digikua.form.dateStocked')} value={form['dateStocked'] ?? ''} onChange={set('dateStocked')} max={max} />
    </RecordModal>
  );
}
