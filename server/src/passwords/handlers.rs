//! Change a password (signed in), ask for a reset code, set a new password with it.

use axum::extract::State;
use axum::http::StatusCode;
use axum::Json;
use portal_core::forms::check_email;
use portal_core::passwords::{
    check_change_password, validate_reset, MISSING_INFORMATION, PASSWORD_CHANGED, WRONG_CURRENT,
};

use super::model::{
    ChangePasswordRequest, ChangePasswordResponse, NewPasswordRequest, ResetRequest,
};
use crate::audit::{self, Event};
use crate::auth::extract::{AuthUser, ClientIp};
use crate::auth::model::MessageResponse;
use crate::auth::store as sessions;
use crate::body::JsonOrForm;
use crate::error::{ApiJson, AppError, AppResult, ErrorBody};
use crate::otp::{self, CodeTo, Purpose, Redeemed};
use crate::outbox::model::Channel;
use crate::rate_limit::model::RESET;
use crate::rate_limit::Attempt;
use crate::state::AppState;
use crate::users::model::normalise_email;
use crate::users::store as users;
use portal_core::limits::TOO_MANY_RESET_REQUESTS;
use portal_core::passwords::{PASSWORD_RESET_DONE, RESET_CODE_SENT};

/// Changes the signed-in user's password and ends every one of its sessions, this one included.
#[utoipa::path(
    post,
    path = "/user/change_password",
    tag = "auth",
    security(("bearer" = [])),
    request_body(content(
        (ChangePasswordRequest = "application/json"),
        (ChangePasswordRequest = "application/x-www-form-urlencoded"),
    )),
    responses(
        (status = 200, description = "Changed; every session is signed out", body = ChangePasswordResponse),
        (status = 400, description = "A field is missing or wrong, or the current password is not correct", body = ErrorBody),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "userId is not the signed-in user", body = ErrorBody),
    )
)]
pub async fn change_password(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    user: AuthUser,
    JsonOrForm(body): JsonOrForm<ChangePasswordRequest>,
) -> AppResult<Json<ChangePasswordResponse>> {
    if body.user_id.trim().is_empty() {
        return Err(AppError::bad_request(MISSING_INFORMATION));
    }
    if body.user_id.trim() != user.user_id {
        return Err(AppError::no_access());
    }
    if let Some(message) = check_change_password(&body.current, &body.new, &body.confirm) {
        return Err(AppError::bad_request(message));
    }
    let found = users::find_by_id(&state.pool, &user.user_id)
        .await?
        .ok_or_else(AppError::sign_in)?;
    if !state
        .hasher
        .verify(body.current, Some(found.password_hash))
        .await?
    {
        return Err(AppError::bad_request(WRONG_CURRENT));
    }
    let hash = state.hasher.hash(body.new).await?;
    let now = state.now();
    let mut tx = state.begin().await?;
    users::set_password_hash(&mut *tx, &user.user_id, &hash, now).await?;
    sessions::revoke_all_sessions(&mut *tx, &user.user_id, now).await?;
    let event = Event {
        user_id: Some(&user.user_id),
        kind: audit::PASSWORD_CHANGED,
        detail: "",
        ip: ip.as_deref(),
    };
    audit::record(&mut *tx, now, event).await?;
    tx.commit().await?;
    Ok(Json(ChangePasswordResponse {
        error: false,
        message: PASSWORD_CHANGED.to_owned(),
    }))
}

