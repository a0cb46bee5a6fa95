/**
 * The advisory playbook's rules of the Rust core (spec 001 sections 2.3, 4.3, 5, 8, 9;
 * docs/playbook.md): which ids a page's URL names (24 characters, one segment up, the 9-piece session
 * route with the saved pair), which pair is used, the checks of a feedback, a reply and a task, a
 * pair's progress through a playbook, and the playbook messages in both languages. A WASM package of
 * its own (`playbook`), loaded with the playbook screens (the entrepreneur's and the advisor's).
 * Nothing is decided here; messages come back in the language asked for.
 */
import init, * as wasm from '../wasm-pkg/playbook/portal_core.js';
import wasmUrl from '../wasm-pkg/playbook/portal_core_bg.wasm?url';
import type { Lang } from './i18n/language';
import { packageLoader } from './wasmPackage';

const loader = packageLoader(init, wasm.initSync, wasmUrl);

/** Loads the package once; the playbook screens are shown after it resolves. */
export const loadPlaybookCore = (): Promise<void> => loader.load();

/** For tests in node: instantiate from the .wasm bytes. */
export const loadPlaybookCoreSync = (bytes: BufferSource): void => loader.loadSync(bytes);

/** What a rule chose, or its message in the language asked for. */
export type Chosen<T> = { ok: true; value: T } | { ok: false; message: string };

function chosen<T>(choice: wasm.Choice, lang: Lang, read: (values: string[]) => T): Chosen<T> {
  try {
    const message = choice.message;
    if (!choice.ok || message) return { ok: false, message: wasm.playbookMessage(message ?? '', lang) };
    return { ok: true, value: read(choice.values) };
  } finally {
    choice.free();
  }
}

const at = (values: string[], index: number): string => values[index] ?? '';

/** `/dashboard/playbook/playbook/{play_id}` (or one piece more or less): the playbook's id. */
export const playbookOfPath = (path: string, lang: Lang): Chosen<string> => chosen(wasm.playbookPage(path), lang, (v) => at(v, 0));

/** `/dashboard/playbook/book/{play_id}/chapter/{chap_id}`: both ids. */
export const chapterOfPath = (path: string, lang: Lang): Chosen<{ playbookId: string; chapterId: string }> =>
  chosen(wasm.chapterPage(path), lang, (v) => ({ playbookId: at(v, 0), chapterId: at(v, 1) }));

export interface SessionIds {
  playbookId: string;
  chapterId: string;
  sessionId: string;
  pairId: string;
}

/** `/dashboard/playbook/b/{play}/c/{chap}/s/{ses}` (exactly 9 pieces) with the saved pair. */
export const sessionOfPath = (path: string, savedPair: string | null, lang: Lang): Chosen<SessionIds> =>
  chosen(wasm.sessionPage(path, savedPair ?? undefined), lang, (v) => ({
    playbookId: at(v, 0),
    chapterId: at(v, 1),
    sessionId: at(v, 2),
    pairId: at(v, 3),
  }));

/** The pair to use: the saved one among the person's pairs, or the only one; else the spec's message. */
export const choosePair = (saved: string | null, pairIds: readonly string[], lang: Lang): Chosen<string> =>
  chosen(wasm.choosePair(saved ?? undefined, [...pairIds]), lang, (v) => at(v, 0));

/** The pairs call with `id=` found `count` pairs: null for exactly one, else the message. */
export const onePairMessage = (count: number, lang: Lang): string | null => {
  const message = wasm.onePairMessage(count);
  return message ? wasm.playbookMessage(message, lang) : null;
};

/** 'No Access to Playbook yet' for a pair with no playbooks, else null. */
export const playbooksMessage = (assigned: number, lang: Lang): string | null => {
  const message = wasm.playbooksMessage(assigned);
  return message ? wasm.playbookMessage(message, lang) : null;
};

/** `Advisor 1` / `Mshauri 1` for the first of the list (index from 0). */
export const advisorLabel = (index: number, lang: Lang): string => wasm.advisorLabel(index, lang);

