import { useCallback, useMemo, useState } from 'react';
import { toast } from '../../lib/toast';
import { Loading } from '../../components/Loading';
import { RecordList, type Column as ListColumn } from '../../components/RecordList/RecordList';
import { useTitle } from '../../components/useTitle';
import { nairobiDateParts } from '../../lib/core';
import { statusLabel } from '../../lib/core-loans';
import { errorMessage } from '../../lib/errors';
import { saveBlob } from '../../lib/fileDownload';
import { useI18n, type MessageKey } from '../../lib/i18n';
import { getReport, reportCsv, type ReportRow } from './api';
import { Failed } from './Failed';
import { showMoney } from './format';
import { csvFilename, REPORT_KINDS, type ReportKind } from './paths';
import { orderArrears, REPORT_COLUMNS, type Column } from './reports';
import { useRemote } from '../../lib/useRemote';
import './texts';

const TITLES: Readonly<Record<ReportKind, MessageKey>> = {
  portfolio: 'lending.reports.portfolio',
  arrears: 'lending.reports.arrears',
  collections: 'lending.reports.collections',
};

const LEADS: Readonly<Record<ReportKind, MessageKey>> = {
  portfolio: 'lending.reports.portfolioLead',
  arrears: 'lending.reports.arrearsLead',
  collections: 'lending.reports.collectionsLead',
};

const EMPTY: Readonly<Record<ReportKind, MessageKey>> = {
  portfolio: 'lending.reports.portfolioEmpty',
  arrears: 'lending.reports.arrearsEmpty',
  collections: 'lending.reports.collectionsEmpty',
};

/** The super admin's reports: portfolio by fund and status, arrears ageing, collections by month. */
export function ReportsPage() {
  const { t } = useI18n();
  useTitle(t('lending.reports.title'));
  return (
    <section className="page">
      <header className="page__header">
        <h1>{t('lending.reports.title')}</h1>
        <p className="muted">{t('lending.reports.lead')}</p>
      </header>
      <div className="stack lend-stack">
        {REPORT_KINDS.map((kind) => (
          <Report key={kind} kind={kind} />
        ))}
      </div>
    </section>
  );
}

function Report({ kind }: { kind: ReportKind }) {
  const { t, msg } = useI18n();
  const load = useCallback((signal: AbortSignal) => getReport(kind, signal), [kind]);
  const report = useRemote<ReportRow[]>(`report-${kind}`, load);
  const [downloading, setDownloading] = useState(false);
  const titleId = `report-${kind}`;

  async function download() {
    setDownloading(true);
    try {
      const blob = await reportCsv(kind);
      saveBlob(blob, csvFilename(kind, nairobiDateParts(Date.now() / 1000)));
    } catch (error) {
      toast.error(msg(errorMessage(error)));
    } finally {
      setDownloading(false);
    }
  }

  const rows = report.data === null ? null : kind === 'arrears' ? orderArrears(report.data) : report.data;
  return (
    <section className="card" aria-labelledby={titleId}>
      <div className="lend-report__head">
        <div>
          <h2 id={titleId}>{t(TITLES[kind])}</h2>
          <p className="muted">{t(LEADS[kind])}</p>
        </div>
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={downloading}
          aria-label={t('lending.reports.csvLabel', { report: t(TITLES[kind]) })}
          onClick={() => void download()}
        >
          {t('lending.reports.csv')}
        </button>
      </div>
      {rows === null ? (
        report.failed ? <Failed onRetry={report.reload} /> : <Loading label={t('lending.loading')} />
      ) : rows.length === 0 ? (
        <p className="empty">{t(EMPTY[kind])}</p>
      ) : (
        <ReportTable caption={t(TITLES[kind])} columns={REPORT_COLUMNS[kind]} rows={rows} />
      )}
    </section>
  );
}

function ReportTable({ caption, columns, rows }: { caption: string; columns: readonly Column[]; rows: ReportRow[] }) {
  const { t, msg } = useI18n();
  const listColumns = useMemo<ListColumn<ReportRow>[]>(() => {
    const text = (column: Column, row: ReportRow) => {
      const value = row[column.key] ?? '';
      switch (column.kind) {
        case 'money':
          return showMoney(value || '0', row.currency ?? 'KES');
        case 'status':
          return msg(statusLabel(value));
        case 'bucket':
          return t('lending.reports.days', { range: value.replace('-', '–') });
        default:
          return value;
      }
    };
    return columns.map((column) => ({
      key: column.key,
      header: t(column.label),
      text: (row: ReportRow) => text(column, row),
      numeric: column.kind === 'money' || column.kind === 'count',
      card: column.card,
    }));
  }, [columns, t, msg]);
  // A card per row on a phone, the report's columns on a wider screen (the CSV button is the export).
  return (
    <RecordList
      title={caption}
      tools={false}
      columns={listColumns}
      rows={rows}
      error={null}
      rowKey={(row) => columns.map((column) => row[column.key] ?? '').join('|')}
      empty={null}
    />
  );
}
