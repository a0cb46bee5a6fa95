//! What M-Pesa posts to the portal (no bearer token): the STK result, paybill (C2B) validation and
//! confirmation, and B2C results. Each URL carries the callback secret (STK and B2C in the path, C2B
//! as `?secret=`); a wrong secret is answered 404 and changes nothing. M-Pesa is always answered
//! "Accepted" once the secret is right, so it does not retry what was handled.

use std::time::Duration;

use axum::extract::{Path, Query, State};
use axum::Json;
use serde_json::Value;

use super::apply::Channel;
use super::c2b::{confirm, repayable_loan};
use super::model::{MpesaRequest, SecretQuery};
use super::requests;
use super::reviews::store::{self as reviews, NewReview};
use super::settle::{settle, Outcome};
use super::store;
use crate::error::{ApiJson, AppError, AppResult, ErrorBody, NOT_FOUND};
use crate::payments::wire::{C2bPayment, CallbackAnswer, StkCallbackEnvelope};
use crate::payments::RESULT_SUCCESS;
use crate::state::AppState;
use portal_core::loans::paybill::takes_payments;
use portal_core::loans::received::ReviewReason;

/// A callback can beat the insert of its request by a moment (the simulator calls back at once).
const UNKNOWN_REQUEST_WAITS: u32 = 20;
const UNKNOWN_REQUEST_PAUSE: Duration = Duration::from_millis(100);

/// Compares without stopping at the first difference, so timing does not tell the secret.
fn same_secret(given: &str, expected: &str) -> bool {
    given.len() == expected.len()
        && given
            .bytes()
            .zip(expected.bytes())
            .fold(0u8, |acc, (a, b)| acc | (a ^ b))
            == 0
}

fn check_secret(state: &AppState, given: Option<&str>) -> AppResult<()> {
    if given.is_some_and(|given| same_secret(given, &state.config.mpesa.callback_secret)) {
        Ok(())
    } else {
        tracing::warn!("M-Pesa callback with a wrong secret refused");
        Err(AppError::NotFound(NOT_FOUND.to_owned()))
    }
}

async fn request_soon(state: &AppState, checkout: &str) -> AppResult<Option<MpesaRequest>> {
    for _ in 0..UNKNOWN_REQUEST_WAITS {
        if let Some(request) = requests::find_request(&state.pool, checkout).await? {
            return Ok(Some(request));
        }
        tokio::time::sleep(UNKNOWN_REQUEST_PAUSE).await;
    }
    Ok(None)
}

/// Daraja's STK push result.
#[utoipa::path(
    post,
    path = "/payments/mpesa/callback/{secret}",
    tag = "repayments",
    params(("secret" = String, Path, description = "MPESA_CALLBACK_SECRET")),
    request_body = StkCallbackEnvelope,
    responses(
        (status = 200, description = "Accepted", body = CallbackAnswer),
        (status = 404, description = "Wrong secret", body = ErrorBody),
    )
)]
pub async fn stk_callback(
    State(state): State<AppState>,
    Path(secret): Path<String>,
    body: Result<ApiJson<StkCallbackEnvelope>, AppError>,
) -> AppResult<Json<CallbackAnswer>> {
    check_secret(&state, Some(&secret))?;
    let ApiJson(envelope) = body?;
    let callback = &envelope.body.stk_callback;
    let checkout = &callback.checkout_request_id;
    let Some(request) = request_soon(&state, checkout).await? else {
        tracing::warn!(%checkout, code = callback.result_code, "M-Pesa result for an unknown request");
        if let (RESULT_SUCCESS, Some(receipt)) = (callback.result_code, callback.receipt()) {
            let amount_text = callback.amount_text().unwrap_or_default();
            let payload = serde_json::to_string(&envelope).unwrap_or_default();
            let phone = callback.phone();
            let kept = NewReview {
                channel: Channel::Stk,
                receipt: Some(&receipt),
                reference: checkout,
                loan_id: None,
                msisdn: phone.as_deref(),
                amount_text: &amount_text,
                amount_minor: callback.amount_minor(),
                reason: ReviewReason::UnknownRequest,
                payload: &payload,
            };
            reviews::keep(&state.pool, &kept, state.now()).await?;
        }
        return Ok(Json(CallbackAnswer::accepted()));
    };
    let outcome = Outcome {
        result_code: callback.result_code,
        result_desc: callback.result_desc.clone(),
        receipt: callback.receipt(),
        amount: callback.amount_text(),
        payload: serde_json::to_string(&envelope).unwrap_or_default(),
    };
    settle(&state, &request, &outcome).await?;
    Ok(Json(CallbackAnswer::accepted()))
}

