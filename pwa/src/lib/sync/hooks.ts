/** React hooks over the phone's records and the sync status. CONTRACT STUB (see index.ts). */
import type { StoredRecord, SyncStatus } from './index';

/** The records of `entity`, re-read after every change; null while loading. */
export function useRecords<T>(_entity: string): { records: StoredRecord<T>[] | null; error: string | null } {
  throw new Error('sync: not built yet');
}

export function useSyncStatus(): SyncStatus {
  throw new Error('sync: not built yet');
}
