/** The questions editor's drafts: typed options, order by place in the list, core's checks per question. */
import { validateQuestion, type QuestionField, type QuestionType } from '../../lib/core-onboarding';
import { splitOptions, type CohortQuestion } from './wire';

export interface QuestionDraft {
  /** The saved question's id; a new one has none. */
  id?: string;
  /** A key for React that stays while the list is reordered. */
  key: string;
  question: string;
  type: QuestionType;
  /** One option per line. */
  optionsText: string;
  fileType: string;
  required: boolean;
}

export type DraftErrors = Partial<Record<QuestionField, string>>[];

let keys = 0;
const nextKey = () => `q${(keys += 1)}`;

export const toDrafts = (questions: readonly CohortQuestion[]): QuestionDraft[] =>
  questions.map((q) => ({
    ...(q.id ? { id: q.id } : {}),
    key: nextKey(),
    question: q.question,
    type: q.type,
    optionsText: q.options.join('\n'),
    fileType: q.fileType,
    required: q.required,
  }));

export const blankDraft = (): QuestionDraft => ({ key: nextKey(), question: '', type: 'text', optionsText: '', fileType: '', required: true });

/** The list with the draft at `from` moved by `by` places (kept inside the list). */
export function moveDraft(drafts: readonly QuestionDraft[], from: number, by: number): QuestionDraft[] {
  const to = Math.max(0, Math.min(drafts.length - 1, from + by));
  const next = [...drafts];
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(to, 0, moved);
  return next;
}

/** What is sent: each question's order is its place in the list, from 1; options only where the type has them. */
export function toQuestions(drafts: readonly QuestionDraft[]): CohortQuestion[] {
  return drafts.map((d, index) => ({
    ...(d.id ? { id: d.id } : {}),
    question: d.question.trim(),
    order: index + 1,
    type: d.type,
    options: d.type === 'select' || d.type === 'checkbox' ? splitOptions(d.optionsText) : [],
    fileType: d.type === 'file' ? d.fileType.trim() : '',
    required: d.required,
  }));
}

/** Core's messages for each question, or null when every one may be sent. */
export function checkDrafts(drafts: readonly QuestionDraft[]): DraftErrors | null {
  const questions = toQuestions(drafts);
  const errors = questions.map((q, index) => {
    const others = questions.filter((_, i) => i !== index).map((o) => o.order);
    return validateQuestion(q.question, q.type, q.options, q.fileType, q.order, others).fields;
  });
  return errors.some((e) => Object.keys(e).length > 0) ? errors : null;
}

/** The server's `questions.{i}.{field}` messages, by question. */
export function serverDraftErrors(fields: Readonly<Record<string, string>>, count: number): DraftErrors {
  const errors: DraftErrors = Array.from({ length: count }, () => ({}));
  for (const [name, text] of Object.entries(fields)) {
    const match = /^questions\.(\d+)\.(\w+)$/.exec(name);
    const at = match ? Number(match[1]) : -1;
    if (match && errors[at]) errors[at][match[2] as QuestionField] = text;
  }
  return errors;
}
