//! A trainee's pitch decks 1 and 2 (spec 002 sections 2.6, 5.5): read with their grades, and sent
//! as a finished `lmsFile` upload named in the JSON (`{traineeId, upload, submissionId}`), taken in
//! the transaction; a deck not graded yet is replaced by a new one (the old file goes), a graded one
//! is kept. The same `submissionId` again answers the same success.

use axum::body::Bytes;
use axum::extract::{Path, Query, State};
use axum::http::StatusCode;
use axum::Json;
use serde::Deserialize;
use utoipa::ToSchema;

use super::access;
use super::body::{must_be, parse, submission};
use super::error::{LmsError, LmsResult};
use super::events;
use super::files::{file_url, language_of, take_upload};
use super::model::{Answer, ByQuery, Listed, PitchView};
use super::store::people::Trainee;
use super::store::work::{self, Pitch};
use crate::audit::{self, Event};
use crate::auth::{AuthUser, ClientIp};
use crate::error::ErrorBody;
use crate::ids::new_id;
use crate::media::{save, store as media_store};
use crate::state::AppState;

pub const PITCH_SENT: &str = "Pitch deck submitted";
pub const PITCH_GRADED_ALREADY: &str = "This pitch deck is graded already; it cannot be replaced";

#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct PitchJson {
    pub trainee_id: String,
    /// A finished `lmsFile` upload of the caller's.
    pub upload: String,
    /// The phone's id for this send (24 lowercase hex).
    pub submission_id: String,
}

pub fn view(p: Pitch, trainee: &Trainee) -> PitchView {
    PitchView {
        url: file_url(&p.file_id),
        file_name: format!("pitch-{}", p.number),
        state: if p.graded_at.is_some() {
            "graded"
        } else {
            "submitted"
        }
        .to_owned(),
        id: p.id,
        trainee_id: p.trainee_id,
        trainee_name: trainee.name.clone(),
        number: p.number,
        upload: p.file_id,
        score: p.score,
        comment: p.comment,
        created_at: p.created_at,
        updated_at: p.updated_at,
        graded_at: p.graded_at,
    }
}

#[utoipa::path(
    get,
    path = "/lms/pitches",
    tag = "lms",
    security(("bearer" = [])),
    params(ByQuery),
    responses(
        (status = 200, description = "The trainee's (the caller, or `trainee_id`) pitch decks with their grades", body = Listed<PitchView>),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "A role with no learning", body = ErrorBody),
        (status = 404, description = "No such trainee, or not the caller's", body = Answer),
    )
)]
pub async fn list(
    State(state): State<AppState>,
    user: AuthUser,
    Query(query): Query<ByQuery>,
) -> LmsResult<Json<Listed<PitchView>>> {
    let who = access::caller(&state, &user).await?;
    let trainee = access::subject(&state, &who, ByQuery::get(&query.trainee_id))
        .await?
        .ok_or_else(LmsError::not_found)?;
    let data = work::pitches_of(&state.pool, &trainee.id)
        .await?
        .into_iter()
        .map(|p| view(p, &trainee))
        .collect();
    Ok(Json(Listed { data }))
}

#[utoipa::path(
    post,
    path = "/lms/pitches/{number}",
    tag = "lms",
    security(("bearer" = [])),
    params(("number" = String, Path, description = "1 or 2")),
    request_body = PitchJson,
    responses(
        (status = 200, description = "'Pitch deck submitted'; the same `submissionId` again: the same answer, nothing changed", body = Answer),
        (status = 400, description = "An upload that is not the caller's finished `lmsFile` ('The file was not found; choose it and upload it again'), a bad `submissionId`, or a body that cannot be read", body = Answer),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not a trainee role", body = ErrorBody),
        (status = 404, description = "Not 1 or 2, another's trainee id, or not a trainee", body = Answer),
        (status = 409, description = "The deck is graded already", body = Answer),
        (status = 413, description = "The account's upload quota is full", body = Answer),
    )
)]
pub async fn send(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    user: AuthUser,
    Path(number): Path<String>,
    bytes: Bytes,
) -> LmsResult<Json<Answer>> {
    let me = access::trainee_caller(&state, &user).await?;
    let number: i64 = match number.trim() {
        "1" => 1,
        "2" => 2,
        _ => return Err(LmsError::not_found()),
    };
    let sent: PitchJson = parse(&bytes)?;
    must_be(&sent.trainee_id, &me.id)?;
    let submission_id = submission(&sent.submission_id)?;
    let language = language_of(&state, &user).await?;
    let now = state.now();
    let mut tx = state.begin().await?;
    let stored = work::pitch_of(&mut tx, &me.id, number).await?;
    match &stored {
        Some(p) if p.submission_id == submission_id => return Ok(Json(Answer::done(PITCH_SENT))),
        Some(p) if p.graded_at.is_some() => {
            return Err(LmsError::refused(
                StatusCode::CONFLICT,
                PITCH_GRADED_ALREADY,
            ))
        }
        _ => {}
    }
    let file = take_upload(&state, &mut tx, &user.user_id, &sent.upload, language).await?;
    let pitch = Pitch {
        id: stored
            .as_ref()
            .map_or_else(|| new_id(now), |p| p.id.clone()),
        trainee_id: me.id.clone(),
        number,
        file_id: file.id.clone(),
        submission_id,
        score: None,
        comment: None,
        graded_at: None,
        created_at: now,
        updated_at: now,
    };
    if !work::save_pitch(&mut tx, &pitch).await? {
        // Another send won the same moment: the same one answers alike; nothing is taken.
        let now_stored = work::pitch_of(&mut tx, &me.id, number).await?;
        return match now_stored {
            Some(p) if p.submission_id == pitch.submission_id => Ok(Json(Answer::done(PITCH_SENT))),
            _ => Err(LmsError::refused(
                StatusCode::CONFLICT,
                PITCH_GRADED_ALREADY,
            )),
        };
    }
    let replaced = match &stored {
        Some(old) => media_store::find(&mut *tx, &old.file_id).await?,
        None => None,
    };
    if let Some(old) = &replaced {
        save::remove_records(&mut tx, &[old]).await?;
    }
    let event = Event {
        user_id: Some(&user.user_id),
        kind: events::PITCH_SENT,
        detail: &pitch.id,
        ip: ip.as_deref(),
    };
    audit::record(&mut *tx, now, event).await?;
    tx.commit().await?;
    if let Some(old) = &replaced {
        save::forget(&state, &[old]).await;
    }
    Ok(Json(Answer::done(PITCH_SENT)))
}
