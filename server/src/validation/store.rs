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
