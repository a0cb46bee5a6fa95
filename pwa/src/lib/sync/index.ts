/**
 * The phone's own copy of the user's records (IndexedDB) and their sync with the server
 * (DESIGN.md, "Sync protocol"). CONTRACT STUB: the sync helper replaces every body here; the
 * signatures are what the DigiKua screens use.
 */
export type SyncState = 'synced' | 'pending' | 'rejected';

/** A record as the phone keeps it. `record` is core's JSON (spec field names). */
export interface StoredRecord<T = Record<string, unknown>> {
  id: string;
  entity: string;
  businessId: string;
  record: T;
  /** The record's cashflow date (sold, spent, invested, stocked), epoch seconds; null for others. */
  date: number | null;
  /** synced: the server has it; pending: waiting in the outbox; rejected: the server refused it. */
  state: SyncState;
  /** The server's message for a rejected record (the person fixes it by editing). */
  message: string | null;
  /** When it was last written on this phone (ms). */
  updatedAt: number;
}

export interface SyncStatus {
  /** Records written on this phone and not yet acknowledged by the server. */
  pending: number;
  /** Records the server refused, waiting to be fixed. */
  rejected: number;
  /** When a sync last finished (ms), or null. */
  lastSyncAt: number | null;
  syncing: boolean;
  online: boolean;
  /** The last sync failure, for the indicator's title. */
  error: string | null;
}

export interface RecordInput {
  id: string;
  businessId: string;
  [field: string]: unknown;
}

/** Writes the record and its outbox mutation in one durable transaction, then asks for a sync. */
export function saveRecord(_entity: string, _record: RecordInput, _date: number | null): Promise<void> {
  throw new Error('sync: not built yet');
}

/** Every record of `entity` (of the signed-in user's business). */
export function listRecords<T>(_entity: string): Promise<StoredRecord<T>[]> {
  throw new Error('sync: not built yet');
}

export function getRecord<T>(_id: string): Promise<StoredRecord<T> | undefined> {
  throw new Error('sync: not built yet');
}

/** Calls `listener` after any change to the records (this tab's writes, a pull, another tab). */
export function subscribeRecords(_listener: () => void): () => void {
  throw new Error('sync: not built yet');
}

/** A new record id, final at once (core's id: time + random). */
export function newRecordId(): string {
  throw new Error('sync: not built yet');
}

/** Starts a sync now (if none is running in any tab). */
export function requestSync(): void {
  throw new Error('sync: not built yet');
}

export { useRecords, useSyncStatus } from './hooks';
