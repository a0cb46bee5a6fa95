/**
 * The sync engine: pushes the outbox in seq order, then pulls what changed in each of the user's
 * scopes on the server, page by page. Runs on start and sign-in, on coming online, on returning to the
 * app, every minute and shortly after a local write; in one tab at a time (a Web Lock per user); waits
 * longer after each failure (offline, timeouts, 5xx); stops on a 401 until the next sign-in. The outbox
 * loses a mutation only when the server has settled it.
 */
import { ApiError } from '../api';
import { isCoreReady, loadCore, maxPushMutations } from '../core';
import { startFileQueue } from '../files/driver';
import {
  currentConnection,
  onChannelMessage,
  onConnectionChange,
  onRecordsChanged,
  scopesOf,
  type Connection,
} from './connection';
import type { DataDb } from './db';
import { applyPullPage, applyPushAnswer, outboxBatch, readCursors, readMeta, writeMeta } from './local';
import { backoffDelay, failureKind, pushBatchSize } from './rules';
import { getSyncStatus, recount, setLocalSync, setOnline, setRemoteSync } from './status';
import { pull, push } from './transport';

/** How soon after a local write the sync starts (several quick writes go in one push). */
export const SOON_MS = 1_500;
/** The regular sync while the app is open. */
export const EVERY_MS = 60_000;
/** When another tab holds the sync, look again after this. */
const BUSY_RETRY_MS = 5_000;

/** The server is waiting for changes of this install that the phone no longer has. */
export const GAP_ERROR = 'The server is waiting for earlier changes from this phone.';

let started = false;
let running: Promise<void> | null = null;
let again = false;
let failures = 0;
let notBefore = 0;
let soonTimer: ReturnType<typeof setTimeout> | null = null;
let retryTimer: ReturnType<typeof setTimeout> | null = null;

async function corePushLimit(): Promise<number> {
  if (!isCoreReady()) await loadCore();
  return maxPushMutations();
}

/** Pushes the whole outbox, oldest first, in batches; every answer is stored before the next push. */
async function pushAll(connection: Connection, db: DataDb, clientId: string): Promise<void> {
  if ((await outboxBatch(db, 1)).length === 0) return;
  const limit = pushBatchSize(await corePushLimit());
  for (;;) {
    const batch = await outboxBatch(db, limit);
    if (batch.length === 0) return;
    const answer = await push(clientId, batch);
    const settled = await applyPushAnswer(db, batch, answer);
    connection.changed();
    // Nothing settled: the server waits for seqs before our oldest one; pushing again would not help.
    if (settled === 0) throw new Error(GAP_ERROR);
  }
}

/**
 * Pulls every page after the stored cursors, of every scope the user has; each page is stored with
 * its cursors in one transaction.
 */
async function pullAll(connection: Connection, db: DataDb, clientId: string): Promise<void> {
  const known = await readCursors(db);
  let cursors = Object.fromEntries(scopesOf(connection).map((scope) => [scope, known[scope] ?? 0]));
  for (;;) {
    const page = await pull(clientId, cursors);
    await applyPullPage(db, page, Date.now());
    if (page.changes.length > 0) connection.changed();
    const reached = page.cursors ?? { business: page.cursor };
    const moved = Object.entries(reached).some(([scope, at]) => (at ?? 0) > (cursors[scope] ?? 0));
    if (!page.more || !moved) return;
    cursors = { ...cursors, ...reached } as Record<string, number>;
  }
}

function messageOf(error: unknown): string {
  if (error instanceof ApiError || error instanceof Error) return error.message;
  return String(error);
}

function scheduleRetry(delay: number): void {
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = setTimeout(() => {
    retryTimer = null;
    // The wait is over by this timer, whatever the clock says (it may have been set back meanwhile).
    void runSync(true);
  }, delay);
}

