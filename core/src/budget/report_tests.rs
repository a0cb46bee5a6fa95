use proptest::prelude::*;
use rust_decimal::Decimal;

use super::checks::{check_line, check_period, with_line, with_period, LineDraft, PeriodDraft};
use super::model::{day_number, Budget, Nature, Spent};
use super::report::{report, Figures, RowKind};

fn money(cents: i64) -> Decimal {
    Decimal::new(cents, 2)
}

/// Four quarters of 2026 and three lines.
fn budget() -> Budget {
    let mut budget = Budget::default();
    let quarters = [
        ("2026-01-01", "2026-03-31"),
        ("2026-04-01", "2026-06-30"),
        ("2026-07-01", "2026-09-30"),
        ("2026-10-01", "2026-12-31"),
    ];
    // Added out of order: the report puts them by number.
    for n in [3usize, 1, 4, 2] {
        let (from, to) = quarters[n - 1];
        let draft = PeriodDraft {
            id: format!("p{n}"),
            number: n.to_string(),
            from: from.into(),
            to: to.into(),
        };
        let checked = check_period(&draft, &budget).expect("period");
        with_period(&mut budget, checked);
    }
    for (id, nature, types, amount) in [
        ("rent", "Operating", vec!["rent"], "3000"),
        ("people", "Operating", vec!["wages", "transport"], "10000"),
        ("oven", "Capital", vec!["equipment"], "0"),
    ] {
        let draft = LineDraft {
            id: id.into(),
            name: id.into(),
            nature: nature.into(),
            expense_types: types.into_iter().map(str::to_owned).collect(),
            amounts: (1..=4)
                .map(|n| (format!("p{n}"), amount.to_owned()))
                .collect(),
        };
        let checked = check_line(&draft, &budget).expect("line");
        with_line(&mut budget, checked);
    }
    budget
}

fn spent(nature: Nature, kind: &str, day: &str, cents: i64) -> Spent {
    Spent {
        nature,
        expense_type: kind.into(),
        day: day_number(day).expect("a day"),
        amount: money(cents),
    }
}

#[test]
fn actual_and_variance_per_line_and_period() {
    let expenses = [
        spent(Nature::Operating, "rent", "2026-01-05", 300_000),
        spent(Nature::Operating, "rent", "2026-03-31", 50_000),
        spent(Nature::Operating, "wages", "2026-04-01", 400_000),
        spent(Nature::Operating, "transport", "2026-04-20", 100_050),
        spent(Nature::Operating, "marketing", "2026-05-01", 20_000),
        spent(Nature::Capital, "equipment", "2026-08-08", 900_000),
        spent(Nature::Capital, "rent", "2026-08-08", 1_000),
        spent(Nature::Operating, "rent", "2025-12-31", 999_999),
    ];
    let r = report(&budget(), &expenses);
    assert_eq!(
        r.periods.iter().map(|p| p.number).collect::<Vec<_>>(),
        vec![1, 2, 3, 4]
    );
    let rent = &r.operating.lines[0];
    assert_eq!(rent.periods[0], Figures::of(money(300_000), money(350_000)));
    assert_eq!(rent.periods[0].variance, money(-50_000));
    assert_eq!(rent.periods[0].variance_percent, Some(money(-1667)));
    assert_eq!(rent.periods[1].variance_percent, Some(money(10_000)));
    let people = &r.operating.lines[1];
    assert_eq!(people.periods[1].actual, money(500_050));
    assert_eq!(people.periods[1].variance_percent, Some(money(5000)));
    let oven = &r.capital.lines[0];
    assert_eq!(oven.periods[2].variance, money(-900_000));
    assert_eq!(
        oven.periods[2].variance_percent, None,
        "no budget, no percentage"
    );
    // Unbudgeted: marketing in Operating, rent paid as a capital expense in Capital.
    assert_eq!(r.operating.unbudgeted.len(), 1);
    assert_eq!(r.operating.unbudgeted[0].name, "Marketing");
    assert_eq!(
        r.operating.unbudgeted[0].kind,
        RowKind::Unbudgeted {
            expense_type: "marketing".into()
        }
    );
    assert_eq!(r.operating.unbudgeted[0].periods[1].actual, money(20_000));
    assert_eq!(r.capital.unbudgeted[0].total.actual, money(1_000));
    // 2025-12-31 is before every period: counted nowhere.
    assert_eq!(
        r.total.actual,
        money(300_000 + 50_000 + 400_000 + 100_050 + 20_000 + 900_000 + 1_000)
    );
    assert_eq!(r.total.budget, money(4 * 1_300_000));
    assert_eq!(r.chart.len(), 4);
    assert_eq!(r.chart[1].actual, money(520_050));
    assert_eq!(r.chart[1].budget, money(1_300_000));
}

