/**
 * The quarterly survey's rules of the Rust core (spec 001 sections 2.4, 4.4, 5, 8; docs/survey.md):
 * which questions show given the answers so far (skip logic), each answer's and the whole
 * submission's checks, the quarter and the once-a-quarter rule, and the survey messages in both
 * languages. From the `books` WASM package (lib/core-books.ts), loaded with the survey screens. The menu
 * call's JSON is read here (the package has no JSON reader) and the survey built question by
 * question. Nothing is decided here.
 */
import * as wasm from '../wasm-pkg/books/portal_core.js';
import { booksLoader as loader } from './core-books';
import type { Lang } from './i18n/language';

/** Loads the package once; the survey screens are shown after it resolves. */
export const loadSurveyCore = (): Promise<void> => loader.load();

/** For tests in node: instantiate from the .wasm bytes. */
export const loadSurveyCoreSync = (bytes: BufferSource): void => loader.loadSync(bytes);

export type QuestionKind = 'text' | 'integer' | 'decimal' | 'selectOne' | 'selectMany' | 'date' | 'phone' | 'note';

/** A question as the menu call sends it (core's shape, camelCase). */
export interface WireQuestion {
  name: string;
  code: string;
  text: { en?: string; sw?: string };
  type: string;
  options?: { value: string; label: { en?: string; sw?: string } }[] | null;
  optionsLink?: string | null;
  active?: boolean;
  dependent?: { code: string; input: string } | null;
  required?: boolean;
}

export interface SurveyOption {
  value: string;
  label: Record<Lang, string>;
}

/** A question as the screen shows it, read back from core. */
export interface SurveyQuestion {
  name: string;
  code: string;
  kind: QuestionKind;
  text: Record<Lang, string>;
  required: boolean;
  active: boolean;
  options: SurveyOption[];
  optionsLink: string | null;
}

/** What is typed so far, by question name: one value, or a select-many question's choices. */
export type AnswerValues = Readonly<Record<string, string | readonly string[]>>;

/** A survey built in core from the menu's questions. */
export interface Survey {
  code: string;
  questions: SurveyQuestion[];
  /** The names shown given `answers` (skip logic, inactive questions), in order. */
  visible(answers: AnswerValues): Set<string>;
  /** One question's message (English), or null. `country`: `KE` or `TZ`. */
  check(name: string, answers: AnswerValues, country: string): string | null;
  /** The whole submission: every problem by name (English), or the values to post. */
  checkAll(answers: AnswerValues, country: string): SubmissionResult;
}

export type SubmissionResult =
  | { ok: true; values: Record<string, string | string[]> }
  | { ok: false; problems: Record<string, string> };

function toAnswers(values: AnswerValues): wasm.SurveyAnswers {
  const answers = new wasm.SurveyAnswers();
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'string') {
      if (value !== '') answers.set(name, value);
    } else if (value.length > 0) answers.setMany(name, [...value]);
  }
  return answers;
}

function readQuestion(question: wasm.SurveyQuestion): SurveyQuestion {
  try {
    const values = question.optionValues;
    const en = question.optionLabels('en');
    const sw = question.optionLabels('sw');
    return {
      name: question.name,
      code: question.code,
      kind: question.kind as QuestionKind,
      text: { en: question.text('en'), sw: question.text('sw') },
      required: question.required,
      active: question.active,
      options: values.map((value, i) => ({ value, label: { en: en[i] ?? value, sw: sw[i] ?? en[i] ?? value } })),
      optionsLink: question.optionsLink ?? null,
    };
  } finally {
    question.free();
  }
}

/**
 * The survey of the menu's questions, or null for a code core does not map ('Error Occured
 * Unmapped survey'). A question of an unknown type is left out.
 */
export function buildSurvey(code: string, title: string, questions: readonly WireQuestion[]): Survey | null {
  const form = wasm.SurveyForm.empty(code, title, title);
  if (!form) return null;
  for (const q of questions) {
    const added = form.addQuestion(
      q.name,
      q.code,
      q.type,
      q.text.en ?? '',
      q.text.sw ?? q.text.en ?? '',
      q.required ?? false,
      q.active ?? true,
      q.optionsLink ?? null,
      q.dependent?.code ?? null,
      q.dependent?.input ?? null,
    );
    if (!added) continue;
    for (const option of q.options ?? []) form.addOption(option.value, option.label.en ?? option.value, option.label.sw ?? option.label.en ?? option.value);
  }
  const shown: SurveyQuestion[] = [];
  for (let i = 0; i < form.questionCount; i++) {
    const question = form.question(i);
    if (question) shown.push(readQuestion(question));
  }
  const withAnswers = <T>(values: AnswerValues, use: (answers: wasm.SurveyAnswers) => T): T => {
    const answers = toAnswers(values);
    try {
      return use(answers);
    } finally {
      answers.free();
    }
  };
  return {
    code: form.code,
    questions: shown,
    visible: (values) => withAnswers(values, (answers) => new Set(form.visibleNames(answers))),
    check: (name, values, country) => withAnswers(values, (answers) => form.checkAnswer(name, answers, country) ?? null),
    checkAll: (values, country) =>
      withAnswers(values, (answers) => {
        const check = form.checkSubmission(answers, country);
        try {
          if (!check.ok) {
            const problems: Record<string, string> = {};
            for (const name of check.problemNames) problems[name] = check.problem(name) ?? '';
            return { ok: false, problems };
          }
          const out: Record<string, string | string[]> = {};
          for (const name of check.storedNames) {
            const stored = check.stored(name) ?? [];
            const question = shown.find((q) => q.name === name);
            out[name] = question?.kind === 'selectMany' ? stored : (stored[0] ?? '');
          }
          return { ok: true, values: out };
        } finally {
          check.free();
        }
      }),
  };
}

/** `[year, quarter]` of a moment (epoch seconds) in Nairobi. */
export function quarterOf(epochSeconds: number): [number, number] | null {
  const parts = wasm.quarterOf(epochSeconds);
  return parts && parts.length === 2 ? [parts[0] ?? 0, parts[1] ?? 0] : null;
}

/** A survey message (English, as core or the server writes it) in a language. */
export const surveyMessage = (english: string, lang: Lang): string => wasm.surveyMessage(english, lang);
