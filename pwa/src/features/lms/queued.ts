/**
 * What this phone sent or waits to send, laid over the server's lists (docs/files.md): an assignment
 * whose answers wait shows as waiting, a refusal (the second device's 'No additional attempts are
 * allowed for this assignment.') is shown on it with the typed answers kept. Nothing is decided here.
 */
import type { Submission } from '../../lib/files';
import type { Assignment } from './api';

export const ASSIGNMENT_GROUP = 'lms-assignment:';
export const assignmentGroup = (id: string): string => `${ASSIGNMENT_GROUP}${id}`;
export const PITCH_GROUP = 'lms-pitch:';
export const pitchGroup = (number: 1 | 2): string => `${PITCH_GROUP}${number}`;
export const MESSAGE_GROUP = 'lms-message:';
export const messageGroup = (mentorId: string): string => `${MESSAGE_GROUP}${mentorId}`;

/** The newest request of each group. */
export function latestByGroup(submissions: readonly Submission[]): Map<string, Submission> {
  const latest = new Map<string, Submission>();
  for (const submission of submissions) {
    const known = latest.get(submission.group);
    if (!known || known.createdAt <= submission.createdAt) latest.set(submission.group, submission);
  }
  return latest;
}

export interface ShownAssignment extends Assignment {
  /** Answers queued on this phone the server's list does not have yet. */
  waiting?: boolean;
  /** The server refused the answers queued here: its message (English). */
  refusal?: string;
}

export function overlayAssignments(list: readonly Assignment[], submissions: readonly Submission[]): ShownAssignment[] {
  const latest = latestByGroup(submissions);
  return list.map((assignment) => {
    const queued = latest.get(assignmentGroup(assignment.id));
    if (!queued || assignment.state !== 'notAttempted') return assignment;
    if (queued.state === 'refused') return { ...assignment, refusal: queued.message ?? '' };
    return { ...assignment, waiting: true };
  });
}

/** `POST /assignments/{id}/submits`' JSON (docs/lms.md); file answers are set by the queue. */
export function assignmentBody(traineeId: string, cohortId: string, answers: Readonly<Record<string, string | string[]>>, submissionId: string): Record<string, unknown> {
  return { traineeId, cohortId, answers: { ...answers }, submissionId };
}

export const REVIEW_GROUP = 'lms-review:';
export const reviewGroup = (topicId: string): string => `${REVIEW_GROUP}${topicId}`;

/** `POST /topics/{id}/reviews`' JSON (docs/lms.md) with the phone's `submissionId`: stored once. */
export function reviewBody(traineeId: string, rating: number, comment: string, submissionId: string): Record<string, unknown> {
  return { traineeId, rating, comment, submissionId };
}

/** A review this phone keeps to send (or the server refused), read back from its queued body. */
export interface QueuedReview {
  id: string;
  rating: number;
  comment: string;
  state: Submission['state'];
  /** Why the server refused it (English), else null. */
  message: string | null;
}

/** A topic's reviews in the queue, oldest first: those waiting are shown as waiting, the others are settled. */
export function queuedReviews(submissions: readonly Submission[], topicId: string): QueuedReview[] {
  const group = reviewGroup(topicId);
  return submissions
    .filter((s) => s.group === group)
    .sort((a, b) => a.createdAt - b.createdAt)
    .map((s) => {
      const rating = Number(s.body.rating);
      return {
        id: s.id,
        rating: Number.isInteger(rating) ? rating : 0,
        comment: typeof s.body.comment === 'string' ? s.body.comment : '',
        state: s.state,
        message: s.state === 'refused' ? (s.message ?? '') : null,
      };
    });
}
