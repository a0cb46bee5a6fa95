use serde::Serialize;
use utoipa::ToSchema;

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct HealthResponse {
    /// `ok`, or `error` when a dependency fails.
    pub status: &'static str,
    /// `ok`, or `error` when the database does not answer.
    pub database: &'static str,
}
