/**
 * Uploading with progress: fetch cannot report upload progress, XMLHttpRequest can
 * (`upload.onprogress`). The answer is read like the API client reads one: the server's `error`, then
 * `message` on failure (spec 000 section 8's texts when there is none).
 */
import { errorText, successText } from './api';

export const UPLOAD_FAILED = 'Upload Failed, Try again';
export const UPLOAD_UNKNOWN = 'Upload may have Failed, Unknown response';

/** Whole percent sent, 0 to 100; 0 while the size is not known. */
export function percentOf(loaded: number, total: number): number {
  if (!(total > 0) || !(loaded > 0)) return 0;
  return Math.min(100, Math.floor((loaded * 100) / total));
}

export class UploadError extends Error {
  readonly status: number;

  constructor(message: string, status: number) {
    super(message);
    this.name = 'UploadError';
    this.status = status;
  }
}

export interface UploadOptions {
  method: 'POST' | 'PATCH' | 'PUT';
  url: string;
  body: FormData;
  token: string | null;
  onProgress: (percent: number) => void;
  /** For tests: the XMLHttpRequest to use. */
  createRequest?: () => XMLHttpRequest;
}

export interface UploadResult {
  message: string | null;
  body: unknown;
}

/** Sends the form; resolves with the answer's message, rejects with an UploadError to show. */
export function uploadWithProgress(options: UploadOptions): Promise<UploadResult> {
  return new Promise((resolve, reject) => {
    const request = options.createRequest ? options.createRequest() : new XMLHttpRequest();
    request.open(options.method, options.url);
    request.setRequestHeader('Accept', 'application/json');
    if (options.token) request.setRequestHeader('Authorization', `Bearer ${options.token}`);
    request.upload.onprogress = (event: ProgressEvent) => {
      if (event.lengthComputable) options.onProgress(percentOf(event.loaded, event.total));
    };
    request.onerror = () => reject(new UploadError(UPLOAD_FAILED, 0));
    request.ontimeout = () => reject(new UploadError(UPLOAD_FAILED, 0));
    request.onabort = () => reject(new UploadError(UPLOAD_FAILED, 0));
    request.onload = () => {
      let body: unknown = null;
      try {
        body = request.responseText ? JSON.parse(request.responseText) : null;
      } catch {
        body = null;
      }
      if (request.status >= 200 && request.status < 300) {
        if (body === null) {
          reject(new UploadError(UPLOAD_UNKNOWN, request.status));
          return;
        }
        options.onProgress(100);
        resolve({ message: successText(body), body });
        return;
      }
      reject(new UploadError(errorText(body) ?? UPLOAD_FAILED, request.status));
    };
    request.send(options.body);
  });
}
