//! A business's validation for one quarter, from every statement it sent: for each month of the
//! quarter and each institution, the latest statement covering the month (a later statement over
//! the same months replaces nothing: both are kept, the later one counts); its money in and out
//! (the completed transactions', or a coach's totals for a statement read by eye) against the
//! DigiKua books of the month. Then the quarter's totals, its overall difference and tier, the
//! transactions with no record, and whether the cash flow is validated.
//!
//! **Overall**: the discrepancy is the sum over the covered months of |statement in − revenue| +
//! |statement out − expenses|; the overall percent is it ÷ (statement in + statement out) × 100,
//! rounded to 2 decimals, and its tier is core's `Tier` (equal to the cent: No difference; a
//! statement side of 0 with books above 0: no percent, Over 9%).
//!
//! **Validated** when all three months of the quarter are covered by a statement and the overall
//! tier is No difference, Under 2% or 2% to 5%.

use std::collections::BTreeSet;

use chrono::{Datelike, NaiveDate};
use rust_decimal::Decimal;

use super::checks::YearMonth;
use super::reconcile::{books_months, compare_months, match_transactions, MonthTotals};
use super::statement::{Statement, Transaction};
use super::tiers::{discrepancy, Discrepancy, Tier};
use super::TransactionMatch;
use crate::bookkeeping::cashflow::CashEntry;
use crate::time::nairobi_day;

/// One stored statement as the report reads it.
#[derive(Debug, Clone, PartialEq)]
pub struct Source {
    pub id: String,
    pub institution: String,
    pub uploaded_at: i64,
    /// The months it covers (from its period).
    pub covers: Vec<YearMonth>,
    /// Its transactions when it was read; empty when a coach gave its totals.
    pub transactions: Vec<Transaction>,
    /// A coach's totals per month.
    pub months: Vec<MonthTotals>,
}

/// A transaction with no record, with the statement it came from.
#[derive(Debug, Clone, PartialEq)]
pub struct Unmatched {
    pub statement_id: String,
    pub transaction: Transaction,
}

/// The quarter's totals and its overall difference.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Totals {
    pub money_in: Discrepancy,
    pub money_out: Discrepancy,
    /// The sum of the months' |statement − books|, both sides.
    pub discrepancy: Decimal,
    pub percent: Option<Decimal>,
    pub tier: Tier,
}

/// The report of one quarter.
#[derive(Debug, Clone, PartialEq)]
pub struct QuarterReport {
    pub year: i32,
    pub quarter: u32,
    /// The covered months of the quarter, in order.
    pub months: Vec<(YearMonth, Discrepancy, Discrepancy)>,
    pub totals: Totals,
    /// Per institution (by name, in name order): money in and out over the covered months.
    pub by_institution: Vec<(String, Decimal, Decimal)>,
    pub unmatched: Vec<Unmatched>,
    pub validated: bool,
}

pub fn quarter_of((year, month): YearMonth) -> (i32, u32) {
    (year, (month - 1) / 3 + 1)
}

fn quarter_months(year: i32, quarter: u32) -> [YearMonth; 3] {
    let first = (quarter - 1) * 3 + 1;
    [(year, first), (year, first + 1), (year, first + 2)]
}

fn month_of(epoch_seconds: i64) -> YearMonth {
    nairobi_day(epoch_seconds).map_or((1970, 1), |(y, m, _)| (y, m))
}

/// Every month from `from` to `to`, both included.
pub fn months_between(from: YearMonth, to: YearMonth) -> Vec<YearMonth> {
    let mut months = Vec::new();
    let mut month = from;
    while month <= to && months.len() < 1200 {
        months.push(month);
        month = if month.1 == 12 {
            (month.0 + 1, 1)
        } else {
            (month.0, month.1 + 1)
        };
    }
    months
}

/// A statement's period as `yyyy-mm-dd` days: its header's (`01 Jan 2026 - 31 Mar 2026`) when it
/// reads, else the days of its first and last transactions.
pub fn statement_period(statement: &Statement) -> Option<(String, String)> {
    let day = |text: &str| NaiveDate::parse_from_str(text.trim(), "%d %b %Y").ok();
    let from_header = statement
        .header
        .period
        .split_once(" - ")
        .and_then(|(from, to)| Some((day(from)?, day(to)?)))
        .filter(|(from, to)| from <= to)
        .map(|(from, to)| (from.to_string(), to.to_string()));
    from_header.or_else(|| {
        let times = statement.transactions.iter().map(|t| t.completed_at);
        let (first, last) = (times.clone().min()?, times.max()?);
        let text = |s| nairobi_day(s).map(|(y, m, d)| crate::time::iso_date(y, m, d));
        Some((text(first)?, text(last)?))
    })
}

/// The months a period of `yyyy-mm-dd` days touches.
pub fn period_months(from: &str, to: &str) -> Vec<YearMonth> {
    let month = |text: &str| {
        NaiveDate::parse_from_str(text, "%Y-%m-%d")
            .ok()
            .map(|d| (d.year(), d.month()))
    };
    match (month(from), month(to)) {
        (Some(from), Some(to)) => months_between(from, to),
        _ => Vec::new(),
    }
}

