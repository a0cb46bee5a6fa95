/**
 * What the coach typed in a course form and has not saved yet, kept on this device per user and
 * record (localStorage), so a reload, a closed tab or a lost connection loses nothing; offered back
 * when the record is opened again, forgotten once saved or discarded. A kept value is read back only
 * when it has the form's shape.
 */
import { KEY_PREFIX, readJson, removeItem, writeItem } from '../../lib/storage';
import type { Text } from './api';
import type { AssignmentForm, FaqForm, MeetingForm, ObjectiveForm, ResourceForm, TaskForm, TopicForm } from './course';
import { TASK_TYPES } from './course';

/**
 * Which form: `name:{classId}`, `meetings:{classId}`, `faqs:{classId}`, `chapter:{id}`,
 * `chapter:new:{classId}`, `topic:{id}`, `topic:new:{chapterId}`, `assignment:{id}`,
 * `assignment:new:{chapterId}`.
 */
export const draftKey = (userId: string, form: string): string => `${KEY_PREFIX}course-editor.${userId}.${form}`;

type Guard<T> = (value: unknown) => value is T;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const listOf =
  <T>(guard: Guard<T>): Guard<T[]> =>
  (value: unknown): value is T[] =>
    Array.isArray(value) && value.every(guard);

export const isText = (value: unknown): value is Text => isObject(value) && isString(value.en) && isString(value.sw);

const isMeetingForm = (value: unknown): value is MeetingForm =>
  isObject(value) &&
  isString(value.key) &&
  isText(value.title) &&
  isString(value.day) &&
  isString(value.starts) &&
  isString(value.ends) &&
  isString(value.place);

const isFaqForm = (value: unknown): value is FaqForm => isObject(value) && isString(value.key) && isText(value.question) && isText(value.solution);

export const isMeetings = listOf(isMeetingForm);
export const isFaqs = listOf(isFaqForm);

const isObjectiveForm = (value: unknown): value is ObjectiveForm =>
  isObject(value) && isString(value.key) && isText(value.title) && listOf(isText)(value.points);

const isResourceForm = (value: unknown): value is ResourceForm =>
  isObject(value) &&
  isString(value.key) &&
  (value.type === 'audio' || value.type === 'video' || value.type === 'file') &&
  isText(value.name) &&
  isText(value.description) &&
  isString(value.link) &&
  isString(value.size) &&
  (value.upload === null || isString(value.upload));

export const isTopicForm = (value: unknown): value is TopicForm =>
  isObject(value) && isText(value.name) && isText(value.description) && listOf(isObjectiveForm)(value.objectives) && listOf(isResourceForm)(value.resources);

const isTaskForm = (value: unknown): value is TaskForm =>
  isObject(value) && isString(value.key) && isText(value.text) && TASK_TYPES.includes(value.type as TaskForm['type']) && listOf(isText)(value.options);

export const isAssignmentForm = (value: unknown): value is AssignmentForm =>
  isObject(value) && isText(value.title) && isString(value.days) && listOf(isTaskForm)(value.tasks);

export function readDraft<T>(key: string, isForm: Guard<T>): T | null {
  const stored = readJson<unknown>('local', key);
  return isForm(stored) ? stored : null;
}

export const saveDraft = (key: string, form: unknown): void => writeItem('local', key, JSON.stringify(form));

export const forgetDraft = (key: string): void => removeItem('local', key);
