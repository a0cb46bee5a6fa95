//! `GET /media/{fileId}` and `/files/{fileId}`: an uploaded file, to its owner and to the staff whose
//! role may see it (see staff/visibility.rs).

use axum::extract::{Path, State};
use axum::http::header::{
    CACHE_CONTROL, CONTENT_DISPOSITION, CONTENT_TYPE, X_CONTENT_TYPE_OPTIONS,
};
use axum::http::HeaderValue;
use axum::response::{IntoResponse, Response};

use portal_core::uploads::sniff;

use super::model::StoredFile;
use super::store;
use crate::auth::AuthUser;
use crate::error::{AppError, AppResult, ErrorBody, NOT_FOUND};
use crate::staff::visibility::{reader_of, Group, Sight};
use crate::state::AppState;
use crate::users::store as users;

/// The file's bytes with the content type its content showed at upload.
#[utoipa::path(
    get,
    path = "/media/{fileId}",
    tag = "media",
    security(("bearer" = [])),
    params(("fileId" = String, Path, description = "The id in the file's URL")),
    responses(
        (status = 200, description = "The file, with its stored content type (image/jpeg, image/png)", content_type = "application/octet-stream"),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 404, description = "No file has this id, or it is not the caller's to see", body = ErrorBody),
    )
)]
pub async fn serve_file(
    State(state): State<AppState>,
    user: AuthUser,
    Path(file_id): Path<String>,
) -> AppResult<Response> {
    let (file, bytes) = readable(&state, &user, &file_id).await?;
    respond(&file, bytes, HeaderValue::from_static("inline"))
}

/// A stored file (a proposal, an identity document) to its owner or staff, named by the server.
#[utoipa::path(
    get,
    path = "/files/{fileId}",
    tag = "media",
    security(("bearer" = [])),
    params(("fileId" = String, Path, description = "The id in the file's link")),
    responses(
        (status = 200, description = "The file, with the content type its content showed at upload (application/pdf, application/msword, …) and a name the server made", content_type = "application/octet-stream"),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 404, description = "No file has this id, or it is not the caller's to see", body = ErrorBody),
    )
)]
pub async fn download_file(
    State(state): State<AppState>,
    user: AuthUser,
    Path(file_id): Path<String>,
) -> AppResult<Response> {
    let (file, bytes) = readable(&state, &user, &file_id).await?;
    let extension = sniff(&bytes).map_or("bin", |kind| kind.extension());
    let disposition = format!(
        "inline; filename=\"{}-{}.{extension}\"",
        file.purpose, file.id
    );
    let disposition = HeaderValue::from_str(&disposition)
        .map_err(|_| AppError::internal(format!("file {} has a bad name", file.id)))?;
    respond(&file, bytes, disposition)
}

/// The record and bytes of a file the caller may read (its owner, or staff whose role sees the
/// owner and the file's group); any other is answered as a missing one.
async fn readable(
    state: &AppState,
    user: &AuthUser,
    file_id: &str,
) -> AppResult<(StoredFile, Vec<u8>)> {
    let file = store::find(&state.pool, file_id)
        .await?
        .ok_or_else(not_found)?;
    if file.owner_id != user.user_id {
        if Sight::of_auth(user).is_none() {
            return Err(not_found());
        }
        let owner = users::find_by_id(&state.pool, &file.owner_id)
            .await?
            .ok_or_else(not_found)?;
        reader_of(user, &owner, Group::of_file(&file.purpose)).ok_or_else(not_found)?;
    }
    let bytes = state
        .storage
        .get(&file.storage_key)
        .await
        .map_err(|error| AppError::internal(error.to_string()))?
        .ok_or_else(|| AppError::internal(format!("file {} has no bytes in storage", file.id)))?;
    Ok((file, bytes))
}

fn not_found() -> AppError {
    AppError::NotFound(NOT_FOUND.to_owned())
}

pub(crate) fn respond(
    file: &StoredFile,
    bytes: Vec<u8>,
    disposition: HeaderValue,
) -> AppResult<Response> {
    let content_type = HeaderValue::from_str(&file.content_type)
        .map_err(|_| AppError::internal(format!("file {} has a bad content type", file.id)))?;
    let headers = [
        (CONTENT_TYPE, content_type),
        (
            CACHE_CONTROL,
            HeaderValue::from_static("private, max-age=86400"),
        ),
        (X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff")),
        (CONTENT_DISPOSITION, disposition),
    ];
    Ok((headers, bytes).into_response())
}
