//! The chat of a trainee and a mentor of their cohort (spec 002 sections 4.5, 5.5, 7.5): the
//! messages with an `ETag` (the phone polls; `If-None-Match` answers 304), a new message checked by
//! core's `check_message` and stored once per sender's `submissionId`, and the caller's side
//! marking the other side's messages read. A mentor's message tells the trainee (`notify.rs`). The sender is the caller's side: a trainee writes as
//! `trainee`, a mentor (or the coach or super admin, in a mentor's chat) as `mentor`.

use std::hash::{DefaultHasher, Hash, Hasher};

use axum::body::Bytes;
use axum::extract::{Query, State};
use axum::http::header::{ETAG, IF_NONE_MATCH};
use axum::http::{HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use portal_core::lms::checks::check_message;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::access::{self, Caller};
use super::body::{parse, submission};
use super::error::{LmsError, LmsResult};
use super::events;
use super::model::{Answer, ByQuery, Found, MessageContent, MessageView};
use super::notify;
use super::store::people::{self, Trainee};
use super::store::talk::{self, Message};
use crate::audit::{self, Event};
use crate::auth::{AuthUser, ClientIp};
use crate::error::ErrorBody;
use crate::ids::new_id;
use crate::state::AppState;

pub const MESSAGE_SENT: &str = "Message sent";
pub const MESSAGES_READ: &str = "Messages read";

#[derive(Debug, Clone, Default, Serialize, Deserialize, ToSchema)]
#[serde(default)]
pub struct ContentJson {
    /// `text`.
    pub kind: String,
    pub text: String,
}

#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct MessageJson {
    pub cohort_id: String,
    pub trainee_id: String,
    /// The mentor of the chat (a mentor writing: themselves, or left out).
    pub mentor_id: String,
    /// Ignored: the caller's side is the sender.
    pub sender: Option<String>,
    pub content: ContentJson,
    /// Ignored: a new message is `sent`.
    pub status: Option<String>,
    /// The phone's id for the message (24 lowercase hex): stored once however often it arrives.
    pub submission_id: Option<String>,
}

#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct ReadJson {
    pub trainee_id: String,
    pub mentor_id: String,
}

/// The chat's trainee and mentor the caller may write and read in; anything else answers as not
/// there.
async fn chat_of(
    state: &AppState,
    who: &Caller,
    user: &AuthUser,
    trainee_id: Option<&str>,
    mentor_id: Option<&str>,
) -> LmsResult<(Trainee, String)> {
    let trainee = access::subject(state, who, trainee_id)
        .await?
        .ok_or_else(LmsError::not_found)?;
    let mentors = people::mentors_of(&state.pool, &trainee.cohort_id).await?;
    let mentor = match (who, mentor_id) {
        (Caller::Mentor(_), Some(id)) if id != user.user_id => None,
        (Caller::Mentor(_), _) => Some(user.user_id.clone()),
        (_, Some(id)) => Some(id.to_owned()),
        // The first mentor of the cohort is the default partner.
        (_, None) => mentors.first().map(|m| m.id.clone()),
    }
    .filter(|id| mentors.iter().any(|m| &m.id == id))
    .ok_or_else(LmsError::not_found)?;
    Ok((trainee, mentor))
}

fn view(m: Message) -> MessageView {
    MessageView {
        id: m.id,
        cohort_id: m.cohort_id,
        trainee_id: m.trainee_id,
        mentor_id: m.mentor_id,
        sender: m.sender,
        content: MessageContent {
            kind: "text".to_owned(),
            text: m.text,
        },
        status: m.status,
        created_at: m.created_at,
    }
}

fn etag_of(body: &str) -> String {
    let mut hasher = DefaultHasher::new();
    body.hash(&mut hasher);
    format!("W/\"{:016x}\"", hasher.finish())
}

fn named(value: &str) -> Option<&str> {
    Some(value.trim()).filter(|v| !v.is_empty())
}

