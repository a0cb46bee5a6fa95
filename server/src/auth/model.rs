//! Sign-in bodies and answers, and the messages of the account checks.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::users::model::UserView;

pub const INVALID_CREDENTIALS: &str = "Invalid email or password";
pub const DEACTIVATED: &str = "Your account has been deactivated, contact support";
/// The PWA answers this one by starting OTP verification (spec 000 section 4).
pub const UNVERIFIED: &str = "Verify your email or phone to activate account";

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
