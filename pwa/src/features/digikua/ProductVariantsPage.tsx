/**
 * {base}/cashflow-summary-detailed/product-variants[/{product id}|/all] (spec 002 section 2.1): the
 * variants of one product or all, with their stock: starting + stocked − sold (core).
 */
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { useI18n } from '../../lib/i18n';
import { useRecords } from '../../lib/sync';
import { ALL, tablePath } from './paths';
import type { InventoryRecord, ItemRecord, ProductVariantRecord, SaleRecord } from './records';
import { productVariantRows, type ProductVariantRow } from './rows';
import { combine, findRecord, useBase, useModal } from './screen';
import { AddLink, TableLink, TableScreen } from './TableScreen';
import type { Column } from '../../components/RecordList/RecordList';
import { ProductVariantModal } from './VariantModals';

export function ProductVariantsPage() {
  const { t } = useI18n();
  const base = useBase();
  const modal = useModal();
  const mainId = useParams()['id'] ?? ALL;
  const variants = useRecords<ProductVariantRecord>('productVariant');
  const products = useRecords<ItemRecord>('product');
  const inventory = useRecords<InventoryRecord>('inventory');
  const sales = useRecords<SaleRecord>('sale');
  const { ready, error } = combine(variants, products, inventory, sales);
  const rows = useMemo(
    () => (ready ? productVariantRows(variants.records ?? [], products.records ?? [], inventory.records ?? [], sales.records ?? [], mainId) : null),
    [ready, variants.records, products.records, inventory.records, sales.records, mainId],
  );
  const mainName = mainId === ALL ? null : products.records?.find((p) => p.id === mainId)?.record.name;
  const columns: Column<ProductVariantRow>[] = [
    { key: 'id', header: t('digikua.col.productVariantId'), text: (r) => r.id, screen: false },
    { key: 'name', header: t('digikua.col.productVariantName'), text: (r) => r.record.name, card: 'title' },
    { key: 'main', header: t('digikua.col.mainProductName'), text: (r) => r.mainProduct, card: 'detail' },
    { key: 'unitPrice', header: t('digikua.col.unitPrice'), text: (r) => r.unitPrice, numeric: true, card: 'amount' },
    {
      key: 'initialStock',
      header: t('digikua.col.initialStock'),
      text: (r) => r.initialStock,
      cell: (r) => (
        <>
          {r.initialStock}
          {r.stocked !== '0' ? <span className="dk-extra">{t('digikua.stockedExtra', { n: r.stocked })}</span> : null}
        </>
      ),
      numeric: true,
    },
    { key: 'unitsSold', header: t('digikua.col.unitsSold'), text: (r) => r.unitsSold, numeric: true },
    { key: 'remaining', header: t('digikua.col.remainingStock'), text: (r) => r.remainingStock, numeric: true, card: 'detail' },
  ];
  const editing = findRecord(variants.records, modal.editId);
  return (
    <TableScreen
      title={mainName ? t('digikua.title.productVariantsOf', { name: mainName }) : t('digikua.title.productVariants')}
      edit={t('digikua.editOf.productVariant')}
      empty={t('digikua.empty.productVariants')}
      add={t('digikua.link.addProductVariant')}
      links={
        <>
          <AddLink>{t('digikua.link.addProductVariant')}</AddLink>
          <TableLink to={tablePath(base, 'products')}>{t('digikua.link.backToProducts')}</TableLink>
        </>
      }
      columns={columns}
      rows={rows}
      error={error}
      modal={
        products.records && (modal.adding || editing) ? (
          <ProductVariantModal
            key={editing?.id ?? 'add'}
            saved={editing}
            mains={products.records}
            initialMain={mainId === ALL ? '' : mainId}
            onClose={modal.close}
            onSaved={(record) =>
              modal.done(tablePath(base, 'product-variants', mainId === ALL ? ALL : String(record['mainProductId'] ?? ALL)))
            }
          />
        ) : null
      }
    />
  );
}
