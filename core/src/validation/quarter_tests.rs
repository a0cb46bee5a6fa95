use super::*;
use crate::bookkeeping::cashflow::CashKind;
use crate::time::nairobi_midnight;

fn d(text: &str) -> Decimal {
    text.parse().expect("a decimal")
}

fn at(month: u32, day: u32) -> i64 {
    nairobi_midnight(2026, month, day).expect("a day") + 10 * 3600
}

fn paid_in(receipt: &str, month: u32, day: u32, amount: &str) -> Transaction {
    Transaction {
        receipt: receipt.into(),
        completed_at: at(month, day),
        details: "Payment".into(),
        status: "Completed".into(),
        paid_in: d(amount),
        withdrawn: Decimal::ZERO,
        balance: Decimal::ZERO,
    }
}

fn sale(month: u32, day: u32, cents: i64) -> CashEntry {
    CashEntry {
        kind: CashKind::ProductSale,
        date: at(month, day),
        minor: cents,
    }
}

fn read(id: &str, uploaded_at: i64, transactions: Vec<Transaction>) -> Source {
    Source {
        id: id.into(),
        institution: "M-Pesa".into(),
        uploaded_at,
        covers: vec![(2026, 1), (2026, 2), (2026, 3)],
        transactions,
        months: Vec::new(),
    }
}

#[test]
fn the_overall_tier_and_the_validated_rule() {
    assert_eq!(overall(d("1000"), d("0")), (Some(d("0")), Tier::None));
    assert_eq!(overall(d("0"), d("5")), (None, Tier::OverNine));
    assert_eq!(
        overall(d("1000"), d("50")),
        (Some(d("5.00")), Tier::TwoToFive)
    );
    assert_eq!(
        overall(d("1000"), d("50.10")),
        (Some(d("5.01")), Tier::OverFive)
    );
    assert!(is_validated(3, Tier::None));
    assert!(is_validated(3, Tier::UnderTwo));
    assert!(is_validated(3, Tier::TwoToFive));
    assert!(!is_validated(3, Tier::OverFive));
    assert!(!is_validated(2, Tier::None));
}

#[test]
fn each_month_counts_the_latest_statement_covering_it() {
    let older = read(
        "a",
        100,
        vec![paid_in("R1", 1, 5, "100"), paid_in("R2", 2, 5, "200")],
    );
    let mut newer = read("b", 200, vec![paid_in("R3", 2, 6, "300")]);
    newer.covers = vec![(2026, 2)];
    let report = quarter_report(&[older, newer], &[sale(1, 5, 10_000)], 2026, 1);
    let months: Vec<_> = report
        .months
        .iter()
        .map(|(m, i, _)| (*m, i.statement, i.books))
        .collect();
    assert_eq!(
        months,
        vec![
            ((2026, 1), d("100"), d("100")),
            ((2026, 2), d("300"), d("0")),
            ((2026, 3), d("0"), d("0")),
        ]
    );
    let unmatched: Vec<_> = report
        .unmatched
        .iter()
        .map(|u| (u.statement_id.as_str(), u.transaction.receipt.as_str()))
        .collect();
    assert_eq!(unmatched, vec![("b", "R3")]);
    assert_eq!(report.totals.discrepancy, d("300"));
    assert_eq!(report.totals.percent, Some(d("75.00")));
    assert_eq!(report.totals.tier, Tier::OverNine);
    assert!(!report.validated);
    assert_eq!(
        report.by_institution,
        vec![("M-Pesa".into(), d("400"), d("0"))]
    );
}

#[test]
fn a_coachs_totals_count_and_a_recorded_sale_validates() {
    let mut reviewed = read("c", 300, Vec::new());
    reviewed.institution = "KCB".into();
    reviewed.covers = vec![(2026, 1)];
    reviewed.months = vec![MonthTotals {
        year: 2026,
        month: 1,
        money_in: d("50"),
        money_out: d("0"),
    }];
    let mpesa = read("a", 100, vec![paid_in("R1", 1, 5, "100")]);
    let books = [sale(1, 5, 10_000), sale(1, 9, 5_000)];
    let report = quarter_report(&[mpesa, reviewed], &books, 2026, 1);
    assert_eq!(report.totals.money_in.statement, d("150"));
    assert_eq!(report.totals.tier, Tier::None);
    assert!(report.unmatched.is_empty());
    assert!(report.validated);
    assert_eq!(report.by_institution.len(), 2);
}

#[test]
fn periods_and_quarters() {
    let mut statement = Statement::default();
    statement.header.period = "01 Jan 2026 - 31 Mar 2026".into();
    assert_eq!(
        statement_period(&statement),
        Some(("2026-01-01".into(), "2026-03-31".into()))
    );
    statement.header.period = String::new();
    statement.transactions = vec![paid_in("R1", 2, 5, "1"), paid_in("R2", 4, 1, "1")];
    assert_eq!(
        statement_period(&statement),
        Some(("2026-02-05".into(), "2026-04-01".into()))
    );
    assert_eq!(
        period_months("2025-12-01", "2026-02-10"),
        vec![(2025, 12), (2026, 1), (2026, 2)]
    );
    let mut source = read("a", 1, Vec::new());
    source.covers = period_months("2025-12-01", "2026-04-10");
    assert_eq!(quarters(&[source]), vec![(2025, 4), (2026, 1), (2026, 2)]);
}
