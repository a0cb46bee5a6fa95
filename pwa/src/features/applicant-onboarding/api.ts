/** The applicant's onboarding calls (spec 001 section 7.1; docs/onboarding.md). */
import { apiRequest, ApiError, RESPONSE_ERROR } from '../../lib/api';
import type { QuestionType, StepState } from '../../lib/core-onboarding';

/** A question of the cohort as the server sends it (the spec's outQuiz). */
export interface OutQuiz {
  _id: string;
  question: string;
  order: number;
  type: QuestionType;
  options: string[];
  fileType: string;
  required: boolean;
  cohortId: string;
}

/** `GET /api/applicant/{userId}`'s data. */
export interface ApplicantData {
  progress: string;
  stepsDone: number;
  totalSteps: number;
  pendingApproval: number;
  daysLeft: number;
  timeLeft: { hour: number; mins: number };
  /** Epoch seconds. */
  deadline: number;
  cohort: { name: string; year: number };
  toApproveSteps: { name: string }[];
  rejectedSteps: { name: string; reason: string }[];
  path: string;
  firstAttempt: boolean;
  status: string;
  hub: string | null;
  steps: { name: string; state: StepState; reason?: string }[];
  applicant: { infoFolder: string };
  outQuizes: OutQuiz[];
}

/** The state, or `message` ('Onboarding was done with the old manual system') for someone not enrolled. */
export type ApplicantAnswer = { data: ApplicantData; message: null } | { data: null; message: string };

interface Envelope {
  data?: ApplicantData | null;
  message?: string;
}

const statePath = (userId: string) => `/applicant/${encodeURIComponent(userId)}`;

function readAnswer(answer: Envelope | null): ApplicantAnswer {
  if (answer?.data) return { data: answer.data, message: null };
  if (answer && answer.data === null && typeof answer.message === 'string') return { data: null, message: answer.message };
  throw new ApiError(RESPONSE_ERROR, 'response');
}

export async function getApplicantState(userId: string, signal?: AbortSignal): Promise<ApplicantAnswer> {
  return readAnswer(await apiRequest<Envelope>(`${statePath(userId)}?start=1`, { signal }));
}

/** Saves the hub on a first attempt (the set-up runs then) and answers the new state. */
export async function chooseHub(userId: string, hub: string): Promise<ApplicantAnswer> {
  // The spec's set-up could take minutes; ours takes seconds, 3 minutes is the fallback.
  return readAnswer(await apiRequest<Envelope>(`${statePath(userId)}?location=${encodeURIComponent(hub)}`, { timeoutMs: 180_000 }));
}

/** The body of `POST /api/applicant/{userId}`. */
export const answerBody = (questionId: string, value: string | string[], cohort: string) => ({ step: questionId, value, cohort });

/** Saves an answer (not a file: those go through the file queue); answers the next path. */
export async function saveAnswer(userId: string, questionId: string, value: string | string[], cohort: string): Promise<string | null> {
  const answer = await apiRequest<{ path?: unknown }>(statePath(userId), { body: answerBody(questionId, value, cohort) });
  return typeof answer?.path === 'string' ? answer.path : null;
}

export const answerPath = statePath;
