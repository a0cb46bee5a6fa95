//! The owner's acceleration enrolment (`onboarding_enrolments`): the hub (the portfolio's filter)
//! and when they joined the programme (the risk scorecard's time in programme).

use std::collections::HashMap;

use sqlx::{AnyPool, Row};

use super::Target;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Enrolled {
    pub hub: Option<String>,
    pub enrolled_at: i64,
    pub completed_at: Option<i64>,
}

pub async fn gather(
    pool: &AnyPool,
    target: Target<'_>,
) -> Result<HashMap<String, Enrolled>, sqlx::Error> {
    let (only, binds) = target.condition("b.id", 1);
    let sql = format!(
        "SELECT b.id AS business_id, e.hub, e.enrolled_at, e.completed_at FROM onboarding_enrolments e \
         JOIN businesses b ON b.owner_user_id = e.user_id WHERE 1 = 1{only}"
    );
    let mut query = sqlx::query(&sql);
    for value in binds {
        query = query.bind(value);
    }
    let mut found = HashMap::new();
    for row in query.fetch_all(pool).await? {
        found.insert(
            row.try_get("business_id")?,
            Enrolled {
                hub: row.try_get("hub")?,
                enrolled_at: row.try_get("enrolled_at")?,
                completed_at: row.try_get("completed_at")?,
            },
        );
    }
    Ok(found)
}
