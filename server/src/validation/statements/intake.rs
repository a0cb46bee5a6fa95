//! What a statement's upload brings, from either body the call takes: the phone's JSON naming a
//! finished resumable upload, or the spec's multipart form with the file itself.

use axum::extract::{FromRequest, Multipart, Request};
use axum::http::header::CONTENT_TYPE;
use axum::http::StatusCode;
use axum::Json;
use portal_core::language::Language;
use portal_core::uploads::{UploadKind, UploadProblem, MAX_DOCUMENT_BYTES};
use portal_core::validation::messages::FORM_UNREADABLE;

use super::model::SendStatement;
use crate::error::AppError;
use crate::validation::error::{ValidationError, ValidationResult};

/// The largest body: a 10 MB statement and the form's fields.
pub const BODY_LIMIT: usize = MAX_DOCUMENT_BYTES + 64 * 1024;

/// The file: a finished upload's id, or the form's bytes.
#[derive(Debug)]
pub enum IncomingFile {
    Upload(String),
    Bytes(Vec<u8>),
}

/// The fields as sent (the password never leaves this request).
pub struct Incoming {
    pub institution: String,
    pub phone: String,
    pub password: Option<String>,
    pub file: Option<IncomingFile>,
}

impl std::fmt::Debug for Incoming {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Incoming")
            .field("institution", &self.institution)
            .field("file", &self.file.as_ref().map(|_| "…"))
            .finish_non_exhaustive()
    }
}

fn institution_text(value: Option<serde_json::Value>) -> String {
    match value {
        Some(serde_json::Value::String(text)) => text,
        Some(serde_json::Value::Number(number)) => number.to_string(),
        _ => String::new(),
    }
}

fn unreadable(language: Language) -> ValidationError {
    ValidationError::bad(FORM_UNREADABLE, language)
}

fn is_multipart(request: &Request) -> bool {
    request
        .headers()
        .get(CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.trim_start().starts_with("multipart/form-data"))
}

/// Reads the request's body, JSON or multipart.
pub async fn read(request: Request, language: Language) -> ValidationResult<Incoming> {
    if is_multipart(&request) {
        return read_form(request, language).await;
    }
    let Json(body) = Json::<SendStatement>::from_request(request, &())
        .await
        .map_err(AppError::from)?;
    Ok(Incoming {
        institution: institution_text(body.institution),
        phone: body.phone.unwrap_or_default(),
        password: body.password,
        file: body
            .upload_id
            .map(|id| id.trim().to_owned())
            .filter(|id| !id.is_empty())
            .map(IncomingFile::Upload),
    })
}

async fn read_form(request: Request, language: Language) -> ValidationResult<Incoming> {
    let mut form = Multipart::from_request(request, &())
        .await
        .map_err(|_| unreadable(language))?;
    let mut incoming = Incoming {
        institution: String::new(),
        phone: String::new(),
        password: None,
        file: None,
    };
    let too_large = |error: axum::extract::multipart::MultipartError| {
        if error.status() == StatusCode::PAYLOAD_TOO_LARGE {
            ValidationError::Refused {
                status: StatusCode::PAYLOAD_TOO_LARGE,
                message: UploadProblem::TooLarge(UploadKind::Statement).message(language),
                needs_password: false,
            }
        } else {
            unreadable(language)
        }
    };
    while let Some(field) = form.next_field().await.map_err(too_large)? {
        let name = field.name().unwrap_or_default().to_owned();
        if name == "pdfFinancialStatement" && field.file_name().is_some() {
            let bytes = field.bytes().await.map_err(too_large)?;
            if !bytes.is_empty() {
                incoming.file = Some(IncomingFile::Bytes(bytes.to_vec()));
            }
            continue;
        }
        let text = field.text().await.map_err(too_large)?;
        match name.as_str() {
            "financialInsitutionId" | "financialInstitutionId" => incoming.institution = text,
            "phone" => incoming.phone = text,
            "password" => incoming.password = Some(text),
            "pdfFinancialStatement" if !text.trim().is_empty() => {
                incoming.file = Some(IncomingFile::Upload(text.trim().to_owned()));
            }
            _ => {}
        }
    }
    Ok(incoming)
}
