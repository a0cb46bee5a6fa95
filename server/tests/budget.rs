//! The milestone budget over real HTTP (docs/budget.md): periods and lines pushed through the
//! offline engine with every check's message, the budget against DigiKua's actual moving when an
//! expense is pushed, Unbudgeted rows, the exports, who may read, "not yours" answering like "not
//! there", and a push sent twice applied once.

use crate::common;

use common::books::{entrepreneur, id, pull_all, push, push_ok, put};
use common::gateway::day;
use common::{each_backend, error, json, Options, TestApp, PASSWORD};
use portal_core::budget::messages::*;
use portal_core::roles::Role;
use reqwest::StatusCode;
use serde_json::{json, Value};

const BUDGET: &str = "/api/budget";

fn period(business: &str, pid: &str, number: Value, from: &str, to: &str) -> Value {
    json!({"id": pid, "businessId": business, "number": number, "from": from, "to": to})
}

fn line(
    business: &str,
    lid: &str,
    name: &str,
    nature: &str,
    types: &[&str],
    amounts: Value,
) -> Value {
    json!({
        "id": lid, "businessId": business, "name": name, "nature": nature,
        "expenseTypes": types, "amounts": amounts,
    })
}

fn expense(
    business: &str,
    nature: &str,
    kind: &str,
    amount: f64,
    (y, m, d): (i32, u32, u32),
) -> Value {
    json!({
        "id": id(), "businessId": business, "nature": nature, "name": "Spent", "amountSpent": amount,
        "transactionDate": day(y, m, d), "typeOfExpense": kind, "supplierPhone": "0733000000",
        "productVariantId": "", "lifespanInYears": if nature == "CapEx" { json!(3) } else { Value::Null },
        "dateAdded": day(y, m, d), "lastEdited": day(y, m, d),
    })
}

fn rejected(answer: &Value) -> Vec<(String, String)> {
    answer["rejected"]
        .as_array()
        .expect("rejected")
        .iter()
        .map(|r| {
            let text = |k: &str| r[k].as_str().unwrap_or("").to_owned();
            (text("id"), text("message"))
        })
        .collect()
}

/// Pushes `records` (entity, record) from a fresh install, numbered from 1.
async fn push_records(app: &TestApp, token: &str, records: &[(&str, Value)]) -> Value {
    let mutations: Vec<Value> = records
        .iter()
        .zip(1..)
        .map(|((entity, record), seq)| put(seq, entity, record))
        .collect();
    push_ok(app, token, &common::random_hex(12), &mutations).await
}

async fn read(app: &TestApp, token: &str, query: &str) -> (StatusCode, Value) {
    json(app.get(&format!("{BUDGET}{query}"), Some(token)).await).await
}

async fn read_ok(app: &TestApp, token: &str, query: &str) -> Value {
    let (status, body) = read(app, token, query).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    body
}

/// Four quarters of 2026.
fn quarters(business: &str) -> Vec<(&'static str, Value)> {
    let q = [
        ("2026-01-01", "2026-03-31"),
        ("2026-04-01", "2026-06-30"),
        ("2026-07-01", "2026-09-30"),
        ("2026-10-01", "2026-12-31"),
    ];
    q.iter()
        .enumerate()
        .map(|(i, (from, to))| {
            (
                "budgetPeriod",
                period(
                    business,
                    &format!("{business}-q{}", i + 1),
                    json!(i + 1),
                    from,
                    to,
                ),
            )
        })
        .collect()
}

