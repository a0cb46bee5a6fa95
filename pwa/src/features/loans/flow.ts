/** Where an unfinished application continues, from the server's saved state or this visit's draft. */
import { continuePath } from '../../lib/core-loans';
import type { SavedState } from './api';

export type Resume =
  | { kind: 'staged'; path: string; loanId: string; stage: string }
  | { kind: 'fund'; path: string };

const APPLY_PREFIX = '/dashboard/consumer-credit/apply/';

/** A staged application at `stage` continues at core's `continuePath`; none once it is complete. */
export function stagedResume(loanId: string, stage: string): Resume | null {
  if (!loanId || !stage) return null;
  const path = continuePath(stage);
  return path ? { kind: 'staged', path, loanId, stage } : null;
}

/**
 * From `get_state`: a staged loan routes by its stage; a fund-flow loan not yet submitted (draft)
 * resumes at the saved path.
 */
export function resumeOf(state: SavedState): Resume | null {
  const loan = state.loanInfo;
  if (!loan) return null;
  if (loan.flow === 'staged') return stagedResume(loan._id, loan.stage ?? '');
  if (loan.status === 'draft' && state.path.startsWith(APPLY_PREFIX)) return { kind: 'fund', path: state.path };
  return null;
}
