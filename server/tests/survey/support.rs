//! What the survey tests share: people, the window, the menu and answers calls.

use portal_core::roles::Role;
use portal_core::survey::quarter::Quarter;
use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::common::TestApp;
pub use crate::onboarding::support::{get, person, post, put, send};

/// The current quarter of the server's clock.
pub fn quarter(app: &TestApp) -> Quarter {
    Quarter::of(app.state.now()).expect("a quarter")
}

/// A coach opening (or closing) `name` for the current quarter.
pub async fn set_open(app: &TestApp, team: &str, name: &str, open: bool) -> Value {
    let q = quarter(app);
    let (code, body) = put(
        app,
        &format!("/api/surveys/{name}/window"),
        team,
        &json!({"year": q.year, "quarter": q.quarter, "open": open}),
    )
    .await;
    assert_eq!(code, StatusCode::OK, "{body}");
    body
}

pub async fn menu(
    app: &TestApp,
    token: &str,
    user: &str,
    text: &str,
    lang: &str,
) -> (StatusCode, Value) {
    post(
        app,
        "/api/survey/menu",
        token,
        &json!({"userId": user, "email": "x@y.test", "menuId": "digikua", "asRawMenu": true, "lang": lang, "text": text}),
    )
    .await
}

/// A full answer to the quarterly survey with every yes/no question answered no.
pub fn quarterly_answers(submission: &str) -> Value {
    json!({
        "sessionPhoneNumber": "0712345678",
        "phone": "0712345678",
        "revenue": "150,000.50",
        "employees_total": "4",
        "women_employed": "2",
        "youth_employed": "1",
        "full_time_employees": "3",
        "direct_jobs_created": "1",
        "indirect_jobs_created": "0",
        "average_salary": "12000",
        "has_insurance": "no",
        "insurance_types": "---skipped---",
        "has_contracts": "no",
        "contracts_share": "---skipped---",
        "has_hr_system": "no",
        "hr_systems": "---skipped---",
        "createdAt": 1_700_000_000,
        "updatedAt": Value::Null,
        "submissionId": submission,
    })
}

pub async fn answer(app: &TestApp, token: &str, name: &str, body: &Value) -> (StatusCode, Value) {
    post(app, &format!("/api/survey/{name}/answers"), token, body).await
}

/// A coach and a client with the quarterly survey open; (coach token, client id, client token).
pub async fn open_quarterly(app: &TestApp) -> (String, String, String) {
    let (_, coach) = person(app, Role::Coach, "coach@survey.test").await;
    let (client, client_token) = person(app, Role::Client, "client@survey.test").await;
    set_open(app, &coach, "quarterly_survey", true).await;
    (coach, client, client_token)
}
