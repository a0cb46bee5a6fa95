/** The options of the form pickers: lookups in the current language and the records to pick from. */
import type { LookupEntry } from '../../lib/core-bookkeeping';
import type { StoredRecord } from '../../lib/sync';
import type { Option } from './fields';

export const lookupOptions = (list: readonly LookupEntry[]): Option[] => list.map((e) => ({ value: e.id, label: e.name }));

/** Records by name, optionally only those whose `field` is `value` (the variants of one product). */
export function recordOptions<T extends { name: string }>(
  records: ReadonlyArray<StoredRecord<T>> | null,
  filter?: { field: keyof T; value: string },
): Option[] {
  return (records ?? [])
    .filter((r) => !filter || r.record[filter.field] === filter.value)
    .map((r) => ({ value: r.id, label: r.record.name }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** The main product or service of a variant, '' when unknown. */
export function mainOf<T>(records: ReadonlyArray<StoredRecord<T>> | null, id: string, field: keyof T): string {
  const found = records?.find((r) => r.id === id)?.record[field];
  return typeof found === 'string' ? found : '';
}
