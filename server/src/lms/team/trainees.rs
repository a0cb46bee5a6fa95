//! Enrolling trainees (`POST /lms/team/cohorts/{id}/trainees`, all or none: only clients and
//! applicants, none in another cohort; one already in this cohort is left as is) and removing one
//! (`DELETE /lms/team/trainees/{id}`, refused while they have work in the course).

use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::Json;
use portal_core::lms::team::{
    in_another_cohort, ONLY_ENTREPRENEURS, TRAINEES_ADDED, TRAINEE_HAS_WORK, TRAINEE_REMOVED,
};

use super::model::{
    bad, conflict, done, record, team, Added, TraineesJson, Written, REMOVED, SAVED,
};
use crate::auth::{AuthUser, ClientIp};
use crate::error::ErrorBody;
use crate::ids::new_id;
use crate::lms::body::parse;
use crate::lms::error::{LmsError, LmsResult};
use crate::lms::model::Answer;
use crate::lms::store::people;
use crate::lms::store::team as store;
use crate::state::AppState;

#[utoipa::path(
    post,
    path = "/lms/team/cohorts/{id}/trainees",
    tag = "lms",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "A cohort")),
    request_body = TraineesJson,
    responses(
        (status = 200, description = "'Trainees added' with how many are new (all or none)", body = Written<Added>),
        (status = 400, description = "'Only entrepreneurs can be trainees' (a user who is no client or applicant), or a body that cannot be read", body = Answer),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not the coach or the super admin", body = ErrorBody),
        (status = 404, description = "No such cohort", body = Answer),
        (status = 409, description = "'{name} is in the cohort {cohort} already': nothing added", body = Answer),
    )
)]
pub async fn enrol(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    user: AuthUser,
    Path(id): Path<String>,
    bytes: Bytes,
) -> LmsResult<Json<Written<Added>>> {
    let language = team(&state, &user).await?;
    let cohort_id = id.trim().to_owned();
    if !people::cohort_exists(&state.pool, &cohort_id).await? {
        return Err(LmsError::not_found());
    }
    let sent: TraineesJson = parse(&bytes)?;
    let mut new: Vec<String> = Vec::new();
    for user_id in sent.user_ids.iter().map(|u| u.trim()) {
        let person = store::find_person(&state.pool, user_id)
            .await?
            .filter(|p| p.role == "client" || p.role == "applicant")
            .ok_or_else(|| bad(language, ONLY_ENTREPRENEURS))?;
        match (&person.cohort_id, &person.cohort_name) {
            (Some(theirs), _) if *theirs == cohort_id => {}
            (Some(_), Some(name)) => {
                return Err(LmsError::conflict(in_another_cohort(
                    &person.name,
                    name,
                    language,
                )))
            }
            _ if new.iter().any(|n| n == user_id) => {}
            _ => new.push(user_id.to_owned()),
        }
    }
    let now = state.now();
    let mut tx = state.begin().await?;
    for user_id in &new {
        let trainee_id = new_id(now);
        if !store::enrol(&mut tx, &trainee_id, &cohort_id, user_id, now).await? {
            // Enrolled elsewhere meanwhile: nothing of this call is kept.
            let name = store::find_person(&state.pool, user_id)
                .await?
                .map(|p| (p.name, p.cohort_name.unwrap_or_default()))
                .unwrap_or_default();
            return Err(LmsError::conflict(in_another_cohort(
                &name.0, &name.1, language,
            )));
        }
        record(
            &mut tx,
            &state,
            &user,
            ip.as_deref(),
            SAVED,
            "trainee",
            &trainee_id,
        )
        .await?;
    }
    tx.commit().await?;
    Ok(done(
        language,
        TRAINEES_ADDED,
        Some(Added { added: new.len() }),
    ))
}

#[utoipa::path(
    delete,
    path = "/lms/team/trainees/{id}",
    tag = "lms",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "A trainee")),
    responses(
        (status = 200, description = "'Trainee removed': no longer a trainee (their entered scores go with them)", body = Answer),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not the coach or the super admin", body = ErrorBody),
        (status = 404, description = "No such trainee", body = Answer),
        (status = 409, description = "'This trainee has work in the course; it cannot be removed' (a submission, pitch, note, message, review or survey answer)", body = Answer),
    )
)]
pub async fn remove(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    user: AuthUser,
    Path(id): Path<String>,
) -> LmsResult<Json<Written<()>>> {
    let language = team(&state, &user).await?;
    let trainee = people::find_trainee(&state.pool, id.trim())
        .await?
        .ok_or_else(LmsError::not_found)?;
    let mut tx = state.begin().await?;
    if store::has_work(&mut *tx, &trainee.id).await? {
        return Err(conflict(language, TRAINEE_HAS_WORK));
    }
    if !store::remove_trainee(&mut tx, &trainee.id).await? {
        return Err(LmsError::not_found());
    }
    record(
        &mut tx,
        &state,
        &user,
        ip.as_deref(),
        REMOVED,
        "trainee",
        &trainee.id,
    )
    .await?;
    tx.commit().await?;
    Ok(done(language, TRAINEE_REMOVED, None))
}
