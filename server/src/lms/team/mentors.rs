//! `PUT /lms/team/cohorts/{id}/mentors`: the cohort's mentors replaced, in the order sent (the first
//! is the trainees' default chat partner); each an active user of role mentor.

use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::Json;
use portal_core::lms::team::{CHOOSE_MENTORS, MENTORS_SAVED};

use super::model::{bad, done, record, team, MentorsJson, Written, SAVED};
use crate::auth::{AuthUser, ClientIp};
use crate::error::ErrorBody;
use crate::lms::body::parse;
use crate::lms::error::{LmsError, LmsResult};
use crate::lms::model::Answer;
use crate::lms::store::people;
use crate::lms::store::team as store;
use crate::state::AppState;

#[utoipa::path(
    put,
    path = "/lms/team/cohorts/{id}/mentors",
    tag = "lms",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "A cohort")),
    request_body = MentorsJson,
    responses(
        (status = 200, description = "'Mentors saved': the cohort's mentors are these, in this order (an id sent twice counts once)", body = Answer),
        (status = 400, description = "'Choose mentors from the mentor accounts' (an id that is no active mentor), or a body that cannot be read", body = Answer),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not the coach or the super admin", body = ErrorBody),
        (status = 404, description = "No such cohort", body = Answer),
    )
)]
pub async fn save(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    user: AuthUser,
    Path(id): Path<String>,
    bytes: Bytes,
) -> LmsResult<Json<Written<()>>> {
    let language = team(&state, &user).await?;
    let id = id.trim().to_owned();
    if !people::cohort_exists(&state.pool, &id).await? {
        return Err(LmsError::not_found());
    }
    let sent: MentorsJson = parse(&bytes)?;
    let mut chosen: Vec<String> = Vec::new();
    for mentor in sent.mentor_ids.iter().map(|m| m.trim()) {
        if chosen.iter().any(|c| c == mentor) {
            continue;
        }
        let found = store::find_person(&state.pool, mentor).await?;
        if !found.is_some_and(|p| p.role == "mentor" && p.active) {
            return Err(bad(language, CHOOSE_MENTORS));
        }
        chosen.push(mentor.to_owned());
    }
    let mut tx = state.begin().await?;
    store::set_mentors(&mut tx, &id, &chosen).await?;
    record(&mut tx, &state, &user, ip.as_deref(), SAVED, "mentors", &id).await?;
    tx.commit().await?;
    Ok(done(language, MENTORS_SAVED, None))
}
