//! `GET /scorecard/thresholds` (coach, super admin) and `PUT` (super admin): the thresholds table
//! in force, and a new one checked by core (`read_thresholds`), kept as a new version and audited.
//! A change applies to scorecards computed afterwards.

use axum::extract::State;
use axum::Json;
use portal_core::roles::Role;
use portal_core::scorecard::thresholds::read_thresholds;
use serde_json::Value;

use super::access::Reader;
use super::compute::thresholds;
use super::error::ScoreError;
use super::model::{Refusal, ThresholdsAnswer};
use super::store;
use crate::audit::{self, Event};
use crate::auth::{AuthUser, ClientIp};
use crate::error::{AppError, AppResult, ErrorBody};
use crate::state::AppState;

async fn answer(state: &AppState) -> AppResult<ThresholdsAnswer> {
    let version = store::thresholds(&state.pool).await?.map_or(0, |(v, _)| v);
    let table = thresholds(state).await?;
    let mut value = serde_json::to_value(&table).map_err(|e| AppError::internal(e.to_string()))?;
    Ok(ThresholdsAnswer {
        data: value["data"].take(),
        version,
    })
}

/// The table in force (core's defaults until the super admin saves one).
#[utoipa::path(
    get,
    path = "/scorecard/thresholds",
    tag = "scorecard",
    security(("bearer" = [])),
    responses(
        (status = 200, description = "The table", body = ThresholdsAnswer),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not the coach or the super admin", body = ErrorBody),
    )
)]
pub async fn read_table(
    State(state): State<AppState>,
    auth: AuthUser,
) -> AppResult<Json<ThresholdsAnswer>> {
    Reader::keeper(&state, &auth).await?;
    Ok(Json(answer(&state).await?))
}

/// Saves a new table: `400 {error: true, message, field}` with core's first problem.
#[utoipa::path(
    put,
    path = "/scorecard/thresholds",
    tag = "scorecard",
    security(("bearer" = [])),
    request_body(content = Object, description = "`{data: [{measure, better, unit, steps: [{bound, score}]}]}`"),
    responses(
        (status = 200, description = "The table now in force", body = ThresholdsAnswer),
        (status = 400, description = "The table's first problem", body = Refusal),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not the super admin", body = ErrorBody),
    )
)]
pub async fn save_table(
    State(state): State<AppState>,
    auth: AuthUser,
    ClientIp(ip): ClientIp,
    Json(body): Json<Value>,
) -> Result<Json<ThresholdsAnswer>, ScoreError> {
    auth.require(&[Role::Super])?;
    let reader = Reader::keeper(&state, &auth).await?;
    let table = read_thresholds(&body.to_string())
        .map_err(|problem| ScoreError::problem(&problem, reader.language()))?;
    let json = serde_json::to_string(&table).map_err(|e| AppError::internal(e.to_string()))?;
    let now = state.now();
    let mut tx = state.begin().await?;
    let version = store::save_thresholds(&mut tx, &json, &reader.user.id, now).await?;
    let detail = format!("version {version}");
    audit::record(
        &mut *tx,
        now,
        Event {
            user_id: Some(&reader.user.id),
            kind: audit::SCORECARD_THRESHOLDS_SAVED,
            detail: &detail,
            ip: ip.as_deref(),
        },
    )
    .await?;
    tx.commit().await?;
    Ok(Json(answer(&state).await?))
}
