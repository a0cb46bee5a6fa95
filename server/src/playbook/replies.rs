//! The two posts of spec 001 section 7.2, multipart with `file[]`, answering `{error, msg}`:
//! `add-task-response` (the entrepreneur replies to a task, once) and `add-feedback` (either side
//! rates a session 1 to 5 stars). Core's checks with the spec's messages; one transaction with the
//! files' records, the audit row and the alert (and its SMS or e-mail).

use axum::extract::multipart::MultipartRejection;
use axum::extract::{Multipart, State};
use axum::Json;
use portal_core::playbook::checks::{check_feedback, check_reply, ALREADY_ANSWERED};
use portal_core::playbook::model::{Feedback, Reply, Side};

use super::access::{pair_as, pair_for, require_sender, side_of, ENTREPRENEURS};
use super::error::{PlaybookError, PlaybookResult};
use super::files::{self, Form};
use super::model::Answer;
use super::notify;
use super::reach;
use super::store::work;
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

#[utoipa::path(
    post,
    path = "/playbook/add-task-response",
    tag = "playbook",
    security(("bearer" = [])),
    request_body(content = ReplyForm, content_type = "multipart/form-data"),
    responses(
        (status = 200, description = "`{error: false, msg: 'Response submitted'}`; the advisor is alerted", body = Answer),
        (status = 400, description = "'Response is needed to submit', 'Keep the response under 2000 characters', 'Attach at most 5 files', 'This task already has a response', or a file refused by its content", body = Answer),
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
    multipart: Result<Multipart, MultipartRejection>,
) -> PlaybookResult<Json<Answer>> {
    user.require(&ENTREPRENEURS)?;
    let form: Form = files::read(multipart).await?;
    require_sender(&user, Some(form.text("addedById")))?;
    let not_found = || PlaybookError::not_found(TASK_NOT_FOUND);
    let task = work::find_task(&state.pool, form.text("id").trim())
        .await?
        .ok_or_else(not_found)?;
    pair_as(&state, &user, &task.pair_id, Side::Entrepreneur)
        .await
        .map_err(|_| not_found())?;
    let response = form.text("response").trim().to_owned();
    check_reply(!task.can_reply(), &response, form.files.len())
        .map_err(|p| PlaybookError::bad(p.message))?;
    let language = language_of(&state, &user).await?;
    let written = files::check_and_write(&state, &user.user_id, language, form.files).await?;
    let now = state.now();
    let reply = Reply {
        response,
        files: written.ids(),
        added_by_id: user.user_id.clone(),
        created_at: now,
    };
    let saved = async {
        let mut tx = state.begin().await?;
        files::record(&state, &mut tx, &user.user_id, language, &written).await?;
        if !work::insert_reply(&mut tx, &task.id, &reply).await? {
            return Err(PlaybookError::bad(ALREADY_ANSWERED));
        }
        let detail = [task.pair_id.as_str(), " ", &task.id].concat();
        let event = Event {
            user_id: Some(&user.user_id),
            kind: audit::PLAYBOOK_REPLIED,
            detail: &detail,
            ip: ip.as_deref(),
        };
        audit::record(&mut *tx, now, event).await?;
        let answered = portal_core::playbook::model::Task {
            reply: Some(reply.clone()),
            ..task.clone()
        };
        notify::make(&state.pool, &mut tx, &[answered], &[], now).await?;
        tx.commit().await?;
        Ok(())
    }
    .await;
    if let Err(error) = saved {
        files::forget(&state, &written).await;
        return Err(error);
    }
    state.wake_outbox();
    Ok(Json(Answer::done(REPLY_SENT)))
}

#[utoipa::path(
    post,
    path = "/playbook/add-feedback",
    tag = "playbook",
    security(("bearer" = [])),
    request_body(content = FeedbackForm, content_type = "multipart/form-data"),
    responses(
        (status = 200, description = "`{error: false, msg: 'Feedback submitted'}`; the other side is alerted", body = Answer),
        (status = 400, description = "'Rate the adviser by clicking any of the stars to continue', 'Keep the feedback under 2000 characters', 'Attach at most 5 files', `from` not the caller's side, or a file refused by its content", body = Answer),
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
    multipart: Result<Multipart, MultipartRejection>,
) -> PlaybookResult<Json<Answer>> {
    let side = side_of(&user).ok_or_else(AppError::no_access)?;
    let form: Form = files::read(multipart).await?;
    require_sender(&user, Some(form.text("addedById")))?;
    let pair = pair_for(&state, &user, form.text("pairingId")).await?;
    let session = reach::pair_session(&state, &pair, form.text("sessionId")).await?;
    let from = form.text("from");
    if !from.trim().is_empty() && Side::parse(from) != Some(side) {
        return Err(PlaybookError::bad(
            "Feedback is given from your own side of the pair",
        ));
    }
    let rated = form.text("rated").trim().parse::<i64>().ok();
    let text = form.text("feedback").trim().to_owned();
    let stars = check_feedback(rated, &text, form.files.len())
        .map_err(|p| PlaybookError::bad(p.message))?;
    let language = language_of(&state, &user).await?;
    let written = files::check_and_write(&state, &user.user_id, language, form.files).await?;
    let now = state.now();
    let given = Feedback {
        id: new_id(now),
        session_id: session.id.clone(),
        pair_id: pair.id.clone(),
        rated: stars,
        feedback: text,
        files: written.ids(),
        from: side,
        added_by_id: user.user_id.clone(),
        created_at: now,
    };
    let saved = async {
        let mut tx = state.begin().await?;
        files::record(&state, &mut tx, &user.user_id, language, &written).await?;
        work::insert_feedback(&mut tx, &given).await?;
        let detail = [pair.id.as_str(), " ", &session.id, " ", &given.id].concat();
        let event = Event {
            user_id: Some(&user.user_id),
            kind: audit::PLAYBOOK_FEEDBACK,
            detail: &detail,
            ip: ip.as_deref(),
        };
        audit::record(&mut *tx, now, event).await?;
        notify::make(&state.pool, &mut tx, &[], std::slice::from_ref(&given), now).await?;
        tx.commit().await?;
        Ok::<(), PlaybookError>(())
    }
    .await;
    if let Err(error) = saved {
        files::forget(&state, &written).await;
        return Err(error);
    }
    state.wake_outbox();
    Ok(Json(Answer::done(FEEDBACK_SENT)))
}