#[tokio::test]
async fn every_check_refuses_with_its_message() {
    each_backend(Options::default(), async |app| {
        let (_, token, business) = entrepreneur(app, Role::Client, "amina@example.com").await;
        let b = business.id.as_str();
        let q1 = format!("{b}-q1");
        let mut records = quarters(b)[..2].to_vec();
        records.push((
            "budgetLine",
            line(
                b,
                "rent",
                "Rent",
                "Operating",
                &["rent"],
                json!({q1.clone(): "3000"}),
            ),
        ));
        let bad: Vec<(&str, Value, &str)> = vec![
            (
                "budgetPeriod",
                period(b, "b1", json!(""), "2026-07-01", "2026-09-30"),
                PERIOD_NUMBER_BLANK,
            ),
            (
                "budgetPeriod",
                period(b, "b2", json!(0), "2026-07-01", "2026-09-30"),
                PERIOD_NUMBER_INVALID,
            ),
            (
                "budgetPeriod",
                period(b, "b3", json!("2.5"), "2026-07-01", "2026-09-30"),
                PERIOD_NUMBER_INVALID,
            ),
            (
                "budgetPeriod",
                period(b, "b4", json!(2), "2026-07-01", "2026-09-30"),
                PERIOD_NUMBER_TAKEN,
            ),
            (
                "budgetPeriod",
                period(b, "b5", json!(3), "", "2026-09-30"),
                FROM_DATE_BLANK,
            ),
            (
                "budgetPeriod",
                period(b, "b6", json!(3), "1 July", "2026-09-30"),
                FROM_DATE_INVALID,
            ),
            (
                "budgetPeriod",
                period(b, "b7", json!(3), "2026-07-01", ""),
                TO_DATE_BLANK,
            ),
            (
                "budgetPeriod",
                period(b, "b8", json!(3), "2026-07-01", "2026-09-31"),
                TO_DATE_INVALID,
            ),
            (
                "budgetPeriod",
                period(b, "b9", json!(3), "2026-09-30", "2026-07-01"),
                FROM_AFTER_TO,
            ),
            (
                "budgetPeriod",
                period(b, "b10", json!(3), "2026-06-15", "2026-09-30"),
                PERIODS_OVERLAP,
            ),
            (
                "budgetPeriod",
                period(b, "b11", json!(3), "2025-07-01", "2025-09-30"),
                PERIODS_OUT_OF_ORDER,
            ),
            (
                "budgetLine",
                line(b, "c1", " ", "Operating", &["wages"], json!({})),
                LINE_NAME_BLANK,
            ),
            (
                "budgetLine",
                line(
                    b,
                    "c2",
                    &"x".repeat(101),
                    "Operating",
                    &["wages"],
                    json!({}),
                ),
                LINE_NAME_TOO_LONG,
            ),
            (
                "budgetLine",
                line(b, "c3", "Wages", "", &["wages"], json!({})),
                NATURE_BLANK,
            ),
            (
                "budgetLine",
                line(b, "c4", "Wages", "Operating", &[], json!({})),
                EXPENSE_TYPES_BLANK,
            ),
            (
                "budgetLine",
                line(b, "c5", "Wages", "Operating", &["yachts"], json!({})),
                EXPENSE_TYPE_UNKNOWN,
            ),
            (
                "budgetLine",
                line(b, "c6", "Rent again", "Operating", &["rent"], json!({})),
                EXPENSE_TYPE_TAKEN,
            ),
            (
                "budgetLine",
                line(
                    b,
                    "c7",
                    "Wages",
                    "Operating",
                    &["wages"],
                    json!({q1.clone(): "ten"}),
                ),
                AMOUNT_NOT_A_NUMBER,
            ),
            (
                "budgetLine",
                line(
                    b,
                    "c8",
                    "Wages",
                    "Operating",
                    &["wages"],
                    json!({q1.clone(): -5}),
                ),
                AMOUNT_NEGATIVE,
            ),
            (
                "budgetLine",
                line(
                    b,
                    "c9",
                    "Wages",
                    "Operating",
                    &["wages"],
                    json!({q1.clone(): "1.234"}),
                ),
                AMOUNT_TOO_PRECISE,
            ),
            (
                "budgetLine",
                line(
                    b,
                    "c10",
                    "Wages",
                    "Operating",
                    &["wages"],
                    json!({q1.clone(): "100000000.01"}),
                ),
                AMOUNT_TOO_LARGE,
            ),
            (
                "budgetLine",
                line(
                    b,
                    "c11",
                    "Wages",
                    "Operating",
                    &["wages"],
                    json!({"nowhere": "1"}),
                ),
                AMOUNT_PERIOD_UNKNOWN,
            ),
            (
                "budgetLine",
                line(
                    "another",
                    "c12",
                    "Wages",
                    "Operating",
                    &["wages"],
                    json!({}),
                ),
                RECORD_OF_ANOTHER_BUSINESS,
            ),
        ];
        records.extend(
            bad.iter()
                .map(|(entity, record, _)| (*entity, record.clone())),
        );
        let answer = push_records(app, &token, &records).await;
        let expected: Vec<(String, String)> = bad
            .iter()
            .map(|(_, record, message)| {
                (
                    record["id"].as_str().unwrap_or("").to_owned(),
                    (*message).to_owned(),
                )
            })
            .collect();
        assert_eq!(rejected(&answer), expected, "on {}", app.backend);
        assert_eq!(answer["applied"], 3);

        // The same line for capital expenses, and the good ones of the refused: accepted.
        let good = [
            (
                "budgetLine",
                line(
                    b,
                    "capital-rent",
                    "Rent deposit",
                    "Capital",
                    &["rent"],
                    json!({}),
                ),
            ),
            (
                "budgetPeriod",
                period(b, "b3", json!("3"), "2026-07-01", "2026-09-30"),
            ),
        ];
        let answer = push_records(app, &token, &good).await;
        assert_eq!(rejected(&answer), vec![]);
        let body = read_ok(app, &token, "").await;
        assert_eq!(body["periods"].as_array().map(Vec::len), Some(3));
        assert_eq!(body["lines"][0]["amounts"][&q1], "3000.00");
    })
    .await;
}

