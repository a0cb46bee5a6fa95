//! The invest profile's refusals: the spec's `{error: true, message}` (section 7.3) with their
//! status, and `fields` naming every wrong field of a form; sign-in and role refusals keep the
//! usual `{error}` envelope.

use std::collections::BTreeMap;

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use portal_core::invest::messages::in_language;
use portal_core::invest::Problem;
use portal_core::language::Language;

use super::model::Refusal;
use crate::error::AppError;

#[derive(Debug)]
pub enum InvestError {
    Refused {
        status: StatusCode,
        message: String,
        fields: Option<BTreeMap<String, String>>,
    },
    App(AppError),
}

pub type InvestResult<T> = Result<T, InvestError>;

impl InvestError {
    /// A refusal with core's English `message` in `language`.
    pub fn refused(status: StatusCode, language: Language, message: &str) -> InvestError {
        InvestError::Refused {
            status,
            message: in_language(message, language).to_owned(),
            fields: None,
        }
    }

    pub fn bad(language: Language, message: &str) -> InvestError {
        InvestError::refused(StatusCode::BAD_REQUEST, language, message)
    }

    /// A message written already (an upload's refusal in the person's language).
    pub fn bad_written(message: String) -> InvestError {
        InvestError::Refused {
            status: StatusCode::BAD_REQUEST,
            message,
            fields: None,
        }
    }

    /// 400 naming every field with a problem, the first in `message`.
    pub fn fields(language: Language, problems: &[Problem]) -> InvestError {
        let fields = problems
            .iter()
            .map(|p| {
                (
                    p.field.to_owned(),
                    in_language(p.message, language).to_owned(),
                )
            })
            .collect();
        let first = problems.first().map_or("", |p| p.message);
        InvestError::Refused {
            status: StatusCode::BAD_REQUEST,
            message: in_language(first, language).to_owned(),
            fields: Some(fields),
        }
    }

    /// One field's problem.
    pub fn field(language: Language, field: &'static str, message: &'static str) -> InvestError {
        InvestError::fields(language, &[Problem { field, message }])
    }
}

impl From<AppError> for InvestError {
    fn from(error: AppError) -> InvestError {
        InvestError::App(error)
    }
}

impl From<sqlx::Error> for InvestError {
    fn from(error: sqlx::Error) -> InvestError {
        InvestError::App(error.into())
    }
}

impl IntoResponse for InvestError {
    fn into_response(self) -> Response {
        match self {
            InvestError::Refused {
                status,
                message,
                fields,
            } => (
                status,
                Json(Refusal {
                    error: true,
                    message,
                    fields,
                }),
            )
                .into_response(),
            InvestError::App(error) => error.into_response(),
        }
    }
}
