/**
 * The milestone budget (spec 002 section 2.3): the Budget and Actual toggles, the totals, the
 * collapsible Operating Expense and Capital Expense tables by period with a Total column, the chart
 * of budget against actual, Add Period and Add Expense, and the exports. Computed on the phone by
 * core from the budget and DigiKua's expenses kept here, so it works in airplane mode.
 */
import { lazy, Suspense, useState } from 'react';
import { EmptyState } from '../../components/EmptyState';
import { Loading } from '../../components/Loading';
import { useTitle } from '../../components/useTitle';
import { formatKsh } from '../../lib/core-bookkeeping';
import type { LineRecord, PeriodRecord } from '../../lib/core-budget';
import { useI18n } from '../../lib/i18n';
import type { StoredRecord } from '../../lib/sync';
import { BudgetTable, type Shown } from './BudgetTable';
import { ExportMenu } from './ExportMenu';
import { LineDialog } from './LineDialog';
import { PeriodDialog } from './PeriodDialog';
import { useBudget } from './useBudget';
import './budget.css';

const BudgetChart = lazy(() => import('./BudgetChart'));

type Editing =
  | { kind: 'period'; saved: StoredRecord<PeriodRecord> | null }
  | { kind: 'line'; saved: StoredRecord<LineRecord> | null }
  | null;

export function BudgetPage() {
  const { t, msg } = useI18n();
  useTitle(t('budget.title'));
  const budget = useBudget();
  const [shown, setShown] = useState<Shown>({ budget: true, actual: true });
  const [editing, setEditing] = useState<Editing>(null);
  const { report } = budget;

  const editPeriod = (id: string) => setEditing({ kind: 'period', saved: budget.periods.find((p) => p.id === id) ?? null });
  const editLine = (id: string) => setEditing({ kind: 'line', saved: budget.lines.find((l) => l.id === id) ?? null });

  return (
    <section className="page budget">
      <header className="budget__header">
        <h1>{t('budget.title')}</h1>
        <p className="budget__intro">{t('budget.intro')}</p>
      </header>
      {budget.status === 'loading' ? <Loading label={t('budget.loading')} /> : null}
      {budget.status === 'failed' ? (
        <p className="budget__note budget__note--error" role="alert">
          {t('budget.failed')}
        </p>
      ) : null}
      {budget.pending > 0 ? <p className="budget__note">{t('budget.waiting')}</p> : null}
      {budget.refused.map((r) => (
        <p key={r.id} className="budget__note budget__note--error" role="alert">
          {t('budget.refused', { message: msg(r.message ?? '') })}
        </p>
      ))}
      {budget.unreadable.map((message) => (
        <p key={message} className="budget__note budget__note--error">
          {t('budget.unreadable', { message: msg(message) })}
        </p>
      ))}
      {report ? (
        <>
          <div className="budget__actions">
            <button type="button" className="button" onClick={() => setEditing({ kind: 'period', saved: null })}>
              {t('budget.addPeriod')}
            </button>
            <button type="button" className="button button--secondary" onClick={() => setEditing({ kind: 'line', saved: null })}>
              {t('budget.addExpense')}
            </button>
            <ExportMenu pending={budget.pending > 0} />
          </div>
          {report.periods.length === 0 ? (
            <EmptyState title={t('budget.noPeriods')} text={t('budget.noPeriods.next')} />
          ) : (
            <>
              <Toggles shown={shown} onChange={setShown} />
              <Totals report={report} shown={shown} />
              {budget.lines.length === 0 ? <p className="budget__note">{t('budget.noLines')}</p> : null}
              <BudgetTable table={report.operating} periods={report.periods} shown={shown} onEditLine={editLine} onEditPeriod={editPeriod} />
              <BudgetTable table={report.capital} periods={report.periods} shown={shown} onEditLine={editLine} onEditPeriod={editPeriod} />
              <h2 className="budget__chart-title">{t('budget.chart.title')}</h2>
              <Suspense fallback={<div className="budget__chart budget__chart--waiting" />}>
                <BudgetChart report={report} shown={shown} />
              </Suspense>
            </>
          )}
        </>
      ) : null}
      {editing?.kind === 'period' ? <PeriodDialog saved={editing.saved} periods={budget.periods} onClose={() => setEditing(null)} /> : null}
      {editing?.kind === 'line' ? (
        <LineDialog saved={editing.saved} periods={report?.periods ?? []} onClose={() => setEditing(null)} />
      ) : null}
    </section>
  );
}

function Toggles({ shown, onChange }: { shown: Shown; onChange: (shown: Shown) => void }) {
  const { t } = useI18n();
  // One of the two stays on: a table of neither says nothing.
  const flip = (key: keyof Shown) => {
    const next = { ...shown, [key]: !shown[key] };
    if (next.budget || next.actual) onChange(next);
  };
  return (
    <div className="budget__toggles" role="group" aria-label={t('budget.show')}>
      <span>{t('budget.show')}</span>
      <button type="button" className="budget__toggle" aria-pressed={shown.budget} onClick={() => flip('budget')}>
        {t('budget.showBudget')}
      </button>
      <button type="button" className="budget__toggle" aria-pressed={shown.actual} onClick={() => flip('actual')}>
        {t('budget.showActual')}
      </button>
    </div>
  );
}

function Totals({ report, shown }: { report: NonNullable<ReturnType<typeof useBudget>['report']>; shown: Shown }) {
  const { t } = useI18n();
  const split = (key: 'budget' | 'actual') =>
    `${t('budget.capitalTotal')} ${formatKsh(report.capital.total[key])} · ${t('budget.operatingTotal')} ${formatKsh(report.operating.total[key])}`;
  return (
    <dl className="budget__totals">
      {shown.budget ? (
        <div>
          <dt>{t('budget.totalBudget')}</dt>
          <dd>{formatKsh(report.total.budget)}</dd>
          <dd className="budget__split">{split('budget')}</dd>
        </div>
      ) : null}
      {shown.actual ? (
        <div>
          <dt>{t('budget.totalActual')}</dt>
          <dd>{formatKsh(report.total.actual)}</dd>
          <dd className="budget__split">{split('actual')}</dd>
        </div>
      ) : null}
      {shown.budget && shown.actual ? (
        <div>
          <dt>{t('budget.totalVariance')}</dt>
          <dd className={report.total.variance.startsWith('-') ? 'budget__over' : undefined}>{formatKsh(report.total.variance)}</dd>
          {report.total.variancePercent !== null ? <dd className="budget__split">{report.total.variancePercent}%</dd> : null}
        </div>
      ) : null}
    </dl>
  );
}
