//! Rules and messages the loans server needs that core does not have yet. Everything here is meant
//! to move to `portal_core::loans` (and so to the PWA through WASM); nothing else in the server
//! decides a loan rule of its own.

use portal_core::loans::application::ApplicationStage;
use portal_core::loans::lifecycle::{LoanAction, LoanStatus};
use portal_core::loans::repayment::ArrearsBucket;

pub const FUND_CREATED: &str = "Loan fund created";
pub const FUND_UPDATED: &str = "Loan fund updated";

/// The client's figures differ from what the fund's terms give (the PWA calculated with old terms).
pub const FIGURES_MISMATCH: &str =
    "The loan figures do not match the fund's terms, please calculate the loan again";
/// A loan changed between reading and writing it (two people acting at once).
pub const LOAN_CHANGED: &str = "The loan has just changed, reload it and try again";
/// The offer letter exists once the loan is approved.
pub const OFFER_LETTER_NOT_READY: &str = "The offer letter is ready once the loan is approved";
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

/// The fund flow's stages: the last step saved. A draft resumes at the screen after it.
pub const FUND_STAGE_PROPOSAL: &str = "proposal";
pub const FUND_STAGE_FUND: &str = "fund";
pub const FUND_STAGE_AMOUNT: &str = "amount";

pub const PATH_PROPOSAL: &str = "/dashboard/consumer-credit/apply/proposal";
pub const PATH_FUND: &str = "/dashboard/consumer-credit/apply/fund";
pub const PATH_AMOUNT: &str = "/dashboard/consumer-credit/apply/amount";

/// The fund flow screen to resume a draft at (a new application starts at the proposal).
pub fn fund_flow_path(stage: Option<&str>) -> &'static str {
    match stage {
        Some(FUND_STAGE_PROPOSAL) => PATH_FUND,
        Some(FUND_STAGE_FUND) | Some(FUND_STAGE_AMOUNT) => PATH_AMOUNT,
        _ => PATH_PROPOSAL,
    }
}

/// Staged applications (calculator flow) have no fund: Ksh, banded rate, monthly (30-day)
/// repayments, no contribution.
pub const STAGED_INTERVAL_DAYS: u32 = 30;

/// A draft may be submitted once its figures are fixed (the amount screen, or the staged flow's
/// bank step).
pub fn is_complete_application(flow: &str, stage: &str, has_figures: bool) -> bool {
    has_figures
        && match flow {
            "staged" => ApplicationStage::parse(stage) == Some(ApplicationStage::BankAdded),
            _ => stage == FUND_STAGE_AMOUNT,
        }
}

/// Whether a figure the client sent differs from every value core allows for it. A figure left out
/// (or empty) is not compared; text that is no number differs.
pub fn differs(sent: Option<&str>, allowed: &[rust_decimal::Decimal]) -> bool {
    match sent.map(str::trim).filter(|t| !t.is_empty()) {
        None => false,
        Some(text) => {
            let cleaned: String = text.chars().filter(|c| *c != ',').collect();
            cleaned
                .parse::<rust_decimal::Decimal>()
                .map_or(true, |value| !allowed.contains(&value))
        }
    }
}

/// The calculator reads a contribution left out as none.
pub const DEFAULT_CONTRIBUTION_PERCENT: i64 = 0;

/// First-time applicants are those with no loan ever disbursed.
pub fn is_first_time(statuses: &[LoanStatus]) -> bool {
    !statuses.iter().any(|s| s.is_disbursed())
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

/// The arrears report's bucket names.
pub fn bucket_key(bucket: ArrearsBucket) -> &'static str {
    match bucket {
        ArrearsBucket::Days1To30 => "1-30",
        ArrearsBucket::Days31To60 => "31-60",
        ArrearsBucket::Days61To90 => "61-90",
        ArrearsBucket::Over90 => "90+",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn drafts_resume_after_their_last_step() {
        assert_eq!(fund_flow_path(None), PATH_PROPOSAL);
        assert_eq!(fund_flow_path(Some("proposal")), PATH_FUND);
        assert_eq!(fund_flow_path(Some("fund")), PATH_AMOUNT);
        assert!(is_complete_application("fund", "amount", true));
        assert!(!is_complete_application("fund", "fund", true));
        assert!(!is_complete_application("staged", "employer_added", true));
        assert!(is_complete_application("staged", "bank_added", true));
        assert!(is_first_time(&[LoanStatus::Rejected, LoanStatus::Pending]));
        assert!(!is_first_time(&[LoanStatus::Closed]));
    }

    #[test]
    fn figures_left_out_are_not_compared() {
        let allowed = [rust_decimal::Decimal::from(328)];
        assert!(!differs(None, &allowed));
        assert!(!differs(Some(" "), &allowed));
        assert!(!differs(Some("328.00"), &allowed));
        assert!(differs(Some("329"), &allowed));
        assert!(differs(Some("abc"), &allowed));
    }
}
