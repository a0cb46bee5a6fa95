import { useCallback, useEffect, useRef, useState } from 'react';
import { keepKnown, loadOrKept, type Loaded } from '../../lib/lastKnown';
import { useSession } from '../../lib/useSession';

export interface KeptRead<T> {
  data: Loaded<T> | null;
  loading: boolean;
  error: unknown;
  reload: () => void;
  /** Replaces the data with the server's newer answer (kept too). */
  set: (value: T) => void;
}

/**
 * The server's answer for `key`, or offline the copy kept on the device (lib/lastKnown.ts), so a
 * coach on a tablet without a connection still reads the pairs as they were.
 */
export function useKept<T>(key: string, load: (signal: AbortSignal) => Promise<T>): KeptRead<T> {
  const userId = useSession()?.user.user_id ?? '';
  const [read, setRead] = useState<{ data: Loaded<T> | null; loading: boolean; error: unknown }>({ data: null, loading: true, error: null });
  const [round, setRound] = useState(0);
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  useEffect(() => {
    const controller = new AbortController();
    setRead((was) => ({ ...was, loading: true }));
    loadOrKept(userId, key, () => loadRef.current(controller.signal)).then(
      (data) => {
        if (!controller.signal.aborted) setRead({ data, loading: false, error: null });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setRead((was) => ({ data: was.data, loading: false, error }));
      },
    );
    return () => controller.abort();
  }, [userId, key, round]);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  const set = useCallback(
    (value: T) => {
      setRead({ data: { value, keptAt: null }, loading: false, error: null });
      void keepKnown(userId, key, value);
    },
    [userId, key],
  );
  return { ...read, reload, set };
}
