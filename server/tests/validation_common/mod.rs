//! Helpers of the validation tests: sample statements from core's generator, sending them (JSON
//! naming a finished upload, or the spec's multipart form) and reading the report.

use portal_core::validation::quarter::{period_months, quarter_report, QuarterReport, Source};
use portal_core::validation::sample::{sample_statement, SampleOptions};
use portal_core::validation::Statement;
use reqwest::multipart::{Form, Part};
use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::common::{json, TestApp};
use crate::uploads::uploaded_kind;

pub const STATEMENTS: &str = "/api/validation/statements";
pub const REPORT: &str = "/api/validation/report";
pub const REVIEWS: &str = "/api/validation/reviews";
pub const MPESA: i64 = 1;
pub const EQUITY: i64 = 3;

/// A made-up M-Pesa statement of January to March 2026.
pub fn statement(seed: u64, transactions: usize) -> Statement {
    sample_statement(&SampleOptions {
        seed,
        first_year: 2026,
        first_month: 1,
        months: 3,
        transactions,
        newest_first: true,
    })
}

/// The statement as core's report reads it once kept.
pub fn source(id: &str, uploaded_at: i64, statement: &Statement) -> Source {
    Source {
        id: id.to_owned(),
        institution: "M-Pesa (Safaricom)".to_owned(),
        uploaded_at,
        covers: period_months("2026-01-01", "2026-03-31"),
        transactions: statement.transactions.clone(),
        months: Vec::new(),
    }
}

/// Core's report of Q1 2026 for `sources` with no books.
pub fn expected(sources: &[Source]) -> QuarterReport {
    quarter_report(sources, &[], 2026, 1)
}

/// A finished upload of kind `statement`.
pub async fn uploaded(app: &TestApp, token: &str, bytes: &[u8]) -> String {
    uploaded_kind(app, token, "statement", bytes).await
}

pub async fn send(app: &TestApp, token: &str, body: &Value) -> (StatusCode, Value) {
    json(app.post_json(STATEMENTS, Some(token), body).await).await
}

/// Sends a finished upload to `institution` from 0712 345 678.
pub async fn send_upload(
    app: &TestApp,
    token: &str,
    institution: i64,
    upload: &str,
    password: Option<&str>,
) -> (StatusCode, Value) {
    let mut body = json!({
        "financialInsitutionId": institution, "pdfFinancialStatement": upload, "phone": "0712345678",
    });
    if let Some(password) = password {
        body["password"] = json!(password);
    }
    send(app, token, &body).await
}

/// The spec's form: the file itself in `pdfFinancialStatement`.
pub async fn send_form(
    app: &TestApp,
    token: &str,
    institution: &str,
    file: Option<(Vec<u8>, &str)>,
    password: Option<&str>,
) -> (StatusCode, Value) {
    let mut form = Form::new()
        .text("financialInsitutionId", institution.to_owned())
        .text("phone", "+254712345678");
    if let Some((bytes, name)) = file {
        form = form.part(
            "pdfFinancialStatement",
            Part::bytes(bytes).file_name(name.to_owned()),
        );
    }
    if let Some(password) = password {
        form = form.text("password", password.to_owned());
    }
    let response = app
        .client
        .post(app.url(STATEMENTS))
        .bearer_auth(token)
        .multipart(form)
        .send()
        .await
        .expect("form");
    json(response).await
}

pub async fn get(app: &TestApp, token: &str, path: &str) -> (StatusCode, Value) {
    json(app.get(path, Some(token)).await).await
}

/// The report's `data`, expecting 200.
pub async fn report(app: &TestApp, token: &str, query: &str) -> Value {
    let (status, body) = get(app, token, &format!("{REPORT}{query}")).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["error"], false);
    body["data"].clone()
}

/// Money as the report writes it.
pub fn money(amount: rust_decimal::Decimal) -> String {
    let mut cents = amount.round_dp(2);
    cents.rescale(2);
    cents.to_string()
}

/// The receipts the report lists as having no record.
pub fn unmatched(data: &Value) -> Vec<String> {
    data["unmatched"]
        .as_array()
        .expect("unmatched")
        .iter()
        .map(|u| u["receipt"].as_str().expect("receipt").to_owned())
        .collect()
}
