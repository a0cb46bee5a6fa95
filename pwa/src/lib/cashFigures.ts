/**
 * Today's and this month's sales and net cashflow from the phone's own sales, expenses and
 * investments (the home screens' figures). The rows go to core as columns (kind, date, amount);
 * the ranges and every sum are core's (`todayAndMonth`, `summarizeCashflow`). A record the server
 * refused is left out, as the cashflow summary leaves it out.
 */
import { cashKindCode, summarizeCashflow, todayAndMonth, type CashColumns, type Entity } from './core-bookkeeping';
import type { StoredRecord } from './sync';

export interface CashFields {
  nature?: string | null;
  revenue?: number | null;
  amountSpent?: number | null;
  investmentAmount?: number | null;
}

export interface CashFigures {
  todaySales: string;
  todayNet: string;
  monthSales: string;
  monthNet: string;
}

type CashEntity = Extract<Entity, 'sale' | 'expense' | 'investment'>;

const AMOUNT_OF: Record<CashEntity, (r: CashFields) => number | null | undefined> = {
  sale: (r) => r.revenue,
  expense: (r) => r.amountSpent,
  investment: (r) => r.investmentAmount,
};

/** The columns core reads; a row it must skip (refused, no amount or date) keeps kind 0. */
export function cashColumnsOf(sets: ReadonlyArray<readonly [CashEntity, readonly StoredRecord<CashFields>[]]>): CashColumns {
  const size = sets.reduce((total, [, records]) => total + records.length, 0);
  const columns = { kinds: new Uint8Array(size), dates: new Float64Array(size), amounts: new Float64Array(size) };
  let row = 0;
  for (const [entity, records] of sets) {
    const codes = new Map<string, number>();
    for (const stored of records) {
      const amount = AMOUNT_OF[entity](stored.record);
      if (stored.state !== 'rejected' && typeof amount === 'number' && typeof stored.date === 'number') {
        const nature = stored.record.nature ?? '';
        let code = codes.get(nature);
        if (code === undefined) codes.set(nature, (code = cashKindCode(entity, nature)));
        columns.kinds[row] = code;
        columns.dates[row] = stored.date;
        columns.amounts[row] = amount;
      }
      row += 1;
    }
  }
  return columns;
}

/** The figures as of `nowMs`, amounts as core's decimal text. */
export function cashFigures(columns: CashColumns, nowMs = Date.now()): CashFigures {
  const { today, month } = todayAndMonth(nowMs);
  const day = summarizeCashflow(columns, today.from, today.to);
  const thisMonth = summarizeCashflow(columns, month.from, month.to);
  return { todaySales: day.revenue, todayNet: day.netCashflow, monthSales: thisMonth.revenue, monthNet: thisMonth.netCashflow };
}
