/**
 * The phone's database of one signed-in user (`portal-data-<userId>`): the records, the outbox of
 * changes waiting for the server and the sync's own facts. It outlives sign-out, so nothing unsynced
 * is lost; the same user's next sign-in carries on from it.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { Cursors, Mutation, RecordRow, SyncState } from './types';

export interface MetaValues {
  /** This install's id for the server (made once, with the database). */
  clientId: string;
  /** The seq the next local write takes: 1, 2, 3… without gaps, across tabs. */
  nextSeq: number;
  /** The server's change number of the business reached by the last pulled page (the first version). */
  cursor: number;
  /** Each scope's change number reached by the last pulled page (absent: `cursor` is the business's). */
  cursors: Cursors;
  /** When a sync last finished (ms). */
  lastSyncAt: number;
  /** The last seq the server settled (applied or refused). */
  lastAckSeq: number;
}

export type MetaKey = keyof MetaValues;

export interface DataSchema extends DBSchema {
  records: {
    key: string;
    value: RecordRow;
    indexes: { entity: string; state: SyncState };
  };
  outbox: { key: number; value: Mutation };
  meta: { key: MetaKey; value: MetaValues[MetaKey] };
}

export type DataDb = IDBPDatabase<DataSchema>;

export const DB_VERSION = 1;

export const dbNameFor = (userId: string): string => `portal-data-${userId}`;

export interface OpenOptions {
  /** Makes the install's client id when the database is created (core's id). */
  newClientId: () => string;
  /** Another tab needs a newer version of this database: close ours. */
  onBlocking?: () => void;
  /** The browser closed the database (storage cleared, disk trouble): open it again when next used. */
  onTerminated?: () => void;
}

export function openDataDb(name: string, options: OpenOptions): Promise<DataDb> {
  return openDB<DataSchema>(name, DB_VERSION, {
    upgrade(db, oldVersion) {
      if (oldVersion < 1) {
        const records = db.createObjectStore('records', { keyPath: 'id' });
        records.createIndex('entity', 'entity');
        records.createIndex('state', 'state');
        db.createObjectStore('outbox', { keyPath: 'seq' });
        const metaStore = db.createObjectStore('meta');
        // Made inside the upgrade, which no other tab can run at the same time: one id per database.
        void metaStore.put(options.newClientId(), 'clientId');
        void metaStore.put(1, 'nextSeq');
        void metaStore.put(0, 'cursor');
        void metaStore.put(0, 'lastAckSeq');
      }
    },
    blocking() {
      options.onBlocking?.();
    },
    terminated() {
      options.onTerminated?.();
    },
  });
}
