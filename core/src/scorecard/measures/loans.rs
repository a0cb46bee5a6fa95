//! loanRepayment, and the loan figures of the risk scorecard: installments due by the quarter's
//! `as_of` day, whether repayments covered each on its due day plus the fund's grace days, what
//! was repaid of what was due, and loans closed as fully repaid. Only disbursed loans count
//! (active, closed, written off).

use chrono::{Datelike, Days, NaiveDate};
use rust_decimal::Decimal;

use super::{missing, percent_of, scored};
use crate::loans::lifecycle::LoanStatus;
use crate::scorecard::inputs::{LoanFacts, QuarterInputs, YearMonth};
use crate::scorecard::model::Measure;
use crate::scorecard::note::{Facts, LoanTerm, Missing};
use crate::scorecard::thresholds::{MeasureId, Thresholds};

pub fn measures(inputs: &QuarterInputs, thresholds: &Thresholds) -> Vec<Measure> {
    vec![
        late_repayments(inputs, thresholds),
        repaid_of_due(inputs, thresholds),
        completed(inputs, thresholds),
    ]
}

/// One installment due by `as_of`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DueInstallment {
    pub due: NaiveDate,
    pub amount: Decimal,
    /// Its grace days are over by `as_of`, so whether it was paid in time is known.
    pub settled: bool,
    /// Repayments up to its due day plus the grace days did not cover it (and the ones before).
    pub late: bool,
}

fn disbursed(inputs: &QuarterInputs) -> impl Iterator<Item = &LoanFacts> {
    inputs.loans.iter().filter(|l| l.status.is_disbursed())
}

fn repaid_by(loan: &LoanFacts, day: NaiveDate) -> Decimal {
    loan.repayments
        .iter()
        .filter(|(paid_on, _)| *paid_on <= day)
        .map(|(_, amount)| *amount)
        .sum()
}

/// A loan's installments due by `as_of`, in due order, each judged on time or late.
pub fn due_installments(loan: &LoanFacts, as_of: NaiveDate) -> Vec<DueInstallment> {
    let mut installments = loan.installments.clone();
    installments.sort_by_key(|(due, _)| *due);
    let mut owed = Decimal::ZERO;
    let mut due = Vec::new();
    for (day, amount) in installments.into_iter().filter(|(day, _)| *day <= as_of) {
        owed += amount;
        let limit = day
            .checked_add_days(Days::new(loan.grace_days.into()))
            .unwrap_or(NaiveDate::MAX);
        let settled = limit < as_of;
        let late = settled && repaid_by(loan, limit) < owed;
        due.push(DueInstallment {
            due: day,
            amount,
            settled,
            late,
        });
    }
    due
}

fn all_due(inputs: &QuarterInputs) -> Vec<DueInstallment> {
    disbursed(inputs)
        .flat_map(|loan| due_installments(loan, inputs.as_of))
        .collect()
}

/// No disbursed loan, or nothing due yet: why the loan measures have no figure.
fn nothing_to_judge(inputs: &QuarterInputs, due: &[DueInstallment]) -> Option<Missing> {
    if disbursed(inputs).next().is_none() {
        Some(Missing::NoLoans)
    } else if due.is_empty() {
        Some(Missing::NothingDue)
    } else {
        None
    }
}

/// Installments due by `as_of` not covered on their due day plus the grace days.
pub fn late_repayments(inputs: &QuarterInputs, thresholds: &Thresholds) -> Measure {
    let measure = MeasureId::LateRepayments;
    let due = all_due(inputs);
    if let Some(why) = nothing_to_judge(inputs, &due) {
        return missing(inputs, measure, why);
    }
    let late = due.iter().filter(|i| i.late).count() as u32;
    let facts = Facts::LateInstallments {
        late,
        due: due.len() as u32,
    };
    scored(inputs, thresholds, measure, Decimal::from(late), facts)
}

