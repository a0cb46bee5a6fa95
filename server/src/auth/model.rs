//! Sign-in bodies and answers.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::users::model::UserView;

/// Missing fields read as empty so the core's form checks name them.
#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
#[serde(default)]
pub struct SigninRequest {
    pub email: String,
    pub password: String,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct TokenResponse {
    /// Opaque bearer token for the `Authorization: Bearer` header.
    pub token: String,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct UnboxResponse {
    pub user: UserView,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct MessageResponse {
    pub message: String,
}
