import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from './toast';
import { errorMessage } from './errors';
import { useI18n } from './i18n';

export interface Remote<T> {
  data: T | null;
  loading: boolean;
  failed: boolean;
  reload: () => void;
  /** Replaces the data with a newer copy (e.g. the loan a decision answered with). */
  set: (data: T) => void;
}

/**
 * Loads data when `key` changes or on `reload()`, drops answers that arrive after a newer request,
 * and shows a failure as a toast with the server's text.
 */
export function useRemote<T>(key: string, load: (signal: AbortSignal) => Promise<T>): Remote<T> {
  const { msg } = useI18n();
  const [data, setData] = useState<T | null>(null);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [round, setRound] = useState(0);
  const loadRef = useRef(load);
  const msgRef = useRef(msg);
  useEffect(() => {
    loadRef.current = load;
    msgRef.current = msg;
  });

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    loadRef.current(controller.signal).then(
      (next) => {
        if (controller.signal.aborted) return;
        setData(next);
        setFailed(false);
        setLoading(false);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setFailed(true);
        setLoading(false);
        toast.error(msgRef.current(errorMessage(error)), { id: `load-${key}` });
      },
    );
    return () => controller.abort();
  }, [key, round]);

  const reload = useCallback(() => setRound((value) => value + 1), []);
  const set = useCallback((next: T) => setData(next), []);
  return { data, loading, failed, reload, set };
}
