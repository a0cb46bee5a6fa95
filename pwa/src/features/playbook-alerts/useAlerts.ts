/**
 * The person's alerts: the server's answer, or offline the copy kept on the device (lib/lastKnown.ts),
 * with the marks "read" made here applied at once. A mark is a request in the file queue (no file), so
 * it is sent when the network allows, after a reload too; once the server took it and the list was
 * read again, it is forgotten.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { dismissSubmission, queueSubmission, useSubmissions } from '../../lib/files';
import { loadOrKept, type Loaded } from '../../lib/lastKnown';
import { useSession } from '../../lib/useSession';
import { ALL, localReads, READ_GROUP, unreadOf, withReads } from './alerts';
import { ALERTS_KEY, fetchAlerts, markReadNow, readPath, type Alert, type AlertList } from './api';

export interface AlertsView {
  alerts: Alert[] | null;
  unread: number;
  /** When the copy shown was kept (ms), null when it is the server's answer now. */
  keptAt: number | null;
  loading: boolean;
  error: unknown;
  reload: () => void;
  markRead: (id: string) => Promise<void>;
}

export function useAlerts(): AlertsView {
  const userId = useSession()?.user.user_id ?? '';
  const [read, setRead] = useState<{ data: Loaded<AlertList> | null; loading: boolean; error: unknown }>({
    data: null,
    loading: true,
    error: null,
  });
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  const submissions = useSubmissions(READ_GROUP);
  const submissionsRef = useRef(submissions);
  useEffect(() => {
    submissionsRef.current = submissions;
  });

  useEffect(() => {
    const controller = new AbortController();
    // The marks the server has answered before this read began: the answer includes them.
    const answered = (submissionsRef.current ?? []).filter((s) => s.state !== 'waiting').map((s) => s.id);
    setRead((was) => ({ ...was, loading: true }));
    loadOrKept(userId, ALERTS_KEY, () => fetchAlerts(controller.signal)).then(
      (data) => {
        if (controller.signal.aborted) return;
        setRead({ data, loading: false, error: null });
        if (data.keptAt === null) for (const id of answered) void dismissSubmission(id);
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setRead((was) => ({ data: was.data, loading: false, error }));
      },
    );
    return () => controller.abort();
  }, [userId, round]);

  // A mark the server just took: read the list again (once per mark), so the server's word shows.
  const seen = useRef(new Set<string>());
  useEffect(() => {
    let fresh = false;
    for (const submission of submissions ?? []) {
      if (submission.state !== 'waiting' && !seen.current.has(submission.id)) {
        seen.current.add(submission.id);
        fresh = true;
      }
    }
    if (fresh) reload();
  }, [submissions, reload]);

  const reads = useMemo(() => localReads(submissions), [submissions]);
  const alerts = useMemo(() => (read.data ? withReads(read.data.value.data, reads) : null), [read.data, reads]);

  const markRead = useCallback(async (id: string) => {
    const group = `${READ_GROUP}${id}`;
    try {
      await queueSubmission({ group, files: [], method: 'POST', path: readPath(id === ALL ? ALL : id), body: {}, fileFields: {} });
    } catch {
      // No queue on this device (a private mode): straight to the server.
      await markReadNow(id);
      reload();
    }
  }, [reload]);

  return {
    alerts,
    unread: read.data ? unreadOf(read.data.value, reads) : 0,
    keptAt: read.data?.keptAt ?? null,
    loading: read.loading,
    error: read.error,
    reload,
    markRead,
  };
}
