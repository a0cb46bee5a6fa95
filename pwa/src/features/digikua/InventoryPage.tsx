/**
 * {base}/cashflow-summary-detailed/inventory (spec 002 section 2.1): every stocking. The spec's 'Unit
 * Price' and 'Date Added' columns held the stock's whole value and the day it was stocked; they are
 * headed by what they hold, 'Stock Value' and 'Date Stocked', so nobody reads a total as a price.
 */
import { useMemo } from 'react';
import { useI18n } from '../../lib/i18n';
import { useRecords } from '../../lib/sync';
import { InventoryModal } from './InventoryModal';
import { tablePath } from './paths';
import type { InventoryRecord, ItemRecord, ProductVariantRecord } from './records';
import { inventoryRows, type InventoryRow } from './rows';
import { combine, findRecord, useBase, useModal } from './screen';
import { AddLink, TableScreen } from './TableScreen';
import type { Column } from '../../components/RecordList/RecordList';

export function InventoryPage() {
  const { t } = useI18n();
  const base = useBase();
  const modal = useModal();
  const inventory = useRecords<InventoryRecord>('inventory');
  const productVariants = useRecords<ProductVariantRecord>('productVariant');
  const products = useRecords<ItemRecord>('product');
  const { ready, error } = combine(inventory, productVariants);
  const rows = useMemo(
    () => (ready ? inventoryRows(inventory.records ?? [], productVariants.records ?? []) : null),
    [ready, inventory.records, productVariants.records],
  );
  const columns: Column<InventoryRow>[] = [
    { key: 'id', header: t('digikua.col.inventoryId'), text: (r) => r.id, screen: false },
    { key: 'variant', header: t('digikua.col.productVariant'), text: (r) => r.productVariant, card: 'title' },
    { key: 'stocked', header: t('digikua.col.stocked'), text: (r) => r.stocked, numeric: true, card: 'detail' },
    { key: 'value', header: t('digikua.col.stockValue'), text: (r) => r.stockValue, numeric: true, card: 'amount' },
    { key: 'date', header: t('digikua.col.dateStocked'), text: (r) => r.dateStocked, card: 'date' },
  ];
  // The modal opens once the records it picks from are here.
  const picking = combine(products, productVariants).ready;
  const editing = findRecord(inventory.records, modal.editId);
  return (
    <TableScreen
      title={t('digikua.title.inventory')}
      links={<AddLink>{t('digikua.link.addInventory')}</AddLink>}
      edit={t('digikua.editOf.inventory')}
      empty={t('digikua.empty.inventory')}
      add={t('digikua.link.addInventory')}
      columns={columns}
      rows={rows}
      error={error}
      modal={
        picking && (modal.adding || editing) ? (
          <InventoryModal
            key={editing?.id ?? 'add'}
            saved={editing}
            products={products.records}
            productVariants={productVariants.records}
            onClose={modal.close}
            onSaved={() => modal.done(tablePath(base, 'inventory'))}
          />
        ) : null
      }
    />
  );
}
