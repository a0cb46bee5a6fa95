/**
 * The loan store flags of spec 000 section 4, for staff decisions and disbursement:
 * - `loading` on while a decision or a disbursement is under way, off on success or failure;
 * - `error` the failure's text (the response's `error`, else its `message`), '' when cleared;
 * - `disbursedStatus` false until a disbursement succeeds;
 * - `approvedStatus` false until a decision (the approval call, POST /user/loan/action) succeeds.
 * Each can be reset. Unlike the old portal, a failure without a response (network, timeout) also
 * stops `loading` and shows why.
 */
import { errorMessage } from '../../lib/errors';

export interface LoanFlags {
  loading: boolean;
  error: string;
  disbursedStatus: boolean;
  approvedStatus: boolean;
}

export type LoanFlag = keyof LoanFlags;

export const initialFlags: LoanFlags = { loading: false, error: '', disbursedStatus: false, approvedStatus: false };

export type FlagsEvent =
  | { type: 'started' }
  | { type: 'decided' }
  | { type: 'disbursed' }
  | { type: 'failed'; error: string }
  | { type: 'clearError' }
  | { type: 'reset'; flag: LoanFlag };

export function flagsReducer(state: LoanFlags, event: FlagsEvent): LoanFlags {
  switch (event.type) {
    case 'started':
      return { ...state, loading: true, error: '' };
    case 'decided':
      return { ...state, loading: false, error: '', approvedStatus: true };
    case 'disbursed':
      return { ...state, loading: false, error: '', disbursedStatus: true };
    case 'failed':
      return { ...state, loading: false, error: event.error };
    case 'clearError':
      return state.error === '' ? state : { ...state, error: '' };
    case 'reset':
      return state[event.flag] === initialFlags[event.flag] ? state : { ...state, [event.flag]: initialFlags[event.flag] };
  }
}

/**
 * Runs a decision or a disbursement with the flags: `loading` on, then the call; on success the
 * flag of its kind and the optional follow-up with the loan id; on failure the error text. Resolves
 * to the call's answer, or null when it failed (the error is in the flags).
 */
export async function runWithFlags<T>(
  dispatch: (event: FlagsEvent) => void,
  kind: 'decided' | 'disbursed',
  loanId: string,
  call: () => Promise<T>,
  followUp?: (loanId: string, answer: T) => void,
): Promise<T | null> {
  dispatch({ type: 'started' });
  let answer: T;
  try {
    answer = await call();
  } catch (error) {
    dispatch({ type: 'failed', error: errorMessage(error) });
    return null;
  }
  dispatch({ type: kind });
  followUp?.(loanId, answer);
  return answer;
}
