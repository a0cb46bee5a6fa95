//! The refusals of the sheet and the thresholds: `400 {error: true, message, field}` with core's
//! first problem (in the caller's language); every other failure is the usual `AppError`.

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use portal_core::language::Language;
use portal_core::scorecard::messages::in_language;
use portal_core::scorecard::Problem;

use super::model::Refusal;
use crate::error::AppError;

#[derive(Debug)]
pub enum ScoreError {
    Refused(Refusal),
    App(AppError),
}

impl ScoreError {
    pub fn problem(problem: &Problem, language: Language) -> ScoreError {
        ScoreError::Refused(Refusal {
            error: true,
            message: in_language(problem.message, language).to_owned(),
            field: problem.field.clone(),
        })
    }
}

impl<E: Into<AppError>> From<E> for ScoreError {
    fn from(error: E) -> ScoreError {
        ScoreError::App(error.into())
    }
}

impl IntoResponse for ScoreError {
    fn into_response(self) -> Response {
        match self {
            ScoreError::Refused(refusal) => {
                (StatusCode::BAD_REQUEST, Json(refusal)).into_response()
            }
            ScoreError::App(error) => error.into_response(),
        }
    }
}
