/**
 * The learning rules the screens use (spec 002 sections 4.5, 5.5, 9), each a call into core's `lms`
 * package (lib/core-lms.ts); nothing is decided here. Messages come back in English, as core and the
 * server write them, and the screens say them in the person's language with `lmsMessage`
 * (messages.ts), the same way as the server's.
 */
import * as core from '../../lib/core-lms';
import type { Lang } from '../../lib/i18n';
import type { AssignmentState, Task } from './api';

export type { Problem } from '../../lib/core-lms';
export type Gate = core.Gate;
export type Answer = string | string[];

export interface ChapterWork {
  id: string;
  name: string | null;
  /** Each assignment's number of submissions by the trainee. */
  assignments: number[];
}

export interface NoteDraft {
  id?: string;
  traineeId: string;
  cohortId?: string;
  title: string;
  lines: readonly string[];
}

const EN: Lang = 'en';

export const lmsMessage = core.lmsMessage;
export const surveyGate = (isTrainee: boolean, done: Record<string, number> | null): Gate => core.surveyGate(isTrainee, done, EN);

/** Where resume learning leads: the first chapter with work left; its first topic is the caller's read. */
export function resumeTarget(chapters: readonly ChapterWork[]): { chapterId: string } | null {
  const walk = core.courseWalk(
    chapters.map((c) => ({ id: c.id, name: c.name, submissions: c.assignments, firstTopicId: null })),
    EN,
  );
  return walk.resume ? { chapterId: walk.resume.chapterId } : null;
}

export const mayOpenAssignment = (states: readonly AssignmentState[], index: number): string | null => core.mayOpenAssignment(states, index, EN);
export const menuTooltip = (isMarked: boolean, submissions: number): string => core.menuTooltip(isMarked, submissions, EN);
export const dueDate = core.dueDate;
export const progress = core.progress;
export const scorePercentage = (items: Readonly<Record<string, number | null>>): { total: string; percentage: number } => ({
  total: core.scoreTotal(items),
  percentage: core.scorePercentage(items),
});
export const itemStatus = (score: number | null | undefined): string => core.itemStatus(score, EN);

export function checkMessage(cohortId: string, traineeId: string, text: string): { ok: true; text: string } | { ok: false; problem: core.Problem } {
  const problem = core.checkMessage(cohortId, traineeId, text, EN);
  return problem ? { ok: false, problem } : { ok: true, text: text.trim() };
}

export function checkNote(draft: NoteDraft, editing: boolean): { ok: true; title: string; notes: Record<string, string> } | { ok: false; problem: core.Problem } {
  return core.checkNote({ id: draft.id ?? null, traineeId: draft.traineeId, cohortId: draft.cohortId ?? null, title: draft.title, lines: draft.lines }, editing, EN);
}

export const noteLinesAfterEnter = core.noteLinesAfterEnter;
export const noteLinesAfterErase = core.noteLinesAfterErase;
export const cardTitle = core.cardTitle;

export function checkReview(traineeId: string, topicId: string, rating: number | null, comment: string): { ok: true; rating: number; comment: string } | { ok: false; problem: core.Problem } {
  const problem = core.checkReview(traineeId, topicId, rating, comment, EN);
  return problem ? { ok: false, problem } : { ok: true, rating: rating ?? 0, comment: comment.trim() };
}

export const faqMatches = core.faqMatches;

export const checkAnswers = (tasks: Readonly<Record<string, Task>>, answers: Readonly<Record<string, Answer>>) =>
  core.checkAnswers({ ...tasks }, { ...answers }, EN);
