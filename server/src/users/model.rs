//! A user as stored, and the shapes in which the API shows one.

use portal_core::language::Language;
use portal_core::roles::Role;
use serde::Serialize;
use utoipa::ToSchema;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct User {
    pub id: String,
    pub first_name: String,
    pub last_name: String,
    pub email: String,
    pub phone_number: Option<String>,
    pub role: Role,
    pub password_hash: String,
    pub profile_photo: Option<String>,
    pub use_new_onboarding: bool,
    pub onboarding_complete: bool,
    pub mpesa_phone: Option<String>,
    pub active: bool,
    pub verified: bool,
    pub gender: Option<String>,
    /// ISO code (KE, TZ) of the country the phone number was given for.
    pub country: Option<String>,
    pub referral: Option<String>,
    /// The language messages to this user are written in.
    pub language: Language,
    /// The staff member or sales agent who created or invited this account.
    pub registered_by: Option<String>,
    pub created_at: i64,
    pub updated_at: i64,
}

/// What a new account needs; the store adds the id and times.
#[derive(Debug, Clone)]
pub struct NewUser {
    pub first_name: String,
    pub last_name: String,
    pub email: String,
    pub phone_number: Option<String>,
    pub role: Role,
    pub password_hash: String,
    pub use_new_onboarding: bool,
    pub onboarding_complete: bool,
    pub mpesa_phone: Option<String>,
    pub active: bool,
    pub verified: bool,
    pub gender: Option<String>,
    pub country: Option<String>,
    pub referral: Option<String>,
}

/// E-mails are compared and stored trimmed and lower-cased.
pub fn normalise_email(email: &str) -> String {
    email.trim().to_lowercase()
}

/// The signed-in user as `GET /api/user/unbox` shows it (spec 000 section 3).
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct UserView {
    pub user_id: String,
    #[serde(rename = "firstName")]
    pub first_name: String,
    #[serde(rename = "lastName")]
    pub last_name: String,
    pub email: String,
    #[serde(rename = "phoneNumber")]
    pub phone_number: Option<String>,
    /// One of client, applicant, digiprime, admin, sales, processor, authorizer, super.
    pub role: String,
    #[serde(rename = "profilePhoto")]
    pub profile_photo: Option<String>,
    #[serde(rename = "useNewOnboarding")]
    pub use_new_onboarding: bool,
    #[serde(rename = "onboardingComplete")]
    pub onboarding_complete: bool,
    #[serde(rename = "mpesaPhone")]
    pub mpesa_phone: Option<String>,
    /// en or sw: the language of the messages the portal sends this user.
    pub language: String,
}

impl From<User> for UserView {
    fn from(user: User) -> UserView {
        UserView {
            user_id: user.id,
            first_name: user.first_name,
            last_name: user.last_name,
            email: user.email,
            phone_number: user.phone_number,
            role: user.role.as_str().to_owned(),
            profile_photo: user.profile_photo,
            use_new_onboarding: user.use_new_onboarding,
            onboarding_complete: user.onboarding_complete,
            mpesa_phone: user.mpesa_phone,
            language: user.language.code().to_owned(),
        }
    }
}
