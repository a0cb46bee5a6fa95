/**
 * The budget as this phone holds it: its periods and lines (saved here or pulled), DigiKua's
 * expenses, and core's report of the one against the other, recomputed when any of them changes. It
 * works offline and shows changes not synced yet.
 */
import { useEffect, useMemo, useState } from 'react';
import { budgetReport, loadBudget, loadBudgetCore, type BudgetReport, type LineRecord, type PeriodRecord, type SpentRecord } from '../../lib/core-budget';
import { useRecords, type StoredRecord } from '../../lib/sync';
import { LINE_ENTITY, PERIOD_ENTITY } from './entities';

interface ExpenseFields {
  nature?: string | null;
  typeOfExpense?: string | null;
  amountSpent?: number | null;
}

export interface BudgetState {
  status: 'loading' | 'failed' | 'ready';
  report: BudgetReport | null;
  periods: StoredRecord<PeriodRecord>[];
  lines: StoredRecord<LineRecord>[];
  /** Core's messages for kept records it could not take (another phone's change, say). */
  unreadable: string[];
  /** Changes waiting on this phone, and those the server refused. */
  pending: number;
  refused: StoredRecord<PeriodRecord | LineRecord>[];
}

function useCore(): 'loading' | 'failed' | 'ready' {
  const [state, setState] = useState<'loading' | 'failed' | 'ready'>('loading');
  useEffect(() => {
    let live = true;
    loadBudgetCore().then(
      () => live && setState('ready'),
      (error: unknown) => {
        console.error('budget core failed to load', error);
        if (live) setState('failed');
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}

const spentOf = (expenses: readonly StoredRecord<ExpenseFields>[]): SpentRecord[] =>
  expenses.flatMap((e) =>
    e.date === null || typeof e.record.amountSpent !== 'number'
      ? []
      : [{ nature: e.record.nature ?? '', typeOfExpense: e.record.typeOfExpense ?? '', date: e.date, amountSpent: e.record.amountSpent }],
  );

export function useBudget(): BudgetState {
  const core = useCore();
  const periods = useRecords<PeriodRecord>(PERIOD_ENTITY);
  const lines = useRecords<LineRecord>(LINE_ENTITY);
  const expenses = useRecords<ExpenseFields>('expense');
  const failed = core === 'failed' || Boolean(periods.error ?? lines.error ?? expenses.error);

  const computed = useMemo(() => {
    if (core !== 'ready' || !periods.records || !lines.records || !expenses.records) return null;
    const { book, unreadable } = loadBudget(
      periods.records.map((p) => p.record),
      lines.records.map((l) => l.record),
    );
    try {
      return { report: budgetReport(book, spentOf(expenses.records)), unreadable: unreadable.map((u) => u.message) };
    } finally {
      book.free();
    }
  }, [core, periods.records, lines.records, expenses.records]);

  const kept = [...(periods.records ?? []), ...(lines.records ?? [])];
  return {
    status: failed ? 'failed' : computed ? 'ready' : 'loading',
    report: computed?.report ?? null,
    periods: (periods.records ?? []).filter((p) => !p.record.removed),
    lines: (lines.records ?? []).filter((l) => !l.record.removed),
    unreadable: computed?.unreadable ?? [],
    pending: kept.filter((r) => r.state === 'pending').length,
    refused: kept.filter((r) => r.state === 'rejected'),
  };
}