/// E-mails a code to reset the password. The answer is the same whether or not the e-mail has an
/// account; requests are limited per e-mail and per address.
#[utoipa::path(
    post,
    path = "/client/reset_pwd",
    tag = "auth",
    request_body = ResetRequest,
    responses(
        (status = 200, description = "A code was sent if the e-mail has an account", body = MessageResponse),
        (status = 400, description = "The e-mail is missing or not an e-mail address", body = ErrorBody),
        (status = 429, description = "Too many requests for this e-mail or from this address", body = ErrorBody),
    )
)]
pub async fn request_reset(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    ApiJson(body): ApiJson<ResetRequest>,
) -> AppResult<Json<MessageResponse>> {
    if let Some(message) = check_email(&body.email) {
        return Err(AppError::bad_request(message));
    }
    let email = normalise_email(&body.email);
    let now = state.now();
    let attempt = Attempt::count(&state.pool, &RESET, &email, ip.as_deref(), now).await?;
    if !attempt.allowed {
        return Err(AppError::Status {
            status: StatusCode::TOO_MANY_REQUESTS,
            message: TOO_MANY_RESET_REQUESTS.to_owned(),
        });
    }
    if let Some(user) = users::find_by_email(&state.pool, &email).await? {
        if user.active {
            let mut tx = state.begin().await?;
            let to = CodeTo {
                user_id: &user.id,
                first_name: &user.first_name,
                channel: Channel::Email,
                recipient: &user.email,
                language: user.language,
            };
            otp::send_code(&mut tx, &state.config, Purpose::Reset, &to, now).await?;
            let event = Event {
                user_id: Some(&user.id),
                kind: audit::PASSWORD_RESET_REQUESTED,
                detail: "",
                ip: ip.as_deref(),
            };
            audit::record(&mut *tx, now, event).await?;
            tx.commit().await?;
            state.wake_outbox();
        }
    }
    Ok(Json(MessageResponse {
        message: RESET_CODE_SENT.to_owned(),
    }))
}

/// Sets a new password with the code from the reset e-mail, and ends every session of the account.
/// The code came to the account's e-mail, so the account counts as verified from then on. Tries are
/// limited per account and per address, and the new password is hashed only once the code is right.
#[utoipa::path(
    post,
    path = "/otp/3/new_pwd",
    tag = "auth",
    request_body = NewPasswordRequest,
    responses(
        (status = 200, description = "The password is reset", body = MessageResponse),
        (status = 400, description = "A field is wrong, or the code is wrong, expired or tried too often", body = ErrorBody),
        (status = 429, description = "Too many tries for this account or from this address", body = ErrorBody),
    )
)]
pub async fn new_password(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    ApiJson(body): ApiJson<NewPasswordRequest>,
) -> AppResult<Json<MessageResponse>> {
    if let Some(message) = validate_reset(&body.otp, &body.password, &body.confirm_password).first()
    {
        return Err(AppError::bad_request(message));
    }
    let email = normalise_email(&body.email);
    otp::count_try(&state, &email, ip.as_deref()).await?;
    let user = users::find_by_email(&state.pool, &email).await?;
    let user_id = user.as_ref().map(|u| u.id.as_str());
    if let Some(message) = otp::check(&state, user_id, Purpose::Reset, &body.otp).await? {
        return Err(AppError::bad_request(message));
    }
    // Hashed between checking the code and using it up, so the write transaction stays short.
    let hash = state.hasher.hash(body.password).await?;
    let mut tx = match otp::redeem(&state, user_id, Purpose::Reset, &body.otp).await? {
        Redeemed::Refused(message) => return Err(AppError::bad_request(message)),
        Redeemed::Accepted(tx) => tx,
    };
    let user_id = user_id.unwrap_or_default();
    let now = state.now();
    users::set_password_hash(&mut *tx, user_id, &hash, now).await?;
    users::set_verified(&mut *tx, user_id, now).await?;
    sessions::revoke_all_sessions(&mut *tx, user_id, now).await?;
    let event = Event {
        user_id: Some(user_id),
        kind: audit::PASSWORD_RESET,
        detail: "",
        ip: ip.as_deref(),
    };
    audit::record(&mut *tx, now, event).await?;
    tx.commit().await?;
    Ok(Json(MessageResponse {
        message: PASSWORD_RESET_DONE.to_owned(),
    }))
}
