/**
 * Answers typed and not taken by the server yet, kept on the phone per user and assignment
 * (localStorage): a reload loses nothing, and a refusal leaves them to read again. Forgotten once
 * the server took them.
 */
import { readJson, removeItem, writeItem, KEY_PREFIX } from '../../lib/storage';

export type Answers = Record<string, string | string[]>;

const key = (userId: string, assignmentId: string): string => `${KEY_PREFIX}lms-answers.${userId}.${assignmentId}`;

function isAnswers(value: unknown): value is Answers {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((v) => typeof v === 'string' || (Array.isArray(v) && v.every((item) => typeof item === 'string')))
  );
}

export function readAnswers(userId: string, assignmentId: string): Answers {
  const stored = readJson<unknown>('local', key(userId, assignmentId));
  return isAnswers(stored) ? stored : {};
}

export function saveAnswers(userId: string, assignmentId: string, answers: Answers): void {
  writeItem('local', key(userId, assignmentId), JSON.stringify(answers));
}

export function forgetAnswers(userId: string, assignmentId: string): void {
  removeItem('local', key(userId, assignmentId));
}
