//! Invitations as stored and shown, and the bodies of the invitation routes.

use portal_core::roles::Role;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Invitation {
    pub id: String,
    pub email: String,
    pub role: Role,
    pub first_name: Option<String>,
    pub invited_by: Option<String>,
    /// `open`, `accepted` or `revoked` (replaced by a newer invitation of the same e-mail).
    pub status: String,
    pub created_at: i64,
    pub expires_at: i64,
}

impl Invitation {
    /// An open invitation past its time shows as `expired`.
    pub fn shown_status(&self, now: i64) -> &str {
        if self.status == "open" && now >= self.expires_at {
            "expired"
        } else {
            &self.status
        }
    }
}

#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
#[serde(default)]
pub struct CreateInvitationRequest {
    pub email: String,
    /// The role the account will have; the inviter must be allowed to create it.
    pub role: String,
    #[serde(rename = "firstName")]
    pub first_name: Option<String>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct InvitationView {
    pub id: String,
    pub email: String,
    pub role: String,
    /// `open`, `accepted`, `revoked` or `expired`.
    pub status: String,
    #[serde(rename = "createdAt")]
    pub created_at: i64,
    #[serde(rename = "expiresAt")]
    pub expires_at: i64,
}

impl InvitationView {
    pub fn of(invitation: &Invitation, now: i64) -> InvitationView {
        InvitationView {
            id: invitation.id.clone(),
            email: invitation.email.clone(),
            role: invitation.role.as_str().to_owned(),
            status: invitation.shown_status(now).to_owned(),
            created_at: invitation.created_at,
            expires_at: invitation.expires_at,
        }
    }
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct InvitationResponse {
    pub data: InvitationView,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct InvitationsResponse {
    pub data: Vec<InvitationView>,
}

#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
#[serde(default)]
pub struct InviteCheckRequest {
    pub email: String,
}

/// Success of step A or B: where the PWA goes next.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct InviteAnswer {
    pub status: bool,
    pub message: String,
    pub path: String,
}

/// No open invitation for the e-mail.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct InviteRefusal {
    pub status: bool,
    pub error: String,
}

#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
#[serde(default)]
pub struct InviteOnboardRequest {
    pub email: String,
    /// Full name; the first word becomes the first name.
    pub name: String,
    /// Male or Female.
    pub gender: String,
    /// `+254` or `+255`.
    pub country: String,
    #[serde(rename = "phoneNo")]
    pub phone_no: String,
    pub password: String,
    #[serde(rename = "confirmPassword")]
    pub confirm_password: String,
}
