/**
 * The learning rules of the Rust core (spec 002 sections 4.5, 5.5, 8.4, 8.5, 9; docs/lms.md): the walk
 * through a course's chapters and where to resume, an assignment's state and whether it opens, the
 * menu's tooltip and the due date, the progress and score figures, the survey gate, the checks of a
 * chat message, a note (and its lines as they are typed), a review, a grade and an assignment's
 * answers, the FAQ search, and the learning messages in both languages. A WASM package of its own
 * (`lms`), loaded with the learning screens (the trainee's and the mentor's). Nothing is decided here;
 * messages come back in the language asked for.
 */
import init, * as wasm from '../wasm-pkg/lms/portal_core.js';
import wasmUrl from '../wasm-pkg/lms/portal_core_bg.wasm?url';
import type { Lang } from './i18n/language';
import { packageLoader } from './wasmPackage';

const loader = packageLoader(init, wasm.initSync, wasmUrl);

/** Loads the package once; the learning screens are shown after it resolves. */
export const loadLmsCore = (): Promise<void> => loader.load();

/** For tests in node: instantiate from the .wasm bytes. */
export const loadLmsCoreSync = (bytes: BufferSource): void => loader.loadSync(bytes);

/** A learning message (a server's `message`, a rule's text) in a language; one it does not know stays as given. */
export const lmsMessage = (english: string, lang: Lang): string => wasm.lmsMessage(english, lang);

const translated = (message: string | undefined, lang: Lang): string | null => (message ? wasm.lmsMessage(message, lang) : null);

function using<T extends { free(): void }, R>(value: T, read: (value: T) => R): R {
  try {
    return read(value);
  } finally {
    value.free();
  }
}

export type ChapterStatus = 'completed' | 'current' | 'locked';

export interface ChapterWork {
  id: string;
  name: string | null;
  /** Each assignment's number of submissions by the trainee. */
  submissions: readonly number[];
  firstTopicId: string | null;
}

export interface CourseWalk {
  /** The named chapters in order with their status (nameless ones skipped). */
  chapters: { id: string; status: ChapterStatus }[];
  /** The chapter and topic 'resume learning' opens; null when all is done. */
  resume: { chapterId: string; topicId: string | null } | null;
  /** null when the chapter opens, else the message ('Please complete all previous chapters…'). */
  mayOpenChapter: (id: string) => string | null;
}

/** The walk: completed chapters, the first incomplete one current, every later one locked. */
export function courseWalk(chapters: readonly ChapterWork[], lang: Lang): CourseWalk {
  return using(new wasm.CourseWalk(), (walk) => {
    for (const c of chapters) walk.addChapter(c.id, c.name ?? undefined, Uint32Array.from(c.submissions), c.firstTopicId ?? undefined);
    const ids = walk.chapterIds();
    const statuses = walk.chapterStatuses();
    const resume = walk.resumeTarget();
    const locked = new Map(ids.map((id, i) => [id, statuses[i] === 'locked']));
    const previousFirst = translated(walk.mayOpenChapter(ids[statuses.indexOf('locked')] ?? ''), lang);
    const notFound = translated(walk.mayOpenChapter(''), lang);
    return {
      chapters: ids.map((id, i) => ({ id, status: statuses[i] as ChapterStatus })),
      resume: resume ? { chapterId: resume[0] ?? '', topicId: resume[1] ?? null } : null,
      mayOpenChapter: (id) => {
        const isLocked = locked.get(id);
        if (isLocked === undefined) return notFound;
        return isLocked ? previousFirst : null;
      },
    };
  });
}

export type AssignmentState = 'notAttempted' | 'submitted' | 'graded';

/** From the trainee's submissions' scores (null: not graded): the state and the best score. */
export const assignmentState = (scores: readonly (number | null)[]): { state: AssignmentState; best: number | null } =>
  using(wasm.assignmentState(Float64Array.from(scores, (s) => s ?? NaN)), (status) => ({
    state: status.state as AssignmentState,
    best: status.best ?? null,
  }));

/** null when the assignment at `index` (of the course's, in order) opens, else its message. */
export const mayOpenAssignment = (statesInCourseOrder: readonly AssignmentState[], index: number, lang: Lang): string | null =>
  translated(wasm.mayOpenAssignment([...statesInCourseOrder], index), lang);

/** 'Locked', 'Reattempt' or 'Attempt', in a language. */
export const menuTooltip = (isMarked: boolean, submissions: number, lang: Lang): string =>
  wasm.lmsMessage(wasm.menuTooltip(isMarked, submissions), lang);

/** Epoch seconds: `periodInDays` days after `createdAt`. */
export const dueDate = (createdAt: number, periodInDays: number): number => wasm.dueDate(createdAt, periodInDays);

/** Submitted of total and the percent with 2 decimals ('33.33'). */
export const progress = (submitted: number, total: number): { submitted: number; total: number; percent: string } =>
  using(wasm.progress(submitted, total), (p) => ({ submitted: p.submitted, total: p.total, percent: p.percent }));

/** The score card's items by name (`pitch1` … `averageGrowth`), null or absent when missing. */
export type ScoreItems = Partial<Record<string, number | null>>;

const itemTexts = (items: ScoreItems): string[] => wasm.scoreItemNames().map((name) => (items[name] == null ? '' : String(items[name])));

/** The whole percentage of 70 (the 14 items of weight 5). */
export const scorePercentage = (items: ScoreItems): number => wasm.scorePercentage(itemTexts(items));

