import { useCallback, useEffect, useState } from 'react';
import { onboardingMessage } from '../../lib/core-onboarding';
import { useI18n } from '../../lib/i18n';
import { useRemote, type Remote } from '../../lib/useRemote';
import { useSession } from '../../lib/useSession';
import { getApplicantState, type ApplicantAnswer } from './api';

/** The signed-in applicant's state, loaded when a screen opens. */
export function useApplicant(): Remote<ApplicantAnswer> & { userId: string | null } {
  const session = useSession();
  const userId = session?.user.user_id ?? null;
  const remote = useRemote(`applicant-${userId ?? ''}`, (signal) =>
    userId ? getApplicantState(userId, signal) : Promise.reject(new Error('Sign in to continue')),
  );
  return { ...remote, userId };
}

/** A message of core or the server in the person's language: the app's texts, then core's Swahili. */
export function useSay(): (english: string) => string {
  const { msg, lang } = useI18n();
  return useCallback(
    (english: string) => {
      const known = msg(english);
      return known !== english ? known : onboardingMessage(english, lang);
    },
    [msg, lang],
  );
}

/** Epoch seconds now, moving on every 30 seconds (the countdown shows minutes). */
export function useNow(): number {
  const [now, setNow] = useState(() => Math.floor(Date.now() / 1000));
  useEffect(() => {
    const timer = setInterval(() => setNow(Math.floor(Date.now() / 1000)), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
