//! Keeping a submission, for a client's step and an applicant's answer alike, in one transaction: a
//! file step's finished upload taken as the person's file (within their quota), the submission
//! awaiting approval, the file it replaces (a rejected one) removed, the audit line.

use portal_core::onboarding::client::STEP_AWAITING_APPROVAL;
use portal_core::resumable::{UploadKind, FILE_NOT_FOUND};

use super::load::Loaded;
use crate::audit::{self, Event};
use crate::error::{AppError, AppResult};
use crate::media::model::StoredFile;
use crate::media::{save, store as media};
use crate::onboarding::store::enrolments;
use crate::state::AppState;
use crate::uploads::store::take;

/// What is sent for one step or question.
pub enum Sent<'a> {
    /// The overview's text or an answer, stored as it is.
    Text(String),
    /// A finished upload of `kind`; `fits` says whether its checked media type is accepted (an
    /// applicant's question may accept fewer kinds than its upload kind), else `refusal`.
    File {
        upload_id: &'a str,
        kind: UploadKind,
        purpose: String,
        fits: &'a (dyn Fn(&str) -> bool + Sync),
        refusal: &'static str,
    },
}

/// Keeps `sent` as the person's submission for `step`; the replaced file's bytes go after the commit.
pub async fn keep(
    state: &AppState,
    loaded: &Loaded,
    step: &str,
    sent: Sent<'_>,
    ip: Option<&str>,
) -> AppResult<()> {
    let now = state.now();
    let owner = &loaded.user.id;
    let mut tx = state.begin().await?;
    let previous = match (loaded.submission(step), &sent) {
        (Some(earlier), Sent::File { .. }) => media::find(&mut *tx, &earlier.value).await?,
        _ => None,
    };
    let value = match sent {
        Sent::Text(text) => text,
        Sent::File {
            upload_id,
            kind,
            purpose,
            fits,
            refusal,
        } => {
            let taken = take(&mut tx, owner, upload_id, kind, now)
                .await?
                .ok_or_else(|| AppError::bad_request(FILE_NOT_FOUND))?;
            if !fits(&taken.content_type) {
                // The transaction is dropped: the upload stays for another try.
                return Err(AppError::bad_request(refusal));
            }
            let file = StoredFile {
                id: taken.storage_key.clone(),
                owner_id: owner.clone(),
                purpose,
                content_type: taken.content_type,
                size_bytes: taken.size_bytes,
                storage_key: taken.storage_key,
                created_at: now,
            };
            let freeing: Vec<&StoredFile> = previous.iter().collect();
            let quota = state.config.upload_quota_bytes;
            if let Err(error) =
                save::insert_within_quota(&mut tx, quota, owner, &[&file], &freeing).await
            {
                return Err(error.into_app_error(loaded.user.language));
            }
            file.id
        }
    };
    if !enrolments::submit(&mut *tx, owner, step, &value, now).await? {
        // Sent meanwhile from another tab: the first one stands.
        return Err(AppError::bad_request(STEP_AWAITING_APPROVAL));
    }
    let replaced: Vec<StoredFile> = match previous {
        Some(old) if old.id != value => {
            save::remove_records(&mut tx, &[&old]).await?;
            vec![old]
        }
        _ => Vec::new(),
    };
    let event = Event {
        user_id: Some(owner),
        kind: audit::ONBOARDING_SUBMITTED,
        detail: step,
        ip,
    };
    audit::record(&mut *tx, now, event).await?;
    tx.commit().await?;
    save::forget(state, &replaced.iter().collect::<Vec<_>>()).await;
    Ok(())
}
