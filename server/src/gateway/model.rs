//! The data gateway's envelope (spec 002 section 7.1): `{error: false, message, data}` on success,
//! `{error: true, message}` with a 4xx (or a vague 5xx) on failure.

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde::Serialize;
use serde_json::Value;
use utoipa::ToSchema;

use crate::error::{AppError, INTERNAL};

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct GatewayAnswer {
    /// false: the call succeeded.
    pub error: bool,
    pub message: String,
    /// The records of the resource with the spec's fields and the names they point at.
    #[schema(value_type = Vec<Object>)]
    pub data: Vec<Value>,
}

impl GatewayAnswer {
    pub fn ok(message: &str, data: Vec<Value>) -> GatewayAnswer {
        GatewayAnswer {
            error: false,
            message: message.to_owned(),
            data,
        }
    }
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct GatewayFailure {
    /// Always true.
    pub error: bool,
    pub message: String,
}

/// Any failure, answered in the gateway's envelope.
#[derive(Debug)]
pub struct GatewayError(pub AppError);

impl From<AppError> for GatewayError {
    fn from(error: AppError) -> GatewayError {
        GatewayError(error)
    }
}

impl From<sqlx::Error> for GatewayError {
    fn from(error: sqlx::Error) -> GatewayError {
        GatewayError(error.into())
    }
}

impl IntoResponse for GatewayError {
    fn into_response(self) -> Response {
        let status = self.0.status();
        let message = if status.is_server_error() {
            tracing::error!(error = %self.0, "gateway call failed");
            INTERNAL.to_owned()
        } else {
            self.0.to_string()
        };
        let status = if status.is_success() {
            StatusCode::BAD_REQUEST
        } else {
            status
        };
        let body = GatewayFailure {
            error: true,
            message,
        };
        (status, Json(body)).into_response()
    }
}

pub type GatewayResult<T> = Result<T, GatewayError>;