#[test]
fn an_empty_budget_has_empty_tables() {
    let r = report(
        &Budget::default(),
        &[spent(Nature::Operating, "rent", "2026-01-05", 100)],
    );
    assert!(r.periods.is_empty() && r.operating.unbudgeted.is_empty());
    assert_eq!(r.total, Figures::default());
}

fn any_spent() -> impl Strategy<Value = Spent> {
    let kinds = prop::sample::select(vec![
        "rent",
        "wages",
        "transport",
        "equipment",
        "marketing",
        "other",
    ]);
    (any::<bool>(), kinds, -30i64..400, 0i64..10_000_000).prop_map(|(op, kind, day, cents)| Spent {
        nature: if op {
            Nature::Operating
        } else {
            Nature::Capital
        },
        expense_type: kind.to_owned(),
        day: day_number("2026-01-01").expect("day") + day,
        amount: money(cents),
    })
}

proptest! {
    #[test]
    fn totals_are_the_sums_of_their_rows(expenses in prop::collection::vec(any_spent(), 0..40)) {
        let r = report(&budget(), &expenses);
        for nature in Nature::ALL {
            let t = r.table(nature);
            for (p, figures) in t.periods.iter().enumerate() {
                let budget: Decimal = t.rows().map(|row| row.periods[p].budget).sum();
                let actual: Decimal = t.rows().map(|row| row.periods[p].actual).sum();
                prop_assert_eq!(*figures, Figures::of(budget, actual));
            }
            for row in t.rows() {
                let actual: Decimal = row.periods.iter().map(|f| f.actual).sum();
                prop_assert_eq!(row.total.actual, actual);
                prop_assert_eq!(row.total.variance, row.total.budget - row.total.actual);
            }
            let actual: Decimal = t.rows().map(|row| row.total.actual).sum();
            prop_assert_eq!(t.total.actual, actual);
        }
        prop_assert_eq!(r.total, r.operating.total.plus(r.capital.total));
        let chart: Decimal = r.chart.iter().map(|c| c.actual).sum();
        prop_assert_eq!(chart, r.total.actual);
    }

    #[test]
    fn every_expense_in_a_period_is_counted_once(expenses in prop::collection::vec(any_spent(), 0..40)) {
        let b = budget();
        let r = report(&b, &expenses);
        let in_periods: Decimal = expenses
            .iter()
            .filter(|s| b.periods.iter().any(|p| p.holds(s.day)))
            .map(|s| s.amount)
            .sum();
        prop_assert_eq!(r.total.actual, in_periods);
        for nature in Nature::ALL {
            let of_nature: Decimal = expenses
                .iter()
                .filter(|s| s.nature == nature && b.periods.iter().any(|p| p.holds(s.day)))
                .map(|s| s.amount)
                .sum();
            prop_assert_eq!(r.table(nature).total.actual, of_nature);
        }
    }
}

#[test]
fn the_export_lists_every_row_then_the_totals() {
    use super::export::{csv, rows, xlsx};
    use crate::language::Language;
    let expenses = [spent(Nature::Operating, "marketing", "2026-05-01", 20_000)];
    let r = report(&budget(), &expenses);
    // (2 operating lines + 1 unbudgeted + table total) + (1 capital line + table total) + grand
    // total, each with 4 periods and a Total.
    assert_eq!(rows(&r, Language::English).len(), 7 * 5);
    let text = csv(&r, Language::English);
    assert!(text.starts_with("Table,Line,Period,Budget,Actual,Variance,Variance %\r\n"));
    assert!(text.contains("Operating Expense,Unbudgeted: Marketing,Total,0.00,200.00,-200.00,\r\n"));
    let swahili = csv(&r, Language::Swahili);
    assert!(swahili.contains("Gharama za Uendeshaji,Nje ya bajeti: Matangazo,Jumla,"));
    assert!(xlsx(&r, Language::English).starts_with(b"PK"));
}
