//! The client's calls: start an M-Pesa payment, follow it, and read the manual paybill instructions.

use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use portal_core::id::is_valid_id;
use portal_core::loans::lifecycle::LoanStatus;
use portal_core::loans::pay_form::{validate_payment, PAYMENT_FAILED, PROMPT_SENT};
use portal_core::money::{to_minor, Currency};
use portal_core::places::Country;
use portal_core::roles::Role;

use super::model::{
    InitiateBody, InitiateResponse, Initiated, Instructions, InstructionsResponse, LoanMoney,
    NewRequest, RequestStatus, StatusResponse, QUERY_AFTER_SECONDS,
};
use super::{requests, store};
use crate::auth::AuthUser;
use crate::body::JsonOrForm;
use crate::config::PaymentsProviderKind;
use crate::error::{AppError, AppResult, ErrorBody, NOT_FOUND};
use crate::payments::wire::amount_json;
use crate::payments::PaymentRequest;
use crate::state::AppState;
use portal_core::loans::paybill::{
    account_number, next_amount_due, takes_payments, LOAN_NOT_REPAYABLE, PAYMENT_DESCRIPTION,
};

/// Where the provider posts the STK result. The simulator calls this very process back; M-Pesa
/// needs the public address.
pub fn callback_url(state: &AppState) -> String {
    let base = match state.config.payments {
        PaymentsProviderKind::Simulator => state
            .local_url
            .get()
            .cloned()
            .unwrap_or_else(|| state.config.public_url.clone()),
        PaymentsProviderKind::Daraja => state.config.public_url.clone(),
    };
    format!(
        "{base}/api/payments/mpesa/callback/{}",
        state.config.mpesa.callback_secret
    )
}

fn not_found() -> AppError {
    AppError::NotFound(NOT_FOUND.to_owned())
}

/// The signed-in client's own loan; any other loan is "not found", as if it did not exist.
async fn own_loan(state: &AppState, user: &AuthUser, loan_id: &str) -> AppResult<LoanMoney> {
    user.require(&[Role::Client])?;
    if !is_valid_id(loan_id) {
        return Err(not_found());
    }
    store::find_loan(&state.pool, loan_id)
        .await?
        .filter(|loan| loan.user_id == user.user_id)
        .ok_or_else(not_found)
}

/// Sends the M-Pesa prompt for a payment towards the client's active loan.
#[utoipa::path(
    post,
    path = "/payments/mpesa/initiate",
    tag = "repayments",
    security(("bearer" = [])),
    request_body(content(
        (InitiateBody = "application/json"),
        (InitiateBody = "application/x-www-form-urlencoded"),
    )),
    responses(
        (status = 200, description = "The prompt is on the phone; the paybill instructions for paying by hand", body = InitiateResponse),
        (status = 400, description = "'Enter Amount and Mpesa phone to proceed' and the other form messages", body = ErrorBody),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not a client", body = ErrorBody),
        (status = 404, description = "No such loan of yours", body = ErrorBody),
        (status = 409, description = "The loan is not being repaid", body = ErrorBody),
        (status = 502, description = "'Failed to initiate Mpesa payment'", body = ErrorBody),
    )
)]
pub async fn initiate(
    State(state): State<AppState>,
    user: AuthUser,
    JsonOrForm(body): JsonOrForm<InitiateBody>,
) -> AppResult<Response> {
    user.require(&[Role::Client])?;
    let loan_id = body.loan_id.unwrap_or_default();
    let country = store::user_country(&state.pool, &user.user_id)
        .await?
        .and_then(|code| Country::parse(&code))
        .unwrap_or(Country::Kenya);
    let valid = validate_payment(
        &loan_id,
        body.amount.as_deref().unwrap_or_default(),
        body.mpesa_phone.as_deref().unwrap_or_default(),
        country,
    )
    .map_err(AppError::bad_request)?;
    let loan = own_loan(&state, &user, loan_id.trim()).await?;
    if !LoanStatus::parse(&loan.status).is_some_and(takes_payments) {
        return Err(AppError::Conflict(LOAN_NOT_REPAYABLE.to_owned()));
    }
    let amount_minor = to_minor(valid.amount)
        .map_err(|_| AppError::internal("a valid payment is whole shillings"))?;
    let account = account_number(&loan.id);
    let callback = callback_url(&state);
    let request = PaymentRequest {
        msisdn: &valid.msisdn,
        amount_minor,
        currency: Currency::parse(&loan.currency).unwrap_or(Currency::Kes),
        account_reference: &account,
        description: PAYMENT_DESCRIPTION,
        callback_url: &callback,
    };
    let prompt = match state.payments.request_payment(&request).await {
        Ok(prompt) => prompt,
        Err(error) => {
            tracing::warn!(loan = %loan.id, %error, "STK push refused");
            let body = ErrorBody {
                error: PAYMENT_FAILED.to_owned(),
                fields: None,
            };
            return Ok((StatusCode::BAD_GATEWAY, Json(body)).into_response());
        }
    };
    let now = state.now();
    let new = NewRequest {
        loan_id: &loan.id,
        user_id: &user.user_id,
        checkout_request_id: &prompt.checkout_request_id,
        merchant_request_id: &prompt.merchant_request_id,
        msisdn: &valid.msisdn,
        amount_minor,
        next_query_at: now + QUERY_AFTER_SECONDS,
    };
    requests::insert_request(&state.pool, &new, now).await?;
    Ok(Json(InitiateResponse {
        msg: PROMPT_SENT.to_owned(),
        data: Initiated {
            checkout_request_id: prompt.checkout_request_id,
            paybill: state.config.mpesa.paybill.clone(),
            account_number: account,
            amount: amount_json(amount_minor),
        },
    })
    .into_response())
}

