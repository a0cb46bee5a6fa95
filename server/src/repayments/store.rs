//! The tables a repayment touches: loans (balance, credit, status), loan_installments, loan_history
//! and loan_repayments (mpesa_requests in `requests.rs`, payment_reviews in `reviews/store.rs`).

use chrono::NaiveDate;
use portal_core::language::Language;
use portal_core::loans::repayment::ScheduledInstallment;
use portal_core::money::from_minor;
use sqlx::any::AnyRow;
use sqlx::{AnyConnection, AnyPool, Row};

use super::apply::clear_phone;
use super::model::LoanMoney;
use crate::ids::new_id;

const LOAN_COLUMNS: &str = "id, user_id, status, currency, balance_minor, credit_minor";

fn loan_from_row(row: &AnyRow) -> Result<LoanMoney, sqlx::Error> {
    Ok(LoanMoney {
        id: row.try_get("id")?,
        user_id: row.try_get("user_id")?,
        status: row.try_get("status")?,
        currency: row.try_get("currency")?,
        balance_minor: row.try_get("balance_minor")?,
        credit_minor: row.try_get("credit_minor")?,
    })
}

pub async fn find_loan(pool: &AnyPool, id: &str) -> Result<Option<LoanMoney>, sqlx::Error> {
    let sql = format!("SELECT {LOAN_COLUMNS} FROM loans WHERE id = $1");
    let row = sqlx::query(&sql).bind(id).fetch_optional(pool).await?;
    row.as_ref().map(loan_from_row).transpose()
}

/// The loans whose id ends with `suffix` (a paybill account number; normally one).
pub async fn loans_ending(pool: &AnyPool, suffix: &str) -> Result<Vec<LoanMoney>, sqlx::Error> {
    let sql = format!("SELECT {LOAN_COLUMNS} FROM loans WHERE substr(id, 17) = $1");
    let rows = sqlx::query(&sql).bind(suffix).fetch_all(pool).await?;
    rows.iter().map(loan_from_row).collect()
}

/// Locks the loan's row for the rest of the transaction (a write takes PostgreSQL's row lock; SQLite's
/// write transaction already holds the database) and reads it.
pub async fn lock_loan(
    conn: &mut AnyConnection,
    id: &str,
    now: i64,
) -> Result<Option<LoanMoney>, sqlx::Error> {
    sqlx::query("UPDATE loans SET updated_at = $1 WHERE id = $2")
        .bind(now)
        .bind(id)
        .execute(&mut *conn)
        .await?;
    let sql = format!("SELECT {LOAN_COLUMNS} FROM loans WHERE id = $1");
    let row = sqlx::query(&sql).bind(id).fetch_optional(conn).await?;
    row.as_ref().map(loan_from_row).transpose()
}

pub async fn installments(
    conn: &mut AnyConnection,
    loan_id: &str,
) -> Result<Vec<ScheduledInstallment>, sqlx::Error> {
    let rows = sqlx::query(
        "SELECT number, due_on, amount_minor, penalty_minor, paid_minor FROM loan_installments \
         WHERE loan_id = $1 ORDER BY number",
    )
    .bind(loan_id)
    .fetch_all(conn)
    .await?;
    rows.iter()
        .map(|row| {
            let due_on: String = row.try_get("due_on")?;
            let number: i64 = row.try_get("number")?;
            Ok(ScheduledInstallment {
                number: u32::try_from(number).unwrap_or(0),
                due_date: NaiveDate::parse_from_str(&due_on, "%Y-%m-%d")
                    .map_err(|e| sqlx::Error::Decode(format!("due_on {due_on:?}: {e}").into()))?,
                amount: from_minor(row.try_get("amount_minor")?),
                penalty_fee: from_minor(row.try_get("penalty_minor")?),
                paid: from_minor(row.try_get("paid_minor")?),
            })
        })
        .collect()
}

