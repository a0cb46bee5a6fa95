//! Paying a loan at the paybill: the account number a client types, what the manual instructions
//! ask for, and which loans take money.

use rust_decimal::Decimal;

use super::lifecycle::LoanStatus;
use super::repayment::ScheduledInstallment;

/// Characters of the loan id (its random end) that make the paybill account number.
pub const ACCOUNT_NUMBER_LENGTH: usize = 8;
pub const LOAN_NOT_REPAYABLE: &str = "This loan is not being repaid";
/// Daraja takes at most 13 characters.
pub const PAYMENT_DESCRIPTION: &str = "Loan payment";

/// The account number a client types at the paybill: the last 8 characters of the loan id, upper
/// case (the first ones are the creation time, shared by loans made close together).
pub fn account_number(loan_id: &str) -> String {
    let start = loan_id.len().saturating_sub(ACCOUNT_NUMBER_LENGTH);
    loan_id.get(start..).unwrap_or(loan_id).to_ascii_uppercase()
}

/// The id ending a typed account number stands for ("a3f0 9b1c" → "a3f09b1c"), or None when it
/// cannot be one.
pub fn account_suffix(typed: &str) -> Option<String> {
    let cleaned: String = typed
        .chars()
        .filter(|c| !c.is_whitespace() && *c != '-')
        .collect::<String>()
        .to_ascii_lowercase();
    (cleaned.len() == ACCOUNT_NUMBER_LENGTH && cleaned.bytes().all(|b| b.is_ascii_hexdigit()))
        .then_some(cleaned)
}

/// A client may pay a loan only while it is being repaid.
pub fn takes_payments(status: LoanStatus) -> bool {
    status == LoanStatus::Active
}

/// Money that arrives for a loan is applied once it was disbursed (late money for a closed or
/// written-off loan is kept as credit or recovers the write-off); before that it is not the loan's.
pub fn applies_money(status: LoanStatus) -> bool {
    status.is_disbursed()
}

/// What the manual instructions ask for: what is left of the oldest installment not fully paid
/// (its penalty included), nothing once all are paid.
pub fn next_amount_due(installments: &[ScheduledInstallment]) -> Decimal {
    installments
        .iter()
        .map(ScheduledInstallment::owed)
        .find(|owed| *owed > Decimal::ZERO)
        .unwrap_or(Decimal::ZERO)
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::NaiveDate;

    #[test]
    fn account_numbers_round_trip() {
        let id = "67400000deadbeef00a1b2c3";
        assert_eq!(account_number(id), "00A1B2C3");
        assert_eq!(account_suffix("00a1 b2c3").as_deref(), Some("00a1b2c3"));
        assert_eq!(
            account_suffix(&account_number(id)).as_deref(),
            Some(&id[16..])
        );
        assert_eq!(account_suffix("00A1B2C"), None);
        assert_eq!(account_suffix("00A1B2CZ"), None);
    }

    #[test]
    fn the_next_amount_is_what_is_left_of_the_oldest_unpaid() {
        let day = NaiveDate::from_ymd_opt(2026, 1, 1).expect("date");
        let row = |amount: i64, penalty: i64, paid: i64| ScheduledInstallment {
            number: 1,
            due_date: day,
            amount: Decimal::from(amount),
            penalty_fee: Decimal::from(penalty),
            paid: Decimal::from(paid),
        };
        assert_eq!(
            next_amount_due(&[row(328, 50, 378), row(328, 50, 100), row(324, 0, 0)]),
            Decimal::from(278)
        );
        assert_eq!(next_amount_due(&[row(328, 0, 328)]), Decimal::ZERO);
    }

    #[test]
    fn only_a_loan_being_repaid_takes_payments() {
        assert!(takes_payments(LoanStatus::Active));
        assert!(!takes_payments(LoanStatus::Closed));
        assert!(applies_money(LoanStatus::Closed));
        assert!(!applies_money(LoanStatus::Approved));
    }
}
