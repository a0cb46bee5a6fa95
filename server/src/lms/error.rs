//! The learning area's refusals: the spec's `{error: true, message}` (section 7.5) with their
//! status; sign-in and role refusals in the usual `{error}` envelope.

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;

use super::model::Answer;
use crate::error::{AppError, NOT_FOUND};

#[derive(Debug)]
pub enum LmsError {
    Refused { status: StatusCode, message: String },
    App(AppError),
}

impl LmsError {
    pub fn refused(status: StatusCode, message: impl Into<String>) -> LmsError {
        LmsError::Refused {
            status,
            message: message.into(),
        }
    }

    pub fn bad(message: impl Into<String>) -> LmsError {
        LmsError::refused(StatusCode::BAD_REQUEST, message)
    }

    /// Not there, or not the caller's: the same answer.
    pub fn not_found() -> LmsError {
        LmsError::refused(StatusCode::NOT_FOUND, NOT_FOUND)
    }

    pub fn conflict(message: impl Into<String>) -> LmsError {
        LmsError::refused(StatusCode::CONFLICT, message)
    }

    pub fn forbidden(message: impl Into<String>) -> LmsError {
        LmsError::refused(StatusCode::FORBIDDEN, message)
    }
}

impl From<AppError> for LmsError {
    fn from(error: AppError) -> LmsError {
        LmsError::App(error)
    }
}

impl From<sqlx::Error> for LmsError {
    fn from(error: sqlx::Error) -> LmsError {
        LmsError::App(error.into())
    }
}

impl IntoResponse for LmsError {
    fn into_response(self) -> Response {
        match self {
            LmsError::Refused { status, message } => (
                status,
                Json(Answer {
                    error: true,
                    message,
                }),
            )
                .into_response(),
            LmsError::App(error) => error.into_response(),
        }
    }
}

pub type LmsResult<T> = Result<T, LmsError>;
