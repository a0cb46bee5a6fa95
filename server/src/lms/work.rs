//! An assignment and its submits (spec 002 section 7.5): the assignment with its tasks, and a
//! trainee's submits of it with their grades.

use axum::extract::{Path, Query, State};
use axum::Json;
use portal_core::lms::assignments::due_date;
use portal_core::lms::model::AssignmentState;
use serde_json::{json, Value};

use super::access;
use super::course::wire_name;
use super::error::{LmsError, LmsResult};
use super::model::{
    Answer, AssignmentItem, AssignmentView, ByQuery, Counted, Found, Listed, ProgressAnswer,
    SubmitView,
};
use super::standing;
use super::store::course::{self, Piece};
use super::store::work;
use crate::auth::AuthUser;
use crate::error::ErrorBody;
use crate::state::AppState;

#[utoipa::path(
    get,
    path = "/lms/assignments/{id}",
    tag = "lms",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "An assignment of a cohort the caller may read")),
    responses(
        (status = 200, description = "The assignment and its tasks by question number (type text, link, choice, checkbox or file)", body = Found<AssignmentView>),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "A role with no learning", body = ErrorBody),
        (status = 404, description = "No such assignment, or not the caller's", body = Answer),
    )
)]
pub async fn assignment(
    State(state): State<AppState>,
    user: AuthUser,
    Path(id): Path<String>,
) -> LmsResult<Json<Found<AssignmentView>>> {
    let who = access::caller(&state, &user).await?;
    access::piece(&state, &who, Piece::Assignment, &id).await?;
    let a = course::find_assignment(&state.pool, id.trim())
        .await?
        .ok_or_else(LmsError::not_found)?;
    Ok(Json(Found::of(vec![AssignmentView {
        id: a.id,
        title: a.title,
        tasks: a.tasks,
    }])))
}

#[utoipa::path(
    get,
    path = "/lms/assignments/{id}/submits",
    tag = "lms",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "An assignment of a cohort the caller may read"), ByQuery),
    responses(
        (status = 200, description = "The trainee's submits of it (the caller's own for a trainee; `trainee_id` for the others)", body = Counted<SubmitView>),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "A role with no learning", body = ErrorBody),
        (status = 404, description = "No such assignment or trainee, or not the caller's", body = Answer),
    )
)]
pub async fn submits(
    State(state): State<AppState>,
    user: AuthUser,
    Path(id): Path<String>,
    Query(query): Query<ByQuery>,
) -> LmsResult<Json<Counted<SubmitView>>> {
    let who = access::caller(&state, &user).await?;
    let owner = access::piece(&state, &who, Piece::Assignment, &id).await?;
    let data: Vec<SubmitView> =
        match access::subject(&state, &who, ByQuery::get(&query.trainee_id)).await? {
            Some(trainee) if trainee.cohort_id == owner.cohort_id => {
                work::submissions_of(&state.pool, &trainee.id)
                    .await?
                    .into_iter()
                    .filter(|s| s.assignment_id == id.trim())
                    .map(|s| SubmitView {
                        id: s.id,
                        score: s.score,
                        comment: s.comment,
                        created_at: s.created_at,
                        graded_at: s.graded_at,
                    })
                    .collect()
            }
            Some(_) => return Err(LmsError::not_found()),
            None => Vec::new(),
        };
    Ok(Json(Counted {
        count: data.len(),
        data,
    }))
}

#[utoipa::path(
    get,
    path = "/lms/assignments",
    tag = "lms",
    security(("bearer" = [])),
    params(ByQuery),
    responses(
        (status = 200, description = "`chapter_id`'s or `class_id`'s assignments in course order with the due date and, for the trainee (the caller, or `trainee_id`), the score (a number, null: submitted, not graded, or \"notAttempted\"), the state and whether it is the one open", body = Listed<AssignmentItem>),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "A role with no learning", body = ErrorBody),
        (status = 404, description = "No such chapter, class or trainee, or not the caller's", body = Answer),
    )
)]
pub async fn assignments(
    State(state): State<AppState>,
    user: AuthUser,
    Query(query): Query<ByQuery>,
) -> LmsResult<Json<Listed<AssignmentItem>>> {
    let who = access::caller(&state, &user).await?;
    let (owner, chapter) = match (
        ByQuery::get(&query.chapter_id),
        ByQuery::get(&query.class_id),
    ) {
        (Some(chapter), _) => (
            access::piece(&state, &who, Piece::Chapter, chapter).await?,
            Some(chapter.to_owned()),
        ),
        (None, Some(class)) => (
            access::piece(&state, &who, Piece::Class, class).await?,
            None,
        ),
        (None, None) => return Err(LmsError::not_found()),
    };
    let trainee = access::subject(&state, &who, ByQuery::get(&query.trainee_id)).await?;
    if trainee
        .as_ref()
        .is_some_and(|t| t.cohort_id != owner.cohort_id)
    {
        return Err(LmsError::not_found());
    }
    let standing = standing::in_class(
        &state.pool,
        &owner.class_id,
        trainee.as_ref().map(|t| t.id.as_str()),
    )
    .await?;
    let unlocked = standing.unlocked();
    let data = standing
        .assignments
        .iter()
        .zip(&standing.marks)
        .enumerate()
        .filter(|(_, (a, _))| chapter.as_deref().is_none_or(|c| a.chapter_id == c))
        .map(|(index, (a, m))| AssignmentItem {
            id: a.id.clone(),
            title: a.title.clone(),
            created_at: a.created_at,
            period_in_days: a.period_in_days,
            chapter_id: a.chapter_id.clone(),
            due_date: due_date(a.created_at, u32::try_from(a.period_in_days).unwrap_or(0)),
            score: match (m.state, m.best) {
                (AssignmentState::NotAttempted, _) => json!("notAttempted"),
                (_, Some(best)) => json!(best),
                (_, None) => Value::Null,
            },
            state: wire_name(&m.state),
            unlocked: unlocked == Some(index),
        })
        .collect();
    Ok(Json(Listed { data }))
}

#[utoipa::path(
    get,
    path = "/lms/assignments/progress",
    tag = "lms",
    security(("bearer" = [])),
    params(ByQuery),
    responses(
        (status = 200, description = "The trainee's (the caller, or `trainee_id`) assignments submitted of all their cohort's, the percent to 2 decimals", body = ProgressAnswer),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "A role with no learning", body = ErrorBody),
        (status = 404, description = "No such trainee, or not the caller's", body = Answer),
    )
)]
pub async fn progress(
    State(state): State<AppState>,
    user: AuthUser,
    Query(query): Query<ByQuery>,
) -> LmsResult<Json<ProgressAnswer>> {
    let who = access::caller(&state, &user).await?;
    let trainee = access::subject(&state, &who, ByQuery::get(&query.trainee_id))
        .await?
        .ok_or_else(LmsError::not_found)?;
    let standing = standing::in_cohort(&state, &trainee.cohort_id, &trainee.id).await?;
    Ok(Json(ProgressAnswer {
        error: false,
        message: "Progress".to_owned(),
        data: standing.progress(),
    }))
}
