/** {base}/cashflow-summary-detailed/products and …/services (spec 002 section 2.1): one table, two kinds. */
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n';
import { useRecords } from '../../lib/sync';
import { ItemModal, type ItemKind } from './ItemModal';
import { tablePath } from './paths';
import { STATUSES, type ItemRecord } from './records';
import { itemRows, type ItemRow } from './rows';
import { findRecord, useBase, useLookups, useModal } from './screen';
import { AddLink, TableLink, TableScreen } from './TableScreen';
import type { Column } from '../../components/RecordList/RecordList';

function ItemsPage({ kind }: { kind: ItemKind }) {
  const { t } = useI18n();
  const base = useBase();
  const lookups = useLookups();
  const modal = useModal();
  const items = useRecords<ItemRecord>(kind);
  const rows = useMemo(() => (items.records ? itemRows(items.records, lookups) : null), [items.records, lookups]);
  const product = kind === 'product';
  const variantsTable = product ? 'product-variants' : 'service-variants';
  const status = (row: ItemRow) => {
    const s = STATUSES.find((known) => known === row.record.status);
    return s ? t(`digikua.status.${s}`) : row.record.status;
  };
  const columns: Column<ItemRow>[] = [
    {
      key: 'variants',
      header: t('digikua.col.viewVariants'),
      text: () => t('digikua.view'),
      card: 'detail',
      cell: (r) => (
        <Link to={tablePath(base, variantsTable, r.id)} aria-label={t('digikua.viewVariantsOf', { name: r.record.name })}>
          {t('digikua.view')}
        </Link>
      ),
    },
    {
      key: 'name',
      header: t('digikua.col.name'),
      text: (r) => r.record.name,
      card: 'title',
    },
    { key: 'measurement', header: t('digikua.col.measurementName'), text: (r) => r.measurement },
    { key: 'category', header: t('digikua.col.categoryName'), text: (r) => r.category },
    { key: 'price', header: t('digikua.col.price'), text: (r) => r.price, numeric: true, card: 'amount' },
    { key: 'providerPrice', header: t('digikua.col.providerPrice'), text: (r) => r.providerPrice, numeric: true },
    { key: 'status', header: t('digikua.col.status'), text: status, card: 'detail' },
    { key: 'lastEdited', header: t('digikua.col.lastEdited'), text: (r) => r.lastEdited },
  ];
  const editing = findRecord(items.records, modal.editId);
  return (
    <TableScreen
      title={t(product ? 'digikua.title.products' : 'digikua.title.services')}
      edit={t(product ? 'digikua.editOf.product' : 'digikua.editOf.service')}
      empty={t(product ? 'digikua.empty.products' : 'digikua.empty.services')}
      add={t(product ? 'digikua.link.addProduct' : 'digikua.link.addService')}
      links={
        <>
          <AddLink>{t(product ? 'digikua.link.addProduct' : 'digikua.link.addService')}</AddLink>
          <TableLink to={tablePath(base, variantsTable, 'all')}>
            {t(product ? 'digikua.link.allProductVariants' : 'digikua.link.allServiceVariants')}
          </TableLink>
        </>
      }
      columns={columns}
      rows={rows}
      error={items.error}
      modal={
        modal.adding || editing ? (
          <ItemModal
            key={editing?.id ?? 'add'}
            kind={kind}
            saved={editing}
            onClose={modal.close}
            onSaved={() => modal.done(tablePath(base, product ? 'products' : 'services'))}
          />
        ) : null
      }
    />
  );
}

export function ProductsPage() {
  return <ItemsPage kind="product" />;
}

export function ServicesPage() {
  return <ItemsPage kind="service" />;
}