fn figures(value: &Value) -> (String, String, String, Value) {
    let text = |k: &str| value[k].as_str().unwrap_or("?").to_owned();
    (
        text("budget"),
        text("actual"),
        text("variance"),
        value["variancePercent"].clone(),
    )
}

fn f(
    budget: &str,
    actual: &str,
    variance: &str,
    percent: Value,
) -> (String, String, String, Value) {
    (budget.into(), actual.into(), variance.into(), percent)
}

#[tokio::test]
async fn the_budget_against_actual_moves_with_digikua_expenses() {
    each_backend(Options::default(), async |app| {
        let (_, token, business) = entrepreneur(app, Role::Client, "amina@example.com").await;
        let b = business.id.as_str();
        let ids: Vec<String> = (1..=4).map(|n| format!("{b}-q{n}")).collect();
        let every = |amount: &str| -> Value { ids.iter().map(|p| (p.clone(), json!(amount))).collect::<serde_json::Map<_, _>>().into() };
        let mut records = quarters(b);
        records.push(("budgetLine", line(b, "rent", "Shop rent", "Operating", &["rent"], every("3000"))));
        records.push(("budgetLine", line(b, "people", "People", "Operating", &["wages", "transport"], every("10000"))));
        records.push(("budgetLine", line(b, "oven", "Oven", "Capital", &["equipment"], json!({ids[2].clone(): "50000"}))));
        records.push(("expense", expense(b, "OpEx", "rent", 3500.0, (2026, 2, 10))));
        records.push(("expense", expense(b, "OpEx", "wages", 4000.0, (2026, 4, 1))));
        records.push(("expense", expense(b, "OpEx", "marketing", 200.0, (2026, 5, 1))));
        records.push(("expense", expense(b, "CapEx", "equipment", 45000.0, (2026, 8, 8))));
        records.push(("expense", expense(b, "OpEx", "rent", 9999.0, (2025, 12, 31))));
        records.push(("expense", expense(b, "COG", "rent", 7777.0, (2026, 2, 10))));
        let answer = push_records(app, &token, &records).await;
        let refused = rejected(&answer);
        // A cost of goods needs its variant: refused by DigiKua, and never counted anyway.
        assert!(refused.len() <= 1, "{refused:?}");

        let body = read_ok(app, &token, "").await;
        assert_eq!(body["businessId"], b);
        assert_eq!(body["editable"], true);
        let report = &body["report"];
        let numbers: Vec<&Value> = report["periods"].as_array().expect("periods").iter().map(|p| &p["number"]).collect();
        assert_eq!(numbers, vec![&json!(1), &json!(2), &json!(3), &json!(4)]);
        let rent = &report["operating"]["lines"][1];
        assert_eq!(rent["lineId"], "rent", "lines by name");
        assert_eq!(figures(&rent["periods"][0]), f("3000.00", "3500.00", "-500.00", json!("-16.67")));
        assert_eq!(figures(&rent["total"]), f("12000.00", "3500.00", "8500.00", json!("70.83")));
        let people = &report["operating"]["lines"][0];
        assert_eq!(figures(&people["periods"][1]), f("10000.00", "4000.00", "6000.00", json!("60.00")));
        let unbudgeted = &report["operating"]["unbudgeted"];
        assert_eq!(unbudgeted.as_array().map(Vec::len), Some(1));
        assert_eq!(unbudgeted[0]["expenseType"], "marketing");
        assert_eq!(unbudgeted[0]["name"], "Marketing");
        assert_eq!(figures(&unbudgeted[0]["periods"][1]), f("0.00", "200.00", "-200.00", Value::Null));
        let oven = &report["capital"]["lines"][0];
        assert_eq!(figures(&oven["periods"][2]), f("50000.00", "45000.00", "5000.00", json!("10.00")));
        assert_eq!(figures(&oven["periods"][0]), f("0.00", "0.00", "0.00", Value::Null));
        assert_eq!(figures(&report["operating"]["periods"][1]), f("13000.00", "4200.00", "8800.00", json!("67.69")));
        // 2025-12-31 is before every period: counted nowhere.
        assert_eq!(figures(&report["total"]), f("102000.00", "52700.00", "49300.00", json!("48.33")));
        assert_eq!(report["chart"][2], json!({"periodNumber": 3, "budget": "63000.00", "actual": "45000.00"}));

        // One more rent payment in the first quarter, pushed from the phone: actual and variance move.
        let more = [("expense", expense(b, "OpEx", "rent", 500.0, (2026, 3, 31)))];
        push_records(app, &token, &more).await;
        let body = read_ok(app, &token, "").await;
        let rent = &body["report"]["operating"]["lines"][1];
        assert_eq!(figures(&rent["periods"][0]), f("3000.00", "4000.00", "-1000.00", json!("-33.33")));
        assert_eq!(body["report"]["total"]["actual"], "53200.00");

        // The exports: the same figures, as CSV and as a workbook.
        let csv = app.get(&format!("{BUDGET}/export.csv"), Some(&token)).await;
        assert_eq!(csv.status(), StatusCode::OK);
        assert!(csv.headers()["content-type"].to_str().unwrap_or("").starts_with("text/csv"));
        let text = csv.text().await.expect("csv");
        assert!(text.starts_with("Table,Line,Period,Budget,Actual,Variance,Variance %\r\n"), "{text}");
        assert!(text.contains("Operating Expense,Shop rent,Period 1 (2026-01-01 – 2026-03-31),3000.00,4000.00,-1000.00,-33.33\r\n"), "{text}");
        assert!(text.contains("Operating Expense,Unbudgeted: Marketing,Total,0.00,200.00,-200.00,\r\n"), "{text}");
        assert!(text.contains("Total,Total,Total,102000.00,53200.00,48800.00,47.84\r\n"), "{text}");
        let xlsx = app.get(&format!("{BUDGET}/export.xlsx"), Some(&token)).await;
        assert_eq!(xlsx.status(), StatusCode::OK);
        assert!(xlsx.bytes().await.expect("xlsx").starts_with(b"PK"));
    })
    .await;
}