/// Every quarter a statement covers, oldest first.
pub fn quarters(sources: &[Source]) -> Vec<(i32, u32)> {
    let all: BTreeSet<(i32, u32)> = sources
        .iter()
        .flat_map(|s| s.covers.iter().copied().map(quarter_of))
        .collect();
    all.into_iter().collect()
}

/// The statement that counts for `month` at `institution`: the latest sent covering it.
fn latest<'a>(sources: &'a [Source], institution: &str, month: YearMonth) -> Option<&'a Source> {
    sources
        .iter()
        .filter(|s| s.institution == institution && s.covers.contains(&month))
        .max_by(|a, b| (a.uploaded_at, &a.id).cmp(&(b.uploaded_at, &b.id)))
}

fn statement_month(source: &Source, month: YearMonth) -> (Decimal, Decimal) {
    if source.transactions.is_empty() {
        return source
            .months
            .iter()
            .find(|m| (m.year, m.month) == month)
            .map_or((Decimal::ZERO, Decimal::ZERO), |m| {
                (m.money_in, m.money_out)
            });
    }
    source
        .transactions
        .iter()
        .filter(|t| t.is_completed() && month_of(t.completed_at) == month)
        .fold((Decimal::ZERO, Decimal::ZERO), |(i, o), t| {
            (i + t.paid_in, o + t.withdrawn)
        })
}

/// The overall difference of a gap against the statement's whole movement.
pub fn overall(statement: Decimal, gap: Decimal) -> (Option<Decimal>, Tier) {
    if gap.is_zero() {
        (Some(Decimal::ZERO), Tier::None)
    } else if statement.is_zero() {
        (None, Tier::OverNine)
    } else {
        let percent = (gap * Decimal::ONE_HUNDRED / statement.abs()).round_dp(2);
        (Some(percent), Tier::of_difference(percent))
    }
}

/// Whether a quarter's cash flow is validated (see the module's note).
pub fn is_validated(covered_months: usize, tier: Tier) -> bool {
    covered_months == 3 && tier <= Tier::TwoToFive
}

/// The report of `year`'s `quarter` from the business's statements and its books' entries.
pub fn quarter_report(
    sources: &[Source],
    entries: &[CashEntry],
    year: i32,
    quarter: u32,
) -> QuarterReport {
    let institutions: BTreeSet<&str> = sources.iter().map(|s| s.institution.as_str()).collect();
    let mut statement_side: Vec<MonthTotals> = Vec::new();
    let mut by_institution: Vec<(String, Decimal, Decimal)> = Vec::new();
    let mut matched_pool: Vec<(&str, &Transaction)> = Vec::new();
    for month in quarter_months(year, quarter) {
        let mut totals = MonthTotals {
            year: month.0,
            month: month.1,
            money_in: Decimal::ZERO,
            money_out: Decimal::ZERO,
        };
        let mut covered = false;
        for institution in &institutions {
            let Some(source) = latest(sources, institution, month) else {
                continue;
            };
            covered = true;
            let (money_in, money_out) = statement_month(source, month);
            totals.money_in += money_in;
            totals.money_out += money_out;
            match by_institution.iter_mut().find(|(n, _, _)| n == institution) {
                Some(row) => {
                    row.1 += money_in;
                    row.2 += money_out;
                }
                None => by_institution.push((institution.to_string(), money_in, money_out)),
            }
            matched_pool.extend(
                source
                    .transactions
                    .iter()
                    .filter(|t| month_of(t.completed_at) == month)
                    .map(|t| (source.id.as_str(), t)),
            );
        }
        if covered {
            statement_side.push(totals);
        }
    }
    let books = books_months(entries, &statement_side);
    let compared = compare_months(&statement_side, &books);
    let transactions: Vec<Transaction> = matched_pool.iter().map(|(_, t)| (*t).clone()).collect();
    let unmatched = match_transactions(&transactions, entries)
        .into_iter()
        .zip(&matched_pool)
        .filter(|(m, _)| *m == TransactionMatch::Unmatched)
        .map(|(_, (id, t))| Unmatched {
            statement_id: id.to_string(),
            transaction: (*t).clone(),
        })
        .collect();
    let sum = |f: &dyn Fn(&Discrepancy) -> Decimal, side: bool| -> Decimal {
        compared
            .iter()
            .map(|m| f(if side { &m.money_in } else { &m.money_out }))
            .sum()
    };
    let money_in = discrepancy(sum(&|d| d.statement, true), sum(&|d| d.books, true));
    let money_out = discrepancy(sum(&|d| d.statement, false), sum(&|d| d.books, false));
    let gap: Decimal = compared
        .iter()
        .map(|m| {
            (m.money_in.statement - m.money_in.books).abs()
                + (m.money_out.statement - m.money_out.books).abs()
        })
        .sum();
    let (percent, tier) = overall(money_in.statement + money_out.statement, gap);
    QuarterReport {
        year,
        quarter,
        months: compared
            .iter()
            .map(|m| ((m.year, m.month), m.money_in, m.money_out))
            .collect(),
        totals: Totals {
            money_in,
            money_out,
            discrepancy: gap,
            percent,
            tier,
        },
        by_institution,
        unmatched,
        validated: is_validated(compared.len(), tier),
    }
}

#[cfg(test)]
#[path = "quarter_tests.rs"]
mod tests;
