/**
 * Reading the server's JSON defensively: a missing or mistyped field becomes an empty value rather
 * than a crash. Money arrives as JSON numbers with at most two decimals; it is kept as decimal text
 * ("1234.5") for core to format, never used in arithmetic.
 */
export { int, isRaw, list, nullableInt, nullableText, rawOf, text, type Raw } from '../../lib/read';
import { rawOf, type Raw } from '../../lib/read';

/**
 * A JSON money number as decimal text. A number with at most two decimals prints back as the
 * digits it was sent with (JavaScript prints the shortest text that reads back as the same number).
 */
export function decimalText(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim())) return value.trim();
  return null;
}

export const money = (raw: Raw, key: string): string => decimalText(raw[key]) ?? '0';
export const nullableMoney = (raw: Raw, key: string): string | null => decimalText(raw[key]);

/** The `data` of an answer envelope. */
export const dataOf = (answer: unknown): unknown => rawOf(answer).data;
