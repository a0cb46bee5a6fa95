/**
 * Amounts from the wire as decimal text for core: never added, rounded or compared as JS numbers.
 * `Ksh 1,234.00` comes from core's formatting.
 */
import { formatMoney } from '../../lib/core';

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

/** A decimal text (at most two decimals) as the JSON number the calls carry. */
export function wireNumber(text: string): number {
  return Number(text.replace(/,/g, '').trim());
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
