/**
 * The milestone budget's rules from the `books` WASM package (docs/budget.md): the budget kept on the
 * phone read into core, each typed period or line checked against it, and the report against
 * DigiKua's expenses. Nothing is decided here: this file only carries lists across and reads the rows.
 */
import * as wasm from '../wasm-pkg/books/portal_core.js';
import { booksLoader as loader } from './core-books';

export const loadBudgetCore = (): Promise<void> => loader.load();

/** For tests in node: instantiate from the .wasm bytes. */
export const loadBudgetCoreSync = (bytes: BufferSource): void => loader.loadSync(bytes);

const SEPARATOR = '\u001f';
const cell = (text: unknown): string => String(text ?? '').replaceAll(SEPARATOR, ' ');

/** `budgetPeriod` as kept (numbers may be JSON numbers or text). */
export interface PeriodRecord {
  id: string;
  businessId?: string;
  number: string | number;
  from: string;
  to: string;
  removed?: boolean;
}

/** `budgetLine` as kept: amounts by period id. */
export interface LineRecord {
  id: string;
  businessId?: string;
  name: string;
  nature: string;
  expenseTypes: string[];
  amounts: Record<string, string | number>;
  removed?: boolean;
}

/** One of DigiKua's expenses as the report reads it. */
export interface SpentRecord {
  nature: string;
  typeOfExpense: string;
  /** Epoch seconds (the record's transaction date). */
  date: number;
  amountSpent: number;
}

export interface Figures {
  budget: string;
  actual: string;
  variance: string;
  /** null when the budget is 0. */
  variancePercent: string | null;
}

export interface ReportRow {
  kind: 'line' | 'unbudgeted';
  /** The line's id, or the expense type's id of an Unbudgeted row. */
  id: string;
  name: string;
  periods: Figures[];
  total: Figures;
}

export type Nature = 'Operating' | 'Capital';

export interface ReportTable {
  nature: Nature;
  rows: ReportRow[];
  periods: Figures[];
  total: Figures;
}

export interface ReportPeriod {
  id: string;
  number: number;
  from: string;
  to: string;
}

export interface BudgetReport {
  periods: ReportPeriod[];
  operating: ReportTable;
  capital: ReportTable;
  /** Both tables per period: the chart's bars. */
  totals: Figures[];
  total: Figures;
}

const amountCells = (amounts: Record<string, string | number>): string =>
  Object.entries(amounts)
    .filter(([, amount]) => String(amount).trim() !== '')
    .flatMap(([period, amount]) => [cell(period), cell(amount)])
    .join(SEPARATOR);

/** The budget as core holds it, and core's message for each kept record it could not take. */
export interface LoadedBudget {
  book: wasm.BudgetBook;
  unreadable: { id: string; message: string }[];
}

/** Reads the kept periods (by number) then lines into core; removed ones are left out. */
export function loadBudget(periods: readonly PeriodRecord[], lines: readonly LineRecord[]): LoadedBudget {
  const book = new wasm.BudgetBook();
  const unreadable: LoadedBudget['unreadable'] = [];
  const kept = periods.filter((p) => !p.removed).sort((a, b) => Number(a.number) - Number(b.number));
  for (const p of kept) {
    const message = book.period(p.id, cell(p.number), cell(p.from), cell(p.to), true);
    if (message) unreadable.push({ id: p.id, message });
  }
  for (const l of lines.filter((line) => !line.removed)) {
    const message = book.line(l.id, cell(l.name), cell(l.nature), (l.expenseTypes ?? []).map(cell).join(SEPARATOR), amountCells(l.amounts ?? {}), true);
    if (message) unreadable.push({ id: l.id, message });
  }
  return { book, unreadable };
}

/** Core's message for the period as typed (it replaces the one with its id), or null. */
export const checkPeriod = (book: wasm.BudgetBook, p: PeriodRecord): string | null =>
  book.period(p.id, cell(p.number), cell(p.from), cell(p.to), false) ?? null;

/** Core's message for the line as typed, or null. */
export const checkLine = (book: wasm.BudgetBook, l: LineRecord): string | null =>
  book.line(l.id, cell(l.name), cell(l.nature), l.expenseTypes.map(cell).join(SEPARATOR), amountCells(l.amounts), false) ?? null;

function figuresAt(cells: readonly string[], at: number): Figures {
  const percent = cells[at + 3] ?? '';
  return { budget: cells[at] ?? '0.00', actual: cells[at + 1] ?? '0.00', variance: cells[at + 2] ?? '0.00', variancePercent: percent === '' ? null : percent };
}

/** The figures after the four head cells: one group per period, then the Total column. */
function figuresOf(cells: readonly string[], periods: number): { periods: Figures[]; total: Figures } {
  const list = Array.from({ length: periods }, (_, index) => figuresAt(cells, 4 + index * 4));
  return { periods: list, total: figuresAt(cells, 4 + periods * 4) };
}

/** The budget against `spent` (core-wasm `BudgetBook::report`'s rows read back). */
export function budgetReport(book: wasm.BudgetBook, spent: readonly SpentRecord[]): BudgetReport {
  const rows = book.report(
    spent.map((s) => cell(s.nature)).join(SEPARATOR),
    spent.map((s) => cell(s.typeOfExpense)).join(SEPARATOR),
    Float64Array.from(spent, (s) => s.date),
    Float64Array.from(spent, (s) => s.amountSpent),
  );
  const [head = 'periods', ...body] = rows.map((row) => row.split(SEPARATOR));
  const periods: ReportPeriod[] = [];
  for (let at = 1; at + 3 < head.length; at += 4) {
    periods.push({ id: head[at] ?? '', number: Number(head[at + 1]), from: head[at + 2] ?? '', to: head[at + 3] ?? '' });
  }
  const emptyTable = (nature: Nature): ReportTable => ({ nature, rows: [], ...figuresOf([], periods.length) });
  const tables: Record<Nature, ReportTable> = { Operating: emptyTable('Operating'), Capital: emptyTable('Capital') };
  let totals = figuresOf([], periods.length);
  for (const cells of body) {
    const [kind, nature, id = '', name = ''] = cells;
    const figures = figuresOf(cells, periods.length);
    if (kind === 'total') totals = figures;
    else if (nature === 'Operating' || nature === 'Capital') {
      if (kind === 'table') Object.assign(tables[nature], figures);
      else if (kind === 'line' || kind === 'unbudgeted') tables[nature].rows.push({ kind, id, name, ...figures });
    }
  }
  return { periods, operating: tables.Operating, capital: tables.Capital, totals: totals.periods, total: totals.total };
}
