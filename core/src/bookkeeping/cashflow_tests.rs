use super::*;
use proptest::prelude::*;

/// 2026-03-15 12:00 Nairobi.
const MARCH: i64 = 1_773_565_200;

fn nairobi(year: i32, month: u32, day: u32, hour: i64, minute: i64) -> i64 {
    crate::time::nairobi_midnight(year, month, day).expect("date") + hour * 3600 + minute * 60
}

fn e(kind: CashKind, date: i64, minor: i64) -> CashEntry {
    CashEntry { kind, date, minor }
}

fn ksh(text: &str) -> Decimal {
    text.parse().expect("decimal")
}

#[test]
fn the_spec_formulas() {
    assert_eq!(MARCH, nairobi(2026, 3, 15, 12, 0));
    let entries = [
        e(CashKind::ProductSale, MARCH, 100_000),
        e(CashKind::ServiceSale, MARCH, 50_050),
        e(CashKind::CostOfGoods, MARCH, 60_000),
        e(CashKind::OperatingExpense, MARCH, 20_000),
        e(CashKind::CapitalExpense, MARCH, 100_000),
        e(CashKind::Investment, MARCH, 500_000),
        // outside the range
        e(CashKind::ProductSale, MARCH + 10 * 86_400, 999_999),
    ];
    let s = summarize(entries, MARCH - 86_400, MARCH + 86_400);
    assert_eq!(s.revenue, ksh("1500.50"));
    assert_eq!(s.gross_profit, ksh("900.50"));
    assert_eq!(s.operating_cashflow, ksh("700.50"));
    assert_eq!(s.net_cashflow, ksh("-299.50"));
    assert_eq!(s.investments, ksh("5000"));
    // 900.50 / 1500.50 = 60.01%
    assert_eq!(s.gross_margin_percent, ksh("60.01"));
    assert_eq!(s.entries, 6);
}

#[test]
fn no_revenue_means_a_zero_margin() {
    let s = summarize([e(CashKind::CostOfGoods, MARCH, 500)], 0, i64::MAX);
    assert_eq!(s.gross_margin_percent, Decimal::ZERO);
    assert_eq!(s.gross_profit, ksh("-5"));
}

#[test]
fn analytics_by_month_and_quarter() {
    let entries = vec![
        e(CashKind::ProductSale, MARCH, 10_000),
        e(CashKind::CostOfGoods, MARCH, 2_000),
        e(CashKind::OperatingExpense, MARCH, 1_000),
        e(CashKind::CapitalExpense, MARCH, 50_000),
        // late on New Year's Eve in Nairobi is still December (20:30 UTC)
        e(CashKind::ServiceSale, nairobi(2026, 12, 31, 23, 30), 7_000),
        // just after midnight in Nairobi is already January (21:05 UTC the day before)
        e(CashKind::ServiceSale, nairobi(2027, 1, 1, 0, 5), 3_000),
        // another year
        e(CashKind::ProductSale, MARCH - 365 * 86_400, 1_000_000),
    ];
    let monthly = analytics(entries.iter().copied(), 2026, PeriodMode::Monthly);
    assert_eq!(monthly.labels.len(), 12);
    assert_eq!(monthly.revenue[2], ksh("100"));
    assert_eq!(monthly.operating_profit[2], ksh("70"));
    assert_eq!(monthly.revenue[11], ksh("70"));
    let quarterly = analytics(entries, 2026, PeriodMode::Quarterly);
    assert_eq!(quarterly.labels, &["Q1", "Q2", "Q3", "Q4"]);
    assert_eq!(
        quarterly.revenue,
        vec![ksh("100"), ksh("0"), ksh("0"), ksh("70")]
    );
    assert!(!quarterly.is_empty());
    assert!(analytics([], 2026, PeriodMode::Monthly).is_empty());
    assert_eq!(analytics_years(MARCH), vec![2026, 2025, 2024, 2023, 2022]);
}

#[test]
fn columns_read_as_entries() {
    let kinds = [1u8, 9, 3];
    let dates = [MARCH as f64, MARCH as f64, MARCH as f64];
    let amounts = [0.29, 5.0, 0.1];
    let entries: Vec<_> = entries_from_columns(&kinds, &dates, &amounts).collect();
    assert_eq!(
        entries,
        vec![
            e(CashKind::ProductSale, MARCH, 29),
            e(CashKind::CostOfGoods, MARCH, 10)
        ]
    );
}

proptest! {
    #[test]
    fn the_parts_add_up(amounts in proptest::collection::vec((1u8..=6, 0i64..1_000_000_000), 0..200)) {
        let entries: Vec<_> = amounts
            .iter()
            .map(|(k, m)| e(CashKind::from_code(*k).expect("kind"), MARCH, *m))
            .collect();
        let s = summarize(entries.iter().copied(), 0, i64::MAX);
        prop_assert_eq!(s.revenue, s.product_sales + s.service_sales);
        prop_assert_eq!(s.net_cashflow, s.revenue - s.cost_of_goods - s.operating_expense - s.capital_expenditure);
        let total: i64 = entries.iter().map(|x| x.minor).sum();
        let summed = s.product_sales + s.service_sales + s.cost_of_goods + s.operating_expense
            + s.capital_expenditure + s.investments;
        prop_assert_eq!(summed, from_minor(total));
        let year = analytics(entries.iter().copied(), 2026, PeriodMode::Quarterly);
        prop_assert_eq!(year.revenue.iter().copied().sum::<Decimal>(), s.revenue);
        prop_assert_eq!(year.operating_profit.iter().copied().sum::<Decimal>(), s.operating_cashflow);
    }
}

#[test]
fn a_year_runs_from_new_year_to_new_year_in_nairobi() {
    let (from, to) = year_range(2026).expect("a year");
    assert_eq!(from, nairobi(2026, 1, 1, 0, 0));
    assert_eq!(to, nairobi(2027, 1, 1, 0, 0) - 1);
    // The last second of the year counts in it, the next one in the next year.
    let last = analytics(
        [
            e(CashKind::ProductSale, to, 100),
            e(CashKind::ProductSale, to + 1, 999),
        ],
        2026,
        PeriodMode::Quarterly,
    );
    assert_eq!(last.revenue[3], ksh("1"));
    assert!(analytics_year_allowed(2000, MARCH));
    assert!(analytics_year_allowed(2026, MARCH));
    assert!(!analytics_year_allowed(2027, MARCH));
    assert!(!analytics_year_allowed(1999, MARCH));
}
