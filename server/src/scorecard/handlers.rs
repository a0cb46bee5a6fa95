//! The scorecard's calls: `POST /scorecard/read`, `POST /scorecard/compute`, `GET
//! /scorecard/options` and `GET /scorecard/latest` (the sheets, thresholds, portfolio, risk and
//! credit report have their own files).

use axum::extract::{Query, State};
use axum::Json;
use portal_core::roles::Role;
use portal_core::scorecard::messages::in_language;
use portal_core::survey::quarter::Quarter;

use super::access::Reader;
use super::compute::{compute_and_keep, thresholds};
use super::figures::Target;
use super::model::*;
use super::options::{offered, read_search, read_work_quarter};
use super::render::{language, records};
use super::store::{self, Filter};
use crate::auth::AuthUser;
use crate::clock::nairobi_today;
use crate::error::{AppError, AppResult, ErrorBody};
use crate::numbers::{Num, Text};
use crate::state::AppState;
use crate::users::store as users;

fn text(value: &Option<Text>) -> Option<&str> {
    value.as_ref().map(Text::as_str).filter(|t| !t.is_empty())
}

/// The business, year and quarter asked for, checked by core in the spec's order ('Please select
/// a business', 'Please select a year', 'Please select a quarter', then one not offered). Staff
/// reading a whole quarter name no business.
fn quarter_of(
    state: &AppState,
    reader: &Reader,
    business: Option<&str>,
    body: &QuarterRequest,
) -> AppResult<Quarter> {
    read_search(business, text(&body.year), text(&body.quarter), state.now())?
        .map_err(|problem| AppError::bad_request(in_language(problem.message, reader.language())))
}

/// The kept scorecards of a quarter: the asked business's (a client's own by default), or for
/// staff who leave `businessId` out every business of the quarter they see.
#[utoipa::path(
    post,
    path = "/scorecard/read",
    tag = "scorecard",
    security(("bearer" = [])),
    params(LangQuery),
    request_body = QuarterRequest,
    responses(
        (status = 200, description = "The quarter's records (count 0 and no data when none is kept)", body = RecordsAnswer),
        (status = 400, description = "'Please select a year' / 'Please select a quarter' / not a quarter", body = ErrorBody),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "A role that reads no scorecards", body = ErrorBody),
        (status = 404, description = "No such business, or not the caller's", body = ErrorBody),
    )
)]
pub async fn read(
    State(state): State<AppState>,
    auth: AuthUser,
    Query(lang): Query<LangQuery>,
    Json(body): Json<QuarterRequest>,
) -> AppResult<Json<RecordsAnswer>> {
    let reader = Reader::of(&state, &auth).await?;
    let named = text(&body.business_id)
        .or(reader.own.as_ref().map(|own| own.id.as_str()))
        .or(reader.is_staff().then_some("-"));
    let quarter = quarter_of(&state, &reader, named, &body)?;
    let wanted = match (text(&body.business_id), &reader.own) {
        (Some(id), _) => Some(reader.business(&state, id).await?.id),
        (None, Some(own)) => Some(own.id.clone()),
        (None, None) if reader.is_staff() => None,
        (None, None) => return Err(AppError::not_found()),
    };
    let filter = Filter {
        business_id: wanted.as_deref(),
        registered_by: reader.registered_by(),
        hub: None,
    };
    let kept = store::quarter(&state.pool, quarter.year, quarter.quarter, &filter).await?;
    let data = records(&kept, language(reader.language(), lang.lang.as_deref()))?;
    Ok(Json(RecordsAnswer {
        count: data.len(),
        data,
    }))
}

