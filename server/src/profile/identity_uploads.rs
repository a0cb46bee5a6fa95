//! `PATCH /media/identity/{userId}/uploads`: the identity step with images sent ahead as resumable
//! uploads (`crate::uploads`), as the phone's file queue sends them: the same step and answer as the
//! multipart form, each image named by its finished upload's id.

use std::collections::BTreeMap;

use axum::extract::{Path, State};
use axum::Json;
use portal_core::forms::REQUIRED;
use portal_core::profile::{check_identity_type, DETAILS_UPDATED, SAVE_DETAILS_FIRST};
use portal_core::resumable::{UploadKind, FILE_NOT_FOUND};
use serde::Deserialize;
use serde_json::Value;
use utoipa::ToSchema;

use super::access::require_owner;
use super::identity::{save_in, Saved};
use super::model::{IdentityResponse, IdentitySaved};
use super::store;
use crate::auth::{AuthUser, ClientIp};
use crate::error::{ApiJson, AppError, AppResult, ErrorBody};
use crate::media::model::{media_url, StoredFile};
use crate::media::save;
use crate::state::AppState;
use crate::uploads::store::{take, Taken};
use crate::users::store as users;
use portal_core::language::Language;

/// The identity type and the ids of the two finished uploads.
#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
pub struct IdentityFromUploads {
    /// International Passport, Driver's License, Voters Card or National Identity Card.
    #[serde(default)]
    pub identity_type: String,
    /// The identity document's upload (kind identityImage, finished).
    #[serde(default)]
    pub identification: String,
    /// The passport photo's upload (kind identityImage, finished).
    #[serde(default)]
    pub passport: String,
}

/// Takes both uploads (once each: they are the profile's files from now on), records the identity
/// type and makes the passport photo the profile photo. Personal details must be saved first.
#[utoipa::path(
    patch,
    path = "/media/identity/{userId}/uploads",
    tag = "profile",
    security(("bearer" = [])),
    params(("userId" = String, Path, description = "The client's own id")),
    request_body = IdentityFromUploads,
    responses(
        (status = 200, description = "Details updated", body = IdentityResponse),
        (status = 400, description = "A missing type or upload, an upload that is not this client's finished identity image, or no personal details yet", body = ErrorBody),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not the client themself", body = ErrorBody),
    )
)]
pub async fn identity_from_uploads(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    user: AuthUser,
    Path(user_id): Path<String>,
    ApiJson(body): ApiJson<Value>,
) -> AppResult<Json<IdentityResponse>> {
    require_owner(&user, &user_id)?;
    if store::find(&state.pool, &user_id).await?.is_none() {
        return Err(AppError::bad_request(SAVE_DETAILS_FIRST));
    }
    let form: IdentityFromUploads = serde_json::from_value(body).unwrap_or_default();
    let blank = |id: &str| id.trim().is_empty().then_some(REQUIRED);
    fields_or_ok(&[
        ("identification", blank(&form.identification)),
        ("passport", blank(&form.passport)),
        ("identity_type", check_identity_type(&form.identity_type)),
    ])?;

    let now = state.now();
    let mut tx = state.begin().await?;
    let kind = UploadKind::IdentityImage;
    let identification = take(&mut tx, &user_id, form.identification.trim(), kind, now).await?;
    let passport = take(&mut tx, &user_id, form.passport.trim(), kind, now).await?;
    let (identification, passport) = match (identification, passport) {
        (Some(identification), Some(passport)) => (identification, passport),
        // Nothing is taken: the transaction is dropped.
        (identification, passport) => {
            return Err(fields_or_ok(&[
                (
                    "identification",
                    identification.is_none().then_some(FILE_NOT_FOUND),
                ),
                ("passport", passport.is_none().then_some(FILE_NOT_FOUND)),
            ])
            .err()
            .unwrap_or_else(|| AppError::bad_request(FILE_NOT_FOUND)))
        }
    };
    let identity = stored_file(&user_id, "identification", identification, now);
    let photo = stored_file(&user_id, "passport", passport, now);
    let identity_type = form.identity_type.trim();
    let saved = Saved {
        identity_type,
        identity: &identity,
        photo: &photo,
    };
    let quota = state.config.upload_quota_bytes;
    let replaced = match save_in(&mut tx, quota, &user_id, &saved, ip.as_deref(), now).await {
        Ok(replaced) => replaced,
        // Nothing is taken: the uploads stay finished for another try.
        Err(error) => return Err(error.into_app_error(language_of(&state, &user_id).await?)),
    };
    tx.commit().await?;
    save::forget(&state, &replaced.iter().collect::<Vec<_>>()).await;
    Ok(Json(IdentityResponse {
        message: DETAILS_UPDATED.to_owned(),
        data: IdentitySaved {
            identity_type: identity_type.to_owned(),
            image_url: media_url(&identity.id),
            profile_photo: media_url(&photo.id),
        },
    }))
}

/// A 400 naming every field with a problem (the first in `error`), or Ok when none has one.
fn fields_or_ok(checks: &[(&str, Option<&str>)]) -> AppResult<()> {
    let problems: BTreeMap<String, String> = checks
        .iter()
        .filter_map(|(field, message)| message.map(|m| ((*field).to_owned(), m.to_owned())))
        .collect();
    match checks.iter().find_map(|(_, message)| *message) {
        None => Ok(()),
        Some(first) => Err(AppError::Fields {
            message: first.to_owned(),
            fields: problems,
        }),
    }
}

/// The file record of a taken upload: its id is its storage key, as for files sent whole.
fn stored_file(owner: &str, purpose: &str, taken: Taken, now: i64) -> StoredFile {
    StoredFile {
        id: taken.storage_key.clone(),
        owner_id: owner.to_owned(),
        purpose: purpose.to_owned(),
        content_type: taken.content_type,
        size_bytes: taken.size_bytes,
        storage_key: taken.storage_key,
        created_at: now,
    }
}

/// The language the person reads their messages in.
async fn language_of(state: &AppState, user_id: &str) -> AppResult<Language> {
    Ok(users::find_by_id(&state.pool, user_id)
        .await?
        .map(|user| user.language)
        .unwrap_or_default())
}
