/** The team's survey requests (docs/survey.md, server/src/survey/team/). */
import { apiRequest, ApiError, NETWORK_ERROR, RESPONSE_ERROR, SERVER_ERROR } from '../../lib/api';
import { fetchBlob, saveBlob } from '../../lib/fileDownload';
import type { Lang } from '../../lib/i18n';
import { getToken } from '../../lib/session';

export interface SurveyWindow {
  year: number;
  quarter: number;
  label: string;
  open: boolean;
  changedAt: number;
}

export interface TeamSurvey {
  code: string;
  name: string;
  title: { en: string; sw: string };
  version: number;
  savedAt: number;
  questions: number;
  openNow: boolean;
  windows: SurveyWindow[];
}

export const fetchSurveys = (signal?: AbortSignal): Promise<TeamSurvey[]> =>
  apiRequest<{ data: TeamSurvey[] }>('/surveys', { signal }).then((answer) => answer.data);

const path = (name: string) => `/surveys/${encodeURIComponent(name)}`;

export const setWindow = (name: string, year: number, quarter: number, open: boolean): Promise<{ message: string; data: SurveyWindow }> =>
  apiRequest(`${path(name)}/window`, { method: 'PUT', body: { year, quarter, open } });

/** One problem of an uploaded XLSForm, where the coach finds it. */
export interface XlsFormProblem {
  sheet: string;
  row: number | null;
  column: string | null;
  header: string | null;
  value: string;
  message: string;
  description: string;
}

export type UploadAnswer =
  | { ok: true; message: string; data: { code: string; name: string; version: number; questions: number } }
  | { ok: false; message: string; errors: XlsFormProblem[] };

/** `POST /api/surveys/xlsform?lang=` (multipart `file`): stored as the next version, or every problem. */
export async function uploadXlsForm(file: Blob, fileName: string, lang: Lang): Promise<UploadAnswer> {
  const form = new FormData();
  form.append('file', file, fileName);
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(`/api/surveys/xlsform?lang=${lang}`, {
      method: 'POST',
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      body: form,
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(NETWORK_ERROR, 'network');
  }
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  const message = typeof body?.message === 'string' ? body.message : typeof body?.error === 'string' ? body.error : null;
  if (response.ok && body) return { ok: true, message: message ?? '', data: body.data as Extract<UploadAnswer, { ok: true }>['data'] };
  if (body && Array.isArray(body.errors)) return { ok: false, message: message ?? RESPONSE_ERROR, errors: body.errors as XlsFormProblem[] };
  throw new ApiError(message ?? (response.status >= 500 ? SERVER_ERROR : RESPONSE_ERROR), 'http', response.status);
}

export async function downloadXlsForm(name: string): Promise<void> {
  saveBlob(await fetchBlob(`${path(name)}/xlsform`), `${name}.xlsx`);
}

export interface SurveyResponse {
  id: string;
  userId: string;
  name: string;
  email: string;
  cohort: string | null;
  hub: string | null;
  submittedAt: number | null;
  receivedAt: number;
  countedAt: number;
  version: number;
  answers: Record<string, string | string[]>;
}

export interface ResponsePage {
  year: number;
  quarter: number;
  total: number;
  page: number;
  perPage: number;
  data: SurveyResponse[];
}

const quarterQuery = (year: number, quarter: number) => `year=${year}&quarter=${quarter}`;

/** Every response of the quarter (pages of 200 read in turn). */
export async function fetchResponses(name: string, year: number, quarter: number, signal?: AbortSignal): Promise<SurveyResponse[]> {
  const all: SurveyResponse[] = [];
  for (let page = 1; ; page++) {
    const answer = await apiRequest<ResponsePage>(`${path(name)}/responses?${quarterQuery(year, quarter)}&page=${page}&perPage=200`, { signal });
    all.push(...answer.data);
    if (answer.data.length === 0 || all.length >= answer.total) return all;
  }
}

export interface Rate {
  responded: number;
  expected: number;
  percent: number | string | null;
}

export interface GroupRate extends Rate {
  cohortId: string;
  cohort: string;
  cohortYear: number;
  hub: string | null;
}

export interface RateData {
  year: number;
  quarter: number;
  total: Rate;
  groups: GroupRate[];
}

export const fetchRate = (name: string, year: number, quarter: number, signal?: AbortSignal): Promise<RateData> =>
  apiRequest<{ data: RateData }>(`${path(name)}/rate?${quarterQuery(year, quarter)}`, { signal }).then((answer) => answer.data);

export async function downloadExport(name: string, year: number, quarter: number, format: 'csv' | 'xlsx'): Promise<void> {
  const blob = await fetchBlob(`${path(name)}/responses/export?${quarterQuery(year, quarter)}&format=${format}`);
  saveBlob(blob, `${name}-${year}-Q${quarter}.${format}`);
}

/** `GET /api/surveys/{name}`: the current version's title. */
export const fetchSurveyTitle = (name: string, signal?: AbortSignal): Promise<{ en: string; sw: string }> =>
  apiRequest<{ data: { title: { en: string; sw: string } } }>(path(name), { signal }).then((answer) => answer.data.title);

/**
 * The current quarter in Nairobi as the server counts it (core's rule): the rate's answer when no
 * quarter is asked. The team's screens need no core package of their own for it.
 */
export const fetchCurrentQuarter = (signal?: AbortSignal): Promise<{ year: number; quarter: number }> =>
  apiRequest<{ data: RateData }>('/surveys/quarterly_survey/rate', { signal }).then((answer) => ({
    year: answer.data.year,
    quarter: answer.data.quarter,
  }));
