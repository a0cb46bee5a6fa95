/**
 * Reading the playbook server's answers (server/src/playbook/model.rs, core's record shapes) for the
 * advisor's screens, defensively: a missing or mistyped field becomes an empty value, never a crash.
 * Texts a person reads come as `{en, sw}`.
 */
import type { ProgressStatus } from '../../lib/core-playbook';
import type { Lang } from '../../lib/i18n';
import { int, isRaw, list, nullableInt, rawOf, text, type Raw } from '../../lib/read';

export interface Both {
  en: string;
  sw: string;
}

const both = (value: unknown): Both => {
  const raw = rawOf(value);
  return { en: text(raw, 'en'), sw: text(raw, 'sw') };
};

/** A `{en, sw}` text in a language, the English when the other is blank. */
export const inLang = (value: Both, lang: Lang): string => (lang === 'sw' && value.sw.trim() ? value.sw : value.en);

/** A `{en, sw}` text present in neither language is absent. */
const optionalBoth = (value: unknown): Both | null => {
  if (!isRaw(value)) return null;
  const read = both(value);
  return read.en || read.sw ? read : null;
};

const STATUSES: readonly ProgressStatus[] = ['pending', 'inProgress', 'completed'];

export interface Progress {
  playbookId: string;
  chapterId: string | null;
  sessionId: string | null;
  /** The whole percent, 0 to 100. */
  stateNumber: number;
  status: ProgressStatus;
}

export interface AssignedPlaybook {
  id: string;
  name: Both;
}

export interface Pair {
  id: string;
  entrepreneurName: string;
  entrepreneurMail: string;
  /** The entrepreneur's phone, when the server sends one ('' otherwise). */
  entrepreneurPhone: string;
  /** Epoch seconds. */
  createdAt: number;
  playbooks: AssignedPlaybook[];
  progress: Progress[];
}

function readProgress(raw: Raw): Progress {
  const status = text(raw, 'status');
  return {
    playbookId: text(raw, 'playbookId'),
    chapterId: text(raw, 'chapterId') || null,
    sessionId: text(raw, 'sessionId') || null,
    stateNumber: Math.max(0, Math.min(100, int(raw, 'stateNumber'))),
    status: (STATUSES as readonly string[]).includes(status) ? (status as ProgressStatus) : 'pending',
  };
}

export function readPair(raw: Raw): Pair {
  return {
    id: text(raw, '_id'),
    entrepreneurName: text(raw, 'entrepreneurName'),
    entrepreneurMail: text(raw, 'entrepreneurMail'),
    entrepreneurPhone: text(raw, 'entrepreneurPhone'),
    createdAt: int(raw, 'createdAt'),
    playbooks: list(raw.assignedPlaybooks).map((p) => ({ id: text(p, 'id'), name: both(p.name) })),
    progress: list(raw.progress).map(readProgress),
  };
}

/** `GET /playbook/pairs`'s pairs. */
export const readPairs = (answer: unknown): Pair[] => list(rawOf(answer).data).map(readPair).filter((p) => p.id !== '');

/** A playbook's progress in a pair: the server's, or section 9's default (0%, pending). */
export function progressOf(pair: Pair, playbookId: string): Progress {
  return (
    pair.progress.find((p) => p.playbookId === playbookId) ?? {
      playbookId,
      chapterId: null,
      sessionId: null,
      stateNumber: 0,
      status: 'pending',
    }
  );
}

export interface Chapter {
  id: string;
  name: Both;
  position: number;
}

export interface SessionItem {
  id: string;
  chapterId: string;
  name: Both;
  position: number;
}

const byPosition = <T extends { position: number }>(items: T[]): T[] => [...items].sort((a, b) => a.position - b.position);

export const readChapters = (answer: unknown): Chapter[] =>
  byPosition(list(rawOf(answer).data).map((c) => ({ id: text(c, '_id'), name: both(c.name), position: int(c, 'position') })));

export const readSessions = (answer: unknown): SessionItem[] =>
  byPosition(
    list(rawOf(answer).data).map((s) => ({
      id: text(s, '_id'),
      chapterId: text(s, 'chapterId'),
      name: both(s.name),
      position: int(s, 'position'),
    })),
  );

