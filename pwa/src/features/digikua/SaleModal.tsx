/**
 * Add or edit a sale (spec 002 section 4.1): the nature (Product or Service) decides which main and
 * variant pickers apply, and changing it resets them; picking a main product or service loads its
 * variants; the nature is locked when editing. Dates are bounded by core.
 */
import { useState } from 'react';
import { dateInputBounds } from '../../lib/core-bookkeeping';
import { useI18n } from '../../lib/i18n';
import type { StoredRecord } from '../../lib/sync';
import { DateInput, NumberInput, Picker, TextInput } from './fields';
import { emptyForm, formFromRecord } from './forms';
import { lookupOptions, mainOf, recordOptions } from './options';
import type { ItemRecord, ProductVariantRecord, SaleRecord, ServiceVariantRecord } from './records';
import { SALE_NATURES } from './records';
import { RecordModal } from './RecordModal';
import { useLookups } from './screen';
import { useForm } from './useForm';
import { existsIn, useSave } from './useSave';

interface SaleModalProps {
  saved: StoredRecord<SaleRecord> | null;
  products: StoredRecord<ItemRecord>[] | null;
  services: StoredRecord<ItemRecord>[] | null;
  productVariants: StoredRecord<ProductVariantRecord>[] | null;
  serviceVariants: StoredRecord<ServiceVariantRecord>[] | null;
  onClose: () => void;
  onSaved: () => void;
}

export function SaleModal({ saved, products, services, productVariants, serviceVariants, onClose, onSaved }: SaleModalProps) {
  const { t } = useI18n();
  const lookups = useLookups();
  const { form, set, patch } = useForm(() => (saved ? formFromRecord('sale', saved.record) : emptyForm('sale')));
  const [main, setMain] = useState(() => {
    if (!saved) return '';
    const r = saved.record;
    return r.nature === 'Service' ? mainOf(serviceVariants, r.variantId, 'mainServiceId') : mainOf(productVariants, r.variantId, 'mainProductId');
  });
  const exists = existsIn({ productVariant: productVariants, serviceVariant: serviceVariants });
  const saving = useSave('sale', saved, exists, onSaved);
  const bounds = dateInputBounds();
  const service = form['nature'] === 'Service';
  const chosen = form['nature'] === 'Product' || service;
  const variants = service
    ? recordOptions(serviceVariants, { field: 'mainServiceId', value: main })
    : recordOptions(productVariants, { field: 'mainProductId', value: main });

  function changeNature(nature: string) {
    patch({ nature, variantId: '' });
    setMain('');
  }

  function changeMain(id: string) {
    setMain(id);
    patch({ variantId: '' });
  }

  return (
    <RecordModal
      title={t(saved ? 'digikua.form.editSale' : 'digikua.link.addSale')}
      saving={saving}
      form={form}
      onClose={onClose}
    >
      <Picker
        id="sale-nature"
        label={t('digikua.form.saleNature')}
        value={form['nature'] ?? ''}
        onChange={changeNature}
        options={SALE_NATURES.map((n) => ({ value: n, label: t(`digikua.nature.${n}`) }))}
        disabled={saved !== null}
        hint={saved ? t('digikua.form.natureLocked') : undefined}
      />
      {chosen ? (
        <>
          <Picker
            id="sale-main"
            label={t(service ? 'digikua.form.mainService' : 'digikua.form.mainProduct')}
            value={main}
            onChange={changeMain}
            options={recordOptions(service ? services : products)}
          />
          <Picker
            id="sale-variant"
            label={t(service ? 'digikua.form.serviceVariant' : 'digikua.form.productVariant')}
            value={form['variantId'] ?? ''}
            onChange={set('variantId')}
            options={variants}
            disabled={main === ''}
            hint={
              main === ''
                ? t(service ? 'digikua.form.pickMainService' : 'digikua.form.pickMainProduct')
                : variants.length === 0
                  ? t('digikua.form.noVariants')
                  : undefined
            }
          />
        </>
      ) : null}
      <NumberInput id="sale-quantity" label={t('digikua.form.quantity')} value={form['quantity'] ?? ''} onChange={set('quantity')} />
      <NumberInput id="sale-revenue" label={t('digikua.form.revenue')} value={form['revenue'] ?? ''} onChange={set('revenue')} />
      <DateInput id="sale-date" label={t('digikua.form.dateSold')} value={form['dateSold'] ?? ''} onChange={set('dateSold')} min={bounds.min} max={bounds.max} />
      <Picker
        id="sale-type"
        label={t('digikua.form.typeOfSale')}
        value={form['typeOfSale'] ?? ''}
        onChange={set('typeOfSale')}
        options={lookupOptions(lookups.saleType)}
      />
      <TextInput id="sale-phone" type="tel" label={t('digikua.form.clientPhone')} value={form['clientPhone'] ?? ''} onChange={set('clientPhone')} />
    </RecordModal>
  );
}
