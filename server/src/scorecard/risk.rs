//! `GET /scorecard/risk/{businessId}` (the risk scorecard of spec 2.5 and 3, kept with each
//! computed quarter and rendered by core's `wire::render_risk`) and `GET /scorecard/credit-report`
//! (a client's loans, latest scorecard and core's advice on its weak measures).

use axum::extract::{Path, Query, State};
use axum::Json;
use portal_core::roles::Role;
use portal_core::scorecard::advice::advice;
use portal_core::scorecard::messages::in_language;
use portal_core::scorecard::wire::render_risk;
use portal_core::survey::quarter::Quarter;

use super::access::Reader;
use super::credit::loans;
use super::figures::Target;
use super::gather::gather;
use super::model::*;
use super::options::read_quarter;
use super::render::{computed_of, language, record};
use super::store::{self, Filter};
use crate::auth::AuthUser;
use crate::clock::nairobi_today;
use crate::error::{AppError, AppResult, ErrorBody};
use crate::numbers::Num;
use crate::state::AppState;

async fn kept_of(
    state: &AppState,
    business_id: &str,
    quarter: Quarter,
) -> AppResult<Option<store::Kept>> {
    let filter = Filter {
        business_id: Some(business_id),
        ..Filter::default()
    };
    Ok(
        store::quarter(&state.pool, quarter.year, quarter.quarter, &filter)
            .await?
            .into_iter()
            .next(),
    )
}

/// The risk scorecard of a quarter (by default the latest with a kept scorecard).
#[utoipa::path(
    get,
    path = "/scorecard/risk/{businessId}",
    tag = "scorecard",
    security(("bearer" = [])),
    params(("businessId" = String, Path, description = "The business"), RiskQuery),
    responses(
        (status = 200, description = "`{Response: true, data: [Risk]}`, or `{Response: false, data: []}` when nothing is computed yet ('Scores not found')", body = RiskAnswer),
        (status = 400, description = "Not a year or quarter the search offers", body = ErrorBody),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "A role that reads no scorecards", body = ErrorBody),
        (status = 404, description = "No such business, or not the caller's", body = ErrorBody),
    )
)]
pub async fn risk(
    State(state): State<AppState>,
    auth: AuthUser,
    Path(business_id): Path<String>,
    Query(query): Query<RiskQuery>,
) -> AppResult<Json<RiskAnswer>> {
    let reader = Reader::of(&state, &auth).await?;
    let business = reader.business(&state, &business_id).await?;
    let quarter = match (query.year.as_deref(), query.quarter.as_deref()) {
        (Some(year), Some(quarter)) if !year.trim().is_empty() && !quarter.trim().is_empty() => {
            Some(
                read_quarter(year, quarter, state.now())?.map_err(|problem| {
                    AppError::bad_request(in_language(problem.message, reader.language()))
                })?,
            )
        }
        _ => store::latest_quarter(&state.pool, &business.id)
            .await?
            .map(|(year, quarter)| Quarter { year, quarter }),
    };
    let kept = match quarter {
        Some(quarter) => kept_of(&state, &business.id, quarter).await?,
        None => None,
    };
    let Some(kept) = kept else {
        return Ok(Json(RiskAnswer {
            response: false,
            data: Vec::new(),
        }));
    };
    let computed = computed_of(&kept)?;
    let language = language(reader.language(), query.lang.as_deref());
    Ok(Json(RiskAnswer {
        response: true,
        data: vec![render_risk(
            &computed.risk,
            language,
            &business.id,
            &business.name,
        )],
    }))
}

/// A client's loans, their latest scorecard and what would raise its weak measures.
#[utoipa::path(
    get,
    path = "/scorecard/credit-report",
    tag = "scorecard",
    security(("bearer" = [])),
    params(LangQuery),
    responses(
        (status = 200, description = "The loans, the latest scorecard (or null) and the advice", body = CreditReport),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not a client", body = ErrorBody),
    )
)]
pub async fn credit_report(
    State(state): State<AppState>,
    auth: AuthUser,
    Query(lang): Query<LangQuery>,
) -> AppResult<Json<CreditReport>> {
    auth.require(&[Role::Client])?;
    let reader = Reader::of(&state, &auth).await?;
    let business = reader.own.clone().ok_or_else(AppError::no_access)?;
    let language = language(reader.language(), lang.lang.as_deref());
    let now = state.now();
    let today = nairobi_today(now)?;
    let current =
        Quarter::of(now).ok_or_else(|| AppError::internal("the clock is out of range"))?;
    let gathered = gather(&state.pool, current, Target::One(&business.id), today).await?;
    let loans = gathered
        .first()
        .map(|one| loans(&one.inputs, today))
        .unwrap_or_default();
    let latest = match store::latest_quarter(&state.pool, &business.id).await? {
        Some((year, quarter)) => kept_of(&state, &business.id, Quarter { year, quarter }).await?,
        None => None,
    };
    let (scorecard, advice) = match latest {
        Some(kept) => {
            let computed = computed_of(&kept)?;
            let advice = advice(&computed.scorecard, language)
                .into_iter()
                .map(|item| Advice {
                    measure: item.measure.key().to_owned(),
                    group: item.group.key().to_owned(),
                    score: item.score.map(Num),
                    text: item.text,
                })
                .collect();
            (Some(record(&kept, &computed, language)), advice)
        }
        None => (None, Vec::new()),
    };
    Ok(Json(CreditReport {
        loans,
        scorecard,
        advice,
    }))
}
