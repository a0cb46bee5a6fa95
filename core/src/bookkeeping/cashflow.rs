//! The cashflow summary and analytics (spec 002 section 9): revenue = product sales + service sales;
//! gross profit = revenue − cost of goods; operating cashflow = gross profit − operating expense; net
//! cashflow = operating cashflow − capital expenditure; gross margin = gross profit ÷ revenue (0 when
//! there is no revenue). Sums are integer cents; the server and the phone call the same functions.

use rust_decimal::Decimal;

use super::records::{ExpenseNature, Record, SaleNature};
use super::wire::minor_from_wire;
use crate::money::{from_minor, to_minor};
use crate::time::{nairobi_day, nairobi_midnight};

/// What an amount counts as in the cashflow. The numbers are the phone's column codes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum CashKind {
    ProductSale = 1,
    ServiceSale = 2,
    CostOfGoods = 3,
    OperatingExpense = 4,
    CapitalExpense = 5,
    Investment = 6,
}

impl CashKind {
    pub fn from_code(code: u8) -> Option<CashKind> {
        Some(match code {
            1 => CashKind::ProductSale,
            2 => CashKind::ServiceSale,
            3 => CashKind::CostOfGoods,
            4 => CashKind::OperatingExpense,
            5 => CashKind::CapitalExpense,
            6 => CashKind::Investment,
            _ => return None,
        })
    }
}

/// One amount in the cashflow: its kind, its date (epoch seconds) and its cents.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CashEntry {
    pub kind: CashKind,
    pub date: i64,
    pub minor: i64,
}

impl Record {
    /// The record's amount in the cashflow; None for records that carry none (products, variants,
    /// stockings) or that are incomplete.
    pub fn cash_entry(&self) -> Option<CashEntry> {
        let (kind, date, amount) = match self {
            Record::Sale(r) => (
                match SaleNature::parse(&r.nature)? {
                    SaleNature::Product => CashKind::ProductSale,
                    SaleNature::Service => CashKind::ServiceSale,
                },
                r.date_sold?,
                r.revenue?,
            ),
            Record::Expense(r) => (
                match ExpenseNature::parse(&r.nature)? {
                    ExpenseNature::Cog => CashKind::CostOfGoods,
                    ExpenseNature::OpEx => CashKind::OperatingExpense,
                    ExpenseNature::CapEx => CashKind::CapitalExpense,
                },
                r.transaction_date?,
                r.amount_spent?,
            ),
            Record::Investment(r) => (
                CashKind::Investment,
                r.investment_date?,
                r.investment_amount?,
            ),
            _ => return None,
        };
        Some(CashEntry {
            kind,
            date,
            minor: to_minor(amount).ok()?,
        })
    }
}

/// The phone's columns (kind codes, dates, amounts as sent on the wire) read as entries. Rows with
/// an unknown kind are skipped; the columns are read up to the shortest.
pub fn entries_from_columns<'a>(
    kinds: &'a [u8],
    dates: &'a [f64],
    amounts: &'a [f64],
) -> impl Iterator<Item = CashEntry> + 'a {
    kinds
        .iter()
        .zip(dates)
        .zip(amounts)
        .filter_map(|((kind, date), amount)| {
            Some(CashEntry {
                kind: CashKind::from_code(*kind)?,
                date: *date as i64,
                minor: minor_from_wire(*amount),
            })
        })
}

/// The summary's figures for one date range.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct CashflowSummary {
    pub product_sales: Decimal,
    pub service_sales: Decimal,
    pub revenue: Decimal,
    pub cost_of_goods: Decimal,
    pub gross_profit: Decimal,
    pub operating_expense: Decimal,
    pub operating_cashflow: Decimal,
    pub capital_expenditure: Decimal,
    pub net_cashflow: Decimal,
    pub investments: Decimal,
    /// Gross profit as a percentage of revenue, to 2 decimals; 0 when revenue is 0.
    pub gross_margin_percent: Decimal,
    /// How many entries fell in the range.
    pub entries: u64,
}

/// The sums of each kind, in cents, and how many entries they hold.
#[derive(Default)]
pub(super) struct Totals {
    by_kind: [i128; 8],
    count: u64,
}

impl Totals {
    #[inline]
    pub(super) fn add(&mut self, kind: CashKind, minor: i64) {
        // Codes are 1..=6, so the mask only lets the compiler drop the bounds check.
        self.by_kind[kind as usize & 7] += i128::from(minor);
        self.count += 1;
    }
    /// Sums already made per kind code (index 0 and 7 unused) over `count` entries.
    pub(super) fn from_sums(sums: [i64; 8], count: u64) -> Totals {
        Totals {
            by_kind: sums.map(i128::from),
            count,
        }
    }
    fn of(&self, kind: CashKind) -> i128 {
        self.by_kind[kind as usize]
    }

