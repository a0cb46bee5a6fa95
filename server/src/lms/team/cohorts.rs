//! `/lms/team/cohorts`: every cohort with its mentors, trainee count and classes; a cohort made or
//! renamed (core's `check_cohort_name`, the name unique); one cohort whole with its mentors,
//! trainees (with their entered scores and whether they have work) and classes.

use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::Json;
use portal_core::lms::team::{check_cohort_name, COHORT_EXISTS, COHORT_SAVED};

use super::model::{
    bad, conflict, done, record, team, ClassLine, CohortJson, CohortLine, CohortSaved, CohortWhole,
    EnteredScores, MentorLine, One, TraineeLine, Written, SAVED,
};
use crate::auth::{AuthUser, ClientIp};
use crate::error::ErrorBody;
use crate::ids::new_id;
use crate::lms::body::parse;
use crate::lms::error::{LmsError, LmsResult};
use crate::lms::model::{Answer, Listed};
use crate::lms::store::people;
use crate::lms::store::team as store;
use crate::lms::store::text_of;
use crate::state::AppState;

async fn classes(state: &AppState, cohort_id: &str, counts: bool) -> LmsResult<Vec<ClassLine>> {
    Ok(store::classes_of(&state.pool, cohort_id)
        .await?
        .into_iter()
        .map(|(id, name, chapters)| ClassLine {
            id,
            name: text_of(&name),
            chapters: counts.then_some(chapters),
        })
        .collect())
}

#[utoipa::path(
    get,
    path = "/lms/team/cohorts",
    tag = "lms",
    security(("bearer" = [])),
    responses(
        (status = 200, description = "Every cohort by name with its mentors (first: the trainees' default chat partner), its number of trainees and its classes with their chapter counts", body = Listed<CohortLine>),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not the coach or the super admin", body = ErrorBody),
    )
)]
pub async fn list(
    State(state): State<AppState>,
    user: AuthUser,
) -> LmsResult<Json<Listed<CohortLine>>> {
    team(&state, &user).await?;
    let mut data = Vec::new();
    for (id, name) in people::cohorts(&state.pool, None).await? {
        let created_at = store::cohort(&state.pool, &id)
            .await?
            .map_or(0, |(_, at)| at);
        let mentors = people::mentors_of(&state.pool, &id)
            .await?
            .into_iter()
            .map(|m| MentorLine {
                id: m.id,
                name: m.name,
                email: m.email,
                phone: None,
            })
            .collect();
        data.push(CohortLine {
            trainees: store::trainee_count(&state.pool, &id).await?,
            classes: classes(&state, &id, true).await?,
            id,
            name,
            created_at,
            mentors,
        });
    }
    Ok(Json(Listed { data }))
}

#[utoipa::path(
    post,
    path = "/lms/team/cohorts",
    tag = "lms",
    security(("bearer" = [])),
    request_body = CohortJson,
    responses(
        (status = 200, description = "'Cohort saved' with the new cohort", body = Written<CohortSaved>),
        (status = 400, description = "'Enter the cohort's name' (2 to 80 characters), or a body that cannot be read", body = Answer),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not the coach or the super admin", body = ErrorBody),
        (status = 409, description = "'A cohort of this name exists already'", body = Answer),
    )
)]
pub async fn create(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    user: AuthUser,
    bytes: Bytes,
) -> LmsResult<Json<Written<CohortSaved>>> {
    let language = team(&state, &user).await?;
    let sent: CohortJson = parse(&bytes)?;
    let name = check_cohort_name(&sent.name).map_err(|p| bad(language, p.message))?;
    let now = state.now();
    let id = new_id(now);
    let mut tx = state.begin().await?;
    if !store::insert_cohort(&mut tx, &id, &name, now).await? {
        return Err(conflict(language, COHORT_EXISTS));
    }
    record(&mut tx, &state, &user, ip.as_deref(), SAVED, "cohort", &id).await?;
    tx.commit().await?;
    Ok(done(language, COHORT_SAVED, Some(CohortSaved { id, name })))
}

