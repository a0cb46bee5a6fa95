//! The `validation_statements`, `validation_transactions` and `validation_months` tables
//! (migration 0026).

use portal_core::money::{from_minor, to_minor};
use portal_core::validation::Transaction;
use sqlx::any::AnyRow;
use sqlx::{Any, AnyConnection, AnyPool, Executor, Row};

pub const RECONCILED: &str = "reconciled";
pub const AWAITING_REVIEW: &str = "awaitingReview";
pub const REVIEWED: &str = "reviewed";
pub const UPLOAD: &str = "upload";
pub const LINKED_ACCOUNT: &str = "linkedAccount";

/// A stored statement, with its institution's name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StatementRow {
    pub id: String,
    pub business_id: String,
    pub owner_id: String,
    /// upload or linkedAccount.
    pub source: String,
    /// None for a linked account.
    pub institution_id: Option<i64>,
    /// The institution's name (a linked account's as its provider names it).
    pub institution_name: String,
    pub upload_id: Option<String>,
    /// None for a linked account.
    pub file_id: Option<String>,
    pub file_kind: String,
    pub phone: String,
    pub status: String,
    pub period_from: Option<String>,
    pub period_to: Option<String>,
    pub transaction_count: i64,
    pub uploaded_at: i64,
    pub reviewed_by: Option<String>,
    pub reviewed_at: Option<i64>,
}

pub const SELECT: &str = "SELECT s.id, s.business_id, s.owner_id, s.source, s.institution_id, \
     COALESCE(i.name, s.institution_label, '') AS institution_name, s.upload_id, s.file_id, \
     s.file_kind, s.phone, s.status, s.period_from, s.period_to, s.transaction_count, \
     s.uploaded_at, s.reviewed_by, s.reviewed_at \
     FROM validation_statements s LEFT JOIN financial_institutions i ON i.id = s.institution_id";

pub fn from_row(row: &AnyRow) -> Result<StatementRow, sqlx::Error> {
    Ok(StatementRow {
        id: row.try_get("id")?,
        business_id: row.try_get("business_id")?,
        owner_id: row.try_get("owner_id")?,
        source: row.try_get("source")?,
        institution_id: row.try_get("institution_id")?,
        institution_name: row.try_get("institution_name")?,
        upload_id: row.try_get("upload_id")?,
        file_id: row.try_get("file_id")?,
        file_kind: row.try_get("file_kind")?,
        phone: row.try_get("phone")?,
        status: row.try_get("status")?,
        period_from: row.try_get("period_from")?,
        period_to: row.try_get("period_to")?,
        transaction_count: row.try_get("transaction_count")?,
        uploaded_at: row.try_get("uploaded_at")?,
        reviewed_by: row.try_get("reviewed_by")?,
        reviewed_at: row.try_get("reviewed_at")?,
    })
}

pub async fn find<'e>(
    db: impl Executor<'e, Database = Any>,
    id: &str,
) -> Result<Option<StatementRow>, sqlx::Error> {
    let sql = format!("{SELECT} WHERE s.id = $1");
    let row = sqlx::query(&sql).bind(id).fetch_optional(db).await?;
    row.as_ref().map(from_row).transpose()
}

/// The owner's statement taken from `upload_id`, if there is one.
pub async fn find_by_upload<'e>(
    db: impl Executor<'e, Database = Any>,
    owner_id: &str,
    upload_id: &str,
) -> Result<Option<StatementRow>, sqlx::Error> {
    let sql = format!("{SELECT} WHERE s.upload_id = $1 AND s.owner_id = $2");
    let row = sqlx::query(&sql)
        .bind(upload_id)
        .bind(owner_id)
        .fetch_optional(db)
        .await?;
    row.as_ref().map(from_row).transpose()
}

/// The business's statements, newest first.
pub async fn list_for_business(
    pool: &AnyPool,
    business_id: &str,
) -> Result<Vec<StatementRow>, sqlx::Error> {
    let sql = format!("{SELECT} WHERE s.business_id = $1 ORDER BY s.uploaded_at DESC, s.id DESC");
    let rows = sqlx::query(&sql).bind(business_id).fetch_all(pool).await?;
    rows.iter().map(from_row).collect()
}

/// Inserts a statement; false when its upload was taken into another already.
pub async fn insert(conn: &mut AnyConnection, s: &StatementRow) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "INSERT INTO validation_statements (id, business_id, owner_id, institution_id, upload_id, \
         file_id, file_kind, phone, status, period_from, period_to, transaction_count, uploaded_at, \
         source, institution_label) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) \
         ON CONFLICT (upload_id) DO NOTHING",
    )
    .bind(&s.id)
    .bind(&s.business_id)
    .bind(&s.owner_id)
    .bind(s.institution_id)
    .bind(&s.upload_id)
    .bind(&s.file_id)
    .bind(&s.file_kind)
    .bind(&s.phone)
    .bind(&s.status)
    .bind(&s.period_from)
    .bind(&s.period_to)
    .bind(s.transaction_count)
    .bind(s.uploaded_at)
    .bind(&s.source)
    .bind(s.institution_id.is_none().then_some(&s.institution_name))
    .execute(&mut *conn)
    .await?;
    Ok(done.rows_affected() == 1)
}

