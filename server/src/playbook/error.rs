//! The playbook's refusals: the spec's `{error: true, msg}` (section 7.2) with its status; every
//! other failure (sign in, a role refused) in the usual `{error}` envelope.

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;

use super::model::Answer;
use crate::error::AppError;

#[derive(Debug)]
pub enum PlaybookError {
    Refused { status: StatusCode, msg: String },
    App(AppError),
}

impl PlaybookError {
    pub fn refused(status: StatusCode, msg: impl Into<String>) -> PlaybookError {
        PlaybookError::Refused {
            status,
            msg: msg.into(),
        }
    }

    pub fn bad(msg: impl Into<String>) -> PlaybookError {
        PlaybookError::refused(StatusCode::BAD_REQUEST, msg)
    }

    pub fn not_found(msg: impl Into<String>) -> PlaybookError {
        PlaybookError::refused(StatusCode::NOT_FOUND, msg)
    }
}

impl From<AppError> for PlaybookError {
    fn from(error: AppError) -> PlaybookError {
        PlaybookError::App(error)
    }
}

impl From<sqlx::Error> for PlaybookError {
    fn from(error: sqlx::Error) -> PlaybookError {
        PlaybookError::App(error.into())
    }
}

impl IntoResponse for PlaybookError {
    fn into_response(self) -> Response {
        match self {
            PlaybookError::Refused { status, msg } => {
                (status, Json(Answer { error: true, msg })).into_response()
            }
            PlaybookError::App(error) => error.into_response(),
        }
    }
}

pub type PlaybookResult<T> = Result<T, PlaybookError>;
