// The budget package through its wrapper: kept records read in (removed ones left out, a bad one
// said), typed records checked, and the report's rows read back into tables with their totals.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { budgetReport, checkLine, checkPeriod, loadBudget, loadBudgetCoreSync, type LineRecord, type PeriodRecord } from './core-budget';

beforeAll(() => {
  loadBudgetCoreSync(readFileSync(fileURLToPath(new URL('../wasm-pkg/books/portal_core_bg.wasm', import.meta.url))));
});

const periods: PeriodRecord[] = [
  { id: 'p2', number: '2', from: '2026-04-01', to: '2026-06-30' },
  { id: 'p1', number: 1, from: '2026-01-01', to: '2026-03-31' },
  { id: 'gone', number: 3, from: '2026-07-01', to: '2026-09-30', removed: true },
  { id: 'bad', number: 4, from: '2026-03-01', to: '2026-04-30' },
];
const lines: LineRecord[] = [
  { id: 'l1', name: 'Rent', nature: 'Operating', expenseTypes: ['rent'], amounts: { p1: '20000', p2: 20000.5 } },
  { id: 'l2', name: 'Old', nature: 'Capital', expenseTypes: ['equipment'], amounts: {}, removed: true },
];
const day = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d, 9) / 1000;

describe('the budget rules from the phone', () => {
  it('reads the kept budget, leaving removed records out and saying which one core refuses', () => {
    const { book, unreadable } = loadBudget(periods, lines);
    expect(unreadable).toEqual([{ id: 'bad', message: 'This period overlaps another period' }]);
    expect(checkPeriod(book, { id: 'p3', number: '3', from: '2026-07-01', to: '2026-09-30' })).toBeNull();
    expect(checkPeriod(book, { id: 'p3', number: '1', from: '2026-07-01', to: '2026-09-30' })).toBe('There is already a period with this number');
    expect(checkLine(book, { id: 'l3', name: 'Rent again', nature: 'Operating', expenseTypes: ['rent'], amounts: {} })).toBe(
      'Another line of the same kind already covers one of these expense types',
    );
    expect(checkLine(book, { id: 'l3', name: 'Tools', nature: 'Capital', expenseTypes: ['equipment'], amounts: { p1: ' ' } })).toBeNull();
    book.free();
  });

  it('reads the report into periods, tables and totals', () => {
    const { book } = loadBudget(periods, lines);
    const report = budgetReport(book, [
      { nature: 'OpEx', typeOfExpense: 'rent', date: day(2026, 2, 1), amountSpent: 15000 },
      { nature: 'CapEx', typeOfExpense: 'equipment', date: day(2026, 5, 1), amountSpent: 3000 },
    ]);
    book.free();
    expect(report.periods.map((p) => [p.id, p.number])).toEqual([
      ['p1', 1],
      ['p2', 2],
    ]);
    expect(report.operating.rows).toEqual([
      {
        kind: 'line',
        id: 'l1',
        name: 'Rent',
        periods: [
          { budget: '20000.00', actual: '15000.00', variance: '5000.00', variancePercent: '25.00' },
          { budget: '20000.50', actual: '0.00', variance: '20000.50', variancePercent: '100.00' },
        ],
        total: { budget: '40000.50', actual: '15000.00', variance: '25000.50', variancePercent: '62.50' },
      },
    ]);
    expect(report.capital.rows.map((r) => [r.kind, r.id, r.total.actual, r.total.variancePercent])).toEqual([['unbudgeted', 'equipment', '3000.00', null]]);
    expect(report.capital.total.actual).toBe('3000.00');
    expect(report.totals.map((f) => f.actual)).toEqual(['15000.00', '3000.00']);
    expect(report.total).toEqual({ budget: '40000.50', actual: '18000.00', variance: '22000.50', variancePercent: '55.00' });
  });
});
