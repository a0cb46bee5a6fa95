/**
 * The sync status the indicator shows: counts read from the database after every change (not known
 * until read, again after each change of account: followed once someone subscribes), whether a
 * sync runs (in this tab or, as told over the channel, in another), the last failure, online or not.
 * A small external store (read with useSyncExternalStore).
 */
import { currentConnection, onConnectionChange } from './connection';
import { counts } from './local';
import type { SyncStatus } from './types';

/** A tab that said it was syncing and then went silent (closed mid-sync) stops counting after this. */
const REMOTE_SYNCING_EXPIRY_MS = 90_000;

const isOnline = (): boolean => (typeof navigator === 'undefined' ? true : navigator.onLine !== false);

let snapshot: SyncStatus = {
  known: false,
  pending: 0,
  rejected: 0,
  lastSyncAt: null,
  syncing: false,
  online: isOnline(),
  error: null,
};
const listeners = new Set<() => void>();
let localSyncing = false;
let remoteSyncingUntil = 0;
let remoteTimer: ReturnType<typeof setTimeout> | null = null;

function set(partial: Partial<SyncStatus>): void {
  const next = { ...snapshot, ...partial };
  const same = (Object.keys(next) as Array<keyof SyncStatus>).every((key) => next[key] === snapshot[key]);
  if (same) return;
  snapshot = next;
  listeners.forEach((listener) => listener());
}

function syncingNow(): boolean {
  return localSyncing || Date.now() < remoteSyncingUntil;
}

export function getSyncStatus(): SyncStatus {
  return snapshot;
}

let followingConnection = false;

export function subscribeSyncStatus(listener: () => void): () => void {
  if (!followingConnection) {
    followingConnection = true;
    onConnectionChange(() => {
      forgetCounts();
      void recount();
    });
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** This tab's sync started or ended (with its failure, or null). */
export function setLocalSync(syncing: boolean, error?: string | null): void {
  localSyncing = syncing;
  set(error === undefined ? { syncing: syncingNow() } : { syncing: syncingNow(), error });
}

/** Another tab of the same user tells how its sync goes. */
export function setRemoteSync(syncing: boolean, error: string | null, lastSyncAt: number | null): void {
  remoteSyncingUntil = syncing ? Date.now() + REMOTE_SYNCING_EXPIRY_MS : 0;
  if (remoteTimer) clearTimeout(remoteTimer);
  remoteTimer = syncing ? setTimeout(() => set({ syncing: syncingNow() }), REMOTE_SYNCING_EXPIRY_MS + 50) : null;
  const partial: Partial<SyncStatus> = { syncing: syncingNow(), error };
  if (lastSyncAt !== null) partial.lastSyncAt = lastSyncAt;
  set(partial);
}

export function setOnline(): void {
  set({ online: isOnline() });
}

export function setSyncError(error: string | null): void {
  set({ error });
}

/** Another user signed in, or the user signed out: nothing is known of the records until counted. */
function forgetCounts(): void {
  set({ known: false, pending: 0, rejected: 0, lastSyncAt: null, error: null });
}

let counting = false;
let countAgain = false;

/** Reads the counts again (coalesced: many changes in a row cost one or two reads). */
export async function recount(): Promise<void> {
  if (counting) {
    countAgain = true;
    return;
  }
  counting = true;
  try {
    do {
      countAgain = false;
      const connection = currentConnection();
      if (!connection) {
        forgetCounts();
        continue;
      }
      try {
        const read = await counts(await connection.db());
        // Counts of a connection closed meanwhile are not the new one's: count again.
        if (connection === currentConnection()) set({ ...read, known: true });
        else countAgain = true;
      } catch {
        // a closed or failing database: the next change tries again
      }
    } while (countAgain);
  } finally {
    counting = false;
  }
}
