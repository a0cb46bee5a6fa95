//! The business whose books an entrepreneur keeps: one per client, applicant or digiprime user,
//! made the first time it is needed (sign-in's unbox, a sync, the gateway).

use portal_core::bookkeeping::{default_business_name, keeps_books};
use serde::Serialize;
use sqlx::{AnyPool, Row};
use utoipa::ToSchema;

use crate::ids::new_id;
use crate::users::model::User;

/// The business record of spec 002 section 3.1.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
pub struct Business {
    pub id: String,
    pub name: String,
    #[serde(rename = "displayName")]
    pub display_name: String,
    #[serde(skip)]
    pub owner_user_id: String,
}

const COLUMNS: &str = "id, name, display_name, owner_user_id";

fn from_row(row: &sqlx::any::AnyRow) -> Result<Business, sqlx::Error> {
    Ok(Business {
        id: row.try_get("id")?,
        name: row.try_get("name")?,
        display_name: row.try_get("display_name")?,
        owner_user_id: row.try_get("owner_user_id")?,
    })
}

pub async fn find_by_owner(pool: &AnyPool, user_id: &str) -> Result<Option<Business>, sqlx::Error> {
    let sql = format!("SELECT {COLUMNS} FROM businesses WHERE owner_user_id = $1");
    let row = sqlx::query(&sql).bind(user_id).fetch_optional(pool).await?;
    row.as_ref().map(from_row).transpose()
}

pub async fn find_by_id(pool: &AnyPool, id: &str) -> Result<Option<Business>, sqlx::Error> {
    let sql = format!("SELECT {COLUMNS} FROM businesses WHERE id = $1");
    let row = sqlx::query(&sql).bind(id).fetch_optional(pool).await?;
    row.as_ref().map(from_row).transpose()
}

/// The user's business, made now if they keep books and have none; None for staff.
pub async fn ensure_for(
    pool: &AnyPool,
    user: &User,
    now: i64,
) -> Result<Option<Business>, sqlx::Error> {
    if !keeps_books(user.role) {
        return Ok(None);
    }
    if let Some(found) = find_by_owner(pool, &user.id).await? {
        return Ok(Some(found));
    }
    let name = default_business_name(&user.first_name, &user.last_name);
    // Two first requests at once: the owner is unique, so the second insert does nothing.
    sqlx::query(
        "INSERT INTO businesses (id, owner_user_id, name, display_name, change_seq, created_at) \
         VALUES ($1, $2, $3, $4, 0, $5) ON CONFLICT (owner_user_id) DO NOTHING",
    )
    .bind(new_id(now))
    .bind(&user.id)
    .bind(&name)
    .bind(&name)
    .bind(now)
    .execute(pool)
    .await?;
    find_by_owner(pool, &user.id).await
}
