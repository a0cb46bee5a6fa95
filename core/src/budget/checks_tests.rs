use std::collections::BTreeMap;

use super::checks::*;
use super::messages::*;
use super::model::{Budget, Nature};
use rust_decimal::Decimal;

fn period(id: &str, number: &str, from: &str, to: &str) -> PeriodDraft {
    PeriodDraft {
        id: id.into(),
        number: number.into(),
        from: from.into(),
        to: to.into(),
    }
}

fn quarter_budget() -> Budget {
    let mut budget = Budget::default();
    for (id, n, from, to) in [
        ("p1", "1", "2026-01-01", "2026-03-31"),
        ("p2", "2", "2026-04-01", "2026-06-30"),
    ] {
        let checked = check_period(&period(id, n, from, to), &budget).expect(id);
        with_period(&mut budget, checked);
    }
    budget
}

fn line(id: &str, nature: &str, types: &[&str], amounts: &[(&str, &str)]) -> LineDraft {
    LineDraft {
        id: id.into(),
        name: "Shop rent".into(),
        nature: nature.into(),
        expense_types: types.iter().map(|t| (*t).to_owned()).collect(),
        amounts: amounts
            .iter()
            .map(|(p, a)| ((*p).to_owned(), (*a).to_owned()))
            .collect::<BTreeMap<_, _>>(),
    }
}

#[test]
fn a_period_is_checked_in_the_forms_order() {
    let budget = quarter_budget();
    let check = |d: PeriodDraft| check_period(&d, &budget).map(|_| ());
    assert_eq!(check(period("x", "", "", "")), Err(PERIOD_NUMBER_BLANK));
    for bad in ["0", "-1", "1.5", "two", "1000"] {
        assert_eq!(
            check(period("x", bad, "", "")),
            Err(PERIOD_NUMBER_INVALID),
            "{bad}"
        );
    }
    assert_eq!(check(period("x", "3", " ", "")), Err(FROM_DATE_BLANK));
    assert_eq!(
        check(period("x", "3", "2026-02-30", "")),
        Err(FROM_DATE_INVALID)
    );
    assert_eq!(
        check(period("x", "3", "2026-07-01", "")),
        Err(TO_DATE_BLANK)
    );
    assert_eq!(
        check(period("x", "3", "2026-07-01", "1/8/2026")),
        Err(TO_DATE_INVALID)
    );
    assert_eq!(
        check(period("x", "3", "2026-07-02", "2026-07-01")),
        Err(FROM_AFTER_TO)
    );
    assert_eq!(
        check(period("x", "2", "2026-07-01", "2026-09-30")),
        Err(PERIOD_NUMBER_TAKEN)
    );
    assert_eq!(
        check(period("x", "3", "2026-06-30", "2026-09-30")),
        Err(PERIODS_OVERLAP)
    );
    assert_eq!(
        check(period("x", "3", "2025-10-01", "2025-12-31")),
        Err(PERIODS_OUT_OF_ORDER)
    );
    assert_eq!(check(period("x", "3", "2026-07-01", "2026-07-01")), Ok(()));
    assert_eq!(
        check(period("x", "3.0", "2026-07-01", "2026-09-30")),
        Ok(())
    );
}

#[test]
fn a_period_may_change_its_own_dates() {
    let budget = quarter_budget();
    let moved = check_period(&period("p2", "2", "2026-04-01", "2026-07-31"), &budget);
    assert_eq!(moved.map(|p| p.to), Ok("2026-07-31".to_owned()));
}

#[test]
fn a_budget_has_at_most_24_periods() {
    let mut budget = Budget::default();
    for n in 1..=24u32 {
        let day = format!("2026-01-{n:02}");
        let checked = check_period(
            &period(&format!("p{n}"), &n.to_string(), &day, &day),
            &budget,
        );
        with_period(&mut budget, checked.expect("fits"));
    }
    let more = period("p25", "25", "2026-01-25", "2026-01-25");
    assert_eq!(check_period(&more, &budget), Err(TOO_MANY_PERIODS));
}

#[test]
fn a_line_is_checked_in_the_forms_order() {
    let mut budget = quarter_budget();
    let check = |d: LineDraft, b: &Budget| check_line(&d, b).map(|_| ());
    let mut nameless = line("l", "Operating", &["rent"], &[]);
    nameless.name = "  ".into();
    assert_eq!(check(nameless, &budget), Err(LINE_NAME_BLANK));
    let mut long = line("l", "Operating", &["rent"], &[]);
    long.name = "a".repeat(101);
    assert_eq!(check(long, &budget), Err(LINE_NAME_TOO_LONG));
    assert_eq!(
        check(line("l", "", &["rent"], &[]), &budget),
        Err(NATURE_BLANK)
    );
    assert_eq!(
        check(line("l", "OpEx", &["rent"], &[]), &budget),
        Err(NATURE_BLANK)
    );
    assert_eq!(
        check(line("l", "Operating", &[], &[]), &budget),
        Err(EXPENSE_TYPES_BLANK)
    );
    assert_eq!(
        check(line("l", "Operating", &["rent", "caviar"], &[]), &budget),
        Err(EXPENSE_TYPE_UNKNOWN)
    );
    let cases = [
        ("abc", AMOUNT_NOT_A_NUMBER),
        ("-1", AMOUNT_NEGATIVE),
        ("1.005", AMOUNT_TOO_PRECISE),
        ("100000000.01", AMOUNT_TOO_LARGE),
    ];
    for (amount, message) in cases {
        let draft = line("l", "Operating", &["rent"], &[("p1", amount)]);
        assert_eq!(check(draft, &budget), Err(message), "{amount}");
    }
    let elsewhere = line("l", "Operating", &["rent"], &[("p9", "10")]);
    assert_eq!(check(elsewhere, &budget), Err(AMOUNT_PERIOD_UNKNOWN));

    let rent = check_line(
        &line(
            "l",
            "Operating",
            &["rent", "rent"],
            &[("p1", "1500.5"), ("p2", "")],
        ),
        &budget,
    )
    .expect("a good line");
    assert_eq!(rent.nature, Nature::Operating);
    assert_eq!(rent.expense_types, vec!["rent".to_owned()]);
    assert_eq!(rent.amount_for("p1"), Decimal::new(150_050, 2));
    assert_eq!(rent.amount_for("p2"), Decimal::ZERO);
    with_line(&mut budget, rent);

    let twice = line("m", "Operating", &["utilities", "rent"], &[]);
    assert_eq!(check(twice, &budget), Err(EXPENSE_TYPE_TAKEN));
    assert_eq!(check(line("m", "Capital", &["rent"], &[]), &budget), Ok(()));
    assert_eq!(
        check(line("l", "Operating", &["rent", "wages"], &[]), &budget),
        Ok(())
    );
}
