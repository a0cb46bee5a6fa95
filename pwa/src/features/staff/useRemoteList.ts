import { useRemote } from '../../lib/useRemote';

export interface RemoteList<T> {
  rows: T[] | null;
  loading: boolean;
  failed: boolean;
  reload: () => void;
}

/** A list loaded when `key` changes or on `reload()` (see `useRemote`). */
export function useRemoteList<T>(key: string, load: (signal: AbortSignal) => Promise<T[]>): RemoteList<T> {
  const { data, loading, failed, reload } = useRemote(key, load);
  return { rows: data, loading, failed, reload };
}
