/** The coach's calls (server/src/onboarding/team): cohorts, questions, enrolment, the review queue and progress. */
import { apiRequest } from '../../lib/api';
import { getToken } from '../../lib/session';
import {
  readCohort, readCohorts, readEnrolment, readMembers, readQuestions, readSubmissions,
  type Cohort, type CohortQuestion, type Enrolment, type Member, type Submission,
} from './wire';

export interface CohortBody {
  name: string;
  year: string;
  intakeDate: string;
  deadline: string;
  hubs: string[];
}

const id = encodeURIComponent;
const messageOf = (body: unknown): string => {
  const m = (body as { message?: unknown } | null)?.message;
  return typeof m === 'string' ? m : '';
};

export const listCohorts = async (signal?: AbortSignal): Promise<Cohort[]> => readCohorts(await apiRequest<unknown>('/cohorts', { signal }));

export async function saveCohort(cohortId: string | null, body: CohortBody): Promise<{ message: string; cohort: Cohort }> {
  const answer = await apiRequest<unknown>(cohortId ? `/cohorts/${id(cohortId)}` : '/cohorts', { method: cohortId ? 'PUT' : 'POST', body });
  return { message: messageOf(answer), cohort: readCohort((answer as { data?: unknown }).data) };
}

export const listQuestions = async (cohortId: string, signal?: AbortSignal): Promise<CohortQuestion[]> =>
  readQuestions(await apiRequest<unknown>(`/cohorts/${id(cohortId)}/questions`, { signal }));

export async function saveQuestions(cohortId: string, questions: CohortQuestion[]): Promise<string> {
  const body = { questions: questions.map(({ id: qid, ...q }) => (qid ? { _id: qid, ...q } : q)) };
  return messageOf(await apiRequest<unknown>(`/cohorts/${id(cohortId)}/questions`, { method: 'PUT', body }));
}

export const enrol = async (cohortId: string, users: string[]): Promise<Enrolment> =>
  readEnrolment(await apiRequest<unknown>(`/cohorts/${id(cohortId)}/enrol`, { body: { users } }));

export interface ReviewFilter {
  cohort: string;
  hub: string;
  step: string;
}

export async function listSubmissions(filter: ReviewFilter, signal?: AbortSignal): Promise<Submission[]> {
  const query = new URLSearchParams(Object.entries(filter).filter(([, v]) => v !== '')).toString();
  return readSubmissions(await apiRequest<unknown>(`/onboarding/reviews${query ? `?${query}` : ''}`, { signal }));
}

export async function decide(userId: string, step: string, decision: 'approve' | 'reject', reason: string): Promise<string> {
  return messageOf(await apiRequest<unknown>(`/onboarding/reviews/${id(userId)}/${id(step)}`, { body: { decision, reason: reason.trim() } }));
}

export const cohortProgress = async (cohortId: string, signal?: AbortSignal): Promise<Member[]> =>
  readMembers(await apiRequest<unknown>(`/cohorts/${id(cohortId)}/progress`, { signal }));

/** A submitted file (`/api/media/{id}` needs the bearer token) as an object URL the page can show. */
export async function fileObjectUrl(fileUrl: string, signal?: AbortSignal): Promise<string> {
  const token = getToken();
  const response = await fetch(fileUrl, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal });
  if (!response.ok) throw new Error(`file ${response.status}`);
  return URL.createObjectURL(await response.blob());
}
