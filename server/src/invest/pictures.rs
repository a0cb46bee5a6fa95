//! The profile's picture and logo (spec 002 section 5.3: images only). The phone uploads each
//! first (`investImage`, `investLogo`: checked by content when it finished) and names the finished
//! upload in `image` / `logo`; the profile takes it in its own transaction as a `files` record
//! within the owner's quota, and the file it replaces goes (record now, bytes after the commit).
//! Sending the stored file's id again, or the upload it was taken from, or nothing, keeps the
//! picture.

use axum::http::StatusCode;
use portal_core::invest::messages::PICTURE_NOT_FOUND;
use portal_core::language::Language;
use portal_core::uploads::{UploadKind, UploadProblem};
use serde_json::{Map, Value};
use sqlx::{Any, Transaction};

use super::error::{InvestError, InvestResult};
use super::store::{self, Picture};
use crate::media::check::UploadError;
use crate::media::model::StoredFile;
use crate::media::{save, store as files};
use crate::uploads::store::take;

/// One picture slot: its wire field, upload kind and file purpose.
struct Slot {
    field: &'static str,
    kind: UploadKind,
    purpose: &'static str,
}

const IMAGE: Slot = Slot {
    field: "image",
    kind: UploadKind::InvestImage,
    purpose: "invest:image",
};
const LOGO: Slot = Slot {
    field: "logo",
    kind: UploadKind::InvestLogo,
    purpose: "invest:logo",
};

/// The id a body names for a slot; None for none (absent, null, blank).
fn named<'a>(body: &'a Map<String, Value>, field: &str) -> Option<&'a str> {
    body.get(field)
        .and_then(Value::as_str)
        .map(str::trim)
        .filter(|id| !id.is_empty())
}

fn refused(problem: UploadProblem, language: Language) -> InvestError {
    let status = match problem {
        UploadProblem::QuotaFull { .. } => StatusCode::PAYLOAD_TOO_LARGE,
        _ => StatusCode::BAD_REQUEST,
    };
    InvestError::Refused {
        status,
        message: problem.message(language),
        fields: None,
    }
}

/// What the owner's change does to the pictures: the files it replaced (their bytes to forget
/// once the change is committed).
pub struct Applied {
    pub replaced: Vec<StoredFile>,
}

/// Whether `wanted` names the picture kept: its file, or the upload it was taken from (a request
/// sent again, as a phone's queue may after a cut connection, keeps what the first one did).
fn is_kept(picture: &Picture, wanted: &str) -> bool {
    [&picture.file_id, &picture.upload_id]
        .into_iter()
        .any(|id| id.as_deref() == Some(wanted))
}

/// Takes the pictures `body` names (unless they are the ones kept), records them within the
/// owner's quota, points the profile at them and removes the records of those replaced. Nothing
/// is taken when anything is refused (the caller drops the transaction).
#[allow(clippy::too_many_arguments)]
pub async fn apply(
    tx: &mut Transaction<'_, Any>,
    quota: u64,
    owner: &str,
    business_id: &str,
    current: [Picture; 2],
    body: &Map<String, Value>,
    language: Language,
    now: i64,
) -> InvestResult<Applied> {
    let mut kept = current.clone();
    let mut new = Vec::new();
    let mut replaced = Vec::new();
    for (n, slot) in [IMAGE, LOGO].iter().enumerate() {
        let Some(wanted) = named(body, slot.field) else {
            continue;
        };
        if is_kept(&current[n], wanted) {
            continue;
        }
        let taken = take(tx, owner, wanted, slot.kind, now)
            .await?
            .ok_or_else(|| InvestError::field(language, slot.field, PICTURE_NOT_FOUND))?;
        let file = StoredFile {
            id: taken.storage_key.clone(),
            owner_id: owner.to_owned(),
            purpose: slot.purpose.to_owned(),
            content_type: taken.content_type,
            size_bytes: taken.size_bytes,
            storage_key: taken.storage_key,
            created_at: now,
        };
        if let Some(old) = current[n].file_id.as_deref() {
            replaced.extend(files::find(&mut **tx, old).await?);
        }
        kept[n] = Picture {
            file_id: Some(file.id.clone()),
            upload_id: Some(wanted.to_owned()),
        };
        new.push(file);
    }
    if new.is_empty() {
        return Ok(Applied { replaced });
    }
    let adding: Vec<&StoredFile> = new.iter().collect();
    let freeing: Vec<&StoredFile> = replaced.iter().collect();
    save::insert_within_quota(tx, quota, owner, &adding, &freeing)
        .await
        .map_err(|error| match error {
            UploadError::Refused(problem) => refused(problem, language),
            UploadError::Failed(error) => error.into(),
        })?;
    store::set_pictures(tx, business_id, &kept[0], &kept[1]).await?;
    save::remove_records(tx, &freeing).await?;
    Ok(Applied { replaced })
}
