/**
 * The file queue's database of one signed-in user (`portal-files-<userId>`): the chosen files (their
 * bytes as Blobs) and the requests waiting for them. Apart from the records' database, so a file of
 * any user waits even when nothing of theirs is kept offline; it outlives sign-out like that one.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { QueuedFile, Submission } from './types';

export interface FilesSchema extends DBSchema {
  files: { key: string; value: QueuedFile; indexes: { state: string } };
  submissions: { key: string; value: Submission; indexes: { group: string } };
}

export type FilesDb = IDBPDatabase<FilesSchema>;

export const filesDbName = (userId: string): string => `portal-files-${userId}`;

export function openFilesDb(name: string, onBlocking?: () => void): Promise<FilesDb> {
  return openDB<FilesSchema>(name, 1, {
    upgrade(db) {
      db.createObjectStore('files', { keyPath: 'key' }).createIndex('state', 'state');
      db.createObjectStore('submissions', { keyPath: 'id' }).createIndex('group', 'group');
    },
    blocking() {
      onBlocking?.();
    },
  });
}
