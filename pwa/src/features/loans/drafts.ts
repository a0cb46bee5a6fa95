/**
 * What the client typed on the loan screens, kept for this visit (sessionStorage, like the profile's
 * drafts) so a reload, a lost connection or a trip to another screen never loses it. Each draft
 * belongs to one user; log-out clears them with every other item of the app. Values are text only.
 */
import { KEY_PREFIX, readJson, removeItem, writeItem } from '../../lib/storage';

export type Draft = Readonly<Record<string, string>>;

export interface DraftStore<T extends Draft> {
  readonly key: string;
  /** The user's draft, every field filled in (missing or damaged ones empty); null when none is kept. */
  load(userId: string): T | null;
  save(userId: string, draft: T): void;
  clear(): void;
}

interface Stored {
  userId?: unknown;
  draft?: unknown;
}

export function draftStore<T extends Draft>(name: string, empty: T): DraftStore<T> {
  const key = `${KEY_PREFIX}loans.${name}`;
  return {
    key,
    load(userId) {
      const stored = readJson<Stored>('session', key);
      if (!stored || stored.userId !== userId || typeof stored.draft !== 'object' || stored.draft === null) return null;
      const raw = stored.draft as Record<string, unknown>;
      const draft: Record<string, string> = { ...empty };
      for (const field of Object.keys(empty)) {
        const value = raw[field];
        if (typeof value === 'string') draft[field] = value;
      }
      return draft as T;
    },
    save(userId, draft) {
      writeItem('session', key, JSON.stringify({ userId, draft }));
    },
    clear() {
      removeItem('session', key);
    },
  };
}

/** A draft with the given fields, all empty. */
export function emptyDraft<F extends string>(fields: readonly F[]): Record<F, string> {
  return Object.fromEntries(fields.map((field) => [field, ''])) as Record<F, string>;
}

// ---- the drafts of each screen --------------------------------------------------------------

/** Proposal: the link of an uploaded file whose saving failed, so a retry does not upload again. */
export const proposalDraft = draftStore('proposal', { proposalLink: '', fileName: '' });

export const fundDraft = draftStore('fund', { loanFundId: '' });

/** 'Loan Amount & Additional Details'; `amount` holds digits only. */
export const amountDraft = draftStore('amount', { amount: '', years: '', contribution: '', name1: '', name2: '', idno: '' });
export type AmountDraft = NonNullable<ReturnType<typeof amountDraft.load>>;

/** The staged flow's calculator; amounts as typed (with separators), the period in months. */
export const calculatorDraft = draftStore('calculator', {
  proposedAmount: '',
  proposedDuration: '',
  monthlyIncome: '',
  employmentStatus: '',
});
export type CalculatorDraft = NonNullable<ReturnType<typeof calculatorDraft.load>>;

/** The staged application being filled in: its loan and the stage the server last gave. */
export const stagedDraft = draftStore('staged', { loanId: '', stage: '' });

/** One staged step's fields (core's stepFields), by step. */
export function stepDraft(step: string, fields: readonly string[]): DraftStore<Record<string, string>> {
  return draftStore(`step-${step}`, emptyDraft(fields));
}

/** The pay form, and the M-Pesa request being waited for (so a reload keeps following it). */
export const payDraft = draftStore('pay', { loanId: '', amount: '', phone: '', checkoutRequestId: '' });
export type PayDraft = NonNullable<ReturnType<typeof payDraft.load>>;

/** Drops everything of a finished application. */
export function clearApplicationDrafts(steps: readonly string[] = ['address', 'employer', 'bank']): void {
  for (const store of [proposalDraft, fundDraft, amountDraft, calculatorDraft, stagedDraft]) store.clear();
  for (const step of steps) removeItem('session', `${KEY_PREFIX}loans.step-${step}`);
}

/**
 * The public /loan-calculator's inputs (its own draft, `portal.calculator`), to start the staged
 * application from what the client already worked out before signing in.
 */
export function publicCalculatorValues(): CalculatorDraft | null {
  const stored = readJson<Record<string, unknown>>('session', `${KEY_PREFIX}calculator`);
  if (!stored) return null;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const months = typeof stored.proposedDuration === 'number' && stored.proposedDuration > 0 ? String(stored.proposedDuration) : '';
  const draft = {
    proposedAmount: text(stored.proposedAmount),
    proposedDuration: months,
    monthlyIncome: text(stored.monthlyIncome),
    employmentStatus: text(stored.employmentStatus),
  };
  return Object.values(draft).some(Boolean) ? draft : null;
}
