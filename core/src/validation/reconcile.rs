//! The statement against the books, per calendar month in Nairobi: money in (what completed
//! transactions paid in) against DigiKua revenue (product and service sales), money out (what they
//! withdrew) against DigiKua expenses (cost of goods, operating and capital expenses; investments
//! are the owner's money and count on neither side). Then each completed transaction is matched to
//! a record of the same Nairobi day and the exact amount — paid in to a sale, withdrawn to an
//! expense — each record at most once; what finds none is listed as having no record.

use std::collections::HashMap;

use rust_decimal::Decimal;

use super::statement::Transaction;
use super::tiers::{discrepancy, Discrepancy};
use crate::bookkeeping::cashflow::{CashEntry, CashKind};
use crate::money::{from_minor, to_minor};
use crate::time::{nairobi_day, nairobi_day_number};

/// A month's sums on one side: money in and money out.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MonthTotals {
    pub year: i32,
    pub month: u32,
    pub money_in: Decimal,
    pub money_out: Decimal,
}

/// A month compared: the statement's money in against revenue, its money out against expenses,
/// and how many of its transactions have no matching record (0 when only sums were compared).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MonthReconciliation {
    pub year: i32,
    pub month: u32,
    pub money_in: Discrepancy,
    pub money_out: Discrepancy,
    pub unmatched: usize,
}

/// What became of one transaction.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TransactionMatch {
    /// The index of its record in the books' entries.
    Matched(usize),
    /// A completed transaction that moved money with no record of its day and amount.
    Unmatched,
    /// Not completed, or no money moved: nothing to match.
    NotCounted,
}

/// The whole reconciliation: the months in the statement's span, and one match per transaction
/// (in the statement's order).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reconciliation {
    pub months: Vec<MonthReconciliation>,
    pub matches: Vec<TransactionMatch>,
}

impl Reconciliation {
    /// The indexes of the transactions with no matching record, in the statement's order.
    pub fn unmatched(&self) -> Vec<usize> {
        self.matches
            .iter()
            .enumerate()
            .filter(|(_, m)| **m == TransactionMatch::Unmatched)
            .map(|(i, _)| i)
            .collect()
    }
}

fn month_of(epoch_seconds: i64) -> (i32, u32) {
    nairobi_day(epoch_seconds).map_or((1970, 1), |(y, m, _)| (y, m))
}

fn next_month((year, month): (i32, u32)) -> (i32, u32) {
    if month == 12 {
        (year + 1, 1)
    } else {
        (year, month + 1)
    }
}

/// Every month from the earliest transaction's to the latest's (a quiet month included), with the
/// money in and out of its completed transactions.
pub fn statement_months(transactions: &[Transaction]) -> Vec<MonthTotals> {
    let Some(first) = transactions.iter().map(|t| t.completed_at).min() else {
        return Vec::new();
    };
    let last = transactions
        .iter()
        .map(|t| t.completed_at)
        .max()
        .unwrap_or(first);
    let mut months = Vec::new();
    let (mut month, end) = (month_of(first), month_of(last));
    loop {
        months.push(MonthTotals {
            year: month.0,
            month: month.1,
            money_in: Decimal::ZERO,
            money_out: Decimal::ZERO,
        });
        if month >= end {
            break;
        }
        month = next_month(month);
    }
    for t in transactions.iter().filter(|t| t.is_completed()) {
        let (year, month) = month_of(t.completed_at);
        if let Some(totals) = months
            .iter_mut()
            .find(|m| m.year == year && m.month == month)
        {
            totals.money_in += t.paid_in;
            totals.money_out += t.withdrawn;
        }
    }
    months
}

/// Which side of the statement a record answers: true for a sale (money in), false for an
/// expense (money out), None for what counts on neither.
fn is_sale(kind: CashKind) -> Option<bool> {
    match kind {
        CashKind::ProductSale | CashKind::ServiceSale => Some(true),
        CashKind::CostOfGoods | CashKind::OperatingExpense | CashKind::CapitalExpense => {
            Some(false)
        }
        CashKind::Investment => None,
    }
}

