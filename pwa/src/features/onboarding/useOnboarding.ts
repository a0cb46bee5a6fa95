/** The client's onboarding state, loaded once per page, and the translation of core's and the server's English. */
import { useCallback } from 'react';
import { onboardingMessage } from '../../lib/core-onboarding';
import { useI18n } from '../../lib/i18n';
import { useRemote, type Remote } from '../../lib/useRemote';
import { useSession } from '../../lib/useSession';
import { fetchState, type StateAnswer } from './api';

export function useOnboarding(): Remote<StateAnswer> & { userId: string | null } {
  const session = useSession();
  const userId = session?.user.user_id ?? null;
  const remote = useRemote(`onboarding-${userId ?? ''}`, (signal) =>
    userId ? fetchState(userId, signal) : Promise.resolve({ data: null }),
  );
  return { ...remote, userId };
}

/** An English message of core or the server in the current language (core's own Swahili first). */
export function useSay(): (english: string) => string {
  const { lang, msg } = useI18n();
  return useCallback(
    (english: string) => {
      if (lang === 'en') return english;
      const core = onboardingMessage(english, lang);
      return core !== english ? core : msg(english);
    },
    [lang, msg],
  );
}
