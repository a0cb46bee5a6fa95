//! The businesses a scorecard is computed for: those of clients (the entrepreneurs who read
//! scorecards, spec 001 section 6), with their owner, in id order so the job takes them in batches.

use portal_core::roles::Role;
use sqlx::{AnyPool, Row};

use super::Target;

/// A business and its owner, as the scorecard names them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Owned {
    pub id: String,
    pub name: String,
    pub owner_user_id: String,
    pub owner_name: String,
    pub owner_email: String,
    /// The owner's country (ISO code), for the currency of the notes.
    pub country: Option<String>,
    pub created_at: i64,
}

/// The businesses of the target, in id order.
pub async fn gather(pool: &AnyPool, target: Target<'_>) -> Result<Vec<Owned>, sqlx::Error> {
    let (only, binds) = target.condition("b.id", 2);
    let sql = format!(
        "SELECT b.id, b.name, b.owner_user_id, b.created_at, u.first_name, u.last_name, u.email, u.country \
         FROM businesses b JOIN users u ON u.id = b.owner_user_id \
         WHERE u.role = $1{only} ORDER BY b.id"
    );
    let mut query = sqlx::query(&sql).bind(Role::Client.as_str());
    for value in binds {
        query = query.bind(value);
    }
    query
        .fetch_all(pool)
        .await?
        .iter()
        .map(|row| {
            let first: String = row.try_get("first_name")?;
            let last: String = row.try_get("last_name")?;
            Ok(Owned {
                id: row.try_get("id")?,
                name: row.try_get("name")?,
                owner_user_id: row.try_get("owner_user_id")?,
                owner_name: format!("{first} {last}").trim().to_owned(),
                owner_email: row.try_get("email")?,
                country: row.try_get("country")?,
                created_at: row.try_get("created_at")?,
            })
        })
        .collect()
}

/// The ids of the next `limit` client businesses after `after` (from the first when None): one
/// batch of the quarter-close job.
pub async fn next_batch(
    pool: &AnyPool,
    after: Option<&str>,
    limit: i64,
) -> Result<Vec<String>, sqlx::Error> {
    sqlx::query(
        "SELECT b.id FROM businesses b JOIN users u ON u.id = b.owner_user_id \
         WHERE u.role = $1 AND b.id > $2 ORDER BY b.id LIMIT $3",
    )
    .bind(Role::Client.as_str())
    .bind(after.unwrap_or(""))
    .bind(limit)
    .fetch_all(pool)
    .await?
    .iter()
    .map(|row| row.try_get("id"))
    .collect()
}
