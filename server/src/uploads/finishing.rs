//! Finishing an upload, whichever way its bytes came (in parts, `POST /uploads/{id}/finish`, or
//! whole, `POST /media/upload`): the one upload check, the checked file stored, the upload marked
//! finished for the feature it is for to take; a refusal kept, for good.

use std::sync::OnceLock;

use portal_core::language::Language;
use portal_core::resumable::{UploadKind, FINISHED_SECONDS};
use tokio::sync::Semaphore;

use super::store;
use crate::error::{AppError, AppResult};
use crate::ids::new_id;
use crate::media::check::{check_upload, UploadError};
use crate::state::AppState;

/// Expired uploads removed per start or finish (the rest go with the next ones).
const SWEEP: i64 = 20;

/// Finishing reads a whole file into memory and decodes it: two at a time, server-wide.
pub fn finishing() -> &'static Semaphore {
    static PERMITS: OnceLock<Semaphore> = OnceLock::new();
    PERMITS.get_or_init(|| Semaphore::new(2))
}

/// Removes expired uploads and their stored bytes; a failure only waits for the next sweep.
pub async fn sweep(state: &AppState, now: i64) {
    match store::remove_expired(&state.pool, now, SWEEP).await {
        Ok(keys) => {
            for key in keys {
                if let Err(error) = state.storage.delete(&key).await {
                    tracing::warn!(%error, %key, "could not remove an expired upload's bytes");
                }
            }
        }
        Err(error) => tracing::warn!(%error, "could not remove expired uploads"),
    }
}

/// Checks the whole file of the open upload `upload_id` by its content (a picture is decoded and a
/// fresh copy of it is what is stored) and stores it: the upload is then finished. A refused file
/// marks the upload refused and answers 400 with why, in `language`.
pub async fn check_and_finish(
    state: &AppState,
    upload_id: &str,
    kind: UploadKind,
    whole: Vec<u8>,
    language: Language,
    now: i64,
) -> AppResult<()> {
    let checked = match check_upload(kind, whole).await {
        Ok(checked) => checked,
        Err(UploadError::Refused(problem)) => {
            let message = problem.message(language);
            store::refuse(&state.pool, upload_id, &message, now).await?;
            return Err(AppError::bad_request(message));
        }
        Err(UploadError::Failed(error)) => return Err(error),
    };
    let content_type = checked.kind.content_type();
    let key = new_id(now);
    state
        .storage
        .put(&key, &checked.bytes, content_type)
        .await
        .map_err(|error| AppError::internal(error.to_string()))?;
    let finished = store::finish(
        &state.pool,
        upload_id,
        &key,
        content_type,
        i64::try_from(checked.bytes.len()).unwrap_or(i64::MAX),
        now,
        now + FINISHED_SECONDS,
    )
    .await?;
    if !finished {
        // Another request finished it first: its copy is the one kept.
        if let Err(error) = state.storage.delete(&key).await {
            tracing::warn!(%error, %key, "could not remove a second copy of an upload");
        }
    }
    sweep(state, now).await;
    Ok(())
}
