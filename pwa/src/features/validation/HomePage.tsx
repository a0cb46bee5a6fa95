/**
 * DigiKua Financial Validation (spec 002 section 2.5): Start Validation, the latest quarter's result
 * with its chart, the statements sent and where each is (reconciled, waiting for a coach, reviewed),
 * and the linked financial account. The lists read last are kept on the phone for airplane mode.
 */
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { KeptNote } from '../../components/KeptNote';
import { Loading } from '../../components/Loading';
import { useTitle } from '../../components/useTitle';
import { formatKsh } from '../../lib/core-bookkeeping';
import { useI18n, type MessageKey } from '../../lib/i18n';
import { typedFromIso } from '../../lib/typedDate';
import { useKept } from '../../lib/useKeptRead';
import { fetchReport, fetchStatements, type StatementStatus } from './api';
import { percentText, tierKey } from './display';
import { LinkedAccountCard } from './LinkedAccountCard';
import { PATHS } from './paths';
import { ValidationNav } from './ValidationNav';
import './validation.css';

const ReportChart = lazy(() => import('./ReportChart'));

const STATUS: Readonly<Record<StatementStatus, MessageKey>> = {
  reconciled: 'validation.status.reconciled',
  awaitingReview: 'validation.status.awaitingReview',
  reviewed: 'validation.status.reviewed',
};

const STATEMENTS = { key: 'validation.statements', load: (signal: AbortSignal) => fetchStatements(signal) };
const LATEST = { key: 'validation.report.latest', load: (signal: AbortSignal) => fetchReport(null, signal) };

export function HomePage() {
  const { t } = useI18n();
  useTitle(t('validation.home.title'));
  const statements = useKept(STATEMENTS);
  const latest = useKept(LATEST);
  const report = latest.data;
  const kept = statements.keptAt ?? latest.keptAt;

  return (
    <section className="page validation">
      <ValidationNav />
      <h1>{t('validation.home.title')}</h1>
      <p className="muted">{t('validation.home.lead')}</p>
      <Link className="button" to={PATHS.start}>
        {t('validation.home.start')}
      </Link>
      {kept !== null ? <KeptNote at={kept} say={(when) => t('validation.kept', { when })} look="inline" /> : null}
      {report ? (
        <section className="card validation__latest">
          <h2>{t('validation.report.quarterName', { quarter: report.quarter, year: report.year })}</h2>
          <p>
            {t('validation.home.latest', { percent: percentText(report.totals.percent), amount: formatKsh(report.discrepancy) })}{' '}
            <strong>{tierKey(report.totals.tier) ? t(tierKey(report.totals.tier) as MessageKey) : report.totals.tier}</strong>
          </p>
          <Suspense fallback={<div className="validation__chart" />}>
            <ReportChart report={report} />
          </Suspense>
          <Link to={PATHS.report}>{t('validation.home.toReport')}</Link>
        </section>
      ) : null}
      <section className="validation__statements" aria-labelledby="validation-statements">
        <h2 id="validation-statements">{t('validation.home.statements')}</h2>
        {statements.loading && !statements.data ? <Loading label={t('validation.home.loading')} /> : null}
        {statements.data?.length === 0 ? <p className="muted">{t('validation.home.noStatements')}</p> : null}
        <ul>
          {(statements.data ?? []).map((s) => (
            <li key={s.id} className="validation__statement">
              <strong>{s.institutionName}</strong>
              <span className={`validation__status validation__status--${s.status}`}>{t(STATUS[s.status])}</span>
              <span className="muted">
                {s.periodFrom && s.periodTo ? t('validation.home.period', { from: typedFromIso(s.periodFrom), to: typedFromIso(s.periodTo) }) : t('validation.home.sentOn', { day: new Date(s.uploadedAt * 1000).toLocaleDateString('en-GB', { timeZone: 'Africa/Nairobi' }) })}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <LinkedAccountCard />
    </section>
  );
}
