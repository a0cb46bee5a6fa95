//! The tables a repayment touches: loans (balance, credit, status), loan_installments, loan_history,
//! loan_repayments, mpesa_requests and mpesa_unmatched.

use chrono::NaiveDate;
use portal_core::language::Language;
use portal_core::loans::repayment::ScheduledInstallment;
use portal_core::money::from_minor;
use sqlx::any::AnyRow;
use sqlx::{AnyConnection, AnyPool, Row};

use super::model::{LoanMoney, MpesaRequest, NewRequest, Unmatched};
use crate::state::new_id;

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
}

/// Records the payment; false when its receipt was already recorded (nothing is written).
pub async fn insert_repayment(
    conn: &mut AnyConnection,
    repayment: &NewRepayment<'_>,
    now: i64,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "INSERT INTO loan_repayments (id, loan_id, amount_minor, receipt, channel, msisdn, credit_minor, \
         recorded_by, paid_at, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, NULL, $8, $8) \
         ON CONFLICT (receipt) DO NOTHING",
    )
    .bind(new_id(now))
    .bind(repayment.loan_id)
    .bind(repayment.amount_minor)
    .bind(repayment.receipt)
    .bind(repayment.channel)
    .bind(repayment.msisdn)
    .bind(repayment.credit_minor)
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

/// Puts the real receipt on a payment first recorded under its CheckoutRequestID (a status query
/// confirmed it before the callback told the receipt).
pub async fn replace_receipt(
    conn: &mut AnyConnection,
    placeholder: &str,
    receipt: &str,
) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE loan_repayments SET receipt = $1 WHERE receipt = $2")
        .bind(receipt)
        .bind(placeholder)
        .execute(&mut *conn)
        .await?;
    sqlx::query("UPDATE mpesa_requests SET receipt = $1 WHERE receipt = $2")
        .bind(receipt)
        .bind(placeholder)
        .execute(conn)
        .await?;
    Ok(())
}

/// (M-Pesa phone, phone) of a user, for the receipt SMS.
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

const REQUEST_COLUMNS: &str =
    "id, loan_id, user_id, checkout_request_id, merchant_request_id, msisdn, \
     amount_minor, status, result_code, result_desc, receipt, query_attempts, created_at";

fn request_from_row(row: &AnyRow) -> Result<MpesaRequest, sqlx::Error> {
    Ok(MpesaRequest {
        id: row.try_get("id")?,
        loan_id: row.try_get("loan_id")?,
        user_id: row.try_get("user_id")?,
        checkout_request_id: row.try_get("checkout_request_id")?,
        merchant_request_id: row.try_get("merchant_request_id")?,
        msisdn: row.try_get("msisdn")?,
        amount_minor: row.try_get("amount_minor")?,
        status: row.try_get("status")?,
        result_code: row.try_get("result_code")?,
        result_desc: row.try_get("result_desc")?,
        receipt: row.try_get("receipt")?,
        query_attempts: row.try_get("query_attempts")?,
        created_at: row.try_get("created_at")?,
    })
}

pub async fn insert_request(
    pool: &AnyPool,
    request: &NewRequest<'_>,
    now: i64,
) -> Result<String, sqlx::Error> {
    let id = new_id(now);
    sqlx::query(
        "INSERT INTO mpesa_requests (id, loan_id, user_id, checkout_request_id, merchant_request_id, msisdn, \
         amount_minor, status, next_query_at, query_attempts, created_at, updated_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, 'pending', $8, 0, $9, $9)",
    )
    .bind(&id)
    .bind(request.loan_id)
    .bind(request.user_id)
    .bind(request.checkout_request_id)
    .bind(request.merchant_request_id)
    .bind(request.msisdn)
    .bind(request.amount_minor)
    .bind(request.next_query_at)
    .bind(now)
    .execute(pool)
    .await?;
    Ok(id)
}

pub async fn find_request(
    pool: &AnyPool,
    checkout_request_id: &str,
) -> Result<Option<MpesaRequest>, sqlx::Error> {
    let sql =
        format!("SELECT {REQUEST_COLUMNS} FROM mpesa_requests WHERE checkout_request_id = $1");
    let row = sqlx::query(&sql)
        .bind(checkout_request_id)
        .fetch_optional(pool)
        .await?;
    row.as_ref().map(request_from_row).transpose()
}

/// Ends a request that is not paid yet with its outcome; false when it was already paid.
pub async fn settle_request(
    conn: &mut AnyConnection,
    checkout_request_id: &str,
    status: &str,
    result_code: i64,
    result_desc: &str,
    receipt: Option<&str>,
    now: i64,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "UPDATE mpesa_requests SET status = $1, result_code = $2, result_desc = $3, receipt = $4, updated_at = $5 \
         WHERE checkout_request_id = $6 AND status <> 'paid'",
    )
    .bind(status)
    .bind(result_code)
    .bind(result_desc)
    .bind(receipt)
    .bind(now)
    .bind(checkout_request_id)
    .execute(conn)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Pending requests whose query time has come, each claimed by one conditional update (so several
/// processes never query the same one at once): its next query moves `claim_seconds` on and its
/// attempts count up.
pub async fn claim_due_requests(
    pool: &AnyPool,
    now: i64,
    claim_seconds: i64,
    limit: i64,
) -> Result<Vec<MpesaRequest>, sqlx::Error> {
    let ids: Vec<String> = sqlx::query(
        "SELECT id FROM mpesa_requests WHERE status = 'pending' AND next_query_at <= $1 \
         ORDER BY next_query_at LIMIT $2",
    )
    .bind(now)
    .bind(limit)
    .fetch_all(pool)
    .await?
    .iter()
    .map(|row| row.try_get("id"))
    .collect::<Result<_, _>>()?;
    let claim = format!(
        "UPDATE mpesa_requests SET next_query_at = $1, query_attempts = query_attempts + 1, updated_at = $2 \
         WHERE id = $3 AND status = 'pending' AND next_query_at <= $2 RETURNING {REQUEST_COLUMNS}"
    );
    let mut claimed = Vec::with_capacity(ids.len());
    for id in ids {
        let row = sqlx::query(&claim)
            .bind(now + claim_seconds)
            .bind(now)
            .bind(&id)
            .fetch_optional(pool)
            .await?;
        if let Some(row) = row {
            claimed.push(request_from_row(&row)?);
        }
    }
    Ok(claimed)
}

pub async fn reschedule_request(
    pool: &AnyPool,
    id: &str,
    next_query_at: i64,
    now: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "UPDATE mpesa_requests SET next_query_at = $1, updated_at = $2 WHERE id = $3 AND status = 'pending'",
    )
    .bind(next_query_at)
    .bind(now)
    .bind(id)
    .execute(pool)
    .await?;
    Ok(())
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

/// Keeps money that could not be applied for staff; a receipt already kept is ignored.
pub async fn record_unmatched(
    pool: &AnyPool,
    unmatched: &Unmatched<'_>,
    now: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO mpesa_unmatched (id, channel, receipt, reference, msisdn, amount_minor, reason, payload, \
         created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (receipt) DO NOTHING",
    )
    .bind(new_id(now))
    .bind(unmatched.channel)
    .bind(unmatched.receipt)
    .bind(unmatched.reference)
    .bind(unmatched.msisdn)
    .bind(unmatched.amount_minor)
    .bind(unmatched.reason)
    .bind(unmatched.payload)
    .bind(now)
    .execute(pool)
    .await?;
    Ok(())
}
