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
