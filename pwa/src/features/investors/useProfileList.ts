/**
 * The list of public profiles, a page at a time: the first page of the chosen category, then each
 * "More" adds the next one. A failure keeps what is shown and can be tried again.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchProfiles, type ProfileSummary } from './api';

export type ProfileList =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | { status: 'shown'; profiles: ProfileSummary[]; total: number; page: number; more: 'idle' | 'loading' | { error: unknown } };

/** Whether the pages read so far leave profiles unshown. */
export const hasMore = (shown: number, total: number): boolean => shown < total;

/** The next page after those shown, without a profile twice (one added meanwhile shifts the pages). */
export function appendPage(shown: readonly ProfileSummary[], next: readonly ProfileSummary[]): ProfileSummary[] {
  const seen = new Set(shown.map((profile) => profile.id));
  return [...shown, ...next.filter((profile) => !seen.has(profile.id))];
}

export function useProfileList(category: number | null) {
  const [list, setList] = useState<ProfileList>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const live = useRef<AbortController | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    live.current = controller;
    setList({ status: 'loading' });
    fetchProfiles(1, category, controller.signal).then(
      (answer) => setList({ status: 'shown', profiles: answer.profiles, total: answer.total, page: answer.page, more: 'idle' }),
      (error: unknown) => controller.signal.aborted || setList({ status: 'failed', error }),
    );
    return () => controller.abort();
  }, [category, round]);

  const retry = useCallback(() => setRound((n) => n + 1), []);

  const loadMore = useCallback(() => {
    if (list.status !== 'shown' || list.more === 'loading') return;
    const signal = live.current?.signal;
    const next = list.page + 1;
    setList({ ...list, more: 'loading' });
    fetchProfiles(next, category, signal).then(
      (answer) =>
        setList((now) =>
          now.status === 'shown'
            ? { status: 'shown', profiles: appendPage(now.profiles, answer.profiles), total: answer.total, page: answer.page, more: 'idle' }
            : now,
        ),
      (error: unknown) => signal?.aborted || setList((now) => (now.status === 'shown' ? { ...now, more: { error } } : now)),
    );
  }, [list, category]);

  return { list, retry, loadMore };
}
