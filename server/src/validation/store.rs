//! The validation's SQL: `financial_institutions` (migration 0025).

use sqlx::{AnyPool, Row};

use super::model::Institution;

/// Every institution, in the list's order.
pub async fn institutions(pool: &AnyPool) -> Result<Vec<Institution>, sqlx::Error> {
    let rows = sqlx::query("SELECT id, name FROM financial_institutions ORDER BY position, id")
        .fetch_all(pool)
        .await?;
    rows.iter()
        .map(|row| {
            Ok(Institution {
                id: row.try_get("id")?,
                name: row.try_get("name")?,
            })
        })
        .collect()
}

/// An institution's name and reader (`mpesa` or `review`), if it exists.
pub async fn institution(pool: &AnyPool, id: i64) -> Result<Option<(String, String)>, sqlx::Error> {
    let row = sqlx::query("SELECT name, reader FROM financial_institutions WHERE id = $1")
        .bind(id)
        .fetch_optional(pool)
        .await?;
    row.map(|row| Ok((row.try_get("name")?, row.try_get("reader")?)))
        .transpose()
}
