//! A trainee's notes (spec 002 sections 5.5, 7.5): list, one, add, edit, remove, each only by the
//! trainee themselves (another's trainee id or note answers like one not there), checked by core's
//! `check_note` with section 5.5's messages. Every write takes the next change number of the
//! trainee's user scope, so the offline engine's `lms_note` records (`entities.rs`) and these calls
//! write the same table and phones pull both.

use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::Json;
use portal_core::lms::checks::{check_note, NoteDraft};
use portal_core::lms::messages::{NOTE_ADDED, NOTE_DELETED, NOTE_NOT_FOUND, NOTE_UPDATED};
use portal_core::lms::model::NoteLines;
use portal_core::sync::Scope;
use serde::Deserialize;
use serde_json::Value;
use sqlx::AnyConnection;
use utoipa::ToSchema;

use super::access;
use super::body::parse;
use super::error::{LmsError, LmsResult};
use super::events;
use super::model::{Answer, Found, NoteView};
use super::store::notes::{self, Note};
use super::store::people::Trainee;
use crate::audit::{self, Event};
use crate::auth::{AuthUser, ClientIp};
use crate::error::ErrorBody;
use crate::ids::new_id;
use crate::state::AppState;
use crate::sync::scopes::{lock_counter, set_counter};

#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct NoteJson {
    /// Optional when adding: the id the phone made (24 lowercase hex), so a resend adds it once.
    pub id: Option<String>,
    pub cohort_id: Option<String>,
    /// The note's kinds (a list).
    #[serde(rename = "type")]
    #[schema(value_type = Object)]
    pub kind: Option<Value>,
    pub title: String,
    /// `{"1": "line", ...}`.
    #[schema(value_type = Object)]
    pub notes: Option<NoteLines>,
    pub created_by: Option<String>,
}

pub fn view(n: Note) -> NoteView {
    NoteView {
        id: n.id,
        title: n.title,
        notes: n.notes,
        kind: n.kind,
        cohort_id: n.cohort_id,
        created_by: n.created_by,
        created_at: n.created_at,
        updated_at: n.updated_at,
    }
}

/// The caller, when the trainee `id` is theirs (404 otherwise, as for no such trainee).
async fn own(state: &AppState, user: &AuthUser, id: &str) -> LmsResult<Trainee> {
    let me = access::trainee_caller(state, user).await?;
    match id.trim() == me.id {
        true => Ok(me),
        false => Err(LmsError::not_found()),
    }
}

/// The trainee's note `note_id` (removed ones and another's: 'Note not found').
async fn own_note(state: &AppState, me: &Trainee, note_id: &str) -> LmsResult<Note> {
    notes::find(&state.pool, note_id.trim())
        .await?
        .filter(|n| n.trainee_id == me.id && !n.deleted)
        .ok_or_else(|| LmsError::refused(axum::http::StatusCode::NOT_FOUND, NOTE_NOT_FOUND))
}

/// Writes the note under the next change number of its user's scope.
pub async fn write(conn: &mut AnyConnection, note: &Note) -> Result<(), sqlx::Error> {
    let seq = lock_counter(conn, Scope::User, &note.user_id).await? + 1;
    notes::put(conn, note, seq).await?;
    set_counter(conn, Scope::User, &note.user_id, seq).await
}

async fn save(
    state: &AppState,
    user: &AuthUser,
    ip: Option<&str>,
    note: &Note,
    kind: &str,
) -> LmsResult<()> {
    let mut tx = state.begin().await?;
    write(&mut tx, note).await?;
    let event = Event {
        user_id: Some(&user.user_id),
        kind,
        detail: &note.id,
        ip,
    };
    audit::record(&mut *tx, state.now(), event).await?;
    tx.commit().await?;
    Ok(())
}

fn draft(id: Option<String>, trainee: &Trainee, sent: &NoteJson) -> NoteDraft {
    NoteDraft {
        id,
        trainee_id: trainee.id.clone(),
        cohort_id: sent.cohort_id.clone(),
        title: sent.title.clone(),
        lines: sent.notes.clone().map(|n| n.0).unwrap_or_default(),
    }
}

fn kind_of(sent: &NoteJson) -> Value {
    match &sent.kind {
        Some(Value::Array(list)) => Value::Array(list.clone()),
        Some(Value::String(one)) if !one.trim().is_empty() => Value::Array(vec![one.trim().into()]),
        _ => Value::Array(Vec::new()),
    }
}

#[utoipa::path(
    get,
    path = "/lms/trainees/{id}/notes",
    tag = "lms",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "The caller's trainee id")),
    responses(
        (status = 200, description = "The trainee's notes, newest first; `Response` False when none", body = Found<NoteView>),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not a trainee role", body = ErrorBody),
        (status = 404, description = "Another's trainee id, or not a trainee", body = Answer),
    )
)]
pub async fn list(
    State(state): State<AppState>,
    user: AuthUser,
    Path(id): Path<String>,
) -> LmsResult<Json<Found<NoteView>>> {
    let me = own(&state, &user, &id).await?;
    let data = notes::notes_of(&state.pool, &me.id)
        .await?
        .into_iter()
        .map(view)
        .collect();
    Ok(Json(Found::of(data)))
}

