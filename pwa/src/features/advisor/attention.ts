/**
 * What needs the advisor first, from what the overview reads: the entrepreneurs' replies and
 * feedback the advisor has not read yet (their unread alerts), tasks past their due day without a
 * reply in the session each playbook is at (the session a pair works on next), and playbooks not
 * started yet. Newest news first, then the longest overdue, then what was never started.
 */
import { dueState } from './due';
import type { Alert, Pair, Task } from './wire';

export type AttentionKind = 'reply' | 'feedback' | 'overdue' | 'notStarted';

export interface AttentionItem {
  kind: AttentionKind;
  pairId: string;
  /** The session to open, when there is one. */
  sessionId: string | null;
  playbookId: string | null;
  /** The alert's title (reply, feedback) or the task's topic (overdue). */
  title: string;
  /** Epoch seconds: when the alert came, or the task's due day. */
  at: number;
  /** A stable key for the list. */
  key: string;
}

/** The tasks read for a pair's session (the one a playbook is at). */
export interface SessionTasks {
  pairId: string;
  playbookId: string;
  sessionId: string;
  tasks: readonly Task[];
}

const ALERT_KINDS: Readonly<Record<string, AttentionKind>> = { newReply: 'reply', newFeedback: 'feedback' };
const RANK: Readonly<Record<AttentionKind, number>> = { reply: 0, feedback: 1, overdue: 2, notStarted: 3 };

export function attentionList(pairs: readonly Pair[], alerts: readonly Alert[], sessions: readonly SessionTasks[], now: number): AttentionItem[] {
  const mine = new Set(pairs.map((p) => p.id));
  const items: AttentionItem[] = [];
  for (const alert of alerts) {
    const kind = ALERT_KINDS[alert.kind];
    if (!kind || alert.read || !alert.pairId || !mine.has(alert.pairId)) continue;
    items.push({ kind, pairId: alert.pairId, sessionId: alert.sessionId, playbookId: null, title: alert.title, at: alert.createdAt, key: `alert:${alert.id}` });
  }
  const seen = new Set<string>();
  for (const read of sessions) {
    if (!mine.has(read.pairId)) continue;
    for (const task of read.tasks) {
      // Two playbooks at the same session read it twice: one item per task.
      if (task.dueDate === null || seen.has(task.id) || dueState(task, now) !== 'overdue') continue;
      seen.add(task.id);
      items.push({ kind: 'overdue', pairId: read.pairId, sessionId: read.sessionId, playbookId: read.playbookId, title: task.topic, at: task.dueDate, key: `task:${task.id}` });
    }
  }
  for (const pair of pairs) {
    for (const playbook of pair.playbooks) {
      const progress = pair.progress.find((p) => p.playbookId === playbook.id);
      if (progress && progress.status !== 'pending') continue;
      items.push({
        kind: 'notStarted',
        pairId: pair.id,
        sessionId: progress?.sessionId ?? null,
        playbookId: playbook.id,
        title: playbook.name.en,
        at: pair.createdAt,
        key: `start:${pair.id}:${playbook.id}`,
      });
    }
  }
  return items.sort((a, b) => RANK[a.kind] - RANK[b.kind] || (a.kind === 'overdue' ? a.at - b.at : b.at - a.at));
}

/** The sessions to read tasks of: each assigned playbook's current session (once per pair and session). */
export function currentSessions(pairs: readonly Pair[]): Array<{ pairId: string; playbookId: string; sessionId: string }> {
  const out: Array<{ pairId: string; playbookId: string; sessionId: string }> = [];
  const seen = new Set<string>();
  for (const pair of pairs) {
    for (const progress of pair.progress) {
      if (!progress.sessionId || progress.status === 'completed') continue;
      const key = `${pair.id}:${progress.sessionId}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ pairId: pair.id, playbookId: progress.playbookId, sessionId: progress.sessionId });
    }
  }
  return out;
}

/** How many items name each pair. */
export function countByPair(items: readonly AttentionItem[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(item.pairId, (counts.get(item.pairId) ?? 0) + 1);
  return counts;
}
