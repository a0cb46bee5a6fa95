//! The reads about people and the cohort's classes (spec 002 section 7.5): whether the caller is a
//! trainee (`trainees?user_id=`), a cohort's classes with their meetings, a cohort's mentors.

use axum::extract::{Path, Query, State};
use axum::Json;

use super::access::{self, Caller, TRAINEE_ROLES, USERS};
use super::error::{LmsError, LmsResult};
use super::model::{
    Answer, ByQuery, ClassView, Counted, Listed, MeetingView, MentorView, TraineeView,
};
use super::store::course;
use super::store::people::{self, Trainee};
use crate::auth::AuthUser;
use crate::error::ErrorBody;
use crate::state::AppState;

fn trainee_view(t: Trainee) -> TraineeView {
    TraineeView {
        id: t.id,
        cohort_id: t.cohort_id,
        user_id: t.user_id,
        name: t.name,
    }
}

#[utoipa::path(
    get,
    path = "/lms/trainees",
    tag = "lms",
    security(("bearer" = [])),
    params(ByQuery),
    responses(
        (status = 200, description = "`user_id`: that user's trainee row (count 0: not a trainee; a client or applicant may ask only of themselves). `cohort_id` (mentor, coach, super admin): the cohort's trainees", body = Counted<TraineeView>),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "A role with no learning", body = ErrorBody),
        (status = 404, description = "A cohort the caller may not read", body = Answer),
    )
)]
pub async fn trainees(
    State(state): State<AppState>,
    user: AuthUser,
    Query(query): Query<ByQuery>,
) -> LmsResult<Json<Counted<TraineeView>>> {
    user.require(&USERS)?;
    let found = if TRAINEE_ROLES.contains(&user.role) {
        // Another's user id reads like a user who is no trainee.
        match ByQuery::get(&query.user_id) {
            Some(id) if id != user.user_id => None,
            _ => people::trainee_of_user(&state.pool, &user.user_id).await?,
        }
        .into_iter()
        .collect()
    } else {
        let who = access::caller(&state, &user).await?;
        match (ByQuery::get(&query.user_id), ByQuery::get(&query.cohort_id)) {
            (Some(user_id), _) => {
                let found = people::trainee_of_user(&state.pool, user_id).await?;
                let mut mine = Vec::new();
                if let Some(t) = found {
                    if access::may_read_cohort(&state, &who, &t.cohort_id).await? {
                        mine.push(t);
                    }
                }
                mine
            }
            (None, Some(cohort_id)) => {
                access::cohort(&state, &who, cohort_id).await?;
                people::trainees_of(&state.pool, cohort_id).await?
            }
            (None, None) => Vec::new(),
        }
    };
    let data: Vec<TraineeView> = found.into_iter().map(trainee_view).collect();
    Ok(Json(Counted {
        count: data.len(),
        data,
    }))
}

#[utoipa::path(
    get,
    path = "/lms/classes",
    tag = "lms",
    security(("bearer" = [])),
    params(ByQuery),
    responses(
        (status = 200, description = "The cohort's classes, each with its meetings by start", body = Listed<ClassView>),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "A role with no learning", body = ErrorBody),
        (status = 404, description = "Not a trainee, or a cohort the caller may not read (as one not there)", body = Answer),
    )
)]
pub async fn classes(
    State(state): State<AppState>,
    user: AuthUser,
    Query(query): Query<ByQuery>,
) -> LmsResult<Json<Listed<ClassView>>> {
    let who = access::caller(&state, &user).await?;
    let cohort_id = cohort_asked(&who, &query)?;
    access::cohort(&state, &who, &cohort_id).await?;
    let mut data = Vec::new();
    for class in course::classes_of(&state.pool, &cohort_id).await? {
        let meetings = course::meetings_of(&state.pool, &class.id)
            .await?
            .into_iter()
            .map(|m| MeetingView {
                id: m.id,
                title: m.title,
                starts_at: m.starts_at,
                ends_at: m.ends_at,
                place: m.place,
            })
            .collect();
        data.push(ClassView {
            id: class.id,
            cohort_id: class.cohort_id,
            name: class.name,
            meetings,
        });
    }
    Ok(Json(Listed { data }))
}

/// The cohort a read names, or the trainee's own.
fn cohort_asked(who: &Caller, query: &ByQuery) -> LmsResult<String> {
    match (ByQuery::get(&query.cohort_id), who.trainee()) {
        (Some(id), _) => Ok(id.to_owned()),
        (None, Some(me)) => Ok(me.cohort_id.clone()),
        (None, None) => Err(LmsError::not_found()),
    }
}

#[utoipa::path(
    get,
    path = "/lms/mentors/{cohortId}",
    tag = "lms",
    security(("bearer" = [])),
    params(("cohortId" = String, Path, description = "A cohort the caller may read")),
    responses(
        (status = 200, description = "The cohort's mentors, the default chat partner first", body = Listed<MentorView>),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "A role with no learning", body = ErrorBody),
        (status = 404, description = "Not a trainee, or a cohort the caller may not read", body = Answer),
    )
)]
pub async fn mentors(
    State(state): State<AppState>,
    user: AuthUser,
    Path(cohort_id): Path<String>,
) -> LmsResult<Json<Listed<MentorView>>> {
    let who = access::caller(&state, &user).await?;
    let cohort_id = cohort_id.trim();
    access::cohort(&state, &who, cohort_id).await?;
    let data = people::mentors_of(&state.pool, cohort_id)
        .await?
        .into_iter()
        .map(|m| MentorView {
            id: m.id,
            name: m.name,
            email: m.email,
        })
        .collect();
    Ok(Json(Listed { data }))
}
