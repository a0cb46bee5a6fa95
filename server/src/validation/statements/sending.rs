//! Sending a statement, whichever body brought it: core's checks of the fields, the institution,
//! then the file — a finished upload fetched from storage, or the form's bytes through the upload
//! check — read now or left for a coach (`reading`), and kept (`keep`).

use portal_core::language::Language;
use portal_core::uploads::{precheck, UploadKind};
use portal_core::validation::checks::check_upload;
use portal_core::validation::institutions::Reader;
use portal_core::validation::messages::{FILE_NOT_FOUND, FILE_REQUIRED, INSTITUTION_UNKNOWN};
use portal_core::validation::quarter::statement_period;
use portal_core::validation::Transaction;

use super::intake::{Incoming, IncomingFile};
use super::keep;
use super::reading::{self, kind_name, Reading};
use super::store::{self, StatementRow, AWAITING_REVIEW, RECONCILED};
use crate::bookkeeping::business;
use crate::error::AppError;
use crate::ids::new_id;
use crate::media::check;
use crate::state::AppState;
use crate::uploads::store::{self as uploads, FINISHED};
use crate::users::model::User;
use crate::validation::error::{ValidationError, ValidationResult};
use crate::validation::store as institutions;

/// The row's status, period and count from what the reading gave; its transactions to keep.
fn fill(row: &mut StatementRow, kind: &'static str, reading: Reading) -> Vec<Transaction> {
    row.file_kind = kind.to_owned();
    match reading {
        Reading::Read(statement) => {
            row.status = RECONCILED.to_owned();
            if let Some((from, to)) = statement_period(&statement) {
                row.period_from = Some(from);
                row.period_to = Some(to);
            }
            row.transaction_count = i64::try_from(statement.transactions.len()).unwrap_or(0);
            statement.transactions
        }
        Reading::ForReview => {
            row.status = AWAITING_REVIEW.to_owned();
            Vec::new()
        }
    }
}

/// Checks and keeps the statement `incoming` brings: the statement and whether it is new (the same
/// upload sent again answers the statement it made).
pub async fn send(
    state: &AppState,
    user: &User,
    incoming: Incoming,
) -> ValidationResult<(StatementRow, bool)> {
    let language = user.language;
    let checked = check_upload(
        &incoming.institution,
        incoming.file.is_some(),
        &incoming.phone,
    )
    .map_err(|message| ValidationError::bad(message, language))?;
    let (institution_name, reader) = institutions::institution(&state.pool, checked.institution_id)
        .await?
        .ok_or_else(|| ValidationError::bad(INSTITUTION_UNKNOWN, language))?;
    let reader = Reader::from_name(&reader);
    let now = state.now();
    let business = business::ensure_for(&state.pool, user, now)
        .await?
        .ok_or_else(AppError::no_access)?;
    let row = StatementRow {
        id: new_id(now),
        business_id: business.id,
        owner_id: user.id.clone(),
        source: store::UPLOAD.to_owned(),
        institution_id: Some(checked.institution_id),
        institution_name,
        upload_id: None,
        file_id: None,
        file_kind: String::new(),
        phone: checked.phone,
        status: String::new(),
        period_from: None,
        period_to: None,
        transaction_count: 0,
        uploaded_at: now,
        reviewed_by: None,
        reviewed_at: None,
    };
    let password = incoming.password;
    match incoming.file {
        Some(IncomingFile::Upload(upload_id)) => {
            if let Some(found) = store::find_by_upload(&state.pool, &user.id, &upload_id).await? {
                return Ok((found, false));
            }
            let kept = from_upload(state, row, upload_id, reader, password, language).await?;
            Ok((kept, true))
        }
        Some(IncomingFile::Bytes(bytes)) => {
            let file = check::check_upload(UploadKind::Statement, bytes)
                .await
                .map_err(|e| keep::refused(e, language))?;
            let read =
                reading::read(reader, file.kind, file.bytes.clone(), password, language).await?;
            let mut row = row;
            let transactions = fill(&mut row, kind_name(file.kind), read);
            Ok((
                keep::from_form(state, row, &file, &transactions, language).await?,
                true,
            ))
        }
        None => Err(ValidationError::bad(FILE_REQUIRED, language)),
    }
}

/// The caller's finished upload of kind `statement`, read (or left for a coach) and kept; the
/// upload is taken only when the statement is kept.
async fn from_upload(
    state: &AppState,
    mut row: StatementRow,
    upload_id: String,
    reader: Reader,
    password: Option<String>,
    language: Language,
) -> ValidationResult<StatementRow> {
    let not_found = || ValidationError::bad(FILE_NOT_FOUND, language);
    let Some(upload) = uploads::find_own(&state.pool, &row.owner_id, &upload_id, state.now())
        .await?
        .filter(|u| u.state == FINISHED && u.kind == UploadKind::Statement.name())
    else {
        // The same upload sent at the same moment: the other request took it and kept its
        // statement since the caller looked, and that statement is the answer.
        return store::find_by_upload(&state.pool, &row.owner_id, &upload_id)
            .await?
            .ok_or_else(not_found);
    };
    let key = upload.storage_key.ok_or_else(not_found)?;
    let bytes = state
        .storage
        .get(&key)
        .await
        .map_err(|error| AppError::internal(error.to_string()))?
        .ok_or_else(not_found)?;
    let kind = precheck(UploadKind::Statement, &bytes).map_err(|_| not_found())?;
    let read = reading::read(reader, kind, bytes, password, language).await?;
    let transactions = fill(&mut row, kind_name(kind), read);
    row.upload_id = Some(upload_id);
    keep::from_upload(state, row, &transactions, language).await
}
