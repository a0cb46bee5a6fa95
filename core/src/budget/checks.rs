//! The checks of a period and of a budget line as typed or pushed, each against the rest of the
//! budget. The phone runs them before saving and the server again before storing; a refusal
//! changes nothing.

use std::collections::BTreeMap;

use rust_decimal::Decimal;

use super::messages::*;
use super::model::{day_number, Budget, Line, Nature, Period};
use crate::bookkeeping::lookups::LookupList;
use crate::money::AmountField;

/// Periods a budget may have.
pub const MAX_PERIODS: usize = 24;
/// Lines a budget may have.
pub const MAX_LINES: usize = 100;
/// Characters of a line's name.
pub const MAX_NAME: usize = 100;
/// The largest period number.
const MAX_NUMBER: u32 = 999;

/// A line's amount for one period: 0 or more, two decimals, up to a hundred million.
pub const LINE_AMOUNT: AmountField = AmountField {
    name: "budgetLineAmount",
    decimals: 2,
    min: 0,
    max: 100_000_000 * 100,
    not_a_number: AMOUNT_NOT_A_NUMBER,
    too_precise: AMOUNT_TOO_PRECISE,
    too_small: AMOUNT_NEGATIVE,
    too_large: AMOUNT_TOO_LARGE,
};

/// A period as typed: the number and the two days as text.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PeriodDraft {
    pub id: String,
    pub number: String,
    pub from: String,
    pub to: String,
}

/// A line as typed: the amounts as text, by period id.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct LineDraft {
    pub id: String,
    pub name: String,
    pub nature: String,
    pub expense_types: Vec<String>,
    pub amounts: BTreeMap<String, String>,
}

fn period_number(text: &str) -> Result<u32, &'static str> {
    let text = text.trim();
    if text.is_empty() {
        return Err(PERIOD_NUMBER_BLANK);
    }
    let digits = text.strip_suffix(".0").unwrap_or(text);
    match digits.parse::<u32>() {
        Ok(n) if (1..=MAX_NUMBER).contains(&n) && digits.bytes().all(|b| b.is_ascii_digit()) => {
            Ok(n)
        }
        _ => Err(PERIOD_NUMBER_INVALID),
    }
}

fn day(text: &str, blank: &'static str, invalid: &'static str) -> Result<i64, &'static str> {
    if text.trim().is_empty() {
        return Err(blank);
    }
    day_number(text).ok_or(invalid)
}

/// Checks `draft` as a period of `budget` (replacing the period with its id, if there is one).
pub fn check_period(draft: &PeriodDraft, budget: &Budget) -> Result<Period, &'static str> {
    let number = period_number(&draft.number)?;
    let from = day(&draft.from, FROM_DATE_BLANK, FROM_DATE_INVALID)?;
    let to = day(&draft.to, TO_DATE_BLANK, TO_DATE_INVALID)?;
    if from > to {
        return Err(FROM_AFTER_TO);
    }
    let others: Vec<&Period> = budget.periods.iter().filter(|p| p.id != draft.id).collect();
    if others.len() >= MAX_PERIODS {
        return Err(TOO_MANY_PERIODS);
    }
    if others.iter().any(|p| p.number == number) {
        return Err(PERIOD_NUMBER_TAKEN);
    }
    for other in &others {
        let Some((other_from, other_to)) = other.days() else {
            continue;
        };
        if from <= other_to && other_from <= to {
            return Err(PERIODS_OVERLAP);
        }
        if (other.number < number) != (other_to < from) {
            return Err(PERIODS_OUT_OF_ORDER);
        }
    }
    Ok(Period {
        id: draft.id.clone(),
        number,
        from: draft.from.trim().to_owned(),
        to: draft.to.trim().to_owned(),
    })
}

fn expense_types(draft: &LineDraft) -> Result<Vec<String>, &'static str> {
    let mut types: Vec<String> = Vec::new();
    for t in draft.expense_types.iter().map(|t| t.trim()) {
        if t.is_empty() {
            continue;
        }
        if !LookupList::ExpenseType.contains(t) {
            return Err(EXPENSE_TYPE_UNKNOWN);
        }
        if !types.iter().any(|known| known == t) {
            types.push(t.to_owned());
        }
    }
    if types.is_empty() {
        return Err(EXPENSE_TYPES_BLANK);
    }
    Ok(types)
}

fn amounts(draft: &LineDraft, budget: &Budget) -> Result<BTreeMap<String, Decimal>, &'static str> {
    let mut amounts = BTreeMap::new();
    for (period_id, text) in &draft.amounts {
        if !budget.periods.iter().any(|p| &p.id == period_id) {
            return Err(AMOUNT_PERIOD_UNKNOWN);
        }
        if let Some(amount) = LINE_AMOUNT.read(text)? {
            amounts.insert(period_id.clone(), amount);
        }
    }
    Ok(amounts)
}

/// Checks `draft` as a line of `budget` (replacing the line with its id, if there is one).
pub fn check_line(draft: &LineDraft, budget: &Budget) -> Result<Line, &'static str> {
    let name = draft.name.trim();
    if name.is_empty() {
        return Err(LINE_NAME_BLANK);
    }
    if name.chars().count() > MAX_NAME {
        return Err(LINE_NAME_TOO_LONG);
    }
    let nature = Nature::parse(&draft.nature).ok_or(NATURE_BLANK)?;
    let expense_types = expense_types(draft)?;
    let others: Vec<&Line> = budget.lines.iter().filter(|l| l.id != draft.id).collect();
    if others.len() >= MAX_LINES {
        return Err(TOO_MANY_LINES);
    }
    let taken = others
        .iter()
        .any(|other| expense_types.iter().any(|t| other.covers(nature, t)));
    if taken {
        return Err(EXPENSE_TYPE_TAKEN);
    }
    Ok(Line {
        id: draft.id.clone(),
        name: name.to_owned(),
        nature,
        expense_types,
        amounts: amounts(draft, budget)?,
    })
}

/// `budget` with `period` in it (in place of the one with its id).
pub fn with_period(budget: &mut Budget, period: Period) {
    budget.periods.retain(|p| p.id != period.id);
    budget.periods.push(period);
}

/// `budget` with `line` in it (in place of the one with its id).
pub fn with_line(budget: &mut Budget, line: Line) {
    match budget.lines.iter_mut().find(|l| l.id == line.id) {
        Some(kept) => *kept = line,
        None => budget.lines.push(line),
    }
}
