//! The mpesa_requests table: STK pushes sent, settled once by whichever news of the outcome comes
//! first (callback, status query or a matching C2B confirmation), and claimed one at a time by the
//! status query workers of every process.

use sqlx::any::AnyRow;
use sqlx::{Any, AnyConnection, AnyPool, Executor, Row};

use super::model::{MpesaRequest, NewRequest, PAYMENT_MATCH_WINDOW_SECONDS};
use crate::ids::new_id;

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

/// On the pool, or inside a transaction to see a request as it stands under the loan's lock.
pub async fn find_request<'e>(
    db: impl Executor<'e, Database = Any>,
    checkout_request_id: &str,
) -> Result<Option<MpesaRequest>, sqlx::Error> {
    let sql =
        format!("SELECT {REQUEST_COLUMNS} FROM mpesa_requests WHERE checkout_request_id = $1");
    let row = sqlx::query(&sql)
        .bind(checkout_request_id)
        .fetch_optional(db)
        .await?;
    row.as_ref().map(request_from_row).transpose()
}

/// Settles a pending request with its outcome: the one change that decides which delivery of a
/// payment's news moves money. False when the request was settled already (nothing is written).
pub async fn settle_pending(
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
         WHERE checkout_request_id = $6 AND status = 'pending'",
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

/// Whether a request carries `receipt` (its payment is known, whether or not a balance took it).
pub async fn receipt_taken(conn: &mut AnyConnection, receipt: &str) -> Result<bool, sqlx::Error> {
    let row = sqlx::query("SELECT 1 FROM mpesa_requests WHERE receipt = $1")
        .bind(receipt)
        .fetch_optional(conn)
        .await?;
    Ok(row.is_some())
}

/// The STK request of the loan that a C2B payment of `amount_minor` at `now` is the same payment
/// as: made within `PAYMENT_MATCH_WINDOW_SECONDS` before, for the same amount, from the same phone
/// (any phone when M-Pesa hid the payer's, `msisdn` None), and either paid on a status query's word
/// (its receipt still the CheckoutRequestID) or still pending; a paid one first, then the oldest.
pub async fn matching_request(
    conn: &mut AnyConnection,
    loan_id: &str,
    msisdn: Option<&str>,
    amount_minor: i64,
    now: i64,
) -> Result<Option<MpesaRequest>, sqlx::Error> {
    let phone = if msisdn.is_some() {
        "AND msisdn = $5"
    } else {
        ""
    };
    let sql = format!(
        "SELECT {REQUEST_COLUMNS} FROM mpesa_requests WHERE loan_id = $1 AND amount_minor = $2 \
         AND created_at >= $3 AND created_at <= $4 {phone} \
         AND (status = 'pending' OR (status = 'paid' AND receipt = checkout_request_id)) \
         ORDER BY CASE WHEN status = 'paid' THEN 0 ELSE 1 END, created_at, id LIMIT 1"
    );
    let mut query = sqlx::query(&sql)
        .bind(loan_id)
        .bind(amount_minor)
        .bind(now - PAYMENT_MATCH_WINDOW_SECONDS)
        .bind(now);
    if let Some(msisdn) = msisdn {
        query = query.bind(msisdn);
    }
    let row = query.fetch_optional(conn).await?;
    row.as_ref().map(request_from_row).transpose()
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
