/**
 * The applicant's screens read the server's state through core's rules: the questions in their
 * order, the side list, where /welcome sends the person, which question a route shows.
 */
import { applicantState, type AnswerRecord, type OnboardingFigures, type Question, type SideItem } from '../../lib/core-onboarding';
import type { ApplicantData } from './api';

export const BASE = '/dashboard/applicant';
export const WELCOME = `${BASE}/welcome`;
/** The welcome page's Start Now (spec 001 section 2.2): the first question. */
export const START = 'start';

export const questionsOf = (data: ApplicantData): Question[] =>
  data.outQuizes.map((q) => ({
    id: q._id,
    question: q.question,
    order: q.order,
    type: q.type,
    options: q.options,
    fileType: q.fileType,
    required: q.required,
  }));

export const answersOf = (data: ApplicantData): AnswerRecord[] =>
  data.steps.map((s) => ({ questionId: s.name, state: s.state, ...(s.reason ? { reason: s.reason } : {}) }));

/** Core's figures for this state at `now` (epoch seconds): the side list, the welcome notice. */
export const figuresOf = (data: ApplicantData, now: number): OnboardingFigures =>
  applicantState(questionsOf(data), answersOf(data), !data.firstAttempt, now, data.deadline);

/** The cohort's questions in their order. */
export const orderedQuestions = (data: ApplicantData): Question[] => [...questionsOf(data)].sort((a, b) => a.order - b.order);

/** The question a `/apply/:question` route shows: `start` is the first; null for none of the cohort's. */
export function questionAt(data: ApplicantData, param: string): Question | null {
  const questions = orderedQuestions(data);
  if (param === START) return questions[0] ?? null;
  return questions.find((q) => q.id === param) ?? null;
}

/** Where a path of the state's leads, by its last part. */
export type Place = 'welcome' | 'apply' | 'approvals' | 'success' | 'too_late' | 'invited' | 'other';

export function placeOf(path: string): Place {
  if (path === '/invited') return 'invited';
  if (!path.startsWith(`${BASE}/`)) return 'other';
  const rest = path.slice(BASE.length + 1);
  if (rest.startsWith('apply/')) return 'apply';
  return (['welcome', 'approvals', 'success', 'too_late'] as const).find((place) => place === rest) ?? 'other';
}

/** What /welcome does with the state: pick a hub, show the welcome page, or move the person on. */
export type WelcomeStep =
  | { kind: 'hub' }
  | { kind: 'welcome' }
  /** `notice`: core's 'Continue with your application' when answers were sent already. */
  | { kind: 'move'; to: string; notice: string | null };

export function welcomeStep(data: ApplicantData, figures: OnboardingFigures): WelcomeStep {
  if (data.firstAttempt) return { kind: 'hub' };
  const place = placeOf(data.path);
  if (place === 'welcome') return { kind: 'welcome' };
  if (place === 'apply' && !figures.welcomeNotice) return { kind: 'welcome' };
  return { kind: 'move', to: data.path, notice: figures.welcomeNotice };
}

/** A side entry with whether it comes before the question shown (the spec marks those active). */
export interface SideEntry extends SideItem {
  earlier: boolean;
  shown: boolean;
}

/** The side list's questions, marked against the question shown (if any). */
export function sideEntries(figures: OnboardingFigures, shownId: string | null): SideEntry[] {
  const shownAt = shownId === null ? -1 : figures.side.findIndex((item) => item.name === shownId);
  return figures.side.map((item, i) => ({ ...item, earlier: shownAt >= 0 && i < shownAt, shown: i === shownAt }));
}
