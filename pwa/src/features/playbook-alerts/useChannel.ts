import { useCallback, useEffect, useState } from 'react';
import { keepKnown, loadOrKept, type Loaded } from '../../lib/lastKnown';
import { useSession } from '../../lib/useSession';
import { CHANNEL_KEY, fetchChannel, saveChannel, type Channel } from './api';

export interface ChannelView {
  data: Loaded<Channel> | null;
  loading: boolean;
  error: unknown;
  reload: () => void;
  /** Saves the choice; the server's refusal (no phone for SMS…) is thrown. */
  save: (channel: Channel) => Promise<Channel>;
}

/** How the person is told of alerts: the server's answer, or offline the kept copy. */
export function useChannel(): ChannelView {
  const userId = useSession()?.user.user_id ?? '';
  const [read, setRead] = useState<Omit<ChannelView, 'reload' | 'save'>>({ data: null, loading: true, error: null });
  const [round, setRound] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setRead((was) => ({ ...was, loading: true }));
    loadOrKept(userId, CHANNEL_KEY, () => fetchChannel(controller.signal)).then(
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
  const save = useCallback(
    async (channel: Channel) => {
      const saved = await saveChannel(channel);
      await keepKnown(userId, CHANNEL_KEY, saved);
      setRead({ data: { value: saved, keptAt: null }, loading: false, error: null });
      return saved;
    },
    [userId],
  );
  return { ...read, reload, save };
}
