//! A business's milestone budget: numbered periods of days and the lines of expected expenses,
//! each line an Operating or Capital expense covering some of DigiKua's expense types, with an
//! amount per period. Amounts are `Decimal` (two decimals on the wire, cents in storage).

use std::collections::BTreeMap;

use rust_decimal::Decimal;

use crate::bookkeeping::records::ExpenseNature;
use crate::documents::checks::day_of;
use crate::time::nairobi_day_number;

/// Which of the two tables a line is in, and which DigiKua expenses it is compared with.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Nature {
    /// DigiKua's operating (overhead) expenses, OpEx.
    Operating,
    /// DigiKua's capital expenses, CapEx.
    Capital,
}

impl Nature {
    pub const ALL: [Nature; 2] = [Nature::Operating, Nature::Capital];

    /// Its name on the wire: `Operating` or `Capital`.
    pub fn name(self) -> &'static str {
        match self {
            Nature::Operating => "Operating",
            Nature::Capital => "Capital",
        }
    }

    pub fn parse(text: &str) -> Option<Nature> {
        Nature::ALL.into_iter().find(|n| n.name() == text.trim())
    }

    /// The DigiKua expenses of this nature; cost of goods is in neither table.
    pub fn of_expense(nature: ExpenseNature) -> Option<Nature> {
        match nature {
            ExpenseNature::OpEx => Some(Nature::Operating),
            ExpenseNature::CapEx => Some(Nature::Capital),
            ExpenseNature::Cog => None,
        }
    }
}

/// A period of the budget: its number and its first and last days (`yyyy-mm-dd`, both included).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Period {
    pub id: String,
    pub number: u32,
    pub from: String,
    pub to: String,
}

impl Period {
    /// Its first and last days as Nairobi day numbers (`time::nairobi_day_number`).
    pub fn days(&self) -> Option<(i64, i64)> {
        Some((day_number(&self.from)?, day_number(&self.to)?))
    }

    /// Whether the Nairobi day `day` is in the period.
    pub fn holds(&self, day: i64) -> bool {
        self.days()
            .is_some_and(|(from, to)| from <= day && day <= to)
    }
}

/// `yyyy-mm-dd` as its Nairobi day number.
pub fn day_number(text: &str) -> Option<i64> {
    day_of(text.trim()).map(nairobi_day_number)
}

/// A budget line: what the entrepreneur expects to spend on some expense types, period by period.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Line {
    pub id: String,
    pub name: String,
    pub nature: Nature,
    /// DigiKua's expense type ids (`bookkeeping::lookups`, the expense type list), each once.
    pub expense_types: Vec<String>,
    /// The amount budgeted for each period, by the period's id; a period left out is 0.
    pub amounts: BTreeMap<String, Decimal>,
}

impl Line {
    pub fn amount_for(&self, period_id: &str) -> Decimal {
        self.amounts
            .get(period_id)
            .copied()
            .unwrap_or(Decimal::ZERO)
    }

    pub fn covers(&self, nature: Nature, expense_type: &str) -> bool {
        self.nature == nature && self.expense_types.iter().any(|t| t == expense_type)
    }
}

/// A business's budget: its periods and its lines (those not removed).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Budget {
    pub periods: Vec<Period>,
    pub lines: Vec<Line>,
}

impl Budget {
    /// The periods by number. Inserted in place rather than sorted: a budget has at most 24
    /// periods, and this keeps a sort's code out of the phone's package.
    pub fn periods_in_order(&self) -> Vec<&Period> {
        let mut periods: Vec<&Period> = Vec::with_capacity(self.periods.len());
        for period in &self.periods {
            let at = periods.partition_point(|p| p.number <= period.number);
            periods.insert(at, period);
        }
        periods
    }
}

/// One DigiKua expense as the budget compares it: its table, type, Nairobi day and amount.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Spent {
    pub nature: Nature,
    pub expense_type: String,
    pub day: i64,
    pub amount: Decimal,
}

impl Spent {
    /// A DigiKua expense as the budget sees it: None for cost of goods, or one without a date or
    /// an amount.
    pub fn of_expense(expense: &crate::bookkeeping::records::Expense) -> Option<Spent> {
        let nature = Nature::of_expense(ExpenseNature::parse(&expense.nature)?)?;
        Some(Spent {
            nature,
            expense_type: expense.type_of_expense.clone(),
            day: nairobi_day_number(expense.transaction_date?),
            amount: expense.amount_spent?,
        })
    }
}
