//! `GET /scorecard/portfolio` (staff): a quarter's kept scorecards of every business the caller
//! sees (optionally one hub's), best first with their rank, counted by band and by rank group; as
//! CSV with `format=csv`.

use std::collections::BTreeMap;

use axum::extract::{Query, State};
use axum::http::header::{CACHE_CONTROL, CONTENT_DISPOSITION, CONTENT_TYPE};
use axum::http::HeaderValue;
use axum::response::{IntoResponse, Response};
use axum::Json;
use portal_core::onboarding::hubs::{Hub, SELECT_HUB};
use portal_core::onboarding::messages::in_language as hub_message;
use portal_core::scorecard::messages::in_language;
use portal_core::scorecard::{average, Band, RankGroup};

use super::access::Reader;
use super::model::{PortfolioAnswer, PortfolioQuery, PortfolioRow};
use super::options::{default_quarter, read_quarter};
use super::store::{self, Filter};
use crate::auth::AuthUser;
use crate::error::{AppError, AppResult, ErrorBody};
use crate::numbers::Num;
use crate::state::AppState;

const COLUMNS: [&str; 9] = [
    "businessId",
    "name",
    "owner",
    "hub",
    "months",
    "rankGroup",
    "averageScore",
    "band",
    "rank",
];

/// A cell a spreadsheet would read as a formula (leading `= + - @`) is kept as text.
fn cell(text: String) -> String {
    if text.starts_with(['=', '+', '-', '@']) {
        ["'", &text].concat()
    } else {
        text
    }
}

fn csv(rows: &[PortfolioRow]) -> AppResult<Vec<u8>> {
    let mut writer = csv::Writer::from_writer(Vec::new());
    let fail = |e: csv::Error| AppError::internal(e.to_string());
    writer.write_record(COLUMNS).map_err(fail)?;
    for row in rows {
        writer
            .write_record([
                cell(row.business_id.clone()),
                cell(row.name.clone()),
                cell(row.owner.clone()),
                cell(row.hub.clone().unwrap_or_default()),
                row.months.to_string(),
                cell(row.rank_group.clone()),
                row.average_score
                    .map(|a| format!("{:.2}", a.0))
                    .unwrap_or_default(),
                row.band.clone().unwrap_or_default(),
                row.rank.to_string(),
            ])
            .map_err(fail)?;
    }
    writer
        .into_inner()
        .map_err(|e| AppError::internal(e.to_string()))
}

#[utoipa::path(
    get,
    path = "/scorecard/portfolio",
    tag = "scorecard",
    security(("bearer" = [])),
    params(PortfolioQuery),
    responses(
        (status = 200, description = "The quarter's cards (JSON, or CSV with format=csv)", body = PortfolioAnswer),
        (status = 400, description = "Not a year or quarter", body = ErrorBody),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not staff who read scorecards", body = ErrorBody),
    )
)]
pub async fn portfolio(
    State(state): State<AppState>,
    auth: AuthUser,
    Query(query): Query<PortfolioQuery>,
) -> AppResult<Response> {
    let reader = Reader::staff(&state, &auth).await?;
    let quarter = match (query.year.as_deref(), query.quarter.as_deref()) {
        (Some(year), Some(quarter)) if !year.trim().is_empty() && !quarter.trim().is_empty() => {
            read_quarter(year, quarter, state.now())?.map_err(|problem| {
                AppError::bad_request(in_language(problem.message, reader.language()))
            })?
        }
        _ => default_quarter(state.now())?,
    };
    // One of core's five hubs in any case ('kisumu' finds Kisumu's), or every hub when left out.
    let asked = query
        .hub
        .as_deref()
        .map(str::trim)
        .filter(|h| !h.is_empty());
    let hub = match asked.map(Hub::parse) {
        None => None,
        Some(Some(hub)) => Some(hub.name()),
        Some(None) => {
            return Err(AppError::bad_request(hub_message(
                SELECT_HUB,
                reader.language(),
            )))
        }
    };
    let filter = Filter {
        business_id: None,
        registered_by: reader.registered_by(),
        hub,
    };
    let kept = store::quarter(&state.pool, quarter.year, quarter.quarter, &filter).await?;
    let mut by_band: BTreeMap<String, usize> =
        Band::ALL.iter().map(|b| (b.wire().to_owned(), 0)).collect();
    let mut by_group: BTreeMap<String, usize> = RankGroup::ALL
        .iter()
        .map(|g| (g.id().to_owned(), 0))
        .collect();
    let mut averages = Vec::new();
    let rows: Vec<PortfolioRow> = kept
        .into_iter()
        .map(|one| {
            if let Some(band) = &one.band {
                *by_band.entry(band.clone()).or_default() += 1;
            }
            *by_group.entry(one.rank_group.clone()).or_default() += 1;
            let average_score = one.average_hundredths.map(Num::hundredths);
            if let Some(a) = average_score {
                averages.push(a.0);
            }
            PortfolioRow {
                business_id: one.business_id,
                name: one.business_name,
                owner: one.owner_name,
                hub: one.hub,
                months: one.months,
                rank_group: one.rank_group,
                average_score,
                band: one.band,
                rank: one.rank,
            }
        })
        .collect();
    if query.format.as_deref().map(str::trim) == Some("csv") {
        let name = format!(
            "attachment; filename=\"scorecards-{}-q{}.csv\"",
            quarter.year, quarter.quarter
        );
        let headers = [
            (
                CONTENT_TYPE,
                HeaderValue::from_static("text/csv; charset=utf-8"),
            ),
            (CACHE_CONTROL, HeaderValue::from_static("private, no-store")),
            (
                CONTENT_DISPOSITION,
                HeaderValue::from_str(&name).map_err(|_| AppError::internal("a bad file name"))?,
            ),
        ];
        return Ok((headers, csv(&rows)?).into_response());
    }
    Ok(Json(PortfolioAnswer {
        year: quarter.year,
        quarter: quarter.quarter,
        data: rows,
        by_band,
        by_group,
        average_score: average(&averages).map(Num),
        hubs: Hub::ALL.iter().map(|hub| hub.name()).collect(),
    })
    .into_response())
}
