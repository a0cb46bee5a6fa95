//! `PATCH /media/identity/{userId}`: the identity step, an identity document and a passport photo.

use std::collections::BTreeMap;

use axum::extract::multipart::{MultipartError, MultipartRejection};
use axum::extract::{Multipart, Path, State};
use axum::http::StatusCode;
use axum::Json;
use portal_core::forms::REQUIRED;
use portal_core::profile::{check_identity_image, DETAILS_UPDATED, MAX_IDENTITY_BYTES};
use portal_core::uploads::FileKind;
use sqlx::{Any, Transaction};

use super::access::require_owner;
use super::model::{IdentityResponse, IdentitySaved, IdentityUpload};
use super::store::{self, IdentityFiles};
use crate::audit::{self, Event};
use crate::auth::{AuthUser, ClientIp};
use crate::error::{AppError, AppResult, ErrorBody};
use crate::media::model::{media_url, StoredFile};
use crate::media::store as files;
use crate::state::{new_id, AppState};
use crate::users::store as users;
use portal_core::profile::{check_identity_type, upload_too_large, SAVE_DETAILS_FIRST};

/// Two images at core's limit, with room to spare for the form around them.
pub const IDENTITY_BODY_LIMIT: usize = 2 * MAX_IDENTITY_BYTES + 1024 * 1024;

const NOT_MULTIPART: &str =
    "Send the files as a multipart form (Content-Type: multipart/form-data)";
const UNREADABLE_UPLOAD: &str = "The upload could not be read";

/// Stores both images (checked by their content), records the identity type, and makes the passport
/// photo the profile photo. Personal details must be saved first.
#[utoipa::path(
    patch,
    path = "/media/identity/{userId}",
    tag = "profile",
    security(("bearer" = [])),
    params(("userId" = String, Path, description = "The client's own id")),
    request_body(content = IdentityUpload, content_type = "multipart/form-data"),
    responses(
        (status = 200, description = "Details updated", body = IdentityResponse),
        (status = 400, description = "A missing or wrong file or type (the first in `error`, all in `fields`), or no personal details yet", body = ErrorBody),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not the client themself", body = ErrorBody),
        (status = 413, description = "The whole upload is larger than 5 MB", body = ErrorBody),
    )
)]
pub async fn upload_identity(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    user: AuthUser,
    Path(user_id): Path<String>,
    multipart: Result<Multipart, MultipartRejection>,
) -> AppResult<Json<IdentityResponse>> {
    require_owner(&user, &user_id)?;
    if store::find(&state.pool, &user_id).await?.is_none() {
        return Err(AppError::bad_request(SAVE_DETAILS_FIRST));
    }
    let multipart = multipart.map_err(|_| AppError::bad_request(NOT_MULTIPART))?;
    let form = read_form(multipart).await?;
    let checked = check_form(&form)?;

    let now = state.now();
    let identity = stored_file(&user_id, "identification", &checked.identification, now);
    let photo = stored_file(&user_id, "passport", &checked.passport, now);
    put(&state, &identity, checked.identification.1).await?;
    if let Err(error) = put(&state, &photo, checked.passport.1).await {
        forget(&state, &[&identity]).await;
        return Err(error);
    }
    let saved = save(
        &state,
        &user_id,
        checked.identity_type,
        &identity,
        &photo,
        ip.as_deref(),
        now,
    )
    .await;
    if let Err(error) = saved {
        forget(&state, &[&identity, &photo]).await;
        return Err(error);
    }
    Ok(Json(IdentityResponse {
        message: DETAILS_UPDATED.to_owned(),
        data: IdentitySaved {
            identity_type: checked.identity_type.to_owned(),
            image_url: media_url(&identity.id),
            profile_photo: media_url(&photo.id),
        },
    }))
}

#[derive(Default)]
struct IdentityForm {
    identification: Option<Vec<u8>>,
    passport: Option<Vec<u8>>,
    identity_type: String,
}

