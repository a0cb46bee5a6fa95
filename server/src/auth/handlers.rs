//! Sign in (with its rate limits), who am I, sign out.

use axum::extract::State;
use axum::http::StatusCode;
use axum::Json;
use portal_core::accounts::{DEACTIVATED, INVALID_CREDENTIALS, UNVERIFIED};
use portal_core::forms::validate_signin;

use super::extract::{AuthUser, ClientIp};
use super::model::{MessageResponse, SigninRequest, TokenResponse, UnboxResponse, UnboxedUser};
use super::{password, store};
use crate::audit::{self, Event};
use crate::bookkeeping::business;
use crate::error::{ApiJson, AppError, AppResult, ErrorBody};
use crate::playbook::store::pairs as playbook_pairs;
use crate::rate_limit::model::SIGNIN;
use crate::rate_limit::Attempt;
use crate::state::AppState;
use crate::users::model::normalise_email;
use crate::users::store as users;
use portal_core::limits::TOO_MANY_SIGNIN_ATTEMPTS;

/// Signs in with e-mail and password and returns a bearer token. Attempts are counted before the
/// password is checked (so parallel guesses cannot slip past) per address, per account and address,
/// and per account (429); the right password gives its attempt back.
#[utoipa::path(
    post,
    path = "/client/signin",
    tag = "auth",
    request_body = SigninRequest,
    responses(
        (status = 200, description = "Signed in", body = TokenResponse),
        (status = 400, description = "The form is not filled in correctly", body = ErrorBody),
        (status = 401, description = "Invalid email or password", body = ErrorBody),
        (status = 403, description = "Account deactivated or not verified", body = ErrorBody),
        (status = 429, description = "Too many failed attempts from this address, or for this account", body = ErrorBody),
    )
)]
pub async fn signin(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    ApiJson(body): ApiJson<SigninRequest>,
) -> AppResult<Json<TokenResponse>> {
    if let Some(message) = validate_signin(&body.email, &body.password).first() {
        return Err(AppError::bad_request(message));
    }
    let email = normalise_email(&body.email);
    let now = state.now();
    let attempt = Attempt::count(&state.pool, &SIGNIN, &email, ip.as_deref(), now).await?;
    if !attempt.allowed {
        let event = Event {
            user_id: None,
            kind: audit::SIGNIN_RATE_LIMITED,
            detail: &email,
            ip: ip.as_deref(),
        };
        audit::record(&state.pool, now, event).await?;
        return Err(AppError::Status {
            status: StatusCode::TOO_MANY_REQUESTS,
            message: TOO_MANY_SIGNIN_ATTEMPTS.to_owned(),
        });
    }

    let user = users::find_by_email(&state.pool, &email).await?;
    let correct = state
        .hasher
        .verify(
            body.password,
            user.as_ref().map(|u| u.password_hash.clone()),
        )
        .await?;
    let user = match user {
        Some(user) if correct => user,
        user => {
            let event = Event {
                user_id: user.as_ref().map(|u| u.id.as_str()),
                kind: audit::SIGNIN_FAILED,
                detail: &email,
                ip: ip.as_deref(),
            };
            audit::record(&state.pool, now, event).await?;
            return Err(AppError::Unauthorized(INVALID_CREDENTIALS.to_owned()));
        }
    };
    attempt.succeeded(&state.pool, now).await?;
    let refusal = if !user.active {
        Some(DEACTIVATED)
    } else if !user.verified {
        Some(UNVERIFIED)
    } else {
        None
    };
    if let Some(message) = refusal {
        let event = Event {
            user_id: Some(&user.id),
            kind: audit::SIGNIN_FAILED,
            detail: message,
            ip: ip.as_deref(),
        };
        audit::record(&state.pool, now, event).await?;
        return Err(AppError::Forbidden(message.to_owned()));
    }

    let token = password::new_token();
    let expires_at = now.saturating_add(state.config.session_ttl_seconds);
    store::create_session(
        &state.pool,
        &password::token_hash(&token),
        &user.id,
        now,
        expires_at,
    )
    .await?;
    let event = Event {
        user_id: Some(&user.id),
        kind: audit::SIGNIN,
        detail: "",
        ip: ip.as_deref(),
    };
    audit::record(&state.pool, now, event).await?;
    Ok(Json(TokenResponse { token }))
}

/// The signed-in user.
#[utoipa::path(
    get,
    path = "/user/unbox",
    tag = "auth",
    security(("bearer" = [])),
    responses(
        (status = 200, description = "The signed-in user", body = UnboxResponse),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
    )
)]
pub async fn unbox(
    State(state): State<AppState>,
    user: AuthUser,
) -> AppResult<Json<UnboxResponse>> {
    let found = users::find_by_id(&state.pool, &user.user_id)
        .await?
        .ok_or_else(AppError::sign_in)?;
    let business = business::ensure_for(&state.pool, &found, state.now()).await?;
    let playbook_paired = playbook_pairs::in_a_pair(&state.pool, &found.id).await?;
    let lms_trainee = crate::lms::store::people::is_trainee(&state.pool, &found.id).await?;
    Ok(Json(UnboxResponse {
        user: UnboxedUser {
            user: found.into(),
            business_id: business.as_ref().map(|b| b.id.clone()),
            business_name: business.map(|b| b.display_name),
            playbook_paired,
            lms_trainee,
        },
    }))
}

/// Revokes the presented token.
#[utoipa::path(
    post,
    path = "/client/logout",
    tag = "auth",
    security(("bearer" = [])),
    responses(
        (status = 200, description = "Logged out", body = MessageResponse),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
    )
)]
pub async fn logout(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    user: AuthUser,
) -> AppResult<Json<MessageResponse>> {
    let now = state.now();
    store::revoke_session(&state.pool, &user.token_hash, now).await?;
    let event = Event {
        user_id: Some(&user.user_id),
        kind: audit::LOGOUT,
        detail: "",
        ip: ip.as_deref(),
    };
    audit::record(&state.pool, now, event).await?;
    Ok(Json(MessageResponse {
        message: "Logged out".to_owned(),
    }))
}
