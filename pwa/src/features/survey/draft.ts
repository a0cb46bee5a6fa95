/**
 * Answers typed and not submitted yet, kept on the phone per user and survey (localStorage), so a
 * reload or a closed tab loses nothing; forgotten once the submission is queued.
 */
import { readJson, removeItem, writeItem, KEY_PREFIX } from '../../lib/storage';

export type DraftValues = Record<string, string | string[]>;

export interface Draft {
  values: DraftValues;
  /** When the person started filling it in (ms). */
  startedAt: number;
}

export const draftKey = (userId: string, surveyName: string): string => `${KEY_PREFIX}survey-draft.${userId}.${surveyName}`;

function isDraft(value: unknown): value is Draft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Record<string, unknown>;
  if (typeof draft.startedAt !== 'number' || typeof draft.values !== 'object' || draft.values === null) return false;
  return Object.values(draft.values).every(
    (v) => typeof v === 'string' || (Array.isArray(v) && v.every((item) => typeof item === 'string')),
  );
}

export function readDraft(userId: string, surveyName: string): Draft | null {
  const stored = readJson<unknown>('local', draftKey(userId, surveyName));
  return isDraft(stored) ? stored : null;
}

export function saveDraft(userId: string, surveyName: string, draft: Draft): void {
  writeItem('local', draftKey(userId, surveyName), JSON.stringify(draft));
}

export function forgetDraft(userId: string, surveyName: string): void {
  removeItem('local', draftKey(userId, surveyName));
}

export { toggled } from '../../components/survey/toggled';
