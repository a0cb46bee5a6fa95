/** {base}/cashflow-summary-detailed/investments (spec 002 section 2.1). */
import { useMemo } from 'react';
import { useI18n } from '../../lib/i18n';
import { useRecords } from '../../lib/sync';
import { InvestmentModal } from './InvestmentModal';
import { tablePath } from './paths';
import type { InvestmentRecord } from './records';
import { investmentRows, type InvestmentRow } from './rows';
import { findRecord, useBase, useLookups, useModal } from './screen';
import { AddLink, TableScreen } from './TableScreen';
import type { Column } from '../../components/RecordList/RecordList';

export function InvestmentsPage() {
  const { t } = useI18n();
  const base = useBase();
  const lookups = useLookups();
  const modal = useModal();
  const investments = useRecords<InvestmentRecord>('investment');
  const rows = useMemo(() => (investments.records ? investmentRows(investments.records, lookups) : null), [investments.records, lookups]);
  const columns: Column<InvestmentRow>[] = [
    { key: 'id', header: t('digikua.col.investmentId'), text: (r) => r.id, screen: false },
    { key: 'narration', header: t('digikua.col.investmentNarration'), text: (r) => r.record.investmentNarration, card: 'title' },
    { key: 'amount', header: t('digikua.col.investmentAmount'), text: (r) => r.amount, numeric: true, card: 'amount' },
    { key: 'type', header: t('digikua.col.formOfInvestment'), text: (r) => r.typeOfInvestment, card: 'detail' },
    { key: 'date', header: t('digikua.col.investmentDate'), text: (r) => r.investmentDate, card: 'date' },
    { key: 'dateAdded', header: t('digikua.col.dateAdded'), text: (r) => r.dateAdded },
  ];
  const editing = findRecord(investments.records, modal.editId);
  return (
    <TableScreen
      title={t('digikua.title.investments')}
      links={<AddLink>{t('digikua.link.addInvestment')}</AddLink>}
      edit={t('digikua.editOf.investment')}
      empty={t('digikua.empty.investments')}
      add={t('digikua.link.addInvestment')}
      columns={columns}
      rows={rows}
      error={investments.error}
      modal={
        modal.adding || editing ? (
          <InvestmentModal
            key={editing?.id ?? 'add'}
            saved={editing}
            onClose={modal.close}
            onSaved={() => modal.done(tablePath(base, 'investments'))}
          />
        ) : null
      }
    />
  );
}
