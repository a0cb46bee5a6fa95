/** {base}/cashflow-summary-detailed/service-variants[/{service id}|/all] (spec 002 section 2.1). */
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { useI18n } from '../../lib/i18n';
import { useRecords } from '../../lib/sync';
import { ALL, tablePath } from './paths';
import type { ItemRecord, ServiceVariantRecord } from './records';
import { serviceVariantRows, type ServiceVariantRow } from './rows';
import { combine, findRecord, useBase, useModal } from './screen';
import { AddLink, TableLink, TableScreen } from './TableScreen';
import type { Column } from '../../components/RecordList/RecordList';
import { ServiceVariantModal } from './VariantModals';

export function ServiceVariantsPage() {
  const { t } = useI18n();
  const base = useBase();
  const modal = useModal();
  const mainId = useParams()['id'] ?? ALL;
  const variants = useRecords<ServiceVariantRecord>('serviceVariant');
  const services = useRecords<ItemRecord>('service');
  const { ready, error } = combine(variants, services);
  const rows = useMemo(
    () => (ready ? serviceVariantRows(variants.records ?? [], services.records ?? [], mainId) : null),
    [ready, variants.records, services.records, mainId],
  );
  const mainName = mainId === ALL ? null : services.records?.find((s) => s.id === mainId)?.record.name;
  const columns: Column<ServiceVariantRow>[] = [
    { key: 'id', header: t('digikua.col.serviceVariantId'), text: (r) => r.id, screen: false },
    { key: 'name', header: t('digikua.col.serviceVariantName'), text: (r) => r.record.name, card: 'title' },
    { key: 'main', header: t('digikua.col.mainServiceName'), text: (r) => r.mainService, card: 'detail' },
    { key: 'unitPrice', header: t('digikua.col.unitPrice'), text: (r) => r.unitPrice, numeric: true, card: 'amount' },
  ];
  const editing = findRecord(variants.records, modal.editId);
  return (
    <TableScreen
      title={mainName ? t('digikua.title.serviceVariantsOf', { name: mainName }) : t('digikua.title.serviceVariants')}
      edit={t('digikua.editOf.serviceVariant')}
      empty={t('digikua.empty.serviceVariants')}
      add={t('digikua.link.addServiceVariant')}
      links={
        <>
          <AddLink>{t('digikua.link.addServiceVariant')}</AddLink>
          <TableLink to={tablePath(base, 'services')}>{t('digikua.link.backToServices')}</TableLink>
        </>
      }
      columns={columns}
      rows={rows}
      error={error}
      modal={
        services.records && (modal.adding || editing) ? (
          <ServiceVariantModal
            key={editing?.id ?? 'add'}
            saved={editing}
            mains={services.records}
            initialMain={mainId === ALL ? '' : mainId}
            onClose={modal.close}
            onSaved={(record) =>
              modal.done(tablePath(base, 'service-variants', mainId === ALL ? ALL : String(record['mainServiceId'] ?? ALL)))
            }
          />
        ) : null
      }
    />
  );
}
