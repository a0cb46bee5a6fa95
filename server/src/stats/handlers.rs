//! `GET /api/stats/cashflow/{businessId}/{businessName}/{year}?dataMode=monthly|quarterly`.

use axum::extract::rejection::QueryRejection;
use axum::extract::{Path, Query, State};
use axum::Json;
use portal_core::bookkeeping::cashflow::{
    analytics, analytics_year_allowed, year_range, PeriodMode,
};
use portal_core::bookkeeping::messages::{
    ANALYTICS_MODE_UNKNOWN, ANALYTICS_NOT_FOUND, ANALYTICS_YEAR_INVALID,
};

use super::model::{CashflowAnswer, CashflowData, CashflowQuery, StatsError, StatsFailure};
use super::store;
use crate::auth::AuthUser;
use crate::bookkeeping::access::Caller;
use crate::error::AppError;
use crate::state::AppState;

/// Revenue and operating profit of a business per month or quarter of a year. The business name
/// and `usr_mail` are informational: access follows the bearer token (the owner, or staff).
#[utoipa::path(
    get,
    path = "/stats/cashflow/{businessId}/{businessName}/{year}",
    tag = "bookkeeping",
    security(("bearer" = [])),
    params(
        ("businessId" = String, Path, description = "The business's id"),
        ("businessName" = String, Path, description = "The business's name (informational)"),
        ("year" = String, Path, description = "The year, 2000 to this year (in Nairobi)"),
        CashflowQuery,
    ),
    responses(
        (status = 200, description = "The year's figures per period", body = CashflowAnswer),
        (status = 400, description = "A dataMode other than monthly or quarterly, or a bad year", body = StatsFailure),
        (status = 401, description = "Sign in to continue", body = StatsFailure),
        (status = 403, description = "Not the caller's business (staff read any)", body = StatsFailure),
        (status = 404, description = "Analytics not found: no business has this id", body = StatsFailure),
    )
)]
pub async fn cashflow(
    State(state): State<AppState>,
    auth: Result<AuthUser, AppError>,
    Path((business_id, _business_name, year)): Path<(String, String, String)>,
    query: Result<Query<CashflowQuery>, QueryRejection>,
) -> Result<Json<CashflowAnswer>, StatsError> {
    let auth = auth?;
    let Query(query) = query.map_err(|_| AppError::bad_request(ANALYTICS_MODE_UNKNOWN))?;
    let mode = match query.data_mode.as_deref().map(str::trim) {
        None | Some("") => PeriodMode::Monthly,
        Some(text) => {
            PeriodMode::parse(text).ok_or_else(|| AppError::bad_request(ANALYTICS_MODE_UNKNOWN))?
        }
    };
    let year: i32 = year
        .trim()
        .parse()
        .ok()
        .filter(|year| analytics_year_allowed(*year, state.now()))
        .ok_or_else(|| AppError::bad_request(ANALYTICS_YEAR_INVALID))?;
    let (from, to) =
        year_range(year).ok_or_else(|| AppError::bad_request(ANALYTICS_YEAR_INVALID))?;
    let caller = Caller::of(&state, &auth).await?;
    let books = caller
        .books(&state, business_id.trim())
        .await
        .map_err(|error| match error {
            AppError::NotFound(_) => AppError::NotFound(ANALYTICS_NOT_FOUND.to_owned()),
            other => other,
        })?;
    let entries = store::entries(&state.pool, &books.business.id, from, to).await?;
    let figures = analytics(entries, year, mode);
    Ok(Json(CashflowAnswer {
        response: true,
        data: CashflowData::from(&figures),
    }))
}
