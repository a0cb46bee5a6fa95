/**
 * The resumable upload calls (`/api/uploads/{id}`), shaped like the tus protocol: start with the kind
 * and size, send a chunk at the offset the server has (`Upload-Offset`), ask where it is, finish. The
 * chunks go with XMLHttpRequest for their progress; a refusal comes back as an answer, only a lost
 * connection as an error.
 */
import { ApiError, apiRequest, errorText, NETWORK_ERROR, SERVER_ERROR } from '../api';
import { endSessionRefused, getToken } from '../session';
import { sendWithProgress } from '../upload';
import type { UploadView } from './types';

/** A chunk of 256 KB on a 2G line can take a minute; give up on one after this. */
const CHUNK_TIMEOUT_MS = 120_000;

/** Starts the upload, or learns where it is when it was started before. */
export function startUpload(uploadId: string, kind: string, size: number): Promise<UploadView> {
  return apiRequest<UploadView>(`/uploads/${uploadId}`, { method: 'PUT', body: { kind, size } });
}

export function finishUpload(uploadId: string): Promise<UploadView> {
  return apiRequest<UploadView>(`/uploads/${uploadId}/finish`, { method: 'POST' });
}

/**
 * Sends `chunk` at `offset`; the server's view after it. A chunk at another offset than the server's
 * is answered with an ApiError of status 409 whose body carries the server's `offset`.
 */
export async function sendChunk(
  uploadId: string,
  offset: number,
  chunk: Blob,
  onProgress: (sent: number) => void,
): Promise<UploadView> {
  const token = getToken();
  let answer;
  try {
    answer = await sendWithProgress({
      method: 'PATCH',
      url: `/api/uploads/${uploadId}`,
      body: chunk,
      token,
      headers: { 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' },
      onProgress: (loaded) => onProgress(loaded),
      timeoutMs: CHUNK_TIMEOUT_MS,
    });
  } catch {
    throw new ApiError(NETWORK_ERROR, 'network');
  }
  const { status, body } = answer;
  if (status >= 200 && status < 300) return body as UploadView;
  if (status === 401) endSessionRefused(token);
  throw new ApiError(errorText(body) ?? SERVER_ERROR, 'http', status, {}, body);
}

/** The server's offset in a 409 answer, if it gave one. */
export function offsetIn(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const offset = (error.body as { offset?: unknown } | null)?.offset;
  return typeof offset === 'number' && offset >= 0 ? offset : null;
}
