//! `PATCH /media/identity/{userId}`: the identity step, an identity document and a passport photo.

use std::collections::BTreeMap;

use axum::extract::multipart::{MultipartError, MultipartRejection};
use axum::extract::{Multipart, Path, State};
use axum::http::StatusCode;
use axum::Json;
use portal_core::forms::REQUIRED;
use portal_core::language::Language;
use portal_core::profile::{DETAILS_UPDATED, MAX_IDENTITY_BYTES};
use portal_core::uploads::UploadKind;

use super::access::require_owner;
use super::model::{IdentityResponse, IdentitySaved, IdentityUpload};
use super::store::{self, IdentityFiles};
use crate::audit::{self, Event};
use crate::auth::{AuthUser, ClientIp};
use crate::error::{AppError, AppResult, ErrorBody};
use crate::media::check::{check_upload, CheckedFile, UploadError};
use crate::media::model::{media_url, StoredFile};
use crate::media::store as files;
use crate::media::{quota, save};
use crate::state::AppState;
use crate::users::store as users;
use portal_core::profile::{check_identity_type, upload_too_large, SAVE_DETAILS_FIRST};
use sqlx::{Any, Transaction};

/// Two images at core's limit, with room to spare for the form around them.
pub const IDENTITY_BODY_LIMIT: usize = 2 * MAX_IDENTITY_BYTES + 1024 * 1024;

const NOT_MULTIPART: &str =
    "Send the files as a multipart form (Content-Type: multipart/form-data)";
const UNREADABLE_UPLOAD: &str = "The upload could not be read";

