//! The coach's scoring sheets of the quarter (`scorecard_sheets`), as stored (core's JSON).

use std::collections::HashMap;

use portal_core::survey::quarter::Quarter;
use sqlx::{AnyPool, Row};

use super::Target;

/// Per business, the quarter's sheet as JSON text.
pub async fn gather(
    pool: &AnyPool,
    quarter: Quarter,
    target: Target<'_>,
) -> Result<HashMap<String, String>, sqlx::Error> {
    let (only, binds) = target.condition("business_id", 3);
    let sql = format!(
        "SELECT business_id, sheet FROM scorecard_sheets WHERE year = $1 AND quarter = $2{only}"
    );
    let mut query = sqlx::query(&sql)
        .bind(i64::from(quarter.year))
        .bind(i64::from(quarter.quarter));
    for value in binds {
        query = query.bind(value);
    }
    let mut found = HashMap::new();
    for row in query.fetch_all(pool).await? {
        found.insert(row.try_get("business_id")?, row.try_get("sheet")?);
    }
    Ok(found)
}
