import { useCallback, useMemo, useReducer } from 'react';
import { decideLoan, disburseLoan, type Disbursement, type Outcome } from './api';
import { flagsReducer, initialFlags, runWithFlags, type LoanFlag, type LoanFlags } from './loanFlags';

export interface LoanStore extends LoanFlags {
  /** A staff decision; `followUp` runs with the loan id after it succeeds. */
  decide: (loanId: string, action: string, reason: string, followUp?: (loanId: string, outcome: Outcome) => void) => Promise<Outcome | null>;
  disburse: (loanId: string, disbursement: Disbursement, followUp?: (loanId: string, outcome: Outcome) => void) => Promise<Outcome | null>;
  clearError: () => void;
  reset: (flag: LoanFlag) => void;
}

/** The loan store flags (see loanFlags.ts) with the two calls that set them. */
export function useLoanFlags(): LoanStore {
  const [flags, dispatch] = useReducer(flagsReducer, initialFlags);
  const decide = useCallback<LoanStore['decide']>(
    (loanId, action, reason, followUp) => runWithFlags(dispatch, 'decided', loanId, () => decideLoan(loanId, action, reason), followUp),
    [],
  );
  const disburse = useCallback<LoanStore['disburse']>(
    (loanId, disbursement, followUp) =>
      runWithFlags(dispatch, 'disbursed', loanId, () => disburseLoan(loanId, disbursement), followUp),
    [],
  );
  const clearError = useCallback(() => dispatch({ type: 'clearError' }), []);
  const reset = useCallback((flag: LoanFlag) => dispatch({ type: 'reset', flag }), []);
  return useMemo(() => ({ ...flags, decide, disburse, clearError, reset }), [flags, decide, disburse, clearError, reset]);
}
