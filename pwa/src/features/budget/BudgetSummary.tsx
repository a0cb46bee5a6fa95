/** The budget's Budget and Actual toggles and its totals, shared by the client's page and the coach's. */
import { formatKsh } from '../../lib/core-bookkeeping';
import type { BudgetReport } from '../../lib/core-budget';
import { useI18n } from '../../lib/i18n';
import type { Shown } from './BudgetTable';

export function Toggles({ shown, onChange }: { shown: Shown; onChange: (shown: Shown) => void }) {
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

export function Totals({ report, shown }: { report: BudgetReport; shown: Shown }) {
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
