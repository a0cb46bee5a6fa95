/** What a failed read says: the server's or the connection's own message translated, else ours. */
import { ApiError } from '../../lib/api';

export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

/** The message to translate with `msg` (a 429's "Too many requests…", "Could not reach the server…"), or null for the page's own. */
export function messageOf(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  return error.status === 429 || error.kind === 'network' || error.kind === 'timeout' ? error.message : null;
}
