/**
 * The budget's two record kinds (docs/budget.md), registered with the offline engine: records of the
 * user's business, the last save in the server's order wins, each checked by core against the budget
 * as this phone holds it before it is saved (the server checks it again with the same rules).
 */
import { checkLine, checkPeriod, loadBudget, loadBudgetCore, type LineRecord, type PeriodRecord } from '../../lib/core-budget';
import { listRecords, registerEntity } from '../../lib/sync';

export const PERIOD_ENTITY = 'budgetPeriod';
export const LINE_ENTITY = 'budgetLine';

async function keptBudget() {
  await loadBudgetCore();
  const [periods, lines] = await Promise.all([listRecords<PeriodRecord>(PERIOD_ENTITY), listRecords<LineRecord>(LINE_ENTITY)]);
  return loadBudget(
    periods.map((p) => p.record),
    lines.map((l) => l.record),
  ).book;
}

registerEntity({
  name: PERIOD_ENTITY,
  scope: 'business',
  conflict: 'serverOrder',
  async validate(record) {
    const period = record as unknown as PeriodRecord;
    if (period.removed) return null;
    const book = await keptBudget();
    try {
      return checkPeriod(book, period);
    } finally {
      book.free();
    }
  },
});

registerEntity({
  name: LINE_ENTITY,
  scope: 'business',
  conflict: 'serverOrder',
  async validate(record) {
    const line = record as unknown as LineRecord;
    if (line.removed) return null;
    const book = await keptBudget();
    try {
      return checkLine(book, line);
    } finally {
      book.free();
    }
  },
});
