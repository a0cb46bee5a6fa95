//! The financial validation's result of the quarter, as `validation_quarters` keeps it (written
//! whenever the validation report is computed; see `crate::validation::quarter_result`), for every
//! business of the target at once.

use std::collections::HashMap;

use portal_core::survey::quarter::Quarter;
use portal_core::validation::Tier;
use sqlx::{AnyPool, Row};

use super::Target;

/// A quarter's validation: whether it was validated, its discrepancy tier and percent (two
/// decimals as text, None when the statement side is 0), how many months a statement covered.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Validated {
    pub validated: bool,
    pub tier: Tier,
    pub percent: Option<String>,
    pub months_covered: i64,
}

pub async fn gather(
    pool: &AnyPool,
    quarter: Quarter,
    target: Target<'_>,
) -> Result<HashMap<String, Validated>, sqlx::Error> {
    let (only, binds) = target.condition("business_id", 3);
    let sql = format!(
        "SELECT business_id, validated, tier, percent, months_covered FROM validation_quarters \
         WHERE year = $1 AND quarter = $2{only}"
    );
    let mut query = sqlx::query(&sql)
        .bind(i64::from(quarter.year))
        .bind(i64::from(quarter.quarter));
    for value in binds {
        query = query.bind(value);
    }
    let mut found = HashMap::new();
    for row in query.fetch_all(pool).await? {
        let tier: String = row.try_get("tier")?;
        found.insert(
            row.try_get("business_id")?,
            Validated {
                validated: row.try_get::<i64, _>("validated")? != 0,
                tier: Tier::from_wire(&tier).unwrap_or(Tier::OverNine),
                percent: row.try_get("percent")?,
                months_covered: row.try_get("months_covered")?,
            },
        );
    }
    Ok(found)
}
