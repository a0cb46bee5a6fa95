//! The validation's refusals in the spec's envelope (spec 002 section 7.4): `{error: true,
//! message}` in the caller's language, with `needsPassword: true` when a statement needs its
//! password (a missing or wrong one). Sign-in, role and server failures stay `AppError`'s.

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use portal_core::language::Language;
use portal_core::validation::messages::in_language;

use super::model::Refusal;
use crate::error::AppError;

#[derive(Debug)]
pub enum ValidationError {
    Refused {
        status: StatusCode,
        message: String,
        needs_password: bool,
    },
    App(AppError),
}

pub type ValidationResult<T> = Result<T, ValidationError>;

impl ValidationError {
    /// A refusal with core's English `message`, said in `language`.
    pub fn said(status: StatusCode, message: &str, language: Language) -> ValidationError {
        ValidationError::Refused {
            status,
            message: in_language(message, language).to_owned(),
            needs_password: false,
        }
    }

    pub fn bad(message: &str, language: Language) -> ValidationError {
        ValidationError::said(StatusCode::BAD_REQUEST, message, language)
    }

    pub fn not_found(message: &str, language: Language) -> ValidationError {
        ValidationError::said(StatusCode::NOT_FOUND, message, language)
    }
}

impl<E: Into<AppError>> From<E> for ValidationError {
    fn from(error: E) -> ValidationError {
        ValidationError::App(error.into())
    }
}

impl IntoResponse for ValidationError {
    fn into_response(self) -> Response {
        match self {
            ValidationError::Refused {
                status,
                message,
                needs_password,
            } => (
                status,
                Json(Refusal {
                    error: true,
                    message,
                    needs_password: needs_password.then_some(true),
                }),
            )
                .into_response(),
            ValidationError::App(error) => error.into_response(),
        }
    }
}
