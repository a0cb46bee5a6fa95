/**
 * What the coach typed in a content form and has not saved yet, kept on this device per user and
 * form (localStorage), so a reload or a closed tab loses nothing; forgotten once saved or discarded.
 */
import { readJson, removeItem, writeItem, KEY_PREFIX } from '../../lib/storage';
import type { PlaybookForm, SessionForm, ToolForm } from './content';
import type { Text } from './api';

/** Which form: `playbook:new`, `playbook:{id}`, `chapter:{playbookId}`, `session:{id}`, `session:new:{chapterId}`. */
export const draftKey = (userId: string, form: string): string => `${KEY_PREFIX}playbook-content.${userId}.${form}`;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export const isText = (value: unknown): value is Text => isObject(value) && typeof value.en === 'string' && typeof value.sw === 'string';

export const isPlaybookForm = (value: unknown): value is PlaybookForm => isObject(value) && isText(value.name) && isText(value.summary);

const isToolForm = (value: unknown): value is ToolForm =>
  isObject(value) &&
  typeof value.key === 'string' &&
  isText(value.name) &&
  isText(value.info) &&
  typeof value.icon === 'string' &&
  typeof value.link === 'string';

export const isSessionForm = (value: unknown): value is SessionForm =>
  isObject(value) &&
  isText(value.name) &&
  typeof value.position === 'string' &&
  isText(value.info) &&
  Array.isArray(value.tools) &&
  value.tools.every(isToolForm);

export function readDraft<T>(key: string, isForm: (value: unknown) => value is T): T | null {
  const stored = readJson<unknown>('local', key);
  return isForm(stored) ? stored : null;
}

export const saveDraft = (key: string, form: unknown): void => writeItem('local', key, JSON.stringify(form));

export const forgetDraft = (key: string): void => removeItem('local', key);
