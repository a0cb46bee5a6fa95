//! The learning check-ins held in the quarter: the class meetings of the owner's learning cohort
//! (`lms_trainees` → `lms_classes` → `lms_meetings`) that start within the quarter.

use std::collections::HashMap;

use sqlx::{AnyPool, Row};

use super::Target;

/// Per business, how many meetings its owner's cohort held from `from` to before `to`.
pub async fn gather(
    pool: &AnyPool,
    (from, to): (i64, i64),
    target: Target<'_>,
) -> Result<HashMap<String, u32>, sqlx::Error> {
    let (only, binds) = target.condition("b.id", 3);
    let sql = format!(
        "SELECT b.id AS business_id, COUNT(m.id) AS held FROM lms_meetings m \
         JOIN lms_classes c ON c.id = m.class_id JOIN lms_trainees t ON t.cohort_id = c.cohort_id \
         JOIN businesses b ON b.owner_user_id = t.user_id \
         WHERE m.starts_at >= $1 AND m.starts_at < $2{only} GROUP BY b.id"
    );
    let mut query = sqlx::query(&sql).bind(from).bind(to);
    for value in binds {
        query = query.bind(value);
    }
    let mut found = HashMap::new();
    for row in query.fetch_all(pool).await? {
        let held: i64 = row.try_get("held")?;
        found.insert(
            row.try_get("business_id")?,
            u32::try_from(held).unwrap_or(0),
        );
    }
    Ok(found)
}