/// Computes a business's quarter now from the current figures, replacing its kept record.
#[utoipa::path(
    post,
    path = "/scorecard/compute",
    tag = "scorecard",
    security(("bearer" = [])),
    params(LangQuery),
    request_body = QuarterRequest,
    responses(
        (status = 200, description = "The new record", body = RecordsAnswer),
        (status = 400, description = "'Please select a business' / a year / a quarter", body = ErrorBody),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not the coach or the super admin", body = ErrorBody),
        (status = 404, description = "No such business", body = ErrorBody),
    )
)]
pub async fn compute(
    State(state): State<AppState>,
    auth: AuthUser,
    Query(lang): Query<LangQuery>,
    Json(body): Json<QuarterRequest>,
) -> AppResult<Json<RecordsAnswer>> {
    let reader = Reader::keeper(&state, &auth).await?;
    let quarter = read_work_quarter(
        text(&body.business_id),
        text(&body.year),
        text(&body.quarter),
        state.now(),
    )?
    .map_err(|problem| AppError::bad_request(in_language(problem.message, reader.language())))?;
    let id = text(&body.business_id).unwrap_or_default();
    let business = reader.business(&state, id).await?;
    let rules = thresholds(&state).await?;
    let today = nairobi_today(state.now())?;
    compute_and_keep(
        &state,
        quarter,
        Target::One(&business.id),
        &rules,
        today,
        Some(&reader.user.id),
    )
    .await?;
    let filter = Filter {
        business_id: Some(&business.id),
        ..Filter::default()
    };
    let kept = store::quarter(&state.pool, quarter.year, quarter.quarter, &filter).await?;
    let data = records(&kept, language(reader.language(), lang.lang.as_deref()))?;
    Ok(Json(RecordsAnswer {
        count: data.len(),
        data,
    }))
}

/// The search's lists (spec 4.5): the businesses (a client's own; staff's matching `q`, at most
/// 20), the years and the past quarters offered, and the default choice.
#[utoipa::path(
    get,
    path = "/scorecard/options",
    tag = "scorecard",
    security(("bearer" = [])),
    params(OptionsQuery),
    responses(
        (status = 200, description = "The lists", body = OptionsAnswer),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "A role that reads no scorecards", body = ErrorBody),
    )
)]
pub async fn options(
    State(state): State<AppState>,
    auth: AuthUser,
    Query(query): Query<OptionsQuery>,
) -> AppResult<Json<OptionsAnswer>> {
    let reader = Reader::of(&state, &auth).await?;
    let businesses = match &reader.own {
        Some(own) => vec![BusinessChoice {
            id: own.id.clone(),
            name: own.name.clone(),
        }],
        None => store::search_businesses(
            &state.pool,
            query.q.as_deref().unwrap_or("").trim(),
            reader.registered_by(),
            20,
        )
        .await?
        .into_iter()
        .map(|(id, name)| BusinessChoice { id, name })
        .collect(),
    };
    let offer = offered(state.now())?;
    Ok(Json(OptionsAnswer {
        businesses,
        years: offer.years,
        quarters: offer.quarters,
        year: offer.year,
        quarter: offer.quarter,
    }))
}

/// A client's latest kept scorecard, for the loan page's advice (staff).
#[utoipa::path(
    get,
    path = "/scorecard/latest",
    tag = "scorecard",
    security(("bearer" = [])),
    params(LatestQuery),
    responses(
        (status = 200, description = "The latest card's summary, or null", body = LatestAnswer),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not staff who read scorecards", body = ErrorBody),
        (status = 404, description = "No such client, or not one the caller sees", body = ErrorBody),
    )
)]
pub async fn latest(
    State(state): State<AppState>,
    auth: AuthUser,
    Query(query): Query<LatestQuery>,
) -> AppResult<Json<LatestAnswer>> {
    let reader = Reader::staff(&state, &auth).await?;
    let user_id = query.user_id.as_deref().unwrap_or("").trim();
    let owner = users::find_by_id(&state.pool, user_id)
        .await?
        .filter(|owner| owner.role == Role::Client)
        .ok_or_else(AppError::not_found)?;
    let Some(business) =
        crate::bookkeeping::business::find_by_owner(&state.pool, &owner.id).await?
    else {
        return Ok(Json(LatestAnswer { data: None }));
    };
    let business = reader.business(&state, &business.id).await?;
    let Some((year, quarter)) = store::latest_quarter(&state.pool, &business.id).await? else {
        return Ok(Json(LatestAnswer { data: None }));
    };
    let filter = Filter {
        business_id: Some(&business.id),
        ..Filter::default()
    };
    let kept = store::quarter(&state.pool, year, quarter, &filter).await?;
    Ok(Json(LatestAnswer {
        data: kept.first().map(|one| Latest {
            business_id: one.business_id.clone(),
            year: one.year,
            quarter: one.quarter,
            average_score: one.average_hundredths.map(Num::hundredths),
            band: one.band.clone(),
        }),
    }))
}
