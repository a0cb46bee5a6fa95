/**
 * The phone's own copy of the user's records (IndexedDB) and their sync with the server
 * (DESIGN.md, "Sync protocol"). The DigiKua screens read and write records only through here.
 */
import { newId } from '../core';
import { currentConnection, onRecordsChanged, requireConnection } from './connection';
import { requestSync as requestSyncNow, startSync, syncSoon } from './engine';
import { recordById, recordsOf, writeRecord } from './local';
import type { RecordInput, StoredRecord } from './types';

export type { RecordInput, StoredRecord, SyncState, SyncStatus } from './types';

/**
 * Writes the record (pending) and its outbox mutation in one durable transaction, tells this tab and
 * the user's other tabs, then asks for a sync in a moment. Saving a rejected record again makes it
 * pending again. Throws when no entrepreneur is signed in, or when the phone could not store it.
 */
export async function saveRecord(entity: string, record: RecordInput, date: number | null): Promise<void> {
  const connection = requireConnection();
  await writeRecord(await connection.db(), entity, record, date, Date.now());
  connection.changed();
  syncSoon();
}

/** Every record of `entity` (of the signed-in user's business), by id. */
export async function listRecords<T>(entity: string): Promise<StoredRecord<T>[]> {
  return recordsOf<T>(await requireConnection().db(), entity);
}

export async function getRecord<T>(id: string): Promise<StoredRecord<T> | undefined> {
  return recordById<T>(await requireConnection().db(), id);
}

/** Calls `listener` after any change to the records (this tab's writes, a pull, another tab). */
export function subscribeRecords(listener: () => void): () => void {
  currentConnection();
  return onRecordsChanged(listener);
}

/** A new record id, final at once (core's id: time + random). */
export function newRecordId(): string {
  return newId();
}

/** Starts a sync now (if none is running in any tab), whatever the wait after earlier failures. */
export function requestSync(): void {
  void requestSyncNow();
}

export { startSync };
export { getSyncStatus, subscribeSyncStatus } from './status';
export { useRecords, useSyncStatus } from './hooks';
