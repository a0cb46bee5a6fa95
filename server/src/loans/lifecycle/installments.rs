//! The loan_installments table: a disbursed loan's schedule, with penalties and what was paid.

use std::collections::HashMap;

use chrono::NaiveDate;
use portal_core::loans::repayment::ScheduledInstallment;
use portal_core::loans::schedule::Installment;
use portal_core::money::from_minor;
use sqlx::{Any, AnyPool, Executor, Row};

use crate::error::AppResult;
use crate::numbers::minor;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InstallmentRow {
    pub number: i64,
    pub due_on: String,
    pub amount_minor: i64,
    pub principal_minor: i64,
    pub interest_minor: i64,
    pub penalty_minor: i64,
    pub paid_minor: i64,
}

impl InstallmentRow {
    pub fn from_schedule(installment: &Installment) -> AppResult<InstallmentRow> {
        Ok(InstallmentRow {
            number: i64::from(installment.number),
            due_on: installment.due_date.format("%Y-%m-%d").to_string(),
            amount_minor: minor(installment.amount)?,
            principal_minor: minor(installment.principal)?,
            interest_minor: minor(installment.interest)?,
            penalty_minor: 0,
            paid_minor: 0,
        })
    }

    /// As core's repayment rules take it.
    pub fn scheduled(&self) -> ScheduledInstallment {
        ScheduledInstallment {
            number: u32::try_from(self.number).unwrap_or(0),
            due_date: NaiveDate::parse_from_str(&self.due_on, "%Y-%m-%d").unwrap_or(NaiveDate::MAX),
            amount: from_minor(self.amount_minor),
            penalty_fee: from_minor(self.penalty_minor),
            paid: from_minor(self.paid_minor),
        }
    }
}

pub async fn insert_all(
    tx: &mut sqlx::Transaction<'static, Any>,
    loan_id: &str,
    rows: &[InstallmentRow],
) -> Result<(), sqlx::Error> {
    for row in rows {
        sqlx::query(
            "INSERT INTO loan_installments (loan_id, number, due_on, amount_minor, principal_minor, \
             interest_minor, penalty_minor, paid_minor) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
        )
        .bind(loan_id)
        .bind(row.number)
        .bind(&row.due_on)
        .bind(row.amount_minor)
        .bind(row.principal_minor)
        .bind(row.interest_minor)
        .bind(row.penalty_minor)
        .bind(row.paid_minor)
        .execute(&mut **tx)
        .await?;
    }
    Ok(())
}

const COLUMNS: &str =
    "loan_id, number, due_on, amount_minor, principal_minor, interest_minor, penalty_minor, paid_minor";

fn read(row: &sqlx::any::AnyRow) -> Result<(String, InstallmentRow), sqlx::Error> {
    Ok((
        row.try_get("loan_id")?,
        InstallmentRow {
            number: row.try_get("number")?,
            due_on: row.try_get("due_on")?,
            amount_minor: row.try_get("amount_minor")?,
            principal_minor: row.try_get("principal_minor")?,
            interest_minor: row.try_get("interest_minor")?,
            penalty_minor: row.try_get("penalty_minor")?,
            paid_minor: row.try_get("paid_minor")?,
        },
    ))
}

pub async fn of_loan<'e>(
    db: impl Executor<'e, Database = Any>,
    loan_id: &str,
) -> Result<Vec<InstallmentRow>, sqlx::Error> {
    let sql = format!("SELECT {COLUMNS} FROM loan_installments WHERE loan_id = $1 ORDER BY number");
    let rows = sqlx::query(&sql).bind(loan_id).fetch_all(db).await?;
    rows.iter().map(|row| read(row).map(|(_, r)| r)).collect()
}

/// The schedules of many loans at once, by loan id.
pub async fn of_loans(
    pool: &AnyPool,
    loan_ids: &[&str],
) -> Result<HashMap<String, Vec<InstallmentRow>>, sqlx::Error> {
    let mut out: HashMap<String, Vec<InstallmentRow>> = HashMap::new();
    for chunk in loan_ids.chunks(500) {
        let marks: Vec<String> = (1..=chunk.len()).map(|n| format!("${n}")).collect();
        let sql = format!(
            "SELECT {COLUMNS} FROM loan_installments WHERE loan_id IN ({}) ORDER BY loan_id, number",
            marks.join(", ")
        );
        let mut query = sqlx::query(&sql);
        for id in chunk {
            query = query.bind(*id);
        }
        for row in query.fetch_all(pool).await? {
            let (loan_id, installment) = read(&row)?;
            out.entry(loan_id).or_default().push(installment);
        }
    }
    Ok(out)
}

/// Every installment of active loans, by loan id (for arrears).
pub async fn of_active_loans(
    pool: &AnyPool,
) -> Result<HashMap<String, Vec<InstallmentRow>>, sqlx::Error> {
    let sql = "SELECT i.loan_id, i.number, i.due_on, i.amount_minor, i.principal_minor, i.interest_minor, \
         i.penalty_minor, i.paid_minor FROM loan_installments i JOIN loans l ON l.id = i.loan_id \
         WHERE l.status = 'active' ORDER BY i.loan_id, i.number";
    let mut out: HashMap<String, Vec<InstallmentRow>> = HashMap::new();
    for row in sqlx::query(sql).fetch_all(pool).await? {
        let (loan_id, installment) = read(&row)?;
        out.entry(loan_id).or_default().push(installment);
    }
    Ok(out)
}
