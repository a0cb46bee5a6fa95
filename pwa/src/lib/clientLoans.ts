/**
 * The client's loans answer (GET /client/loan/view), shared by the home and My Loans:
 * - started with the sign-in answer (`prefetchClientLoans`), so the home's data does not wait for
 *   its code: the first read within a few seconds takes that request instead of sending another;
 * - kept on the phone per user with when it was fetched (`keptClientLoans`), so the loan card and
 *   the loan list still show the last known loans offline. Log-out clears it with the app's items.
 */
import { ApiError, apiRequest } from './api';
import { getSession } from './session';
import { KEY_PREFIX, readJson, writeItem } from './storage';

/** How long a request started at sign-in is taken as the answer to the first read. */
const EARLY_MS = 15_000;

let early: { at: number; userId: string; answer: Promise<unknown> } | null = null;

const keyOf = (userId: string) => `${KEY_PREFIX}loans.${userId}`;
const currentUserId = () => getSession()?.user.user_id ?? '';

/** Starts reading the signed-in client's loans now, for the first screen to use. */
export function prefetchClientLoans(): void {
  const userId = currentUserId();
  if (!userId) return;
  const answer = apiRequest<unknown>('/client/loan/view');
  answer.catch(() => undefined);
  early = { at: Date.now(), userId, answer };
}

/** The server's answer: the prefetched one while it is fresh (once), else a new request. */
export function fetchClientLoans(signal?: AbortSignal): Promise<unknown> {
  const started = early;
  early = null;
  if (started && started.userId === currentUserId() && Date.now() - started.at < EARLY_MS) return started.answer;
  return apiRequest<unknown>('/client/loan/view', { signal });
}

export interface KeptLoans<T> {
  loans: T[];
  /** When the server gave them (ms). */
  fetchedAt: number;
}

/** Keeps the loans just read for the signed-in user. */
export function keepClientLoans(loans: readonly unknown[], nowMs = Date.now()): void {
  const userId = currentUserId();
  if (userId) writeItem('local', keyOf(userId), JSON.stringify({ loans, fetchedAt: nowMs }));
}

/** The last loans kept for the signed-in user, or null. */
export function keptClientLoans<T>(): KeptLoans<T> | null {
  const userId = currentUserId();
  const kept = userId ? readJson<KeptLoans<T>>('local', keyOf(userId)) : null;
  return kept && Array.isArray(kept.loans) && typeof kept.fetchedAt === 'number' ? kept : null;
}

/** Whether a failed read is the server being out of reach (offline, timeout), when the kept loans may stand in. */
export const unreachable = (error: unknown): boolean => error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout');
