import { useCallback, useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { errorMessage } from '../../lib/errors';
import { useI18n } from '../../lib/i18n';

export interface RemoteList<T> {
  rows: T[] | null;
  loading: boolean;
  failed: boolean;
  reload: () => void;
}

/**
 * Loads a list when `key` changes or on `reload()`, drops answers that arrive after a newer request,
 * and shows a failure as a toast with the server's text.
 */
export function useRemoteList<T>(key: string, load: (signal: AbortSignal) => Promise<T[]>): RemoteList<T> {
  const { msg } = useI18n();
  const [rows, setRows] = useState<T[] | null>(null);
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
        setRows(next);
        setFailed(false);
        setLoading(false);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setFailed(true);
        setLoading(false);
        toast.error(msgRef.current(errorMessage(error)), { id: 'list' });
      },
    );
    return () => controller.abort();
  }, [key, round]);

  const reload = useCallback(() => setRound((value) => value + 1), []);
  return { rows, loading, failed, reload };
}