#[utoipa::path(
    get,
    path = "/lms/trainees/{id}/notes/{noteId}",
    tag = "lms",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "The caller's trainee id"), ("noteId" = String, Path, description = "One of their notes")),
    responses(
        (status = 200, description = "The note", body = Found<NoteView>),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not a trainee role", body = ErrorBody),
        (status = 404, description = "'Note not found' (also another's), or another's trainee id", body = Answer),
    )
)]
pub async fn one(
    State(state): State<AppState>,
    user: AuthUser,
    Path((id, note_id)): Path<(String, String)>,
) -> LmsResult<Json<Found<NoteView>>> {
    let me = own(&state, &user, &id).await?;
    let note = own_note(&state, &me, &note_id).await?;
    Ok(Json(Found::of(vec![view(note)])))
}

#[utoipa::path(
    post,
    path = "/lms/trainees/{id}/notes",
    tag = "lms",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "The caller's trainee id")),
    request_body = NoteJson,
    responses(
        (status = 200, description = "'Note added successfully'", body = Answer),
        (status = 400, description = "'Title cannot be empty', 'Notes cannot be empty', 'Missing required data' (no cohort), a line or title too long, or a body that cannot be read", body = Answer),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not a trainee role", body = ErrorBody),
        (status = 404, description = "Another's trainee id or cohort, or not a trainee", body = Answer),
    )
)]
pub async fn add(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    user: AuthUser,
    Path(id): Path<String>,
    bytes: Bytes,
) -> LmsResult<Json<Answer>> {
    let me = own(&state, &user, &id).await?;
    let sent: NoteJson = parse(&bytes)?;
    let clean =
        check_note(&draft(None, &me, &sent), false).map_err(|p| LmsError::bad(p.message))?;
    super::body::must_be(sent.cohort_id.as_deref().unwrap_or(""), &me.cohort_id)?;
    let now = state.now();
    let note_id = match sent.id.as_deref().map(str::trim).filter(|i| !i.is_empty()) {
        Some(given) => {
            let given = super::body::submission(given)?;
            if let Some(stored) = notes::find(&state.pool, &given).await? {
                // Added before (a resend): the same answer; another's id is refused.
                return match stored.user_id == user.user_id {
                    true => Ok(Json(Answer::done(NOTE_ADDED))),
                    false => Err(LmsError::not_found()),
                };
            }
            given
        }
        None => new_id(now),
    };
    let note = Note {
        id: note_id,
        trainee_id: me.id.clone(),
        user_id: user.user_id.clone(),
        cohort_id: me.cohort_id.clone(),
        title: clean.title,
        notes: serde_json::to_value(&clean.notes).unwrap_or_default(),
        kind: kind_of(&sent),
        created_by: user.user_id.clone(),
        created_at: now,
        updated_at: now,
        deleted: false,
    };
    save(&state, &user, ip.as_deref(), &note, events::NOTE_SAVED).await?;
    Ok(Json(Answer::done(NOTE_ADDED)))
}

#[utoipa::path(
    patch,
    path = "/lms/trainees/{id}/notes/{noteId}",
    tag = "lms",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "The caller's trainee id"), ("noteId" = String, Path, description = "One of their notes")),
    request_body = NoteJson,
    responses(
        (status = 200, description = "'Note updated successfully'", body = Answer),
        (status = 400, description = "'Title cannot be empty', 'Note ID cannot be empty', 'Notes cannot be empty', or a body that cannot be read", body = Answer),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not a trainee role", body = ErrorBody),
        (status = 404, description = "'Note not found' (also another's), or another's trainee id", body = Answer),
    )
)]
pub async fn edit(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    user: AuthUser,
    Path((id, note_id)): Path<(String, String)>,
    bytes: Bytes,
) -> LmsResult<Json<Answer>> {
    let me = own(&state, &user, &id).await?;
    let sent: NoteJson = parse(&bytes)?;
    let clean = check_note(&draft(Some(note_id.clone()), &me, &sent), true)
        .map_err(|p| LmsError::bad(p.message))?;
    let stored = own_note(&state, &me, &note_id).await?;
    let note = Note {
        title: clean.title,
        notes: serde_json::to_value(&clean.notes).unwrap_or_default(),
        kind: match sent.kind {
            Some(_) => kind_of(&sent),
            None => stored.kind.clone(),
        },
        updated_at: state.now(),
        ..stored
    };
    save(&state, &user, ip.as_deref(), &note, events::NOTE_SAVED).await?;
    Ok(Json(Answer::done(NOTE_UPDATED)))
}

#[utoipa::path(
    delete,
    path = "/lms/trainees/{id}/notes/{noteId}",
    tag = "lms",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "The caller's trainee id"), ("noteId" = String, Path, description = "One of their notes")),
    responses(
        (status = 200, description = "'Note deleted' (kept marked, so the trainee's phones learn of it)", body = Answer),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not a trainee role", body = ErrorBody),
        (status = 404, description = "'Note not found' (also another's or removed), or another's trainee id", body = Answer),
    )
)]
pub async fn remove(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    user: AuthUser,
    Path((id, note_id)): Path<(String, String)>,
) -> LmsResult<Json<Answer>> {
    let me = own(&state, &user, &id).await?;
    let stored = own_note(&state, &me, &note_id).await?;
    let note = Note {
        deleted: true,
        updated_at: state.now(),
        ..stored
    };
    save(&state, &user, ip.as_deref(), &note, events::NOTE_REMOVED).await?;
    Ok(Json(Answer::done(NOTE_DELETED)))
}
