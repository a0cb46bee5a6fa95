/**
 * Texts the loan screens show that the loans WASM package does not hand out. The first group are
 * core constants (core/src/loans/application.rs and pay_form.rs) that core-wasm does not export yet:
 * to move into core-wasm (lead: please export them, then these re-export). The second group are the
 * spec's own screen texts (spec 000 section 8). Every one is translated by its English text (en-loans).
 */

// ---- core constants not exported by the loans package (to move to core-wasm) -----------------
export const SELECT_PROPOSAL = 'Select your loan proposal to continue';
export const SELECT_FUND = 'Select a loan partner to continue';
export const RESUME_PREVIOUS = 'complete your previuos loan request';
export const CONTINUE_NOTICE = 'Continue Loan application';
export const AMOUNT_HINT = 'Enter Loan amount in digits without commas or special characters e.g 70000';
export const PROMPT_SENT = 'Check you phone to complete payment';
export const PAYMENT_FAILED = 'Failed to initiate Mpesa payment';

/**
 * The stage a staged step leads to (core `ApplicationStage::after`, not exported): used only when the
 * server's answer does not carry the loan's new stage.
 */
export const STAGE_AFTER = { address: 'address_added', employer: 'employer_added', bank: 'bank_added' } as const;

// ---- the spec's screen texts ----------------------------------------------------------------
export const SAVE_PROPOSAL_FAILED = 'Failed to save proposal link, Try again';
export const ADD_LOAN_FAILED = 'Failed to add loan, Try again';
export const DETAILS_UPDATED = 'Details updated';
export const INCOMPLETE_REQUEST = 'You have an incomplete loan request, please continue where you left off';

/** The server asks to finish the open request first (spec 000 section 8: compared case-insensitively). */
export function isResumePrevious(text: string | null | undefined): boolean {
  return (text ?? '').trim().toLowerCase().includes(RESUME_PREVIOUS);
}
