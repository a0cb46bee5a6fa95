//! `/alerts`: a person's alerts (new task, task due soon, new feedback, new reply), newest first
//! with the unread count, and marking them read. Everyone signed in has a list (the team's is
//! empty); one person never sees or marks another's.

use axum::extract::{Path, State};
use axum::Json;

use super::model::{AlertView, AlertsResponse, Answer};
use super::store::alerts;
use crate::auth::AuthUser;
use crate::error::{AppError, AppResult, ErrorBody};
use crate::state::AppState;

/// The most alerts one answer holds.
const MOST: i64 = 100;
pub const MARKED_READ: &str = "Marked as read";

#[utoipa::path(
    get,
    path = "/playbook/alerts",
    tag = "playbook",
    security(("bearer" = [])),
    responses(
        (status = 200, description = "The caller's alerts, newest first (at most 100), and how many are unread", body = AlertsResponse),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
    )
)]
pub async fn list_alerts(
    State(state): State<AppState>,
    user: AuthUser,
) -> AppResult<Json<AlertsResponse>> {
    let data = alerts::of_user(&state.pool, &user.user_id, MOST)
        .await?
        .into_iter()
        .map(|a| AlertView {
            id: a.id,
            kind: a.kind,
            title: a.title,
            body: a.body,
            pairing_id: a.pair_id,
            session_id: a.session_id,
            read: a.read,
            created_at: a.created_at,
        })
        .collect();
    let unread = alerts::unread(&state.pool, &user.user_id).await?;
    Ok(Json(AlertsResponse { data, unread }))
}

#[utoipa::path(
    post,
    path = "/playbook/alerts/{id}/read",
    tag = "playbook",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "One of the caller's alerts, or `all`")),
    responses(
        (status = 200, description = "Marked read (again: no change)", body = Answer),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 404, description = "Not one of the caller's alerts", body = ErrorBody),
    )
)]
pub async fn mark_read(
    State(state): State<AppState>,
    user: AuthUser,
    Path(id): Path<String>,
) -> AppResult<Json<Answer>> {
    let id = id.trim();
    let one = (id != "all").then_some(id);
    if let Some(id) = one {
        if !alerts::exists(&state.pool, &user.user_id, id).await? {
            return Err(AppError::not_found());
        }
    }
    let mut tx = state.begin().await?;
    alerts::mark_read(&mut tx, &user.user_id, one).await?;
    tx.commit().await?;
    Ok(Json(Answer::done(MARKED_READ)))
}
