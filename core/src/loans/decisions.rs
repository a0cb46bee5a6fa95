//! Acting on a loan once it is asked for: when a draft may be submitted, what each decision answers,
//! the offer letter, and disbursement's messages.

use super::application::ApplicationStage;
use super::fund_flow::FUND_STAGE_AMOUNT;
use super::lifecycle::{LoanAction, LoanStatus};

/// A loan changed between reading and writing it (two people acting at once).
pub const LOAN_CHANGED: &str = "The loan has just changed, reload it and try again";
/// The offer letter exists once the loan is approved.
pub const OFFER_LETTER_NOT_READY: &str = "The offer letter is ready once the loan is approved";
/// A draft may be submitted once its figures are fixed (the amount screen, or the staged flow's
/// bank step).
pub fn is_complete_application(flow: &str, stage: &str, has_figures: bool) -> bool {
    has_figures
        && match flow {
            "staged" => ApplicationStage::parse(stage) == Some(ApplicationStage::BankAdded),
            _ => stage == FUND_STAGE_AMOUNT,
        }
}

pub const CHOOSE_TRANSFER_METHOD: &str = "Choose M-Pesa or bank transfer";
pub const TRANSFER_REFERENCE_REQUIRED: &str = "Enter the bank transfer reference";
pub const TRANSFER_REFERENCE_TAKEN: &str = "This transfer reference is already recorded";
pub const NO_MPESA_PHONE: &str =
    "The client has no verified M-Pesa phone, enter the number to send the loan to";
pub const INVALID_TRANSFER_PHONE: &str = "Enter a valid M-Pesa phone to send the loan to";
pub const DISBURSE_BY_TRANSFER: &str =
    "Disburse the loan through the transfer, with M-Pesa or a bank reference";
pub const INCOMPLETE_APPLICATION: &str =
    "Finish the application (amount and details) before submitting it";
pub const DISBURSED: &str = "Loan disbursed";
/// An M-Pesa transfer of this loan is under way.
pub const BEING_SENT: &str = "The loan is being sent by M-Pesa, wait a moment and reload it";

/// What a failed M-Pesa transfer tells the staff member.
pub fn transfer_failed(reason: &str) -> String {
    format!("M-Pesa could not send the loan: {reason}. Nothing was changed, try again")
}

/// The answer's message after an action ("Loan Approved").
pub fn action_done(to: LoanStatus) -> String {
    format!("Loan {}", to.label())
}

/// The offer letter is for loans that were approved (and may since have been paid out or repaid).
pub fn has_offer_letter(status: LoanStatus) -> bool {
    matches!(
        status,
        LoanStatus::Approved | LoanStatus::Active | LoanStatus::Closed
    )
}

/// Actions the action call takes; disbursement needs the transfer call.
pub fn is_plain_action(action: LoanAction) -> bool {
    action != LoanAction::Disburse
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_draft_is_submitted_once_its_figures_are_fixed() {
        assert!(is_complete_application("fund", "amount", true));
        assert!(!is_complete_application("fund", "fund", true));
        assert!(!is_complete_application("staged", "employer_added", true));
        assert!(is_complete_application("staged", "bank_added", true));
        assert!(!is_complete_application("staged", "bank_added", false));
    }

    #[test]
    fn offer_letters_and_answers() {
        assert!(has_offer_letter(LoanStatus::Active));
        assert!(!has_offer_letter(LoanStatus::Recommended));
        assert!(!is_plain_action(LoanAction::Disburse));
        assert_eq!(action_done(LoanStatus::UnderReview), "Loan Under Review");
    }
}
