//! Every request runs to its end, even when the client goes away half-way (a phone closed during a
//! push, a dropped connection): the handler runs in a task of its own, so a write or a payment is
//! never left half-done because the one who asked stopped listening.

use axum::extract::Request;
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

use crate::error::AppError;

pub async fn run_to_the_end(request: Request, next: Next) -> Response {
    match tokio::spawn(next.run(request)).await {
        Ok(response) => response,
        Err(error) => {
            tracing::error!(%error, "a request's task ended without an answer");
            AppError::Internal("the request's task failed".to_owned()).into_response()
        }
    }
}
