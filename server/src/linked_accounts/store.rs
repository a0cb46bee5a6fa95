//! The SQL of linked accounts (migration 0027): each client's link, and the statements written for
//! them.

use sqlx::any::AnyRow;
use sqlx::{Any, AnyPool, Executor, Row};

/// A client's link as kept.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Link {
    pub user_id: String,
    pub provider: String,
    pub account_id: String,
    pub code_hash: String,
    pub institution: String,
    pub account_name: String,
    /// Masked.
    pub account_number: String,
    pub account_type: String,
    pub currency: String,
    pub linked_at: i64,
}

const LINK_COLUMNS: &str = "user_id, provider, account_id, code_hash, institution, account_name, \
                            account_number, account_type, currency, linked_at";

fn link_of(row: &AnyRow) -> Result<Link, sqlx::Error> {
    Ok(Link {
        user_id: row.try_get("user_id")?,
        provider: row.try_get("provider")?,
        account_id: row.try_get("account_id")?,
        code_hash: row.try_get("code_hash")?,
        institution: row.try_get("institution")?,
        account_name: row.try_get("account_name")?,
        account_number: row.try_get("account_number")?,
        account_type: row.try_get("account_type")?,
        currency: row.try_get("currency")?,
        linked_at: row.try_get("linked_at")?,
    })
}

/// The user's link, if they linked an account.
pub async fn link<'e>(
    db: impl Executor<'e, Database = Any>,
    user_id: &str,
) -> Result<Option<Link>, sqlx::Error> {
    let sql = format!("SELECT {LINK_COLUMNS} FROM linked_accounts WHERE user_id = $1");
    let row = sqlx::query(&sql).bind(user_id).fetch_optional(db).await?;
    row.as_ref().map(link_of).transpose()
}

/// Keeps `link` as the user's one link, replacing the one before; false (nothing written) when the
/// link is already the one made with this code (the same code applied at the same moment).
pub async fn put_link<'e>(
    db: impl Executor<'e, Database = Any>,
    link: &Link,
    now: i64,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "INSERT INTO linked_accounts (user_id, provider, account_id, code_hash, institution, \
         account_name, account_number, account_type, currency, linked_at, updated_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) \
         ON CONFLICT (user_id) DO UPDATE SET provider = $2, account_id = $3, code_hash = $4, \
         institution = $5, account_name = $6, account_number = $7, account_type = $8, \
         currency = $9, linked_at = $10, updated_at = $11 \
         WHERE linked_accounts.code_hash <> $4",
    )
    .bind(&link.user_id)
    .bind(&link.provider)
    .bind(&link.account_id)
    .bind(&link.code_hash)
    .bind(&link.institution)
    .bind(&link.account_name)
    .bind(&link.account_number)
    .bind(&link.account_type)
    .bind(&link.currency)
    .bind(link.linked_at)
    .bind(now)
    .execute(db)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// A statement written for a client.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredStatement {
    pub id: String,
    pub user_id: String,
    pub account_id: String,
    pub from_day: String,
    pub to_day: String,
    pub months: i64,
    pub transactions: i64,
    pub content_hash: String,
    pub storage_key: String,
    pub created_at: i64,
}

const STATEMENT_COLUMNS: &str = "id, user_id, account_id, from_day, to_day, months, transactions, \
                                 content_hash, storage_key, created_at";

fn statement_of(row: &AnyRow) -> Result<StoredStatement, sqlx::Error> {
    Ok(StoredStatement {
        id: row.try_get("id")?,
        user_id: row.try_get("user_id")?,
        account_id: row.try_get("account_id")?,
        from_day: row.try_get("from_day")?,
        to_day: row.try_get("to_day")?,
        months: row.try_get("months")?,
        transactions: row.try_get("transactions")?,
        content_hash: row.try_get("content_hash")?,
        storage_key: row.try_get("storage_key")?,
        created_at: row.try_get("created_at")?,
    })
}

pub async fn statement(pool: &AnyPool, id: &str) -> Result<Option<StoredStatement>, sqlx::Error> {
    let sql = format!("SELECT {STATEMENT_COLUMNS} FROM linked_account_statements WHERE id = $1");
    let row = sqlx::query(&sql).bind(id).fetch_optional(pool).await?;
    row.as_ref().map(statement_of).transpose()
}

/// The user's statement with exactly this content, if one was written.
pub async fn statement_with_content(
    pool: &AnyPool,
    user_id: &str,
    content_hash: &str,
) -> Result<Option<StoredStatement>, sqlx::Error> {
    let sql = format!(
        "SELECT {STATEMENT_COLUMNS} FROM linked_account_statements \
         WHERE user_id = $1 AND content_hash = $2"
    );
    let row = sqlx::query(&sql)
        .bind(user_id)
        .bind(content_hash)
        .fetch_optional(pool)
        .await?;
    row.as_ref().map(statement_of).transpose()
}

/// Keeps `statement`; false when the user has one with the same content already (kept instead).
pub async fn insert_statement(
    pool: &AnyPool,
    statement: &StoredStatement,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "INSERT INTO linked_account_statements (id, user_id, account_id, from_day, to_day, months, \
         transactions, content_hash, storage_key, created_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) \
         ON CONFLICT (user_id, content_hash) DO NOTHING",
    )
    .bind(&statement.id)
    .bind(&statement.user_id)
    .bind(&statement.account_id)
    .bind(&statement.from_day)
    .bind(&statement.to_day)
    .bind(statement.months)
    .bind(statement.transactions)
    .bind(&statement.content_hash)
    .bind(&statement.storage_key)
    .bind(statement.created_at)
    .execute(pool)
    .await?;
    Ok(done.rows_affected() == 1)
}
