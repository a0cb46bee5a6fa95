/** {base}/cashflow-summary-detailed/sales: every sale, product and service (spec 002 section 2.1). */
import { useMemo } from 'react';
import { useI18n } from '../../lib/i18n';
import { useRecords } from '../../lib/sync';
import { tablePath } from './paths';
import type { ItemRecord, ProductVariantRecord, SaleRecord, ServiceVariantRecord } from './records';
import { saleRows, type SaleRow } from './rows';
import { SaleModal } from './SaleModal';
import { combine, findRecord, useBase, useLookups, useModal } from './screen';
import { AddLink, TableScreen } from './TableScreen';
import type { Column } from '../../components/RecordList/RecordList';

export function SalesPage() {
  const { t } = useI18n();
  const base = useBase();
  const lookups = useLookups();
  const modal = useModal();
  const sales = useRecords<SaleRecord>('sale');
  const productVariants = useRecords<ProductVariantRecord>('productVariant');
  const serviceVariants = useRecords<ServiceVariantRecord>('serviceVariant');
  const products = useRecords<ItemRecord>('product');
  const services = useRecords<ItemRecord>('service');
  const { ready, error } = combine(sales, productVariants, serviceVariants);
  const rows = useMemo(
    () =>
      ready
        ? saleRows(sales.records ?? [], productVariants.records ?? [], serviceVariants.records ?? [], lookups, [
            ...(products.records ?? []),
            ...(services.records ?? []),
          ])
        : null,
    [ready, sales.records, productVariants.records, serviceVariants.records, lookups, products.records, services.records],
  );
  const nature = (row: SaleRow) => (row.record.nature === 'Service' || row.record.nature === 'Product' ? t(`digikua.nature.${row.record.nature}`) : row.record.nature);
  const columns: Column<SaleRow>[] = [
    { key: 'id', header: t('digikua.col.saleId'), text: (r) => r.id, screen: false },
    { key: 'nature', header: t('digikua.col.saleNature'), text: nature },
    {
      key: 'variant',
      header: t('digikua.col.saleVariant'),
      text: (r) => r.variantName,
      // A card names the product with its variant ("Maize flour · 2 kg packet"): variants alone repeat.
      cardText: (r) => (r.itemName ? `${r.itemName} · ${r.variantName}` : r.variantName),
      card: 'title',
    },
    { key: 'quantity', header: t('digikua.col.quantity'), text: (r) => r.quantity, numeric: true, card: 'detail' },
    { key: 'revenue', header: t('digikua.col.revenue'), text: (r) => r.revenue, numeric: true, card: 'amount' },
    { key: 'dateSold', header: t('digikua.col.dateSold'), text: (r) => r.dateSold, card: 'date' },
    { key: 'typeOfSale', header: t('digikua.col.typeOfSale'), text: (r) => r.typeOfSale },
    { key: 'clientPhone', header: t('digikua.col.clientPhone'), text: (r) => r.record.clientPhone },
    { key: 'dateAdded', header: t('digikua.col.dateAdded'), text: (r) => r.dateAdded },
  ];
  // The modal opens once the records it picks from are here.
  const picking = combine(productVariants, serviceVariants, products, services).ready;
  const editing = findRecord(sales.records, modal.editId);
  return (
    <TableScreen
      title={t('digikua.title.sales')}
      links={<AddLink>{t('digikua.link.addSale')}</AddLink>}
      edit={t('digikua.editOf.sale')}
      empty={t('digikua.empty.sales')}
      add={t('digikua.link.addSale')}
      columns={columns}
      rows={rows}
      error={error}
      modal={
        picking && (modal.adding || editing) ? (
          <SaleModal
            key={editing?.id ?? 'add'}
            saved={editing}
            products={products.records}
            services={services.records}
            productVariants={productVariants.records}
            serviceVariants={serviceVariants.records}
            onClose={modal.close}
            onSaved={() => modal.done(tablePath(base, 'sales'))}
          />
        ) : null
      }
    />
  );
}
