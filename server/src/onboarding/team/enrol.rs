//! `POST /cohorts/{id}/enrol {users}`: enrols clients and applicants in a cohort, one or a list at
//! once, by e-mail or id. Each is put on the new onboarding with their deadline (the cohort's, or
//! 90 days from now) and their folders; someone in another cohort moves, keeping what they sent.

use axum::extract::{Path, State};
use axum::Json;
use portal_core::onboarding::deadline::deadline;
use portal_core::roles::Role;
use serde_json::Value;

use super::access::require_team;
use super::wire::{EnrolBody, Enrolled};
use crate::audit::{self, Event};
use crate::auth::{AuthUser, ClientIp};
use crate::error::{ApiJson, AppError, AppResult, ErrorBody};
use crate::ids::new_id;
use crate::onboarding::store::cohorts;
use crate::onboarding::store::enrolments::{self, NewEnrolment};
use crate::state::AppState;
use crate::users::model::User;
use crate::users::store as users;

/// A list is at most this long: a cohort's intake, not the whole user base.
pub const MAX_AT_ONCE: usize = 500;
pub const NOBODY_TO_ENROL: &str = "Give the e-mail addresses of the people to enrol";
pub const TOO_MANY_AT_ONCE: &str = "Enrol at most 500 people at once";
pub const ENROLLED: &str = "Enrolled";

async fn find(state: &AppState, who: &str) -> AppResult<Option<User>> {
    let found = if who.contains('@') {
        users::find_by_email(&state.pool, &who.to_lowercase()).await?
    } else {
        users::find_by_id(&state.pool, who).await?
    };
    Ok(found.filter(|u| matches!(u.role, Role::Client | Role::Applicant)))
}

#[utoipa::path(
    post,
    path = "/cohorts/{id}/enrol",
    tag = "onboarding",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "The cohort")),
    request_body = EnrolBody,
    responses(
        (status = 200, description = "Who was enrolled, who was in the cohort already, and which e-mails or ids are no client or applicant", body = Enrolled),
        (status = 400, description = "An empty list, or more than 500 at once", body = ErrorBody),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not on the acceleration team", body = ErrorBody),
        (status = 404, description = "No such cohort", body = ErrorBody),
    )
)]
pub async fn enrol(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    user: AuthUser,
    Path(id): Path<String>,
    ApiJson(body): ApiJson<Value>,
) -> AppResult<Json<Enrolled>> {
    require_team(&user)?;
    let body: EnrolBody = serde_json::from_value(body).unwrap_or_default();
    let mut wanted: Vec<String> = body
        .users
        .iter()
        .flat_map(|line| line.split([',', ';', '\n', ' ']))
        .map(|w| w.trim().to_owned())
        .filter(|w| !w.is_empty())
        .collect();
    let mut seen = std::collections::HashSet::new();
    wanted.retain(|w| seen.insert(w.to_lowercase()));
    if wanted.is_empty() {
        return Err(AppError::bad_request(NOBODY_TO_ENROL));
    }
    if wanted.len() > MAX_AT_ONCE {
        return Err(AppError::bad_request(TOO_MANY_AT_ONCE));
    }
    let Some(cohort) = cohorts::cohort_by_id(&state.pool, &id).await? else {
        return Err(AppError::not_found());
    };
    let mut found = Vec::new();
    let mut not_found = Vec::new();
    for who in wanted {
        match find(&state, &who).await? {
            Some(person) => found.push((who, person)),
            None => not_found.push(who),
        }
    }
    let now = state.now();
    let due = deadline(now, cohort.deadline_at);
    let (mut enrolled, mut already) = (Vec::new(), Vec::new());
    let mut tx = state.begin().await?;
    for (who, person) in found {
        let (info, invest) = (new_id(now), new_id(now));
        let new = NewEnrolment {
            user_id: &person.id,
            cohort_id: &cohort.id,
            track: person.role.as_str(),
            info_folder: &info,
            invest_folder: &invest,
            deadline_at: due,
            enrolled_by: Some(&user.user_id),
        };
        if !enrolments::enrol(&mut *tx, &new, now).await? {
            already.push(who);
            continue;
        }
        users::set_new_onboarding(&mut *tx, &person.id, now).await?;
        let detail = [person.id.as_str(), " ", cohort.id.as_str()].concat();
        let event = Event {
            user_id: Some(&user.user_id),
            kind: audit::ONBOARDING_ENROLLED,
            detail: &detail,
            ip: ip.as_deref(),
        };
        audit::record(&mut *tx, now, event).await?;
        enrolled.push(who);
    }
    tx.commit().await?;
    Ok(Json(Enrolled {
        error: false,
        message: ENROLLED.to_owned(),
        enrolled,
        already,
        not_found,
    }))
}
