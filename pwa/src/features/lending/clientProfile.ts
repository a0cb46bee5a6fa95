/**
 * A client's profile as the server sends it (GET /staff/clients/{id}: names, contacts and nested
 * details such as residence, bank and next of kin), arranged into labelled sections for display.
 * Shown as sent: nothing is decided here.
 */
import { isRaw, type Raw } from './read';

export type ProfileValue =
  | { kind: 'text'; text: string }
  | { kind: 'date'; seconds: number }
  | { kind: 'flag'; on: boolean };

export interface ProfileRow {
  key: string;
  value: ProfileValue;
}

export interface ProfileSection {
  /** '' for the top level; otherwise the nested object's key (residence, bank, …). */
  key: string;
  rows: ProfileRow[];
}

/** Never shown: ids and secrets. */
const HIDDEN = new Set(['_id', 'id', 'userId', 'user_id', 'password', 'passwordHash', 'password_hash', 'token']);

function valueOf(key: string, value: unknown): ProfileValue | null {
  if (typeof value === 'string') return value.trim() ? { kind: 'text', text: value.trim() } : null;
  if (typeof value === 'boolean') return { kind: 'flag', on: value };
  if (typeof value === 'number' && Number.isFinite(value)) {
    return /At$/.test(key) && value > 0 ? { kind: 'date', seconds: value } : { kind: 'text', text: String(value) };
  }
  return null;
}

function rowsOf(raw: Raw): ProfileRow[] {
  const rows: ProfileRow[] = [];
  for (const [key, value] of Object.entries(raw)) {
    if (HIDDEN.has(key)) continue;
    const shown = valueOf(key, value);
    if (shown) rows.push({ key, value: shown });
  }
  return rows;
}

/**
 * The top-level fields first, then one section per nested object (at any depth: the profile's
 * `details` holds bio data, identity, bank, …) that has something to show. A group the reader's
 * role may not see is simply absent from the answer, so it has no section.
 */
export function profileSections(client: Raw): ProfileSection[] {
  const sections: ProfileSection[] = [];
  const walk = (key: string, raw: Raw) => {
    sections.push({ key, rows: rowsOf(raw) });
    for (const [child, value] of Object.entries(raw)) {
      if (!HIDDEN.has(child) && isRaw(value)) walk(child, value);
    }
  };
  walk('', client);
  return sections.filter((section) => section.rows.length > 0);
}

/** The groups of the client's data the server left out for the reader's role (its `hidden` list). */
export function hiddenGroups(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((group): group is string => typeof group === 'string') : [];
}

/** "phoneNumber" → "Phone number", "next_of_kin" → "Next of kin", "BVN" → "BVN". */
export function keyWords(key: string): string {
  if (/^[A-Z0-9]+$/.test(key)) return key;
  const words = key
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The client's full name from the usual fields. */
export function clientName(client: Raw): string {
  const bio = isRaw(client.bioData) ? client.bioData : {};
  const pick = (key: string) => {
    const value = client[key] ?? bio[key];
    return typeof value === 'string' ? value.trim() : '';
  };
  return `${pick('firstName')} ${pick('lastName')}`.trim();
}
