/**
 * A read of a signed-in screen (the playbook, learning): the server's answer, kept on the phone per user (lib/lastKnown.ts), or the
 * kept copy when offline (with when it was kept), read again when the connection comes back. `key`
 * null waits (an id not known yet). `reload` answers when the new answer is in, so a sent reply is
 * forgotten only once the list has it.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { loadOrKept, type Loaded } from './lastKnown';
import { useSession } from './useSession';

export interface Kept<T> {
  data: Loaded<T> | null;
  loading: boolean;
  error: unknown;
  reload: () => Promise<void>;
}

export function useUserId(): string {
  return useSession()?.user.user_id ?? '';
}

export function useKept<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): Kept<T> {
  const userId = useUserId();
  const [read, setRead] = useState<{ key: string | null; data: Loaded<T> | null; loading: boolean; error: unknown }>({
    key,
    data: null,
    loading: key !== null,
    error: null,
  });
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  const controllers = useRef(new Set<AbortController>());

  const run = useCallback(
    (quiet: boolean): Promise<void> => {
      if (key === null || !userId) return Promise.resolve();
      const controller = new AbortController();
      controllers.current.add(controller);
      if (!quiet) setRead((was) => ({ key, data: was.key === key ? was.data : null, loading: true, error: null }));
      return loadOrKept(userId, `${key}`, () => loadRef.current(controller.signal)).then(
        (data) => {
          if (!controller.signal.aborted) setRead({ key, data, loading: false, error: null });
        },
        (error: unknown) => {
          if (!controller.signal.aborted) setRead((was) => ({ key, data: was.key === key ? was.data : null, loading: false, error }));
        },
      ).finally(() => controllers.current.delete(controller));
    },
    [key, userId],
  );

  useEffect(() => {
    void run(false);
    const live = controllers.current;
    return () => {
      for (const controller of live) controller.abort();
      live.clear();
    };
  }, [run]);

  // The connection is back: read again, so a copy kept for airplane mode gives way to the server's.
  useEffect(() => {
    const onOnline = () => void run(true);
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [run]);

  const reload = useCallback(() => run(true), [run]);
  // An answer for another key is never shown under this one.
  const current = read.key === key;
  return {
    data: current ? read.data : null,
    loading: key !== null && (!current || read.loading),
    error: current ? read.error : null,
    reload,
  };
}