/// Stores both images (checked by decoding them: a fresh copy of each is what is kept), records the
/// identity type, and makes the passport photo the profile photo; the images they replace are
/// deleted. Personal details must be saved first; the account's upload quota applies.
#[utoipa::path(
    patch,
    path = "/media/identity/{userId}",
    tag = "profile",
    security(("bearer" = [])),
    params(("userId" = String, Path, description = "The client's own id")),
    request_body(content = IdentityUpload, content_type = "multipart/form-data"),
    responses(
        (status = 200, description = "Details updated", body = IdentityResponse),
        (status = 400, description = "A missing, wrong or unreadable file or type, a picture of too many pixels (the first in `error`, all in `fields`), or no personal details yet", body = ErrorBody),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not the client themself", body = ErrorBody),
        (status = 413, description = "The whole upload is larger than 5 MB, or the account's upload quota is full", body = ErrorBody),
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
    let Some(details) = store::find(&state.pool, &user_id).await? else {
        return Err(AppError::bad_request(SAVE_DETAILS_FIRST));
    };
    let language = users::find_by_id(&state.pool, &user_id)
        .await?
        .ok_or_else(AppError::sign_in)?
        .language;
    let multipart = multipart.map_err(|_| AppError::bad_request(NOT_MULTIPART))?;
    let form = read_form(multipart).await?;
    let checked = check_form(form, language).await?;

    let now = state.now();
    let identity = save::record_for(&user_id, "identification", &checked.identification, now);
    let photo = save::record_for(&user_id, "passport", &checked.passport, now);
    let mut replaced = Vec::new();
    for old in [&details.identity_file_id, &details.photo_file_id]
        .into_iter()
        .flatten()
    {
        replaced.extend(files::find(&state.pool, old).await?);
    }
    let replaced: Vec<&StoredFile> = replaced.iter().collect();
    let new = [&identity, &photo];
    save::precheck_quota(&state, &user_id, &new, &replaced)
        .await
        .map_err(|error| error.into_app_error(language))?;
    save::put(
        &state,
        &[
            (&identity, &checked.identification.bytes),
            (&photo, &checked.passport.bytes),
        ],
    )
    .await?;
    let saved = Saved {
        identity_type: &checked.identity_type,
        identity: &identity,
        photo: &photo,
    };
    match save(&state, &user_id, &saved, ip.as_deref(), now).await {
        Ok(replaced) => save::forget(&state, &replaced.iter().collect::<Vec<_>>()).await,
        Err(error) => {
            save::forget(&state, &new).await;
            return Err(error.into_app_error(language));
        }
    }
    Ok(Json(IdentityResponse {
        message: DETAILS_UPDATED.to_owned(),
        data: IdentitySaved {
            identity_type: checked.identity_type,
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

struct CheckedForm {
    identification: CheckedFile,
    passport: CheckedFile,
    identity_type: String,
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

/// A picture by the one upload check; a refusal is the field's message in the person's language.
async fn check_image(
    bytes: Option<Vec<u8>>,
    language: Language,
) -> AppResult<Result<CheckedFile, String>> {
    let Some(bytes) = bytes.filter(|bytes| !bytes.is_empty()) else {
        return Ok(Err(REQUIRED.to_owned()));
    };
    match check_upload(UploadKind::IdentityImage, bytes).await {
        Ok(checked) => Ok(Ok(checked)),
        Err(UploadError::Refused(problem)) => Ok(Err(problem.message(language))),
        Err(UploadError::Failed(error)) => Err(error),
    }
}

/// Each image by its content (the name and declared type are ignored), and the type; every
/// problem at once.
async fn check_form(form: IdentityForm, language: Language) -> AppResult<CheckedForm> {
    let identification = check_image(form.identification, language).await?;
    let passport = check_image(form.passport, language).await?;
    let identity_type = check_identity_type(&form.identity_type);
    let problems: Vec<(&str, String)> = [
        ("identification", identification.as_ref().err().cloned()),
        ("passport", passport.as_ref().err().cloned()),
        ("identity_type", identity_type.map(str::to_owned)),
    ]
    .into_iter()
    .filter_map(|(field, message)| message.map(|m| (field, m)))
    .collect();
    match (identification, passport, problems.first()) {
        (Ok(identification), Ok(passport), None) => Ok(CheckedForm {
            identification,
            passport,
            identity_type: form.identity_type.trim().to_owned(),
        }),
        (_, _, first) => Err(AppError::Fields {
            message: first.map_or(REQUIRED.to_owned(), |(_, m)| m.clone()),
            fields: problems
                .into_iter()
                .map(|(field, message)| (field.to_owned(), message))
                .collect::<BTreeMap<_, _>>(),
        }),
    }
}

pub(super) struct Saved<'a> {
    pub identity_type: &'a str,
    pub identity: &'a StoredFile,
    pub photo: &'a StoredFile,
}

/// The files the client's identity names now, read after the client is locked.
async fn current_files(
    tx: &mut Transaction<'_, Any>,
    user_id: &str,
) -> Result<Vec<StoredFile>, sqlx::Error> {
    let mut found = Vec::new();
    if let Some(details) = store::find(&mut **tx, user_id).await? {
        for id in [details.identity_file_id, details.photo_file_id]
            .into_iter()
            .flatten()
        {
            found.extend(files::find(&mut **tx, &id).await?);
        }
    }
    Ok(found)
}

/// Records the new files in place of the ones they replace (returned, for their bytes to go).
async fn save(
    state: &AppState,
    user_id: &str,
    saved: &Saved<'_>,
    ip: Option<&str>,
    now: i64,
) -> Result<Vec<StoredFile>, UploadError> {
    let mut tx = state.begin().await?;
    let replaced = save_in(
        &mut tx,
        state.config.upload_quota_bytes,
        user_id,
        saved,
        ip,
        now,
    )
    .await?;
    tx.commit().await?;
    Ok(replaced)
}

/// `save` inside the caller's transaction (the identity step from resumable uploads takes them in
/// it): within the owner's upload quota, the replaced files' records removed and returned.
pub(super) async fn save_in(
    tx: &mut Transaction<'static, Any>,
    quota_bytes: u64,
    user_id: &str,
    saved: &Saved<'_>,
    ip: Option<&str>,
    now: i64,
) -> Result<Vec<StoredFile>, UploadError> {
    quota::lock_owner(tx, user_id).await?;
    let replaced = current_files(tx, user_id).await?;
    let new = [saved.identity, saved.photo];
    let old: Vec<&StoredFile> = replaced.iter().collect();
    save::insert_within_quota(tx, quota_bytes, user_id, &new, &old).await?;
    let files = IdentityFiles {
        identity_type: saved.identity_type,
        identity_file_id: &saved.identity.id,
        photo_file_id: &saved.photo.id,
    };
    store::set_identity(&mut **tx, user_id, &files, now).await?;
    users::set_profile_photo(&mut **tx, user_id, &media_url(&saved.photo.id), now).await?;
    save::remove_records(tx, &old).await?;
    let event = Event {
        user_id: Some(user_id),
        kind: audit::IDENTITY_UPLOADED,
        detail: saved.identity_type,
        ip,
    };
    audit::record(&mut **tx, now, event).await?;
    Ok(replaced)
}
