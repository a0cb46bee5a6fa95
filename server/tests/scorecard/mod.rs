//! Scorecards over real HTTP on every backend (docs/scorecards.md): reading and who may, computing
//! from DigiKua's figures, the thresholds, the coach's sheets, the quarter-close job, the portfolio
//! and the risk scorecard.

mod access;
mod compute;
mod job;
mod portfolio;
mod sheets;

use portal_core::roles::Role;
use portal_core::scorecard::search::search_options;
use portal_core::survey::quarter::Quarter;
use portal_server::bookkeeping::business::Business;
use portal_server::clock::nairobi_today;
use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::common::books::{entrepreneur, id, product, push_ok, put, variant};
use crate::common::{json, random_hex, TestApp, PASSWORD};

/// The quarter the search offers first: the latest that is over.
pub fn past_quarter(app: &TestApp) -> Quarter {
    let options = search_options(nairobi_today(app.state.now()).expect("today"));
    Quarter {
        year: options.year,
        quarter: options.quarter,
    }
}

/// Noon (Nairobi) of the `day` of the quarter's month `month` (0, 1 or 2).
pub fn in_quarter(quarter: Quarter, month: u32, day: u32) -> i64 {
    portal_core::time::nairobi_midnight(quarter.year, quarter.quarter * 3 - 2 + month, day)
        .expect("a day")
        + 12 * 3600
}

/// A client with their business: (user id, token, business).
pub async fn client(app: &TestApp, email: &str) -> (String, String, Business) {
    entrepreneur(app, Role::Client, email).await
}

/// A staff member of `role`: their token.
pub async fn staff(app: &TestApp, role: Role, email: &str) -> String {
    app.create_user(role, email).await;
    app.token(email, PASSWORD).await
}

/// Sales of `amount` shillings on each day given, pushed through the sync engine as a phone would.
pub async fn sell(app: &TestApp, token: &str, business: &str, days: &[i64], amount: i64) {
    let (product_id, variant_id) = (id(), id());
    let mut mutations = vec![
        put(1, "product", &product(business, &product_id)),
        put(
            2,
            "productVariant",
            &variant(business, &variant_id, &product_id),
        ),
    ];
    for (seq, at) in (3..).zip(days) {
        let sale = json!({
            "id": id(), "businessId": business, "nature": "Product", "variantId": variant_id,
            "quantity": 1, "revenue": amount, "dateSold": at, "typeOfSale": "cash",
            "clientPhone": "0712345678", "dateAdded": at, "lastEdited": at,
        });
        mutations.push(put(seq, "sale", &sale));
    }
    let answer = push_ok(app, token, &random_hex(12), &mutations).await;
    assert_eq!(answer["rejected"], json!([]), "{answer}");
}

/// One sale of `amount` in each month of the quarter.
pub async fn sell_each_month(
    app: &TestApp,
    token: &str,
    business: &str,
    quarter: Quarter,
    amount: i64,
) {
    let days: Vec<i64> = (0..3).map(|m| in_quarter(quarter, m, 5)).collect();
    sell(app, token, business, &days, amount).await;
}

pub fn quarter_body(business: Option<&str>, quarter: Quarter) -> Value {
    let mut body = json!({ "year": quarter.year, "quarter": quarter.quarter });
    if let Some(id) = business {
        body["businessId"] = json!(id);
    }
    body
}

pub async fn post(app: &TestApp, token: &str, path: &str, body: &Value) -> (StatusCode, Value) {
    json(app.post_json(path, Some(token), body).await).await
}

pub async fn get(app: &TestApp, token: &str, path: &str) -> (StatusCode, Value) {
    json(app.get(path, Some(token)).await).await
}

pub async fn put_json(app: &TestApp, token: &str, path: &str, body: &Value) -> (StatusCode, Value) {
    let response = app
        .client
        .put(app.url(path))
        .bearer_auth(token)
        .json(body)
        .send()
        .await
        .expect("PUT request");
    json(response).await
}

/// Computes a business's quarter as the coach: the record.
pub async fn compute(app: &TestApp, coach: &str, business: &str, quarter: Quarter) -> Value {
    let (status, body) = post(
        app,
        coach,
        "/api/scorecard/compute",
        &quarter_body(Some(business), quarter),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "compute on {}: {body}", app.backend);
    assert_eq!(body["count"], 1, "{body}");
    body["data"][0].clone()
}
