/** What every DigiKua table screen uses: its base, the lookups in the current language, the modal in the URL. */
import { useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { lookupLists, type LookupLists } from '../../lib/core-bookkeeping';
import { useI18n } from '../../lib/i18n';
import type { StoredRecord } from '../../lib/sync';
import { baseOf, type Base } from './paths';

/** The role's area this screen is under (the route decides; client when unknown). */
export function useBase(): Base {
  return baseOf(useLocation().pathname) ?? 'client';
}

/** core's lookup lists, names in the current language. */
export function useLookups(): LookupLists {
  const { lang } = useI18n();
  return useMemo(() => lookupLists(lang), [lang]);
}

/** The result of `useRecords`. */
export interface Loaded<T> {
  records: StoredRecord<T>[] | null;
  error: string | null;
}

/** Several stores at once: the first error, and whether all have loaded. */
export function combine(...stores: ReadonlyArray<Loaded<unknown>>): { ready: boolean; error: string | null } {
  return {
    ready: stores.every((s) => s.records !== null),
    error: stores.find((s) => s.error)?.error ?? null,
  };
}

/** The state a link that opens a modal leaves in history, so closing it can go back. */
export const MODAL_STATE = { modal: true } as const;

/** `?add` opens the add modal and `?edit={id}` the edit modal; closing goes back to the table. */
export function useModal() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const openedHere = (location.state as { modal?: boolean } | null)?.modal === true;
  return {
    adding: params.has('add'),
    editId: params.get('edit'),
    close(): void {
      if (openedHere) void navigate(-1);
      else void navigate({ search: '' }, { replace: true });
    },
    /** After a save: the matching table, without the modal. */
    done(path: string): void {
      if (openedHere && path === location.pathname) void navigate(-1);
      else void navigate(path, { replace: true });
    },
  };
}

/** The saved record of an `?edit={id}` among `records`. */
export function findRecord<T>(records: StoredRecord<T>[] | null, id: string | null): StoredRecord<T> | null {
  if (!records || !id) return null;
  return records.find((r) => r.id === id) ?? null;
}
