/** The client's onboarding requests (docs/onboarding.md): the state, the hub set-up and the forms. */
import { apiRequest } from '../../lib/api';
import { fetchBlob, saveBlob } from '../../lib/fileDownload';
import type { Lang } from '../../lib/i18n';
import type { StepName, StepState } from '../../lib/core-onboarding';

/** `GET /api/onboarding/{userId}`'s data: the figures the sidebar, the header and the redirects use. */
export interface OnboardingState {
  progress: string;
  stepsDone: number;
  totalSteps: number;
  pendingApproval: number;
  daysLeft: number;
  timeLeft: { hour: number; mins: number };
  deadline: number;
  cohort: { name: string; year: number | string } | null;
  toApproveSteps: { name: string }[];
  rejectedSteps: { name: string; reason: string }[];
  path: string;
  firstAttempt: boolean;
  status: string;
  hub: string | null;
  steps: { name: StepName; state: StepState; reason?: string }[];
}

/** null: the person was onboarded with the old manual system (the answer's `message` says so). */
export interface StateAnswer {
  data: OnboardingState | null;
  message?: string;
}

const base = (userId: string) => `/onboarding/${encodeURIComponent(userId)}`;

export const fetchState = (userId: string, signal?: AbortSignal): Promise<StateAnswer> =>
  apiRequest<StateAnswer>(`${base(userId)}?start=1`, { signal });

/** Saves the hub and runs the set-up; answers the new state. */
export const chooseHub = (userId: string, hub: string): Promise<StateAnswer> =>
  apiRequest<StateAnswer>(`${base(userId)}?start=1&location=${encodeURIComponent(hub)}`);

/** `POST …/step`, for the file queue: a step's file (its upload id) or the overview's text. */
export const stepPath = (userId: string): string => `${base(userId)}/step`;

export const FORMS = ['code-of-conduct', 'photography-consent', 'agreement-letter'] as const;
export type FormName = (typeof FORMS)[number];

/** The form as a PDF with the person's name, saved as a download. */
export async function downloadForm(form: FormName, lang: Lang): Promise<void> {
  const blob = await fetchBlob(`/onboarding/forms/${form}?lang=${lang}`);
  saveBlob(blob, `${form}-${lang}.pdf`);
}
