/**
 * The bookkeeping rules of the Rust core (DigiKua): the checks of every record (spec 002 section 5.1
 * order), lookup lists, date input bounds, stock levels, the cashflow summary and analytics. From the
 * `books` WASM package (lib/core-books.ts), loaded with the DigiKua screens. Records cross as JSON; the summary's
 * many rows cross as typed arrays; amounts come back as decimal text. Nothing is decided here.
 */
import * as wasm from '../wasm-pkg/books/portal_core.js';
import { booksLoader as loader } from './core-books';
import { message, type Message } from './core';

/** Loads the package once; the DigiKua screens are shown after it resolves. */
export const loadBookkeepingCore = (): Promise<void> => loader.load();

/** For tests in node: instantiate from the .wasm bytes. */
export const loadBookkeepingCoreSync = (bytes: BufferSource): void => loader.loadSync(bytes);

/** The sync protocol's entity names. */
export type Entity =
  | 'product'
  | 'service'
  | 'productVariant'
  | 'serviceVariant'
  | 'sale'
  | 'expense'
  | 'investment'
  | 'inventory';

/** A record another one points at: which kind, and its id. */
export interface Reference {
  entity: Entity;
  id: string;
}

export type Checked<T> = { error: string; record: null; references: [] } | { error: null; record: T; references: Reference[] };

/**
 * Checks a record (as the form built it: blank numbers null) as of `nowMs`; the first message, or
 * the record as it should be stored (text trimmed, fields of other natures dropped) with the records
 * it points at (a sale's variant, a variant's product).
 */
export function checkRecord<T extends object>(entity: Entity, record: T, nowMs = Date.now()): Checked<T> {
  // [message], or ['', json, entity, id, entity, id, …]
  const [error = '', json = 'null', ...pairs] = Array.from(wasm.checkRecord(entity, JSON.stringify(record), Math.floor(nowMs / 1000)));
  if (error) return { error, record: null, references: [] };
  const references: Reference[] = [];
  for (let i = 0; i + 1 < pairs.length; i += 2) references.push({ entity: pairs[i] as Entity, id: pairs[i + 1] ?? '' });
  return { error: null, record: JSON.parse(json) as T, references };
}

/** What an edit may not change (the nature, the business): the message, or null. */
export const checkUpdate = (entity: Entity, saved: object, edited: object): Message =>
  message(wasm.checkUpdate(entity, JSON.stringify(saved), JSON.stringify(edited)));

/** The message for a record pointing at a missing `entity` (a sale's variant, a variant's product). */
export const notFoundMessage = (entity: Entity): string => wasm.notFoundMessage(entity);

/** The cashflow column code of a record of `entity` with `nature` (0: not in the cashflow). */
export const cashKindCode = (entity: Entity, nature: string): number => wasm.cashKindCode(entity, nature);

/** The summary's rows as columns: kind codes, dates (epoch seconds), amounts as stored. */
export interface CashColumns {
  kinds: Uint8Array;
  dates: Float64Array;
  amounts: Float64Array;
}

export interface CashflowSummary {
  productSales: string;
  serviceSales: string;
  revenue: string;
  costOfGoods: string;
  grossProfit: string;
  operatingExpense: string;
  operatingCashflow: string;
  capitalExpenditure: string;
  netCashflow: string;
  investments: string;
  grossMarginPercent: string;
  entries: number;
}

/**
 * The columns as core keeps them, read once per columns object: the summary of each range and the
 * analytics of each year then read WASM memory only. Freed by wasm-bindgen's finalizer once the
 * columns are dropped.
 */
const books = new WeakMap<CashColumns, wasm.CashBook>();
function bookOf(c: CashColumns): wasm.CashBook {
  let book = books.get(c);
  if (!book) {
    book = new wasm.CashBook(c.kinds, c.dates, c.amounts);
    books.set(c, book);
  }
  return book;
}

/** The summary of the rows dated from `from` to `to` (epoch seconds, both included). */
export function summarizeCashflow(c: CashColumns, from: number, to: number): CashflowSummary {
  const [
    productSales = '0',
    serviceSales = '0',
    revenue = '0',
    costOfGoods = '0',
    grossProfit = '0',
    operatingExpense = '0',
    operatingCashflow = '0',
    capitalExpenditure = '0',
    netCashflow = '0',
    investments = '0',
    grossMarginPercent = '0',
    entries = '0',
  ] = Array.from(bookOf(c).summarize(from, to));
  return {
    productSales,
    serviceSales,
    revenue,
    costOfGoods,
    grossProfit,
    operatingExpense,
    operatingCashflow,
    capitalExpenditure,
    netCashflow,
    investments,
    grossMarginPercent,
    entries: Number(entries),
  };
}

