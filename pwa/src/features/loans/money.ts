/**
 * Amounts from the wire as decimal text for core: never added, rounded or compared as JS numbers.
 * `Ksh 1,234.00` comes from core's formatting.
 */
import { formatMoney } from '../../lib/core-money';
import { readNumber } from '../../lib/core-loans';

/** A money value as the server sends it: a JSON number of at most two decimals (or its text). */
export type Amount = number | string;

/** The decimal text of an amount from the wire; '' when there is none. */
export function decimalText(value: Amount | null | undefined): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'string') return value.trim();
  return '';
}

/** `Ksh 1,234.00` (or `Tsh …`); a dash when there is no amount. */
export function money(value: Amount | null | undefined, currency: string | null = 'KES'): string {
  return formatMoney(decimalText(value), currency || 'KES') ?? '—';
}

/** A value a call carries as a JSON number or, when it is no number, as the text itself. */
export type WireNumber = number | string;

/**
 * Decimal text as the JSON number the calls carry (core reads it: "1,234.50" is 1234.5). Text that
 * is no number is sent as typed, so the server answers with core's message instead of the value
 * being dropped.
 */
export function wireNumber(text: string): WireNumber {
  const decimal = readNumber(text);
  return decimal === null ? text.trim() : Number(decimal);
}

/** `YYYY-MM-DD` as the spec shows dates, dd/MM/yyyy. */
export function dueDateText(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date.trim());
  return match ? `${match[3]}/${match[2]}/${match[1]}` : date;
}

/** A whole-shilling amount's digits ("324" from 324 or "324.00"); '' for an amount with cents. */
export function wholeShillings(value: Amount | null | undefined): string {
  const match = /^(\d+)(\.0+)?$/.exec(decimalText(value));
  return match?.[1] ?? '';
}
