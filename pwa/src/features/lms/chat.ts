/**
 * The conversation's read (spec 002 sections 4.5, 7.5; docs/lms.md): `GET /messages` with the last
 * `ETag` as `If-None-Match`, so a poll that finds nothing new is a 304 with no body.
 */
import { ApiError, NETWORK_ERROR } from '../../lib/api';
import { getToken } from '../../lib/session';
import type { Message } from './api';

export type Polled = { changed: false } | { changed: true; messages: Message[]; etag: string | null };

export async function pollMessages(cohortId: string, mentorId: string, traineeId: string, etag: string | null, signal?: AbortSignal): Promise<Polled> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (etag) headers['If-None-Match'] = etag;
  const q = encodeURIComponent;
  let response: Response;
  try {
    response = await fetch(`/api/lms/messages?cohort_id=${q(cohortId)}&mentor_id=${q(mentorId)}&trainee_id=${q(traineeId)}`, { headers, signal, credentials: 'same-origin' });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(NETWORK_ERROR, 'network');
  }
  if (response.status === 304) return { changed: false };
  const body = (await response.json().catch(() => null)) as { Response?: string; data?: Message[]; message?: string } | null;
  if (!response.ok) throw new ApiError(body?.message ?? `Error ${response.status}: ${response.statusText}`, 'http', response.status);
  const messages = body?.Response === 'False' ? [] : (body?.data ?? []);
  return { changed: true, messages, etag: response.headers.get('ETag') };
}

