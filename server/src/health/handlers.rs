use std::time::Duration;

use axum::extract::State;
use axum::http::StatusCode;
use axum::Json;

use super::model::HealthResponse;
use crate::db;
use crate::state::AppState;

/// Answers within a few seconds even when the database hangs.
const DATABASE_TIMEOUT: Duration = Duration::from_secs(3);

/// Whether the server and its database answer.
#[utoipa::path(
    get,
    path = "/health",
    tag = "health",
    responses(
        (status = 200, description = "Server and database answer", body = HealthResponse),
        (status = 503, description = "The database does not answer", body = HealthResponse),
    )
)]
pub async fn health(State(state): State<AppState>) -> (StatusCode, Json<HealthResponse>) {
    let outcome = tokio::time::timeout(DATABASE_TIMEOUT, db::ping(&state.pool)).await;
    match outcome {
        Ok(Ok(())) => (
            StatusCode::OK,
            Json(HealthResponse {
                status: "ok",
                database: "ok",
            }),
        ),
        Ok(Err(error)) => {
            tracing::error!(%error, "health check: database query failed");
            (
                StatusCode::SERVICE_UNAVAILABLE,
                Json(HealthResponse {
                    status: "error",
                    database: "error",
                }),
            )
        }
        Err(_) => {
            tracing::error!("health check: database did not answer in time");
            (
                StatusCode::SERVICE_UNAVAILABLE,
                Json(HealthResponse {
                    status: "error",
                    database: "error",
                }),
            )
        }
    }
}
