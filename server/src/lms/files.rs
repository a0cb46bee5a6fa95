//! The learning area's files: assignment file answers and pitch decks, finished resumable uploads
//! of kind `lmsFile` taken once in the transaction that uses them (`uploads::store::take`) and
//! recorded within the sender's quota; `GET /lms/files/{fileId}` gives such a file to its trainee,
//! the mentors of the trainee's cohort and the team only (to anyone else it is not there).

use axum::extract::{Path, State};
use axum::http::HeaderValue;
use axum::response::Response;
use portal_core::language::Language;
use portal_core::resumable::FILE_NOT_FOUND;
use portal_core::uploads::UploadKind;
use sqlx::{Any, Transaction};

use super::access;
use super::error::{LmsError, LmsResult};
use super::store::people;
use crate::auth::AuthUser;
use crate::error::{AppError, ErrorBody};
use crate::ids::new_id;
use crate::media::model::StoredFile;
use crate::media::{handlers::respond, save, store as media_store};
use crate::state::AppState;
use crate::uploads::store::take;
use crate::users::store as users;

pub const PURPOSE: &str = "lms";

/// Where a learning file is downloaded.
pub fn file_url(file_id: &str) -> String {
    format!("/api/lms/files/{file_id}")
}

pub async fn language_of(state: &AppState, user: &AuthUser) -> LmsResult<Language> {
    Ok(users::find_by_id(&state.pool, &user.user_id)
        .await?
        .ok_or_else(AppError::sign_in)?
        .language)
}

/// Takes the owner's finished `lmsFile` upload and records it as a file (a new id) within their
/// quota; 'The file was not found; choose it and upload it again' for one that is not theirs, not
/// finished, of another kind or taken already.
pub async fn take_upload(
    state: &AppState,
    tx: &mut Transaction<'_, Any>,
    owner: &str,
    upload: &str,
    language: Language,
) -> LmsResult<StoredFile> {
    let now = state.now();
    let found = take(tx, owner, upload.trim(), UploadKind::LmsFile, now)
        .await?
        .ok_or_else(|| LmsError::bad(FILE_NOT_FOUND))?;
    let file = StoredFile {
        id: new_id(now),
        owner_id: owner.to_owned(),
        purpose: PURPOSE.to_owned(),
        content_type: found.content_type,
        size_bytes: found.size_bytes,
        storage_key: found.storage_key,
        created_at: now,
    };
    save::insert_within_quota(tx, state.config.upload_quota_bytes, owner, &[&file], &[])
        .await
        .map_err(|e| match e.into_app_error(language) {
            AppError::BadRequest(msg) => LmsError::bad(msg),
            AppError::Status { status, message } => LmsError::refused(status, message),
            other => LmsError::App(other),
        })?;
    Ok(file)
}

#[utoipa::path(
    get,
    path = "/lms/files/{fileId}",
    tag = "lms",
    security(("bearer" = [])),
    params(("fileId" = String, Path, description = "A file of a trainee's submission or pitch")),
    responses(
        (status = 200, description = "The file, as checked when it was uploaded", content_type = "application/octet-stream"),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "A role with no learning", body = ErrorBody),
        (status = 404, description = "No such file, or not the trainee's own, their mentors' or the team's", body = super::model::Answer),
    )
)]
pub async fn serve(
    State(state): State<AppState>,
    user: AuthUser,
    Path(file_id): Path<String>,
) -> LmsResult<Response> {
    let who = access::caller(&state, &user).await?;
    let file_id = file_id.trim();
    let valid = file_id.len() == 24 && file_id.chars().all(|c| c.is_ascii_hexdigit());
    let file = match valid {
        true => media_store::find(&state.pool, file_id).await?,
        false => None,
    }
    .filter(|f| f.purpose == PURPOSE)
    .ok_or_else(LmsError::not_found)?;
    // A learning file is its trainee's upload: the owner is the trainee's user.
    let trainee = people::trainee_of_user(&state.pool, &file.owner_id)
        .await?
        .ok_or_else(LmsError::not_found)?;
    access::trainee(&state, &who, &trainee.id).await?;
    let bytes = state
        .storage
        .get(&file.storage_key)
        .await
        .map_err(|error| AppError::internal(error.to_string()))?
        .ok_or_else(|| AppError::internal(format!("file {} has no bytes in storage", file.id)))?;
    let disposition = HeaderValue::from_str(&format!("inline; filename=\"lms-{}\"", file.id))
        .map_err(|_| AppError::internal("bad file name"))?;
    Ok(respond(&file, bytes, disposition)?)
}
