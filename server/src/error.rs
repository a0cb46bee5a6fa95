//! The one error type of every handler: 4xx carry a message for the user, 5xx are logged and stay vague.

use std::collections::BTreeMap;

use axum::extract::rejection::JsonRejection;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde::Serialize;

pub const SIGN_IN_TO_CONTINUE: &str = "Sign in to continue";
pub const NO_ACCESS: &str = "You do not have access to this";
pub const NOT_FOUND: &str = "Not found";
pub const INTERNAL: &str = "Something went wrong, try again";

#[derive(Debug, thiserror::Error)]
pub enum AppError {
    #[error("{0}")]
    BadRequest(String),
    #[error("{0}")]
    Unauthorized(String),
    #[error("{0}")]
    Forbidden(String),
    #[error("{0}")]
    NotFound(String),
    #[error("{0}")]
    Conflict(String),
    #[error("{message}")]
    Status { status: StatusCode, message: String },
    /// 400 naming every wrong field, so a form can mark them all; `message` is the first problem.
    #[error("{message}")]
    Fields {
        message: String,
        fields: BTreeMap<String, String>,
    },
    #[error("database: {0}")]
    Database(#[from] sqlx::Error),
    #[error("{0}")]
    Internal(String),
}

/// The `{"error": "..."}` envelope of every failed call.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct ErrorBody {
    pub error: String,
    /// Form calls only: every wrong field and its message.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub fields: Option<BTreeMap<String, String>>,
}

pub type AppResult<T> = Result<T, AppError>;

impl AppError {
    pub fn bad_request(message: impl Into<String>) -> AppError {
        AppError::BadRequest(message.into())
    }

    pub fn sign_in() -> AppError {
        AppError::Unauthorized(SIGN_IN_TO_CONTINUE.to_owned())
    }

    pub fn no_access() -> AppError {
        AppError::Forbidden(NO_ACCESS.to_owned())
    }

    /// 404 'Not found': for a thing that is not there, and for one that is not the caller's.
    pub fn not_found() -> AppError {
        AppError::NotFound(NOT_FOUND.to_owned())
    }

    pub fn internal(detail: impl Into<String>) -> AppError {
        AppError::Internal(detail.into())
    }

    pub fn status(&self) -> StatusCode {
        match self {
            AppError::BadRequest(_) | AppError::Fields { .. } => StatusCode::BAD_REQUEST,
            AppError::Unauthorized(_) => StatusCode::UNAUTHORIZED,
            AppError::Forbidden(_) => StatusCode::FORBIDDEN,
            AppError::NotFound(_) => StatusCode::NOT_FOUND,
            AppError::Conflict(_) => StatusCode::CONFLICT,
            AppError::Status { status, .. } => *status,
            AppError::Database(_) | AppError::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }
}

impl IntoResponse for AppError {
    fn into_response(self) -> Response {
        let status = self.status();
        let message = if status.is_server_error() {
            tracing::error!(error = %self, "request failed");
            INTERNAL.to_owned()
        } else {
            self.to_string()
        };
        let fields = match self {
            AppError::Fields { fields, .. } => Some(fields),
            _ => None,
        };
        let body = ErrorBody {
            error: message,
            fields,
        };
        (status, Json(body)).into_response()
    }
}

impl From<JsonRejection> for AppError {
    fn from(rejection: JsonRejection) -> AppError {
        let status = match rejection.status() {
            StatusCode::UNPROCESSABLE_ENTITY => StatusCode::BAD_REQUEST,
            other => other,
        };
        let message = match rejection {
            JsonRejection::MissingJsonContentType(_) => {
                "Send the details as JSON (Content-Type: application/json)"
            }
            JsonRejection::BytesRejection(_) => "The request body could not be read",
            _ => "The request body is not valid JSON",
        };
        AppError::Status {
            status,
            message: message.to_owned(),
        }
    }
}

impl From<tokio::task::JoinError> for AppError {
    fn from(error: tokio::task::JoinError) -> AppError {
        AppError::internal(format!("background task failed: {error}"))
    }
}

/// `Json` whose rejections answer in the `{"error"}` envelope.
#[derive(Debug, Clone, Copy, Default, axum::extract::FromRequest)]
#[from_request(via(axum::Json), rejection(AppError))]
pub struct ApiJson<T>(pub T);

impl<T: Serialize> IntoResponse for ApiJson<T> {
    fn into_response(self) -> Response {
        Json(self.0).into_response()
    }
}

/// Every `/api` path no route claims.
pub async fn api_not_found() -> AppError {
    AppError::NotFound(NOT_FOUND.to_owned())
}

pub async fn api_method_not_allowed() -> AppError {
    AppError::Status {
        status: StatusCode::METHOD_NOT_ALLOWED,
        message: "This method is not allowed here".to_owned(),
    }
}
