/** The two calls of the sync protocol, with the signed-in user's bearer token. */
import { apiRequest } from '../api';
import type { Cursors, Mutation, PullPage, PushAnswer } from './types';

/** Big pushes and pulls on a slow line need longer than the API client's usual 30 s. */
const SYNC_TIMEOUT_MS = 60_000;

export function push(clientId: string, mutations: readonly Mutation[], signal?: AbortSignal): Promise<PushAnswer> {
  return apiRequest<PushAnswer>('/sync/push', {
    method: 'POST',
    body: { clientId, mutations },
    timeoutMs: SYNC_TIMEOUT_MS,
    signal,
  });
}

/** A page of the changes after `cursors` in every scope the user has (`cursors=business:12,user:3`). */
export function pull(clientId: string, cursors: Cursors, signal?: AbortSignal): Promise<PullPage> {
  const list = Object.entries(cursors)
    .map(([scope, at]) => `${scope}:${at ?? 0}`)
    .join(',');
  const query = new URLSearchParams({ clientId, cursors: list });
  return apiRequest<PullPage>(`/sync/pull?${query.toString()}`, { timeoutMs: SYNC_TIMEOUT_MS, signal });
}
