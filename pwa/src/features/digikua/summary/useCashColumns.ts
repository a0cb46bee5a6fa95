/** The summary's columns from the phone's sales, expenses and investments, rebuilt when they change. */
import { useEffect, useMemo, useState } from 'react';
import { cashKindCode, loadBookkeepingCore } from '../../../lib/core-bookkeeping';
import { useRecords } from '../../../lib/sync';
import { buildCashColumns, memoKindOf, type BuiltColumns, type CashRecordFields } from '../../../lib/cashColumns';

const kindOf = memoKindOf(cashKindCode);

export type CoreState = 'loading' | 'ready' | 'failed';

/** Loads the bookkeeping core (once for the whole app) and says when it can be used. */
export function useBookkeepingCore(): CoreState {
  const [state, setState] = useState<CoreState>('loading');
  useEffect(() => {
    let live = true;
    loadBookkeepingCore().then(
      () => live && setState('ready'),
      (error: unknown) => {
        console.error('bookkeeping core failed to load', error);
        if (live) setState('failed');
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}

export interface CashColumnsState {
  /** null while loading (or when the records cannot be read). */
  built: BuiltColumns | null;
  error: string | null;
}

export function useCashColumns(coreReady: boolean): CashColumnsState {
  const sales = useRecords<CashRecordFields>('sale');
  const expenses = useRecords<CashRecordFields>('expense');
  const investments = useRecords<CashRecordFields>('investment');
  const error = sales.error ?? expenses.error ?? investments.error;
  const built = useMemo(() => {
    if (!coreReady || !sales.records || !expenses.records || !investments.records) return null;
    return buildCashColumns(
      [
        { entity: 'sale', records: sales.records },
        { entity: 'expense', records: expenses.records },
        { entity: 'investment', records: investments.records },
      ],
      kindOf,
    );
  }, [coreReady, sales.records, expenses.records, investments.records]);
  return { built, error };
}
