//! The budget against actual: for each line and period the budget, what DigiKua says was spent
//! (the line's nature's expenses of the types it covers, dated in the period), the variance
//! (budget − actual) and the variance % (of the budget, two decimals; none when the budget is 0).
//! An Operating and a Capital table, each with its lines, its "Unbudgeted" rows (expenses in a
//! period no line covers, by expense type), its totals per period and a Total column; the grand
//! totals; the chart's budget and actual by period. An expense dated outside every period is
//! counted nowhere.

use rust_decimal::{Decimal, RoundingStrategy};

use super::model::{Budget, Nature, Period, Spent};
use crate::bookkeeping::lookups::LookupList;

/// One cell group of the tables: Budget, Actual, Variance, Variance %.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Figures {
    pub budget: Decimal,
    pub actual: Decimal,
    pub variance: Decimal,
    /// Variance ÷ budget × 100, to two decimals; None when the budget is 0.
    pub variance_percent: Option<Decimal>,
}

impl Figures {
    pub fn of(budget: Decimal, actual: Decimal) -> Figures {
        let variance = budget - actual;
        let variance_percent = (!budget.is_zero()).then(|| {
            (variance * Decimal::ONE_HUNDRED / budget)
                .round_dp_with_strategy(2, RoundingStrategy::MidpointAwayFromZero)
        });
        Figures {
            budget,
            actual,
            variance,
            variance_percent,
        }
    }

    /// The figures of two sums added together.
    pub fn plus(self, other: Figures) -> Figures {
        Figures::of(self.budget + other.budget, self.actual + other.actual)
    }
}

fn sum(figures: impl Iterator<Item = Figures>) -> Figures {
    figures.fold(Figures::default(), Figures::plus)
}

/// What a row is: a budget line, or the unbudgeted expenses of one expense type.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RowKind {
    Line { id: String },
    Unbudgeted { expense_type: String },
}

/// A row of a table: a figure group per period (in period order) and the Total column.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Row {
    pub kind: RowKind,
    /// The line's name, or the expense type's English name.
    pub name: String,
    pub periods: Vec<Figures>,
    pub total: Figures,
}

/// The Operating Expense or Capital Expense table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Table {
    pub nature: Nature,
    pub lines: Vec<Row>,
    pub unbudgeted: Vec<Row>,
    /// The table's totals per period, and its Total column.
    pub periods: Vec<Figures>,
    pub total: Figures,
}

impl Table {
    pub fn rows(&self) -> impl Iterator<Item = &Row> {
        self.lines.iter().chain(self.unbudgeted.iter())
    }
}

/// One point of the chart: a period's budget and actual, both tables together.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChartPoint {
    pub period_number: u32,
    pub budget: Decimal,
    pub actual: Decimal,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Report {
    /// The periods by number: the tables' columns.
    pub periods: Vec<Period>,
    pub operating: Table,
    pub capital: Table,
    /// Both tables per period, and overall.
    pub totals: Vec<Figures>,
    pub total: Figures,
    pub chart: Vec<ChartPoint>,
}

impl Report {
    pub fn table(&self, nature: Nature) -> &Table {
        match nature {
            Nature::Operating => &self.operating,
            Nature::Capital => &self.capital,
        }
    }
}

fn row(kind: RowKind, name: String, periods: Vec<Figures>) -> Row {
    let total = sum(periods.iter().copied());
    Row {
        kind,
        name,
        periods,
        total,
    }
}

/// The expense type's English name, or its id when it is not on the list.
fn type_name(id: &str) -> String {
    LookupList::ExpenseType
        .find(id)
        .map_or_else(|| id.to_owned(), |l| l.en.to_owned())
}

fn type_position(id: &str) -> usize {
    let list = LookupList::ExpenseType.entries();
    list.iter().position(|l| l.id == id).unwrap_or(list.len())
}

fn table(budget: &Budget, periods: &[Period], spent: &[Spent], nature: Nature) -> Table {
    let index = |day: i64| periods.iter().position(|p| p.holds(day));
    let lines_of: Vec<_> = budget.lines.iter().filter(|l| l.nature == nature).collect();
    let mut actual = vec![vec![Decimal::ZERO; periods.len()]; lines_of.len()];
    // By the type's place in DigiKua's list, then its id: kept in order as types come (a handful).
    let mut unbudgeted: Vec<(usize, String, Vec<Decimal>)> = Vec::new();
    for s in spent.iter().filter(|s| s.nature == nature) {
        let Some(p) = index(s.day) else { continue };
        match lines_of
            .iter()
            .position(|l| l.covers(nature, &s.expense_type))
        {
            Some(l) => actual[l][p] += s.amount,
            None => {
                let key = (type_position(&s.expense_type), s.expense_type.as_str());
                let at = unbudgeted.partition_point(|(place, id, _)| (*place, id.as_str()) < key);
                let found = unbudgeted
                    .get(at)
                    .is_some_and(|(place, id, _)| (*place, id.as_str()) == key);
                if !found {
                    let row = vec![Decimal::ZERO; periods.len()];
                    unbudgeted.insert(at, (key.0, s.expense_type.clone(), row));
                }
                unbudgeted[at].2[p] += s.amount;
            }
        }
    }
    let lines: Vec<Row> = lines_of
        .iter()
        .zip(actual)
        .map(|(line, actual)| {
            let figures = periods
                .iter()
                .zip(actual)
                .map(|(p, a)| Figures::of(line.amount_for(&p.id), a))
                .collect();
            row(
                RowKind::Line {
                    id: line.id.clone(),
                },
                line.name.clone(),
                figures,
            )
        })
        .collect();
    let unbudgeted: Vec<Row> = unbudgeted
        .into_iter()
        .map(|(_, expense_type, actual)| {
            let figures = actual
                .into_iter()
                .map(|a| Figures::of(Decimal::ZERO, a))
                .collect();
            let name = type_name(&expense_type);
            row(RowKind::Unbudgeted { expense_type }, name, figures)
        })
        .collect();
    let per_period: Vec<Figures> = (0..periods.len())
        .map(|p| sum(lines.iter().chain(unbudgeted.iter()).map(|r| r.periods[p])))
        .collect();
    let total = sum(per_period.iter().copied());
    Table {
        nature,
        lines,
        unbudgeted,
        periods: per_period,
        total,
    }
}

/// The budget against `spent`, the business's DigiKua expenses (`Spent::of_expense`).
pub fn report(budget: &Budget, spent: &[Spent]) -> Report {
    let periods: Vec<Period> = budget.periods_in_order().into_iter().cloned().collect();
    let operating = table(budget, &periods, spent, Nature::Operating);
    let capital = table(budget, &periods, spent, Nature::Capital);
    let totals: Vec<Figures> = operating
        .periods
        .iter()
        .zip(&capital.periods)
        .map(|(o, c)| o.plus(*c))
        .collect();
    let total = operating.total.plus(capital.total);
    let chart = periods
        .iter()
        .zip(&totals)
        .map(|(p, f)| ChartPoint {
            period_number: p.number,
            budget: f.budget,
            actual: f.actual,
        })
        .collect();
    Report {
        periods,
        operating,
        capital,
        totals,
        total,
        chart,
    }
}