fn cents(amount: rust_decimal::Decimal) -> Result<i64, sqlx::Error> {
    to_minor(amount).map_err(|_| sqlx::Error::Protocol("an amount finer than a cent".into()))
}

/// Inserts a statement's transactions in its order, a hundred rows an INSERT.
pub async fn insert_transactions(
    conn: &mut AnyConnection,
    statement_id: &str,
    transactions: &[Transaction],
) -> Result<(), sqlx::Error> {
    const COLUMNS: usize = 9;
    for (chunk_index, chunk) in transactions.chunks(100).enumerate() {
        let values: Vec<String> = (0..chunk.len())
            .map(|row| {
                let first = row * COLUMNS + 1;
                let marks: Vec<String> =
                    (first..first + COLUMNS).map(|n| format!("${n}")).collect();
                format!("({})", marks.join(", "))
            })
            .collect();
        let sql = format!(
            "INSERT INTO validation_transactions (statement_id, position, receipt, completed_at, \
             details, status, paid_in, withdrawn, balance) VALUES {}",
            values.join(", ")
        );
        let mut query = sqlx::query(&sql);
        for (n, t) in chunk.iter().enumerate() {
            let position = i64::try_from(chunk_index * 100 + n).unwrap_or(i64::MAX);
            query = query
                .bind(statement_id)
                .bind(position)
                .bind(&t.receipt)
                .bind(t.completed_at)
                .bind(&t.details)
                .bind(&t.status)
                .bind(cents(t.paid_in)?)
                .bind(cents(t.withdrawn)?)
                .bind(cents(t.balance)?);
        }
        query.execute(&mut *conn).await?;
    }
    Ok(())
}

/// A statement's transactions, in its order.
pub async fn transactions<'e>(
    db: impl Executor<'e, Database = Any>,
    statement_id: &str,
) -> Result<Vec<Transaction>, sqlx::Error> {
    let rows = sqlx::query(
        "SELECT receipt, completed_at, details, status, paid_in, withdrawn, balance \
         FROM validation_transactions WHERE statement_id = $1 ORDER BY position",
    )
    .bind(statement_id)
    .fetch_all(db)
    .await?;
    rows.iter()
        .map(|row| {
            Ok(Transaction {
                receipt: row.try_get("receipt")?,
                completed_at: row.try_get("completed_at")?,
                details: row.try_get("details")?,
                status: row.try_get("status")?,
                paid_in: from_minor(row.try_get("paid_in")?),
                withdrawn: from_minor(row.try_get("withdrawn")?),
                balance: from_minor(row.try_get("balance")?),
            })
        })
        .collect()
}

/// A reviewed statement's months: (`yyyy-mm`, money in, money out) in cents, in month order.
pub async fn months<'e>(
    db: impl Executor<'e, Database = Any>,
    statement_id: &str,
) -> Result<Vec<(String, i64, i64)>, sqlx::Error> {
    let rows = sqlx::query(
        "SELECT month, money_in, money_out FROM validation_months WHERE statement_id = $1 \
         ORDER BY month",
    )
    .bind(statement_id)
    .fetch_all(db)
    .await?;
    rows.iter()
        .map(|row| {
            Ok((
                row.try_get("month")?,
                row.try_get("money_in")?,
                row.try_get("money_out")?,
            ))
        })
        .collect()
}

/// A coach's totals replace the statement's months; it is reviewed by `reviewer` now, over the
/// period the months give.
pub async fn set_review(
    conn: &mut AnyConnection,
    statement_id: &str,
    months: &[(String, i64, i64)],
    period: (&str, &str),
    reviewer: &str,
    now: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query("DELETE FROM validation_months WHERE statement_id = $1")
        .bind(statement_id)
        .execute(&mut *conn)
        .await?;
    for (month, money_in, money_out) in months {
        sqlx::query(
            "INSERT INTO validation_months (statement_id, month, money_in, money_out) \
             VALUES ($1, $2, $3, $4)",
        )
        .bind(statement_id)
        .bind(month)
        .bind(money_in)
        .bind(money_out)
        .execute(&mut *conn)
        .await?;
    }
    sqlx::query(
        "UPDATE validation_statements SET status = $1, period_from = $2, period_to = $3, \
         reviewed_by = $4, reviewed_at = $5 WHERE id = $6",
    )
    .bind(REVIEWED)
    .bind(period.0)
    .bind(period.1)
    .bind(reviewer)
    .bind(now)
    .bind(statement_id)
    .execute(&mut *conn)
    .await?;
    Ok(())
}
