//! The two posts of spec 001 section 7.2, answering `{error, msg}`: `add-task-response` (the
//! entrepreneur replies to a task, once) and `add-feedback` (either side rates a session 1 to 5
//! stars). Each takes the spec's multipart form (`file[]`) or the phone's JSON naming finished
//! uploads (`sent.rs`); both go through the same code: core's checks with the spec's messages, one
//! transaction with the files' records, the audit row and the alert (and its SMS or e-mail).
//!
//! At most once: a submission sent with its `submissionId` (always from the phone) is stored under
//! it (unique); the same submission again, after a lost answer or at the same moment, answers the
//! same success and changes nothing (no second row, file, audit row or alert).

use axum::extract::{Request, State};
use axum::Json;
use portal_core::playbook::checks::{
    check_feedback, check_reply, check_submission_id, ALREADY_ANSWERED, SUBMISSION_INVALID,
    WRONG_SIDE,
};
use portal_core::playbook::empty::ERROR_OCCURED;
use portal_core::playbook::model::{Feedback, Reply, Side, Task};
use sqlx::{Any, Executor};

use super::access::{pair_as, pair_for, require_sender, side_of, ENTREPRENEURS};
use super::error::{PlaybookError, PlaybookResult};
use super::files::{self, Ready};
use super::model::Answer;
use super::notify;
use super::reach;
use super::sent::{self, FeedbackJson, FeedbackSent, ReplyJson, ReplySent};
use super::store::work::{self, Submitted};
use crate::audit::{self, Event};
use crate::auth::{AuthUser, ClientIp};
use crate::error::{AppError, ErrorBody};
use crate::ids::new_id;
use crate::state::AppState;
use crate::users::store as users;

pub const REPLY_SENT: &str = "Response submitted";
pub const FEEDBACK_SENT: &str = "Feedback submitted";
/// A task id that names no task of the caller's pairs.
pub const TASK_NOT_FOUND: &str = "Error Occured. Task not found";

/// Documents the form only.
#[derive(Debug, utoipa::ToSchema)]
#[allow(dead_code)]
pub struct ReplyForm {
    pub response: String,
    /// Up to 5 pictures, PDFs or Office documents of at most 10 MB each.
    #[schema(value_type = Vec<String>, format = Binary)]
    pub files: Vec<Vec<u8>>,
    /// The task's id.
    pub id: String,
    pub topic: Option<String>,
    pub due_date: Option<String>,
    pub added_by_id: Option<String>,
    pub added_by_email: Option<String>,
    /// Optional: as in the JSON form, stored once under it.
    pub submission_id: Option<String>,
}

/// Documents the form only.
#[derive(Debug, utoipa::ToSchema)]
#[allow(dead_code)]
pub struct FeedbackForm {
    /// 1 to 5.
    pub rated: String,
    pub feedback: Option<String>,
    #[schema(value_type = Vec<String>, format = Binary)]
    pub files: Vec<Vec<u8>>,
    pub session_id: String,
    pub pairing_id: String,
    /// `Entrepreneur` or `Advisor`: the caller's side of the pair.
    pub from: String,
    pub added_by_id: Option<String>,
    pub added_by_email: Option<String>,
    /// Optional: as in the JSON form, stored once under it.
    pub submission_id: Option<String>,
}

async fn language_of(
    state: &AppState,
    user: &AuthUser,
) -> PlaybookResult<portal_core::language::Language> {
    Ok(users::find_by_id(&state.pool, &user.user_id)
        .await?
        .ok_or_else(AppError::sign_in)?
        .language)
}

/// Whether the caller stored this submission already; another's id is refused.
async fn sent_before<'e>(
    db: impl Executor<'e, Database = Any>,
    table: Submitted,
    submission: &str,
    user: &AuthUser,
) -> PlaybookResult<bool> {
    match work::submission_sender(db, table, submission).await? {
        None => Ok(false),
        Some(sender) if sender == user.user_id => Ok(true),
        Some(_) => Err(PlaybookError::bad(SUBMISSION_INVALID)),
    }
}

/// A submission id, when sent, must be one of core's ids.
fn check_submission(submission: Option<&str>) -> PlaybookResult<()> {
    match submission {
        Some(id) => check_submission_id(id).map_err(|p| PlaybookError::bad(p.message)),
        None => Ok(()),
    }
}