#[utoipa::path(
    get,
    path = "/lms/messages",
    tag = "lms",
    security(("bearer" = [])),
    params(ByQuery),
    responses(
        (status = 200, description = "The chat of the trainee (the caller, or `trainee_id`) and the mentor (`mentor_id`; a mentor: themselves; else the cohort's first), oldest first, with an `ETag`; `Response` False when there are none", body = Found<MessageView>),
        (status = 304, description = "`If-None-Match` names the current `ETag`: nothing new"),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "A role with no learning", body = ErrorBody),
        (status = 404, description = "Another's trainee, a mentor not of the cohort, or not a trainee", body = Answer),
    )
)]
pub async fn list(
    State(state): State<AppState>,
    user: AuthUser,
    headers: HeaderMap,
    Query(query): Query<ByQuery>,
) -> LmsResult<Response> {
    let who = access::caller(&state, &user).await?;
    let (trainee, mentor) = chat_of(
        &state,
        &who,
        &user,
        ByQuery::get(&query.trainee_id),
        ByQuery::get(&query.mentor_id),
    )
    .await?;
    if ByQuery::get(&query.cohort_id).is_some_and(|c| c != trainee.cohort_id) {
        return Err(LmsError::not_found());
    }
    let data: Vec<MessageView> = talk::chat(&state.pool, &trainee.id, &mentor)
        .await?
        .into_iter()
        .map(view)
        .collect();
    let answer = Found::of(data);
    let body = serde_json::to_string(&answer).unwrap_or_default();
    let etag = etag_of(&body);
    let tag = HeaderValue::from_str(&etag).map_err(|_| LmsError::not_found())?;
    let matches = headers
        .get(IF_NONE_MATCH)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.split(',').any(|t| t.trim() == etag));
    if matches {
        return Ok((StatusCode::NOT_MODIFIED, [(ETAG, tag)]).into_response());
    }
    Ok(([(ETAG, tag)], Json(answer)).into_response())
}

#[utoipa::path(
    post,
    path = "/lms/messages",
    tag = "lms",
    security(("bearer" = [])),
    request_body = MessageJson,
    responses(
        (status = 200, description = "'Message sent'; the same `submissionId` again: the same answer, nothing changed", body = Answer),
        (status = 400, description = "'Enter message', 'Missing important information', a message too long, a bad `submissionId`, or a body that cannot be read", body = Answer),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "A role with no learning", body = ErrorBody),
        (status = 404, description = "Another's trainee or cohort, a mentor not of the cohort, or not a trainee", body = Answer),
    )
)]
pub async fn send(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    user: AuthUser,
    bytes: Bytes,
) -> LmsResult<Json<Answer>> {
    let who = access::caller(&state, &user).await?;
    let sent: MessageJson = parse(&bytes)?;
    let text = check_message(&sent.cohort_id, &sent.trainee_id, &sent.content.text)
        .map_err(|p| LmsError::bad(p.message))?;
    let submission_id = match sent.submission_id.as_deref().and_then(named) {
        Some(id) => submission(id)?,
        None => new_id(state.now()),
    };
    let (trainee, mentor) = chat_of(
        &state,
        &who,
        &user,
        named(&sent.trainee_id),
        named(&sent.mentor_id),
    )
    .await?;
    if sent.cohort_id.trim() != trainee.cohort_id {
        return Err(LmsError::not_found());
    }
    let now = state.now();
    let message = Message {
        id: new_id(now),
        cohort_id: trainee.cohort_id.clone(),
        trainee_id: trainee.id.clone(),
        mentor_id: mentor,
        sender: match who {
            Caller::Trainee(_) => "trainee",
            _ => "mentor",
        }
        .to_owned(),
        sender_user_id: user.user_id.clone(),
        text,
        status: "sent".to_owned(),
        submission_id,
        created_at: now,
        seq: 0,
    };
    let mut tx = state.begin().await?;
    if !talk::insert(&mut tx, &message).await? {
        return Ok(Json(Answer::done(MESSAGE_SENT)));
    }
    let event = Event {
        user_id: Some(&user.user_id),
        kind: events::MESSAGE_SENT,
        detail: &message.id,
        ip: ip.as_deref(),
    };
    audit::record(&mut *tx, now, event).await?;
    if message.sender == "mentor" {
        notify::mentor_wrote(
            &state.pool,
            &mut tx,
            &trainee,
            &message.mentor_id,
            &message.id,
            now,
        )
        .await?;
    }
    tx.commit().await?;
    Ok(Json(Answer::done(MESSAGE_SENT)))
}

#[utoipa::path(
    post,
    path = "/lms/messages/read",
    tag = "lms",
    security(("bearer" = [])),
    request_body = ReadJson,
    responses(
        (status = 200, description = "The other side's messages in the chat are `read` for the caller's side", body = Answer),
        (status = 400, description = "A body that cannot be read", body = Answer),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "A role with no learning", body = ErrorBody),
        (status = 404, description = "Another's trainee, a mentor not of the cohort, or not a trainee", body = Answer),
    )
)]
pub async fn mark_read(
    State(state): State<AppState>,
    user: AuthUser,
    bytes: Bytes,
) -> LmsResult<Json<Answer>> {
    let who = access::caller(&state, &user).await?;
    let sent: ReadJson = parse(&bytes)?;
    let (trainee, mentor) = chat_of(
        &state,
        &who,
        &user,
        named(&sent.trainee_id),
        named(&sent.mentor_id),
    )
    .await?;
    let from = match who {
        Caller::Trainee(_) => "mentor",
        _ => "trainee",
    };
    let mut tx = state.begin().await?;
    talk::mark_read(&mut tx, &trainee.id, &mentor, from).await?;
    tx.commit().await?;
    Ok(Json(Answer::done(MESSAGES_READ)))
}
