//! `PUT /uploads/{uploadId}` (start), `GET` (where it is), `PATCH` (a part at an offset) and
//! `POST …/finish` (check the whole file by content and store it): resumable uploads in the shape
//! of the tus protocol, with JSON answers in the API's envelope.

use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, HeaderName, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use portal_core::id::is_valid_id;
use portal_core::resumable::{
    check_new, chunk_step, ChunkRefusal, UploadKind, CHUNK_TOO_LARGE, ID_TAKEN, NOT_WHOLE,
    OPEN_SECONDS, WRONG_OFFSET,
};
use serde_json::Value;

use super::finishing::{check_and_finish, finishing, sweep};
use super::limits::{count_start, room_for};
use super::model::{OffsetConflict, StartUpload, UploadView};
use super::store::{self, Upload, FINISHED, OPEN, REFUSED};
use crate::auth::AuthUser;
use crate::error::{ApiJson, AppError, AppResult, ErrorBody, NOT_FOUND};
use crate::state::AppState;
use crate::users::store as users;

/// The header a part's offset travels in (as in tus).
pub const UPLOAD_OFFSET: HeaderName = HeaderName::from_static("upload-offset");
pub const BAD_ID: &str = "The upload id must be 24 lowercase hex characters";
pub const BAD_OFFSET: &str = "Upload-Offset must be the byte offset where this part starts";
fn answer(status: StatusCode, upload: &Upload) -> Response {
    let mut response = (status, Json(upload.view())).into_response();
    if let Ok(offset) = HeaderValue::from_str(&upload.received.to_string()) {
        response.headers_mut().insert(UPLOAD_OFFSET, offset);
    }
    response
}

/// Another user's upload is not there either.
fn not_there() -> AppError {
    AppError::NotFound(NOT_FOUND.to_owned())
}

fn wrong_offset(offset: i64) -> Response {
    offset_conflict(WRONG_OFFSET, offset)
}

/// 409 with the offset the server has, in the body and the `Upload-Offset` header.
fn offset_conflict(message: &str, offset: i64) -> Response {
    let body = OffsetConflict {
        error: message.to_owned(),
        offset,
    };
    let mut response = (StatusCode::CONFLICT, Json(body)).into_response();
    if let Ok(value) = HeaderValue::from_str(&offset.to_string()) {
        response.headers_mut().insert(UPLOAD_OFFSET, value);
    }
    response
}

fn checked_id(id: &str) -> AppResult<()> {
    if is_valid_id(id) {
        Ok(())
    } else {
        Err(AppError::bad_request(BAD_ID))
    }
}

/// Starts an upload under the id the phone made (so a form saved offline can name it at once);
/// starting it again answers where it is.
#[utoipa::path(
    put,
    path = "/uploads/{uploadId}",
    tag = "uploads",
    security(("bearer" = [])),
    params(("uploadId" = String, Path, description = "The id the phone made (24 lowercase hex characters)")),
    request_body = StartUpload,
    responses(
        (status = 201, description = "Started: send the parts", body = UploadView),
        (status = 200, description = "Started before: carry on from `offset`", body = UploadView),
        (status = 400, description = "A bad id, an unknown kind, or a size the kind does not take", body = ErrorBody),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "The user does not upload files of this kind", body = ErrorBody),
        (status = 409, description = "The id is in use for another file", body = ErrorBody),
        (status = 429, description = "Too many uploads open or finished and unused (or too many bytes in them), or started this hour", body = ErrorBody),
    )
)]
pub async fn start_upload(
    State(state): State<AppState>,
    user: AuthUser,
    Path(upload_id): Path<String>,
    ApiJson(body): ApiJson<Value>,
) -> AppResult<Response> {
    checked_id(&upload_id)?;
    let body: StartUpload = serde_json::from_value(body)
        .map_err(|_| AppError::bad_request("Send the file's kind and size"))?;
    let kind = check_new(&body.kind, body.size).map_err(AppError::bad_request)?;
    if !kind.may_upload(user.role) {
        return Err(AppError::no_access());
    }
    let now = state.now();
    sweep(&state, now).await;
    if let Some(found) = store::find(&state.pool, &upload_id, now).await? {
        if found.owner_id == user.user_id && found.kind == kind.name() && found.size == body.size {
            return Ok(answer(StatusCode::OK, &found));
        }
        return Err(AppError::Conflict(ID_TAKEN.to_owned()));
    }
    room_for(&state, &user.user_id, body.size, now).await?;
    count_start(&state, &user.user_id, now).await?;
    let expires_at = now + OPEN_SECONDS;
    if !store::insert(
        &state.pool,
        &upload_id,
        &user.user_id,
        kind,
        body.size,
        now,
        expires_at,
    )
    .await?
    {
        return Err(AppError::Conflict(ID_TAKEN.to_owned()));
    }
    let started = store::find_own(&state.pool, &user.user_id, &upload_id, now)
        .await?
        .ok_or_else(not_there)?;
    Ok(answer(StatusCode::CREATED, &started))
}

/// Where an upload is: the offset to carry on from after a cut connection or a reload.
#[utoipa::path(
    get,
    path = "/uploads/{uploadId}",
    tag = "uploads",
    security(("bearer" = [])),
    params(("uploadId" = String, Path, description = "The upload's id")),
    responses(
        (status = 200, description = "The upload as the server has it", body = UploadView),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 404, description = "No such upload of this user (or it expired)", body = ErrorBody),
    )
)]
pub async fn upload_status(
    State(state): State<AppState>,
    user: AuthUser,
    Path(upload_id): Path<String>,
) -> AppResult<Response> {
    let found = store::find_own(&state.pool, &user.user_id, &upload_id, state.now())
        .await?
        .ok_or_else(not_there)?;
    Ok(answer(StatusCode::OK, &found))
}

