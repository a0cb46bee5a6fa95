/**
 * The mentor's messages to a trainee waiting in the file queue: those still waiting (shown as
 * "Waiting to send"), and each settled one told once: sent (the chat is read again) or refused (its
 * message, and the text handed back), then forgotten.
 */
import { useEffect, useRef } from 'react';
import { dismissSubmission, useSubmissions, type Submission } from '../../lib/files';
import { messageGroup } from './api';

export interface Settled {
  sent: (submission: Submission) => void;
  refused: (submission: Submission) => void;
}

/** The text a queued message carries. */
export const queuedText = (submission: Submission): string => {
  const content = submission.body.content as { text?: unknown } | undefined;
  return typeof content?.text === 'string' ? content.text : '';
};

export function useQueuedMessages(traineeId: string, settled: Settled): Submission[] {
  const all = useSubmissions(messageGroup(traineeId));
  const told = useRef(new Set<string>());
  const settledRef = useRef(settled);
  useEffect(() => {
    settledRef.current = settled;
  });
  useEffect(() => {
    for (const submission of all ?? []) {
      if (submission.state === 'waiting' || told.current.has(submission.id)) continue;
      told.current.add(submission.id);
      if (submission.state === 'sent') settledRef.current.sent(submission);
      else settledRef.current.refused(submission);
      void dismissSubmission(submission.id);
    }
  }, [all]);
  return (all ?? []).filter((submission) => submission.state === 'waiting');
}
