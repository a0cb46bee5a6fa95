//! Money that M-Pesa says arrived (a callback, a status query, a paybill confirmation): which amounts
//! may reach a balance on their own, why money was kept for staff instead, and who resolves it.

use rust_decimal::Decimal;

use crate::roles::Role;

use super::pay_form::MAX_MPESA_AMOUNT;

/// The default ceiling on one payment applied without a person: M-Pesa's own limit on one
/// transaction, so a larger amount is not a real payment.
pub const DEFAULT_CEILING: i64 = MAX_MPESA_AMOUNT;

/// The staff who resolve money kept for review. Spec 000 section 6 leaves staff permissions open;
/// the roles that may pay a loan out (authorizer, super admin: `LoanAction::Disburse`) are the
/// ones trusted with money, so they also decide about money that came in.
pub const MONEY_REVIEWERS: [Role; 2] = [Role::Authorizer, Role::Super];

/// What is wrong with an amount received.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AmountProblem {
    NotPositive,
    /// M-Pesa moves whole shillings only.
    NotWhole,
    AboveCeiling,
}

/// Whether `amount` (in shillings) may be applied to a balance without a person: positive, whole
/// shillings, at most `ceiling` shillings.
pub fn check_received(amount: Decimal, ceiling: i64) -> Result<(), AmountProblem> {
    if amount <= Decimal::ZERO {
        Err(AmountProblem::NotPositive)
    } else if !amount.fract().is_zero() {
        Err(AmountProblem::NotWhole)
    } else if amount > Decimal::from(ceiling) {
        Err(AmountProblem::AboveCeiling)
    } else {
        Ok(())
    }
}

/// Whether staff may apply `amount` after checking it: anything above the ceiling may be real (a
/// person checked the M-Pesa statement), but never nothing, a debt or a part of a shilling.
pub fn staff_may_apply(amount: Decimal) -> bool {
    !matches!(
        check_received(amount, i64::MAX),
        Err(AmountProblem::NotPositive | AmountProblem::NotWhole)
    )
}

/// Why money was kept for staff instead of reaching a balance.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReviewReason {
    /// The typed account number names no loan (or is not an account number at all).
    UnknownAccount,
    /// More than one loan ends with the typed account number.
    AmbiguousAccount,
    /// The loan does not take money (not paid out).
    LoanNotRepayable,
    AmountUnreadable,
    AmountNotPositive,
    AmountNotWhole,
    AmountAboveCeiling,
    /// The STK result named another amount than the one requested (the requested one was applied).
    AmountDiffers,
    /// A second, different receipt for a payment request already paid.
    AnotherReceipt,
    /// A success for a request already closed as cancelled, failed or timed out.
    PaidAfterClosed,
    /// A payment counted under its request's placeholder and again under its real receipt.
    CountedTwice,
    /// A paybill confirmation without a receipt cannot be told from its repeats.
    NoReceipt,
    /// A success for an STK request this portal has no record of.
    UnknownRequest,
}

impl ReviewReason {
    pub const ALL: [ReviewReason; 13] = [
        ReviewReason::UnknownAccount,
        ReviewReason::AmbiguousAccount,
        ReviewReason::LoanNotRepayable,
        ReviewReason::AmountUnreadable,
        ReviewReason::AmountNotPositive,
        ReviewReason::AmountNotWhole,
        ReviewReason::AmountAboveCeiling,
        ReviewReason::AmountDiffers,
        ReviewReason::AnotherReceipt,
        ReviewReason::PaidAfterClosed,
        ReviewReason::CountedTwice,
        ReviewReason::NoReceipt,
        ReviewReason::UnknownRequest,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            ReviewReason::UnknownAccount => "unknown_account",
            ReviewReason::AmbiguousAccount => "ambiguous_account",
            ReviewReason::LoanNotRepayable => "loan_not_repayable",
            ReviewReason::AmountUnreadable => "amount_unreadable",
            ReviewReason::AmountNotPositive => "amount_not_positive",
            ReviewReason::AmountNotWhole => "amount_not_whole",
            ReviewReason::AmountAboveCeiling => "amount_above_ceiling",
            ReviewReason::AmountDiffers => "amount_differs",
            ReviewReason::AnotherReceipt => "another_receipt",
            ReviewReason::PaidAfterClosed => "paid_after_closed",
            ReviewReason::CountedTwice => "counted_twice",
            ReviewReason::NoReceipt => "no_receipt",
            ReviewReason::UnknownRequest => "unknown_request",
        }
    }

    pub fn parse(text: &str) -> Option<ReviewReason> {
        ReviewReason::ALL.into_iter().find(|r| r.as_str() == text)
    }

    /// What staff read (the PWA translates it by its English text).
    pub fn message(self) -> &'static str {
        match self {
            ReviewReason::UnknownAccount => "No loan has this account number",
            ReviewReason::AmbiguousAccount => "Several loans end with this account number",
            ReviewReason::LoanNotRepayable => "The loan does not take payments",
            ReviewReason::AmountUnreadable => "The amount is not a number",
            ReviewReason::AmountNotPositive => "The amount is not more than zero",
            ReviewReason::AmountNotWhole => "The amount is not in whole shillings",
            ReviewReason::AmountAboveCeiling => "The amount is above the limit for one payment",
            ReviewReason::AmountDiffers => {
                "M-Pesa reported another amount than was requested; the requested amount was applied"
            }
            ReviewReason::AnotherReceipt => "Another receipt for a payment request already paid",
            ReviewReason::PaidAfterClosed => {
                "Paid after the payment request was closed as not paid"
            }
            ReviewReason::CountedTwice => {
                "This payment may have been counted twice; check the loan's repayments"
            }
            ReviewReason::NoReceipt => "M-Pesa gave no receipt for this payment",
            ReviewReason::UnknownRequest => "M-Pesa reported a payment request this portal did not send",
        }
    }
}

