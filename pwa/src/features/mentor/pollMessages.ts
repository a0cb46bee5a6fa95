/**
 * One poll of a chat with `If-None-Match`: the server answers 304 when nothing is new (no body to
 * read), else the messages with a new `ETag`. `apiRequest` does not hand out headers, hence this fetch.
 */
import { ApiError, NETWORK_ERROR, RESPONSE_ERROR, SERVER_ERROR, errorText } from '../../lib/api';
import { endSessionRefused, getToken } from '../../lib/session';
import { messagesPath, type Chat } from './api';
import { readMessages, type Message } from './wire';

export type Poll = { changed: false } | { changed: true; messages: Message[]; etag: string | null };

export async function pollMessages(chat: Chat, etag: string | null, signal: AbortSignal): Promise<Poll> {
  const token = getToken();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (etag) headers['If-None-Match'] = etag;
  let response: Response;
  try {
    response = await fetch(`/api${messagesPath(chat)}`, { headers, signal, credentials: 'same-origin', cache: 'no-store' });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new ApiError(NETWORK_ERROR, 'network');
  }
  if (response.status === 304) return { changed: false };
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    if (response.status === 401) endSessionRefused(token);
    throw new ApiError(errorText(body) ?? (response.status >= 500 ? SERVER_ERROR : RESPONSE_ERROR), 'http', response.status);
  }
  return { changed: true, messages: readMessages(body), etag: response.headers.get('ETag') };
}
