//! The cashflow columns of `bk_records` (core's `CashKind` codes, dates, cents) as core entries.

use portal_core::bookkeeping::cashflow::{CashEntry, CashKind};
use sqlx::{AnyPool, Row};

use crate::error::AppResult;

/// The business's cashflow entries dated within `from..=to` (epoch seconds).
pub async fn entries(
    pool: &AnyPool,
    business_id: &str,
    from: i64,
    to: i64,
) -> AppResult<Vec<CashEntry>> {
    let rows = sqlx::query(
        "SELECT cash_kind, record_date, amount_minor FROM bk_records \
         WHERE business_id = $1 AND cash_kind IS NOT NULL AND record_date >= $2 AND record_date <= $3",
    )
    .bind(business_id)
    .bind(from)
    .bind(to)
    .fetch_all(pool)
    .await?;
    let mut entries = Vec::with_capacity(rows.len());
    for row in rows {
        let code: i64 = row.try_get("cash_kind")?;
        let Some(kind) = u8::try_from(code).ok().and_then(CashKind::from_code) else {
            continue;
        };
        entries.push(CashEntry {
            kind,
            date: row.try_get("record_date")?,
            minor: row.try_get::<Option<i64>, _>("amount_minor")?.unwrap_or(0),
        });
    }
    Ok(entries)
}
