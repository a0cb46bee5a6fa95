import { useCallback, useEffect, useState } from 'react';
import { loadOrKept, type Loaded } from '../../lib/lastKnown';
import { useSession } from '../../lib/useSession';
import { fetchPairs, PAIRS_KEY, type Pair } from './api';

export interface PairsRead {
  data: Loaded<Pair[]> | null;
  loading: boolean;
  error: unknown;
  reload: () => void;
}

/** Every pair: the server's answer, or offline the copy kept on the device (lib/lastKnown.ts). */
export function usePairs(): PairsRead {
  const userId = useSession()?.user.user_id ?? '';
  const [read, setRead] = useState<Omit<PairsRead, 'reload'>>({ data: null, loading: true, error: null });
  const [round, setRound] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setRead((was) => ({ ...was, loading: true }));
    loadOrKept(userId, PAIRS_KEY, () => fetchPairs(controller.signal)).then(
      (data) => {
        if (!controller.signal.aborted) setRead({ data, loading: false, error: null });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setRead((was) => ({ data: was.data, loading: false, error }));
      },
    );
    return () => controller.abort();
  }, [userId, round]);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  return { ...read, reload };
}