/// Repaid ÷ due by `as_of`, in percent (what a loan repaid beyond what was due counts up to it).
pub fn repaid_of_due(inputs: &QuarterInputs, thresholds: &Thresholds) -> Measure {
    let measure = MeasureId::PercentageOfDueLoansRepaid;
    let due_list = all_due(inputs);
    if let Some(why) = nothing_to_judge(inputs, &due_list) {
        return missing(inputs, measure, why);
    }
    let (mut due, mut repaid) = (Decimal::ZERO, Decimal::ZERO);
    for loan in disbursed(inputs) {
        let owed: Decimal = due_installments(loan, inputs.as_of)
            .iter()
            .map(|i| i.amount)
            .sum();
        due += owed;
        repaid += repaid_by(loan, inputs.as_of).min(owed);
    }
    let percent = percent_of(repaid, due).unwrap_or(Decimal::ONE_HUNDRED);
    let facts = Facts::Repaid {
        repaid,
        due,
        percent,
    };
    scored(inputs, thresholds, measure, percent, facts)
}

/// Loans closed as fully repaid by `as_of`.
pub fn completed(inputs: &QuarterInputs, thresholds: &Thresholds) -> Measure {
    let measure = MeasureId::NoOfCompletedLoansRepaid;
    if disbursed(inputs).next().is_none() {
        return missing(inputs, measure, Missing::NoLoans);
    }
    let completed = disbursed(inputs)
        .filter(|l| l.status == LoanStatus::Closed)
        .filter(|l| l.closed_on.is_none_or(|day| day <= inputs.as_of))
        .count() as u32;
    let facts = Facts::CompletedLoans { completed };
    scored(inputs, thresholds, measure, Decimal::from(completed), facts)
}

/// The risk scorecard's loanRepayment: installments whose grace days are over, paid on time,
/// in percent.
pub fn on_time(inputs: &QuarterInputs, thresholds: &Thresholds) -> Measure {
    let measure = MeasureId::LoanRepayment;
    let settled: Vec<DueInstallment> = all_due(inputs).into_iter().filter(|i| i.settled).collect();
    if let Some(why) = nothing_to_judge(inputs, &settled) {
        return missing(inputs, measure, why);
    }
    let on_time = settled.iter().filter(|i| !i.late).count() as u32;
    let due = settled.len() as u32;
    let percent = percent_of(Decimal::from(on_time), Decimal::from(due)).unwrap_or_default();
    let facts = Facts::OnTime {
        on_time,
        due,
        percent,
    };
    scored(inputs, thresholds, measure, percent, facts)
}

/// What the business's disbursed loans have due in a month.
pub fn installments_in(inputs: &QuarterInputs, (year, month): YearMonth) -> Decimal {
    disbursed(inputs)
        .flat_map(|l| l.installments.iter())
        .filter(|(day, _)| day.year() == year && day.month() == month)
        .map(|(_, amount)| *amount)
        .sum()
}

/// The latest loan application (the last loan that is not a draft or withdrawn; the server
/// passes loans oldest first).
pub fn latest_application(inputs: &QuarterInputs) -> Option<&LoanFacts> {
    inputs
        .loans
        .iter()
        .rev()
        .find(|l| !matches!(l.status, LoanStatus::Draft | LoanStatus::Withdrawn))
}

/// The latest application's repayment period (investmentRisk.loanTenure).
pub fn tenure(inputs: &QuarterInputs, thresholds: &Thresholds) -> Measure {
    let measure = MeasureId::LoanTenure;
    match latest_application(inputs).and_then(|l| l.tenure_months) {
        Some(months) => scored(
            inputs,
            thresholds,
            measure,
            Decimal::from(months),
            Facts::Tenure { months },
        ),
        None => missing(
            inputs,
            measure,
            Missing::LoanApplication {
                term: LoanTerm::Tenure,
            },
        ),
    }
}

/// The latest application's own contribution (investmentRisk.ownContribution).
pub fn own_contribution(inputs: &QuarterInputs, thresholds: &Thresholds) -> Measure {
    let measure = MeasureId::OwnContribution;
    match latest_application(inputs).and_then(|l| l.own_contribution_percent) {
        Some(percent) => scored(
            inputs,
            thresholds,
            measure,
            percent,
            Facts::OwnContribution { percent },
        ),
        None => missing(
            inputs,
            measure,
            Missing::LoanApplication {
                term: LoanTerm::OwnContribution,
            },
        ),
    }
}