/// C2B validation: M-Pesa asks before taking a paybill payment; an account number that names no
/// active loan is refused (C2B00012), so the customer keeps their money.
#[utoipa::path(
    post,
    path = "/payments/mpesa/c2b/validation",
    tag = "repayments",
    params(SecretQuery),
    request_body = C2bPayment,
    responses(
        (status = 200, description = "Accepted, or C2B00012 for an unknown account", body = CallbackAnswer),
        (status = 404, description = "Wrong secret", body = ErrorBody),
    )
)]
pub async fn c2b_validation(
    State(state): State<AppState>,
    Query(query): Query<SecretQuery>,
    body: Result<ApiJson<C2bPayment>, AppError>,
) -> AppResult<Json<CallbackAnswer>> {
    check_secret(&state, query.secret.as_deref())?;
    let ApiJson(payment) = body?;
    let answer = match repayable_loan(&state, &payment.bill_ref_number).await? {
        Ok(loan_id) => {
            let loan = store::find_loan(&state.pool, &loan_id).await?;
            let active = loan
                .and_then(|loan| portal_core::loans::lifecycle::LoanStatus::parse(&loan.status))
                .is_some_and(takes_payments);
            if active {
                CallbackAnswer::accepted()
            } else {
                CallbackAnswer::invalid_account()
            }
        }
        Err(_) => CallbackAnswer::invalid_account(),
    };
    Ok(Json(answer))
}

/// C2B confirmation: money paid at the paybill. Applied to the loan the account number names once
/// (an STK payment confirmed here too attaches to its request); otherwise kept for staff review.
#[utoipa::path(
    post,
    path = "/payments/mpesa/c2b/confirmation",
    tag = "repayments",
    params(SecretQuery),
    request_body = C2bPayment,
    responses(
        (status = 200, description = "Accepted", body = CallbackAnswer),
        (status = 404, description = "Wrong secret", body = ErrorBody),
    )
)]
pub async fn c2b_confirmation(
    State(state): State<AppState>,
    Query(query): Query<SecretQuery>,
    body: Result<ApiJson<C2bPayment>, AppError>,
) -> AppResult<Json<CallbackAnswer>> {
    check_secret(&state, query.secret.as_deref())?;
    let ApiJson(payment) = body?;
    confirm(&state, &payment).await?;
    Ok(Json(CallbackAnswer::accepted()))
}

/// B2C results (disbursements): logged; the transfer was taken as done when M-Pesa accepted it.
#[utoipa::path(
    post,
    path = "/payments/mpesa/b2c/{secret}",
    tag = "repayments",
    params(("secret" = String, Path, description = "MPESA_CALLBACK_SECRET")),
    responses(
        (status = 200, description = "Accepted", body = CallbackAnswer),
        (status = 404, description = "Wrong secret", body = ErrorBody),
    )
)]
pub async fn b2c_result(
    State(state): State<AppState>,
    Path(secret): Path<String>,
    body: Result<ApiJson<Value>, AppError>,
) -> AppResult<Json<CallbackAnswer>> {
    check_secret(&state, Some(&secret))?;
    let ApiJson(body) = body?;
    let result = &body["Result"];
    tracing::info!(
        conversation = %result["ConversationID"],
        code = %result["ResultCode"],
        description = %result["ResultDesc"],
        "M-Pesa B2C result"
    );
    Ok(Json(CallbackAnswer::accepted()))
}

#[cfg(test)]
mod tests {
    use super::same_secret;

    #[test]
    fn secrets_compare_whole() {
        assert!(same_secret("abcdef", "abcdef"));
        assert!(!same_secret("abcdeg", "abcdef"));
        assert!(!same_secret("abc", "abcdef"));
    }
}
