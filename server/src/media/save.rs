//! Storing checked uploads: bytes under a new server-made key, records inserted within the owner's
//! quota in the caller's transaction, and the bytes of refused or replaced files removed.

use sqlx::{Any, Transaction};

use super::check::{CheckedFile, UploadError};
use super::model::StoredFile;
use super::{quota, store};
use crate::error::{AppError, AppResult};
use crate::ids::new_id;
use crate::state::AppState;

/// The record of a checked file; its id is also its storage key, never the client's file name.
pub fn record_for(owner: &str, purpose: &str, checked: &CheckedFile, now: i64) -> StoredFile {
    let id = new_id(now);
    StoredFile {
        storage_key: id.clone(),
        id,
        owner_id: owner.to_owned(),
        purpose: purpose.to_owned(),
        content_type: checked.kind.content_type().to_owned(),
        size_bytes: i64::try_from(checked.bytes.len()).unwrap_or(i64::MAX),
        created_at: now,
    }
}

fn size_of(files: &[&StoredFile]) -> u64 {
    files
        .iter()
        .map(|file| u64::try_from(file.size_bytes).unwrap_or(0))
        .sum()
}

/// Refuses, before anything is written, files that cannot fit in the owner's quota now.
pub async fn precheck_quota(
    state: &AppState,
    owner: &str,
    new: &[&StoredFile],
    replaced: &[&StoredFile],
) -> Result<(), UploadError> {
    quota::precheck(
        &state.pool,
        owner,
        size_of(new),
        size_of(replaced),
        state.config.upload_quota_bytes,
    )
    .await?
    .map_err(UploadError::Refused)
}

/// Writes the bytes of `files` (records and bytes pair up); on a failure removes what was written.
pub async fn put(state: &AppState, files: &[(&StoredFile, &[u8])]) -> AppResult<()> {
    for (n, (file, bytes)) in files.iter().enumerate() {
        let written = state
            .storage
            .put(&file.storage_key, bytes, &file.content_type)
            .await;
        if let Err(error) = written {
            let done: Vec<&StoredFile> = files[..n].iter().map(|(file, _)| *file).collect();
            forget(state, &done).await;
            return Err(AppError::internal(error.to_string()));
        }
    }
    Ok(())
}

/// In the caller's transaction: checks the owner's quota, counting `freeing` (files this change
/// replaces) as gone, and inserts the new records.
pub async fn insert_within_quota(
    tx: &mut Transaction<'_, Any>,
    limit: u64,
    owner: &str,
    new: &[&StoredFile],
    freeing: &[&StoredFile],
) -> Result<(), UploadError> {
    quota::reserve(tx, owner, size_of(new), size_of(freeing), limit)
        .await?
        .map_err(UploadError::Refused)?;
    for file in new {
        store::insert(&mut **tx, file).await?;
    }
    Ok(())
}

/// Removes the records of replaced files once nothing points at them; their URLs then answer
/// like any missing file. The bytes go with `forget` after the commit.
pub async fn remove_records(
    tx: &mut Transaction<'_, Any>,
    files: &[&StoredFile],
) -> Result<(), sqlx::Error> {
    for file in files {
        store::delete(&mut **tx, &file.id).await?;
    }
    Ok(())
}

/// Removes the bytes of files whose records were never saved, or were replaced.
pub async fn forget(state: &AppState, files: &[&StoredFile]) {
    for file in files {
        if let Err(error) = state.storage.delete(&file.storage_key).await {
            tracing::warn!(%error, key = %file.storage_key, "could not remove an upload's bytes");
        }
    }
}
