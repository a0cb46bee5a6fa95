//! The `validation_quarters` table (migration 0026): each quarter's result, written whenever the
//! report is computed; the scorecards read it through `quarter_result`.

use portal_core::money::to_minor;
use portal_core::validation::quarter::QuarterReport;
use portal_core::validation::Tier;
use sqlx::{AnyPool, Row};

/// A quarter's stored result: amounts in cents.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct QuarterResult {
    pub business_id: String,
    pub year: i32,
    pub quarter: u32,
    pub statement_in: i64,
    pub books_in: i64,
    pub statement_out: i64,
    pub books_out: i64,
    pub discrepancy: i64,
    /// Two decimals; None when the statement side is 0 and the books are not.
    pub percent: Option<String>,
    pub tier: Tier,
    pub months_covered: i64,
    pub validated: bool,
    pub computed_at: i64,
}

fn cents(amount: rust_decimal::Decimal) -> i64 {
    to_minor(amount).unwrap_or(0)
}

/// Writes (or rewrites) the quarter's result.
pub async fn upsert(
    pool: &AnyPool,
    business_id: &str,
    report: &QuarterReport,
    now: i64,
) -> Result<(), sqlx::Error> {
    let totals = &report.totals;
    sqlx::query(
        "INSERT INTO validation_quarters (business_id, year, quarter, statement_in, books_in, \
         statement_out, books_out, discrepancy, percent, tier, months_covered, validated, computed_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) \
         ON CONFLICT (business_id, year, quarter) DO UPDATE SET statement_in = $4, books_in = $5, \
         statement_out = $6, books_out = $7, discrepancy = $8, percent = $9, tier = $10, \
         months_covered = $11, validated = $12, computed_at = $13",
    )
    .bind(business_id)
    .bind(i64::from(report.year))
    .bind(i64::from(report.quarter))
    .bind(cents(totals.money_in.statement))
    .bind(cents(totals.money_in.books))
    .bind(cents(totals.money_out.statement))
    .bind(cents(totals.money_out.books))
    .bind(cents(totals.discrepancy))
    .bind(totals.percent.map(|p| format!("{p:.2}")))
    .bind(totals.tier.wire())
    .bind(i64::try_from(report.months.len()).unwrap_or(0))
    .bind(i64::from(report.validated))
    .bind(now)
    .execute(pool)
    .await?;
    Ok(())
}

/// The business's stored result of a quarter, as last computed.
pub async fn quarter_result(
    pool: &AnyPool,
    business_id: &str,
    year: i32,
    quarter: u32,
) -> Result<Option<QuarterResult>, sqlx::Error> {
    let row = sqlx::query(
        "SELECT statement_in, books_in, statement_out, books_out, discrepancy, percent, tier, \
         months_covered, validated, computed_at FROM validation_quarters \
         WHERE business_id = $1 AND year = $2 AND quarter = $3",
    )
    .bind(business_id)
    .bind(i64::from(year))
    .bind(i64::from(quarter))
    .fetch_optional(pool)
    .await?;
    row.map(|row| {
        let tier: String = row.try_get("tier")?;
        let validated: i64 = row.try_get("validated")?;
        Ok(QuarterResult {
            business_id: business_id.to_owned(),
            year,
            quarter,
            statement_in: row.try_get("statement_in")?,
            books_in: row.try_get("books_in")?,
            statement_out: row.try_get("statement_out")?,
            books_out: row.try_get("books_out")?,
            discrepancy: row.try_get("discrepancy")?,
            percent: row.try_get("percent")?,
            tier: Tier::from_wire(&tier).unwrap_or(Tier::OverNine),
            months_covered: row.try_get("months_covered")?,
            validated: validated != 0,
            computed_at: row.try_get("computed_at")?,
        })
    })
    .transpose()
}
