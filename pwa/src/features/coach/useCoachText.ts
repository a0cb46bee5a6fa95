import { useCallback } from 'react';
import { onboardingMessage } from '../../lib/core-onboarding';
import { errorMessage } from '../../lib/errors';
import { useI18n } from '../../lib/i18n';

/** A message of the server or of core in the reader's language: the app's own texts first, then core's Swahili. */
export function useCoachText(): (english: string) => string {
  const { msg, lang } = useI18n();
  return useCallback(
    (english: string) => {
      const own = msg(english);
      return own !== english ? own : onboardingMessage(english, lang);
    },
    [msg, lang],
  );
}

/** A failed call's message, translated. */
export function useErrorText(): (error: unknown) => string {
  const say = useCoachText();
  return useCallback((error: unknown) => say(errorMessage(error)), [say]);
}