/** The sum of the items, as text ('31.5'). */
export const scoreTotal = (items: ScoreItems): string => wasm.scoreTotal(itemTexts(items));

/** 'Submitted' when the item has a score, else 'Pending', in a language. */
export const itemStatus = (score: number | null | undefined, lang: Lang): string => wasm.lmsMessage(wasm.itemStatus(score != null), lang);

export type Gate =
  | { kind: 'notRegistered'; message: string }
  | { kind: 'pending'; surveys: { key: string; done: boolean }[] }
  | { kind: 'open' };

/** The survey gate from the trainee check and `surveys/verify-done/1`'s data (null when it answered nothing). */
export function surveyGate(isTrainee: boolean, done: Partial<Record<string, number>> | null, lang: Lang): Gate {
  const counts = done ? Uint32Array.from(wasm.gateSurveys(), (key) => done[key] ?? 0) : undefined;
  return using(wasm.surveyGate(isTrainee, counts), (gate) => {
    if (gate.kind === 'notRegistered') return { kind: 'notRegistered', message: wasm.lmsMessage(gate.message ?? '', lang) };
    if (gate.kind === 'open') return { kind: 'open' };
    const flags = gate.done;
    return { kind: 'pending', surveys: gate.keys.map((key, i) => ({ key, done: flags[i] === 1 })) };
  });
}

/** A check's verdict: the field and its message in the language asked for, or null when it passes. */
export interface Problem {
  field: string;
  message: string;
}

function problemOf(found: wasm.LmsProblem | undefined, lang: Lang): Problem | null {
  if (!found) return null;
  return using(found, (p) => ({ field: p.field, message: wasm.lmsMessage(p.message, lang) }));
}

/** A chat message: 'Enter message', then 'Missing important information'. */
export const checkMessage = (cohortId: string, traineeId: string, text: string, lang: Lang): Problem | null =>
  problemOf(wasm.checkMessage(cohortId, traineeId, text), lang);

export interface NoteDraft {
  id: string | null;
  traineeId: string;
  cohortId: string | null;
  title: string;
  lines: readonly string[];
}

/** A note added or edited: the problem, or the title and lines to send (keyed "1".."n", blank ones dropped). */
export function checkNote(draft: NoteDraft, editing: boolean, lang: Lang): { ok: true; title: string; notes: Record<string, string> } | { ok: false; problem: Problem } {
  return using(wasm.checkNote(draft.id ?? undefined, draft.traineeId, draft.cohortId ?? undefined, draft.title, [...draft.lines], editing), (check) => {
    if (!check.ok) return { ok: false, problem: problemOf(check.problem, lang) ?? { field: '', message: '' } };
    const notes = Object.fromEntries(check.lines.map((line, i) => [String(i + 1), line]));
    return { ok: true, title: check.title ?? '', notes };
  });
}

/** Enter on a line: a new empty line after it when it is not blank. */
export const noteLinesAfterEnter = (lines: readonly string[], index: number): string[] => wasm.noteLinesAfterEnter([...lines], index);

/** Backspace or Delete on a line: an empty one goes, never the last. */
export const noteLinesAfterErase = (lines: readonly string[], index: number): string[] => wasm.noteLinesAfterErase([...lines], index);

/** A note's title on its card: 20 characters, then '…'. */
export const cardTitle = (title: string): string => wasm.cardTitle(title);

/** A topic review: 'Missing required data', 'Fill all fields', then 1 to 5 stars. */
export const checkReview = (traineeId: string, topicId: string, rating: number | null, comment: string, lang: Lang): Problem | null =>
  problemOf(wasm.checkReview(traineeId, topicId, rating ?? undefined, comment), lang);

/** A mentor's grade as typed (a whole number from 0 to 100) and comment. */
export const checkGrade = (score: string, comment: string, lang: Lang): Problem | null => problemOf(wasm.checkGrade(score, comment), lang);

/** Whether an FAQ shows for a search (case ignored; a blank search shows all). */
export const faqMatches = (query: string, question: string, solution: string): boolean => wasm.faqMatches(query, question, solution);

export type TaskType = 'text' | 'link' | 'choice' | 'checkbox' | 'file';

export interface AssignmentTask {
  type: TaskType;
  /** The options' English texts (a choice's or checkboxes'). */
  options?: readonly { en: string }[];
}

export type AnswerValue = string | readonly string[];

/** An assignment's answers: every problem by task key, or the cleaned answers to send. */
export function checkAnswers(
  tasks: Record<string, AssignmentTask>,
  answers: Record<string, AnswerValue | undefined>,
  lang: Lang,
): { ok: true; answers: Record<string, string | string[]> } | { ok: false; problems: Record<string, string> } {
  return using(new wasm.AssignmentAnswers(), (form) => {
    for (const [key, task] of Object.entries(tasks)) form.addTask(key, task.type, (task.options ?? []).map((o) => o.en));
    for (const [key, value] of Object.entries(answers)) {
      if (value === undefined) continue;
      if (typeof value === 'string') form.answer(key, value);
      else form.answerMany(key, [...value]);
    }
    return using(form.check(), (check) => {
      if (!check.ok) return { ok: false, problems: Object.fromEntries(check.problemKeys.map((key) => [key, wasm.lmsMessage(check.problem(key) ?? '', lang)])) };
      const clean: Record<string, string | string[]> = {};
      for (const key of check.keys) clean[key] = check.values(key) ?? check.value(key) ?? '';
      return { ok: true, answers: clean };
    });
  });
}
