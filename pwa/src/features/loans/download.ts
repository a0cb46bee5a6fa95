/** Downloading a file the server makes (the offer letter): a POST with the bearer token, saved from a blob. */
import { ApiError, errorText, NETWORK_ERROR, RESPONSE_ERROR, SERVER_ERROR } from '../../lib/api';
import { getToken } from '../../lib/session';

export async function postForBlob(path: string): Promise<Blob> {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: 'POST',
      headers: { Accept: 'application/pdf, application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(NETWORK_ERROR, 'network');
  }
  if (!response.ok) {
    let body: unknown = null;
    try {
      body = JSON.parse(await response.text());
    } catch {
      body = null;
    }
    throw new ApiError(errorText(body) ?? (response.status >= 500 ? SERVER_ERROR : RESPONSE_ERROR), 'http', response.status, {}, body);
  }
  return response.blob();
}

/** Hands a blob to the browser as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start reading it before the memory is freed.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
