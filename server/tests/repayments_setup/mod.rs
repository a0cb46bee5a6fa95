//! Repayment test setup: an active loan written straight into the database (a fund, the loan with
//! its quote and balance, and core's schedule as installments), the pay calls, and reads of what a
//! payment changed.
#![allow(dead_code)]

use std::time::Duration;

use chrono::NaiveDate;
use portal_core::loans::quote::{payments_per_year, quote, LoanQuote, LoanTerms};
use portal_core::loans::schedule::schedule;
use portal_core::money::to_minor;
use portal_server::ids::new_id;
use reqwest::StatusCode;
use rust_decimal::Decimal;
use serde_json::{json, Value};
use sqlx::{AnyPool, Row};

use crate::common::{json, TestApp};

/// A Kenyan client's M-Pesa number that the simulator pays from.
pub const PAYS: &str = "0712345678";
pub const PAYS_MSISDN: &str = "254712345678";
pub const CANCELS: &str = "0712345000";
pub const LOW_BALANCE: &str = "0712345111";
pub const NO_ANSWER: &str = "0712345222";
pub const REFUSED: &str = "0712345999";

/// What the loan is: amount, contribution, years, interval, rate; the fund's grace and fee.
#[derive(Debug, Clone, Copy)]
pub struct LoanSpec {
    pub amount: i64,
    pub contribution: i64,
    /// In quarter years.
    pub quarters: i64,
    pub interval_days: u32,
    pub rate_percent: i64,
    pub grace_days: i64,
    pub penalty_fee: i64,
}

impl Default for LoanSpec {
    /// 1,000 at 12% for a quarter year, 30-day installments: 339, 339, 339, 13 (total 1,030).
    fn default() -> LoanSpec {
        LoanSpec {
            amount: 1_000,
            contribution: 0,
            quarters: 1,
            interval_days: 30,
            rate_percent: 12,
            grace_days: 5,
            penalty_fee: 50,
        }
    }
}

pub fn loan_quote(spec: &LoanSpec) -> LoanQuote {
    quote(&LoanTerms {
        amount: Decimal::from(spec.amount),
        contribution: Decimal::from(spec.contribution),
        years: Decimal::new(spec.quarters * 25, 2),
        payments_per_year: payments_per_year(spec.interval_days).expect("interval"),
        interest_rate: Decimal::from(spec.rate_percent),
    })
    .expect("a valid quote")
}

fn minor(amount: Decimal) -> i64 {
    to_minor(amount).expect("cents")
}

/// Today in Nairobi by the app's clock.
pub fn today(app: &TestApp) -> NaiveDate {
    day_of(app.state.now())
}

fn day_of(now: i64) -> NaiveDate {
    portal_core::time::in_nairobi(now)
        .expect("time")
        .date_naive()
}

/// An active loan of `user_id`, disbursed today, with its fund; returns the loan id.
pub async fn active_loan(app: &TestApp, user_id: &str, spec: LoanSpec) -> String {
    active_loan_in(app.pool(), app.state.now(), user_id, spec).await
}

