import { describe, expect, it } from 'vitest';
import { dayFromInput } from './core-bookkeeping';
import { loadBookkeepingForTests } from '../test/bookkeeping';
import { cashColumnsOf, cashFigures, type CashFields } from './cashFigures';
import type { StoredRecord, SyncState } from './sync';

loadBookkeepingForTests();

let next = 0;
function stored(day: string, record: CashFields, state: SyncState = 'synced'): StoredRecord<CashFields> {
  next += 1;
  return { id: String(next), entity: '', businessId: 'b', record, date: dayFromInput(day), state, message: null, updatedAt: 0 };
}

// 2026-11-21T21:30:00Z: already Sunday 22 November in Nairobi.
const NOW = 1_795_296_600_000;

describe('the home figures', () => {
  const columns = cashColumnsOf([
    [
      'sale',
      [
        stored('2026-11-22', { nature: 'Product', revenue: 1200.5 }),
        stored('2026-11-22', { nature: 'Service', revenue: 0.25 }, 'pending'),
        stored('2026-11-22', { nature: 'Product', revenue: 999 }, 'rejected'),
        stored('2026-11-03', { nature: 'Product', revenue: 100 }),
        stored('2026-10-31', { nature: 'Product', revenue: 7000 }),
      ],
    ],
    ['expense', [stored('2026-11-22', { nature: 'OpEx', amountSpent: 200 }), stored('2026-11-01', { nature: 'OpEx', amountSpent: 50 })]],
    ['investment', []],
  ]);

  it('count today and this month in Nairobi, pending records in and refused ones out', () => {
    expect(cashFigures(columns, NOW)).toEqual({
      todaySales: '1200.75',
      todayNet: '1000.75',
      monthSales: '1300.75',
      monthNet: '1050.75',
    });
  });

  it('start again at zero on the first of the month', () => {
    const december = dayFromInput('2026-12-01')! * 1000 + 60_000;
    expect(cashFigures(columns, december)).toEqual({ todaySales: '0', todayNet: '0', monthSales: '0', monthNet: '0' });
  });
});
