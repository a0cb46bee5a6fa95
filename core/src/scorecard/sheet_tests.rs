use super::*;
use crate::scorecard::messages::*;
use crate::scorecard::Problem;
use chrono::NaiveDate;
use serde_json::json;

fn day(text: &str) -> NaiveDate {
    NaiveDate::parse_from_str(text, "%Y-%m-%d").expect("a day")
}

fn today() -> NaiveDate {
    day("2026-08-15")
}

fn read(value: serde_json::Value) -> ScoringSheet {
    serde_json::from_value(value).expect("a sheet")
}

#[test]
fn a_blank_sheet_has_the_spec_checklists_and_passes() {
    let sheet = ScoringSheet::blank();
    let names: Vec<&str> = sheet.licenses.iter().map(|r| r.name.as_str()).collect();
    assert_eq!(names, DEFAULT_LICENSES);
    let names: Vec<&str> = sheet.playbooks.iter().map(|r| r.name.as_str()).collect();
    assert_eq!(names, DEFAULT_PLAYBOOKS);
    assert!(sheet
        .licenses
        .iter()
        .all(|r| !r.is_done() && r.value.is_none()));
    assert_eq!(check_sheet(&sheet, today()), Ok(()));
}

#[test]
fn reads_and_writes_the_sheets_call_shape() {
    let sent = json!({
        "licenses": [
            {"name": "Single Business Permit", "status": 1, "value": "2026-12-31"},
            {"name": "Health Trade License", "status": 0, "value": 3},
            {"name": "Fire Safety Certificate", "status": 0, "value": null}
        ],
        "playbooks": [{"name": "Innovation", "status": 1, "value": 4}],
        "collateral": 4, "guarantors": null, "leadership": 5, "commitment": 3,
        "suppliersReference": 2, "offtakerUndertaking": 1, "creditReferenceBureau": 0,
        "successionPlanning": 2, "experienceSkills": 4,
        "businessStarted": "2024-03", "coachMeetings": 2, "checkinsAttended": 5
    });
    let sheet = read(sent.clone());
    assert_eq!(check_sheet(&sheet, today()), Ok(()));
    assert_eq!(
        sheet.licenses[0].value,
        Some(RowValue::Date("2026-12-31".into()))
    );
    assert_eq!(
        sheet.licenses[1].value,
        Some(RowValue::Rating(Decimal::from(3)))
    );
    assert!(sheet.licenses[0].is_done());
    assert_eq!(sheet.rating(Rating::Collateral), Some(Decimal::from(4)));
    assert_eq!(sheet.rating(Rating::Guarantors), None);
    assert_eq!(sheet.started(), Some((2024, 3)));
    assert_eq!(sheet.coach_meetings(), Some(2));
    assert_eq!(sheet.checkins_attended(), Some(5));
    assert_eq!(serde_json::to_value(&sheet).expect("json"), sent);
    // Every field may be left out.
    assert_eq!(read(json!({})).licenses, []);
}

fn problem(sheet: serde_json::Value) -> Result<(), Problem> {
    check_sheet(&read(sheet), today())
}

#[test]
fn each_problem_names_its_field_in_english_with_swahili() {
    let row = |name: &str, status: i64, value: serde_json::Value| json!({"name": name, "status": status, "value": value});
    let cases = [
        (
            json!({"licenses": [row(" ", 0, json!(null))]}),
            "licenses[0].name",
            LICENSE_NAME_REQUIRED,
        ),
        (
            json!({"playbooks": [row("", 0, json!(null))]}),
            "playbooks[0].name",
            PLAYBOOK_NAME_REQUIRED,
        ),
        (
            json!({"licenses": [row(&"x".repeat(101), 0, json!(null))]}),
            "licenses[0].name",
            NAME_TOO_LONG,
        ),
        (
            json!({"licenses": [row("A", 0, json!(null)), row("a", 1, json!(null))]}),
            "licenses[1].name",
            NAME_TWICE,
        ),
        (
            json!({"licenses": [row("A", 2, json!(null))]}),
            "licenses[0].status",
            STATUS_INVALID,
        ),
        (
            json!({"licenses": [row("A", 1, json!(6))]}),
            "licenses[0].value",
            ROW_VALUE_INVALID,
        ),
        (
            json!({"licenses": [row("A", 1, json!(2.5))]}),
            "licenses[0].value",
            ROW_VALUE_INVALID,
        ),
        (
            json!({"playbooks": [row("A", 1, json!("2026-02-30"))]}),
            "playbooks[0].value",
            ROW_VALUE_INVALID,
        ),
        (json!({"collateral": 6}), "collateral", RATING_INVALID),
        (
            json!({"experienceSkills": 3.5}),
            "experienceSkills",
            RATING_INVALID,
        ),
        (json!({"guarantors": -1}), "guarantors", RATING_INVALID),
        (
            json!({"businessStarted": "March 2024"}),
            "businessStarted",
            BUSINESS_STARTED_INVALID,
        ),
        (
            json!({"businessStarted": "2024-13"}),
            "businessStarted",
            BUSINESS_STARTED_INVALID,
        ),
        (
            json!({"businessStarted": "2026-09"}),
            "businessStarted",
            BUSINESS_STARTED_FUTURE,
        ),
        (
            json!({"coachMeetings": 101}),
            "coachMeetings",
            COUNT_INVALID,
        ),
        (
            json!({"checkinsAttended": 1.5}),
            "checkinsAttended",
            COUNT_INVALID,
        ),
    ];
    for (sheet, field, message) in cases {
        assert_eq!(
            problem(sheet.clone()),
            Err(Problem::new(field, message)),
            "{sheet}"
        );
        assert_ne!(
            super::super::messages::in_language(message, crate::language::Language::Swahili),
            message
        );
    }
    let rows: Vec<_> = (0..21)
        .map(|i| row(&format!("L{i}"), 0, json!(null)))
        .collect();
    assert_eq!(
        problem(json!({"licenses": rows})),
        Err(Problem::new("licenses", TOO_MANY_ROWS))
    );
    // This month is not the future; the first problem in the sheet's order is the one answered.
    assert_eq!(
        problem(json!({"businessStarted": "2026-08", "coachMeetings": 100})),
        Ok(())
    );
    assert_eq!(
        problem(
            json!({"collateral": 9, "coachMeetings": 500, "licenses": [row("A", 3, json!(null))]})
        ),
        Err(Problem::new("licenses[0].status", STATUS_INVALID))
    );
}
