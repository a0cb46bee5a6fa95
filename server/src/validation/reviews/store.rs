//! The coach's review list: statements by status with their business's name.

use sqlx::{AnyPool, Row};

use crate::validation::statements::store::{from_row, StatementRow, SELECT};

/// Statements in `status`, the latest sent (or, reviewed, the latest reviewed) first, at most
/// `limit`, each with its business's name.
pub async fn list(
    pool: &AnyPool,
    status: &str,
    limit: i64,
) -> Result<Vec<(StatementRow, String)>, sqlx::Error> {
    let sql = format!(
        "SELECT x.*, b.name AS business_name FROM ({SELECT}) x \
         JOIN businesses b ON b.id = x.business_id WHERE x.status = $1 \
         ORDER BY COALESCE(x.reviewed_at, x.uploaded_at) DESC, x.id DESC LIMIT $2"
    );
    let rows = sqlx::query(&sql)
        .bind(status)
        .bind(limit)
        .fetch_all(pool)
        .await?;
    rows.iter()
        .map(|row| Ok((from_row(row)?, row.try_get("business_name")?)))
        .collect()
}
