//! A class (a cohort's course) as the editor shows it whole, made, renamed and removed (refused
//! while trainees have work in it).

use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::Json;
use portal_core::lms::course::edit::{check_name, meeting_times};
use portal_core::lms::course::messages::{COURSE_HAS_WORK, COURSE_REMOVED, COURSE_SAVED};

use super::model::{
    AssignmentLine, ChapterDetail, ClassBody, ClassDetail, Data, FaqDetail, MeetingDetail, SavedId,
    TopicLine, Written,
};
use super::writer::{self, conflict, done, postgres, record, refused, team};
use crate::auth::{AuthUser, ClientIp};
use crate::error::ErrorBody;
use crate::ids::sent_or_new;
use crate::lms::body::parse;
use crate::lms::error::{LmsError, LmsResult};
use crate::lms::model::Answer;
use crate::lms::store::course::{self, Class};
use crate::lms::store::people;
use crate::lms::store::writing::{self as store, Removed, Scope};
use crate::lms::written::made_before;
use crate::state::AppState;

#[utoipa::path(
    get,
    path = "/lms/team/classes/{id}",
    tag = "lms",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "The class")),
    responses(
        (status = 200, description = "The class whole: meetings (day and times in Nairobi), FAQs, chapters with their topics and assignments", body = Data<ClassDetail>),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not a coach or the super admin", body = ErrorBody),
        (status = 404, description = "No such class", body = Answer),
    )
)]
pub async fn class(
    State(state): State<AppState>,
    user: AuthUser,
    Path(id): Path<String>,
) -> LmsResult<Json<Data<ClassDetail>>> {
    team(&state, &user).await?;
    let class = store::find_class(&state.pool, id.trim())
        .await?
        .ok_or_else(LmsError::not_found)?;
    let meetings = course::meetings_of(&state.pool, &class.id)
        .await?
        .into_iter()
        .map(|m| {
            let times = meeting_times(m.starts_at, m.ends_at);
            MeetingDetail {
                id: m.id,
                title: m.title,
                day: times.day,
                starts: times.starts,
                ends: times.ends,
                place: m.place,
                starts_at: m.starts_at,
                ends_at: m.ends_at,
            }
        })
        .collect();
    let faqs = course::faqs_of(&state.pool, &class.id)
        .await?
        .into_iter()
        .map(|f| FaqDetail {
            id: f.id,
            question: f.question,
            solution: f.solution,
        })
        .collect();
    let submissions = store::submissions_by_assignment(&state.pool, &class.id).await?;
    let assignments = course::assignments_of_class(&state.pool, &class.id).await?;
    let mut chapters = Vec::new();
    for chapter in course::chapters_of(&state.pool, &class.id).await? {
        let topics = course::topics_of(&state.pool, &chapter.id)
            .await?
            .into_iter()
            .map(|t| TopicLine {
                id: t.id,
                name: t.name,
                position: t.position,
            })
            .collect();
        let assignments = assignments
            .iter()
            .filter(|a| a.chapter_id == chapter.id)
            .map(|a| AssignmentLine {
                id: a.id.clone(),
                title: a.title.clone(),
                period_in_days: a.period_in_days,
                position: a.position,
                submissions: submissions
                    .iter()
                    .find(|(id, _)| *id == a.id)
                    .map_or(0, |(_, n)| *n),
            })
            .collect();
        chapters.push(ChapterDetail {
            id: chapter.id,
            name: chapter.name,
            position: chapter.position,
            topics,
            assignments,
        });
    }
    Ok(Json(Data {
        data: ClassDetail {
            id: class.id,
            cohort_id: class.cohort_id,
            name: class.name,
            meetings,
            faqs,
            chapters,
        },
    }))
}

