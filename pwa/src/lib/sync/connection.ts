/**
 * Which database is open: the signed-in user's when they have a scope with a registered kind (a
 * business: client, applicant, digiprime; their own: anyone, once a feature registers a user-scoped
 * kind), none otherwise or when signed out. Follows the session; signing out closes the database and
 * keeps it. Also carries the news of changes: to this tab's listeners and, through a BroadcastChannel,
 * to the user's other tabs.
 */
import { newId } from '../core';
import { getSession, subscribeSession } from '../session';
import { dbNameFor, openDataDb, type DataDb } from './db';
import { hasScope, onEntitiesChanged, type Scope } from './entities';

export type ChannelMessage =
  | { type: 'changed' }
  | { type: 'status'; syncing: boolean; error: string | null; lastSyncAt: number | null };

export interface Connection {
  userId: string;
  /** The user's business, when they keep books. */
  businessId: string | null;
  name: string;
  db(): Promise<DataDb>;
  /** Tells this tab's listeners and the other tabs that records changed. */
  changed(): void;
  /** Tells the other tabs how the sync this tab runs is going. */
  post(message: ChannelMessage): void;
  close(): void;
}

type Listener = () => void;
type MessageListener = (message: ChannelMessage) => void;

const changeListeners = new Set<Listener>();
const messageListeners = new Set<MessageListener>();
const connectionListeners = new Set<Listener>();
let active: Connection | null = null;
let watching = false;

function emitChanged(): void {
  changeListeners.forEach((listener) => listener());
}

function open(userId: string, businessId: string | null): Connection {
  const name = dbNameFor(userId);
  let opening: Promise<DataDb> | null = null;
  let closed = false;
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(name) : null;
  if (channel) {
    channel.onmessage = (event: MessageEvent<ChannelMessage>) => {
      if (closed) return;
      if (event.data?.type === 'changed') emitChanged();
      messageListeners.forEach((listener) => listener(event.data));
    };
  }
  const forget = () => {
    const was = opening;
    opening = null;
    void was?.then((db) => db.close(), () => undefined);
  };
  const connection: Connection = {
    userId,
    businessId,
    name,
    db() {
      if (closed) return Promise.reject(new Error('The records of this account are closed (signed out).'));
      opening ??= openDataDb(name, { newClientId: () => newId(), onBlocking: forget, onTerminated: forget });
      const attempt = opening;
      attempt.catch(() => {
        if (opening === attempt) opening = null; // allow another try
      });
      return attempt;
    },
    changed() {
      if (closed) return;
      emitChanged();
      channel?.postMessage({ type: 'changed' } satisfies ChannelMessage);
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
  return connection;
}

/** Opens or closes the database after a change of session. */
function follow(): void {
  const user = getSession()?.user;
  const businessId = user?.businessId || null;
  const wanted = user && (businessId || hasScope('user')) ? { userId: user.user_id, businessId } : null;
  if (wanted === null ? active === null : active?.userId === wanted.userId && active.businessId === wanted.businessId) return;
  active?.close();
  active = wanted ? open(wanted.userId, wanted.businessId) : null;
  connectionListeners.forEach((listener) => listener());
  emitChanged();
}

function watch(): void {
  if (watching) return;
  watching = true;
  subscribeSession(follow);
  onEntitiesChanged(follow);
}

/** The signed-in user's connection, or null (nothing of theirs kept offline, signed out). */
export function currentConnection(): Connection | null {
  watch();
  follow();
  return active;
}

/** The scopes the connection's user has: their business's (when they keep books) and their own. */
export function scopesOf(connection: Connection): Scope[] {
  return connection.businessId ? ['business', 'user'] : ['user'];
}

/** The connection, or an error a screen can show: only a signed-in user with a scope keeps records. */
export function requireConnection(): Connection {
  const connection = currentConnection();
  if (!connection) throw new Error('Sign in to continue');
  return connection;
}

/** Called after any change of records (this tab's writes and pulls, and other tabs'). */
export function onRecordsChanged(listener: Listener): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

/** Called for every message from the user's other tabs. */
export function onChannelMessage(listener: MessageListener): () => void {
  messageListeners.add(listener);
  return () => messageListeners.delete(listener);
}

/** Called when the signed-in user with records changes (sign-in, sign-out, another account). */
export function onConnectionChange(listener: Listener): () => void {
  watch();
  connectionListeners.add(listener);
  return () => connectionListeners.delete(listener);
}
