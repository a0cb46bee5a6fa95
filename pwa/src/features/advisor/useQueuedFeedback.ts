/**
 * The advisor's feedback waiting in the file queue for a session and pair: the ones still waiting
 * (shown as "Waiting to send"), and each one settled told once: sent (a toast, the list read again)
 * or refused (its message, and what was typed handed back to the form), then forgotten.
 */
import { useEffect, useRef } from 'react';
import { dismissSubmission, useSubmissions, type Submission } from '../../lib/files';
import { feedbackGroup } from './api';

export interface Settled {
  sent: (submission: Submission) => void;
  refused: (submission: Submission) => void;
}

export function useQueuedFeedback(sessionId: string, pairId: string, settled: Settled): Submission[] {
  const all = useSubmissions(feedbackGroup(sessionId, pairId));
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
