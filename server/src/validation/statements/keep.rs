//! Keeping a statement: its file recorded within the owner's quota (a finished upload taken once,
//! or the form's checked bytes written under a server-made key), the statement and its
//! transactions, in one transaction. The same upload sent twice, even at the same moment, keeps
//! one statement: the upload is taken once and `upload_id` is unique; the second answers the first.

use portal_core::language::Language;
use portal_core::uploads::UploadKind;
use portal_core::validation::messages::FILE_NOT_FOUND;
use portal_core::validation::Transaction;

use super::store::{self, StatementRow};
use crate::media::check::{CheckedFile, UploadError};
use crate::media::model::StoredFile;
use crate::media::save;
use crate::state::AppState;
use crate::uploads::store::take;
use crate::validation::error::{ValidationError, ValidationResult};

pub const PURPOSE: &str = "validation:statement";

pub fn refused(error: UploadError, language: Language) -> ValidationError {
    match error.into_app_error(language) {
        crate::error::AppError::BadRequest(message) => ValidationError::Refused {
            status: axum::http::StatusCode::BAD_REQUEST,
            message,
            needs_password: false,
        },
        crate::error::AppError::Status { status, message } => ValidationError::Refused {
            status,
            message,
            needs_password: false,
        },
        other => ValidationError::App(other),
    }
}

/// Keeps a statement from the owner's finished upload `row.upload_id`; the statement already
/// taken from it when it was taken before.
pub async fn from_upload(
    state: &AppState,
    mut row: StatementRow,
    transactions: &[Transaction],
    language: Language,
) -> ValidationResult<StatementRow> {
    let upload_id = row.upload_id.clone().unwrap_or_default();
    let now = state.now();
    let mut tx = state.begin().await?;
    let Some(taken) = take(
        &mut tx,
        &row.owner_id,
        &upload_id,
        UploadKind::Statement,
        now,
    )
    .await?
    else {
        drop(tx);
        return store::find_by_upload(&state.pool, &row.owner_id, &upload_id)
            .await?
            .ok_or_else(|| ValidationError::bad(FILE_NOT_FOUND, language));
    };
    let file = StoredFile {
        id: taken.storage_key.clone(),
        owner_id: row.owner_id.clone(),
        purpose: PURPOSE.to_owned(),
        content_type: taken.content_type,
        size_bytes: taken.size_bytes,
        storage_key: taken.storage_key,
        created_at: now,
    };
    save::insert_within_quota(
        &mut tx,
        state.config.upload_quota_bytes,
        &row.owner_id,
        &[&file],
        &[],
    )
    .await
    .map_err(|e| refused(e, language))?;
    row.file_id = Some(file.id.clone());
    if !store::insert(&mut tx, &row).await? {
        drop(tx);
        return store::find_by_upload(&state.pool, &row.owner_id, &upload_id)
            .await?
            .ok_or_else(|| ValidationError::bad(FILE_NOT_FOUND, language));
    }
    store::insert_transactions(&mut tx, &row.id, transactions).await?;
    tx.commit().await?;
    Ok(store::find(&state.pool, &row.id).await?.unwrap_or(row))
}

/// Keeps a statement whose file came in the form (checked already): its bytes written first, then
/// recorded with the statement; removed again when the statement is not kept.
pub async fn from_form(
    state: &AppState,
    mut row: StatementRow,
    checked: &CheckedFile,
    transactions: &[Transaction],
    language: Language,
) -> ValidationResult<StatementRow> {
    let now = state.now();
    let file = save::record_for(&row.owner_id, PURPOSE, checked, now);
    save::precheck_quota(state, &row.owner_id, &[&file], &[])
        .await
        .map_err(|e| refused(e, language))?;
    save::put(state, &[(&file, checked.bytes.as_slice())]).await?;
    row.file_id = Some(file.id.clone());
    let kept = async {
        let mut tx = state.begin().await?;
        save::insert_within_quota(
            &mut tx,
            state.config.upload_quota_bytes,
            &row.owner_id,
            &[&file],
            &[],
        )
        .await
        .map_err(|e| refused(e, language))?;
        store::insert(&mut tx, &row).await?;
        store::insert_transactions(&mut tx, &row.id, transactions).await?;
        tx.commit().await?;
        ValidationResult::Ok(())
    }
    .await;
    if let Err(error) = kept {
        save::forget(state, &[&file]).await;
        return Err(error);
    }
    Ok(store::find(&state.pool, &row.id).await?.unwrap_or(row))
}

/// Keeps a statement with no file (a linked account's transactions).
pub async fn without_file(
    state: &AppState,
    row: StatementRow,
    transactions: &[Transaction],
) -> ValidationResult<StatementRow> {
    let mut tx = state.begin().await?;
    store::insert(&mut tx, &row).await?;
    store::insert_transactions(&mut tx, &row.id, transactions).await?;
    tx.commit().await?;
    Ok(store::find(&state.pool, &row.id).await?.unwrap_or(row))
}