async fn staff(app: &TestApp, role: Role, email: &str) -> String {
    app.create_user(role, email).await;
    app.token(email, PASSWORD).await
}

#[tokio::test]
async fn staff_read_any_budget_and_not_yours_answers_like_not_there() {
    each_backend(Options::default(), async |app| {
        let (client, token, business) = entrepreneur(app, Role::Client, "amina@example.com").await;
        let (_, other_token, other) = entrepreneur(app, Role::Client, "baraka@example.com").await;
        let b = business.id.as_str();
        let client_id = client.clone();
        push_records(app, &token, &quarters(b)).await;
        let query = format!("?businessId={b}");

        for (role, email) in [
            (Role::Coach, "coach@example.com"),
            (Role::Super, "super@example.com"),
            (Role::Admin, "admin@example.com"),
        ] {
            let staff_token = staff(app, role, email).await;
            let body = read_ok(app, &staff_token, &query).await;
            assert_eq!(
                body["periods"].as_array().map(Vec::len),
                Some(4),
                "{role:?}"
            );
            assert_eq!(body["editable"], false);
            // The same budget by its client, as the staff's client lists name them.
            let by_client = read_ok(app, &staff_token, &format!("?clientId={client_id}")).await;
            assert_eq!(by_client["businessId"], b, "{role:?}");
            assert_eq!(
                read(app, &staff_token, "?clientId=nobody").await,
                (StatusCode::NOT_FOUND, error(BUDGET_NOT_FOUND))
            );
            assert_eq!(
                read(app, &staff_token, "").await,
                (StatusCode::BAD_REQUEST, error(CHOOSE_A_BUSINESS))
            );
            assert_eq!(
                read(app, &staff_token, "?businessId=nothing").await,
                (StatusCode::NOT_FOUND, error(BUDGET_NOT_FOUND))
            );
            let csv = app
                .get(&format!("{BUDGET}/export.csv{query}"), Some(&staff_token))
                .await;
            assert_eq!(csv.status(), StatusCode::OK);
            // Read only: the sync engine takes no budget record from staff.
            let (status, answer) = push(
                app,
                &staff_token,
                &common::random_hex(12),
                &[put(
                    1,
                    "budgetPeriod",
                    &period(b, "s1", json!(9), "2027-01-01", "2027-01-31"),
                )],
            )
            .await;
            assert!(
                status != StatusCode::OK || !rejected(&answer).is_empty(),
                "{role:?}: {answer}"
            );
        }
        assert_eq!(
            read_ok(app, &token, "").await["periods"]
                .as_array()
                .map(Vec::len),
            Some(4)
        );

        // Another client: another's business answers exactly like one that is not there.
        assert_eq!(
            read(app, &other_token, &format!("?clientId={client_id}")).await,
            (StatusCode::NOT_FOUND, error(BUDGET_NOT_FOUND))
        );
        let yours = read(app, &other_token, &query).await;
        let nothing = read(app, &other_token, "?businessId=nothing").await;
        assert_eq!(yours, (StatusCode::NOT_FOUND, error(BUDGET_NOT_FOUND)));
        assert_eq!(yours, nothing);
        let csv = app
            .get(&format!("{BUDGET}/export.xlsx{query}"), Some(&other_token))
            .await;
        assert_eq!(csv.status(), StatusCode::NOT_FOUND);
        assert_eq!(
            read_ok(app, &other_token, &format!("?businessId={}", other.id)).await["periods"],
            json!([])
        );
        // Nor may they overwrite another's period by its id.
        let stolen = period(
            &other.id,
            &format!("{b}-q1"),
            json!(1),
            "2030-01-01",
            "2030-01-31",
        );
        let answer = push_records(app, &other_token, &[("budgetPeriod", stolen)]).await;
        assert_eq!(
            rejected(&answer),
            vec![(format!("{b}-q1"), RECORD_OF_ANOTHER_BUSINESS.to_owned())]
        );
        assert_eq!(
            read_ok(app, &token, "").await["periods"][0]["from"],
            "2026-01-01"
        );

        // Roles that read no budget, and nobody signed in.
        for (role, email) in [
            (Role::Sales, "sales@example.com"),
            (Role::Applicant, "applicant@example.com"),
            (Role::Advisor, "advisor@example.com"),
        ] {
            let t = staff(app, role, email).await;
            assert_eq!(
                read(app, &t, &query).await.0,
                StatusCode::FORBIDDEN,
                "{role:?}"
            );
        }
        assert_eq!(
            app.get(BUDGET, None).await.status(),
            StatusCode::UNAUTHORIZED
        );

        // Swahili for a Swahili reader.
        sqlx::query("UPDATE users SET language = 'sw' WHERE email = $1")
            .bind("baraka@example.com")
            .execute(app.pool())
            .await
            .expect("language");
        assert_eq!(
            read(app, &other_token, &query).await,
            (StatusCode::NOT_FOUND, error("Bajeti haijapatikana"))
        );
    })
    .await;
}

