//! Sending a new verification code, and verifying an account with it.

use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::Json;
use portal_core::otp::{check_otp_input, may_resend, RESEND_TOO_SOON};

use super::identify;
use super::model::{Purpose, VerifyRequest};
use super::redeem::{redeem, Redeemed};
use super::send::{send_code, CodeTo};
use crate::audit::{self, Event};
use crate::auth::extract::ClientIp;
use crate::auth::model::MessageResponse;
use crate::error::{ApiJson, AppError, AppResult, ErrorBody};
use crate::rate_limit;
use crate::rate_limit::model::otp_resend_key;
use crate::state::AppState;
use crate::users::store as users;
use portal_core::otp::{ACCOUNT_VERIFIED, CODE_SENT_IF_NEEDED};

/// Sends a new verification code to an unverified account (by e-mail, or by SMS for a phone). The
/// answer is the same whether or not such an account exists.
#[utoipa::path(
    get,
    path = "/otp/3/{identifier}",
    tag = "otp",
    params(("identifier" = String, Path, description = "The account's e-mail (URL-encoded) or phone")),
    responses(
        (status = 200, description = "A code was sent if the account needs one", body = MessageResponse),
        (status = 429, description = "A code was asked for less than a minute ago", body = ErrorBody),
    )
)]
pub async fn resend(
    State(state): State<AppState>,
    Path(identifier): Path<String>,
) -> AppResult<Json<MessageResponse>> {
    let now = state.now();
    let key = otp_resend_key(&identify::normalise(&identifier));
    if !rate_limit::store::stamp_if(&state.pool, &key, now, |last| may_resend(last, now)).await? {
        return Err(AppError::Status {
            status: StatusCode::TOO_MANY_REQUESTS,
            message: RESEND_TOO_SOON.to_owned(),
        });
    }
    if let Some(found) = identify::find(&state.pool, &identifier).await? {
        if found.user.active && !found.user.verified {
            let mut tx = state.begin().await?;
            let to = CodeTo {
                user_id: &found.user.id,
                first_name: &found.user.first_name,
                channel: found.channel,
                recipient: &found.recipient,
                language: found.user.language,
            };
            send_code(&mut tx, &state.config, Purpose::Verify, &to, now).await?;
            tx.commit().await?;
            state.wake_outbox();
        }
    }
    Ok(Json(MessageResponse {
        message: CODE_SENT_IF_NEEDED.to_owned(),
    }))
}

/// Verifies an account with the code sent to it; then it may sign in.
#[utoipa::path(
    post,
    path = "/otp/3/verify/{identifier}",
    tag = "otp",
    params(("identifier" = String, Path, description = "The account's e-mail (URL-encoded) or phone")),
    request_body = VerifyRequest,
    responses(
        (status = 200, description = "The account is verified", body = MessageResponse),
        (status = 400, description = "Empty, malformed, wrong or expired code, or too many tries", body = ErrorBody),
        (status = 429, description = "Too many tries for this account or from this address", body = ErrorBody),
    )
)]
pub async fn verify(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    Path(identifier): Path<String>,
    ApiJson(body): ApiJson<VerifyRequest>,
) -> AppResult<Json<MessageResponse>> {
    if let Some(message) = check_otp_input(&body.code) {
        return Err(AppError::bad_request(message));
    }
    super::count_try(&state, &identify::normalise(&identifier), ip.as_deref()).await?;
    let found = identify::find(&state.pool, &identifier).await?;
    let user_id = found.as_ref().map(|f| f.user.id.as_str());
    match redeem(&state, user_id, Purpose::Verify, &body.code).await? {
        Redeemed::Refused(message) => Err(AppError::bad_request(message)),
        Redeemed::Accepted(mut tx) => {
            let now = state.now();
            let user_id = user_id.unwrap_or_default();
            users::set_verified(&mut *tx, user_id, now).await?;
            let event = Event {
                user_id: Some(user_id),
                kind: audit::OTP_VERIFIED,
                detail: found.as_ref().map_or("", |f| f.channel.as_str()),
                ip: ip.as_deref(),
            };
            audit::record(&mut *tx, now, event).await?;
            tx.commit().await?;
            Ok(Json(MessageResponse {
                message: ACCOUNT_VERIFIED.to_owned(),
            }))
        }
    }
}
