/** The onboarding team's answers (server/src/onboarding/team), read into plain typed records. */
import type { QuestionType, StepState } from '../../lib/core-onboarding';

export interface Cohort {
  id: string;
  name: string;
  year: string;
  /** yyyy-mm-dd. */
  intakeDate: string;
  /** Epoch seconds, or null for 90 days from each enrolment. */
  deadline: number | null;
  hubs: string[];
}

export interface CohortQuestion {
  id?: string;
  question: string;
  order: number;
  type: QuestionType;
  options: string[];
  fileType: string;
  required: boolean;
}

export interface Submission {
  userId: string;
  name: string;
  cohortId: string;
  track: string;
  hub: string;
  step: string;
  label: string;
  value: string;
  fileUrl: string | null;
  contentType: string;
  submittedAt: number;
}

export interface Member {
  userId: string;
  name: string;
  email: string;
  track: string;
  hub: string;
  stepsDone: number;
  totalSteps: number;
  pending: number;
  rejected: number;
  daysLeft: number;
  status: string;
}

export interface Enrolment {
  enrolled: string[];
  already: string[];
  notFound: string[];
}

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (typeof v === 'object' && v !== null ? (v as Obj) : {});
const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : Number(v) || 0);
const strs = (v: unknown): string[] => (Array.isArray(v) ? v.map(str).filter((s) => s !== '') : []);
const list = (body: unknown): unknown[] => {
  const data = obj(body).data;
  return Array.isArray(data) ? data : [];
};

export function readCohort(v: unknown): Cohort {
  const c = obj(v);
  return {
    id: str(c.id ?? c._id),
    name: str(c.name),
    year: str(c.year),
    intakeDate: str(c.intakeDate).slice(0, 10),
    deadline: c.deadline === null || c.deadline === undefined || c.deadline === '' ? null : num(c.deadline),
    hubs: strs(c.hubs),
  };
}

export const readCohorts = (body: unknown): Cohort[] => list(body).map(readCohort);

export function readQuestions(body: unknown): CohortQuestion[] {
  return list(body)
    .map((v) => {
      const q = obj(v);
      return {
        id: str(q._id ?? q.id),
        question: str(q.question),
        order: num(q.order),
        type: str(q.type) as QuestionType,
        options: strs(q.options),
        fileType: str(q.fileType),
        required: q.required === true,
      };
    })
    .sort((a, b) => a.order - b.order);
}

export function readSubmissions(body: unknown): Submission[] {
  return list(body).map((v) => {
    const s = obj(v);
    return {
      userId: str(s.userId),
      name: str(s.name),
      cohortId: str(s.cohortId),
      track: str(s.track),
      hub: str(s.hub),
      step: str(s.step),
      label: str(s.label),
      value: str(s.value),
      fileUrl: str(s.fileUrl) || null,
      contentType: str(s.contentType),
      submittedAt: num(s.submittedAt),
    };
  });
}

export function readMembers(body: unknown): Member[] {
  return list(body).map((v) => {
    const m = obj(v);
    return {
      userId: str(m.userId),
      name: str(m.name),
      email: str(m.email),
      track: str(m.track),
      hub: str(m.hub),
      stepsDone: num(m.stepsDone),
      totalSteps: num(m.totalSteps),
      pending: num(m.pending),
      rejected: num(m.rejected),
      daysLeft: num(m.daysLeft),
      status: str(m.status),
    };
  });
}

export function readEnrolment(body: unknown): Enrolment {
  const e = obj(body);
  return { enrolled: strs(e.enrolled), already: strs(e.already), notFound: strs(e.notFound) };
}

/** A pasted list of e-mails or ids: split on commas, semicolons, spaces and new lines; each once. */
export function splitPeople(text: string): string[] {
  return [...new Set(text.split(/[\s,;]+/).map((s) => s.trim()).filter((s) => s !== ''))];
}

/** How a submission's file is shown in the page. */
export type Preview = 'image' | 'pdf' | 'video' | 'link' | 'text';

export function previewKind(s: Pick<Submission, 'fileUrl' | 'contentType'>): Preview {
  if (!s.fileUrl) return 'text';
  const type = s.contentType.toLowerCase();
  if (type.startsWith('image/')) return 'image';
  if (type === 'application/pdf') return 'pdf';
  if (type.startsWith('video/')) return 'video';
  return 'link';
}

/** The deadline's day (yyyy-mm-dd, Nairobi) for the edit form, '' when none. */
export function deadlineDay(deadline: number | null): string {
  if (deadline === null) return '';
  return new Date((deadline + 3 * 3600) * 1000).toISOString().slice(0, 10);
}

/** Options as typed one per line. */
export const splitOptions = (text: string): string[] => text.split('\n').map((s) => s.trim()).filter((s) => s !== '');

export type { StepState };

/** A yyyy-mm-dd day as dd/mm/yyyy. */
export const typedDay = (iso: string): string => (/^\d{4}-\d{2}-\d{2}$/.test(iso) ? iso.split('-').reverse().join('/') : iso);
