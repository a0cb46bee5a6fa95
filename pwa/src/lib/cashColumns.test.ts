import { describe, expect, it } from 'vitest';
import { cashflowAnalytics, cashKindCode, dayFromInput, endOfDay, summarizeCashflow, type Entity } from './core-bookkeeping';
import type { StoredRecord, SyncState } from './sync';
import { loadBookkeepingForTests } from '../test/bookkeeping';
import { buildCashColumns, memoKindOf, type CashRecordFields, type CashRecordSet } from './cashColumns';

// Loaded before the records below are made (their dates come from core).
loadBookkeepingForTests();

let next = 0;
function stored(entity: string, day: string, record: CashRecordFields, state: SyncState = 'synced'): StoredRecord<CashRecordFields> {
  next += 1;
  return {
    id: next.toString(16).padStart(24, '0'),
    entity,
    businessId: 'b'.repeat(24),
    record,
    date: dayFromInput(day),
    state,
    message: state === 'rejected' ? 'refused' : null,
    updatedAt: 0,
  };
}

const kindOf = memoKindOf(cashKindCode);
const day = (text: string) => dayFromInput(text) ?? 0;
const range = (from: string, to: string) => [day(from), endOfDay(day(to))] as const;

const sets: CashRecordSet[] = [
  {
    entity: 'sale',
    records: [
      stored('sale', '2026-03-02', { nature: 'Product', revenue: 1200.5 }),
      stored('sale', '2026-03-15', { nature: 'Service', revenue: 0.29 }),
      stored('sale', '2026-05-01', { nature: 'Product', revenue: 300 }, 'pending'),
      stored('sale', '2026-05-02', { nature: 'Product', revenue: 999 }, 'rejected'),
    ],
  },
  {
    entity: 'expense',
    records: [
      stored('expense', '2026-03-03', { nature: 'COG', amountSpent: 400.1 }),
      stored('expense', '2026-03-04', { nature: 'OpEx', amountSpent: 100 }),
      stored('expense', '2026-04-04', { nature: 'CapEx', amountSpent: 5000 }),
      stored('expense', '2026-04-05', { nature: 'OpEx', amountSpent: null }),
    ],
  },
  { entity: 'investment', records: [stored('investment', '2026-04-10', { investmentAmount: 20000 })] },
];

describe('cashflow columns from the stored records', () => {
  it('give core the kind, date and amount of each record, in order', () => {
    const { columns, rejected } = buildCashColumns(sets, kindOf);
    expect(Array.from(columns.kinds)).toEqual([1, 2, 1, 0, 3, 4, 5, 0, 6]);
    expect(Array.from(columns.amounts)).toEqual([1200.5, 0.29, 300, 0, 400.1, 100, 5000, 0, 20000]);
    expect(columns.dates[0]).toBe(day('2026-03-02'));
    expect(rejected).toBe(1);
  });

  it('sum exactly to the section 9 figures in core', () => {
    const { columns } = buildCashColumns(sets, kindOf);
    const s = summarizeCashflow(columns, ...range('2026-01-01', '2026-12-31'));
    expect(s.productSales).toBe('1500.5');
    expect(s.serviceSales).toBe('0.29');
    expect(s.revenue).toBe('1500.79');
    expect(s.costOfGoods).toBe('400.1');
    expect(s.grossProfit).toBe('1100.69');
    expect(s.operatingCashflow).toBe('1000.69');
    expect(s.netCashflow).toBe('-3999.31');
    expect(s.investments).toBe('20000');
    expect(s.entries).toBe(7);
  });

  it('count only the records dated in the range (both ends included)', () => {
    const { columns } = buildCashColumns(sets, kindOf);
    const march = summarizeCashflow(columns, ...range('2026-03-02', '2026-03-04'));
    expect(march.revenue).toBe('1200.5');
    expect(march.costOfGoods).toBe('400.1');
    expect(march.operatingExpense).toBe('100');
    expect(march.entries).toBe(3);
  });

  it('feed the analytics the same numbers', () => {
    const { columns } = buildCashColumns(sets, kindOf);
    const a = cashflowAnalytics(columns, 2026, 'quarterly');
    expect(a.labels).toEqual(['Q1', 'Q2', 'Q3', 'Q4']);
    expect(a.revenue.map(Number)).toEqual([1200.79, 300, 0, 0]);
    expect(a.operatingProfit.map(Number)).toEqual([700.69, 300, 0, 0]);
    expect(cashflowAnalytics(columns, 2025, 'monthly').empty).toBe(true);
  });

  it('ask core once per entity and nature', () => {
    const asked: string[] = [];
    const counting = memoKindOf((entity: Entity, nature: string) => {
      asked.push(`${entity}/${nature}`);
      return cashKindCode(entity, nature);
    });
    const many: CashRecordSet[] = [
      { entity: 'sale', records: Array.from({ length: 500 }, (_, i) => stored('sale', '2026-01-05', { nature: i % 2 ? 'Product' : 'Service', revenue: 1 })) },
    ];
    const { columns } = buildCashColumns(many, counting);
    expect(asked.sort()).toEqual(['sale/Product', 'sale/Service']);
    expect(summarizeCashflow(columns, ...range('2026-01-01', '2026-01-31')).revenue).toBe('500');
  });

  it('leave a nature core does not know out of the sums', () => {
    const odd: CashRecordSet[] = [{ entity: 'sale', records: [stored('sale', '2026-01-05', { nature: 'Gift', revenue: 50 })] }];
    const { columns } = buildCashColumns(odd, kindOf);
    expect(Array.from(columns.kinds)).toEqual([0]);
    expect(summarizeCashflow(columns, ...range('2026-01-01', '2026-01-31')).entries).toBe(0);
  });
});
