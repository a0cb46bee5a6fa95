/**
 * A chat with a trainee: read once (kept on the phone, so it opens offline), then polled every
 * POLL_MS while the page is visible with the last `ETag` (a 304 is "nothing new"). Opening it, and
 * each new message from the trainee, marks the trainee's messages read (best effort).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { keepKnown, loadOrKept } from '../../lib/lastKnown';
import { useSession } from '../../lib/useSession';
import { markRead, messagesKey, type Chat } from './api';
import { pollMessages } from './pollMessages';
import type { Message } from './wire';

export const POLL_MS = 12_000;

export interface Thread {
  messages: Message[] | null;
  keptAt: number | null;
  loading: boolean;
  error: unknown;
  /** Reads again now (after a message was sent, or Try again). */
  refresh: () => void;
}

/** Whether the trainee wrote something the mentor has not marked read. */
export const hasUnread = (messages: readonly Message[]): boolean => messages.some((m) => m.sender === 'trainee' && m.status !== 'read');

export function useThread(chat: Chat | null): Thread {
  const userId = useSession()?.user.user_id ?? '';
  const key = chat ? messagesKey(chat) : '';
  const chatRef = useRef(chat);
  useEffect(() => {
    chatRef.current = chat;
  });
  const etag = useRef<string | null>(null);
  const [state, setState] = useState<{ key: string; messages: Message[] | null; keptAt: number | null; loading: boolean; error: unknown }>({
    key,
    messages: null,
    keptAt: null,
    loading: true,
    error: null,
  });
  const [round, setRound] = useState(0);
  const refresh = useCallback(() => setRound((r) => r + 1), []);

  // The first read (or Try again): the server's answer, or the kept copy offline.
  useEffect(() => {
    const current = chatRef.current;
    if (!current) return;
    const controller = new AbortController();
    setState((was) => (was.key === key ? { ...was, loading: true } : { key, messages: null, keptAt: null, loading: true, error: null }));
    loadOrKept(userId, key, async () => {
      const poll = await pollMessages(current, null, controller.signal);
      etag.current = poll.changed ? poll.etag : null;
      return poll.changed ? poll.messages : [];
    }).then(
      (loaded) => {
        if (controller.signal.aborted) return;
        setState({ key, messages: loaded.value, keptAt: loaded.keptAt, loading: false, error: null });
        if (loaded.keptAt === null) void markRead(current).catch(() => undefined);
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState((was) => ({ ...was, key, loading: false, error }));
      },
    );
    return () => controller.abort();
  }, [userId, key]);

  // Polling while visible; `round` polls at once (a message was just sent).
  useEffect(() => {
    const current = chatRef.current;
    if (!current) return;
    const controller = new AbortController();
    const tick = async () => {
      if (document.visibilityState !== 'visible') return;
      try {
        const poll = await pollMessages(current, etag.current, controller.signal);
        if (!poll.changed || controller.signal.aborted) return;
        etag.current = poll.etag;
        setState({ key, messages: poll.messages, keptAt: null, loading: false, error: null });
        void keepKnown(userId, key, poll.messages);
        if (hasUnread(poll.messages)) void markRead(current).catch(() => undefined);
      } catch {
        // Offline or refused for now: the next tick tries again; what is shown stays.
      }
    };
    if (round > 0) void tick();
    const timer = window.setInterval(() => void tick(), POLL_MS);
    const onVisible = () => void tick();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      controller.abort();
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [userId, key, round]);

  const same = state.key === key;
  return {
    messages: same ? state.messages : null,
    keptAt: same ? state.keptAt : null,
    loading: !same || state.loading,
    error: same ? state.error : null,
    refresh,
  };
}