/// Where a payment the client started stands, and the loan's balance.
#[utoipa::path(
    get,
    path = "/payments/mpesa/status/{checkoutRequestId}",
    tag = "repayments",
    security(("bearer" = [])),
    params(("checkoutRequestId" = String, Path, description = "From the initiate answer")),
    responses(
        (status = 200, description = "pending, paid, failed, cancelled or timeout", body = StatusResponse),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 404, description = "No such payment of yours", body = ErrorBody),
    )
)]
pub async fn status(
    State(state): State<AppState>,
    user: AuthUser,
    Path(checkout_request_id): Path<String>,
) -> AppResult<Json<StatusResponse>> {
    let request = requests::find_request(&state.pool, &checkout_request_id)
        .await?
        .filter(|request| request.user_id == user.user_id)
        .ok_or_else(not_found)?;
    let loan = own_loan(&state, &user, &request.loan_id).await?;
    Ok(Json(StatusResponse {
        data: RequestStatus {
            status: request.status,
            result_desc: request.result_desc,
            receipt: request.receipt,
            balance: amount_json(loan.balance_minor),
        },
    }))
}

/// How to pay by hand at the paybill: business number, account number and the amount due next.
#[utoipa::path(
    get,
    path = "/payments/instructions/{loanId}",
    tag = "repayments",
    security(("bearer" = [])),
    params(("loanId" = String, Path, description = "The client's loan")),
    responses(
        (status = 200, description = "Paybill, account number and the next installment's amount", body = InstructionsResponse),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 404, description = "No such loan of yours", body = ErrorBody),
    )
)]
pub async fn instructions(
    State(state): State<AppState>,
    user: AuthUser,
    Path(loan_id): Path<String>,
) -> AppResult<Json<InstructionsResponse>> {
    let loan = own_loan(&state, &user, &loan_id).await?;
    let mut conn = state.pool.acquire().await?;
    let installments = store::installments(&mut conn, &loan.id).await?;
    let due = to_minor(next_amount_due(&installments))
        .map_err(|_| AppError::internal("installments are stored in cents"))?;
    Ok(Json(InstructionsResponse {
        data: Instructions {
            paybill: state.config.mpesa.paybill.clone(),
            account_number: account_number(&loan.id),
            amount: amount_json(due),
        },
    }))
}
