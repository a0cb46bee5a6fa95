/**
 * Files behind the bearer token (stored documents, PDFs, CSV exports): a link cannot carry the
 * token, so they are fetched as blobs and then saved under a name or shown in a new tab. Errors
 * carry the server's text (`error`, then `message`) like `apiRequest`'s.
 */
import { ApiError, errorText, NETWORK_ERROR, RESPONSE_ERROR, SERVER_ERROR } from './api';
import { endSessionRefused, getToken } from './session';

/** How long a blob URL handed to a tab or a download stays valid. */
const BLOB_URL_LIFETIME_MS = 60_000;

export interface BlobOptions {
  method?: 'GET' | 'POST';
  signal?: AbortSignal;
}

/** Fetches `/api{path}` with the bearer token and returns the body as a blob. */
export async function fetchBlob(path: string, options: BlobOptions = {}): Promise<Blob> {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(`/api${path.startsWith('/') ? path : `/${path}`}`, {
      method: options.method ?? 'GET',
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(NETWORK_ERROR, 'network');
  }
  if (!response.ok) {
    if (response.status === 401) endSessionRefused(token);
    const text = await response.text().catch(() => '');
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = null;
    }
    throw new ApiError(errorText(body) ?? (response.status >= 500 ? SERVER_ERROR : RESPONSE_ERROR), 'http', response.status);
  }
  return response.blob();
}

/** Saves a blob as a download named `filename`. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), BLOB_URL_LIFETIME_MS);
}

/**
 * Opens a tab at once (still inside the click, so no pop-up blocker stops it) to be filled with a
 * blob when it arrives; null when the browser refused.
 */
export function openPendingTab(): Window | null {
  return window.open('', '_blank');
}

/** Shows `blob` in the tab from `openPendingTab`, or in a new one. */
export function showBlobIn(tab: Window | null, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  if (tab && !tab.closed) {
    tab.location.href = url;
  } else {
    window.open(url, '_blank', 'noopener');
  }
  setTimeout(() => URL.revokeObjectURL(url), BLOB_URL_LIFETIME_MS);
}

/** The stored file id in a link to `/api/files/{fileId}`, or null for any other link. */
export function storedFileId(link: string | null | undefined): string | null {
  if (!link) return null;
  const match = /(?:^|\/)api\/files\/([A-Za-z0-9_-]+)(?:[?#].*)?$/.exec(link.trim());
  return match?.[1] ?? null;
}
