//! The reports' figures, from the loans, their schedules and repayments.

use std::collections::BTreeMap;

use chrono::NaiveDate;
use portal_core::loans::repayment::{arrears_amount, days_in_arrears, ArrearsBucket};
use portal_core::money::from_minor;
use portal_core::time::nairobi_date_parts;
use sqlx::{AnyPool, Row};

use super::model::{ArrearsRow, CollectionsRow, PortfolioRow};
use crate::error::AppResult;
use crate::loans::lifecycle::installments::InstallmentRow;

use crate::numbers::{minor, Num};

pub const NO_FUND: &str = "No fund (staged application)";

/// Submitted loans by fund, currency and status.
pub async fn portfolio(pool: &AnyPool) -> AppResult<Vec<PortfolioRow>> {
    let rows = sqlx::query(
        "SELECT l.loan_fund_id, f.name, l.currency, l.status, COUNT(*), \
         CAST(COALESCE(SUM(l.principal_minor), 0) AS BIGINT), CAST(COALESCE(SUM(l.balance_minor), 0) AS BIGINT) \
         FROM loans l LEFT JOIN loan_funds f ON f.id = l.loan_fund_id WHERE l.status <> 'draft' \
         GROUP BY l.loan_fund_id, f.name, l.currency, l.status ORDER BY f.name, l.currency, l.status",
    )
    .fetch_all(pool)
    .await?;
    rows.iter()
        .map(|row| {
            let name: Option<String> = row.try_get(1)?;
            Ok(PortfolioRow {
                fund_id: row.try_get(0)?,
                fund_name: name.unwrap_or_else(|| NO_FUND.to_owned()),
                currency: row.try_get(2)?,
                status: row.try_get(3)?,
                count: row.try_get(4)?,
                principal: Num(from_minor(row.try_get(5)?)),
                balance: Num(from_minor(row.try_get(6)?)),
            })
        })
        .collect::<Result<_, sqlx::Error>>()
        .map_err(Into::into)
}

/// Active loans by how long they have been in arrears (core's buckets) and currency: every bucket
/// of every currency with active loans, zeros included.
pub fn arrears(
    loans: &[(String, Vec<InstallmentRow>)],
    today: NaiveDate,
) -> AppResult<Vec<ArrearsRow>> {
    let mut table: BTreeMap<(String, usize), (i64, i64)> = BTreeMap::new();
    for (currency, rows) in loans {
        for index in 0..ArrearsBucket::ALL.len() {
            table.entry((currency.clone(), index)).or_default();
        }
        let scheduled: Vec<_> = rows.iter().map(InstallmentRow::scheduled).collect();
        let bucket = days_in_arrears(&scheduled, today).and_then(ArrearsBucket::of);
        if let Some(bucket) = bucket {
            let index = ArrearsBucket::ALL
                .iter()
                .position(|b| *b == bucket)
                .unwrap_or(0);
            let cell = table.entry((currency.clone(), index)).or_default();
            cell.0 += 1;
            cell.1 += minor(arrears_amount(&scheduled, today))?;
        }
    }
    Ok(table
        .into_iter()
        .map(|((currency, index), (loans, amount))| ArrearsRow {
            bucket: ArrearsBucket::ALL[index].key().to_owned(),
            currency,
            loans,
            amount: Num(from_minor(amount)),
        })
        .collect())
}

/// Repayments received by month (Nairobi) and currency, oldest month first.
pub async fn collections(pool: &AnyPool) -> AppResult<Vec<CollectionsRow>> {
    let rows = sqlx::query(
        "SELECT r.paid_at, r.amount_minor, l.currency FROM loan_repayments r JOIN loans l ON l.id = r.loan_id",
    )
    .fetch_all(pool)
    .await?;
    let mut table: BTreeMap<(String, String), (i64, i64)> = BTreeMap::new();
    for row in rows {
        let paid_at: i64 = row.try_get(0)?;
        let amount: i64 = row.try_get(1)?;
        let currency: String = row.try_get(2)?;
        let month = nairobi_date_parts(paid_at)
            .map(|(year, month, _, _)| format!("{year:04}-{month:02}"))
            .unwrap_or_default();
        let cell = table.entry((month, currency)).or_default();
        cell.0 += 1;
        cell.1 += amount;
    }
    Ok(table
        .into_iter()
        .map(|((month, currency), (payments, amount))| CollectionsRow {
            month,
            currency,
            payments,
            amount: Num(from_minor(amount)),
        })
        .collect())
}
