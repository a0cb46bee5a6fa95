/**
 * Reading the learning server's answers for the mentor's screens (docs/lms.md, "The mentor's calls"),
 * defensively: a missing or mistyped field becomes an empty value, never a crash. Texts a person
 * reads in the course come as `{en, sw}`.
 */
import type { Lang } from '../../lib/i18n';
import { int, isRaw, list, nullableInt, rawOf, text, type Raw } from '../../lib/read';

export interface Both {
  en: string;
  sw: string;
}

const both = (value: unknown): Both => {
  if (typeof value === 'string') return { en: value, sw: value };
  const raw = rawOf(value);
  return { en: text(raw, 'en'), sw: text(raw, 'sw') };
};

/** A `{en, sw}` text in a language, the English when the other is blank. */
export const inLang = (value: Both, lang: Lang): string => (lang === 'sw' && value.sw.trim() ? value.sw : value.en);

/** The percent as the server sends it ('33.33'); a number is shown with its 2 decimals. */
export function percentText(value: unknown): string {
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return value.toFixed(2);
  return '0.00';
}

const count = (raw: Raw, key: string): number => Math.max(0, int(raw, key));

export interface Trainee {
  traineeId: string;
  userId: string;
  name: string;
  email: string;
  phone: string;
  cohortId: string;
  cohortName: string;
  submitted: number;
  total: number;
  /** 2 decimals, as the server sends it. */
  percent: string;
  ungraded: number;
  unread: number;
  /** Epoch seconds, or null when they never wrote. */
  lastMessageAt: number | null;
}

export interface Cohort {
  cohortId: string;
  name: string;
  trainees: Trainee[];
}

function readTrainee(raw: Raw, cohortId: string, cohortName: string): Trainee {
  const progress = rawOf(raw.progress);
  return {
    traineeId: text(raw, 'traineeId'),
    userId: text(raw, 'userId'),
    name: text(raw, 'name'),
    email: text(raw, 'email'),
    phone: text(raw, 'phone'),
    cohortId,
    cohortName,
    submitted: count(progress, 'submitted'),
    total: count(progress, 'total'),
    percent: percentText(progress.percent),
    ungraded: count(raw, 'ungraded'),
    unread: count(raw, 'unread'),
    lastMessageAt: nullableInt(raw, 'lastMessageAt'),
  };
}

/** `GET /lms/mentor/overview`: the mentor's cohorts with their trainees. */
export const readOverview = (answer: unknown): Cohort[] =>
  list(rawOf(answer).data)
    .map((raw) => {
      const cohortId = text(raw, 'cohortId');
      const name = text(raw, 'name') || both(raw.name).en;
      return { cohortId, name, trainees: list(raw.trainees).map((t) => readTrainee(t, cohortId, name)).filter((t) => t.traineeId !== '') };
    })
    .filter((c) => c.cohortId !== '');

export type TaskType = 'text' | 'link' | 'choice' | 'checkbox' | 'file';
const TASK_TYPES: readonly TaskType[] = ['text', 'link', 'choice', 'checkbox', 'file'];

export interface Task {
  /** The question's number ("1", "2"…). */
  key: string;
  text: Both;
  type: TaskType;
  options: Both[];
}

export type Answer = string | string[];

export interface SubmittedFile {
  uploadId: string;
  name: string;
  url: string;
}

export interface Submission {
  id: string;
  assignmentId: string;
  assignmentTitle: Both;
  traineeId: string;
  traineeName: string;
  tasks: Task[];
  answers: Record<string, Answer>;
  files: SubmittedFile[];
  /** null: not graded yet. */
  score: number | null;
  comment: string;
  createdAt: number;
  gradedAt: number | null;
}

/** An assignment's tasks by their number, in order. */
export function readTasks(value: unknown): Task[] {
  const raw = rawOf(value);
  return Object.keys(raw)
    .sort((a, b) => Number(a) - Number(b) || a.localeCompare(b))
    .map((key) => {
      const task = rawOf(raw[key]);
      const type = text(task, 'type') as TaskType;
      const options = Array.isArray(task.options) ? task.options.map(both) : isRaw(task.options) ? Object.values(task.options).map(both) : [];
      return { key, text: both(task.text), type: TASK_TYPES.includes(type) ? type : 'text', options };
    });
}

function readAnswers(value: unknown): Record<string, Answer> {
  const out: Record<string, Answer> = {};
  for (const [key, answer] of Object.entries(rawOf(value))) {
    if (typeof answer === 'string') out[key] = answer;
    else if (typeof answer === 'number') out[key] = String(answer);
    else if (Array.isArray(answer)) out[key] = answer.filter((a): a is string => typeof a === 'string');
  }
  return out;
}

const score = (raw: Raw): number | null => (typeof raw.score === 'number' && Number.isFinite(raw.score) ? raw.score : null);

/** `GET /lms/mentor/submissions`: the submissions, oldest first as the server sends them. */
export const readSubmissions = (answer: unknown): Submission[] =>
  list(rawOf(answer).data)
    .map((raw) => ({
      id: text(raw, 'id'),
      assignmentId: text(raw, 'assignmentId'),
      assignmentTitle: both(raw.assignmentTitle),
      traineeId: text(raw, 'traineeId'),
      traineeName: text(raw, 'traineeName'),
      tasks: readTasks(raw.tasks),
      answers: readAnswers(raw.answers),
      files: list(raw.files).map((f) => ({ uploadId: text(f, 'uploadId'), name: text(f, 'name'), url: text(f, 'url') })),
      score: score(raw),
      comment: text(raw, 'comment'),
      createdAt: int(raw, 'createdAt'),
      gradedAt: nullableInt(raw, 'gradedAt'),
    }))
    .filter((s) => s.id !== '');

export interface Pitch {
  id: string;
  traineeId: string;
  traineeName: string;
  /** 1 or 2. */
  number: number;
  fileName: string;
  url: string;
  score: number | null;
  comment: string;
  createdAt: number;
  gradedAt: number | null;
}

/** `GET /lms/mentor/pitches`. */
export const readPitches = (answer: unknown): Pitch[] =>
  list(rawOf(answer).data)
    .map((raw) => ({
      id: text(raw, 'id'),
      traineeId: text(raw, 'traineeId'),
      traineeName: text(raw, 'traineeName'),
      number: int(raw, 'number'),
      fileName: text(raw, 'fileName'),
      url: text(raw, 'url'),
      score: score(raw),
      comment: text(raw, 'comment'),
      createdAt: int(raw, 'createdAt'),
      gradedAt: nullableInt(raw, 'gradedAt'),
    }))
    .filter((p) => p.id !== '');

export type Sender = 'mentor' | 'trainee';

export interface Message {
  id: string;
  sender: Sender;
  text: string;
  status: string;
  createdAt: number;
}

/** `GET /lms/messages`: the chat, oldest first ('Response: False' is an empty chat). */
export const readMessages = (answer: unknown): Message[] =>
  list(rawOf(answer).data)
    .map((raw) => ({
      id: text(raw, 'id'),
      sender: (text(raw, 'sender') === 'mentor' ? 'mentor' : 'trainee') as Sender,
      text: text(rawOf(raw.content), 'text'),
      status: text(raw, 'status'),
      createdAt: int(raw, 'createdAt'),
    }))
    .filter((m) => m.id !== '')
    .sort((a, b) => a.createdAt - b.createdAt);