/** A check's verdict: the field and its message in the language asked for, or null when it passes. */
export interface Problem {
  field: string;
  message: string;
}

function problemOf(found: wasm.CheckProblem | undefined, lang: Lang): Problem | null {
  if (!found) return null;
  try {
    return { field: found.field, message: wasm.playbookMessage(found.message, lang) };
  } finally {
    found.free();
  }
}

/**
 * A feedback: 1 to 5 stars, text and files optional. Without stars, the entrepreneur reads 'Rate the
 * adviser by clicking any of the stars to continue', the advisor (`side` 'advisor') to rate the session.
 */
export const checkFeedback = (rated: number | null, text: string, files: number, lang: Lang, side: 'entrepreneur' | 'advisor' = 'entrepreneur'): Problem | null =>
  problemOf(wasm.checkFeedback(rated ?? undefined, text, files, side === 'advisor'), lang);

/** A task's reply ('Response is needed to submit'); a task already answered takes none. */
export const checkReply = (alreadyAnswered: boolean, response: string, files: number, lang: Lang): Problem | null =>
  problemOf(wasm.checkReply(alreadyAnswered, response, files), lang);

/** A task an advisor sets; `dueDate` and `now` in epoch seconds (the due day counts in Nairobi days). */
export const checkTask = (topic: string, task: string, dueDate: number | null, now: number, lang: Lang): Problem | null =>
  problemOf(wasm.checkTask(topic, task, dueDate ?? undefined, now), lang);

export type ProgressStatus = 'pending' | 'inProgress' | 'completed';

export interface PlaybookProgress {
  playbookId: string;
  chapterId: string | null;
  sessionId: string | null;
  state: string;
  stateNumber: number;
  status: ProgressStatus;
  statusLabel: string;
}

/** The outline of a playbook and what a pair did in it, for `playbookProgress`. */
export interface ProgressInput {
  playbookId: string;
  chapters: readonly { id: string; position: number }[];
  sessions: readonly { chapterId: string; id: string; position: number; tools: readonly string[] }[];
  /** Tools ticked done, by session and the tool's English name. */
  ticks: readonly { sessionId: string; tool: string }[];
  /** Tasks set for the pair, answered or not. */
  tasks: readonly { sessionId: string; answered: boolean }[];
}

/**
 * A pair's progress through a playbook (percentage rounded down, pending / in progress / completed):
 * the same figure the server answers, recomputed on the phone when something waits to be sent.
 */
export function playbookProgress(input: ProgressInput, lang: Lang): PlaybookProgress {
  const progress = new wasm.PlaybookProgress(input.playbookId);
  try {
    for (const chapter of input.chapters) progress.addChapter(chapter.id, chapter.position);
    for (const session of input.sessions) progress.addSession(session.chapterId, session.id, session.position, [...session.tools]);
    for (const tick of input.ticks) progress.tick(tick.sessionId, tick.tool);
    for (const task of input.tasks) progress.task(task.sessionId, task.answered);
    const state = progress.compute();
    try {
      return {
        playbookId: state.playbookId,
        chapterId: state.chapterId ?? null,
        sessionId: state.sessionId ?? null,
        state: state.state,
        stateNumber: state.stateNumber,
        status: state.status as ProgressStatus,
        statusLabel: state.statusLabel(lang),
      };
    } finally {
      state.free();
    }
  } finally {
    progress.free();
  }
}

/** `Completed` or `Pending` for a tool, in a language. */
export const toolLabel = (done: boolean, lang: Lang): string => wasm.toolLabel(done, lang);

export type EmptyList = 'chapters' | 'sessions' | 'tasks' | 'feedback' | 'tools';

/** What an empty list shows ('No Playbook chapters', 'Nothing yet: No assignment available', …). */
export const emptyMessage = (list: EmptyList, lang: Lang): string => wasm.emptyMessage(list, lang) ?? '';

/** A playbook message (a server's `msg`, a rule's text) in a language; one it does not know stays as given. */
export const playbookMessage = (english: string, lang: Lang): string => wasm.playbookMessage(english, lang);
