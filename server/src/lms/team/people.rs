//! `GET /lms/team/people?role=mentor|trainee&q=`: the people to choose from, up to 50 by name:
//! mentors, or possible trainees (clients and applicants, with their cohort when in one).

use axum::extract::{Query, State};
use axum::Json;
use serde::Deserialize;
use utoipa::IntoParams;

use super::model::{team, PersonLine};
use crate::auth::AuthUser;
use crate::error::ErrorBody;
use crate::lms::error::LmsResult;
use crate::lms::model::Listed;
use crate::lms::store::team as store;
use crate::state::AppState;

/// At most this many people in one answer.
pub const PEOPLE_MAX: i64 = 50;

#[derive(Debug, Clone, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PeopleQuery {
    /// `mentor`, or `trainee` (the default): clients and applicants.
    pub role: Option<String>,
    /// Part of the name, e-mail or phone (case ignored).
    pub q: Option<String>,
}

#[utoipa::path(
    get,
    path = "/lms/team/people",
    tag = "lms",
    security(("bearer" = [])),
    params(PeopleQuery),
    responses(
        (status = 200, description = "Up to 50 active people by name: mentors, or clients and applicants with their cohort when they are trainees", body = Listed<PersonLine>),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not the coach or the super admin", body = ErrorBody),
    )
)]
pub async fn list(
    State(state): State<AppState>,
    user: AuthUser,
    Query(query): Query<PeopleQuery>,
) -> LmsResult<Json<Listed<PersonLine>>> {
    team(&state, &user).await?;
    let roles: &[&str] = match query.role.as_deref().map(str::trim) {
        Some("mentor") => &["mentor"],
        _ => &["client", "applicant"],
    };
    let found = store::search(
        &state.pool,
        roles,
        query.q.as_deref().unwrap_or(""),
        PEOPLE_MAX,
    )
    .await?;
    let data = found
        .into_iter()
        .map(|p| PersonLine {
            id: p.id,
            name: p.name,
            email: p.email,
            phone: p.phone,
            role: p.role,
            cohort_id: p.cohort_id,
            cohort_name: p.cohort_name,
        })
        .collect();
    Ok(Json(Listed { data }))
}
