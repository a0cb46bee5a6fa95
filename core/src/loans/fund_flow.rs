//! The fund flow's saved stages and the screens they resume at, the figures a client sends checked
//! against core's, first-time applicants, and the terms of a staged (calculator) application.

use rust_decimal::Decimal;

use super::lifecycle::LoanStatus;
use crate::money::read_number;

/// The client's figures differ from what the fund's terms give (the PWA calculated with old terms).
pub const FIGURES_MISMATCH: &str =
    "The loan figures do not match the fund's terms, please calculate the loan again";
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

/// Whether a figure the client sent differs from every value core allows for it. A figure left out
/// (or empty) is not compared; text that is no number differs.
pub fn differs(sent: Option<&str>, allowed: &[Decimal]) -> bool {
    match sent.map(str::trim).filter(|t| !t.is_empty()) {
        None => false,
        Some(text) => read_number(text).map_or(true, |value| !allowed.contains(&value)),
    }
}

/// First-time applicants are those with no loan ever disbursed.
pub fn is_first_time(statuses: &[LoanStatus]) -> bool {
    !statuses.iter().any(|s| s.is_disbursed())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn drafts_resume_after_their_last_step() {
        assert_eq!(fund_flow_path(None), PATH_PROPOSAL);
        assert_eq!(fund_flow_path(Some("proposal")), PATH_FUND);
        assert_eq!(fund_flow_path(Some("fund")), PATH_AMOUNT);
        assert!(is_first_time(&[LoanStatus::Rejected, LoanStatus::Pending]));
        assert!(!is_first_time(&[LoanStatus::Closed]));
    }

    #[test]
    fn figures_left_out_are_not_compared() {
        let allowed = [Decimal::from(328)];
        assert!(!differs(None, &allowed));
        assert!(!differs(Some(" "), &allowed));
        assert!(!differs(Some("328.00"), &allowed));
        assert!(differs(Some("329"), &allowed));
        assert!(differs(Some("abc"), &allowed));
    }
}
