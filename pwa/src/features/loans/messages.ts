/**
 * The spec's own screen texts of the loan screens (spec 000 section 8); the rules' messages come from
 * core (`loanText` in lib/core-loans). Every one is translated by its English text (en.ts).
 */
import { loanText } from '../../lib/core-loans';

// ---- the spec's screen texts ----------------------------------------------------------------
export const SAVE_PROPOSAL_FAILED = 'Failed to save proposal link, Try again';
export const ADD_LOAN_FAILED = 'Failed to add loan, Try again';
export const DETAILS_UPDATED = 'Details updated';
export const INCOMPLETE_REQUEST = 'You have an incomplete loan request, please continue where you left off';

/** The server asks to finish the open request first (spec 000 section 8: compared case-insensitively). */
export function isResumePrevious(text: string | null | undefined): boolean {
  return (text ?? '').trim().toLowerCase().includes(loanText('resumePrevious'));
}
