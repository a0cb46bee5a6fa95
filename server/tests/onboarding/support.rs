//! What the onboarding tests share: people, a cohort, uploads of each kind, the state.

use portal_core::roles::Role;
use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::common::loans::pdf_bytes;
use crate::common::profile::jpeg;
use crate::common::{json as read, TestApp, PASSWORD};
use crate::uploads::uploaded_kind;
use crate::uploads::videos::mp4;

/// A person of `role` and their token.
pub async fn person(app: &TestApp, role: Role, email: &str) -> (String, String) {
    let id = app.create_user(role, email).await;
    (id, app.token(email, PASSWORD).await)
}

pub async fn send(
    app: &TestApp,
    method: reqwest::Method,
    path: &str,
    token: Option<&str>,
    body: Option<&Value>,
) -> (StatusCode, Value) {
    let mut request = app.client.request(method, app.url(path));
    if let Some(token) = token {
        request = request.bearer_auth(token);
    }
    if let Some(body) = body {
        request = request.json(body);
    }
    read(request.send().await.expect("request")).await
}

pub async fn get(app: &TestApp, path: &str, token: &str) -> (StatusCode, Value) {
    send(app, reqwest::Method::GET, path, Some(token), None).await
}

pub async fn post(app: &TestApp, path: &str, token: &str, body: &Value) -> (StatusCode, Value) {
    send(app, reqwest::Method::POST, path, Some(token), Some(body)).await
}

pub async fn put(app: &TestApp, path: &str, token: &str, body: &Value) -> (StatusCode, Value) {
    send(app, reqwest::Method::PUT, path, Some(token), Some(body)).await
}

/// A cohort made by the team; its id.
pub async fn cohort(app: &TestApp, team: &str, name: &str) -> String {
    let (code, body) = post(
        app,
        "/api/cohorts",
        team,
        &json!({"name": name, "year": 2026, "intakeDate": "2026-01-05", "hubs": ["Nairobi", "Mombasa"]}),
    )
    .await;
    assert_eq!(code, StatusCode::OK, "{body}");
    body["data"]["id"].as_str().expect("id").to_owned()
}

pub async fn enrol(app: &TestApp, team: &str, cohort: &str, who: &[&str]) -> Value {
    let (code, body) = post(
        app,
        &format!("/api/cohorts/{cohort}/enrol"),
        team,
        &json!({"users": who}),
    )
    .await;
    assert_eq!(code, StatusCode::OK, "{body}");
    body
}

/// A finished upload of `kind` holding a file that kind accepts.
pub async fn file_for(app: &TestApp, token: &str, kind: &str) -> String {
    let bytes = match kind {
        "onboardingPdf" => pdf_bytes(),
        "investVideo" => mp4(b"mp42", 90, 1000),
        "applicantFile" => pdf_bytes(),
        _ => jpeg(64, 48),
    };
    // An applicant's picture goes up as an applicant file.
    let kind = if kind == "applicantImage" {
        "applicantFile"
    } else {
        kind
    };
    uploaded_kind(app, token, kind, &bytes).await
}

/// The client's state (`data`), asserting 200.
pub async fn client_state(app: &TestApp, user: &str, token: &str) -> Value {
    let (code, body) = get(app, &format!("/api/onboarding/{user}?start=1"), token).await;
    assert_eq!(code, StatusCode::OK, "{body}");
    body["data"].clone()
}
