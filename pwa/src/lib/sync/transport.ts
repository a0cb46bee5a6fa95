/** The two calls of the sync protocol, with the signed-in user's bearer token. */
import { apiRequest } from '../api';
import type { Mutation, PullPage, PushAnswer } from './types';

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

export function pull(clientId: string, cursor: number, signal?: AbortSignal): Promise<PullPage> {
  const query = new URLSearchParams({ clientId, cursor: String(cursor) });
  return apiRequest<PullPage>(`/sync/pull?${query.toString()}`, { timeoutMs: SYNC_TIMEOUT_MS, signal });
}