struct CheckedForm<'a> {
    identification: (FileKind, &'a [u8]),
    passport: (FileKind, &'a [u8]),
    identity_type: &'a str,
}

fn read_error(error: MultipartError) -> AppError {
    if error.status() == StatusCode::PAYLOAD_TOO_LARGE {
        AppError::Status {
            status: StatusCode::PAYLOAD_TOO_LARGE,
            message: upload_too_large(IDENTITY_BODY_LIMIT),
        }
    } else {
        AppError::bad_request(UNREADABLE_UPLOAD)
    }
}

async fn read_form(mut multipart: Multipart) -> AppResult<IdentityForm> {
    let mut form = IdentityForm::default();
    while let Some(field) = multipart.next_field().await.map_err(read_error)? {
        match field.name() {
            Some("identification") => {
                form.identification = Some(field.bytes().await.map_err(read_error)?.to_vec());
            }
            Some("passport") => {
                form.passport = Some(field.bytes().await.map_err(read_error)?.to_vec());
            }
            Some("identity_type") => {
                form.identity_type = field.text().await.map_err(read_error)?;
            }
            _ => {}
        }
    }
    Ok(form)
}

fn check_image(bytes: Option<&[u8]>) -> Result<(FileKind, &[u8]), &'static str> {
    match bytes {
        None | Some([]) => Err(REQUIRED),
        Some(bytes) => check_identity_image(bytes).map(|kind| (kind, bytes)),
    }
}

/// Each image by core's check (content and size; the name and declared type are ignored), and the type.
fn check_form(form: &IdentityForm) -> AppResult<CheckedForm<'_>> {
    let identification = check_image(form.identification.as_deref());
    let passport = check_image(form.passport.as_deref());
    let identity_type = check_identity_type(&form.identity_type);
    let problems: Vec<(&str, &str)> = [
        ("identification", identification.err()),
        ("passport", passport.err()),
        ("identity_type", identity_type),
    ]
    .into_iter()
    .filter_map(|(field, message)| message.map(|m| (field, m)))
    .collect();
    match (identification, passport, problems.first()) {
        (Ok(identification), Ok(passport), None) => Ok(CheckedForm {
            identification,
            passport,
            identity_type: form.identity_type.trim(),
        }),
        (_, _, first) => Err(AppError::Fields {
            message: first.map_or(REQUIRED, |(_, m)| m).to_owned(),
            fields: problems
                .iter()
                .map(|(field, message)| ((*field).to_owned(), (*message).to_owned()))
                .collect::<BTreeMap<_, _>>(),
        }),
    }
}

/// The record of a new file; its id is also its storage key, never the client's file name.
fn stored_file(
    owner: &str,
    purpose: &str,
    (kind, bytes): &(FileKind, &[u8]),
    now: i64,
) -> StoredFile {
    let id = new_id(now);
    StoredFile {
        storage_key: id.clone(),
        id,
        owner_id: owner.to_owned(),
        purpose: purpose.to_owned(),
        content_type: kind.content_type().to_owned(),
        size_bytes: i64::try_from(bytes.len()).unwrap_or(i64::MAX),
        created_at: now,
    }
}

async fn put(state: &AppState, file: &StoredFile, bytes: &[u8]) -> AppResult<()> {
    state
        .storage
        .put(&file.storage_key, bytes, &file.content_type)
        .await
        .map_err(|error| AppError::internal(error.to_string()))
}

/// Removes bytes whose record was never saved.
async fn forget(state: &AppState, stored: &[&StoredFile]) {
    for file in stored {
        if let Err(error) = state.storage.delete(&file.storage_key).await {
            tracing::warn!(%error, key = %file.storage_key, "could not remove an unsaved upload");
        }
    }
}

async fn save(
    state: &AppState,
    user_id: &str,
    identity_type: &str,
    identity: &StoredFile,
    photo: &StoredFile,
    ip: Option<&str>,
    now: i64,
) -> AppResult<()> {
    let mut tx = state.begin().await?;
    save_in(&mut tx, user_id, identity_type, identity, photo, ip, now).await?;
    tx.commit().await?;
    Ok(())
}

/// `save` inside the caller's transaction (the identity step from uploads takes them in it).
pub(super) async fn save_in(
    tx: &mut Transaction<'static, Any>,
    user_id: &str,
    identity_type: &str,
    identity: &StoredFile,
    photo: &StoredFile,
    ip: Option<&str>,
    now: i64,
) -> AppResult<()> {
    files::insert(&mut **tx, identity).await?;
    files::insert(&mut **tx, photo).await?;
    let saved = IdentityFiles {
        identity_type,
        identity_file_id: &identity.id,
        photo_file_id: &photo.id,
    };
    store::set_identity(&mut **tx, user_id, &saved, now).await?;
    users::set_profile_photo(&mut **tx, user_id, &media_url(&photo.id), now).await?;
    let event = Event {
        user_id: Some(user_id),
        kind: audit::IDENTITY_UPLOADED,
        detail: identity_type,
        ip,
    };
    audit::record(&mut **tx, now, event).await?;
    Ok(())
}
