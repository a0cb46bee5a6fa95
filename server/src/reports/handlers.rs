//! `GET /reports/portfolio`, `/reports/arrears`, `/reports/collections` (super admin), as JSON or,
//! with `?format=csv`, as a CSV download.

use axum::extract::{Query, State};
use axum::http::header::{CONTENT_DISPOSITION, CONTENT_TYPE};
use axum::http::HeaderValue;
use axum::response::{IntoResponse, Response};
use axum::Json;
use portal_core::time::nairobi_date_parts;
use serde::Serialize;

use super::model::{ArrearsResponse, CollectionsResponse, PortfolioResponse, ReportQuery};
use super::store;
use crate::auth::AuthUser;
use crate::clock::nairobi_today;
use crate::error::{AppError, AppResult, ErrorBody};
use crate::loans::staff::overview::arrears_by_loan;
use crate::staff::visibility;
use crate::state::AppState;

#[derive(Serialize)]
struct Rows<'a, T> {
    data: &'a [T],
}

/// The roles the visibility table lets read the reports (every client's loans summed).
fn require_reports(user: &AuthUser) -> AppResult<()> {
    match visibility::of(user.role) {
        Some(row) if row.reports => Ok(()),
        _ => Err(AppError::no_access()),
    }
}

fn wants_csv(query: &ReportQuery) -> bool {
    query
        .format
        .as_deref()
        .is_some_and(|f| f.trim().eq_ignore_ascii_case("csv"))
}

/// The rows as CSV (a header of the JSON field names) with a dated file name.
fn csv_download<T: Serialize>(rows: &[T], name: &str, now: i64) -> AppResult<Response> {
    let mut writer = csv::Writer::from_writer(Vec::new());
    for row in rows {
        writer
            .serialize(row)
            .map_err(|error| AppError::internal(format!("csv: {error}")))?;
    }
    let bytes = writer
        .into_inner()
        .map_err(|error| AppError::internal(format!("csv: {error}")))?;
    let date = nairobi_date_parts(now)
        .map(|(y, m, d, _)| format!("{y:04}-{m:02}-{d:02}"))
        .unwrap_or_default();
    let disposition = format!("attachment; filename=\"{name}-{date}.csv\"");
    let headers = [
        (
            CONTENT_TYPE,
            HeaderValue::from_static("text/csv; charset=utf-8"),
        ),
        (
            CONTENT_DISPOSITION,
            HeaderValue::from_str(&disposition).map_err(|_| AppError::internal("bad file name"))?,
        ),
    ];
    Ok((headers, bytes).into_response())
}

fn answer<T: Serialize>(
    rows: &[T],
    query: &ReportQuery,
    name: &str,
    now: i64,
) -> AppResult<Response> {
    if wants_csv(query) {
        csv_download(rows, name, now)
    } else {
        Ok(Json(Rows { data: rows }).into_response())
    }
}

/// Submitted loans by fund and status: how many, lent and still owed.
#[utoipa::path(
    get,
    path = "/reports/portfolio",
    tag = "reports",
    security(("bearer" = [])),
    params(ReportQuery),
    responses(
        (status = 200, description = "The rows (text/csv with format=csv)", body = PortfolioResponse),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not a super admin", body = ErrorBody),
    )
)]
pub async fn portfolio(
    State(state): State<AppState>,
    user: AuthUser,
    Query(query): Query<ReportQuery>,
) -> AppResult<Response> {
    require_reports(&user)?;
    let rows = store::portfolio(&state.pool).await?;
    answer(&rows, &query, "portfolio", state.now())
}

/// Active loans by days in arrears (1-30, 31-60, 61-90, 90+) and currency, as of today.
#[utoipa::path(
    get,
    path = "/reports/arrears",
    tag = "reports",
    security(("bearer" = [])),
    params(ReportQuery),
    responses(
        (status = 200, description = "The rows (text/csv with format=csv)", body = ArrearsResponse),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not a super admin", body = ErrorBody),
    )
)]
pub async fn arrears(
    State(state): State<AppState>,
    user: AuthUser,
    Query(query): Query<ReportQuery>,
) -> AppResult<Response> {
    require_reports(&user)?;
    let loans: Vec<_> = arrears_by_loan(&state)
        .await?
        .into_iter()
        .map(|(loan, rows)| (loan.currency, rows))
        .collect();
    let rows = store::arrears(&loans, nairobi_today(state.now())?)?;
    answer(&rows, &query, "arrears", state.now())
}

/// Repayments received by month and currency.
#[utoipa::path(
    get,
    path = "/reports/collections",
    tag = "reports",
    security(("bearer" = [])),
    params(ReportQuery),
    responses(
        (status = 200, description = "The rows (text/csv with format=csv)", body = CollectionsResponse),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not a super admin", body = ErrorBody),
    )
)]
pub async fn collections(
    State(state): State<AppState>,
    user: AuthUser,
    Query(query): Query<ReportQuery>,
) -> AppResult<Response> {
    require_reports(&user)?;
    let rows = store::collections(&state.pool).await?;
    answer(&rows, &query, "collections", state.now())
}