/// `active_loan` on any database, disbursed at `now`.
pub async fn active_loan_in(pool: &AnyPool, now: i64, user_id: &str, spec: LoanSpec) -> String {
    let fund_id = new_id(now);
    sqlx::query(
        "INSERT INTO loan_funds (id, name, description, currency, max_loan_minor, website, \
         annual_interest_hundredths, banded, max_repay_quarters, repayment_interval_days, grace_days, \
         penalty_fee_minor, active, created_by, created_at, updated_at) \
         VALUES ($1, 'Growth Fund', 'For growing businesses', 'KES', $2, NULL, $3, 0, 20, $4, $5, $6, 1, NULL, $7, $7)",
    )
    .bind(&fund_id)
    .bind(100_000_000_i64)
    .bind(spec.rate_percent * 100)
    .bind(i64::from(spec.interval_days))
    .bind(spec.grace_days)
    .bind(spec.penalty_fee * 100)
    .bind(now)
    .execute(pool)
    .await
    .expect("insert fund");

    let q = loan_quote(&spec);
    let loan_id = new_id(now);
    sqlx::query(
        "INSERT INTO loans (id, user_id, status, flow, stage, loan_fund_id, currency, amount_minor, \
         contribution_hundredths, principal_minor, interest_rate_hundredths, payable_interest_minor, total_minor, \
         installment_minor, full_periods, overflow_minor, no_of_installments, years_quarters, interval_days, \
         approved_amount_minor, balance_minor, credit_minor, disbursement_method, disbursed_at, submitted_at, \
         created_at, updated_at) \
         VALUES ($1, $2, 'active', 'fund', 'amount', $3, 'KES', $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, \
         $15, $16, $9, 0, 'mpesa', $17, $17, $17, $17)",
    )
    .bind(&loan_id)
    .bind(user_id)
    .bind(&fund_id)
    .bind(minor(q.amount_b4_contrib))
    .bind(spec.contribution * 100)
    .bind(minor(q.principal))
    .bind(spec.rate_percent * 100)
    .bind(minor(q.payable_interest))
    .bind(minor(q.total_to_pay))
    .bind(minor(q.installment))
    .bind(i64::from(q.full_periods))
    .bind(minor(q.overflow_amount))
    .bind(i64::from(q.no_of_installments))
    .bind(spec.quarters)
    .bind(i64::from(spec.interval_days))
    .bind(minor(q.principal))
    .bind(now)
    .execute(pool)
    .await
    .expect("insert loan");

    for installment in schedule(&q, day_of(now), spec.interval_days) {
        sqlx::query(
            "INSERT INTO loan_installments (loan_id, number, due_on, amount_minor, principal_minor, interest_minor) \
             VALUES ($1, $2, $3, $4, $5, $6)",
        )
        .bind(&loan_id)
        .bind(i64::from(installment.number))
        .bind(installment.due_date.format("%Y-%m-%d").to_string())
        .bind(minor(installment.amount))
        .bind(minor(installment.principal))
        .bind(minor(installment.interest))
        .execute(pool)
        .await
        .expect("insert installment");
    }
    loan_id
}

/// `POST /api/payments/mpesa/initiate` as JSON.
pub async fn pay(
    app: &TestApp,
    token: &str,
    loan_id: &str,
    amount: Value,
    phone: &str,
) -> (StatusCode, Value) {
    let body = json!({ "loanId": loan_id, "amount": amount, "mpesa_phone": phone });
    json(
        app.post_json("/api/payments/mpesa/initiate", Some(token), &body)
            .await,
    )
    .await
}

/// Pays and returns the CheckoutRequestID, failing the test if the prompt was not sent.
pub async fn pay_ok(app: &TestApp, token: &str, loan_id: &str, amount: i64, phone: &str) -> String {
    let (status, body) = pay(app, token, loan_id, json!(amount), phone).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    body["data"]["checkoutRequestId"]
        .as_str()
        .expect("checkoutRequestId")
        .to_owned()
}

pub async fn payment_status(app: &TestApp, token: &str, checkout: &str) -> (StatusCode, Value) {
    json(
        app.get(
            &format!("/api/payments/mpesa/status/{checkout}"),
            Some(token),
        )
        .await,
    )
    .await
}

