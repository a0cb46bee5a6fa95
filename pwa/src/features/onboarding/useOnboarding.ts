/**
 * The client's onboarding state as the pages show it: the server's answer (kept on the phone, and
 * shown from there when the network fails), with the steps waiting in the file queue counted as sent
 * (overlay.ts). Whichever page is open follows the queue: a step sent is toasted and the state read
 * again (then its request is forgotten); a step refused is kept for its page to show. Also the
 * translation of core's and the server's English.
 */
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { onboardingMessage } from '../../lib/core-onboarding';
import { dismissSubmission, useSubmissions, type Submission } from '../../lib/files';
import { useI18n } from '../../lib/i18n';
import { keepKnown, loadOrKept } from '../../lib/lastKnown';
import { toast } from '../../lib/toast';
import { UPLOAD_FAILED } from '../../lib/upload';
import { useRemote } from '../../lib/useRemote';
import { useSession } from '../../lib/useSession';
import { fetchState, type StateAnswer } from './api';
import { GROUP_PREFIX, overlay, staleRefusals, type ShownState } from './overlay';

/** The key of the state in the phone's last known answers. */
const KEPT_KEY = 'onboarding-state';
export const TOAST_ID = 'onboarding-step';

/** The state answer as shown: `data` null for the old manual system (`message` says so). */
export interface ShownAnswer {
  data: ShownState | null;
  message?: string;
}

export interface OnboardingRemote {
  data: ShownAnswer | null;
  /** Reading the state, or the file queue not read yet. */
  loading: boolean;
  failed: boolean;
  reload: () => void;
  /** A newer state the server answered (the hub set-up's). */
  set: (answer: StateAnswer) => void;
  userId: string | null;
}

interface Loaded {
  value: StateAnswer;
  keptAt: number | null;
  /** The number of its request (this page's): a step seen sent before the request is in its answer. */
  request: number;
}

/** Refusals already toasted in this page's life (a page change does not toast them again). */
const told = new Set<string>();

export function useOnboarding(): OnboardingRemote {
  const session = useSession();
  const userId = session?.user.user_id ?? null;
  const say = useSay();
  /** Requests for the state made so far. */
  const requests = useRef(0);
  const remote = useRemote<Loaded>(`onboarding-${userId ?? ''}`, async (signal) => {
    const request = ++requests.current;
    if (!userId) return { value: { data: null }, keptAt: null, request };
    const loaded = await loadOrKept(userId, KEPT_KEY, () => fetchState(userId, signal));
    return { ...loaded, request };
  });
  const submissions = useSubmissions(GROUP_PREFIX);
  const { reload, set: setLoaded } = remote;
  /** Sent requests → the number of the last state request made before they were seen sent. */
  const sentSeen = useRef(new Map<string, number>());

  // The queue moved: a step sent is read again from the server; a refusal is told once.
  useEffect(() => {
    if (!submissions) return;
    let sent = false;
    for (const submission of submissions) {
      if (submission.state === 'sent' && !sentSeen.current.has(submission.id)) {
        sentSeen.current.set(submission.id, requests.current);
        toast.success(say(submission.message ?? 'Saved'), { id: TOAST_ID });
        sent = true;
      }
      if (submission.state === 'refused' && !told.has(submission.id)) {
        told.add(submission.id);
        toast.error(say(submission.message ?? UPLOAD_FAILED), { id: TOAST_ID });
      }
    }
    if (sent) reload();
  }, [submissions, say, reload]);

  // A fresh answer of the server: forget what it now has.
  const loaded = remote.data;
  useEffect(() => {
    if (!loaded || loaded.keptAt !== null || !loaded.value.data || !submissions) return;
    const done = submissions.filter((s) => s.state === 'sent' && (sentSeen.current.get(s.id) ?? Infinity) < loaded.request);
    const forget = [...done.map((s) => s.id), ...staleRefusals(loaded.value.data, submissions)];
    for (const id of forget) {
      sentSeen.current.delete(id);
      void dismissSubmission(id);
    }
  }, [loaded, submissions]);

  const data = useMemo(() => shown(loaded, submissions), [loaded, submissions]);
  const set = useCallback(
    (answer: StateAnswer) => {
      setLoaded({ value: answer, keptAt: null, request: ++requests.current });
      if (userId) void keepKnown(userId, KEPT_KEY, answer);
    },
    [setLoaded, userId],
  );
  return { data, loading: remote.loading || submissions === undefined, failed: remote.failed, reload, set, userId };
}

/** null until both the answer and the file queue are read. */
function shown(loaded: Loaded | null, submissions: Submission[] | undefined): ShownAnswer | null {
  if (!loaded || !submissions) return null;
  const { data, message } = loaded.value;
  if (!data) return { data: null, ...(message ? { message } : {}) };
  return { data: overlay(data, submissions, Math.floor(Date.now() / 1000), loaded.keptAt) };
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
