//! The wire shapes of the validation calls (spec 002 section 7.4).

use serde::Serialize;
use utoipa::ToSchema;

/// An institution as the Start Validation list shows it.
#[derive(Debug, Serialize, ToSchema)]
pub struct Institution {
    pub id: i64,
    pub name: String,
}

/// `{error, message, count, data}` (7.4).
#[derive(Debug, Serialize, ToSchema)]
pub struct InstitutionsAnswer {
    pub error: bool,
    pub message: String,
    pub count: usize,
    pub data: Vec<Institution>,
}

/// A refusal in the spec's envelope; `needsPassword` only when a statement needs its password.
#[derive(Debug, Serialize, ToSchema)]
pub struct Refusal {
    pub error: bool,
    pub message: String,
    #[serde(rename = "needsPassword", skip_serializing_if = "Option::is_none")]
    pub needs_password: Option<bool>,
}
