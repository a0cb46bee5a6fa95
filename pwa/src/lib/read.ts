/**
 * Reading the server's JSON defensively: a missing or mistyped field becomes an empty value rather
 * than a crash. Money is not read here: each feature keeps it as decimal text for core to format.
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

export function list(value: unknown): Raw[] {
  return Array.isArray(value) ? value.filter(isRaw) : [];
}