export type PeriodMode = 'monthly' | 'quarterly';

export interface CashflowAnalytics {
  labels: string[];
  revenue: string[];
  operatingProfit: string[];
  /** The year has no sales and no costs. */
  empty: boolean;
}

/** Revenue and operating profit per month or quarter of `year`, from the summary's columns. */
export function cashflowAnalytics(c: CashColumns, year: number, mode: PeriodMode): CashflowAnalytics {
  // [empty, labels…, revenue…, operating profit…], or [message] for an unknown mode
  const [empty = '1', ...rest] = Array.from(bookOf(c).analytics(year, mode));
  const n = Math.floor(rest.length / 3);
  return {
    labels: rest.slice(0, n),
    revenue: rest.slice(n, 2 * n),
    operatingProfit: rest.slice(2 * n, 3 * n),
    empty: empty !== '0',
  };
}

/** The years the analytics offer: the last 5, this year first. */
export const analyticsYears = (nowMs = Date.now()): number[] => Array.from(wasm.analyticsYears(Math.floor(nowMs / 1000)));

export interface StockLevel {
  starting: string;
  stocked: string;
  sold: string;
  remaining: string;
}

/** Remaining stock = starting quantity + stocked − units sold (quantities as stored). */
export function stockLevel(starting: number, stocked: number[], sold: number[]): StockLevel {
  const [start = '0', stock = '0', sales = '0', remaining = '0'] = Array.from(
    wasm.stockLevel(starting, Float64Array.from(stocked), Float64Array.from(sold)),
  );
  return { starting: start, stocked: stock, sold: sales, remaining };
}

/** The amount of money as the tables show it (`Ksh 1,200.50`) as decimal text ("1200.5"); null for other text. */
export const readMoney = (text: string): Message => message(wasm.readMoney(text));

/** `Ksh 1,234.00` from a stored amount or decimal text; '' for anything else. */
export const formatKsh = (amount: number | string | null | undefined): string =>
  amount === null || amount === undefined || amount === '' ? '' : wasm.formatKsh(String(amount));

/** A date input's value (`2026-11-22`) → midnight of that day in Nairobi (epoch seconds), or null. */
export const dayFromInput = (value: string): number | null => wasm.dayFromInput(value) ?? null;

/** Epoch seconds → a date input's value, the day in Nairobi. */
export const inputFromDay = (epochSeconds: number): string => wasm.inputFromDay(epochSeconds);

/** The min and max of the sale, expense and investment date inputs (stocking dates: max only). */
export function dateInputBounds(nowMs = Date.now()): { min: string; max: string } {
  const [min = '', max = ''] = Array.from(wasm.dateInputBounds(Math.floor(nowMs / 1000)));
  return { min, max };
}

/** The summary's default range (epoch seconds): the last 180 days up to the end of today. */
export function defaultRange(nowMs = Date.now()): { from: number; to: number } {
  const [from = 0, to = 0] = Array.from(wasm.defaultRange(Math.floor(nowMs / 1000)));
  return { from, to };
}

/** The last second of the Nairobi day `epochSeconds` falls on (a range's end from a date input). */
export const endOfDay = (epochSeconds: number): number => wasm.endOfDay(epochSeconds);

export interface LookupEntry {
  id: string;
  name: string;
}

export type LookupLists = Record<
  'productCategory' | 'measurement' | 'saleType' | 'expenseType' | 'investmentType',
  LookupEntry[]
>;

/** Every lookup list, names in `lang`. */
export const lookupLists = (lang: 'en' | 'sw'): LookupLists => JSON.parse(wasm.lookupLists(lang)) as LookupLists;

/** The home's ranges in Nairobi (epoch seconds): today, and this month up to the end of today. */
export function todayAndMonth(nowMs = Date.now()): { today: { from: number; to: number }; month: { from: number; to: number } } {
  const [dayFrom = 0, dayTo = 0, monthFrom = 0, monthTo = 0] = Array.from(wasm.todayAndMonth(Math.floor(nowMs / 1000)));
  return { today: { from: dayFrom, to: dayTo }, month: { from: monthFrom, to: monthTo } };
}
