/**
 * A read of the advisor's and the mentor's screens, named by a `KeptRead` (its key and loader): the server's answer, kept on the phone for next time, or the copy
 * kept when the network fails (lib/lastKnown.ts), with when it was kept. `reload()` reads again;
 * the data shown stays while it does.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { loadOrKept } from './lastKnown';
import { useSession } from './useSession';

/** What to read: the key its copy is kept under and how to load it. */
export interface KeptRead<T> {
  key: string;
  load: (signal: AbortSignal) => Promise<T>;
}

export interface Kept<T> {
  data: T | null;
  /** null: the server's answer; else when the copy shown was kept (ms). */
  keptAt: number | null;
  loading: boolean;
  error: unknown;
  reload: () => void;
}

/** `read` null waits (an id not known yet). */
export function useKept<T>(read: KeptRead<T> | null): Kept<T> {
  const userId = useSession()?.user.user_id ?? '';
  const key = read?.key ?? '';
  const readRef = useRef(read);
  useEffect(() => {
    readRef.current = read;
  });
  const [state, setState] = useState<{ key: string; data: T | null; keptAt: number | null; loading: boolean; error: unknown }>({
    key,
    data: null,
    keptAt: null,
    loading: true,
    error: null,
  });
  const [round, setRound] = useState(0);
  useEffect(() => {
    const current = readRef.current;
    if (!current) return;
    const controller = new AbortController();
    setState((was) => (was.key === key ? { ...was, loading: true } : { key, data: null, keptAt: null, loading: true, error: null }));
    loadOrKept(userId, current.key, () => current.load(controller.signal)).then(
      (loaded) => {
        if (!controller.signal.aborted) setState({ key, data: loaded.value, keptAt: loaded.keptAt, loading: false, error: null });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState((was) => ({ ...was, key, loading: false, error }));
      },
    );
    return () => controller.abort();
  }, [userId, key, round]);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  const same = state.key === key;
  return {
    data: same ? state.data : null,
    keptAt: same ? state.keptAt : null,
    loading: !same || state.loading,
    error: same ? state.error : null,
    reload,
  };
}
