/**
 * The offline engine (see docs/sync.md): the phone's own copy of the user's records (IndexedDB) and
 * their sync with the server. A feature registers its kinds (`registerEntity`, from a file of its
 * own) and reads and writes its records only through here.
 */
import { isCoreReady, loadCore, newId, putRefusal } from '../core';
import { currentConnection, onRecordsChanged, requireConnection } from './connection';
import { requestSync as requestSyncNow, startSync, syncSoon } from './engine';
import { entityKind } from './entities';
import { recordById, recordsOf, writeRecord } from './local';
import type { RecordInput, StoredRecord } from './types';

export type { RecordInput, StoredRecord, SyncState, SyncStatus } from './types';
export { registerEntity, type ConflictRule, type EntityKind, type Scope } from './entities';

/**
 * Checks the record with its kind's core check and conflict rule, then writes it (pending) and its
 * outbox mutation in one durable transaction, tells this tab and the user's other tabs, and asks for a
 * sync in a moment. Saving a rejected record again makes it pending again. Throws core's message when
 * the record is refused, and an error when its kind is not registered, nobody with the kind's scope
 * is signed in, or the phone could not store it.
 */
export async function saveRecord(entity: string, record: RecordInput, date: number | null): Promise<void> {
  const kind = entityKind(entity);
  if (!kind) throw new Error(`No kind of record named ${entity} is registered.`);
  const connection = requireConnection();
  if (kind.scope === 'business' && !connection.businessId) throw new Error('Sign in to continue');
  const now = Date.now();
  const refused = await kind.validate(record, now);
  if (refused) throw new Error(refused);
  if (!isCoreReady()) await loadCore();
  await writeRecord(await connection.db(), entity, record, date, now, putRefusal(kind.conflict, true));
  connection.changed();
  syncSoon();
}

/** Every record of `entity` (of the signed-in user's scopes), by id. */
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
