/** The shapes of the phone's records, its outbox and the sync protocol's messages (docs/sync.md). */

export type SyncState = 'synced' | 'pending' | 'rejected';

/** A record as the phone keeps it. `record` is core's JSON (spec field names). */
export interface StoredRecord<T = Record<string, unknown>> {
  id: string;
  entity: string;
  /** The business of a business-scoped record; '' for a record of the user's own. */
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

/** A row of the records store: the record and the seq of its latest mutation still in the outbox. */
export interface RecordRow<T = Record<string, unknown>> extends StoredRecord<T> {
  /** The seq of the record's latest unacknowledged mutation; null once the server answered for it. */
  pendingSeq: number | null;
}

export interface SyncStatus {
  /**
   * Whether the counts below were read from this phone's database for the signed-in user: false
   * until the first read after a sign-in (or any change of account), so 0 is never shown unread.
   */
  known: boolean;
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
  /** The business of a business-scoped record (core checks it); absent for the user's own. */
  businessId?: string;
  [field: string]: unknown;
}

/** One change waiting in the outbox, exactly as it is pushed. */
export interface Mutation {
  seq: number;
  id: string;
  entity: string;
  op: 'put';
  record: Record<string, unknown>;
}

/** A mutation the server refused for good (it stays refused if pushed again). */
export interface Rejection {
  seq: number;
  id: string;
  entity: string;
  message: string;
}

/** The answer to `POST /api/sync/push`. */
export interface PushAnswer {
  /** The last seq of this install the server has applied (or refused); everything up to it is settled. */
  lastSeq: number;
  applied: number;
  skipped: number;
  /** Every refused mutation among the pushed seqs (also those refused by an earlier push). */
  rejected: Rejection[];
  /** The seq the server stopped at because the ones before it had not arrived, or null. */
  gapAt: number | null;
}

/** One record changed on the server, as `GET /api/sync/pull` lists it. */
export interface PulledChange {
  entity: string;
  id: string;
  record: Record<string, unknown>;
  date: number | null;
  changeSeq: number;
}

/** The last change number the phone has of each scope it syncs (`business`, `user`). */
export type Cursors = Partial<Record<string, number>>;

/** The answer to `GET /api/sync/pull`. */
export interface PullPage {
  changes: PulledChange[];
  /** The business's change number reached. */
  cursor: number;
  /** Each scope's change number reached (asked for with `cursors`). */
  cursors?: Cursors;
  more: boolean;
  lastSeq: number;
}
