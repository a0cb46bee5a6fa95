//! The bodies and answers of the business and user reads.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::bookkeeping::business::Business;
use crate::numbers::Text;

pub const ENTER_AN_IDENTIFIER: &str = "Enter an e-mail address, a phone number or an id";
pub const BUSINESS_FOUND: &str = "Business found";
pub const NO_BUSINESS_FOUND: &str = "No business was found";
pub const USER_FOUND: &str = "User found";
pub const NO_USER_FOUND: &str = "No user was found";

/// Sent as JSON or form-encoded.
#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
#[serde(default)]
pub struct ReadBusinessRequest {
    /// The owner's e-mail or phone, or the business's id.
    #[serde(rename = "readByEmailOrId")]
    #[schema(value_type = String)]
    pub read_by_email_or_id: Option<Text>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct BusinessAnswer {
    pub message: String,
    /// The business found (one), or none.
    pub business: Vec<Business>,
}

/// Sent as JSON or form-encoded.
#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
#[serde(default)]
pub struct ReadUserRequest {
    /// The user's e-mail, phone or id.
    #[schema(value_type = String)]
    pub email: Option<Text>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct UserBusiness {
    pub id: String,
    pub name: String,
    #[serde(rename = "displayName")]
    pub display_name: String,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct FoundUser {
    pub id: String,
    /// The first name (the dashboards' greeting).
    pub name: String,
    #[serde(rename = "firstName")]
    pub first_name: String,
    #[serde(rename = "lastName")]
    pub last_name: String,
    pub email: String,
    /// The user's business, none for staff.
    pub businesses: Vec<UserBusiness>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct UserAnswer {
    pub message: String,
    pub data: Vec<FoundUser>,
}

impl From<&Business> for UserBusiness {
    fn from(business: &Business) -> UserBusiness {
        UserBusiness {
            id: business.id.clone(),
            name: business.name.clone(),
            display_name: business.display_name.clone(),
        }
    }
}