/** One round: push, then pull. Returns whether it succeeded. */
async function syncOnce(connection: Connection): Promise<boolean> {
  setLocalSync(true);
  connection.post({ type: 'status', syncing: true, error: getSyncStatus().error, lastSyncAt: null });
  let error: string | null = null;
  let lastSyncAt: number | null = null;
  try {
    const db = await connection.db();
    const clientId = await readMeta(db, 'clientId');
    if (!clientId) throw new Error('This phone has no sync id.');
    await pushAll(connection, db, clientId);
    await pullAll(connection, db, clientId);
    lastSyncAt = Date.now();
    await writeMeta(db, 'lastSyncAt', lastSyncAt);
    failures = 0;
    notBefore = 0;
    return true;
  } catch (failure) {
    error = messageOf(failure);
    if (failureKind(failure) !== 'signedOut') {
      failures++;
      const delay = backoffDelay(failures, Math.random());
      notBefore = Date.now() + delay;
      scheduleRetry(delay);
    }
    return false;
  } finally {
    // A round of the account before a new sign-in says nothing about the new one's sync.
    setLocalSync(false, connection === currentConnection() ? error : undefined);
    connection.post({ type: 'status', syncing: false, error, lastSyncAt });
    void recount();
  }
}

/** Runs rounds while this tab holds the user's sync lock; another tab holding it means it syncs. */
async function syncLocked(connection: Connection): Promise<void> {
  const rounds = async () => {
    do {
      again = false;
      if (!(await syncOnce(connection))) return;
    } while (again && connection === currentConnection());
  };
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return rounds();
  let busy = false;
  await locks.request(`${connection.name}:sync`, { ifAvailable: true }, async (lock) => {
    if (!lock) {
      busy = true;
      return;
    }
    await rounds();
  });
  // Another tab is syncing; if it finished just before our write arrived, our retry pushes it.
  if (busy) scheduleRetry(BUSY_RETRY_MS);
}

/** Starts a sync unless one runs (then one more round follows it), the phone is offline or backing off. */
function runSync(force = false): Promise<void> {
  // First: finding the connection may announce a sign-in, whose listener starts a sync itself.
  const connection = currentConnection();
  if (running) {
    again = true;
    return running;
  }
  if (!connection) return Promise.resolve();
  setOnline();
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return Promise.resolve();
  if (!force && Date.now() < notBefore) return Promise.resolve();
  if (retryTimer) {
    clearTimeout(retryTimer);
    retryTimer = null;
  }
  running = syncLocked(connection)
    .catch(() => undefined)
    .finally(() => {
      running = null;
      // Signed in again (or as another account) while the round of the one before ran: sync now.
      if (again && currentConnection() !== connection) void runSync(true);
    });
  return running;
}

/** Sync now, whatever the wait after failures (the indicator's button, coming online). */
export function requestSync(): Promise<void> {
  startSync();
  failures = 0;
  notBefore = 0;
  return runSync(true);
}

/** A sync in a moment (after a local write: several quick writes go together). */
export function syncSoon(): void {
  startSync();
  if (soonTimer) clearTimeout(soonTimer);
  soonTimer = setTimeout(() => {
    soonTimer = null;
    void runSync(failures === 0);
  }, SOON_MS);
}

/** Starts the engine once: listens for the events that start a sync and syncs now; the file queue too. */
export function startSync(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  startFileQueue();
  currentConnection(); // the user signed in now, before listening for the next sign-in
  window.addEventListener('online', () => {
    void requestSync();
  });
  window.addEventListener('offline', setOnline);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void runSync();
  });
  setInterval(() => {
    if (document.visibilityState === 'visible' || getSyncStatus().pending > 0) void runSync();
  }, EVERY_MS);
  onConnectionChange(() => {
    failures = 0;
    notBefore = 0;
    void recount();
    void runSync(true);
  });
  onRecordsChanged(() => void recount());
  onChannelMessage((message) => {
    if (message.type === 'status') setRemoteSync(message.syncing, message.error, message.lastSyncAt);
  });
  void recount();
  void runSync(true);
}
