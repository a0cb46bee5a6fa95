/**
 * Uploading with progress: fetch cannot report upload progress, XMLHttpRequest can
 * (`upload.onprogress`). The answer is read like the API client reads one: the server's `error`, then
 * `message` on failure (spec 000 section 8's texts when there is none). Large files and files chosen
 * offline go through the resumable file queue (`lib/files`), which sends its chunks with this.
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

export interface SendOptions {
  method: 'POST' | 'PATCH' | 'PUT';
  url: string;
  body: FormData | Blob;
  token: string | null;
  headers?: Readonly<Record<string, string>>;
  /** Bytes of the body sent so far, and the body's size. */
  onProgress?: (loaded: number, total: number) => void;
  /** Give up after this long (ms); 0: never. */
  timeoutMs?: number;
  /** For tests: the XMLHttpRequest to use. */
  createRequest?: () => XMLHttpRequest;
}

export interface SendResult {
  status: number;
  /** The answer's JSON, or null when it has none. */
  body: unknown;
}

/**
 * Sends the body with progress and resolves with any answer the server gave, whatever its status; rejects
 * with an UploadError (status 0) only when no answer came (offline, cut, timed out).
 */
export function sendWithProgress(options: SendOptions): Promise<SendResult> {
  return new Promise((resolve, reject) => {
    const request = options.createRequest ? options.createRequest() : new XMLHttpRequest();
    request.open(options.method, options.url);
    request.timeout = options.timeoutMs ?? 0;
    request.setRequestHeader('Accept', 'application/json');
    if (options.token) request.setRequestHeader('Authorization', `Bearer ${options.token}`);
    for (const [name, value] of Object.entries(options.headers ?? {})) request.setRequestHeader(name, value);
    request.upload.onprogress = (event: ProgressEvent) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded, event.total);
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
      resolve({ status: request.status, body });
    };
    request.send(options.body);
  });
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
export async function uploadWithProgress(options: UploadOptions): Promise<UploadResult> {
  const { status, body } = await sendWithProgress({
    ...options,
    onProgress: (loaded, total) => options.onProgress(percentOf(loaded, total)),
  });
  if (status >= 200 && status < 300) {
    if (body === null) throw new UploadError(UPLOAD_UNKNOWN, status);
    options.onProgress(100);
    return { message: successText(body), body };
  }
  throw new UploadError(errorText(body) ?? UPLOAD_FAILED, status);
}
