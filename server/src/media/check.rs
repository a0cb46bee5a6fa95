//! The one check every upload passes, whatever route or endpoint brings it: core's rules on kind
//! and size, then the content decoded. A picture is decoded within core's pixel limits and a fresh
//! copy of it is what gets stored, so whatever was appended to it or hidden in its metadata is
//! dropped (the orientation is kept); a PDF must parse and a Word, Excel or PowerPoint document
//! must be one; a video must give its duration (and the invest video be at most 5 minutes long),
//! a sound recording must be readable, a CSV (a statement's export) must read as comma-separated
//! rows.
//!
//! Decoding costs CPU (a 16-megapixel photo takes a fraction of a second): it runs on the blocking
//! pool, at most one decode per core at a time, others wait their turn.

use std::sync::LazyLock;

use portal_core::language::Language;
use portal_core::uploads::{precheck, FileKind, UploadKind, UploadProblem};
use tokio::sync::Semaphore;

use super::{documents, images, recordings};
use crate::error::AppError;

static DECODES: LazyLock<Semaphore> = LazyLock::new(|| {
    Semaphore::new(std::thread::available_parallelism().map_or(2, |cores| cores.get()))
});

/// A file that passed: its kind and the bytes to store (for a picture, the fresh copy).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CheckedFile {
    pub kind: FileKind,
    pub bytes: Vec<u8>,
}

impl CheckedFile {
    pub fn size(&self) -> u64 {
        u64::try_from(self.bytes.len()).unwrap_or(u64::MAX)
    }
}

#[derive(Debug)]
pub enum UploadError {
    /// The person's file is refused; tell them why.
    Refused(UploadProblem),
    /// The server failed (storage, database).
    Failed(AppError),
}

impl UploadError {
    /// The answer: 413 for a full quota, 400 for a refused file, in the person's language.
    pub fn into_app_error(self, language: Language) -> AppError {
        match self {
            UploadError::Refused(problem @ UploadProblem::QuotaFull { .. }) => AppError::Status {
                status: axum::http::StatusCode::PAYLOAD_TOO_LARGE,
                message: problem.message(language),
            },
            UploadError::Refused(problem) => AppError::BadRequest(problem.message(language)),
            UploadError::Failed(error) => error,
        }
    }
}

impl From<sqlx::Error> for UploadError {
    fn from(error: sqlx::Error) -> UploadError {
        UploadError::Failed(error.into())
    }
}

impl From<AppError> for UploadError {
    fn from(error: AppError) -> UploadError {
        UploadError::Failed(error)
    }
}

/// Checks an upload of `kind` by its content; the entry point of every upload.
pub async fn check_upload(kind: UploadKind, bytes: Vec<u8>) -> Result<CheckedFile, UploadError> {
    let file_kind = precheck(kind, &bytes).map_err(UploadError::Refused)?;
    let _turn = DECODES
        .acquire()
        .await
        .map_err(|_| AppError::internal("the decode queue is closed"))?;
    tokio::task::spawn_blocking(move || inspect(kind, file_kind, bytes))
        .await
        .map_err(AppError::from)?
        .map_err(UploadError::Refused)
}

/// Decodes a file for `upload` that starts like `kind` (blocking: call it off the async threads).
pub fn inspect(
    upload: UploadKind,
    kind: FileKind,
    bytes: Vec<u8>,
) -> Result<CheckedFile, UploadProblem> {
    let bytes = match kind {
        FileKind::Jpeg => images::fresh_jpeg(&bytes)?,
        FileKind::Png => images::fresh_png(&bytes)?,
        FileKind::Pdf if upload == UploadKind::Statement => {
            check_statement_pdf(&bytes).map(|()| bytes)?
        }
        FileKind::Pdf => documents::check_pdf(&bytes).map(|()| bytes)?,
        FileKind::Docx => documents::check_docx(&bytes).map(|()| bytes)?,
        FileKind::Doc => documents::check_doc(&bytes).map(|()| bytes)?,
        FileKind::Xlsx => documents::check_xlsx(&bytes).map(|()| bytes)?,
        FileKind::Pptx => documents::check_pptx(&bytes).map(|()| bytes)?,
        FileKind::Mp4 | FileKind::ThreeGp | FileKind::WebM => {
            recordings::check_video(upload, kind, &bytes).map(|()| bytes)?
        }
        FileKind::Mp3 | FileKind::M4a | FileKind::Ogg | FileKind::Wav => {
            recordings::check_recording(kind, &bytes).map(|()| bytes)?
        }
        FileKind::Csv if portal_core::validation::csv::is_comma_separated(&bytes) => bytes,
        FileKind::Csv => return Err(UploadProblem::Unreadable(FileKind::Csv)),
    };
    Ok(CheckedFile { kind, bytes })
}

/// A statement PDF may be protected with a password (as M-Pesa sends them): one that loads and is
/// encrypted passes, its pages read only later with the password the person types (each stream
/// bounded as every PDF's is).
fn check_statement_pdf(bytes: &[u8]) -> Result<(), UploadProblem> {
    documents::check_pdf(bytes).or_else(|problem| {
        let options = lopdf::LoadOptions {
            max_decompressed_size: Some(16 * 1024 * 1024),
            ..lopdf::LoadOptions::default()
        };
        match lopdf::Document::load_mem_with_options(bytes, options) {
            Ok(document) if document.is_encrypted() => Ok(()),
            _ => Err(problem),
        }
    })
}
