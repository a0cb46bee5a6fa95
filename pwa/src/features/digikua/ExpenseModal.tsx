/**
 * Add or edit an expense (spec 002 section 4.1): the nature (COG, CapEx, OpEx) decides the fields —
 * a cost of goods picks its product variant (through its main product), a capital expense has a
 * lifespan; changing the nature resets them, and the nature is locked when editing.
 */
import { useState } from 'react';
import { dateInputBounds } from '../../lib/core-bookkeeping';
import { useI18n } from '../../lib/i18n';
import type { StoredRecord } from '../../lib/sync';
import { DateInput, NumberInput, Picker, TextInput } from './fields';
import { emptyForm, formFromRecord } from './forms';
import { lookupOptions, mainOf, recordOptions } from './options';
import { EXPENSE_NATURES, type ExpenseRecord, type ItemRecord, type ProductVariantRecord } from './records';
import { RecordModal } from './RecordModal';
import { useLookups } from './screen';
import { useForm } from './useForm';
import { existsIn, useSave } from './useSave';

interface ExpenseModalProps {
  saved: StoredRecord<ExpenseRecord> | null;
  products: StoredRecord<ItemRecord>[] | null;
  productVariants: StoredRecord<ProductVariantRecord>[] | null;
  onClose: () => void;
  onSaved: () => void;
}

export function ExpenseModal({ saved, products, productVariants, onClose, onSaved }: ExpenseModalProps) {
  const { t } = useI18n();
  const lookups = useLookups();
  const { form, set, patch } = useForm(() => (saved ? formFromRecord('expense', saved.record) : emptyForm('expense')));
  const [main, setMain] = useState(() => (saved ? mainOf(productVariants, saved.record.productVariantId, 'mainProductId') : ''));
  const saving = useSave('expense', saved, existsIn({ productVariant: productVariants }), onSaved);
  const bounds = dateInputBounds();
  const nature = form['nature'] ?? '';
  const variants = recordOptions(productVariants, { field: 'mainProductId', value: main });

  function changeNature(value: string) {
    patch({ nature: value, productVariantId: '', lifespanInYears: '' });
    setMain('');
  }

  return (
    <RecordModal
      title={t(saved ? 'digikua.form.editExpense' : 'digikua.link.addExpense')}
      saving={saving}
      form={form}
      onClose={onClose}
    >
      <Picker
        id="expense-nature"
        label={t('digikua.form.expenseNature')}
        value={nature}
        onChange={changeNature}
        options={EXPENSE_NATURES.map((n) => ({ value: n, label: `${t(`digikua.nature.${n}`)} (${n})` }))}
        disabled={saved !== null}
        hint={saved ? t('digikua.form.natureLocked') : undefined}
      />
      {nature === 'COG' ? (
        <>
          <Picker
            id="expense-main"
            label={t('digikua.form.mainProduct')}
            value={main}
            onChange={(id) => {
              setMain(id);
              patch({ productVariantId: '' });
            }}
            options={recordOptions(products)}
          />
          <Picker
            id="expense-variant"
            label={t('digikua.form.productVariant')}
            value={form['productVariantId'] ?? ''}
            onChange={set('productVariantId')}
            options={variants}
            disabled={main === ''}
            hint={main === '' ? t('digikua.form.pickMainProduct') : variants.length === 0 ? t('digikua.form.noVariants') : undefined}
          />
        </>
      ) : null}
      <TextInput id="expense-name" label={t('digikua.form.name')} value={form['name'] ?? ''} onChange={set('name')} />
      <NumberInput id="expense-amount" label={t('digikua.form.amountSpent')} value={form['amountSpent'] ?? ''} onChange={set('amountSpent')} />
      <DateInput
        id="expense-date"
        label={t('digikua.form.transactionDate')}
        value={form['transactionDate'] ?? ''}
        onChange={set('transactionDate')}
        min={bounds.min}
        max={bounds.max}
      />
      <Picker
        id="expense-type"
        label={t('digikua.form.typeOfExpense')}
        value={form['typeOfExpense'] ?? ''}
        onChange={set('typeOfExpense')}
        options={lookupOptions(lookups.expenseType)}
      />
      <TextInput id="expense-phone" type="tel" label={t('digikua.form.supplierPhone')} value={form['supplierPhone'] ?? ''} onChange={set('supplierPhone')} />
      {nature === 'CapEx' ? (
        <NumberInput id="expense-lifespan" whole label={t('digikua.form.lifespan')} value={form['lifespanInYears'] ?? ''} onChange={set('lifespanInYears')} />
      ) : null}
    </RecordModal>
  );
}
