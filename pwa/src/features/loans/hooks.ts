import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/errors';
import { useI18n } from '../../lib/i18n';
import { getState } from './api';
import { resumeOf } from './flow';
import { stagedDraft } from './drafts';

export type Load<T> =
  | { state: 'loading' }
  | { state: 'failed'; message: string; status: number }
  | { state: 'ready'; value: T };

/**
 * Loads when `key` changes or on `retry()`; an answer that arrives after a newer request (or after the
 * page is left) is dropped.
 */
export function useLoad<T>(key: string, load: (signal: AbortSignal) => Promise<T>): [Load<T>, () => void, (value: T) => void] {
  const [result, setResult] = useState<Load<T>>({ state: 'loading' });
  const [round, setRound] = useState(0);
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });

  useEffect(() => {
    const controller = new AbortController();
    setResult({ state: 'loading' });
    loadRef.current(controller.signal).then(
      (value) => {
        if (!controller.signal.aborted) setResult({ state: 'ready', value });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setResult({ state: 'failed', message: errorMessage(error), status: error instanceof ApiError ? error.status : 0 });
      },
    );
    return () => controller.abort();
  }, [key, round]);

  const retry = useCallback(() => setRound((n) => n + 1), []);
  const set = useCallback((value: T) => setResult({ state: 'ready', value }), []);
  return [result, retry, set];
}

/** The waits between tries of a call that is retried until it succeeds: 1 s, 2 s, 4 s … at most 15 s. */
export function retryDelay(failures: number): number {
  return Math.min(15_000, 1000 * 2 ** Math.max(0, Math.min(failures - 1, 4)));
}

export interface Retrying<T> {
  value: T | null;
  /** Failed tries so far (0 while the first is running). */
  failures: number;
  lastError: string | null;
}

/** Loads until it succeeds (spec 000 section 8: the loan fund list is retried indefinitely). */
export function useRetryingLoad<T>(load: (signal: AbortSignal) => Promise<T>): Retrying<T> {
  const [state, setState] = useState<Retrying<T>>({ value: null, failures: 0, lastError: null });
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });

  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    const attempt = () => {
      loadRef.current(controller.signal).then(
        (value) => {
          if (!controller.signal.aborted) setState({ value, failures, lastError: null });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          failures += 1;
          setState({ value: null, failures, lastError: errorMessage(error) });
          timer = setTimeout(attempt, retryDelay(failures));
        },
      );
    };
    attempt();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, []);
  return state;
}

/**
 * Opens a new application, or the open one (`get_state?start=1`): the server says which fund-flow
 * screen to go to; an unfinished staged application continues at its stage.
 */
export function useStartApplication(userId: string): { start: () => void; busy: boolean } {
  const { msg } = useI18n();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const start = useCallback(() => {
    if (busy) return;
    setBusy(true);
    getState(userId, true).then(
      (state) => {
        setBusy(false);
        const resume = resumeOf(state);
        if (resume?.kind === 'staged') {
          stagedDraft.save(userId, { loanId: resume.loanId, stage: resume.stage });
          void navigate(resume.path);
          return;
        }
        void navigate(state.path);
      },
      (error: unknown) => {
        setBusy(false);
        toast.error(msg(errorMessage(error)), { id: 'loans' });
      },
    );
  }, [busy, msg, navigate, userId]);
  return { start, busy };
}

/** Resumes the open application after the server said to finish it first. */
export function useResume(userId: string): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    const state = await getState(userId);
    const resume = resumeOf(state);
    if (resume?.kind === 'staged') stagedDraft.save(userId, { loanId: resume.loanId, stage: resume.stage });
    void navigate(resume?.path ?? state.path);
  }, [navigate, userId]);
}
