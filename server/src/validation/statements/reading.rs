//! Reading a statement now when core can: an M-Pesa institution's PDF (with its password, used for
//! this reading only) or CSV is read and its balances checked on the blocking pool; anything else
//! (another institution, a picture) waits for a coach.

use axum::http::StatusCode;
use portal_core::language::Language;
use portal_core::uploads::FileKind;
use portal_core::validation::institutions::Reader;
use portal_core::validation::{read_checked_csv, read_checked_pdf, Statement, StatementError};

use crate::error::AppError;
use crate::validation::error::{ValidationError, ValidationResult};

/// What became of the file.
#[derive(Debug)]
pub enum Reading {
    /// Read and checked: reconciled.
    Read(Statement),
    /// For a coach to read.
    ForReview,
}

/// The file's kind as the statements list names it.
pub fn kind_name(kind: FileKind) -> &'static str {
    match kind {
        FileKind::Pdf => "pdf",
        FileKind::Csv => "csv",
        _ => "image",
    }
}

/// The kind of a stored file from its content type (set from its checked content).
pub fn kind_of(content_type: &str) -> FileKind {
    match content_type {
        "application/pdf" => FileKind::Pdf,
        "text/csv" => FileKind::Csv,
        "image/png" => FileKind::Png,
        _ => FileKind::Jpeg,
    }
}

fn refusal(error: &StatementError, language: Language) -> ValidationError {
    ValidationError::Refused {
        status: StatusCode::UNPROCESSABLE_ENTITY,
        message: error.message(language),
        needs_password: matches!(
            error,
            StatementError::PasswordNeeded | StatementError::PasswordWrong
        ),
    }
}

/// Reads `bytes` when `reader` and `kind` allow; a statement core refuses is answered 422 in the
/// person's language (with `needsPassword` for a missing or wrong password).
pub async fn read(
    reader: Reader,
    kind: FileKind,
    bytes: Vec<u8>,
    password: Option<String>,
    language: Language,
) -> ValidationResult<Reading> {
    if reader != Reader::MpesaFullStatement || !matches!(kind, FileKind::Pdf | FileKind::Csv) {
        return Ok(Reading::ForReview);
    }
    let read = tokio::task::spawn_blocking(move || match kind {
        FileKind::Pdf => read_checked_pdf(&bytes, password.as_deref()),
        _ => read_checked_csv(&bytes),
    })
    .await
    .map_err(AppError::from)?;
    read.map(Reading::Read)
        .map_err(|error| refusal(&error, language))
}
