/**
 * Replies and feedback go through the file queue (docs/files.md) as the posts' JSON forms, so sent
 * offline they wait on the phone and are applied once (`submissionId`, made once on the phone). What
 * the screens show is the server's lists with what waits on the phone laid over them: a task whose
 * reply waits shows it as sent-pending (no Reply), a feedback that waits is listed marked so; a
 * refusal is shown with its message. Nothing is decided here: the server checks with core's rules.
 */
import type { Submission } from '../../lib/files';
import type { Feedback, Task } from './api';

export const GROUP_PREFIX = 'playbook-';
export const replyGroup = (taskId: string): string => `${GROUP_PREFIX}reply-${taskId}`;
export const feedbackGroup = (sessionId: string): string => `${GROUP_PREFIX}feedback-${sessionId}`;

export interface Sender {
  userId: string;
  email: string;
}

/** `POST /playbook/add-task-response`'s JSON form; `files` is filled with upload ids by the queue. */
export function replyBody(task: Task, response: string, sender: Sender, submissionId: string): Record<string, unknown> {
  return {
    submissionId,
    id: task._id,
    response: response.trim(),
    files: [],
    topic: task.topic,
    dueDate: task.dueDate === undefined ? '' : String(task.dueDate),
    addedById: sender.userId,
    addedByEmail: sender.email,
  };
}

export interface FeedbackInput {
  sessionId: string;
  pairId: string;
  rated: number;
  feedback: string;
}

/** `POST /playbook/add-feedback`'s JSON form, from the entrepreneur's side (spec 001 section 6). */
export function feedbackBody(input: FeedbackInput, sender: Sender, submissionId: string): Record<string, unknown> {
  return {
    submissionId,
    rated: input.rated,
    feedback: input.feedback.trim(),
    files: [],
    sessionId: input.sessionId,
    pairingId: input.pairId,
    from: 'Entrepreneur',
    addedById: sender.userId,
    addedByEmail: sender.email,
  };
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The newest request of each group. */
export function latestByGroup(submissions: readonly Submission[]): Map<string, Submission> {
  const latest = new Map<string, Submission>();
  for (const submission of submissions) {
    const known = latest.get(submission.group);
    if (!known || known.createdAt <= submission.createdAt) latest.set(submission.group, submission);
  }
  return latest;
}

/** A task as shown: the server's, with the reply that waits on the phone or the refusal of one. */
export interface ShownTask extends Task {
  /** A reply queued on this phone and not in the server's answer yet. */
  waiting?: { response: string; files: number; sent: boolean };
  /** The server refused the reply queued on this phone: its message (English, as the server wrote it). */
  refusal?: string;
}

export function overlayTasks(tasks: readonly Task[], submissions: readonly Submission[]): ShownTask[] {
  const latest = latestByGroup(submissions);
  return tasks.map((task) => {
    const queued = latest.get(replyGroup(task._id));
    if (task.reply || !queued) return task;
    if (queued.state === 'refused') return { ...task, refusal: queued.message ?? '' };
    return {
      ...task,
      waiting: { response: text(queued.body.response), files: queued.files.length, sent: queued.state === 'sent' },
    };
  });
}

/** Whether a task takes a reply now: none from the server, none waiting on the phone (spec 001 section 4.3). */
export const canReply = (task: ShownTask): boolean => !task.reply && !task.waiting;

/** A feedback as shown: the server's, or one that waits on the phone. */
export interface ShownFeedback extends Feedback {
  waiting?: boolean;
}

/** How far a server's time may be from the phone's when telling a feedback it already lists (seconds). */
const CLOCK_SLACK = 120;

function queuedFeedback(submission: Submission): ShownFeedback {
  const rated = Number(submission.body.rated);
  return {
    _id: text(submission.body.submissionId) || submission.id,
    sessionId: text(submission.body.sessionId),
    pairingId: text(submission.body.pairingId),
    rated: Number.isFinite(rated) ? rated : 0,
    feedback: text(submission.body.feedback),
    files: [],
    from: 'Entrepreneur',
    addedById: text(submission.body.addedById),
    createdAt: Math.floor(submission.createdAt / 1000),
    waiting: true,
  };
}

/** The server already lists it: the same sender, stars and text, given since it was queued. */
function listed(entry: ShownFeedback, list: readonly Feedback[]): boolean {
  return list.some(
    (given) =>
      given.addedById === entry.addedById &&
      given.rated === entry.rated &&
      given.feedback.trim() === entry.feedback.trim() &&
      given.createdAt >= entry.createdAt - CLOCK_SLACK,
  );
}

/**
 * The session's feedback with what waits on the phone first (newest first, as the server lists):
 * waiting ones, and sent ones until the list read again has them.
 */
export function overlayFeedback(list: readonly Feedback[], submissions: readonly Submission[], sessionId: string): ShownFeedback[] {
  const mine = submissions
    .filter((s) => s.group === feedbackGroup(sessionId) && s.state !== 'refused')
    .map(queuedFeedback)
    .filter((entry) => !listed(entry, list))
    .sort((a, b) => b.createdAt - a.createdAt);
  return [...mine, ...list];
}

/** The requests of a session that the screen must act on: taken by the server, or refused. */
export function settled(submissions: readonly Submission[], groups: ReadonlySet<string>): { sent: Submission[]; refused: Submission[] } {
  const ours = submissions.filter((s) => groups.has(s.group));
  return { sent: ours.filter((s) => s.state === 'sent'), refused: ours.filter((s) => s.state === 'refused') };
}