/// What the saving transaction did.
enum Outcome {
    Saved,
    /// The same submission was stored before: nothing changed.
    Again,
}

/// After the transaction: a saved change wakes the outbox; otherwise the form's written files go.
async fn settle(
    state: &AppState,
    ready: &Ready,
    saved: PlaybookResult<Outcome>,
    done: &str,
) -> PlaybookResult<Json<Answer>> {
    match saved {
        Ok(Outcome::Saved) => state.wake_outbox(),
        Ok(Outcome::Again) => files::forget(state, ready).await,
        Err(error) => {
            files::forget(state, ready).await;
            return Err(error);
        }
    }
    Ok(Json(Answer::done(done)))
}

#[utoipa::path(
    post,
    path = "/playbook/add-task-response",
    tag = "playbook",
    security(("bearer" = [])),
    request_body(content(
        (ReplyForm = "multipart/form-data"),
        (ReplyJson = "application/json")
    )),
    responses(
        (status = 200, description = "`{error: false, msg: 'Response submitted'}`; the advisor is alerted. The same `submissionId` again: the same answer, nothing changed", body = Answer),
        (status = 400, description = "'Response is needed to submit', 'Keep the response under 2000 characters', 'Attach at most 5 files', 'This task already has a response', a file refused by its content, an upload that is not the caller's finished `playbookFile` ('The file was not found; choose it and upload it again'), a `submissionId` that is not a valid id (or another's), or a body that cannot be read", body = Answer),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not an entrepreneur, or `addedById` not the caller", body = ErrorBody),
        (status = 404, description = "'Error Occured. Task not found' (also another pair's task)", body = Answer),
        (status = 413, description = "Larger than the limit, or the account's upload quota is full", body = Answer),
    )
)]
pub async fn add_task_response(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    user: AuthUser,
    request: Request,
) -> PlaybookResult<Json<Answer>> {
    user.require(&ENTREPRENEURS)?;
    let sent = sent::reply(&state, request).await?;
    save_reply(&state, ip.as_deref(), &user, sent).await
}

async fn save_reply(
    state: &AppState,
    ip: Option<&str>,
    user: &AuthUser,
    sent: ReplySent,
) -> PlaybookResult<Json<Answer>> {
    require_sender(user, Some(sent.added_by.as_str()))?;
    let submission = sent.submission.as_deref();
    check_submission(submission)?;
    let not_found = || PlaybookError::not_found(TASK_NOT_FOUND);
    let task = work::find_task(&state.pool, &sent.task_id)
        .await?
        .ok_or_else(not_found)?;
    pair_as(state, user, &task.pair_id, Side::Entrepreneur)
        .await
        .map_err(|_| not_found())?;
    if let Some(id) = submission {
        if sent_before(&state.pool, Submitted::Reply, id, user).await? {
            return Ok(Json(Answer::done(REPLY_SENT)));
        }
    }
    let response = sent.response.trim().to_owned();
    check_reply(!task.can_reply(), &response, sent.files.len())
        .map_err(|p| PlaybookError::bad(p.message))?;
    let language = language_of(state, user).await?;
    let ready = files::prepare(state, &user.user_id, language, sent.files).await?;
    let now = state.now();
    let reply = Reply {
        response,
        files: ready.ids(),
        added_by_id: user.user_id.clone(),
        created_at: now,
    };
    let saved = async {
        let mut tx = state.begin().await?;
        if !work::insert_reply(&mut tx, &task.id, &reply, submission).await? {
            // The transaction is dropped: nothing is taken or recorded.
            return match submission {
                Some(id) if sent_before(&mut *tx, Submitted::Reply, id, user).await? => {
                    Ok(Outcome::Again)
                }
                _ => Err(PlaybookError::bad(ALREADY_ANSWERED)),
            };
        }
        files::record(state, &mut tx, &user.user_id, language, &ready).await?;
        let detail = [task.pair_id.as_str(), " ", &task.id].concat();
        let event = Event {
            user_id: Some(&user.user_id),
            kind: audit::PLAYBOOK_REPLIED,
            detail: &detail,
            ip,
        };
        audit::record(&mut *tx, now, event).await?;
        let answered = Task {
            reply: Some(reply.clone()),
            ..task.clone()
        };
        notify::make(&state.pool, &mut tx, &[answered], &[], now).await?;
        tx.commit().await?;
        Ok(Outcome::Saved)
    }
    .await;
    settle(state, &ready, saved, REPLY_SENT).await
}

