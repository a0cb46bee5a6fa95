/** {base}/cashflow-summary-detailed/expenses: costs of goods, capital and operating expenses (spec 002 section 2.1). */
import { useMemo } from 'react';
import { useI18n } from '../../lib/i18n';
import { useRecords } from '../../lib/sync';
import { ExpenseModal } from './ExpenseModal';
import { tablePath } from './paths';
import { EXPENSE_NATURES, type ExpenseRecord, type ItemRecord, type ProductVariantRecord } from './records';
import { expenseRows, type ExpenseRow } from './rows';
import { combine, findRecord, useBase, useLookups, useModal } from './screen';
import { AddLink, TableScreen } from './TableScreen';
import type { Column } from '../../components/RecordList/RecordList';

export function ExpensesPage() {
  const { t } = useI18n();
  const base = useBase();
  const lookups = useLookups();
  const modal = useModal();
  const expenses = useRecords<ExpenseRecord>('expense');
  const products = useRecords<ItemRecord>('product');
  const productVariants = useRecords<ProductVariantRecord>('productVariant');
  const { ready, error } = combine(expenses);
  const rows = useMemo(() => (ready ? expenseRows(expenses.records ?? [], lookups) : null), [ready, expenses.records, lookups]);
  const nature = (row: ExpenseRow) => {
    const n = EXPENSE_NATURES.find((known) => known === row.record.nature);
    return n ? t(`digikua.nature.${n}`) : row.record.nature;
  };
  const columns: Column<ExpenseRow>[] = [
    { key: 'id', header: t('digikua.col.expenseId'), text: (r) => r.id, screen: false },
    { key: 'nature', header: t('digikua.col.expenseNature'), text: nature, card: 'detail' },
    { key: 'name', header: t('digikua.col.name'), text: (r) => r.record.name, card: 'title' },
    { key: 'amountSpent', header: t('digikua.col.amountSpent'), text: (r) => r.amountSpent, numeric: true, card: 'amount' },
    { key: 'transactionDate', header: t('digikua.col.transactionDate'), text: (r) => r.transactionDate, card: 'date' },
    { key: 'typeOfExpense', header: t('digikua.col.typeOfExpense'), text: (r) => r.typeOfExpense },
    { key: 'supplierPhone', header: t('digikua.col.supplierPhone'), text: (r) => r.record.supplierPhone },
    { key: 'dateAdded', header: t('digikua.col.dateAdded'), text: (r) => r.dateAdded },
  ];
  // The modal opens once the records it picks from are here.
  const picking = combine(products, productVariants).ready;
  const editing = findRecord(expenses.records, modal.editId);
  return (
    <TableScreen
      title={t('digikua.title.expenses')}
      links={<AddLink>{t('digikua.link.addExpense')}</AddLink>}
      edit={t('digikua.editOf.expense')}
      empty={t('digikua.empty.expenses')}
      add={t('digikua.link.addExpense')}
      columns={columns}
      rows={rows}
      error={error}
      modal={
        picking && (modal.adding || editing) ? (
          <ExpenseModal
            key={editing?.id ?? 'add'}
            saved={editing}
            products={products.records}
            productVariants={productVariants.records}
            onClose={modal.close}
            onSaved={() => modal.done(tablePath(base, 'expenses'))}
          />
        ) : null
      }
    />
  );
}
