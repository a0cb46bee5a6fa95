//! The staff list, and switching a staff account off and on (super admin only).

use axum::extract::{Path, State};
use axum::Json;
use portal_core::roles::Role;

use super::model::StaffResponse;
use crate::audit::{self, Event};
use crate::auth::model::MessageResponse;
use crate::auth::{store as sessions, AuthUser, ClientIp, STAFF};
use crate::error::{AppError, AppResult, ErrorBody, NOT_FOUND};
use crate::state::AppState;
use crate::users::store as users;
use portal_core::accounts::{ACCOUNT_ACTIVATED, ACCOUNT_DEACTIVATED, CANNOT_DEACTIVATE_SELF};

/// Every staff account (all but the entrepreneur roles), newest first.
#[utoipa::path(
    get,
    path = "/staff",
    tag = "staff",
    security(("bearer" = [])),
    responses(
        (status = 200, description = "Every staff account, newest first", body = StaffResponse),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not a super admin", body = ErrorBody),
    )
)]
pub async fn list_staff(
    State(state): State<AppState>,
    user: AuthUser,
) -> AppResult<Json<StaffResponse>> {
    user.require(&[Role::Super])?;
    let staff = users::list_by_roles(&state.pool, &STAFF).await?;
    Ok(Json(StaffResponse {
        users: staff.into_iter().map(Into::into).collect(),
    }))
}

/// Switches a staff account off and ends its sessions; it can no longer sign in.
#[utoipa::path(
    post,
    path = "/staff/{userId}/deactivate",
    tag = "staff",
    security(("bearer" = [])),
    params(("userId" = String, Path, description = "The staff account's id")),
    responses(
        (status = 200, description = "Deactivated", body = MessageResponse),
        (status = 400, description = "The caller's own account", body = ErrorBody),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not a super admin", body = ErrorBody),
        (status = 404, description = "No staff account has this id", body = ErrorBody),
    )
)]
pub async fn deactivate(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    user: AuthUser,
    Path(user_id): Path<String>,
) -> AppResult<Json<MessageResponse>> {
    user.require(&[Role::Super])?;
    if user_id == user.user_id {
        return Err(AppError::bad_request(CANNOT_DEACTIVATE_SELF));
    }
    switch(&state, &user, &user_id, false, ip.as_deref()).await?;
    Ok(Json(MessageResponse {
        message: ACCOUNT_DEACTIVATED.to_owned(),
    }))
}

/// Switches a staff account back on; its old sessions stay ended.
#[utoipa::path(
    post,
    path = "/staff/{userId}/activate",
    tag = "staff",
    security(("bearer" = [])),
    params(("userId" = String, Path, description = "The staff account's id")),
    responses(
        (status = 200, description = "Activated", body = MessageResponse),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not a super admin", body = ErrorBody),
        (status = 404, description = "No staff account has this id", body = ErrorBody),
    )
)]
pub async fn activate(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    user: AuthUser,
    Path(user_id): Path<String>,
) -> AppResult<Json<MessageResponse>> {
    user.require(&[Role::Super])?;
    switch(&state, &user, &user_id, true, ip.as_deref()).await?;
    Ok(Json(MessageResponse {
        message: ACCOUNT_ACTIVATED.to_owned(),
    }))
}

async fn switch(
    state: &AppState,
    actor: &AuthUser,
    user_id: &str,
    active: bool,
    ip: Option<&str>,
) -> AppResult<()> {
    let target = users::find_by_id(&state.pool, user_id).await?;
    if !target.is_some_and(|target| target.role.is_staff()) {
        return Err(AppError::NotFound(NOT_FOUND.to_owned()));
    }
    let now = state.now();
    let mut tx = state.begin().await?;
    users::set_active(&mut *tx, user_id, active, now).await?;
    if !active {
        sessions::revoke_all_sessions(&mut *tx, user_id, now).await?;
    }
    let event = Event {
        user_id: Some(&actor.user_id),
        kind: if active {
            audit::USER_ACTIVATED
        } else {
            audit::USER_DEACTIVATED
        },
        detail: user_id,
        ip,
    };
    audit::record(&mut *tx, now, event).await?;
    tx.commit().await?;
    Ok(())
}
