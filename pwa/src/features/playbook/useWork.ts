/**
 * A session's replies and feedback waiting in the file queue, followed until the server answers:
 * taken, its message is toasted, the session's lists and the pair's progress are read again and only
 * then is it forgotten (so the task never shows Reply in between) with its draft; refused, the
 * message is toasted and the typed text kept to send again (a reply keeps its draft and shows the
 * refusal on its task; a feedback's stars and text go back into the form).
 */
import { useEffect, useMemo, useRef } from 'react';
import { dismissSubmission, useSubmissions, type Submission } from '../../lib/files';
import { useI18n } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { forgetReplyDraft, saveFeedbackDraft } from './draft';
import { sayMessage } from './messages';
import { feedbackGroup, GROUP_PREFIX, replyGroup, settled } from './queued';

interface WorkOptions {
  userId: string;
  sessionId: string;
  taskIds: readonly string[];
  /** Reads the lists and the progress again; resolves when they are in. */
  refresh: () => Promise<unknown>;
  /** A feedback was refused: its message (in the person's language); its text is back in the draft. */
  onFeedbackRefused: (message: string) => void;
}

const TOAST_ID = 'playbook-send';

export function useWork({ userId, sessionId, taskIds, refresh, onFeedbackRefused }: WorkOptions): Submission[] {
  const { lang, msg } = useI18n();
  const all = useSubmissions(GROUP_PREFIX);
  const submissions = useMemo(() => all ?? [], [all]);
  const handled = useRef(new Set<string>());
  const latest = useRef({ refresh, onFeedbackRefused, lang, msg });
  useEffect(() => {
    latest.current = { refresh, onFeedbackRefused, lang, msg };
  });
  const groups = useMemo(() => new Set([feedbackGroup(sessionId), ...taskIds.map(replyGroup)]), [sessionId, taskIds]);

  useEffect(() => {
    const { sent, refused } = settled(submissions, groups);
    const say = (english: string | null) => sayMessage(english ?? '', latest.current.lang, latest.current.msg);
    for (const submission of sent) {
      if (handled.current.has(submission.id)) continue;
      handled.current.add(submission.id);
      if (submission.message) toast.success(say(submission.message), { id: TOAST_ID });
      void latest.current
        .refresh()
        .catch(() => undefined)
        .then(() => {
          const taskId = submission.group.startsWith(replyGroup('')) ? submission.group.slice(replyGroup('').length) : null;
          if (taskId) forgetReplyDraft(userId, taskId);
          return dismissSubmission(submission.id);
        });
    }
    for (const submission of refused) {
      if (handled.current.has(submission.id)) continue;
      handled.current.add(submission.id);
      const message = say(submission.message ?? 'Error Occured !');
      toast.error(message, { id: TOAST_ID });
      if (submission.group === feedbackGroup(sessionId)) {
        const rated = Number(submission.body.rated);
        saveFeedbackDraft(userId, sessionId, {
          rated: Number.isInteger(rated) && rated >= 1 && rated <= 5 ? rated : null,
          feedback: typeof submission.body.feedback === 'string' ? submission.body.feedback : '',
        });
        latest.current.onFeedbackRefused(message);
        void dismissSubmission(submission.id);
      }
      // A refused reply stays on the phone: its task shows the message until it is sent again.
    }
  }, [submissions, groups, userId, sessionId]);

  return submissions;
}

/** Before a reply is queued again: the refused one of the task is forgotten. */
export async function forgetRefused(submissions: readonly Submission[], group: string): Promise<void> {
  for (const submission of submissions) {
    if (submission.group === group && submission.state === 'refused') await dismissSubmission(submission.id);
  }
}
