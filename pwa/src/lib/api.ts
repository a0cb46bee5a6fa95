/**
 * The API client: same-origin `/api/...`, JSON, bearer token from the session. Errors carry the
 * server's text from `error`, then `message` (spec 000 section 8); a network failure or a timeout
 * gives a clear message of its own. Messages are English here; the UI translates them.
 *
 * Some answers carry `error` even on success: `{error: false, message}` is a success (the password
 * change), while a text in `error` is a refusal whatever the status.
 */
import { endSessionRefused, getToken } from './session';

export const NETWORK_ERROR = 'Could not reach the server. Check your connection and try again.';
export const TIMEOUT_ERROR = 'The server is taking too long to answer. Please try again.';
export const RESPONSE_ERROR = 'Response error';
export const SERVER_ERROR = 'Something went wrong on our side. Please try again.';

const TIMEOUT_MS = 30_000;

export type ApiErrorKind = 'network' | 'timeout' | 'http' | 'response';

export class ApiError extends Error {
  readonly status: number;
  readonly kind: ApiErrorKind;
  /** Per-field messages of a refused form (`fields: {name: message}`), by the payload's names. */
  readonly fields: Readonly<Record<string, string>>;
  /** The parsed answer, for refusals that carry data (a 409 naming the loan to resume). */
  readonly body: unknown;

  constructor(
    message: string,
    kind: ApiErrorKind,
    status = 0,
    fields: Readonly<Record<string, string>> = {},
    body: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.fields = fields;
    this.body = body;
  }
}

/** The `fields` of an error answer: the messages that are text, by field name. */
export function fieldErrors(body: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (typeof body !== 'object' || body === null) return out;
  const fields = (body as Record<string, unknown>).fields;
  if (typeof fields !== 'object' || fields === null) return out;
  for (const [name, text] of Object.entries(fields)) {
    if (typeof text === 'string' && text.trim()) out[name] = text.trim();
  }
  return out;
}

/** The `message` (or the playbook's `msg`) of a successful answer (what the UI toasts), or null. */
export function successText(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const record = body as Record<string, unknown>;
  for (const key of ['message', 'msg'] as const) {
    const value = record[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return null;
}

/** A refusal inside a 2xx answer: `error` holding text. `error: false` (or no `error`) is a success. */
function refusalText(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const value = (body as Record<string, unknown>).error;
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/**
 * The server's message in an error answer: `error` first, then `message`, then `msg` (the playbook's
 * `{error: true, msg}`, spec 001 section 7.2); null when none is text.
 */
export function errorText(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const record = body as Record<string, unknown>;
  for (const key of ['error', 'message', 'msg'] as const) {
    const value = record[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return null;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Send the bearer token (default true). */
  auth?: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = options.body === undefined ? 'GET' : 'POST', body, auth = true } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = auth ? getToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? TIMEOUT_MS);
  const onAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onAbort);

  let response: Response;
  try {
    response = await fetch(`/api${path.startsWith('/') ? path : `/${path}`}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: controller.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(timedOut ? TIMEOUT_ERROR : NETWORK_ERROR, timedOut ? 'timeout' : 'network');
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }

  const text = await response.text().catch(() => '');
  let parsed: unknown = null;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = null;
    }
  }

  if (!response.ok) {
    if (response.status === 401) endSessionRefused(token);
    const message = errorText(parsed) ?? (response.status >= 500 ? SERVER_ERROR : RESPONSE_ERROR);
    throw new ApiError(message, 'http', response.status, fieldErrors(parsed), parsed);
  }
  if (text && parsed === null) throw new ApiError(RESPONSE_ERROR, 'response', response.status);
  const refusal = refusalText(parsed);
  if (refusal) throw new ApiError(refusal, 'http', response.status, {}, parsed);
  return parsed as T;
}