pub async fn add_paid(
    conn: &mut AnyConnection,
    loan_id: &str,
    number: u32,
    minor: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "UPDATE loan_installments SET paid_minor = paid_minor + $1 WHERE loan_id = $2 AND number = $3",
    )
    .bind(minor)
    .bind(loan_id)
    .bind(i64::from(number))
    .execute(conn)
    .await?;
    Ok(())
}

/// Puts the fee on an installment that has none; false when another pass already did.
pub async fn add_penalty(
    conn: &mut AnyConnection,
    loan_id: &str,
    number: u32,
    fee_minor: i64,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "UPDATE loan_installments SET penalty_minor = $1 \
         WHERE loan_id = $2 AND number = $3 AND penalty_minor = 0",
    )
    .bind(fee_minor)
    .bind(loan_id)
    .bind(i64::from(number))
    .execute(conn)
    .await?;
    Ok(done.rows_affected() == 1)
}

pub async fn add_to_balance(
    conn: &mut AnyConnection,
    loan_id: &str,
    minor: i64,
    now: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "UPDATE loans SET balance_minor = balance_minor + $1, updated_at = $2 WHERE id = $3",
    )
    .bind(minor)
    .bind(now)
    .bind(loan_id)
    .execute(conn)
    .await?;
    Ok(())
}

pub async fn set_money(
    conn: &mut AnyConnection,
    loan_id: &str,
    balance_minor: i64,
    credit_minor: i64,
    status: &str,
    now: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "UPDATE loans SET balance_minor = $1, credit_minor = $2, status = $3, updated_at = $4 WHERE id = $5",
    )
    .bind(balance_minor)
    .bind(credit_minor)
    .bind(status)
    .bind(now)
    .bind(loan_id)
    .execute(conn)
    .await?;
    Ok(())
}

/// One history row by the system (no actor).
pub async fn system_history(
    conn: &mut AnyConnection,
    loan_id: &str,
    action: &str,
    from: &str,
    to: &str,
    now: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO loan_history (id, loan_id, action, from_status, to_status, actor_id, actor_role, reason, at, seq) \
         VALUES ($1, $2, $3, $4, $5, NULL, 'system', '', $6, \
         (SELECT COALESCE(MAX(h.seq), 0) + 1 FROM loan_history h WHERE h.loan_id = $2))",
    )
    .bind(new_id(now))
    .bind(loan_id)
    .bind(action)
    .bind(from)
    .bind(to)
    .bind(now)
    .execute(conn)
    .await?;
    Ok(())
}

pub struct NewRepayment<'a> {
    pub loan_id: &'a str,
    pub amount_minor: i64,
    pub receipt: &'a str,
    pub channel: &'a str,
    pub msisdn: Option<&'a str>,
    pub credit_minor: i64,
    pub recorded_by: Option<&'a str>,
}

/// Records the payment; false when its receipt was already recorded (nothing is written).
pub async fn insert_repayment(
    conn: &mut AnyConnection,
    repayment: &NewRepayment<'_>,
    now: i64,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "INSERT INTO loan_repayments (id, loan_id, amount_minor, receipt, channel, msisdn, credit_minor, \
         recorded_by, paid_at, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) \
         ON CONFLICT (receipt) DO NOTHING",
    )
    .bind(new_id(now))
    .bind(repayment.loan_id)
    .bind(repayment.amount_minor)
    .bind(repayment.receipt)
    .bind(repayment.channel)
    .bind(repayment.msisdn)
    .bind(repayment.credit_minor)
    .bind(repayment.recorded_by)
    .bind(now)
    .execute(conn)
    .await?;
    Ok(done.rows_affected() == 1)
}

pub async fn receipt_known(conn: &mut AnyConnection, receipt: &str) -> Result<bool, sqlx::Error> {
    let row = sqlx::query("SELECT 1 FROM loan_repayments WHERE receipt = $1")
        .bind(receipt)
        .fetch_optional(conn)
        .await?;
    Ok(row.is_some())
}

