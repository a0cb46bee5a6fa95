/**
 * What a failed read or send says (spec 002 sections 8.4, 8.5): the server's message in the person's
 * language through core's `lmsMessage` (or the app's `msg` for the API client's own); offline with
 * nothing kept, that the page needs the connection once; anything else the spec's 'An unexpected
 * error occurred'.
 */
import { ApiError } from '../../lib/api';
import type { Lang } from '../../lib/i18n';
import { lmsMessage } from './rules';

export const UNEXPECTED = 'An unexpected error occurred';

export type Failure = { kind: 'offline' } | { kind: 'message'; english: string };

export function failureOf(error: unknown): Failure {
  if (error instanceof ApiError) {
    if (error.kind === 'network' || error.kind === 'timeout') return { kind: 'offline' };
    if (error.kind === 'http' && error.status < 500) return { kind: 'message', english: error.message };
  }
  return { kind: 'message', english: UNEXPECTED };
}

/** A message from core or the server in `lang`: core knows the learning area's; others go through `msg`. */
export function sayMessage(english: string, lang: Lang, msg: (english: string) => string): string {
  const translated = lmsMessage(english, lang);
  return translated !== english ? translated : msg(english);
}
