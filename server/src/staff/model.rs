//! A staff member as the `/super-admin/staffs` list shows one.

use serde::Serialize;
use utoipa::ToSchema;

use crate::users::model::User;

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct StaffRow {
    #[serde(rename = "_id")]
    pub id: String,
    #[serde(rename = "firstName")]
    pub first_name: String,
    #[serde(rename = "lastName")]
    pub last_name: String,
    pub email: String,
    #[serde(rename = "phoneNumber")]
    pub phone_number: Option<String>,
    pub role: String,
    pub active: bool,
    /// Epoch seconds.
    #[serde(rename = "createdAt")]
    pub created_at: i64,
}

impl From<User> for StaffRow {
    fn from(user: User) -> StaffRow {
        StaffRow {
            id: user.id,
            first_name: user.first_name,
            last_name: user.last_name,
            email: user.email,
            phone_number: user.phone_number,
            role: user.role.as_str().to_owned(),
            active: user.active,
            created_at: user.created_at,
        }
    }
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct StaffResponse {
    pub users: Vec<StaffRow>,
}