#[tokio::test]
async fn a_push_sent_twice_is_applied_once_and_pulled_back() {
    each_backend(Options::default(), async |app| {
        let (_, token, business) = entrepreneur(app, Role::Client, "amina@example.com").await;
        let b = business.id.as_str();
        let q1 = format!("{b}-q1");
        let mutations = vec![
            put(
                1,
                "budgetPeriod",
                &period(b, &q1, json!(1), "2026-01-01", "2026-03-31"),
            ),
            put(
                2,
                "budgetLine",
                &line(
                    b,
                    "rent",
                    "Rent",
                    "Operating",
                    &["rent"],
                    json!({q1.clone(): 1500}),
                ),
            ),
        ];
        let client = common::random_hex(12);
        let first = push_ok(app, &token, &client, &mutations).await;
        assert_eq!(
            (first["applied"].clone(), first["lastSeq"].clone()),
            (json!(2), json!(2))
        );
        let again = push_ok(app, &token, &client, &mutations).await;
        assert_eq!(
            (again["applied"].clone(), again["skipped"].clone()),
            (json!(0), json!(2))
        );
        assert_eq!(app.count_rows("budget_periods").await, 1);
        assert_eq!(app.count_rows("budget_amounts").await, 1);

        // The line taken out, twice from two phones: out once, pulled back as removed.
        let out = json!({"id": "rent", "businessId": b, "removed": true});
        push_ok(app, &token, &client, &[put(3, "budgetLine", &out)]).await;
        let second_phone = push_records(app, &token, &[("budgetLine", out.clone())]).await;
        assert_eq!(rejected(&second_phone), vec![]);
        let changes = pull_all(app, &token).await;
        let budget_changes: Vec<&Value> = changes
            .iter()
            .filter(|c| {
                c["entity"]
                    .as_str()
                    .is_some_and(|e| e.starts_with("budget"))
            })
            .collect();
        assert_eq!(budget_changes.len(), 2, "{budget_changes:?}");
        assert_eq!(budget_changes[0]["record"]["from"], "2026-01-01");
        assert_eq!(budget_changes[1]["record"]["removed"], true);
        assert_eq!(budget_changes[1]["record"]["amounts"][&q1], "1500.00");
        let body = read_ok(app, &token, "").await;
        assert_eq!(body["lines"], json!([]));
        assert_eq!(body["periods"][0]["id"], q1.as_str());
    })
    .await;
}
