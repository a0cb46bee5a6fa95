//! Repayment shapes: the loan's money as stored, M-Pesa requests, and the wire bodies of the calls.

use serde::{Deserialize, Deserializer, Serialize};
use serde_json::Value;
use utoipa::{IntoParams, ToSchema};

/// The first status query of a push that had no callback, this long after it was sent (M-Pesa's
/// prompt stays on the phone about a minute).
pub const QUERY_AFTER_SECONDS: i64 = 60;
/// Status queries before a request is given up as timed out.
pub const MAX_QUERIES: i64 = 5;
/// How long a claimed request stays with the process that queries it.
pub const QUERY_CLAIM_SECONDS: i64 = 120;

/// The wait after the `attempts`-th query that did not settle a request: 30 s, 60 s, 120 s, …
pub fn query_backoff(attempts: i64) -> i64 {
    let doublings = u32::try_from((attempts - 1).clamp(0, 10)).unwrap_or(0);
    30_i64 << doublings
}

/// How long after an STK request a C2B confirmation of the same amount from the same phone to the
/// same loan is taken for the same payment (it attaches to the request instead of counting again).
/// The prompt stays on the phone about a minute and the status query follows a request for under
/// ten minutes; M-Pesa confirms within seconds to minutes of the payment. Half an hour covers a late
/// confirmation, while a paybill payment typed by hand later is still counted as the new payment it is.
pub const PAYMENT_MATCH_WINDOW_SECONDS: i64 = 30 * 60;

/// A request is recorded as soon as M-Pesa takes the push, so its payment cannot be older than this.
pub const PUSH_RECORDED_WITHIN_SECONDS: i64 = 60;

/// When the status query gives a request up, counted from the request.
pub fn last_query_after() -> i64 {
    QUERY_AFTER_SECONDS + (1..MAX_QUERIES).map(query_backoff).sum::<i64>()
}

/// What a repayment reads and writes of a loan.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LoanMoney {
    pub id: String,
    pub user_id: String,
    pub status: String,
    pub currency: String,
    pub balance_minor: i64,
    pub credit_minor: i64,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MpesaRequest {
    pub id: String,
    pub loan_id: String,
    pub user_id: String,
    pub checkout_request_id: String,
    pub merchant_request_id: String,
    pub msisdn: String,
    pub amount_minor: i64,
    /// pending, paid, failed, cancelled, timeout.
    pub status: String,
    pub result_code: Option<i64>,
    pub result_desc: Option<String>,
    pub receipt: Option<String>,
    pub query_attempts: i64,
    pub created_at: i64,
}

pub struct NewRequest<'a> {
    pub loan_id: &'a str,
    pub user_id: &'a str,
    pub checkout_request_id: &'a str,
    pub merchant_request_id: &'a str,
    pub msisdn: &'a str,
    pub amount_minor: i64,
    pub next_query_at: i64,
}

/// Text as sent, from a JSON string or number or a form field.
fn loose_text<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Option<String>, D::Error> {
    let value = Option::<Value>::deserialize(deserializer)?;
    Ok(match value {
        None | Some(Value::Null) => None,
        Some(Value::String(s)) => Some(s),
        Some(other) => Some(other.to_string()),
    })
}

/// `POST /api/payments/mpesa/initiate`, as JSON or form fields.
#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
pub struct InitiateBody {
    #[serde(rename = "loanId", default, deserialize_with = "loose_text")]
    pub loan_id: Option<String>,
    /// Whole shillings, a number or a string.
    #[serde(default, deserialize_with = "loose_text")]
    #[schema(value_type = Option<f64>)]
    pub amount: Option<String>,
    #[serde(default, deserialize_with = "loose_text")]
    pub mpesa_phone: Option<String>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Instructions {
    /// The business number to pay at Lipa na M-Pesa › Paybill.
    pub paybill: String,
    /// What to type as the account number (identifies the loan).
    pub account_number: String,
    #[schema(value_type = f64)]
    pub amount: Value,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Initiated {
    #[serde(rename = "checkoutRequestId")]
    pub checkout_request_id: String,
    pub paybill: String,
    pub account_number: String,
    #[schema(value_type = f64)]
    pub amount: Value,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct InitiateResponse {
    /// 'Check you phone to complete payment'.
    pub msg: String,
    pub data: Initiated,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct InstructionsResponse {
    pub data: Instructions,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct RequestStatus {
    /// pending, paid, failed, cancelled or timeout.
    pub status: String,
    #[serde(rename = "resultDesc")]
    pub result_desc: Option<String>,
    pub receipt: Option<String>,
    /// What is still owed on the loan.
    #[schema(value_type = f64)]
    pub balance: Value,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct StatusResponse {
    pub data: RequestStatus,
}

/// The C2B URLs carry the callback secret as `?secret=`.
#[derive(Debug, Clone, Default, Deserialize, IntoParams)]
pub struct SecretQuery {
    pub secret: Option<String>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn query_backoff_doubles() {
        let waits: Vec<i64> = (1..=MAX_QUERIES).map(query_backoff).collect();
        assert_eq!(waits, [30, 60, 120, 240, 480]);
    }

    #[test]
    fn a_confirmation_may_match_a_request_the_query_still_follows() {
        assert_eq!(last_query_after(), 510);
        assert!(PAYMENT_MATCH_WINDOW_SECONDS > 3 * last_query_after());
    }

    #[test]
    fn the_body_takes_numbers_or_text() {
        let body: InitiateBody =
            serde_json::from_str(r#"{"loanId":"abc","amount":1500,"mpesa_phone":"0712345678"}"#)
                .expect("json");
        assert_eq!(body.amount.as_deref(), Some("1500"));
        let body: InitiateBody = serde_json::from_str(r#"{"amount":"1,500"}"#).expect("json");
        assert_eq!(body.amount.as_deref(), Some("1,500"));
        assert_eq!(body.loan_id, None);
    }
}
