//! The sign-up body and answer (spec 000 section 3).

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::users::model::User;

/// Missing fields read as empty so core's checks name them.
#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
#[serde(default)]
pub struct SignupRequest {
    #[serde(rename = "firstName")]
    pub first_name: String,
    #[serde(rename = "lastName")]
    pub last_name: String,
    pub email: String,
    #[serde(rename = "mobileNumber")]
    pub mobile_number: String,
    pub password: String,
    #[serde(rename = "confirmPassword")]
    pub confirm_password: String,
    /// Required for entrepreneurs, optional for staff.
    #[serde(rename = "referralChoice")]
    pub referral_choice: String,
    /// The new account's role; client when left out.
    pub role: Option<String>,
    /// Kenya or Tanzania (name, dial code or ISO code): how a local `0…` number is read. Kenya when
    /// left out, as the lender's first country.
    pub country: Option<String>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct CreatedAccount {
    pub user_id: String,
    #[serde(rename = "firstName")]
    pub first_name: String,
    #[serde(rename = "lastName")]
    pub last_name: String,
    pub email: String,
    #[serde(rename = "phoneNumber")]
    pub phone_number: Option<String>,
    pub role: String,
}

impl From<&User> for CreatedAccount {
    fn from(user: &User) -> CreatedAccount {
        CreatedAccount {
            user_id: user.id.clone(),
            first_name: user.first_name.clone(),
            last_name: user.last_name.clone(),
            email: user.email.clone(),
            phone_number: user.phone_number.clone(),
            role: user.role.as_str().to_owned(),
        }
    }
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct SignupResponse {
    pub message: String,
    pub data: CreatedAccount,
}