    /// The section 9 figures from the sums.
    pub(super) fn summary(&self) -> CashflowSummary {
        let revenue = self.of(CashKind::ProductSale) + self.of(CashKind::ServiceSale);
        let gross_profit = revenue - self.of(CashKind::CostOfGoods);
        let operating = gross_profit - self.of(CashKind::OperatingExpense);
        let net = operating - self.of(CashKind::CapitalExpense);
        CashflowSummary {
            product_sales: amount(self.of(CashKind::ProductSale)),
            service_sales: amount(self.of(CashKind::ServiceSale)),
            revenue: amount(revenue),
            cost_of_goods: amount(self.of(CashKind::CostOfGoods)),
            gross_profit: amount(gross_profit),
            operating_expense: amount(self.of(CashKind::OperatingExpense)),
            operating_cashflow: amount(operating),
            capital_expenditure: amount(self.of(CashKind::CapitalExpense)),
            net_cashflow: amount(net),
            investments: amount(self.of(CashKind::Investment)),
            gross_margin_percent: margin_percent(gross_profit, revenue),
            entries: self.count,
        }
    }
}

fn amount(cents: i128) -> Decimal {
    i64::try_from(cents)
        .map(from_minor)
        .unwrap_or_else(|_| Decimal::from_i128_with_scale(cents, 2))
}

fn margin_percent(gross_profit: i128, revenue: i128) -> Decimal {
    if revenue == 0 {
        return Decimal::ZERO;
    }
    let percent = Decimal::from_i128_with_scale(gross_profit, 0) * Decimal::ONE_HUNDRED
        / Decimal::from_i128_with_scale(revenue, 0);
    percent.round_dp(2)
}

/// The summary of the entries dated within `from..=to` (epoch seconds).
pub fn summarize(
    entries: impl IntoIterator<Item = CashEntry>,
    from: i64,
    to: i64,
) -> CashflowSummary {
    let mut totals = Totals::default();
    // Internal iteration: the columns' reader runs as one loop (no call per row in a WASM build).
    entries.into_iter().for_each(|entry| {
        if entry.date >= from && entry.date <= to {
            totals.add(entry.kind, entry.minor);
        }
    });
    totals.summary()
}

/// Analytics by month (12 periods) or by quarter (4).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PeriodMode {
    Monthly,
    Quarterly,
}

impl PeriodMode {
    /// The spec's `dataMode`: monthly or quarterly.
    pub fn parse(text: &str) -> Option<PeriodMode> {
        match text {
            "monthly" => Some(PeriodMode::Monthly),
            "quarterly" => Some(PeriodMode::Quarterly),
            _ => None,
        }
    }

    pub fn labels(self) -> &'static [&'static str] {
        match self {
            PeriodMode::Monthly => &[
                "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
            ],
            PeriodMode::Quarterly => &["Q1", "Q2", "Q3", "Q4"],
        }
    }
}

/// Revenue and operating profit (revenue − cost of goods − operating expense) per period of a year.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Analytics {
    pub labels: &'static [&'static str],
    pub revenue: Vec<Decimal>,
    pub operating_profit: Vec<Decimal>,
}

impl Analytics {
    /// True when the year has no sales and no costs: the screens say 'Data not Found'.
    pub fn is_empty(&self) -> bool {
        self.revenue
            .iter()
            .chain(&self.operating_profit)
            .all(Decimal::is_zero)
    }
}

/// The years the analytics offer: the last 5, this year first.
pub fn analytics_years(now: i64) -> Vec<i32> {
    let year = nairobi_day(now).map_or(2000, |(year, ..)| year);
    (0..5).map(|back| year - back).collect()
}

/// The first and the last second of `year` in Nairobi: the entries its analytics read.
pub fn year_range(year: i32) -> Option<(i64, i64)> {
    let from = nairobi_midnight(year, 1, 1)?;
    let next = nairobi_midnight(year.checked_add(1)?, 1, 1)?;
    Some((from, next - 1))
}

/// Whether the analytics of `year` may be asked for: from 2000 (the earliest date a record may
/// carry) to this year in Nairobi.
pub fn analytics_year_allowed(year: i32, now: i64) -> bool {
    let this_year = nairobi_day(now).map_or(2000, |(year, ..)| year);
    let earliest = nairobi_day(super::dates::EARLIEST).map_or(2000, |(year, ..)| year);
    (earliest..=this_year).contains(&year)
}

/// The analytics of `year` (in Nairobi) from the entries.
pub fn analytics(
    entries: impl IntoIterator<Item = CashEntry>,
    year: i32,
    mode: PeriodMode,
) -> Analytics {
    let labels = mode.labels();
    let mut revenue = vec![0i128; labels.len()];
    let mut costs = vec![0i128; labels.len()];
    for entry in entries {
        let Some((entry_year, month, _)) = nairobi_day(entry.date) else {
            continue;
        };
        if entry_year != year {
            continue;
        }
        let month = month as usize - 1;
        let period = match mode {
            PeriodMode::Monthly => month,
            PeriodMode::Quarterly => month / 3,
        };
        match entry.kind {
            CashKind::ProductSale | CashKind::ServiceSale => {
                revenue[period] += i128::from(entry.minor)
            }
            CashKind::CostOfGoods | CashKind::OperatingExpense => {
                costs[period] += i128::from(entry.minor)
            }
            CashKind::CapitalExpense | CashKind::Investment => {}
        }
    }
    Analytics {
        labels,
        operating_profit: revenue
            .iter()
            .zip(&costs)
            .map(|(r, c)| amount(r - c))
            .collect(),
        revenue: revenue.into_iter().map(amount).collect(),
    }
}

#[cfg(test)]
#[path = "cashflow_tests.rs"]
mod tests;
