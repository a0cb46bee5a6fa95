/**
 * The mentor's learning calls (server/src/lms; docs/lms.md, "The mentor's calls"), each read with the
 * key its last answer is kept under on the phone (lib/lastKnown.ts), so a page seen once opens offline.
 */
import { apiRequest } from '../../lib/api';
import { readMessages, readOverview, readPitches, readSubmissions, type Cohort, type Message, type Pitch, type Submission } from './wire';

const part = (id: string) => encodeURIComponent(id);

export interface Read<T> {
  key: string;
  load: (signal: AbortSignal) => Promise<T>;
}

const get = <T>(key: string, path: string, read: (answer: unknown) => T): Read<T> => ({
  key: `mentor:${key}`,
  load: (signal) => apiRequest<unknown>(path, { signal }).then(read),
});

export type GradeFilter = 'ungraded' | 'graded' | 'all';
export const GRADE_FILTERS: readonly GradeFilter[] = ['ungraded', 'graded', 'all'];

const cohortQuery = (cohortId: string | null): string => (cohortId ? `cohort_id=${part(cohortId)}` : '');

export const overviewRead = (): Read<Cohort[]> => get('overview', '/lms/mentor/overview', readOverview);

export const submissionsRead = (cohortId: string | null, state: GradeFilter): Read<Submission[]> =>
  get(`submissions:${cohortId ?? ''}:${state}`, `/lms/mentor/submissions?${[cohortQuery(cohortId), `state=${state}`].filter(Boolean).join('&')}`, readSubmissions);

export const pitchesRead = (cohortId: string | null): Read<Pitch[]> =>
  get(`pitches:${cohortId ?? ''}`, `/lms/mentor/pitches${cohortId ? `?${cohortQuery(cohortId)}` : ''}`, readPitches);

export interface Chat {
  cohortId: string;
  mentorId: string;
  traineeId: string;
}

export const messagesPath = (chat: Chat): string =>
  `/lms/messages?cohort_id=${part(chat.cohortId)}&mentor_id=${part(chat.mentorId)}&trainee_id=${part(chat.traineeId)}`;

export const messagesKey = (chat: Chat): string => `mentor:messages:${chat.traineeId}:${chat.mentorId}`;

export const messagesRead = (chat: Chat): Read<Message[]> => ({
  key: messagesKey(chat),
  load: (signal) => apiRequest<unknown>(messagesPath(chat), { signal }).then(readMessages),
});

export interface Grade {
  score: number;
  comment: string;
}

/** `POST /lms/submissions/{id}/grade` or `/lms/pitches/{id}/grade`: the server's message (a refusal throws it). */
export const postGrade = (what: 'submissions' | 'pitches', id: string, grade: Grade): Promise<string> =>
  apiRequest<unknown>(`/lms/${what}/${part(id)}/grade`, { body: { score: grade.score, comment: grade.comment.trim() } }).then((answer) =>
    typeof (answer as { message?: unknown } | null)?.message === 'string' ? (answer as { message: string }).message : '',
  );

/** `POST /lms/messages/read`: the trainee's messages in this chat are read (best effort). */
export const markRead = (chat: Chat, signal?: AbortSignal): Promise<unknown> =>
  apiRequest('/lms/messages/read', { body: { traineeId: chat.traineeId, mentorId: chat.mentorId }, signal });

/** Where a chat's messages wait in the file queue: one group per trainee. */
export const messageGroup = (traineeId: string): string => `mentor-message:${traineeId}`;

/** The body of `POST /lms/messages` from the mentor's side; `submissionId` makes a resend stored once. */
export const messageBody = (chat: Chat, text: string, submissionId: string): Record<string, unknown> => ({
  cohortId: chat.cohortId,
  traineeId: chat.traineeId,
  mentorId: chat.mentorId,
  sender: 'mentor',
  content: { kind: 'text', text: text.trim() },
  status: 'sent',
  submissionId,
});
