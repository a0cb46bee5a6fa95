//! `GET /cohorts`, `POST /cohorts`, `PUT /cohorts/{id}`: the team's cohorts.

use std::collections::BTreeMap;

use axum::extract::{Path, State};
use axum::Json;
use chrono::Datelike;
use portal_core::onboarding::cohort::{check_cohort, CohortDraft, CohortErrors};
use serde_json::Value;

use super::access::require_team;
use super::wire::{CohortBody, CohortList, CohortSaved, CohortWire};
use crate::audit::{self, Event};
use crate::auth::{AuthUser, ClientIp};
use crate::clock::nairobi_today;
use crate::error::{ApiJson, AppError, AppResult, ErrorBody};
use crate::ids::new_id;
use crate::onboarding::store::cohorts::{self, Cohort};
use crate::state::AppState;

pub const COHORT_EXISTS: &str = "A cohort of this name and year exists already";
pub const COHORT_ADDED: &str = "Cohort added";
pub const COHORT_UPDATED: &str = "Cohort updated";

pub fn wire(cohort: &Cohort) -> CohortWire {
    CohortWire {
        id: cohort.id.clone(),
        name: cohort.name.clone(),
        year: cohort.year,
        intake_date: cohort.intake_date.clone(),
        deadline: cohort.deadline_at,
        hubs: serde_json::from_str(&cohort.hubs).unwrap_or_default(),
    }
}

fn year_text(value: &Value) -> String {
    match value {
        Value::String(text) => text.clone(),
        Value::Number(number) => number.to_string(),
        _ => String::new(),
    }
}

fn fields(errors: &CohortErrors) -> AppError {
    let map: BTreeMap<String, String> = errors
        .all()
        .into_iter()
        .filter_map(|(field, m)| m.map(|m| (field.to_owned(), m.to_owned())))
        .collect();
    AppError::Fields {
        message: errors.first().unwrap_or_default().to_owned(),
        fields: map,
    }
}

/// The cohort a checked form describes (`id` and `created_at` kept when it is edited).
fn checked(state: &AppState, body: &CohortBody, id: String, created_at: i64) -> AppResult<Cohort> {
    let now = state.now();
    let this_year = nairobi_today(now)?.year();
    let year = year_text(&body.year);
    let draft = CohortDraft {
        name: &body.name,
        year: &year,
        intake: &body.intake_date,
        deadline: &body.deadline,
        hubs: body.hubs.iter().map(String::as_str).collect(),
    };
    let cohort = check_cohort(&draft, this_year).map_err(|errors| fields(&errors))?;
    let hubs: Vec<&str> = cohort.hubs.iter().map(|hub| hub.name()).collect();
    Ok(Cohort {
        id,
        name: cohort.name,
        year: i64::from(cohort.year),
        intake_date: body.intake_date.trim().to_owned(),
        deadline_at: cohort.deadline_at,
        hubs: serde_json::to_string(&hubs).unwrap_or_else(|_| "[]".to_owned()),
        created_at,
        updated_at: now,
    })
}

#[utoipa::path(
    get,
    path = "/cohorts",
    tag = "onboarding",
    security(("bearer" = [])),
    responses(
        (status = 200, description = "Every cohort, the newest year first", body = CohortList),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not on the acceleration team", body = ErrorBody),
    )
)]
pub async fn list_cohorts(
    State(state): State<AppState>,
    user: AuthUser,
) -> AppResult<Json<CohortList>> {
    require_team(&user)?;
    let data: Vec<CohortWire> = cohorts::cohorts(&state.pool)
        .await?
        .iter()
        .map(wire)
        .collect();
    Ok(Json(CohortList {
        error: false,
        count: data.len(),
        data,
    }))
}

#[utoipa::path(
    post,
    path = "/cohorts",
    tag = "onboarding",
    security(("bearer" = [])),
    request_body = CohortBody,
    responses(
        (status = 200, description = "Cohort added", body = CohortSaved),
        (status = 400, description = "Each field's message ('Enter the cohort's name'…), or a cohort of this name and year exists already", body = ErrorBody),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not on the acceleration team", body = ErrorBody),
    )
)]
pub async fn add_cohort(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    user: AuthUser,
    ApiJson(body): ApiJson<Value>,
) -> AppResult<Json<CohortSaved>> {
    require_team(&user)?;
    let body: CohortBody = serde_json::from_value(body).unwrap_or_default();
    let now = state.now();
    let cohort = checked(&state, &body, new_id(now), now)?;
    let mut tx = state.begin().await?;
    if !cohorts::insert_cohort(&mut *tx, &cohort, Some(&user.user_id)).await? {
        return Err(AppError::bad_request(COHORT_EXISTS));
    }
    let detail = [cohort.id.as_str(), " ", cohort.name.as_str()].concat();
    let event = Event {
        user_id: Some(&user.user_id),
        kind: audit::COHORT_SAVED,
        detail: &detail,
        ip: ip.as_deref(),
    };
    audit::record(&mut *tx, now, event).await?;
    tx.commit().await?;
    Ok(Json(CohortSaved {
        error: false,
        message: COHORT_ADDED.to_owned(),
        data: wire(&cohort),
    }))
}

#[utoipa::path(
    put,
    path = "/cohorts/{id}",
    tag = "onboarding",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "The cohort")),
    request_body = CohortBody,
    responses(
        (status = 200, description = "Cohort updated", body = CohortSaved),
        (status = 400, description = "Each field's message, or the name and year of another cohort", body = ErrorBody),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not on the acceleration team", body = ErrorBody),
        (status = 404, description = "No such cohort", body = ErrorBody),
    )
)]
pub async fn update_cohort(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    user: AuthUser,
    Path(id): Path<String>,
    ApiJson(body): ApiJson<Value>,
) -> AppResult<Json<CohortSaved>> {
    require_team(&user)?;
    let body: CohortBody = serde_json::from_value(body).unwrap_or_default();
    let Some(found) = cohorts::cohort_by_id(&state.pool, &id).await? else {
        return Err(AppError::not_found());
    };
    let cohort = checked(&state, &body, found.id, found.created_at)?;
    let now = state.now();
    let mut tx = state.begin().await?;
    let saved = cohorts::update_cohort(&mut *tx, &cohort)
        .await
        .map_err(|error| {
            if is_unique_violation(&error) {
                AppError::bad_request(COHORT_EXISTS)
            } else {
                error.into()
            }
        })?;
    if !saved {
        return Err(AppError::not_found());
    }
    let detail = [cohort.id.as_str(), " ", cohort.name.as_str()].concat();
    let event = Event {
        user_id: Some(&user.user_id),
        kind: audit::COHORT_SAVED,
        detail: &detail,
        ip: ip.as_deref(),
    };
    audit::record(&mut *tx, now, event).await?;
    tx.commit().await?;
    Ok(Json(CohortSaved {
        error: false,
        message: COHORT_UPDATED.to_owned(),
        data: wire(&cohort),
    }))
}

fn is_unique_violation(error: &sqlx::Error) -> bool {
    matches!(error, sqlx::Error::Database(db) if db.is_unique_violation())
}
