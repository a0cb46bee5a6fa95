//! The credit report's parts: each paid-out loan as the client reads it (core's `due_installments`
//! judges each installment on time or late) and, for the latest scorecard's weak measures (those
//! in core's bad or average band), the measure's notes: how it was scored and what it needs.

use chrono::{Datelike, NaiveDate};
use portal_core::language::Language;
use portal_core::scorecard::measures::loans::due_installments;
use portal_core::scorecard::{Band, QuarterInputs, Scorecard};
use portal_core::time::nairobi_midnight;
use rust_decimal::Decimal;

use super::model::{Advice, CreditLoan};
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

/// The measures scored in the bad or average band, weakest first, with their notes.
pub fn advice(card: &Scorecard, language: Language) -> Vec<Advice> {
    let mut weak: Vec<Advice> = card
        .measures()
        .filter_map(|(group, measure)| {
            let score = measure.score?;
            matches!(Band::of(score), Band::Bad | Band::Average).then(|| Advice {
                measure: measure.measure.key().to_owned(),
                group: group.key().to_owned(),
                score: Some(Num(score)),
                text: measure.note.text(language),
            })
        })
        .collect();
    weak.sort_by(|a, b| a.score.map(|s| s.0).cmp(&b.score.map(|s| s.0)));
    weak
}
