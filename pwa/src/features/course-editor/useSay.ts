import { useCallback } from 'react';
import { errorMessage } from '../../lib/errors';
import { useI18n } from '../../lib/i18n';

/**
 * A message of the server in the language shown. The server writes learning messages in the
 * person's language already; the course's own (saved, removed, the 409s) are also known here by
 * their English text (en.ts `msg.courseEditor.*`), for a reply in English while Swahili is shown.
 */
export function useSay(): { say: (english: string) => string; sayFailure: (failure: unknown) => string } {
  const { msg } = useI18n();
  const say = useCallback((english: string) => msg(english), [msg]);
  const sayFailure = useCallback((failure: unknown) => msg(errorMessage(failure)), [msg]);
  return { say, sayFailure };
}
