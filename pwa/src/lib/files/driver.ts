/**
 * When the file queue works: on start and sign-in, on coming online, on returning to the app, every
 * minute and at once after something is queued; in one tab at a time (a Web Lock per user), waiting
 * longer after each failure as the sync does. Also the progress the screens show: bytes per file,
 * told to the user's other tabs over a BroadcastChannel.
 */
import { newId } from '../core';
import { getSession, subscribeSession } from '../session';
import { backoffDelay, failureKind } from '../sync/rules';
import { filesDbName, openFilesDb, type FilesDb } from './db';
import { drain } from './queue';

const EVERY_MS = 60_000;
const BUSY_RETRY_MS = 5_000;

type Message = { type: 'changed' } | { type: 'sent'; key: string; bytes: number } | { type: 'working'; working: boolean };

interface Queue {
  userId: string;
  name: string;
  db(): Promise<FilesDb>;
  post(message: Message): void;
  close(): void;
}

let active: Queue | null = null;
let started = false;
let running: Promise<void> | null = null;
let again = false;
let failures = 0;
let retryTimer: ReturnType<typeof setTimeout> | null = null;

const changeListeners = new Set<() => void>();
const progressListeners = new Set<() => void>();
let sentBytes: ReadonlyMap<string, number> = new Map();
let working = false;

function emitChanged(): void {
  changeListeners.forEach((listener) => listener());
}

function setSent(key: string, bytes: number): void {
  if (sentBytes.get(key) === bytes) return;
  sentBytes = new Map(sentBytes).set(key, bytes);
  progressListeners.forEach((listener) => listener());
}

function setWorking(value: boolean): void {
  if (working === value) return;
  working = value;
  progressListeners.forEach((listener) => listener());
}

function open(userId: string): Queue {
  const name = filesDbName(userId);
  let opening: Promise<FilesDb> | null = null;
  let closed = false;
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(name) : null;
  if (channel) {
    channel.onmessage = (event: MessageEvent<Message>) => {
      if (closed) return;
      const message = event.data;
      if (message?.type === 'changed') emitChanged();
      if (message?.type === 'sent') setSent(message.key, message.bytes);
      if (message?.type === 'working') setWorking(message.working);
    };
  }
  const forget = () => {
    const was = opening;
    opening = null;
    void was?.then((db) => db.close(), () => undefined);
  };
  return {
    userId,
    name,
    db() {
      if (closed) return Promise.reject(new Error('Sign in to continue'));
      opening ??= openFilesDb(name, forget);
      const attempt = opening;
      attempt.catch(() => {
        if (opening === attempt) opening = null;
      });
      return attempt;
    },
    post(message) {
      if (!closed) channel?.postMessage(message);
    },
    close() {
      closed = true;
      channel?.close();
      forget();
    },
  };
}

/** The signed-in user's queue (opened on first need), or null when signed out. */
export function currentQueue(): Queue | null {
  const userId = getSession()?.user.user_id ?? null;
  if (active?.userId !== userId) {
    active?.close();
    active = userId ? open(userId) : null;
    sentBytes = new Map();
    emitChanged();
  }
  return active;
}

async function round(queue: Queue): Promise<void> {
  setWorking(true);
  queue.post({ type: 'working', working: true });
  try {
    await drain(await queue.db(), () => newId(), {
      sent(key, bytes) {
        setSent(key, bytes);
        queue.post({ type: 'sent', key, bytes });
      },
      changed() {
        emitChanged();
        queue.post({ type: 'changed' });
      },
    });
    failures = 0;
  } catch (failure) {
    if (failureKind(failure) !== 'signedOut') {
      failures++;
      scheduleRetry(backoffDelay(failures, Math.random()));
    }
  } finally {
    setWorking(false);
    queue.post({ type: 'working', working: false });
  }
}

function scheduleRetry(delay: number): void {
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = setTimeout(() => {
    retryTimer = null;
    void sendFilesNow();
  }, delay);
}

async function locked(queue: Queue): Promise<void> {
  const rounds = async () => {
    do {
      again = false;
      await round(queue);
    } while (again && queue === currentQueue() && failures === 0);
  };
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return rounds();
  let busy = false;
  await locks.request(`${queue.name}:upload`, { ifAvailable: true }, async (lock) => {
    if (!lock) {
      busy = true;
      return;
    }
    await rounds();
  });
  // Another tab is sending; if it finished just before this tab queued something, look again.
  if (busy) scheduleRetry(BUSY_RETRY_MS);
}

/** Sends what waits now, unless offline or already sending (then once more after it). */
export function sendFilesNow(): Promise<void> {
  const queue = currentQueue();
  if (running) {
    again = true;
    return running;
  }
  if (!queue) return Promise.resolve();
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return Promise.resolve();
  if (retryTimer) {
    clearTimeout(retryTimer);
    retryTimer = null;
  }
  running = locked(queue)
    .catch(() => undefined)
    .finally(() => {
      running = null;
    });
  return running;
}

/** Starts the queue once: listens for the events that send files, and sends what waits now. */
export function startFileQueue(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  window.addEventListener('online', () => {
    failures = 0;
    void sendFilesNow();
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void sendFilesNow();
  });
  setInterval(() => {
    if (retryTimer === null) void sendFilesNow();
  }, EVERY_MS);
  subscribeSession(() => {
    if (currentQueue()) void sendFilesNow();
  });
  void sendFilesNow();
}

/** After something was queued in this tab: tell the other tabs and send it now. */
export function queued(): void {
  currentQueue()?.post({ type: 'changed' });
  emitChanged();
  failures = 0;
  void sendFilesNow();
}

/** Called when a file or request changes (this tab or another). */
export function onFilesChanged(listener: () => void): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

export interface SendingState {
  /** Bytes of each file the server has or is being sent. */
  sent: ReadonlyMap<string, number>;
  /** A tab is sending right now. */
  working: boolean;
}

let snapshot: SendingState = { sent: sentBytes, working };

export function getSending(): SendingState {
  if (snapshot.sent !== sentBytes || snapshot.working !== working) snapshot = { sent: sentBytes, working };
  return snapshot;
}

export function subscribeSending(listener: () => void): () => void {
  progressListeners.add(listener);
  return () => progressListeners.delete(listener);
}
