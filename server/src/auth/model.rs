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
    pub user: UnboxedUser,
}

/// The signed-in user, with the business whose books they keep (spec 002's user context).
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct UnboxedUser {
    #[serde(flatten)]
    pub user: UserView,
    /// The user's business (clients, applicants and digiprime users); null for staff.
    #[serde(rename = "businessId")]
    pub business_id: Option<String>,
    #[serde(rename = "businessName")]
    pub business_name: Option<String>,
    /// In an advisory playbook pair, on either side (an entrepreneur with an advisor, an advisor
    /// with an entrepreneur); false for everyone else.
    #[serde(rename = "playbookPaired")]
    pub playbook_paired: bool,
    /// A learning trainee (a row in `lms_trainees`): the phone installs the learning area.
    #[serde(rename = "lmsTrainee")]
    pub lms_trainee: bool,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct MessageResponse {
    pub message: String,
}
