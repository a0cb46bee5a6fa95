//! The body of the preferences route.

use serde::Deserialize;
use utoipa::ToSchema;

#[derive(Debug, Deserialize, ToSchema)]
pub struct LanguageRequest {
    /// en or sw.
    pub language: String,
}
