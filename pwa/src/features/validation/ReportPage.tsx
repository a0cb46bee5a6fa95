/**
 * Validation Report (spec 002 section 2.5): the quarter's statement against DigiKua, recomputed by
 * the server (core's reconciliation) each time it is read: the discrepancy and its tier, a month by
 * month table, a bar chart per institution with the Discrepancy, and the statement's transactions no
 * DigiKua record matches, each added to DigiKua in one tap. The last report read is kept on the phone.
 */
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { KeptNote } from '../../components/KeptNote';
import { Loading } from '../../components/Loading';
import { useTitle } from '../../components/useTitle';
import { ApiError } from '../../lib/api';
import { formatKsh } from '../../lib/core-bookkeeping';
import { useI18n } from '../../lib/i18n';
import { useKept } from '../../lib/useKeptRead';
import { fetchReport, type Quarter, type ValidationReport } from './api';
import { monthName, percentText, tierKey, tierLook } from './display';
import { failureText } from './failures';
import { PATHS } from './paths';
import { UnmatchedList } from './UnmatchedList';
import { ValidationNav } from './ValidationNav';
import './validation.css';

const ReportChart = lazy(() => import('./ReportChart'));

export function ReportPage() {
  const { t, msg } = useI18n();
  useTitle(t('validation.report.title'));
  const [quarter, setQuarter] = useState<Quarter | null>(null);
  const read = useKept<ValidationReport>({
    key: `validation.report.${quarter ? `${quarter.year}-${quarter.quarter}` : 'latest'}`,
    load: (signal) => fetchReport(quarter, signal),
  });
  const report = read.data;
  const none = read.error instanceof ApiError && read.error.status === 404;

  return (
    <section className="page validation">
      <ValidationNav />
      <h1>{t('validation.report.title')}</h1>
      {read.keptAt !== null ? <KeptNote at={read.keptAt} say={(when) => t('validation.kept', { when })} look="inline" /> : null}
      {read.loading && !report ? <Loading label={t('validation.report.loading')} /> : null}
      {none ? (
        <EmptyState
          title={t('validation.report.none')}
          text={t('validation.report.none.next')}
          action={
            <Link className="button" to={PATHS.start}>
              {t('validation.home.start')}
            </Link>
          }
        />
      ) : read.error && !report ? (
        <div className="validation__refused" role="alert">
          <p>{read.error instanceof ApiError && read.error.kind === 'http' && read.error.message ? failureText(read.error, { t, msg }) : t('msg.validation.tryAgain')}</p>
          <button type="button" className="button button--secondary" onClick={read.reload}>
            {t('validation.retry')}
          </button>
        </div>
      ) : null}
      {report ? (
        <>
          {report.quarters.length > 1 ? (
            <label className="validation__quarter">
              {t('validation.report.quarter')}
              <select
                className="input select"
                value={`${report.year}-${report.quarter}`}
                onChange={(event) => {
                  const [year = 0, number = 0] = event.target.value.split('-').map(Number);
                  setQuarter({ year, quarter: number });
                }}
              >
                {report.quarters.map((q) => (
                  <option key={`${q.year}-${q.quarter}`} value={`${q.year}-${q.quarter}`}>
                    {t('validation.report.quarterName', { quarter: q.quarter, year: q.year })}
                  </option>
                ))}
              </select>
            </label>
          ) : (
            <p className="muted">{t('validation.report.quarterName', { quarter: report.quarter, year: report.year })}</p>
          )}
          <Summary report={report} />
          <Suspense fallback={<div className="validation__chart" />}>
            <ReportChart report={report} />
          </Suspense>
          <Months report={report} />
          <UnmatchedList report={report} onAdded={read.reload} />
        </>
      ) : null}
    </section>
  );
}

function Tier({ tier }: { tier: string }) {
  const { t } = useI18n();
  const key = tierKey(tier);
  return <span className={`validation__tier validation__tier--${tierLook(tier)}`}>{key ? t(key) : tier}</span>;
}

function Summary({ report }: { report: ValidationReport }) {
  const { t } = useI18n();
  const { totals } = report;
  return (
    <div className="validation__summary">
      <p className="validation__verdict">
        {t(report.cashFlowValidated ? 'validation.report.validated' : 'validation.report.notValidated')}
      </p>
      <dl>
        <div>
          <dt>{t('validation.report.discrepancy')}</dt>
          <dd>
            {percentText(totals.percent)} <Tier tier={totals.tier} />
          </dd>
          <dd className="muted">{formatKsh(report.discrepancy)}</dd>
        </div>
        <div>
          <dt>{t('validation.report.moneyIn')}</dt>
          <dd>{formatKsh(totals.statementIn)}</dd>
          <dd className="muted">{t('validation.report.inBooks', { amount: formatKsh(totals.booksIn) })}</dd>
        </div>
        <div>
          <dt>{t('validation.report.moneyOut')}</dt>
          <dd>{formatKsh(totals.statementOut)}</dd>
          <dd className="muted">{t('validation.report.inBooks', { amount: formatKsh(totals.booksOut) })}</dd>
        </div>
      </dl>
    </div>
  );
}

function Months({ report }: { report: ValidationReport }) {
  const { t, lang } = useI18n();
  return (
    <div className="validation__months" tabIndex={0} role="region" aria-label={t('validation.report.byMonth')}>
      <table>
        <caption>{t('validation.report.byMonth')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('validation.report.month')}</th>
            <th scope="col">{t('validation.report.statementIn')}</th>
            <th scope="col">{t('validation.report.booksIn')}</th>
            <th scope="col">{t('validation.report.difference')}</th>
            <th scope="col">{t('validation.report.statementOut')}</th>
            <th scope="col">{t('validation.report.booksOut')}</th>
            <th scope="col">{t('validation.report.difference')}</th>
          </tr>
        </thead>
        <tbody>
          {report.months.map((m) => (
            <tr key={m.month}>
              <th scope="row">{monthName(m.month, lang)}</th>
              <td>{formatKsh(m.statementIn)}</td>
              <td>{formatKsh(m.booksIn)}</td>
              <td>
                {percentText(m.inPercent)} <Tier tier={m.inTier} />
              </td>
              <td>{formatKsh(m.statementOut)}</td>
              <td>{formatKsh(m.booksOut)}</td>
              <td>
                {percentText(m.outPercent)} <Tier tier={m.outTier} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
