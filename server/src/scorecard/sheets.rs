//! `GET` and `PUT /scorecard/sheets/{businessId}/{year}/{quarter}`: the coach's scoring sheet of a
//! business and quarter (coach, super admin), checked by core's `check_sheet`, every save audited.

use axum::extract::{Path, State};
use axum::Json;
use portal_core::scorecard::{check_sheet, messages, Problem, ScoringSheet};
use serde_json::Value;

use super::access::Reader;
use super::error::ScoreError;
use super::model::{Refusal, SheetAnswer};
use super::options::read_work_quarter;
use super::store;
use crate::audit::{self, Event};
use crate::auth::{AuthUser, ClientIp};
use crate::clock::nairobi_today;
use crate::error::{AppError, AppResult, ErrorBody};
use crate::state::AppState;

fn sheet_answer(stored: Option<(String, String, i64)>) -> AppResult<SheetAnswer> {
    let Some((json, by, at)) = stored else {
        return Ok(SheetAnswer {
            data: serde_json::to_value(ScoringSheet::blank())
                .map_err(|e| AppError::internal(e.to_string()))?,
            updated_at: None,
            updated_by: None,
        });
    };
    Ok(SheetAnswer {
        data: serde_json::from_str(&json).map_err(|e| AppError::internal(e.to_string()))?,
        updated_at: Some(at),
        updated_by: Some(by),
    })
}

async fn place(
    state: &AppState,
    reader: &Reader,
    (business_id, year, quarter): &(String, String, String),
) -> AppResult<(String, (i32, u32))> {
    let business = reader.business(state, business_id).await?;
    let quarter = read_work_quarter(Some(business_id), Some(year), Some(quarter), state.now())?
        .map_err(|_| AppError::not_found())?;
    Ok((business.id, (quarter.year, quarter.quarter)))
}

/// The sheet (a blank one with the spec's checklists when none was saved).
#[utoipa::path(
    get,
    path = "/scorecard/sheets/{businessId}/{year}/{quarter}",
    tag = "scorecard",
    security(("bearer" = [])),
    params(
        ("businessId" = String, Path, description = "The business"),
        ("year" = i32, Path, description = "The year"),
        ("quarter" = u32, Path, description = "The quarter, 1 to 4"),
    ),
    responses(
        (status = 200, description = "The sheet", body = SheetAnswer),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not the coach or the super admin", body = ErrorBody),
        (status = 404, description = "No such business or quarter", body = ErrorBody),
    )
)]
pub async fn read_sheet(
    State(state): State<AppState>,
    auth: AuthUser,
    Path(path): Path<(String, String, String)>,
) -> AppResult<Json<SheetAnswer>> {
    let reader = Reader::keeper(&state, &auth).await?;
    let (business, (year, quarter)) = place(&state, &reader, &path).await?;
    let stored = store::sheet(&state.pool, &business, year, quarter).await?;
    Ok(Json(sheet_answer(stored)?))
}

/// Saves the sheet, checked by core: `400 {error: true, message, field}` with its first problem.
#[utoipa::path(
    put,
    path = "/scorecard/sheets/{businessId}/{year}/{quarter}",
    tag = "scorecard",
    security(("bearer" = [])),
    params(
        ("businessId" = String, Path, description = "The business"),
        ("year" = i32, Path, description = "The year"),
        ("quarter" = u32, Path, description = "The quarter, 1 to 4"),
    ),
    request_body(content = Object, description = "The scoring sheet"),
    responses(
        (status = 200, description = "The sheet as saved", body = SheetAnswer),
        (status = 400, description = "The sheet's first problem", body = Refusal),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not the coach or the super admin", body = ErrorBody),
        (status = 404, description = "No such business or quarter", body = ErrorBody),
    )
)]
pub async fn save_sheet(
    State(state): State<AppState>,
    auth: AuthUser,
    ClientIp(ip): ClientIp,
    Path(path): Path<(String, String, String)>,
    Json(body): Json<Value>,
) -> Result<Json<SheetAnswer>, ScoreError> {
    let reader = Reader::keeper(&state, &auth).await?;
    let language = reader.language();
    let (business, (year, quarter)) = place(&state, &reader, &path).await?;
    let sheet: ScoringSheet = serde_json::from_value(body).map_err(|_| {
        let message = messages::in_language(messages::SHEET_UNREADABLE, language);
        ScoreError::Refused(Refusal {
            error: true,
            message: message.to_owned(),
            field: String::new(),
        })
    })?;
    let now = state.now();
    check_sheet(&sheet, nairobi_today(now)?)
        .map_err(|problem: Problem| ScoreError::problem(&problem, language))?;
    let json = serde_json::to_string(&sheet).map_err(|e| AppError::internal(e.to_string()))?;
    let mut tx = state.begin().await?;
    store::save_sheet(
        &mut tx,
        &business,
        (year, quarter),
        &json,
        &reader.user.id,
        now,
    )
    .await?;
    let detail = format!("{business} {year} Q{quarter}");
    audit::record(
        &mut *tx,
        now,
        Event {
            user_id: Some(&reader.user.id),
            kind: audit::SCORECARD_SHEET_SAVED,
            detail: &detail,
            ip: ip.as_deref(),
        },
    )
    .await?;
    tx.commit().await?;
    let stored = store::sheet(&state.pool, &business, year, quarter).await?;
    Ok(Json(sheet_answer(stored)?))
}
