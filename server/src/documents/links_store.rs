//! The SQL of sending: the public links (`document_links`, only each token's SHA-256 kept) and the
//! marks a sending leaves on a document (`sent_at`) or a payment (`receipt_sent_at`).

use sqlx::any::AnyRow;
use sqlx::{Any, AnyConnection, Executor, Row};

/// A public link as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Link {
    pub id: String,
    pub business_id: String,
    pub document_id: String,
    /// Set for a receipt's link.
    pub payment_id: Option<String>,
    pub created_at: i64,
    pub expires_at: i64,
    pub revoked_at: Option<i64>,
}

impl Link {
    /// Opens its document at `now`: not turned off and not expired.
    pub fn is_open(&self, now: i64) -> bool {
        self.revoked_at.is_none() && now < self.expires_at
    }
}

const COLUMNS: &str =
    "id, business_id, document_id, payment_id, created_at, expires_at, revoked_at";

fn link_of(row: &AnyRow) -> Result<Link, sqlx::Error> {
    Ok(Link {
        id: row.try_get("id")?,
        business_id: row.try_get("business_id")?,
        document_id: row.try_get("document_id")?,
        payment_id: row.try_get("payment_id")?,
        created_at: row.try_get("created_at")?,
        expires_at: row.try_get("expires_at")?,
        revoked_at: row.try_get("revoked_at")?,
    })
}

pub async fn insert_link(
    conn: &mut AnyConnection,
    link: &Link,
    token_hash: &str,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO document_links (id, token_hash, business_id, document_id, payment_id, \
         created_at, expires_at, revoked_at) VALUES ($1, $2, $3, $4, $5, $6, $7, NULL)",
    )
    .bind(&link.id)
    .bind(token_hash)
    .bind(&link.business_id)
    .bind(&link.document_id)
    .bind(&link.payment_id)
    .bind(link.created_at)
    .bind(link.expires_at)
    .execute(conn)
    .await?;
    Ok(())
}

/// The link whose token hashes to `token_hash`, whatever its state.
pub async fn find_by_hash<'e>(
    db: impl Executor<'e, Database = Any>,
    token_hash: &str,
) -> Result<Option<Link>, sqlx::Error> {
    let sql = format!("SELECT {COLUMNS} FROM document_links WHERE token_hash = $1");
    let row = sqlx::query(&sql)
        .bind(token_hash)
        .fetch_optional(db)
        .await?;
    row.as_ref().map(link_of).transpose()
}

pub async fn find<'e>(
    db: impl Executor<'e, Database = Any>,
    id: &str,
) -> Result<Option<Link>, sqlx::Error> {
    let sql = format!("SELECT {COLUMNS} FROM document_links WHERE id = $1");
    let row = sqlx::query(&sql).bind(id).fetch_optional(db).await?;
    row.as_ref().map(link_of).transpose()
}

/// A document's links (its receipts' too), newest first.
pub async fn links_of<'e>(
    db: impl Executor<'e, Database = Any>,
    document_id: &str,
) -> Result<Vec<Link>, sqlx::Error> {
    let sql = format!(
        "SELECT {COLUMNS} FROM document_links WHERE document_id = $1 \
         ORDER BY created_at DESC, id DESC"
    );
    let rows = sqlx::query(&sql).bind(document_id).fetch_all(db).await?;
    rows.iter().map(link_of).collect()
}

/// Turns a link off; one already off keeps the time it was turned off.
pub async fn revoke<'e>(
    db: impl Executor<'e, Database = Any>,
    id: &str,
    now: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE document_links SET revoked_at = $1 WHERE id = $2 AND revoked_at IS NULL")
        .bind(now)
        .bind(id)
        .execute(db)
        .await?;
    Ok(())
}

/// Marks a quotation or invoice sent (`isGenerated`) with the business's change number.
pub async fn mark_document_sent(
    conn: &mut AnyConnection,
    document_id: &str,
    change_seq: i64,
    now: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "UPDATE documents SET sent_at = $1, change_seq = $2, updated_at = $1 WHERE id = $3",
    )
    .bind(now)
    .bind(change_seq)
    .bind(document_id)
    .execute(conn)
    .await?;
    Ok(())
}

/// Marks a payment's receipt sent with the business's change number.
pub async fn mark_receipt_sent(
    conn: &mut AnyConnection,
    payment_id: &str,
    change_seq: i64,
    now: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE document_payments SET receipt_sent_at = $1, change_seq = $2 WHERE id = $3")
        .bind(now)
        .bind(change_seq)
        .bind(payment_id)
        .execute(conn)
        .await?;
    Ok(())
}
