//! `GET /surveys/{name}/responses` (who answered in a quarter, with their cohort and hub, and what)
//! and `GET /surveys/{name}/rate` (the response rate by cohort and hub, core's `response_rate`).

use axum::extract::{Path, Query, State};
use axum::Json;
use portal_core::survey::rate::{response_rate, ResponseRate};

use super::surveys::quarter_of;
use super::wire::{
    GroupRate, QuarterQuery, RateAnswer, RateData, RateWire, ResponseList, ResponseWire,
};
use crate::auth::AuthUser;
use crate::error::ErrorBody;
use crate::numbers::Num;
use crate::state::AppState;
use crate::survey::access::{require_team, survey_code};
use crate::survey::model::{SurveyRefusal, SurveyResult};
use crate::survey::store::responses::{self, Listed};

pub const PER_PAGE: i64 = 50;
pub const MAX_PER_PAGE: i64 = 200;

pub fn response_wire(listed: &Listed) -> ResponseWire {
    let r = &listed.response;
    ResponseWire {
        id: r.id.clone(),
        user_id: r.user_id.clone(),
        name: [listed.first_name.as_str(), " ", listed.last_name.as_str()]
            .concat()
            .trim()
            .to_owned(),
        email: listed.email.clone(),
        cohort: listed.cohort.clone(),
        hub: listed.hub.clone(),
        submitted_at: r.submitted_at,
        received_at: r.received_at,
        counted_at: r.counted_at,
        version: r.survey_version,
        answers: serde_json::from_str(&r.answers).unwrap_or_default(),
    }
}

#[utoipa::path(
    get,
    path = "/surveys/{name}/responses",
    tag = "survey",
    security(("bearer" = [])),
    params(("name" = String, Path, description = "The survey's name or code"), QuarterQuery),
    responses(
        (status = 200, description = "The quarter's responses, the latest first, paged (perPage at most 200)", body = ResponseList),
        (status = 400, description = "Not a quarter", body = SurveyRefusal),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not on the acceleration team", body = ErrorBody),
        (status = 404, description = "'Error Occured Unmapped survey'", body = SurveyRefusal),
    )
)]
pub async fn list_responses(
    State(state): State<AppState>,
    user: AuthUser,
    Path(name): Path<String>,
    Query(query): Query<QuarterQuery>,
) -> SurveyResult<Json<ResponseList>> {
    require_team(&user)?;
    let code = survey_code(&name)?;
    let quarter = quarter_of(
        state.now(),
        query.year.map(i64::from),
        query.quarter.map(i64::from),
    )?;
    let per_page = query.per_page.unwrap_or(PER_PAGE).clamp(1, MAX_PER_PAGE);
    let page = query.page.unwrap_or(1).max(1);
    let total = responses::count_of_quarter(&state.pool, code, quarter).await?;
    let rows = responses::of_quarter(
        &state.pool,
        code,
        quarter,
        per_page,
        (page - 1).saturating_mul(per_page),
    )
    .await?;
    Ok(Json(ResponseList {
        error: false,
        year: quarter.year,
        quarter: quarter.quarter,
        total,
        page,
        per_page,
        data: rows.iter().map(response_wire).collect(),
    }))
}

fn rate_wire(rate: ResponseRate) -> RateWire {
    RateWire {
        responded: rate.responded,
        expected: rate.expected,
        percent: rate.percent.map(Num),
    }
}

fn count(n: i64) -> u64 {
    u64::try_from(n).unwrap_or_default()
}

#[utoipa::path(
    get,
    path = "/surveys/{name}/rate",
    tag = "survey",
    security(("bearer" = [])),
    params(("name" = String, Path, description = "The survey's name or code"), QuarterQuery),
    responses(
        (status = 200, description = "Of the people enrolled in a cohort, how many responded in the quarter: in all, and by cohort and hub", body = RateAnswer),
        (status = 400, description = "Not a quarter", body = SurveyRefusal),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not on the acceleration team", body = ErrorBody),
        (status = 404, description = "'Error Occured Unmapped survey'", body = SurveyRefusal),
    )
)]
pub async fn response_rates(
    State(state): State<AppState>,
    user: AuthUser,
    Path(name): Path<String>,
    Query(query): Query<QuarterQuery>,
) -> SurveyResult<Json<RateAnswer>> {
    require_team(&user)?;
    let code = survey_code(&name)?;
    let quarter = quarter_of(
        state.now(),
        query.year.map(i64::from),
        query.quarter.map(i64::from),
    )?;
    let groups = responses::counts_by_group(&state.pool, code, quarter).await?;
    let responded: i64 = groups.iter().map(|g| g.responded).sum();
    let enrolled: i64 = groups.iter().map(|g| g.enrolled).sum();
    Ok(Json(RateAnswer {
        error: false,
        data: RateData {
            year: quarter.year,
            quarter: quarter.quarter,
            total: rate_wire(response_rate(count(responded), count(enrolled))),
            groups: groups
                .into_iter()
                .map(|g| GroupRate {
                    cohort_id: g.cohort_id,
                    cohort: g.cohort,
                    cohort_year: g.cohort_year,
                    hub: g.hub,
                    rate: rate_wire(response_rate(count(g.responded), count(g.enrolled))),
                })
                .collect(),
        },
    }))
}
