/**
 * The phone's sales, expenses and investments as the cashflow columns core reads (kind codes,
 * dates, amounts): one pass over the stored records, typed arrays out. Which kind a record counts
 * as is core's `cashKindCode`, asked once per (entity, nature). Rows core must skip (a nature core
 * does not know, a blank amount or date) get kind 0, which core's column reader passes over.
 * Imports no runtime code, so the benchmark can run it in node as it is.
 */
import type { CashColumns, Entity } from './core-bookkeeping';
import type { StoredRecord } from './sync';

/** The entities whose records carry an amount in the cashflow. */
export type CashEntity = 'sale' | 'expense' | 'investment';

/**
 * Each entity's amount: a sale's revenue, an expense's amount spent, an investment's amount. Read
 * by a fixed property name, which stays fast over a long loop.
 */
const AMOUNT_OF: Record<CashEntity, (r: CashRecordFields) => number | null | undefined> = {
  sale: (r) => r.revenue,
  expense: (r) => r.amountSpent,
  investment: (r) => r.investmentAmount,
};

/** The fields of a sale, expense or investment the columns read. */
export interface CashRecordFields {
  nature?: string | null;
  revenue?: number | null;
  amountSpent?: number | null;
  investmentAmount?: number | null;
}

export interface CashRecordSet {
  entity: CashEntity;
  records: readonly StoredRecord<CashRecordFields>[];
}

export type KindOf = (entity: Entity, nature: string) => number;

/** `kindOf` asked once per (entity, nature): a screen of 100,000 records asks core a handful of times. */
export function memoKindOf(kindOf: KindOf): KindOf {
  const known = new Map<string, number>();
  return (entity, nature) => {
    const key = `${entity}\u0000${nature}`;
    let code = known.get(key);
    if (code === undefined) {
      code = kindOf(entity, nature);
      known.set(key, code);
    }
    return code;
  };
}

export interface BuiltColumns {
  columns: CashColumns;
  /** Records the server refused: not counted until they are fixed (the server does not have them). */
  rejected: number;
}

/** The columns of every record of `sets`, in order; a refused record gets kind 0. */
export function buildCashColumns(sets: readonly CashRecordSet[], kindOf: KindOf): BuiltColumns {
  const size = sets.reduce((total, set) => total + set.records.length, 0);
  const kinds = new Uint8Array(size);
  const dates = new Float64Array(size);
  const amounts = new Float64Array(size);
  let row = 0;
  let rejected = 0;
  for (const { entity, records } of sets) {
    const amountOf = AMOUNT_OF[entity];
    // The codes of this entity's natures, looked up without building a key per record.
    const codes = new Map<string, number>();
    for (const stored of records) {
      const amount = amountOf(stored.record);
      const date = stored.date;
      if (stored.state === 'rejected') {
        rejected += 1;
      } else if (typeof amount === 'number' && typeof date === 'number') {
        const nature = stored.record.nature ?? '';
        let code = codes.get(nature);
        if (code === undefined) {
          code = kindOf(entity, nature);
          codes.set(nature, code);
        }
        kinds[row] = code;
        dates[row] = date;
        amounts[row] = amount;
      }
      row += 1;
    }
  }
  return { columns: { kinds, dates, amounts }, rejected };
}