/// One part of the file (the body's bytes) at `Upload-Offset`, which must be where the server's copy
/// ends; a part sent again after a lost answer is refused with the offset to carry on from.
#[utoipa::path(
    patch,
    path = "/uploads/{uploadId}",
    tag = "uploads",
    security(("bearer" = [])),
    params(
        ("uploadId" = String, Path, description = "The upload's id"),
        ("Upload-Offset" = i64, Header, description = "Where this part starts in the file"),
    ),
    request_body(content = Vec<u8>, content_type = "application/offset+octet-stream"),
    responses(
        (status = 200, description = "Stored: `offset` is where the next part starts", body = UploadView),
        (status = 400, description = "No offset, an empty part, or one past the end of the file", body = ErrorBody),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 404, description = "No such upload of this user (or it expired)", body = ErrorBody),
        (status = 409, description = "The part does not start where the server's copy ends, or the upload is no longer open", body = OffsetConflict),
        (status = 413, description = "The part is larger than the chunk size", body = ErrorBody),
    )
)]
pub async fn upload_chunk(
    State(state): State<AppState>,
    user: AuthUser,
    Path(upload_id): Path<String>,
    headers: HeaderMap,
    bytes: Result<Bytes, BytesRejection>,
) -> AppResult<Response> {
    let offset = headers
        .get(&UPLOAD_OFFSET)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.trim().parse::<i64>().ok())
        .filter(|v| *v >= 0)
        .ok_or_else(|| AppError::bad_request(BAD_OFFSET))?;
    let now = state.now();
    let found = store::find_own(&state.pool, &user.user_id, &upload_id, now)
        .await?
        .ok_or_else(not_there)?;
    let bytes = bytes.map_err(|rejection| match rejection.status() {
        StatusCode::PAYLOAD_TOO_LARGE => AppError::Status {
            status: StatusCode::PAYLOAD_TOO_LARGE,
            message: CHUNK_TOO_LARGE.to_owned(),
        },
        _ => AppError::bad_request("The part could not be read"),
    })?;
    if found.state != OPEN {
        return Ok(wrong_offset(found.received));
    }
    let to = match chunk_step(found.size, found.received, offset, bytes.len()) {
        Ok(to) => to,
        Err(ChunkRefusal::WrongOffset) => return Ok(wrong_offset(found.received)),
        Err(ChunkRefusal::TooLarge) => {
            return Err(AppError::Status {
                status: StatusCode::PAYLOAD_TOO_LARGE,
                message: CHUNK_TOO_LARGE.to_owned(),
            })
        }
        Err(refusal) => return Err(AppError::bad_request(refusal.message())),
    };
    let mut tx = state.begin().await?;
    let stored = store::add_chunk(&mut tx, &upload_id, offset, to, &bytes, now).await?;
    tx.commit().await?;
    let now_found = store::find_own(&state.pool, &user.user_id, &upload_id, now)
        .await?
        .ok_or_else(not_there)?;
    if !stored {
        return Ok(wrong_offset(now_found.received));
    }
    Ok(answer(StatusCode::OK, &now_found))
}

/// Joins the parts, checks the whole file by its content (the kind's own check, as for a file sent
/// whole) and stores it; the feature the file is for then takes it by its id. Finishing again
/// answers the same.
#[utoipa::path(
    post,
    path = "/uploads/{uploadId}/finish",
    tag = "uploads",
    security(("bearer" = [])),
    params(("uploadId" = String, Path, description = "The upload's id")),
    responses(
        (status = 200, description = "Checked and stored (state finished)", body = UploadView),
        (status = 400, description = "The content check refused the file (state refused, for good)", body = ErrorBody),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 404, description = "No such upload of this user (or it expired)", body = ErrorBody),
        (status = 409, description = "Parts are still missing: carry on from `offset`", body = OffsetConflict),
    )
)]
pub async fn finish_upload(
    State(state): State<AppState>,
    user: AuthUser,
    Path(upload_id): Path<String>,
) -> AppResult<Response> {
    let now = state.now();
    let found = store::find_own(&state.pool, &user.user_id, &upload_id, now)
        .await?
        .ok_or_else(not_there)?;
    match found.state.as_str() {
        FINISHED => return Ok(answer(StatusCode::OK, &found)),
        REFUSED => {
            return Err(AppError::bad_request(
                found.message.unwrap_or_else(|| NOT_WHOLE.to_owned()),
            ))
        }
        _ if found.received < found.size => return Ok(offset_conflict(NOT_WHOLE, found.received)),
        _ => {}
    }
    let kind = UploadKind::parse(&found.kind)
        .ok_or_else(|| AppError::internal(format!("upload {upload_id} of unknown kind")))?;
    let _permit = finishing()
        .acquire()
        .await
        .map_err(|_| AppError::internal("the finishing permits are closed"))?;
    let whole = store::assemble(&state.pool, &upload_id, found.size).await?;
    let language = users::find_by_id(&state.pool, &user.user_id)
        .await?
        .map(|found| found.language)
        .unwrap_or_default();
    check_and_finish(&state, &upload_id, kind, whole, language, now).await?;
    let done = store::find_own(&state.pool, &user.user_id, &upload_id, now)
        .await?
        .ok_or_else(not_there)?;
    Ok(answer(StatusCode::OK, &done))
}