#[utoipa::path(
    put,
    path = "/lms/team/cohorts/{id}",
    tag = "lms",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "A cohort")),
    request_body = CohortJson,
    responses(
        (status = 200, description = "'Cohort saved' with its new name", body = Written<CohortSaved>),
        (status = 400, description = "'Enter the cohort's name' (2 to 80 characters), or a body that cannot be read", body = Answer),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not the coach or the super admin", body = ErrorBody),
        (status = 404, description = "No such cohort", body = Answer),
        (status = 409, description = "'A cohort of this name exists already'", body = Answer),
    )
)]
pub async fn rename(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    user: AuthUser,
    Path(id): Path<String>,
    bytes: Bytes,
) -> LmsResult<Json<Written<CohortSaved>>> {
    let language = team(&state, &user).await?;
    let id = id.trim().to_owned();
    if !people::cohort_exists(&state.pool, &id).await? {
        return Err(LmsError::not_found());
    }
    let sent: CohortJson = parse(&bytes)?;
    let name = check_cohort_name(&sent.name).map_err(|p| bad(language, p.message))?;
    let mut tx = state.begin().await?;
    if store::name_taken(&mut *tx, &name, &id).await? {
        return Err(conflict(language, COHORT_EXISTS));
    }
    store::rename_cohort(&mut tx, &id, &name)
        .await
        .map_err(|e| match e {
            sqlx::Error::Database(d) if d.is_unique_violation() => {
                conflict(language, COHORT_EXISTS)
            }
            other => other.into(),
        })?;
    record(&mut tx, &state, &user, ip.as_deref(), SAVED, "cohort", &id).await?;
    tx.commit().await?;
    Ok(done(language, COHORT_SAVED, Some(CohortSaved { id, name })))
}

#[utoipa::path(
    get,
    path = "/lms/team/cohorts/{id}",
    tag = "lms",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "A cohort")),
    responses(
        (status = 200, description = "The cohort whole: mentors by position (with phone), trainees by name (with their entered `trainer` and `mentor` scores and whether they have work), classes", body = One<CohortWhole>),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not the coach or the super admin", body = ErrorBody),
        (status = 404, description = "No such cohort", body = Answer),
    )
)]
pub async fn one(
    State(state): State<AppState>,
    user: AuthUser,
    Path(id): Path<String>,
) -> LmsResult<Json<One<CohortWhole>>> {
    team(&state, &user).await?;
    let id = id.trim();
    let (name, _) = store::cohort(&state.pool, id)
        .await?
        .ok_or_else(LmsError::not_found)?;
    let mut mentors = Vec::new();
    for m in people::mentors_of(&state.pool, id).await? {
        let phone = store::find_person(&state.pool, &m.id)
            .await?
            .map(|p| p.phone)
            .unwrap_or_default();
        mentors.push(MentorLine {
            id: m.id,
            name: m.name,
            email: m.email,
            phone: Some(phone),
        });
    }
    let mut trainees = Vec::new();
    for t in people::trainees_of(&state.pool, id).await? {
        let person = store::find_person(&state.pool, &t.user_id).await?;
        let entries = store::entries(&state.pool, &t.id).await?;
        let entered = |item: &str| entries.iter().find(|e| e.item == item).map(|e| e.score);
        trainees.push(TraineeLine {
            created_at: store::enrolled_at(&state.pool, &t.id).await?,
            has_work: store::has_work(&state.pool, &t.id).await?,
            scores: EnteredScores {
                trainer: entered("trainer"),
                mentor: entered("mentor"),
            },
            email: person.as_ref().map(|p| p.email.clone()).unwrap_or_default(),
            phone: person.as_ref().map(|p| p.phone.clone()).unwrap_or_default(),
            role: person.map(|p| p.role).unwrap_or_default(),
            trainee_id: t.id,
            user_id: t.user_id,
            name: t.name,
        });
    }
    Ok(Json(One {
        data: CohortWhole {
            id: id.to_owned(),
            name,
            mentors,
            trainees,
            classes: classes(&state, id, false).await?,
        },
    }))
}
