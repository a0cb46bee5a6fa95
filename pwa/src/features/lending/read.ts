/**
 * Reading the server's JSON defensively: a missing or mistyped field becomes an empty value rather
 * than a crash. Money arrives as JSON numbers with at most two decimals; it is kept as decimal text
 * ("1234.5") for core to format, never used in arithmetic.
 */
export type Raw = Readonly<Record<string, unknown>>;

export function isRaw(value: unknown): value is Raw {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export const rawOf = (value: unknown): Raw => (isRaw(value) ? value : {});

export function text(raw: Raw, key: string): string {
  const value = raw[key];
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

export function nullableText(raw: Raw, key: string): string | null {
  const value = text(raw, key).trim();
  return value ? value : null;
}

export function int(raw: Raw, key: string): number {
  const value = raw[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

export function nullableInt(raw: Raw, key: string): number | null {
  const value = raw[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

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

export function list(value: unknown): Raw[] {
  return Array.isArray(value) ? value.filter(isRaw) : [];
}

/** The `data` of an answer envelope. */
export const dataOf = (answer: unknown): unknown => rawOf(answer).data;
