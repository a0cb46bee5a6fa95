//! The budget's calls: `GET /budget` (the budget with its report against DigiKua's actual) and its
//! exports `GET /budget/export.csv` and `/budget/export.xlsx`. Changes come through the sync push
//! only (`entities`).

use axum::extract::{Query, State};
use axum::http::header::{CACHE_CONTROL, CONTENT_DISPOSITION, CONTENT_TYPE};
use axum::http::HeaderValue;
use axum::response::{IntoResponse, Response};
use axum::Json;
use portal_core::bookkeeping::{Entity, Record};
use portal_core::budget::export;
use portal_core::budget::model::{Budget, Spent};
use portal_core::budget::report::{report, Report};

use super::access::{reading, Reading};
use super::model::{line_view, period_view, report_view, BudgetAnswer, BudgetQuery};
use super::store;
use crate::auth::AuthUser;
use crate::bookkeeping::records::list_by_entity;
use crate::error::{AppError, AppResult, ErrorBody};
use crate::state::AppState;

async fn budget_and_report(state: &AppState, business_id: &str) -> AppResult<(Budget, Report)> {
    let budget = {
        let mut conn = state.pool.acquire().await?;
        store::budget(&mut conn, business_id).await?
    };
    let spent: Vec<Spent> = list_by_entity(&state.pool, business_id, Entity::Expense)
        .await?
        .iter()
        .filter_map(|record| match record {
            Record::Expense(expense) => Spent::of_expense(expense),
            _ => None,
        })
        .collect();
    let report = report(&budget, &spent);
    Ok((budget, report))
}

/// A business's budget and its budget against actual.
#[utoipa::path(
    get,
    path = "/budget",
    tag = "budget",
    security(("bearer" = [])),
    params(BudgetQuery),
    responses(
        (status = 200, description = "The budget (periods by number, lines) and the report: per table its lines, Unbudgeted rows, totals per period and Total; the grand totals; the chart", body = BudgetAnswer),
        (status = 400, description = "'Choose a business': staff sent no businessId", body = ErrorBody),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "A role that keeps no budget and reads none", body = ErrorBody),
        (status = 404, description = "'Budget not found': no such business, or not the caller's", body = ErrorBody),
    )
)]
pub async fn read_budget(
    State(state): State<AppState>,
    auth: AuthUser,
    Query(query): Query<BudgetQuery>,
) -> AppResult<Json<BudgetAnswer>> {
    let Reading { business, own, .. } = reading(&state, &auth, &query).await?;
    let (budget, report) = budget_and_report(&state, &business.id).await?;
    Ok(Json(BudgetAnswer {
        business_id: business.id,
        editable: own,
        periods: budget
            .periods_in_order()
            .into_iter()
            .map(period_view)
            .collect(),
        lines: budget.lines.iter().map(line_view).collect(),
        report: report_view(&report),
    }))
}

fn download(bytes: Vec<u8>, content_type: &'static str, name: &str) -> AppResult<Response> {
    let disposition = format!("attachment; filename=\"{name}\"");
    let headers = [
        (CONTENT_TYPE, HeaderValue::from_static(content_type)),
        (CACHE_CONTROL, HeaderValue::from_static("private, no-store")),
        (
            CONTENT_DISPOSITION,
            HeaderValue::from_str(&disposition)
                .map_err(|_| AppError::internal("a bad file name"))?,
        ),
    ];
    Ok((headers, bytes).into_response())
}

/// The budget against actual as CSV, in the reader's language.
#[utoipa::path(
    get,
    path = "/budget/export.csv",
    tag = "budget",
    security(("bearer" = [])),
    params(BudgetQuery),
    responses(
        (status = 200, description = "text/csv: Table, Line, Period, Budget, Actual, Variance, Variance %", content_type = "text/csv"),
        (status = 400, description = "'Choose a business'", body = ErrorBody),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "A role that reads no budget", body = ErrorBody),
        (status = 404, description = "'Budget not found'", body = ErrorBody),
    )
)]
pub async fn export_csv(
    State(state): State<AppState>,
    auth: AuthUser,
    Query(query): Query<BudgetQuery>,
) -> AppResult<Response> {
    let Reading { user, business, .. } = reading(&state, &auth, &query).await?;
    let (_, report) = budget_and_report(&state, &business.id).await?;
    let text = export::csv(&report, user.language);
    download(text.into_bytes(), "text/csv; charset=utf-8", "budget.csv")
}

/// The budget against actual as an Excel workbook, in the reader's language.
#[utoipa::path(
    get,
    path = "/budget/export.xlsx",
    tag = "budget",
    security(("bearer" = [])),
    params(BudgetQuery),
    responses(
        (status = 200, description = "The workbook", content_type = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"),
        (status = 400, description = "'Choose a business'", body = ErrorBody),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "A role that reads no budget", body = ErrorBody),
        (status = 404, description = "'Budget not found'", body = ErrorBody),
    )
)]
pub async fn export_xlsx(
    State(state): State<AppState>,
    auth: AuthUser,
    Query(query): Query<BudgetQuery>,
) -> AppResult<Response> {
    let Reading { user, business, .. } = reading(&state, &auth, &query).await?;
    let (_, report) = budget_and_report(&state, &business.id).await?;
    download(
        export::xlsx(&report, user.language),
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        "budget.xlsx",
    )
}