export interface Tool {
  /** The English name: a tool is ticked by it. */
  key: string;
  name: Both;
  info: Both;
  /** Core's rendering of `info` (infoHtml), when the server sends it. */
  infoHtml: Both | null;
  icon: string;
  /** An https link, or null. */
  link: string | null;
  done: boolean;
}

function readTool(raw: Raw): Tool {
  const name = both(raw.name);
  const link = text(raw, 'value');
  return {
    key: name.en,
    name,
    info: both(raw.info),
    infoHtml: optionalBoth(raw.infoHtml),
    icon: text(raw, 'icon'),
    link: link.startsWith('https://') ? link : null,
    done: raw._isDone === true,
  };
}

export interface Session {
  id: string;
  chapterId: string;
  playbookId: string;
  name: Both;
  info: Both;
  infoHtml: Both | null;
}

/** `GET /playbook/session/{id}`: the session and its playbook's id. */
export function readSession(answer: unknown): Session {
  const raw = rawOf(answer);
  const data = rawOf(raw.data);
  return {
    id: text(data, '_id'),
    chapterId: text(data, 'chapterId'),
    playbookId: text(raw, 'playbookId'),
    name: both(data.name),
    info: both(data.info),
    infoHtml: optionalBoth(data.infoHtml),
  };
}

/** `GET /playbook/tools/{sessId}/{pairId}`: the checklist with each tool's state for the pair. */
export const readTools = (answer: unknown): Tool[] => list(rawOf(answer).data).map(readTool).filter((t) => t.key !== '');

export interface Reply {
  response: string;
  files: string[];
  /** Epoch seconds. */
  createdAt: number;
}

export interface Task {
  id: string;
  topic: string;
  task: string;
  /** Epoch seconds of the due day's 00:00 in Nairobi, or null. */
  dueDate: number | null;
  createdAt: number;
  reply: Reply | null;
}

const ids = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v !== '') : []);

function readTask(raw: Raw): Task {
  const reply = isRaw(raw.reply) ? raw.reply : null;
  return {
    id: text(raw, '_id'),
    topic: text(raw, 'topic'),
    task: text(raw, 'task'),
    dueDate: nullableInt(raw, 'dueDate'),
    createdAt: int(raw, 'createdAt'),
    reply: reply ? { response: text(reply, 'response'), files: ids(reply.files), createdAt: int(reply, 'createdAt') } : null,
  };
}

/** `GET /playbook/tasks/{sessId}/{pairId}`, newest first. */
export const readTasks = (answer: unknown): Task[] =>
  list(rawOf(answer).data)
    .map(readTask)
    .filter((t) => t.id !== '')
    .sort((a, b) => b.createdAt - a.createdAt);

export type Side = 'Entrepreneur' | 'Advisor';

export interface Feedback {
  id: string;
  rated: number;
  feedback: string;
  files: string[];
  from: Side;
  createdAt: number;
}

/** `GET /playbook/feedback/{sessId}/{pairId}`, newest first. */
export const readFeedback = (answer: unknown): Feedback[] =>
  list(rawOf(answer).data)
    .map((raw) => ({
      id: text(raw, '_id'),
      rated: Math.max(0, Math.min(5, int(raw, 'rated'))),
      feedback: text(raw, 'feedback'),
      files: ids(raw.files),
      from: (text(raw, 'from') === 'Advisor' ? 'Advisor' : 'Entrepreneur') as Side,
      createdAt: int(raw, 'createdAt'),
    }))
    .filter((f) => f.id !== '')
    .sort((a, b) => b.createdAt - a.createdAt);

export interface Alert {
  id: string;
  kind: string;
  title: string;
  pairId: string | null;
  sessionId: string | null;
  read: boolean;
  createdAt: number;
}

/** `GET /playbook/alerts`: the advisor's alerts, newest first. */
export const readAlerts = (answer: unknown): Alert[] =>
  list(rawOf(answer).data).map((raw) => ({
    id: text(raw, '_id'),
    kind: text(raw, 'kind'),
    title: text(raw, 'title'),
    pairId: text(raw, 'pairingId') || null,
    sessionId: text(raw, 'sessionId') || null,
    read: raw.read === true,
    createdAt: int(raw, 'createdAt'),
  }));

/** A post's `{error, msg}`: the message, and whether it was refused. */
export function readAnswer(answer: unknown): { error: boolean; msg: string } {
  const raw = rawOf(answer);
  return { error: raw.error === true, msg: text(raw, 'msg') };
}
