//! What investors see of a business when its owner turns on "show performance" (issue 16): its
//! last 12 months from DigiKua, each month's revenue, gross margin and net cashflow, by the
//! cashflow summary's own maths (`bookkeeping::cashflow::summarize`, spec 002 section 9). The
//! months are Nairobi's calendar months: the current one (so far) and the 11 before it, oldest
//! first.

use rust_decimal::Decimal;

use crate::bookkeeping::cashflow::{summarize, CashEntry};
use crate::time::{nairobi_day, nairobi_midnight};

/// How many months investors see.
pub const MONTHS: usize = 12;

/// One month's figures.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MonthFigures {
    pub year: i32,
    /// 1 to 12.
    pub month: u32,
    /// Product and service sales.
    pub revenue: Decimal,
    /// Gross profit as a percentage of revenue, to 2 decimals; 0 without revenue.
    pub gross_margin_percent: Decimal,
    /// Revenue less cost of goods, operating expense and capital expenditure.
    pub net_cashflow: Decimal,
}

impl MonthFigures {
    /// `yyyy-mm`.
    pub fn label(&self) -> String {
        format!("{:04}-{:02}", self.year, self.month)
    }
}

/// (year, month) moved by `months` (back when negative).
fn add_months(year: i32, month: u32, months: i32) -> (i32, u32) {
    let index = year * 12 + month as i32 - 1 + months;
    (index.div_euclid(12), index.rem_euclid(12) as u32 + 1)
}

/// The first second of each of the 12 months and the first second after the last: 13 bounds,
/// oldest first. None for a time outside the calendar core reads.
fn bounds(now: i64) -> Option<Vec<(i32, u32, i64)>> {
    let (year, month, _) = nairobi_day(now)?;
    let oldest = 1 - MONTHS as i32;
    (oldest..=1)
        .map(|shift| {
            let (y, m) = add_months(year, month, shift);
            Some((y, m, nairobi_midnight(y, m, 1)?))
        })
        .collect()
}

/// The window the figures read: from the first second of the oldest month to the last second of
/// the current one (for a store to fetch only those entries).
pub fn window(now: i64) -> Option<(i64, i64)> {
    let bounds = bounds(now)?;
    Some((bounds.first()?.2, bounds.last()?.2 - 1))
}

/// The last 12 months' figures from the business's cashflow entries, oldest first (empty only
/// for a time outside the calendar).
pub fn last_twelve_months(entries: &[CashEntry], now: i64) -> Vec<MonthFigures> {
    let Some(bounds) = bounds(now) else {
        return Vec::new();
    };
    bounds
        .windows(2)
        .map(|pair| {
            let (year, month, from) = pair[0];
            let summary = summarize(entries.iter().copied(), from, pair[1].2 - 1);
            MonthFigures {
                year,
                month,
                revenue: summary.revenue,
                gross_margin_percent: summary.gross_margin_percent,
                net_cashflow: summary.net_cashflow,
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bookkeeping::cashflow::CashKind;
    use proptest::prelude::*;

    fn day(year: i32, month: u32, day: u32) -> i64 {
        nairobi_midnight(year, month, day).expect("a day")
    }

    fn entry(kind: CashKind, date: i64, minor: i64) -> CashEntry {
        CashEntry { kind, date, minor }
    }

    fn dec(text: &str) -> Decimal {
        text.parse().expect("a decimal")
    }

    #[test]
    fn twelve_months_to_the_current_one() {
        let now = day(2026, 3, 10) + 3600;
        let months = last_twelve_months(&[], now);
        let labels: Vec<String> = months.iter().map(MonthFigures::label).collect();
        assert_eq!(labels.first().map(String::as_str), Some("2025-04"));
        assert_eq!(labels.last().map(String::as_str), Some("2026-03"));
        assert_eq!(labels.len(), MONTHS);
        assert!(months.iter().all(|m| m.revenue.is_zero()));
        assert_eq!(window(now), Some((day(2025, 4, 1), day(2026, 4, 1) - 1)));
        // December rolls into January.
        let december = window(day(2026, 12, 31)).expect("a window");
        assert_eq!(december, (day(2026, 1, 1), day(2027, 1, 1) - 1));
    }

    #[test]
    fn each_month_is_the_cashflow_summary_of_its_entries() {
        let now = day(2026, 3, 10);
        let entries = [
            // March 2026: 1,000.50 of sales, 400 of goods, 100 of rent, 50 of an oven.
            entry(CashKind::ProductSale, day(2026, 3, 1), 80_050),
            entry(CashKind::ServiceSale, day(2026, 3, 9), 20_000),
            entry(CashKind::CostOfGoods, day(2026, 3, 2), 40_000),
            entry(CashKind::OperatingExpense, day(2026, 3, 3), 10_000),
            entry(CashKind::CapitalExpense, day(2026, 3, 4), 5_000),
            // Investments are not revenue or costs.
            entry(CashKind::Investment, day(2026, 3, 4), 999_999),
            // The last second of February counts in February.
            entry(CashKind::ProductSale, day(2026, 3, 1) - 1, 10_000),
            // Costs without sales: margin 0, a negative cashflow.
            entry(CashKind::OperatingExpense, day(2025, 4, 1), 30_000),
            // Outside the window: a year before, and next month.
            entry(CashKind::ProductSale, day(2025, 3, 31), 55_500),
            entry(CashKind::ProductSale, day(2026, 4, 1), 55_500),
        ];
        let months = last_twelve_months(&entries, now);
        let march = months.last().expect("march");
        assert_eq!(march.label(), "2026-03");
        assert_eq!(march.revenue, dec("1000.50"));
        assert_eq!(march.gross_margin_percent, dec("60.02"));
        assert_eq!(march.net_cashflow, dec("450.50"));
        let february = &months[10];
        assert_eq!(
            (february.label().as_str(), february.revenue),
            ("2026-02", dec("100"))
        );
        assert_eq!(february.gross_margin_percent, dec("100"));
        let april = &months[0];
        assert_eq!(april.label(), "2025-04");
        assert_eq!(
            (april.revenue, april.gross_margin_percent),
            (Decimal::ZERO, Decimal::ZERO)
        );
        assert_eq!(april.net_cashflow, dec("-300"));
        let total: Decimal = months.iter().map(|m| m.revenue).sum();
        assert_eq!(total, dec("1100.50"));
    }

    proptest! {
        /// The months together are the summary of the whole window: no entry is lost or
        /// counted twice at a month's edge.
        #[test]
        fn months_add_up_to_the_window(
            offsets in proptest::collection::vec((0i64..400 * 86_400, 1u8..=6, 0i64..10_000_000), 0..40),
            now_offset in 0i64..(3 * 365 * 86_400),
        ) {
            let now = day(2024, 1, 1) + now_offset;
            let entries: Vec<CashEntry> = offsets
                .iter()
                .map(|(offset, kind, minor)| entry(
                    CashKind::from_code(*kind).expect("a kind"),
                    now - 370 * 86_400 + offset,
                    *minor,
                ))
                .collect();
            let months = last_twelve_months(&entries, now);
            prop_assert_eq!(months.len(), MONTHS);
            let (from, to) = window(now).expect("a window");
            let whole = summarize(entries.iter().copied(), from, to);
            let revenue: Decimal = months.iter().map(|m| m.revenue).sum();
            let net: Decimal = months.iter().map(|m| m.net_cashflow).sum();
            prop_assert_eq!(revenue, whole.revenue);
            prop_assert_eq!(net, whole.net_cashflow);
        }
    }
}
