//! A client as the staff lists show it (spec 000 section 3: _id, firstName, lastName, phoneNumber, createdAt).

use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::users::model::User;

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct ClientRow {
    #[serde(rename = "_id")]
    pub id: String,
    #[serde(rename = "firstName")]
    pub first_name: String,
    #[serde(rename = "lastName")]
    pub last_name: String,
    #[serde(rename = "phoneNumber")]
    pub phone_number: Option<String>,
    pub email: String,
    /// Epoch seconds.
    #[serde(rename = "createdAt")]
    pub created_at: i64,
}

impl From<User> for ClientRow {
    fn from(user: User) -> ClientRow {
        ClientRow {
            id: user.id,
            first_name: user.first_name,
            last_name: user.last_name,
            phone_number: user.phone_number,
            email: user.email,
            created_at: user.created_at,
        }
    }
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct ClientsResponse {
    pub users: Vec<ClientRow>,
}

#[derive(Debug, Clone, Default, Deserialize, IntoParams)]
pub struct ClientsQuery {
    /// Search: an id prefix, or part of a name, e-mail or phone number.
    pub q: Option<String>,
}
