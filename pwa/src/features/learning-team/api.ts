/**
 * The team's learning calls (docs/lms.md, "The team's side": cohorts and people, the trainer's score,
 * a new course and a course folder's import). Every refusal is `{error: true, message}` (lib/api puts
 * the message in the error); an import's 400 carries every problem in `errors`.
 */
import { apiRequest } from '../../lib/api';

export interface Text {
  en: string;
  sw: string;
}

export interface MentorBrief {
  id: string;
  name: string;
  email: string;
}

export interface CohortSummary {
  id: string;
  name: string;
  /** Epoch seconds. */
  createdAt: number;
  /** By position: the first is the trainees' default chat partner. */
  mentors: MentorBrief[];
  trainees: number;
  classes: { id: string; name: Text; chapters: number }[];
}

export interface Mentor extends MentorBrief {
  phone: string;
}

export interface Scores {
  trainer: number | null;
  mentor: number | null;
}

export interface Trainee {
  traineeId: string;
  userId: string;
  name: string;
  email: string;
  phone: string;
  role: string;
  /** Epoch seconds: when they were added to the cohort. */
  createdAt: number;
  /** Has a submission, pitch, note, message, review or survey answer: cannot be removed. */
  hasWork: boolean;
  scores: Scores;
}

export interface Cohort {
  id: string;
  name: string;
  mentors: Mentor[];
  trainees: Trainee[];
  classes: { id: string; name: Text }[];
}

/** Someone `GET /people` found: a mentor, or a client or applicant who may be a trainee. */
export interface Person {
  id: string;
  name: string;
  email: string;
  phone: string;
  role: string;
  /** The cohort they are a trainee of (trainees only), else null. */
  cohortId: string | null;
  cohortName: string | null;
}

export type PersonRole = 'mentor' | 'trainee';

/** A write's answer: the server's message (translated by `useSay`) and what it made. */
export interface Saved<T = undefined> {
  message: string;
  data: T;
}

export interface CourseFile {
  path: string;
  text: string;
}

export interface Imported {
  classId: string;
  chapters: number;
  topics: number;
  assignments: number;
}

const TEAM = '/lms/team';
const part = (id: string) => encodeURIComponent(id);

/** The keys the reads are kept under on the device (lib/lastKnown.ts). */
export const COHORTS_KEY = 'learning-team:cohorts';
export const cohortKey = (cohortId: string): string => `learning-team:cohort:${cohortId}`;

export const fetchCohorts = (signal?: AbortSignal): Promise<CohortSummary[]> =>
  apiRequest<{ data: CohortSummary[] }>(`${TEAM}/cohorts`, { signal }).then((answer) => answer.data);

export const fetchCohort = (cohortId: string, signal?: AbortSignal): Promise<Cohort> =>
  apiRequest<{ data: Cohort }>(`${TEAM}/cohorts/${part(cohortId)}`, { signal }).then((answer) => answer.data);

export const fetchPeople = (role: PersonRole, query: string, signal?: AbortSignal): Promise<Person[]> =>
  apiRequest<{ data: Person[] }>(`${TEAM}/people?role=${role}&q=${encodeURIComponent(query.trim())}`, { signal }).then((answer) => answer.data);

export const createCohort = (name: string): Promise<Saved<{ id: string; name: string }>> =>
  apiRequest(`${TEAM}/cohorts`, { body: { name } });

export const renameCohort = (cohortId: string, name: string): Promise<Saved<{ id: string; name: string }>> =>
  apiRequest(`${TEAM}/cohorts/${part(cohortId)}`, { method: 'PUT', body: { name } });

/** The cohort's mentors in this order, replacing the ones it had. */
export const saveMentors = (cohortId: string, mentorIds: readonly string[]): Promise<Saved> =>
  apiRequest(`${TEAM}/cohorts/${part(cohortId)}/mentors`, { method: 'PUT', body: { mentorIds } });

export const addTrainees = (cohortId: string, userIds: readonly string[]): Promise<Saved<{ added: number }>> =>
  apiRequest(`${TEAM}/cohorts/${part(cohortId)}/trainees`, { body: { userIds } });

export const removeTrainee = (traineeId: string): Promise<Saved> => apiRequest(`${TEAM}/trainees/${part(traineeId)}`, { method: 'DELETE' });

/** The trainer's score of a trainee (0 to 100, core's `check_grade` on the server). */
export const saveTrainerScore = (traineeId: string, score: number): Promise<Saved> =>
  apiRequest(`/lms/trainees/${part(traineeId)}/score-entries/trainer`, { method: 'PUT', body: { score } });

/** `newId`: the id the device made for the course, kept until answered, so a retry makes one. */
export const createCourse = (cohortId: string, name: Text, newId: string): Promise<Saved<{ id: string }>> =>
  apiRequest(`${TEAM}/cohorts/${part(cohortId)}/classes`, { body: { name, id: newId } });

/** A course folder stored whole as a new course of the cohort; a 400 lists every problem (`importProblems`). */
export const importCourse = (cohortId: string, files: readonly CourseFile[], newId: string): Promise<Saved<Imported>> =>
  apiRequest(`${TEAM}/cohorts/${part(cohortId)}/import`, { body: { files, id: newId }, timeoutMs: 120_000 });
