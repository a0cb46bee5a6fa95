/**
 * Today's and this month's sales and net cashflow from the phone's own sales, expenses and
 * investments (the home screens' figures). The rows go to core as columns (kind, date, amount);
 * the ranges and every sum are core's (`todayAndMonth`, `summarizeCashflow`). A record the server
 * refused is left out, as the cashflow summary leaves it out.
 */
import { buildCashColumns, memoKindOf, type CashEntity, type CashRecordFields } from './cashColumns';
import { cashKindCode, summarizeCashflow, todayAndMonth, type CashColumns } from './core-bookkeeping';
import type { StoredRecord } from './sync';

export type CashFields = CashRecordFields;

export interface CashFigures {
  todaySales: string;
  todayNet: string;
  monthSales: string;
  monthNet: string;
}

/** The columns core reads (lib/cashColumns, the same as the cashflow summary's); a refused record keeps kind 0. */
export function cashColumnsOf(sets: ReadonlyArray<readonly [CashEntity, readonly StoredRecord<CashFields>[]]>): CashColumns {
  return buildCashColumns(
    sets.map(([entity, records]) => ({ entity, records })),
    memoKindOf(cashKindCode),
  ).columns;
}

/** The figures as of `nowMs`, amounts as core's decimal text. */
export function cashFigures(columns: CashColumns, nowMs = Date.now()): CashFigures {
  const { today, month } = todayAndMonth(nowMs);
  const day = summarizeCashflow(columns, today.from, today.to);
  const thisMonth = summarizeCashflow(columns, month.from, month.to);
  return { todaySales: day.revenue, todayNet: day.netCashflow, monthSales: thisMonth.revenue, monthNet: thisMonth.netCashflow };
}
