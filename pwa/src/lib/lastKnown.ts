/**
 * The last answer the server gave, kept on the phone per signed-in user (`portal-known-<userId>`,
 * IndexedDB), so a screen can open in airplane mode from it: `loadOrKept` reads the server and keeps
 * its answer, or answers the kept copy (with when it was kept) when the network fails. Only a copy:
 * nothing waits in it, so log-out deletes it (`forgetKnown`). The database is opened for each call and
 * closed after, so deleting it (knownName.ts) is never blocked by an open connection.
 */
import { openDB, type DBSchema } from 'idb';
import { knownDbName } from './knownName';
import { failureKind } from './sync/rules';

export { forgetKnown, knownDbName } from './knownName';

interface Known {
  key: string;
  value: unknown;
  /** When it was kept (ms). */
  at: number;
}

interface KnownSchema extends DBSchema {
  answers: { key: string; value: Known };
}

async function withDb<T>(userId: string, use: (db: Awaited<ReturnType<typeof openKnown>>) => Promise<T>): Promise<T> {
  const db = await openKnown(userId);
  try {
    return await use(db);
  } finally {
    db.close();
  }
}

const openKnown = (userId: string) =>
  openDB<KnownSchema>(knownDbName(userId), 1, {
    upgrade(db) {
      db.createObjectStore('answers', { keyPath: 'key' });
    },
  });

/** Keeps `value` as the last known answer of `key` (best effort: a full disk keeps nothing). */
export async function keepKnown(userId: string, key: string, value: unknown, now = Date.now()): Promise<void> {
  try {
    await withDb(userId, (db) => db.put('answers', { key, value, at: now }));
  } catch {
    // No IndexedDB (a private mode) or no room: the screen works online as before.
  }
}

/** Forgets the kept answers of `keys` (a download removed: features/lms/download.ts). */
export async function dropKnown(userId: string, keys: readonly string[]): Promise<void> {
  try {
    await withDb(userId, async (db) => {
      const tx = db.transaction('answers', 'readwrite');
      await Promise.all([...keys.map((key) => tx.store.delete(key)), tx.done]);
    });
  } catch {
    // Nothing kept, or no IndexedDB: nothing to forget.
  }
}

export interface KeptAnswer<T> {
  value: T;
  /** When it was kept (ms). */
  at: number;
}

/** The kept answer of `key`, or null. */
export async function readKnown<T>(userId: string, key: string): Promise<KeptAnswer<T> | null> {
  try {
    const known = await withDb(userId, (db) => db.get('answers', key));
    return known ? { value: known.value as T, at: known.at } : null;
  } catch {
    return null;
  }
}

export interface Loaded<T> {
  value: T;
  /** null: the server's answer now; else when the kept copy shown was kept (ms). */
  keptAt: number | null;
}

/**
 * The server's answer (kept for next time), or, when the request fails for the network (offline, a
 * timeout, a 5xx), the kept copy. Any other failure, or none kept, is thrown as it came.
 */
export async function loadOrKept<T>(userId: string, key: string, load: () => Promise<T>): Promise<Loaded<T>> {
  let value: T;
  try {
    value = await load();
  } catch (error) {
    const aborted = error instanceof DOMException && error.name === 'AbortError';
    if (aborted || failureKind(error) !== 'retry') throw error;
    const kept = await readKnown<T>(userId, key);
    if (!kept) throw error;
    return { value: kept.value, keptAt: kept.at };
  }
  await keepKnown(userId, key, value);
  return { value, keptAt: null };
}

/** A page showing several reads: the oldest time among the copies shown, or null when all are the server's answers now. */
export function oldestKept(...times: (number | null | undefined)[]): number | null {
  const kept = times.filter((time): time is number => typeof time === 'number');
  return kept.length ? Math.min(...kept) : null;
}
