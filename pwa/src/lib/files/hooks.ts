/** A screen's view of its queued requests: their state, their files and how far they are up. */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { percentOf } from '../upload';
import { currentQueue, getSending, onFilesChanged, startFileQueue, subscribeSending } from './driver';
import { filesOf, latestSubmission, submissionsIn } from './queue';
import type { QueuedFile, Submission } from './types';

export interface SubmissionView {
  /** The group's newest request; null when there is none; undefined while reading. */
  submission: Submission | null | undefined;
  files: QueuedFile[];
  /** Whole percent of its files' bytes the server has (or is being sent), 0 to 100. */
  percent: number;
  /** A tab is sending files right now. */
  sending: boolean;
}

export function useSubmission(group: string): SubmissionView {
  const [read, setRead] = useState<{ submission: Submission | null | undefined; files: QueuedFile[] }>({
    submission: undefined,
    files: [],
  });
  const sending = useSyncExternalStore(subscribeSending, getSending, getSending);

  useEffect(() => {
    let live = true;
    startFileQueue();
    const load = async () => {
      const queue = currentQueue();
      if (!queue) return;
      try {
        const db = await queue.db();
        const submission = (await latestSubmission(db, group)) ?? null;
        const files = submission ? await filesOf(db, submission) : [];
        if (live) setRead({ submission, files });
      } catch {
        if (live) setRead({ submission: null, files: [] });
      }
    };
    void load();
    const off = onFilesChanged(() => void load());
    return () => {
      live = false;
      off();
    };
  }, [group]);

  const size = read.files.reduce((sum, file) => sum + file.size, 0);
  const up = read.files.reduce((sum, file) => {
    const bytes = file.state === 'finished' ? file.size : Math.max(file.offset, sending.sent.get(file.key) ?? 0);
    return sum + Math.min(file.size, bytes);
  }, 0);
  const sent = read.submission?.state === 'sent';
  return { ...read, percent: sent ? 100 : percentOf(up, size), sending: sending.working };
}

/**
 * Every queued request of the groups starting with `prefix` (oldest first), read again whenever the
 * queue changes (this tab or another); undefined while first reading.
 */
export function useSubmissions(prefix: string): Submission[] | undefined {
  const [read, setRead] = useState<Submission[] | undefined>(undefined);
  useEffect(() => {
    let live = true;
    startFileQueue();
    const load = async () => {
      const queue = currentQueue();
      if (!queue) {
        if (live) setRead([]);
        return;
      }
      try {
        const all = await submissionsIn(await queue.db(), prefix);
        if (live) setRead(all);
      } catch {
        if (live) setRead([]);
      }
    };
    void load();
    const off = onFilesChanged(() => void load());
    return () => {
      live = false;
      off();
    };
  }, [prefix]);
  return read;
}
