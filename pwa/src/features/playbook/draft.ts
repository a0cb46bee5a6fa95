/**
 * What the person typed and has not had taken by the server yet, per user (localStorage): a task's
 * reply until the server took it (a refusal brings it back to send again), the feedback form of a
 * session until it is queued. A reload or a closed tab loses nothing.
 */
import { KEY_PREFIX, readJson, removeItem, writeItem } from '../../lib/storage';

export interface ReplyDraft {
  response: string;
}

export interface FeedbackDraft {
  rated: number | null;
  feedback: string;
}

export const replyDraftKey = (userId: string, taskId: string): string => `${KEY_PREFIX}playbook-draft.${userId}.reply.${taskId}`;
export const feedbackDraftKey = (userId: string, sessionId: string): string =>
  `${KEY_PREFIX}playbook-draft.${userId}.feedback.${sessionId}`;

export function readReplyDraft(userId: string, taskId: string): ReplyDraft {
  const stored = readJson<Partial<ReplyDraft>>('local', replyDraftKey(userId, taskId));
  return { response: typeof stored?.response === 'string' ? stored.response : '' };
}

export function saveReplyDraft(userId: string, taskId: string, draft: ReplyDraft): void {
  if (draft.response) writeItem('local', replyDraftKey(userId, taskId), JSON.stringify(draft));
  else removeItem('local', replyDraftKey(userId, taskId));
}

export const forgetReplyDraft = (userId: string, taskId: string): void => removeItem('local', replyDraftKey(userId, taskId));

export function readFeedbackDraft(userId: string, sessionId: string): FeedbackDraft {
  const stored = readJson<Partial<FeedbackDraft>>('local', feedbackDraftKey(userId, sessionId));
  const rated = typeof stored?.rated === 'number' && Number.isInteger(stored.rated) ? stored.rated : null;
  return { rated, feedback: typeof stored?.feedback === 'string' ? stored.feedback : '' };
}

export function saveFeedbackDraft(userId: string, sessionId: string, draft: FeedbackDraft): void {
  if (draft.rated !== null || draft.feedback) writeItem('local', feedbackDraftKey(userId, sessionId), JSON.stringify(draft));
  else removeItem('local', feedbackDraftKey(userId, sessionId));
}

export const forgetFeedbackDraft = (userId: string, sessionId: string): void =>
  removeItem('local', feedbackDraftKey(userId, sessionId));
