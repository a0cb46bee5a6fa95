//! A trainee's attempt at an assignment (`POST /lms/assignments/{id}/submits`): one attempt only,
//! and only the first assignment not attempted opens (core's `may_open_assignment`); the answers
//! checked by core's `check_answers`; file answers name finished `lmsFile` uploads, taken in the
//! transaction. Stored once under the phone's `submissionId`: the same id again answers the same
//! success; two attempts at the same moment (two phones) are decided by the unique key of
//! (assignment, trainee): the second is refused as a second attempt.

use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::Json;
use portal_core::lms::answers::{check_answers, Answers, TaskAnswer, TaskType, Tasks};
use portal_core::lms::messages::{
    ASSIGNMENT_CHANGED, COMPLETE_PREVIOUS_CHAPTERS, NO_ADDITIONAL_ATTEMPTS,
};
use serde::Deserialize;
use utoipa::ToSchema;

use super::access;
use super::body::{must_be, parse, submission};
use super::error::{LmsError, LmsResult};
use super::events;
use super::files::{language_of, take_upload};
use super::model::Answer;
use super::standing;
use super::store::course::{self, Piece};
use super::store::work::{self, Stored, Submission};
use crate::audit::{self, Event};
use crate::auth::{AuthUser, ClientIp};
use crate::error::{AppError, ErrorBody};
use crate::ids::new_id;
use crate::state::AppState;

pub const SUBMITTED: &str = "Assignment submitted";

#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct SubmitJson {
    /// The caller's trainee id.
    pub trainee_id: String,
    pub cohort_id: String,
    /// By question number; a checkbox answer is a list; a file answer a finished `lmsFile` upload's id.
    #[schema(value_type = Object)]
    pub answers: Answers,
    /// The id the phone made for this attempt (24 lowercase hex).
    pub submission_id: String,
}

#[utoipa::path(
    post,
    path = "/lms/assignments/{id}/submits",
    tag = "lms",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "An assignment of the trainee's cohort")),
    request_body = SubmitJson,
    responses(
        (status = 200, description = "`{error: false, message: 'Assignment submitted'}`; the same `submissionId` again: the same answer, nothing changed", body = Answer),
        (status = 400, description = "Core's answer checks ('Answer all questions'…), a file not the caller's finished `lmsFile` upload, a bad `submissionId`, or a body that cannot be read", body = Answer),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not a trainee role; 'Complete previous chapters to access this assignment.'", body = Answer),
        (status = 404, description = "No such assignment (or not the trainee's cohort's), another's trainee id, or not a trainee", body = Answer),
        (status = 409, description = "'No additional attempts are allowed for this assignment.', or the team changed its tasks meanwhile", body = Answer),
        (status = 413, description = "The account's upload quota is full", body = Answer),
    )
)]
pub async fn submit(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    user: AuthUser,
    Path(id): Path<String>,
    bytes: Bytes,
) -> LmsResult<Json<Answer>> {
    let me = access::trainee_caller(&state, &user).await?;
    let sent: SubmitJson = parse(&bytes)?;
    must_be(&sent.trainee_id, &me.id)?;
    must_be(&sent.cohort_id, &me.cohort_id)?;
    let submission_id = submission(&sent.submission_id)?;
    let who = access::Caller::Trainee(me.clone());
    let owner = access::piece(&state, &who, Piece::Assignment, &id).await?;
    let assignment = course::find_assignment(&state.pool, id.trim())
        .await?
        .ok_or_else(LmsError::not_found)?;
    let standing = standing::in_class(&state.pool, &owner.class_id, Some(&me.id)).await?;
    if let Err(refusal) = standing.may_open(&assignment.id) {
        // Read after the standing: a send of this submission stored meanwhile is found here.
        let again = work::by_submission_id(&state.pool, &me.id, &submission_id)
            .await?
            .is_some_and(|s| s.assignment_id == assignment.id);
        return match again {
            true => Ok(Json(Answer::done(SUBMITTED))),
            false => Err(refused(refusal)),
        };
    }
    let tasks: Tasks = serde_json::from_value(assignment.tasks.clone())
        .map_err(|e| AppError::internal(format!("assignment {} tasks: {e}", assignment.id)))?;
    let mut answers = check_answers(&tasks, &sent.answers).map_err(|problems| {
        LmsError::bad(
            problems
                .first()
                .map_or("Answer all questions", |p| p.message),
        )
    })?;
    let language = language_of(&state, &user).await?;
    let now = state.now();
    let mut tx = state.begin().await?;
    // The tasks checked above are still the assignment's: the team may not change them once this
    // commits, and a change made meanwhile refuses this answer rather than keep it unchecked.
    let postgres = state.backend == crate::db::Backend::Postgres;
    let now_tasks = course::tasks_for_submit(&mut tx, &assignment.id, postgres).await?;
    if now_tasks.as_ref() != Some(&assignment.tasks) {
        return Err(LmsError::conflict(ASSIGNMENT_CHANGED));
    }
    let mut files = Vec::new();
    let mut stored = Submission {
        id: new_id(now),
        assignment_id: assignment.id.clone(),
        trainee_id: me.id.clone(),
        submission_id: submission_id.clone(),
        answers: serde_json::Value::Null,
        files: Vec::new(),
        score: None,
        comment: None,
        graded_at: None,
        created_at: now,
    };
    for (key, task) in &tasks {
        if task.kind != TaskType::File {
            continue;
        }
        if let Some(TaskAnswer::One(upload)) = answers.get(key).cloned() {
            let file = take_upload(&state, &mut tx, &user.user_id, &upload, language).await?;
            answers.insert(key.clone(), TaskAnswer::One(file.id.clone()));
            files.push(file.id);
        }
    }
    stored.answers = serde_json::to_value(&answers).unwrap_or_default();
    stored.files = files;
    match work::insert_submission(&mut tx, &stored).await? {
        Stored::Saved => {}
        // The transaction is dropped: nothing is taken.
        Stored::Again => return Ok(Json(Answer::done(SUBMITTED))),
        Stored::Taken => return Err(LmsError::conflict(NO_ADDITIONAL_ATTEMPTS)),
    }
    let detail = [assignment.id.as_str(), " ", &stored.id].concat();
    let event = Event {
        user_id: Some(&user.user_id),
        kind: events::SUBMITTED,
        detail: &detail,
        ip: ip.as_deref(),
    };
    audit::record(&mut *tx, now, event).await?;
    tx.commit().await?;
    Ok(Json(Answer::done(SUBMITTED)))
}

/// Core's refusal as its status: a second attempt 409, one out of order 403.
fn refused(message: &'static str) -> LmsError {
    match message {
        NO_ADDITIONAL_ATTEMPTS => LmsError::conflict(NO_ADDITIONAL_ATTEMPTS),
        COMPLETE_PREVIOUS_CHAPTERS => LmsError::forbidden(COMPLETE_PREVIOUS_CHAPTERS),
        _ => LmsError::not_found(),
    }
}