/// The books' revenue (as money in) and expenses (as money out) per month, for `months`.
pub fn books_months(entries: &[CashEntry], months: &[MonthTotals]) -> Vec<MonthTotals> {
    let mut sums: HashMap<(i32, u32), (i64, i64)> = HashMap::new();
    for entry in entries {
        let Some(sale) = is_sale(entry.kind) else {
            continue;
        };
        let sum = sums.entry(month_of(entry.date)).or_default();
        if sale {
            sum.0 += entry.minor;
        } else {
            sum.1 += entry.minor;
        }
    }
    months
        .iter()
        .map(|m| {
            let (money_in, money_out) = sums.get(&(m.year, m.month)).copied().unwrap_or_default();
            MonthTotals {
                year: m.year,
                month: m.month,
                money_in: from_minor(money_in),
                money_out: from_minor(money_out),
            }
        })
        .collect()
}

/// The statement's months against the books' sums given per month (a month the books do not
/// give counts as 0). For when only sums are known; `reconcile` also matches the transactions.
pub fn compare_months(
    statement: &[MonthTotals],
    books: &[MonthTotals],
) -> Vec<MonthReconciliation> {
    statement
        .iter()
        .map(|s| {
            let b = books
                .iter()
                .find(|b| b.year == s.year && b.month == s.month);
            MonthReconciliation {
                year: s.year,
                month: s.month,
                money_in: discrepancy(s.money_in, b.map_or(Decimal::ZERO, |b| b.money_in)),
                money_out: discrepancy(s.money_out, b.map_or(Decimal::ZERO, |b| b.money_out)),
                unmatched: 0,
            }
        })
        .collect()
}

/// Each transaction matched to a record of its Nairobi day, side and exact amount, in the
/// statement's order; among equal records the earliest listed is taken first.
pub fn match_transactions(
    transactions: &[Transaction],
    entries: &[CashEntry],
) -> Vec<TransactionMatch> {
    let mut free: HashMap<(i64, bool, i64), Vec<usize>> = HashMap::new();
    for (index, entry) in entries.iter().enumerate().rev() {
        if let Some(sale) = is_sale(entry.kind) {
            free.entry((nairobi_day_number(entry.date), sale, entry.minor))
                .or_default()
                .push(index);
        }
    }
    transactions
        .iter()
        .map(|t| {
            let Some(key) = match_key(t) else {
                return TransactionMatch::NotCounted;
            };
            free.get_mut(&key)
                .and_then(Vec::pop)
                .map_or(TransactionMatch::Unmatched, TransactionMatch::Matched)
        })
        .collect()
}

/// The day, side and cents a record must have to match `t`; None when it has nothing to match.
fn match_key(t: &Transaction) -> Option<(i64, bool, i64)> {
    if !t.is_completed() {
        return None;
    }
    let (sale, amount) = if !t.paid_in.is_zero() {
        (true, t.paid_in)
    } else if !t.withdrawn.is_zero() {
        (false, t.withdrawn)
    } else {
        return None;
    };
    // An amount finer than a cent matches no record (records are kept in cents).
    let cents = to_minor(amount).unwrap_or(i64::MIN);
    Some((nairobi_day_number(t.completed_at), sale, cents))
}

/// The reconciliation of the statement's transactions with the books' dated records.
pub fn reconcile(transactions: &[Transaction], entries: &[CashEntry]) -> Reconciliation {
    let statement = statement_months(transactions);
    let books = books_months(entries, &statement);
    let mut months = compare_months(&statement, &books);
    let matches = match_transactions(transactions, entries);
    for (t, m) in transactions.iter().zip(&matches) {
        if *m == TransactionMatch::Unmatched {
            let (year, month) = month_of(t.completed_at);
            if let Some(row) = months
                .iter_mut()
                .find(|r| r.year == year && r.month == month)
            {
                row.unmatched += 1;
            }
        }
    }
    Reconciliation { months, matches }
}

#[cfg(test)]
#[path = "reconcile_tests.rs"]
mod tests;
