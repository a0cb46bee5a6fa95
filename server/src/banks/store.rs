//! The seeded banks table.

use sqlx::any::AnyRow;
use sqlx::{AnyPool, Row};

use super::model::Bank;

fn from_row(row: &AnyRow) -> Result<Bank, sqlx::Error> {
    Ok(Bank {
        name: row.try_get("name")?,
        code: row.try_get("code")?,
        country: row.try_get("country")?,
    })
}

/// Banks of one country (ISO code) or of all, by name.
pub async fn list(pool: &AnyPool, country: Option<&str>) -> Result<Vec<Bank>, sqlx::Error> {
    let rows = match country {
        Some(country) => {
            sqlx::query("SELECT code, name, country FROM banks WHERE country = $1 ORDER BY name")
                .bind(country)
                .fetch_all(pool)
                .await?
        }
        None => {
            sqlx::query("SELECT code, name, country FROM banks ORDER BY country, name")
                .fetch_all(pool)
                .await?
        }
    };
    rows.iter().map(from_row).collect()
}

pub async fn find(pool: &AnyPool, code: &str) -> Result<Option<Bank>, sqlx::Error> {
    let row = sqlx::query("SELECT code, name, country FROM banks WHERE code = $1")
        .bind(code)
        .fetch_optional(pool)
        .await?;
    row.as_ref().map(from_row).transpose()
}
