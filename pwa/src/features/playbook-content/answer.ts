/**
 * The playbook server refuses with `{error: true, msg}` (spec 001 section 7.2), which lib/api reads
 * as a bare 'Response error': `withMsg` puts the `msg` in the error's message, so every screen shows
 * the server's reason (translated by `useSay`).
 */
import { ApiError } from '../../lib/api';

/** The `msg` of a refusal's answer, or null. */
export function refusalMsg(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const text = (body as Record<string, unknown>).msg;
  return typeof text === 'string' && text.trim() ? text.trim() : null;
}

/** The request's answer; a refusal carrying `msg` is thrown with it as the message. */
export async function withMsg<T>(request: Promise<T>): Promise<T> {
  try {
    return await request;
  } catch (error) {
    const text = error instanceof ApiError ? refusalMsg(error.body) : null;
    if (error instanceof ApiError && text) throw new ApiError(text, error.kind, error.status, error.fields, error.body);
    throw error;
  }
}