#[utoipa::path(
    post,
    path = "/lms/team/cohorts/{id}/classes",
    tag = "lms",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "The cohort")),
    request_body = ClassBody,
    responses(
        (status = 200, description = "'Course saved', with the new class's id", body = Written<SavedId>),
        (status = 400, description = "Core's message on the name", body = Answer),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not a coach or the super admin", body = ErrorBody),
        (status = 404, description = "No such cohort", body = Answer),
    )
)]
pub async fn create(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    user: AuthUser,
    Path(cohort_id): Path<String>,
    body: Bytes,
) -> LmsResult<Json<Written<SavedId>>> {
    let language = team(&state, &user).await?;
    let body: ClassBody = parse(&body)?;
    let name = check_name(&body.name.text()).map_err(refused(language))?;
    let cohort_id = cohort_id.trim();
    if !people::cohort_exists(&state.pool, cohort_id).await? {
        return Err(LmsError::not_found());
    }
    let now = state.now();
    let class = Class {
        id: sent_or_new(body.id.as_deref(), now),
        cohort_id: cohort_id.to_owned(),
        name,
    };
    let mut tx = state.begin().await?;
    if let Some(stored) = store::find_class(&mut *tx, &class.id).await? {
        made_before(language, &stored.cohort_id, cohort_id)?;
        return Ok(done(language, COURSE_SAVED, Some(SavedId { id: class.id })));
    }
    course::insert_class(&mut tx, &class, now).await?;
    record(
        &mut tx,
        &state,
        &user,
        ip.as_deref(),
        writer::SAVED,
        "class",
        &class.id,
    )
    .await?;
    tx.commit().await?;
    Ok(done(language, COURSE_SAVED, Some(SavedId { id: class.id })))
}

#[utoipa::path(
    put,
    path = "/lms/team/classes/{id}",
    tag = "lms",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "The class")),
    request_body = ClassBody,
    responses(
        (status = 200, description = "'Course saved'", body = Written<SavedId>),
        (status = 400, description = "Core's message on the name", body = Answer),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not a coach or the super admin", body = ErrorBody),
        (status = 404, description = "No such class", body = Answer),
    )
)]
pub async fn rename(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    user: AuthUser,
    Path(id): Path<String>,
    body: Bytes,
) -> LmsResult<Json<Written<SavedId>>> {
    let language = team(&state, &user).await?;
    let body: ClassBody = parse(&body)?;
    let name = check_name(&body.name.text()).map_err(refused(language))?;
    let id = id.trim();
    let mut tx = state.begin().await?;
    if !store::update_class(&mut tx, id, &name).await? {
        return Err(LmsError::not_found());
    }
    record(
        &mut tx,
        &state,
        &user,
        ip.as_deref(),
        writer::SAVED,
        "class",
        id,
    )
    .await?;
    tx.commit().await?;
    Ok(done(
        language,
        COURSE_SAVED,
        Some(SavedId { id: id.to_owned() }),
    ))
}

#[utoipa::path(
    delete,
    path = "/lms/team/classes/{id}",
    tag = "lms",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "The class")),
    responses(
        (status = 200, description = "'Course removed', with everything in it", body = Answer),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not a coach or the super admin", body = ErrorBody),
        (status = 404, description = "No such class", body = Answer),
        (status = 409, description = "'Trainees have work in this course; it cannot be removed'", body = Answer),
    )
)]
pub async fn remove(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    user: AuthUser,
    Path(id): Path<String>,
) -> LmsResult<Json<Written<SavedId>>> {
    let language = team(&state, &user).await?;
    let id = id.trim();
    let mut tx = state.begin().await?;
    if store::find_class(&mut *tx, id).await?.is_none() {
        return Err(LmsError::not_found());
    }
    store::lock_assignments(&mut tx, postgres(&state), Scope::Class(id)).await?;
    if store::submissions_in(&mut tx, Scope::Class(id)).await? > 0 {
        return Err(conflict(language, COURSE_HAS_WORK));
    }
    store::remove(&mut tx, Removed::Class, id).await?;
    record(
        &mut tx,
        &state,
        &user,
        ip.as_deref(),
        writer::REMOVED,
        "class",
        id,
    )
    .await?;
    tx.commit().await?;
    Ok(done(language, COURSE_REMOVED, None))
}
