/**
 * The decisions of the phone's side of the sync, apart from IndexedDB and the network so they can be
 * tested alone: what an acknowledgement does to a record, when a pulled record may replace the local
 * one, how long to wait after a failure. The order rules themselves (skip, apply, stop at a gap) are
 * the server's, from core.
 */
import type { PulledChange, PushAnswer, RecordRow, Rejection } from './types';

/** The most mutations sent in one push (core allows more; smaller pushes suit a poor connection). */
export const PUSH_BATCH = 500;

/** The batch size for a push: ours, never more than core's limit. */
export function pushBatchSize(coreMax: number): number {
  return Math.max(1, Math.min(PUSH_BATCH, Math.floor(coreMax)));
}

/** The refusals of an answer by seq. */
export function rejectionsBySeq(answer: Pick<PushAnswer, 'rejected'>): Map<number, Rejection> {
  return new Map((answer.rejected ?? []).map((rejection) => [rejection.seq, rejection]));
}

/**
 * A record after the server settled every seq up to `lastSeq`: unchanged (null) while its latest
 * mutation is still waiting; otherwise synced, or rejected with the server's message when that latest
 * mutation is the one refused. An earlier refused version that a later accepted one replaced is moot.
 */
export function afterAck<T>(
  row: RecordRow<T>,
  lastSeq: number,
  rejections: ReadonlyMap<number, Rejection>,
): RecordRow<T> | null {
  if (row.pendingSeq === null || row.pendingSeq > lastSeq) return null;
  const rejection = rejections.get(row.pendingSeq);
  return rejection
    ? { ...row, state: 'rejected', message: rejection.message, pendingSeq: null }
    : { ...row, state: 'synced', message: null, pendingSeq: null };
}

/**
 * The row to store for a pulled change, or null to keep the local one: a record with a mutation
 * still in the outbox, or one the server refused (what the person typed, waiting to be fixed), is
 * never overwritten; anything else takes the server's version.
 */
export function mergePulled(local: RecordRow | undefined, change: PulledChange, now: number): RecordRow | null {
  if (local && (local.pendingSeq !== null || local.state === 'pending' || local.state === 'rejected')) return null;
  const businessId = typeof change.record.businessId === 'string' ? change.record.businessId : local?.businessId ?? '';
  return {
    id: change.id,
    entity: change.entity,
    businessId,
    record: change.record,
    date: change.date ?? null,
    state: 'synced',
    message: null,
    updatedAt: local?.updatedAt ?? now,
    pendingSeq: null,
  };
}

/** What a failed sync tells the engine to do. */
export type FailureKind =
  /** Offline, a timeout, the server down or busy (5xx, 429): try again later, waiting longer each time. */
  | 'retry'
  /** The sign-in ended (401): stop until the person signs in again; nothing is lost. */
  | 'signedOut'
  /** The server refused the request itself (another 4xx): keep everything, show it, try again later. */
  | 'refused';

export function failureKind(error: unknown): FailureKind {
  if (typeof error === 'object' && error !== null) {
    const { kind, status } = error as { kind?: unknown; status?: unknown };
    if (kind === 'network' || kind === 'timeout' || kind === 'response') return 'retry';
    if (typeof status === 'number') {
      if (status === 401) return 'signedOut';
      if (status >= 500 || status === 429 || status === 408) return 'retry';
      if (status >= 400) return 'refused';
    }
  }
  return 'retry';
}

export const BACKOFF_FIRST_MS = 1_000;
export const BACKOFF_MAX_MS = 5 * 60_000;

/**
 * The wait before attempt `failures + 1` after `failures` failures in a row: doubling from 1 s up to
 * 5 minutes, with ±25 % jitter (`random` in [0, 1)) so many phones coming back do not all call at once.
 */
export function backoffDelay(failures: number, random: number): number {
  const base = Math.min(BACKOFF_MAX_MS, BACKOFF_FIRST_MS * 2 ** Math.max(0, failures - 1));
  return Math.round(base * (0.75 + random * 0.5));
}
