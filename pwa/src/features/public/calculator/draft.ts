/** The calculator's inputs, kept for this visit so leaving and coming back never loses them. */
import { readJson, writeItem, KEY_PREFIX } from '../../../lib/storage';

export interface CalculatorDraft {
  proposedAmount: string;
  proposedDuration: number;
  monthlyIncome: string;
  employmentStatus: string;
}

const DRAFT_KEY = `${KEY_PREFIX}calculator`;

export const emptyDraft: CalculatorDraft = { proposedAmount: '', proposedDuration: 0, monthlyIncome: '', employmentStatus: '' };

export function loadDraft(): CalculatorDraft {
  const stored = readJson<Partial<CalculatorDraft>>('session', DRAFT_KEY);
  if (!stored) return emptyDraft;
  return {
    proposedAmount: typeof stored.proposedAmount === 'string' ? stored.proposedAmount : '',
    proposedDuration: typeof stored.proposedDuration === 'number' ? stored.proposedDuration : 0,
    monthlyIncome: typeof stored.monthlyIncome === 'string' ? stored.monthlyIncome : '',
    employmentStatus: typeof stored.employmentStatus === 'string' ? stored.employmentStatus : '',
  };
}

export function saveDraft(draft: CalculatorDraft): void {
  writeItem('session', DRAFT_KEY, JSON.stringify(draft));
}
