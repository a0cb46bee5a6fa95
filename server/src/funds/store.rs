//! The loan_funds table.

use portal_core::loans::fund::FundTerms;
use portal_core::loans::interest::FundRate;
use portal_core::money::{from_minor, Currency};
use rust_decimal::Decimal;
use sqlx::any::AnyRow;
use sqlx::{Any, AnyPool, Executor, Row};

use crate::error::{AppError, AppResult};
use crate::numbers::{from_hundredths, from_quarters, minor, to_hundredths, to_quarters};

/// A fund as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Fund {
    pub id: String,
    pub name: String,
    pub description: String,
    pub currency: Currency,
    pub max_loan_minor: i64,
    pub website: Option<String>,
    pub annual_interest_hundredths: i64,
    pub banded: bool,
    pub max_repay_quarters: i64,
    pub repayment_interval_days: i64,
    pub grace_days: i64,
    pub penalty_fee_minor: i64,
    pub active: bool,
    pub created_at: i64,
    pub updated_at: i64,
}

impl Fund {
    pub fn rate(&self) -> FundRate {
        if self.banded {
            FundRate::Banded
        } else {
            FundRate::Fixed(from_hundredths(self.annual_interest_hundredths))
        }
    }

    pub fn max_loan(&self) -> Decimal {
        from_minor(self.max_loan_minor)
    }

    pub fn max_years(&self) -> Decimal {
        from_quarters(self.max_repay_quarters)
    }

    pub fn interval_days(&self) -> u32 {
        u32::try_from(self.repayment_interval_days).unwrap_or(u32::MAX)
    }
}

/// What core's checked terms become in storage.
pub struct FundRecord {
    pub max_loan_minor: i64,
    pub annual_interest_hundredths: i64,
    pub banded: bool,
    pub max_repay_quarters: i64,
    pub penalty_fee_minor: i64,
}

pub fn record(terms: &FundTerms) -> AppResult<FundRecord> {
    let (banded, rate) = match terms.rate {
        FundRate::Banded => (true, Decimal::ZERO),
        FundRate::Fixed(rate) => (false, rate),
    };
    let bad =
        |what: &str| AppError::internal(format!("core accepted a fund {what} that does not fit"));
    Ok(FundRecord {
        max_loan_minor: minor(terms.max_loan)?,
        annual_interest_hundredths: to_hundredths(rate).ok_or_else(|| bad("rate"))?,
        banded,
        max_repay_quarters: to_quarters(terms.max_repay_duration_years)
            .ok_or_else(|| bad("period"))?,
        penalty_fee_minor: minor(terms.penalty_fee)?,
    })
}

const COLUMNS: &str = "id, name, description, currency, max_loan_minor, website, annual_interest_hundredths, \
     banded, max_repay_quarters, repayment_interval_days, grace_days, penalty_fee_minor, active, created_at, updated_at";

fn from_row(row: &AnyRow) -> Result<Fund, sqlx::Error> {
    let currency: String = row.try_get("currency")?;
    Ok(Fund {
        id: row.try_get("id")?,
        name: row.try_get("name")?,
        description: row.try_get("description")?,
        currency: Currency::parse(&currency).unwrap_or(Currency::Kes),
        max_loan_minor: row.try_get("max_loan_minor")?,
        website: row.try_get("website")?,
        annual_interest_hundredths: row.try_get("annual_interest_hundredths")?,
        banded: row.try_get::<i64, _>("banded")? != 0,
        max_repay_quarters: row.try_get("max_repay_quarters")?,
        repayment_interval_days: row.try_get("repayment_interval_days")?,
        grace_days: row.try_get("grace_days")?,
        penalty_fee_minor: row.try_get("penalty_fee_minor")?,
        active: row.try_get::<i64, _>("active")? != 0,
        created_at: row.try_get("created_at")?,
        updated_at: row.try_get("updated_at")?,
    })
}

pub async fn find(pool: &AnyPool, id: &str) -> Result<Option<Fund>, sqlx::Error> {
    let sql = format!("SELECT {COLUMNS} FROM loan_funds WHERE id = $1");
    let row = sqlx::query(&sql).bind(id).fetch_optional(pool).await?;
    row.as_ref().map(from_row).transpose()
}

/// Every fund by name, or only the active ones.
pub async fn list(pool: &AnyPool, active_only: bool) -> Result<Vec<Fund>, sqlx::Error> {
    let filter = if active_only { "WHERE active = 1" } else { "" };
    let sql = format!("SELECT {COLUMNS} FROM loan_funds {filter} ORDER BY name, id");
    let rows = sqlx::query(&sql).fetch_all(pool).await?;
    rows.iter().map(from_row).collect()
}

/// Inserts the fund, or puts an existing one with the same id back to these terms.
pub async fn upsert<'e>(
    db: impl Executor<'e, Database = Any>,
    fund: &Fund,
    created_by: Option<&str>,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO loan_funds (id, name, description, currency, max_loan_minor, website, \
         annual_interest_hundredths, banded, max_repay_quarters, repayment_interval_days, grace_days, \
         penalty_fee_minor, active, created_by, created_at, updated_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) \
         ON CONFLICT (id) DO UPDATE SET name = excluded.name, description = excluded.description, \
         currency = excluded.currency, max_loan_minor = excluded.max_loan_minor, website = excluded.website, \
         annual_interest_hundredths = excluded.annual_interest_hundredths, banded = excluded.banded, \
         max_repay_quarters = excluded.max_repay_quarters, \
         repayment_interval_days = excluded.repayment_interval_days, grace_days = excluded.grace_days, \
         penalty_fee_minor = excluded.penalty_fee_minor, active = excluded.active, \
         updated_at = excluded.updated_at",
    )
    .bind(&fund.id)
    .bind(&fund.name)
    .bind(&fund.description)
    .bind(fund.currency.code())
    .bind(fund.max_loan_minor)
    .bind(&fund.website)
    .bind(fund.annual_interest_hundredths)
    .bind(i64::from(fund.banded))
    .bind(fund.max_repay_quarters)
    .bind(fund.repayment_interval_days)
    .bind(fund.grace_days)
    .bind(fund.penalty_fee_minor)
    .bind(i64::from(fund.active))
    .bind(created_by)
    .bind(fund.created_at)
    .bind(fund.updated_at)
    .execute(db)
    .await?;
    Ok(())
}
