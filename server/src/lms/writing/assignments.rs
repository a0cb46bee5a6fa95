//! A chapter's assignments: read whole for the editor, made at a position, saved again, removed.
//! Once a trainee has answered one its tasks stay as they are (the title and days may change) and
//! it is not removed; on PostgreSQL the assignment is locked first, so a submission stored at the
//! same moment waits for the change or is counted.

use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::Json;
use portal_core::lms::course::edit::{check_days, check_name, check_tasks, reorder, TaskDraft};
use portal_core::lms::course::messages::{
    ASSIGNMENT_ANSWERED, ASSIGNMENT_REMOVED, ASSIGNMENT_SAVED, TASKS_ANSWERED,
};
use portal_core::lms::course::Task;
use portal_core::playbook::model::Text;
use std::collections::BTreeMap;

use super::model::{AssignmentBody, AssignmentDetail, Data, SavedId, Written};
use super::writer::{self, conflict, done, postgres, record, refused, team};
use crate::auth::{AuthUser, ClientIp};
use crate::error::ErrorBody;
use crate::ids::sent_or_new;
use crate::lms::body::parse;
use crate::lms::error::{LmsError, LmsResult};
use crate::lms::model::Answer;
use crate::lms::store::course::{self, Assignment};
use crate::lms::store::writing::{self as store, Ordered, Removed, Scope};
use crate::lms::written::made_before;
use crate::state::AppState;

/// The title, the days, the tasks, checked by core in that order.
fn checked(body: &AssignmentBody) -> Result<(Text, u32, BTreeMap<String, Task>), &'static str> {
    let title = check_name(&body.title.text())?;
    let days = check_days(body.period_in_days)?;
    let texts: Vec<(&str, Text, Vec<Text>)> = body
        .tasks
        .iter()
        .map(|(key, t)| {
            let options = t.options.iter().map(|o| o.text()).collect();
            (key.as_str(), t.text.text(), options)
        })
        .collect();
    let drafts: Vec<(&str, TaskDraft)> = texts
        .iter()
        .zip(body.tasks.values())
        .map(|((key, text, options), t)| {
            let draft = TaskDraft {
                text,
                kind: &t.kind,
                options,
            };
            (*key, draft)
        })
        .collect();
    Ok((title, days, check_tasks(&drafts)?))
}

#[utoipa::path(
    get,
    path = "/lms/team/assignments/{id}",
    tag = "lms",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "The assignment")),
    responses(
        (status = 200, description = "The assignment with its tasks and how many trainees answered it", body = Data<AssignmentDetail>),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not a coach or the super admin", body = ErrorBody),
        (status = 404, description = "No such assignment", body = Answer),
    )
)]
pub async fn assignment(
    State(state): State<AppState>,
    user: AuthUser,
    Path(id): Path<String>,
) -> LmsResult<Json<Data<AssignmentDetail>>> {
    team(&state, &user).await?;
    let found = course::find_assignment(&state.pool, id.trim())
        .await?
        .ok_or_else(LmsError::not_found)?;
    let mut conn = state.pool.acquire().await?;
    let submissions = store::submissions_in(&mut conn, Scope::Assignment(&found.id)).await?;
    Ok(Json(Data {
        data: AssignmentDetail {
            id: found.id,
            chapter_id: found.chapter_id,
            title: found.title,
            period_in_days: found.period_in_days,
            position: found.position,
            tasks: found.tasks,
            submissions,
        },
    }))
}

#[utoipa::path(
    post,
    path = "/lms/team/chapters/{id}/assignments",
    tag = "lms",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "The chapter")),
    request_body = AssignmentBody,
    responses(
        (status = 200, description = "'Assignment saved', with the new assignment's id", body = Written<SavedId>),
        (status = 400, description = "Core's message on the first problem", body = Answer),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not a coach or the super admin", body = ErrorBody),
        (status = 404, description = "No such chapter", body = Answer),
    )
)]
pub async fn create(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    user: AuthUser,
    Path(chapter_id): Path<String>,
    body: Bytes,
) -> LmsResult<Json<Written<SavedId>>> {
    let language = team(&state, &user).await?;
    let body: AssignmentBody = parse(&body)?;
    let (title, days, tasks) = checked(&body).map_err(refused(language))?;
    let chapter_id = chapter_id.trim();
    let now = state.now();
    let mut tx = state.begin().await?;
    if store::parent_of(&mut tx, Ordered::Chapters, chapter_id)
        .await?
        .is_none()
    {
        return Err(LmsError::not_found());
    }
    let id = sent_or_new(body.id.as_deref(), now);
    if let Some(parent) = store::parent_of(&mut tx, Ordered::Assignments, &id).await? {
        made_before(language, &parent, chapter_id)?;
        return Ok(done(language, ASSIGNMENT_SAVED, Some(SavedId { id })));
    }
    let row = Assignment {
        id,
        chapter_id: chapter_id.to_owned(),
        title,
        tasks: serde_json::to_value(&tasks).unwrap_or_default(),
        period_in_days: i64::from(days),
        position: 0,
        created_at: now,
    };
    store::lock_parent(&mut tx, postgres(&state), Ordered::Assignments, chapter_id).await?;
    let order = store::ids_in_order(&mut tx, Ordered::Assignments, chapter_id).await?;
    course::insert_assignment(&mut tx, &row).await?;
    let order = reorder(&order, row.id.clone(), body.position);
    store::set_positions(&mut tx, Ordered::Assignments, &order).await?;
    record(
        &mut tx,
        &state,
        &user,
        ip.as_deref(),
        writer::SAVED,
        "assignment",
        &row.id,
    )
    .await?;
    tx.commit().await?;
    Ok(done(
        language,
        ASSIGNMENT_SAVED,
        Some(SavedId { id: row.id }),
    ))
}

