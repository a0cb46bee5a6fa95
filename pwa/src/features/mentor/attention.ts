/**
 * What needs the mentor first, from the overview's figures: work waiting for a grade, then messages
 * not read yet; the most waiting first. Trainees and conversations are ordered the same way.
 */
import type { Cohort, Trainee } from './wire';

export type AttentionKind = 'ungraded' | 'unread';

export interface AttentionItem {
  kind: AttentionKind;
  trainee: Trainee;
  count: number;
  key: string;
}

const RANK: Readonly<Record<AttentionKind, number>> = { ungraded: 0, unread: 1 };

export const everyTrainee = (cohorts: readonly Cohort[]): Trainee[] => cohorts.flatMap((c) => c.trainees);

export function attentionList(cohorts: readonly Cohort[]): AttentionItem[] {
  const items: AttentionItem[] = [];
  for (const trainee of everyTrainee(cohorts)) {
    if (trainee.ungraded > 0) items.push({ kind: 'ungraded', trainee, count: trainee.ungraded, key: `ungraded:${trainee.traineeId}` });
    if (trainee.unread > 0) items.push({ kind: 'unread', trainee, count: trainee.unread, key: `unread:${trainee.traineeId}` });
  }
  return items.sort((a, b) => RANK[a.kind] - RANK[b.kind] || b.count - a.count || a.trainee.name.localeCompare(b.trainee.name));
}

/** A cohort's trainees: those with work to grade or messages to read first, then by name. */
export const traineesInOrder = (trainees: readonly Trainee[]): Trainee[] =>
  [...trainees].sort((a, b) => b.ungraded + b.unread - (a.ungraded + a.unread) || a.name.localeCompare(b.name));

/** The conversations: unread first (most unread first), then the latest message, then by name. */
export const conversationsInOrder = (cohorts: readonly Cohort[]): Trainee[] =>
  everyTrainee(cohorts).sort(
    (a, b) =>
      Number(b.unread > 0) - Number(a.unread > 0) ||
      b.unread - a.unread ||
      (b.lastMessageAt ?? 0) - (a.lastMessageAt ?? 0) ||
      a.name.localeCompare(b.name),
  );