#[utoipa::path(
    post,
    path = "/playbook/add-feedback",
    tag = "playbook",
    security(("bearer" = [])),
    request_body(content(
        (FeedbackForm = "multipart/form-data"),
        (FeedbackJson = "application/json")
    )),
    responses(
        (status = 200, description = "`{error: false, msg: 'Feedback submitted'}`; the other side is alerted. The same `submissionId` again: the same answer, nothing changed", body = Answer),
        (status = 400, description = "'Rate the adviser by clicking any of the stars to continue', 'Keep the feedback under 2000 characters', 'Attach at most 5 files', `from` not the caller's side, a file refused by its content, an upload that is not the caller's finished `playbookFile`, a `submissionId` that is not a valid id (or another's), or a body that cannot be read", body = Answer),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not an entrepreneur or an advisor, or `addedById` not the caller", body = ErrorBody),
        (status = 404, description = "'Error Occured. Pair not found' or 'Link error occured'", body = Answer),
        (status = 413, description = "Larger than the limit, or the account's upload quota is full", body = Answer),
    )
)]
pub async fn add_feedback(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    user: AuthUser,
    request: Request,
) -> PlaybookResult<Json<Answer>> {
    let side = side_of(&user).ok_or_else(AppError::no_access)?;
    let sent = sent::feedback(&state, request).await?;
    save_feedback(&state, ip.as_deref(), &user, side, sent).await
}

async fn save_feedback(
    state: &AppState,
    ip: Option<&str>,
    user: &AuthUser,
    side: Side,
    sent: FeedbackSent,
) -> PlaybookResult<Json<Answer>> {
    require_sender(user, Some(sent.added_by.as_str()))?;
    let submission = sent.submission.as_deref();
    check_submission(submission)?;
    let pair = pair_for(state, user, &sent.pairing_id).await?;
    let session = reach::pair_session(state, &pair, &sent.session_id).await?;
    if !sent.from.trim().is_empty() && Side::parse(&sent.from) != Some(side) {
        return Err(PlaybookError::bad(WRONG_SIDE));
    }
    if let Some(id) = submission {
        if sent_before(&state.pool, Submitted::Feedback, id, user).await? {
            return Ok(Json(Answer::done(FEEDBACK_SENT)));
        }
    }
    let text = sent.feedback.trim().to_owned();
    let stars = check_feedback(side, sent.rated, &text, sent.files.len())
        .map_err(|p| PlaybookError::bad(p.message))?;
    let language = language_of(state, user).await?;
    let ready = files::prepare(state, &user.user_id, language, sent.files).await?;
    let now = state.now();
    let given = Feedback {
        id: new_id(now),
        session_id: session.id.clone(),
        pair_id: pair.id.clone(),
        rated: stars,
        feedback: text,
        files: ready.ids(),
        from: side,
        added_by_id: user.user_id.clone(),
        created_at: now,
    };
    let saved = async {
        let mut tx = state.begin().await?;
        if !work::insert_feedback(&mut tx, &given, submission).await? {
            return match submission {
                Some(id) if sent_before(&mut *tx, Submitted::Feedback, id, user).await? => {
                    Ok(Outcome::Again)
                }
                _ => Err(PlaybookError::bad(ERROR_OCCURED)),
            };
        }
        files::record(state, &mut tx, &user.user_id, language, &ready).await?;
        let detail = [pair.id.as_str(), " ", &session.id, " ", &given.id].concat();
        let event = Event {
            user_id: Some(&user.user_id),
            kind: audit::PLAYBOOK_FEEDBACK,
            detail: &detail,
            ip,
        };
        audit::record(&mut *tx, now, event).await?;
        notify::make(&state.pool, &mut tx, &[], std::slice::from_ref(&given), now).await?;
        tx.commit().await?;
        Ok(Outcome::Saved)
    }
    .await;
    settle(state, &ready, saved, FEEDBACK_SENT).await
}