/// Polls the status call until the request is no longer pending (the simulator's callback came).
pub async fn settled(app: &TestApp, token: &str, checkout: &str) -> Value {
    for _ in 0..100 {
        let (status, body) = payment_status(app, token, checkout).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        if body["data"]["status"] != "pending" {
            return body["data"].clone();
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("payment {checkout} still pending on {}", app.backend);
}

/// (status, balance_minor, credit_minor) of a loan.
pub async fn loan_money(app: &TestApp, loan_id: &str) -> (String, i64, i64) {
    let row = sqlx::query("SELECT status, balance_minor, credit_minor FROM loans WHERE id = $1")
        .bind(loan_id)
        .fetch_one(app.pool())
        .await
        .expect("loan");
    (row.get(0), row.get(1), row.get(2))
}

/// (amount, penalty, paid) of each installment, in order, in minor units.
pub async fn installments(app: &TestApp, loan_id: &str) -> Vec<(i64, i64, i64)> {
    sqlx::query(
        "SELECT amount_minor, penalty_minor, paid_minor FROM loan_installments WHERE loan_id = $1 ORDER BY number",
    )
    .bind(loan_id)
    .fetch_all(app.pool())
    .await
    .expect("installments")
    .iter()
    .map(|row| (row.get(0), row.get(1), row.get(2)))
    .collect()
}

/// (receipt, amount_minor, channel, credit_minor) of each repayment, oldest first.
pub async fn repayments(app: &TestApp, loan_id: &str) -> Vec<(String, i64, String, i64)> {
    sqlx::query(
        "SELECT receipt, amount_minor, channel, credit_minor FROM loan_repayments WHERE loan_id = $1 \
         ORDER BY created_at, receipt",
    )
    .bind(loan_id)
    .fetch_all(app.pool())
    .await
    .expect("repayments")
    .iter()
    .map(|row| (row.get(0), row.get(1), row.get(2), row.get(3)))
    .collect()
}

/// (action, from, to, actor_id, actor_role) of each history row.
pub async fn history(
    app: &TestApp,
    loan_id: &str,
) -> Vec<(String, String, String, Option<String>, String)> {
    sqlx::query(
        "SELECT action, from_status, to_status, actor_id, actor_role FROM loan_history WHERE loan_id = $1 ORDER BY at",
    )
    .bind(loan_id)
    .fetch_all(app.pool())
    .await
    .expect("history")
    .iter()
    .map(|row| (row.get(0), row.get(1), row.get(2), row.get(3), row.get(4)))
    .collect()
}

/// A Daraja STK callback body.
pub fn stk_callback(checkout: &str, code: i64, receipt: Option<&str>, amount: i64) -> Value {
    let mut callback = json!({
        "MerchantRequestID": "29115-34620561-1",
        "CheckoutRequestID": checkout,
        "ResultCode": code,
        "ResultDesc": if code == 0 { "The service request is processed successfully." } else { "Request cancelled by user" },
    });
    if let Some(receipt) = receipt {
        callback["CallbackMetadata"] = json!({ "Item": [
            { "Name": "Amount", "Value": amount },
            { "Name": "MpesaReceiptNumber", "Value": receipt },
            { "Name": "TransactionDate", "Value": 20_261_122_003_000_i64 },
            { "Name": "PhoneNumber", "Value": 254_712_345_678_i64 },
        ]});
    }
    json!({ "Body": { "stkCallback": callback } })
}

/// A Daraja C2B confirmation body.
pub fn c2b(receipt: &str, account: &str, amount: &str) -> Value {
    json!({
        "TransactionType": "Pay Bill", "TransID": receipt, "TransTime": "20261122003000",
        "TransAmount": amount, "BusinessShortCode": "174379", "BillRefNumber": account,
        "InvoiceNumber": "", "OrgAccountBalance": "", "ThirdPartyTransID": "",
        "MSISDN": "254712345678", "FirstName": "Amina", "MiddleName": "", "LastName": "Wanjiru"
    })
}

pub fn secret(app: &TestApp) -> String {
    app.config.mpesa.callback_secret.clone()
}

pub async fn post_callback(app: &TestApp, secret: &str, body: &Value) -> (StatusCode, Value) {
    json(
        app.post_json(
            &format!("/api/payments/mpesa/callback/{secret}"),
            None,
            body,
        )
        .await,
    )
    .await
}

pub async fn post_c2b(
    app: &TestApp,
    kind: &str,
    secret: &str,
    body: &Value,
) -> (StatusCode, Value) {
    json(
        app.post_json(
            &format!("/api/payments/mpesa/c2b/{kind}?secret={secret}"),
            None,
            body,
        )
        .await,
    )
    .await
}

/// What the status query does when Daraja answers "paid" for `checkout` (its answer carries no
/// receipt): settles the request as read a moment before.
pub async fn query_says_paid_without_receipt(
    app: &TestApp,
    checkout: &str,
) -> portal_server::error::AppResult<()> {
    use portal_server::repayments::settle::{settle, Outcome};
    let request = portal_server::repayments::requests::find_request(app.pool(), checkout)
        .await?
        .expect("the request");
    let outcome = Outcome {
        result_code: 0,
        result_desc: "The service request has been accepted successsfully".to_owned(),
        receipt: None,
        amount: None,
        payload: String::new(),
    };
    settle(&app.state, &request, &outcome).await
}

/// (receipt, reason, amount as sent, loan id) of each payment kept for review, by receipt.
pub async fn kept_for_review(
    app: &TestApp,
) -> Vec<(Option<String>, String, String, Option<String>)> {
    sqlx::query(
        "SELECT receipt, reason, amount_text, loan_id FROM payment_reviews ORDER BY receipt, created_at",
    )
    .fetch_all(app.pool())
    .await
    .expect("payment reviews")
    .iter()
    .map(|row| (row.get(0), row.get(1), row.get(2), row.get(3)))
    .collect()
}
