/**
 * What both survey screens read: the menu (the server's answer, or the copy kept on the phone when
 * offline, lib/lastKnown.ts), the survey's language, and the submission waiting in the file queue,
 * followed until the server takes it (toasted once, the menu read again) or refuses it.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { surveyMessage } from '../../lib/core-survey';
import { dismissSubmission, useSubmission } from '../../lib/files';
import { useI18n, type Lang } from '../../lib/i18n';
import { loadOrKept, type Loaded } from '../../lib/lastKnown';
import { useSession } from '../../lib/useSession';
import { toast } from '../../lib/toast';
import { submissionGroup } from './answerBody';
import { fetchMenu, menuKey, SURVEY_CODES, type SurveyMenu, type SurveyName } from './api';
import { forgetDraft } from './draft';
import { surveyBaseOf } from './paths';
import { readSurveyLang, saveSurveyLang } from '../../lib/surveyLang';

export const TOAST_ID = 'survey';
export const QUARTERLY: SurveyName = 'quarterly_survey';

/**
 * `/dashboard/qsurvey/{role}`: the role is the path's (spec 001 section 2.4); under the playbook
 * (`/dashboard/playbook/quarterly_survey`, section 2.3) the playbook's base, so its home is where
 * Back returns.
 */
export function useSurveyBase(): string {
  const { pathname } = useLocation();
  return surveyBaseOf(pathname);
}


export function useSurveyLang(): [Lang, (lang: Lang) => void] {
  const { lang: appLang } = useI18n();
  const [lang, setLang] = useState<Lang>(() => readSurveyLang(appLang));
  const choose = useCallback((next: Lang) => {
    saveSurveyLang(next);
    setLang(next);
  }, []);
  return [lang, choose];
}

/** A server's message in the survey's wording: 'Error Occured {message}' unless it says so already. */
export function useSayError(lang: Lang): (message: string) => string {
  const { t } = useI18n();
  return (message) => {
    const shown = surveyMessage(message, lang);
    // The spec's messages say what they are already ('Error Occured …', 'No Questions – …').
    return /^(Error|No Questions)/.test(message) ? shown : t('survey.error', { message: shown });
  };
}

export function useMenu(name: SurveyName, lang: Lang) {
  const session = useSession();
  const userId = session?.user.user_id ?? '';
  const email = session?.user.email ?? '';
  const code = SURVEY_CODES[name];
  const [read, setRead] = useState<{ data: Loaded<SurveyMenu> | null; loading: boolean; error: unknown }>({
    data: null,
    loading: true,
    error: null,
  });
  const [round, setRound] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setRead((was) => ({ ...was, loading: true }));
    loadOrKept(userId, menuKey(code), () => fetchMenu(userId, email, code, lang, controller.signal)).then(
      (data) => {
        if (!controller.signal.aborted) setRead({ data, loading: false, error: null });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setRead({ data: null, loading: false, error });
      },
    );
    return () => controller.abort();
  }, [userId, email, code, lang, round]);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  return { ...read, failed: read.error !== null, reload, userId, phone: session?.user.phoneNumber ?? '' };
}

/**
 * The person's queued submission of the survey: `waiting` while it waits on the phone; once the server
 * took it, says 'Success {message}' once, forgets the draft and calls `onSent` (the menu read again);
 * a refusal's message is answered in `refusal` and toasted (the draft stays, to fix and submit
 * again), and the menu read again too.
 */
export function useQueued(name: SurveyName, userId: string, lang: Lang, onSent: () => void) {
  const { t } = useI18n();
  const sayError = useSayError(lang);
  const queued = useSubmission(submissionGroup(name));
  const [refusal, setRefusal] = useState<string | null>(null);
  const handled = useRef<string | null>(null);
  const onSentRef = useRef(onSent);
  useEffect(() => {
    onSentRef.current = onSent;
  });
  const submission = queued.submission;
  useEffect(() => {
    if (!submission || submission.state === 'waiting' || handled.current === submission.id) return;
    handled.current = submission.id;
    if (submission.state === 'sent') {
      toast.success(t('survey.success', { message: surveyMessage(submission.message ?? '', lang) }), { id: TOAST_ID });
      forgetDraft(userId, name);
      onSentRef.current();
    } else {
      const message = sayError(submission.message ?? 'Error Occured! Try again');
      setRefusal(message);
      toast.error(message, { id: TOAST_ID });
      // Filled in from another phone, or closed meanwhile: the menu says so now.
      onSentRef.current();
    }
    void dismissSubmission(submission.id);
  }, [submission, t, lang, userId, name, sayError]);
  return { waiting: submission?.state === 'waiting', sending: queued.sending, refusal, clearRefusal: () => setRefusal(null) };
}
