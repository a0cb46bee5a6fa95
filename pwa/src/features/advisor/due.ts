/**
 * A task's due day as the advisor reads it, on Nairobi days from core (`nairobiDateParts`,
 * `formatDate`), as core's `checkTask` counts them: a task is due at the start of its day and is
 * overdue only from the next day on, and only while it has no reply.
 */
import { formatDate, nairobiDateParts } from '../../lib/core';
import type { Task } from './wire';

/** The Nairobi day of a moment (epoch seconds) as a number that orders days: 20261126. */
export function dayNumber(epochSeconds: number): number | null {
  const parts = nairobiDateParts(epochSeconds);
  return parts ? parts.year * 10_000 + parts.month * 100 + parts.day : null;
}

export type DueState = 'none' | 'answered' | 'overdue' | 'today' | 'later';

/** Where a task stands on `now` (epoch seconds). */
export function dueState(task: Pick<Task, 'dueDate' | 'reply'>, now: number): DueState {
  if (task.reply) return 'answered';
  if (task.dueDate === null) return 'none';
  const due = dayNumber(task.dueDate);
  const today = dayNumber(now);
  if (due === null || today === null) return 'none';
  if (due < today) return 'overdue';
  return due === today ? 'today' : 'later';
}

export const isOverdue = (task: Pick<Task, 'dueDate' | 'reply'>, now: number): boolean => dueState(task, now) === 'overdue';

/** dd/mm/yyyy in Nairobi. */
export const showDay = (epochSeconds: number): string => formatDate(epochSeconds);

/** Today in Nairobi as `yyyy-mm-dd` (the due date's calendar starts there). */
export function todayIso(now: number): string {
  const parts = nairobiDateParts(now);
  if (!parts) return '';
  const two = (n: number) => String(n).padStart(2, '0');
  return `${parts.year}-${two(parts.month)}-${two(parts.day)}`;
}

/**
 * A `yyyy-mm-dd` day as the epoch seconds core's `checkTask` reads: that day's 00:00 in Nairobi
 * (UTC+3 all year, no summer time), as the server stores it; null for no whole day.
 */
export function dueSeconds(iso: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return null;
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  const check = new Date(ms);
  if (check.getUTCDate() !== Number(match[3]) || check.getUTCMonth() !== Number(match[2]) - 1) return null;
  return ms / 1000 - 3 * 3600;
}
