//! Password bodies and answers. Missing fields read as empty so core's checks name them.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// Sent as JSON or form-encoded.
#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
#[serde(default)]
pub struct ChangePasswordRequest {
    /// Must be the signed-in user's id.
    #[serde(rename = "userId")]
    pub user_id: String,
    #[serde(rename = "inputPasswordCurrent")]
    pub current: String,
    #[serde(rename = "inputPassword")]
    pub new: String,
    #[serde(rename = "inputPasswordConfirm")]
    pub confirm: String,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct ChangePasswordResponse {
    /// Always false on success (the old API's shape).
    pub error: bool,
    pub message: String,
}

#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
#[serde(default)]
pub struct ResetRequest {
    pub email: String,
}

#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
#[serde(default)]
pub struct NewPasswordRequest {
    pub email: String,
    /// The code from the reset e-mail.
    pub otp: String,
    pub password: String,
    #[serde(rename = "confirmPassword")]
    pub confirm_password: String,
}
