//! The payment_reviews table: money kept for staff, listed newest first and resolved once.

use portal_core::loans::received::ReviewReason;
use sqlx::any::AnyRow;
use sqlx::{Any, AnyConnection, AnyPool, Executor, Row};

use super::model::{payer_name, Review, ReviewStatus};
use crate::ids::new_id;
use crate::repayments::apply::Channel;

pub struct NewReview<'a> {
    pub channel: Channel,
    /// None when M-Pesa gave no receipt.
    pub receipt: Option<&'a str>,
    /// The typed account number (C2B) or the CheckoutRequestID (STK).
    pub reference: &'a str,
    pub loan_id: Option<&'a str>,
    pub msisdn: Option<&'a str>,
    /// As M-Pesa sent it.
    pub amount_text: &'a str,
    pub amount_minor: Option<i64>,
    pub reason: ReviewReason,
    pub payload: &'a str,
}

/// Keeps money for staff, on the pool or inside the transaction that decided it; a receipt kept
/// before is not kept again (false).
pub async fn keep<'e>(
    db: impl Executor<'e, Database = Any>,
    review: &NewReview<'_>,
    now: i64,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "INSERT INTO payment_reviews (id, channel, receipt, reference, loan_id, msisdn, amount_text, \
         amount_minor, reason, payload, status, created_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'open', $11) ON CONFLICT (receipt) DO NOTHING",
    )
    .bind(new_id(now))
    .bind(review.channel.as_str())
    .bind(review.receipt)
    .bind(review.reference)
    .bind(review.loan_id)
    .bind(review.msisdn)
    .bind(review.amount_text)
    .bind(review.amount_minor)
    .bind(review.reason.as_str())
    .bind(review.payload)
    .bind(now)
    .execute(db)
    .await?;
    if done.rows_affected() == 1 {
        tracing::warn!(receipt = ?review.receipt, reference = %review.reference, reason = review.reason.as_str(),
            "M-Pesa money kept for staff review");
    }
    Ok(done.rows_affected() == 1)
}

const SELECT: &str = "SELECT r.id, r.channel, r.receipt, r.reference, r.loan_id, r.msisdn, r.payload, r.amount_text, \
     r.amount_minor, r.reason, r.status, r.resolved_by, r.resolved_at, r.applied_loan_id, r.note, r.created_at, \
     u.first_name, u.last_name FROM payment_reviews r LEFT JOIN users u ON u.id = r.resolved_by";

fn from_row(row: &AnyRow) -> Result<Review, sqlx::Error> {
    let decode = |what: &str, text: &str| sqlx::Error::Decode(format!("{what} {text:?}").into());
    let reason: String = row.try_get("reason")?;
    let status: String = row.try_get("status")?;
    let channel: String = row.try_get("channel")?;
    let first: Option<String> = row.try_get("first_name")?;
    let last: Option<String> = row.try_get("last_name")?;
    let payload: String = row.try_get("payload")?;
    Ok(Review {
        id: row.try_get("id")?,
        channel: Channel::parse(&channel).ok_or_else(|| decode("channel", &channel))?,
        receipt: row.try_get("receipt")?,
        reference: row.try_get("reference")?,
        loan_id: row.try_get("loan_id")?,
        msisdn: row.try_get("msisdn")?,
        payer_name: payer_name(&payload),
        amount_text: row.try_get("amount_text")?,
        amount_minor: row.try_get("amount_minor")?,
        reason: ReviewReason::parse(&reason).ok_or_else(|| decode("reason", &reason))?,
        status: ReviewStatus::parse(&status).ok_or_else(|| decode("status", &status))?,
        resolved_by: row.try_get("resolved_by")?,
        resolved_by_name: first.map(|first| format!("{first} {}", last.unwrap_or_default())),
        resolved_at: row.try_get("resolved_at")?,
        applied_loan_id: row.try_get("applied_loan_id")?,
        note: row.try_get("note")?,
        created_at: row.try_get("created_at")?,
    })
}

/// One page, newest first; all statuses when `status` is None.
pub async fn page(
    pool: &AnyPool,
    status: Option<ReviewStatus>,
    limit: i64,
    offset: i64,
) -> Result<(Vec<Review>, i64), sqlx::Error> {
    let (filter, count_filter) = match status {
        Some(_) => ("WHERE r.status = $3", "WHERE status = $1"),
        None => ("", ""),
    };
    let sql = format!("{SELECT} {filter} ORDER BY r.created_at DESC, r.id DESC LIMIT $1 OFFSET $2");
    let mut rows = sqlx::query(&sql).bind(limit).bind(offset);
    let count = format!("SELECT COUNT(*) FROM payment_reviews {count_filter}");
    let mut total = sqlx::query(&count);
    if let Some(status) = status {
        rows = rows.bind(status.as_str());
        total = total.bind(status.as_str());
    }
    let reviews = rows
        .fetch_all(pool)
        .await?
        .iter()
        .map(from_row)
        .collect::<Result<_, _>>()?;
    let total: i64 = total.fetch_one(pool).await?.try_get(0)?;
    Ok((reviews, total))
}

pub async fn find<'e>(
    db: impl Executor<'e, Database = Any>,
    id: &str,
) -> Result<Option<Review>, sqlx::Error> {
    let sql = format!("{SELECT} WHERE r.id = $1");
    let row = sqlx::query(&sql).bind(id).fetch_optional(db).await?;
    row.as_ref().map(from_row).transpose()
}

pub struct Resolution<'a> {
    pub status: ReviewStatus,
    pub by: &'a str,
    pub applied_loan_id: Option<&'a str>,
    pub note: Option<&'a str>,
}

/// Resolves an open item: the one change that lets a payment kept for review be applied or
/// dismissed once. False when it was resolved already (nothing is written).
pub async fn resolve(
    conn: &mut AnyConnection,
    id: &str,
    resolution: &Resolution<'_>,
    now: i64,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "UPDATE payment_reviews SET status = $1, resolved_by = $2, resolved_at = $3, applied_loan_id = $4, \
         note = $5 WHERE id = $6 AND status = 'open'",
    )
    .bind(resolution.status.as_str())
    .bind(resolution.by)
    .bind(now)
    .bind(resolution.applied_loan_id)
    .bind(resolution.note)
    .bind(id)
    .execute(conn)
    .await?;
    Ok(done.rows_affected() == 1)
}