#[utoipa::path(
    put,
    path = "/lms/team/assignments/{id}",
    tag = "lms",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "The assignment")),
    request_body = AssignmentBody,
    responses(
        (status = 200, description = "'Assignment saved'", body = Written<SavedId>),
        (status = 400, description = "Core's message on the first problem", body = Answer),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not a coach or the super admin", body = ErrorBody),
        (status = 404, description = "No such assignment", body = Answer),
        (status = 409, description = "'Trainees have answered this assignment; its tasks cannot change'", body = Answer),
    )
)]
pub async fn save(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    user: AuthUser,
    Path(id): Path<String>,
    body: Bytes,
) -> LmsResult<Json<Written<SavedId>>> {
    let language = team(&state, &user).await?;
    let body: AssignmentBody = parse(&body)?;
    let (title, days, tasks) = checked(&body).map_err(refused(language))?;
    let id = id.trim().to_owned();
    let mut tx = state.begin().await?;
    store::lock_assignments(&mut tx, postgres(&state), Scope::Assignment(&id)).await?;
    let found = course::find_assignment(&mut *tx, &id)
        .await?
        .ok_or_else(LmsError::not_found)?;
    let chapter = &found.chapter_id;
    store::lock_parent(&mut tx, postgres(&state), Ordered::Assignments, chapter).await?;
    let changed = store::tasks_of(&found.tasks) != tasks;
    if changed && store::submissions_in(&mut tx, Scope::Assignment(&id)).await? > 0 {
        return Err(conflict(language, TASKS_ANSWERED));
    }
    let stored = serde_json::to_value(&tasks).unwrap_or_default();
    store::update_assignment(&mut tx, &id, &title, i64::from(days), &stored).await?;
    let order = store::ids_in_order(&mut tx, Ordered::Assignments, &found.chapter_id).await?;
    let order = reorder(&order, id.clone(), body.position);
    store::set_positions(&mut tx, Ordered::Assignments, &order).await?;
    record(
        &mut tx,
        &state,
        &user,
        ip.as_deref(),
        writer::SAVED,
        "assignment",
        &id,
    )
    .await?;
    tx.commit().await?;
    Ok(done(language, ASSIGNMENT_SAVED, Some(SavedId { id })))
}

#[utoipa::path(
    delete,
    path = "/lms/team/assignments/{id}",
    tag = "lms",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "The assignment")),
    responses(
        (status = 200, description = "'Assignment removed'", body = Answer),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not a coach or the super admin", body = ErrorBody),
        (status = 404, description = "No such assignment", body = Answer),
        (status = 409, description = "'Trainees have answered this assignment; it cannot be removed'", body = Answer),
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
    store::lock_assignments(&mut tx, postgres(&state), Scope::Assignment(id)).await?;
    let chapter_id = store::parent_of(&mut tx, Ordered::Assignments, id)
        .await?
        .ok_or_else(LmsError::not_found)?;
    store::lock_parent(&mut tx, postgres(&state), Ordered::Assignments, &chapter_id).await?;
    if store::submissions_in(&mut tx, Scope::Assignment(id)).await? > 0 {
        return Err(conflict(language, ASSIGNMENT_ANSWERED));
    }
    store::remove(&mut tx, Removed::Assignment, id).await?;
    let order = store::ids_in_order(&mut tx, Ordered::Assignments, &chapter_id).await?;
    store::set_positions(&mut tx, Ordered::Assignments, &order).await?;
    record(
        &mut tx,
        &state,
        &user,
        ip.as_deref(),
        writer::REMOVED,
        "assignment",
        id,
    )
    .await?;
    tx.commit().await?;
    Ok(done(language, ASSIGNMENT_REMOVED, None))
}
