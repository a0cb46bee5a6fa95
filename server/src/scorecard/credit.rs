//! The credit report's loans: each paid-out loan as the client reads it (core's
//! `due_installments` judges each installment on time or late).

use chrono::{Datelike, NaiveDate};
use portal_core::scorecard::measures::loans::due_installments;
use portal_core::scorecard::QuarterInputs;
use portal_core::time::nairobi_midnight;
use rust_decimal::Decimal;

use super::model::CreditLoan;
use crate::numbers::Num;

/// The loans that were paid out, newest first.
pub fn loans(inputs: &QuarterInputs, today: NaiveDate) -> Vec<CreditLoan> {
    let mut loans: Vec<CreditLoan> = inputs
        .loans
        .iter()
        .filter(|loan| loan.status.is_disbursed())
        .map(|loan| {
            let due: Decimal = loan.installments.iter().map(|(_, amount)| *amount).sum();
            let repaid: Decimal = loan.repayments.iter().map(|(_, amount)| *amount).sum();
            CreditLoan {
                id: loan.id.clone(),
                status: loan.status.as_str().to_owned(),
                amount: Num(loan.amount),
                repaid: Num(repaid),
                balance: Num((due - repaid).max(Decimal::ZERO)),
                installments: loan.installments.len(),
                late: due_installments(loan, today)
                    .iter()
                    .filter(|i| i.late)
                    .count(),
                completed_at: loan
                    .closed_on
                    .and_then(|d| nairobi_midnight(d.year(), d.month(), d.day())),
            }
        })
        .collect();
    loans.reverse();
    loans
}