impl From<AmountProblem> for ReviewReason {
    fn from(problem: AmountProblem) -> ReviewReason {
        match problem {
            AmountProblem::NotPositive => ReviewReason::AmountNotPositive,
            AmountProblem::NotWhole => ReviewReason::AmountNotWhole,
            AmountProblem::AboveCeiling => ReviewReason::AmountAboveCeiling,
        }
    }
}

pub const REVIEW_ALREADY_RESOLVED: &str = "This payment was already resolved";
pub const RECEIPT_ALREADY_APPLIED: &str = "This receipt is already applied to a loan";
pub const AMOUNT_CANNOT_BE_APPLIED: &str = "This amount cannot be applied to a loan; dismiss it";
pub const CHOOSE_A_LOAN: &str = "Choose the loan to apply this payment to";
pub const DISMISS_NEEDS_REASON: &str = "Give a reason for dismissing this payment";
/// The longest reason kept with a dismissed payment.
pub const DISMISS_REASON_MAX_CHARS: usize = 500;
pub const DISMISS_REASON_TOO_LONG: &str = "Keep the reason to 500 characters";
pub const REVIEW_APPLIED: &str = "Payment applied to the loan";
pub const REVIEW_DISMISSED: &str = "Payment dismissed";
pub const UNKNOWN_REVIEW_STATUS: &str = "Show open, applied, dismissed or all payments";

#[cfg(test)]
mod tests {
    use super::*;

    fn shillings(text: &str) -> Decimal {
        text.parse().expect("a number")
    }

    #[test]
    fn only_positive_whole_amounts_up_to_the_ceiling_pass() {
        for (amount, expected) in [
            ("1", Ok(())),
            ("250000", Ok(())),
            ("250000.00", Ok(())),
            ("0", Err(AmountProblem::NotPositive)),
            ("-100", Err(AmountProblem::NotPositive)),
            ("100.50", Err(AmountProblem::NotWhole)),
            ("0.01", Err(AmountProblem::NotWhole)),
            ("250001", Err(AmountProblem::AboveCeiling)),
            ("1000000000000000", Err(AmountProblem::AboveCeiling)),
        ] {
            assert_eq!(
                check_received(shillings(amount), DEFAULT_CEILING),
                expected,
                "{amount}"
            );
        }
        assert_eq!(
            check_received(shillings("1001"), 1_000),
            Err(AmountProblem::AboveCeiling)
        );
        assert_eq!(check_received(shillings("1000"), 1_000), Ok(()));
    }

    #[test]
    fn staff_may_apply_any_whole_positive_amount() {
        assert!(staff_may_apply(shillings("300000")));
        assert!(staff_may_apply(shillings("1")));
        assert!(!staff_may_apply(shillings("0")));
        assert!(!staff_may_apply(shillings("-5")));
        assert!(!staff_may_apply(shillings("10.5")));
    }

    #[test]
    fn reasons_round_trip_and_read_differently() {
        let mut messages = std::collections::HashSet::new();
        for reason in ReviewReason::ALL {
            assert_eq!(ReviewReason::parse(reason.as_str()), Some(reason));
            assert!(messages.insert(reason.message()), "{reason:?}");
        }
        assert_eq!(ReviewReason::parse("other"), None);
        assert_eq!(
            ReviewReason::from(AmountProblem::AboveCeiling),
            ReviewReason::AmountAboveCeiling
        );
    }

    #[test]
    fn those_who_pay_loans_out_review_money() {
        for role in MONEY_REVIEWERS {
            assert!(crate::loans::lifecycle::LoanAction::Disburse
                .roles()
                .contains(&role));
        }
    }
}
