/**
 * The server's messages in the language shown. The server writes them in the caller's stored language
 * already; the English ones (a language changed since, a message core adds later) are translated by
 * their text from en.ts, and the one with names in it by its shape.
 */
import { useCallback } from 'react';
import { errorMessage } from '../../lib/errors';
import { useI18n } from '../../lib/i18n';
import type { Translator } from '../../lib/i18n/translate';

/** '{name} is in the cohort {cohort} already' (the 409 of adding trainees). */
const IN_ANOTHER_COHORT = /^(.+) is in the cohort (.+) already$/;

/** A server message in the language shown; one it does not know stays as the server wrote it. */
export function teamMessage(text: string, { t, msg }: Translator): string {
  const trimmed = text.trim();
  const found = IN_ANOTHER_COHORT.exec(trimmed);
  if (found) return t('lmsTeam.inAnotherCohort', { name: found[1] ?? '', cohort: found[2] ?? '' });
  return msg(trimmed);
}

export interface Say {
  /** A message the server sent (a success's `message`). */
  say: (text: string) => string;
  /** A failed call's message: the server's refusal, or the app's for a lost connection. */
  failure: (error: unknown) => string;
}

export function useSay(): Say {
  const { t, msg } = useI18n();
  const say = useCallback((text: string) => teamMessage(text, { t, msg }), [t, msg]);
  const failure = useCallback((error: unknown) => say(errorMessage(error)), [say]);
  return { say, failure };
}
