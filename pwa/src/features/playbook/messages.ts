/**
 * What a failed read or send says (spec 001 section 8): the server's playbook message (`msg`) in the
 * person's language through core's `playbookMessage`; offline with nothing kept, that this page
 * needs the connection once; anything else 'Error Occured !'.
 */
import { ApiError } from '../../lib/api';
import { playbookMessage } from '../../lib/core-playbook';
import type { Lang } from '../../lib/i18n';

export const GENERIC = 'Error Occured !';

export type Failure = { kind: 'offline' } | { kind: 'message'; english: string };

export function failureOf(error: unknown): Failure {
  if (error instanceof ApiError) {
    if (error.kind === 'network' || error.kind === 'timeout') return { kind: 'offline' };
    if (error.kind === 'http' && error.status < 500) return { kind: 'message', english: error.message };
  }
  return { kind: 'message', english: GENERIC };
}

/**
 * A message from the server or core in `lang`: core knows the playbook's; any other (the API
 * client's, the upload check's) goes through the app's `msg`.
 */
export function sayMessage(english: string, lang: Lang, msg: (english: string) => string): string {
  const translated = playbookMessage(english, lang);
  return translated !== english ? translated : msg(english);
}
