/**
 * What the advisor typed in a form and has not sent yet (a task, a feedback's text), kept on this
 * device per user, pair and session (localStorage), so a reload or a closed tab loses nothing;
 * forgotten once the task is set or the feedback is queued.
 */
import { readJson, removeItem, writeItem, KEY_PREFIX } from '../../lib/storage';

export type Draft = Readonly<Record<string, string>>;
export type DraftForm = 'task' | 'feedback';

export const draftKey = (form: DraftForm, userId: string, pairId: string, sessionId: string): string =>
  `${KEY_PREFIX}advisor-${form}.${userId}.${pairId}.${sessionId}`;

const isDraft = (value: unknown): value is Draft =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((v) => typeof v === 'string');

export function readDraft(key: string): Draft | null {
  const stored = readJson<unknown>('local', key);
  return isDraft(stored) ? stored : null;
}

/** Keeps the draft; one with nothing typed is forgotten instead. */
export function saveDraft(key: string, draft: Draft): void {
  if (Object.values(draft).every((v) => v.trim() === '')) removeItem('local', key);
  else writeItem('local', key, JSON.stringify(draft));
}

export const forgetDraft = (key: string): void => removeItem('local', key);
