//! `POST /verify_mpesa/{userId}`: the M-Pesa step, proved by a small charge through the payments provider.

use axum::extract::{Path, State};
use axum::Json;
use portal_core::phones::international;
use portal_core::places::Country;
use portal_core::profile::{
    validate_mpesa, verification_charge_minor, verification_charge_text, INVALID_MPESA_PHONE,
    SELECT_COUNTRY,
};

use super::access::require_owner;
use super::model::{MpesaRequest, MpesaResponse, MpesaVerified};
use crate::audit::{self, Event};
use crate::auth::{AuthUser, ClientIp};
use crate::error::{ApiJson, AppError, AppResult, ErrorBody};
use crate::payments::store::{self as payments, NewPayment};
use crate::payments::PaymentError;
use crate::state::AppState;
use crate::users::store as users;
use portal_core::profile::{
    mpesa_insufficient_funds, MPESA_CANCELLED, MPESA_TIMEOUT, MPESA_VERIFIED,
};

/// Charges the verification fee (Ksh1.00 or Tsh100.00) to the number; when the customer accepts, the
/// number and its country are saved on the account and the charge is recorded.
#[utoipa::path(
    post,
    path = "/verify_mpesa/{userId}",
    tag = "profile",
    security(("bearer" = [])),
    params(("userId" = String, Path, description = "The client's own id")),
    request_body = MpesaRequest,
    responses(
        (status = 200, description = "Your M-Pesa number is verified", body = MpesaResponse),
        (status = 400, description = "A wrong phone or country, or M-Pesa refused: cancelled, too low a balance, no answer", body = ErrorBody),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not the client themself", body = ErrorBody),
    )
)]
pub async fn verify_mpesa(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    user: AuthUser,
    Path(user_id): Path<String>,
    ApiJson(body): ApiJson<MpesaRequest>,
) -> AppResult<Json<MpesaResponse>> {
    require_owner(&user, &user_id)?;
    if let Some(message) = validate_mpesa(&body.phone, &body.country).first() {
        return Err(AppError::bad_request(message));
    }
    let country =
        Country::parse(&body.country).ok_or_else(|| AppError::bad_request(SELECT_COUNTRY))?;
    let msisdn = international(&body.phone, country)
        .ok_or_else(|| AppError::bad_request(INVALID_MPESA_PHONE))?;
    let amount_minor = verification_charge_minor(country);
    let currency = country.currency();
    let receipt = state
        .payments
        .verify_phone(&msisdn, amount_minor, currency)
        .await
        .map_err(|error| match error {
            PaymentError::Cancelled => AppError::bad_request(MPESA_CANCELLED),
            PaymentError::InsufficientFunds => {
                AppError::bad_request(mpesa_insufficient_funds(country))
            }
            PaymentError::Timeout => AppError::bad_request(MPESA_TIMEOUT),
            PaymentError::Provider(detail) => AppError::internal(detail),
        })?;

    let now = state.now();
    let mut tx = state.begin().await?;
    users::set_mpesa(&mut *tx, &user_id, &msisdn, country.iso_code(), now).await?;
    let payment = NewPayment {
        user_id: &user_id,
        purpose: payments::PURPOSE_MPESA_VERIFICATION,
        amount_minor,
        currency: currency.code(),
        msisdn: &msisdn,
        status: payments::STATUS_COMPLETED,
        provider_reference: &receipt.reference,
    };
    payments::insert(&mut *tx, &payment, now).await?;
    let event = Event {
        user_id: Some(&user_id),
        kind: audit::MPESA_VERIFIED,
        detail: &msisdn,
        ip: ip.as_deref(),
    };
    audit::record(&mut *tx, now, event).await?;
    tx.commit().await?;

    Ok(Json(MpesaResponse {
        message: MPESA_VERIFIED.to_owned(),
        data: MpesaVerified {
            mpesa_phone: msisdn,
            country: country.name().to_owned(),
            charge: verification_charge_text(country),
        },
    }))
}
