//! The linked account's refusals in the spec's envelope, `{error: true, message}` (the PWA shows the
//! message, spec 000 section 8: "Statement and account info failures show the server message"):
//! 422 for a code or a period core refuses, 409 before any account is linked, 502 when the
//! provider fails. Sign-in, role and "not there" answers are the usual `AppError`s.

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use portal_core::language::Language;
use portal_core::linked_accounts::messages::{in_language, PROVIDER_FAILED};

use super::model::Refusal;
use super::provider::ProviderError;
use crate::error::AppError;

#[derive(Debug)]
pub enum LinkError {
    App(AppError),
    Refused { status: StatusCode, message: String },
}

pub type LinkResult<T> = Result<T, LinkError>;

impl LinkError {
    /// A refusal with core's `english` message in `language`.
    pub fn refused(status: StatusCode, english: &str, language: Language) -> LinkError {
        LinkError::Refused {
            status,
            message: in_language(english, language).to_owned(),
        }
    }

    /// 502 for a provider that failed; its detail goes to the log only.
    pub fn provider(error: &ProviderError, language: Language) -> LinkError {
        tracing::warn!(%error, "the linked-account provider failed");
        LinkError::refused(StatusCode::BAD_GATEWAY, PROVIDER_FAILED, language)
    }
}

impl From<AppError> for LinkError {
    fn from(error: AppError) -> LinkError {
        LinkError::App(error)
    }
}

impl From<sqlx::Error> for LinkError {
    fn from(error: sqlx::Error) -> LinkError {
        LinkError::App(error.into())
    }
}

impl IntoResponse for LinkError {
    fn into_response(self) -> Response {
        match self {
            LinkError::App(error) => error.into_response(),
            LinkError::Refused { status, message } => (
                status,
                Json(Refusal {
                    error: true,
                    message,
                }),
            )
                .into_response(),
        }
    }
}
