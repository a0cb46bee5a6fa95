/**
 * The state the phone shows: the server's last answer (now, or the copy kept for airplane mode) with
 * the steps waiting in the file queue counted as sent, as the server will count them once they are.
 * Core's `clientState` computes the figures and the path over the steps' states; nothing is decided
 * here. See docs/onboarding.md ("Offline").
 */
import { clientState, steps, type StepName, type StepRecord } from '../../lib/core-onboarding';
import type { Submission } from '../../lib/files';
import type { OnboardingState } from './api';

/** The file queue's group of a step's request. */
export const groupFor = (step: string): string => `onboarding-${step}`;
export const GROUP_PREFIX = groupFor('');

/** The step a queued request is for, or null. */
export const stepOfGroup = (group: string): StepName | null => {
  if (!group.startsWith(GROUP_PREFIX)) return null;
  const name = group.slice(GROUP_PREFIX.length);
  return steps().some((step) => step.name === name) ? (name as StepName) : null;
};

/** The queue's chain of new steps: the server takes them strictly forward. */
export const STEP_CHAIN = 'onboarding-steps';

/** What the screens show: the state, and what the phone knows beyond the server's answer. */
export interface ShownState extends OnboardingState {
  /** Steps whose request waits in the file queue (counted as sent). */
  waiting: StepName[];
  /** Steps whose queued request the server refused, with its message (the person chooses again). */
  refused: Partial<Record<StepName, string>>;
  /** null: the server's answer now; else when the copy shown was kept (ms). */
  keptAt: number | null;
}

/** Each step's newest queued request. */
export function latestByStep(submissions: readonly Submission[]): Map<StepName, Submission> {
  const latest = new Map<StepName, Submission>();
  for (const submission of submissions) {
    const step = stepOfGroup(submission.group);
    if (!step) continue;
    const known = latest.get(step);
    if (!known || known.createdAt <= submission.createdAt) latest.set(step, submission);
  }
  return latest;
}

/** Sent, or on its way: the server has or will have it (unless it refuses it). */
const counts = (submission: Submission) => submission.state === 'waiting' || submission.state === 'sent';

/**
 * The server's state with the queued steps counted: a step whose request waits (or was sent and the
 * state not read again yet) is `pending` unless the server already has it pending or approved; a
 * refused one keeps the server's state (so the path leads back to it when it is the first not sent).
 * `now` in epoch seconds; `keptAt` as `ShownState`.
 */
export function overlay(server: OnboardingState, submissions: readonly Submission[], now: number, keptAt: number | null): ShownState {
  const latest = latestByStep(submissions);
  const records: Partial<Record<StepName, StepRecord>> = {};
  for (const step of server.steps) records[step.name] = { state: step.state, ...(step.reason ? { reason: step.reason } : {}) };
  const waiting: StepName[] = [];
  const refused: Partial<Record<StepName, string>> = {};
  let changed = false;
  for (const [step, submission] of latest) {
    const current = records[step]?.state ?? 'not_started';
    const open = current === 'not_started' || current === 'rejected';
    if (counts(submission) && open) {
      records[step] = { state: 'pending' };
      changed = true;
    }
    if (submission.state === 'waiting' && open) waiting.push(step);
    if (submission.state === 'refused' && open) refused[step] = submission.message ?? '';
  }
  const shown = { ...server, waiting, refused, keptAt };
  // The server's own answer stands as it is; a kept copy is brought up to now (the countdown, a
  // deadline passed since) by the same rules.
  if (!changed && keptAt === null) return shown;
  const figures = clientState(!server.firstAttempt, records, now, server.deadline);
  return {
    ...shown,
    progress: figures.progress,
    stepsDone: figures.stepsDone,
    totalSteps: figures.totalSteps,
    pendingApproval: figures.pendingApproval,
    daysLeft: figures.daysLeft,
    timeLeft: figures.timeLeft,
    toApproveSteps: figures.toApproveSteps,
    rejectedSteps: figures.rejectedSteps,
    path: figures.path,
    firstAttempt: figures.firstAttempt,
    steps: steps().map((step) => ({
      name: step.name,
      state: records[step.name]?.state ?? 'not_started',
      ...(records[step.name]?.reason ? { reason: records[step.name]?.reason } : {}),
    })),
  };
}

/**
 * What to do with the queued requests once the server's state is known: a sent one is forgotten
 * after the state was read again (until then it counts as sent); a refused one is kept for its step
 * to show, unless the server has the step pending or approved anyway (sent from elsewhere).
 */
export function staleRefusals(server: OnboardingState, submissions: readonly Submission[]): string[] {
  const byName = new Map(server.steps.map((step) => [step.name, step.state]));
  const latest = latestByStep(submissions);
  const stale: string[] = [];
  for (const submission of submissions) {
    const step = stepOfGroup(submission.group);
    if (!step) continue;
    const state = byName.get(step) ?? 'not_started';
    const superseded = latest.get(step) !== submission;
    if (submission.state === 'refused' && (superseded || state === 'pending' || state === 'approved')) stale.push(submission.id);
  }
  return stale;
}
