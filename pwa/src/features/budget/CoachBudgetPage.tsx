/**
 * A client's budget against actual for their business coach (or the super admin), read only: the
 * same totals, tables and chart as the client's page, from the server's report (core's maths), with
 * the toggles. Opened from the statements to review or the clients' budgets.
 */
import { lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { Loading } from '../../components/Loading';
import { useTitle } from '../../components/useTitle';
import { useI18n } from '../../lib/i18n';
import { useRemote } from '../../lib/useRemote';
import { BudgetTable, type Shown } from './BudgetTable';
import { Toggles, Totals } from './BudgetSummary';
import { readBudget } from './readBudget';
import './budget.css';

const BudgetChart = lazy(() => import('./BudgetChart'));

export function CoachBudgetPage() {
  const { t } = useI18n();
  useTitle(t('budget.title'));
  // Opened from a statement (the business) or from the clients' list (the client).
  const { businessId, clientId } = useParams();
  const whose = businessId ? { businessId } : { clientId: clientId ?? '' };
  const read = useRemote(`budget-${businessId ?? ''}-${clientId ?? ''}`, (signal) => readBudget(whose, signal));
  const [shown, setShown] = useState<Shown>({ budget: true, actual: true });
  const report = read.data;
  return (
    <section className="page budget">
      <header className="budget__header">
        <h1>{t('budget.title')}</h1>
        <p className="budget__intro">{t('budget.readOnly')}</p>
      </header>
      {read.loading && !report ? <Loading label={t('budget.loading')} /> : null}
      {read.failed && !report ? (
        <p className="budget__note budget__note--error" role="alert">
          {t('budget.coachFailed')}
        </p>
      ) : null}
      {report && report.periods.length === 0 ? <EmptyState title={t('budget.noPeriods')} /> : null}
      {report && report.periods.length > 0 ? (
        <>
          <Toggles shown={shown} onChange={setShown} />
          <Totals report={report} shown={shown} />
          <BudgetTable table={report.operating} periods={report.periods} shown={shown} />
          <BudgetTable table={report.capital} periods={report.periods} shown={shown} />
          <h2 className="budget__chart-title">{t('budget.chart.title')}</h2>
          <Suspense fallback={<div className="budget__chart budget__chart--waiting" />}>
            <BudgetChart report={report} shown={shown} />
          </Suspense>
        </>
      ) : null}
    </section>
  );
}