/// Puts the real receipt where a payment was first recorded under its CheckoutRequestID (a status
/// query confirmed it before anything told the receipt): its repayment, its request and any payment
/// kept for review under it.
pub async fn replace_receipt(
    conn: &mut AnyConnection,
    placeholder: &str,
    receipt: &str,
) -> Result<(), sqlx::Error> {
    for table in ["loan_repayments", "mpesa_requests", "payment_reviews"] {
        sqlx::query(&format!(
            "UPDATE {table} SET receipt = $1 WHERE receipt = $2"
        ))
        .bind(receipt)
        .bind(placeholder)
        .execute(&mut *conn)
        .await?;
    }
    Ok(())
}

/// A C2B payment of `amount_minor` to the loan, recorded between `from` and `to`, from `msisdn`
/// (or from a number M-Pesa hid), that no payment request carries as its receipt: its receipt.
pub async fn unattached_c2b(
    conn: &mut AnyConnection,
    loan_id: &str,
    msisdn: &str,
    amount_minor: i64,
    from: i64,
    to: i64,
) -> Result<Option<String>, sqlx::Error> {
    let rows = sqlx::query(
        "SELECT r.receipt, r.msisdn FROM loan_repayments r WHERE r.loan_id = $1 AND r.channel = 'c2b' \
         AND r.amount_minor = $2 AND r.paid_at >= $3 AND r.paid_at <= $4 \
         AND NOT EXISTS (SELECT 1 FROM mpesa_requests q WHERE q.receipt = r.receipt) \
         ORDER BY r.paid_at, r.receipt",
    )
    .bind(loan_id)
    .bind(amount_minor)
    .bind(from)
    .bind(to)
    .fetch_all(conn)
    .await?;
    for row in rows {
        let payer: Option<String> = row.try_get(1)?;
        if clear_phone(payer.as_deref()).is_none_or(|payer| payer == msisdn) {
            return Ok(Some(row.try_get(0)?));
        }
    }
    Ok(None)
}

/// The borrower's M-Pesa phone, account phone and the language their messages are written in.
pub async fn user_contact(
    conn: &mut AnyConnection,
    user_id: &str,
) -> Result<(Option<String>, Option<String>, Language), sqlx::Error> {
    let row = sqlx::query("SELECT mpesa_phone, phone_number, language FROM users WHERE id = $1")
        .bind(user_id)
        .fetch_optional(conn)
        .await?;
    match row {
        Some(row) => Ok((
            row.try_get("mpesa_phone")?,
            row.try_get("phone_number")?,
            Language::parse(&row.try_get::<String, _>("language")?).unwrap_or_default(),
        )),
        None => Ok((None, None, Language::default())),
    }
}

/// The user's country (ISO code), if known.
pub async fn user_country(pool: &AnyPool, user_id: &str) -> Result<Option<String>, sqlx::Error> {
    let row = sqlx::query("SELECT country FROM users WHERE id = $1")
        .bind(user_id)
        .fetch_optional(pool)
        .await?;
    row.map(|row| row.try_get("country"))
        .transpose()
        .map(Option::flatten)
}

/// Active loans with an installment that may have become late by `today` (the fund charges a fee,
/// the installment has none and is not paid, its due date is past): (loan id, grace days, fee).
pub async fn penalty_candidates(
    pool: &AnyPool,
    today: &str,
) -> Result<Vec<(String, i64, i64)>, sqlx::Error> {
    let rows = sqlx::query(
        "SELECT DISTINCT l.id, f.grace_days, f.penalty_fee_minor FROM loans l \
         JOIN loan_funds f ON f.id = l.loan_fund_id \
         JOIN loan_installments i ON i.loan_id = l.id \
         WHERE l.status = 'active' AND f.penalty_fee_minor > 0 AND i.penalty_minor = 0 \
         AND i.paid_minor < i.amount_minor AND i.due_on < $1",
    )
    .bind(today)
    .fetch_all(pool)
    .await?;
    rows.iter()
        .map(|row| Ok((row.try_get(0)?, row.try_get(1)?, row.try_get(2)?)))
        .collect()
}
