//! An assignment and its submits (spec 002 section 7.5): the assignment with its tasks, and a
//! trainee's submits of it with their grades.

use axum::extract::{Path, Query, State};
use axum::Json;

use super::access;
use super::error::{LmsError, LmsResult};
use super::model::{Answer, AssignmentView, ByQuery, Counted, Found, SubmitView};
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
