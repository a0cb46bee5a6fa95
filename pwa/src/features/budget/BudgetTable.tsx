/**
 * The Operating Expense or Capital Expense table (collapsible): a row per budget line and per
 * Unbudgeted expense type, a column group per period and the Total, the table's totals last. Which
 * columns show follows the Budget and Actual toggles (Variance and Variance % need both). Wide on a
 * phone: it scrolls sideways with the names kept in view. A line's or a period's name opens it.
 */
import { useMemo } from 'react';
import { formatKsh, lookupLists } from '../../lib/core-bookkeeping';
import type { Figures, ReportPeriod, ReportRow, ReportTable } from '../../lib/core-budget';
import { useI18n, type MessageKey } from '../../lib/i18n';
import { typedFromIso } from '../../lib/typedDate';

export interface Shown {
  budget: boolean;
  actual: boolean;
}

type Column = 'budget' | 'actual' | 'variance' | 'variancePercent';

const HEADS: Record<Column, MessageKey> = {
  budget: 'budget.table.budget',
  actual: 'budget.table.actual',
  variance: 'budget.table.variance',
  variancePercent: 'budget.table.variancePercent',
};

export const columnsOf = (shown: Shown): Column[] => [
  ...(shown.budget ? (['budget'] as const) : []),
  ...(shown.actual ? (['actual'] as const) : []),
  ...(shown.budget && shown.actual ? (['variance', 'variancePercent'] as const) : []),
];

function cell(figures: Figures, column: Column): string {
  if (column === 'variancePercent') return figures.variancePercent === null ? '–' : `${figures.variancePercent}%`;
  return formatKsh(figures[column]);
}

/** A variance below zero: more spent than budgeted. */
const overspent = (figures: Figures, column: Column): boolean =>
  (column === 'variance' || column === 'variancePercent') && figures.variance.startsWith('-');

interface BudgetTableProps {
  table: ReportTable;
  periods: readonly ReportPeriod[];
  shown: Shown;
  /** Left out on a read-only budget (a coach's). */
  onEditLine?: (id: string) => void;
  onEditPeriod?: (id: string) => void;
}

export function BudgetTable({ table, periods, shown, onEditLine, onEditPeriod }: BudgetTableProps) {
  const { t, lang } = useI18n();
  const columns = columnsOf(shown);
  // An Unbudgeted row is named by its expense type, in the reader's language.
  const typeNames = useMemo(() => new Map(lookupLists(lang).expenseType.map((type) => [type.id, type.name])), [lang]);
  const title = t(table.nature === 'Operating' ? 'budget.table.operating' : 'budget.table.capital');
  const figureCells = (key: string, list: readonly Figures[], total: Figures) =>
    [...list, total].flatMap((figures, at) =>
      columns.map((column) => (
        <td key={`${key}-${at}-${column}`} className={overspent(figures, column) ? 'budget__num budget__over' : 'budget__num'}>
          {cell(figures, column)}
        </td>
      )),
    );
  const rowName = (row: ReportRow) =>
    row.kind === 'line' && !onEditLine ? (
      row.name
    ) : row.kind === 'line' ? (
      <button type="button" className="link-button" onClick={() => onEditLine?.(row.id)} aria-label={t('budget.table.edit', { name: row.name })}>
        {row.name}
      </button>
    ) : (
      t('budget.table.unbudgeted', { name: typeNames.get(row.id) ?? row.name })
    );

  return (
    <details className="budget__table" open>
      <summary>
        <span>{title}</span>
        <span className="budget__table-total">{formatKsh(shown.budget ? table.total.budget : table.total.actual)}</span>
      </summary>
      {table.rows.length === 0 ? (
        <p className="budget__empty">{t('budget.table.empty')}</p>
      ) : (
      <div className="budget__scroll" tabIndex={0} role="region" aria-label={title}>
        <table>
          <thead>
            <tr>
              <th rowSpan={2} scope="col" className="budget__name">
                {t('budget.table.expense')}
              </th>
              {periods.map((p) => (
                <th key={p.id} colSpan={columns.length} scope="colgroup">
                  {onEditPeriod ? (
                    <button type="button" className="link-button" onClick={() => onEditPeriod(p.id)}>
                      {t('budget.table.period', { number: p.number })}
                    </button>
                  ) : (
                    t('budget.table.period', { number: p.number })
                  )}
                  <span className="budget__days">{t('budget.table.periodDays', { from: typedFromIso(p.from), to: typedFromIso(p.to) })}</span>
                </th>
              ))}
              <th colSpan={columns.length} scope="colgroup">
                {t('budget.table.total')}
              </th>
            </tr>
            <tr>
              {[...periods.map((p) => p.id), 'total'].flatMap((key) =>
                columns.map((column) => (
                  <th key={`${key}-${column}`} scope="col" className="budget__num">
                    {t(HEADS[column])}
                  </th>
                )),
              )}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={`${row.kind}-${row.id}`} className={row.kind === 'unbudgeted' ? 'budget__unbudgeted' : undefined}>
                <th scope="row" className="budget__name">
                  {rowName(row)}
                </th>
                {figureCells(row.id, row.periods, row.total)}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" className="budget__name">
                {t('budget.table.tableTotal')}
              </th>
              {figureCells('total', table.periods, table.total)}
            </tr>
          </tfoot>
        </table>
      </div>
      )}
    </details>
  );
}
