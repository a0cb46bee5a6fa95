//! playbook_alerts: a person's alerts, each made once by its unique key.

use sqlx::any::AnyRow;
use sqlx::{Any, AnyConnection, Executor, Row};

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredAlert {
    pub id: String,
    pub user_id: String,
    pub key: String,
    pub kind: String,
    pub title: String,
    pub body: String,
    pub pair_id: Option<String>,
    pub session_id: Option<String>,
    pub read: bool,
    pub created_at: i64,
}

fn alert(row: &AnyRow) -> Result<StoredAlert, sqlx::Error> {
    Ok(StoredAlert {
        id: row.try_get("id")?,
        user_id: row.try_get("user_id")?,
        key: row.try_get("alert_key")?,
        kind: row.try_get("kind")?,
        title: row.try_get("title")?,
        body: row.try_get("body")?,
        pair_id: row.try_get("pair_id")?,
        session_id: row.try_get("session_id")?,
        read: row.try_get::<i64, _>("is_read")? == 1,
        created_at: row.try_get("created_at")?,
    })
}

/// Stores the alert; false when its key was stored before (nothing is made twice).
pub async fn insert(conn: &mut AnyConnection, item: &StoredAlert) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "INSERT INTO playbook_alerts (id, user_id, alert_key, kind, title, body, pair_id, session_id, is_read, created_at, seq) \
         SELECT $1, $2, $3, $4, $5, $6, $7, $8, 0, $9, COALESCE(MAX(seq), 0) + 1 FROM playbook_alerts WHERE user_id = $2 \
         ON CONFLICT (alert_key) DO NOTHING",
    )
    .bind(&item.id)
    .bind(&item.user_id)
    .bind(&item.key)
    .bind(&item.kind)
    .bind(&item.title)
    .bind(&item.body)
    .bind(&item.pair_id)
    .bind(&item.session_id)
    .bind(item.created_at)
    .execute(conn)
    .await?;
    Ok(done.rows_affected() > 0)
}

/// A person's alerts, newest first (at most `limit`).
pub async fn of_user<'e>(
    db: impl Executor<'e, Database = Any>,
    user_id: &str,
    limit: i64,
) -> Result<Vec<StoredAlert>, sqlx::Error> {
    sqlx::query(
        "SELECT id, user_id, alert_key, kind, title, body, pair_id, session_id, is_read, created_at \
         FROM playbook_alerts WHERE user_id = $1 ORDER BY seq DESC LIMIT $2",
    )
    .bind(user_id)
    .bind(limit)
    .fetch_all(db)
    .await?
    .iter()
    .map(alert)
    .collect()
}

pub async fn unread<'e>(
    db: impl Executor<'e, Database = Any>,
    user_id: &str,
) -> Result<i64, sqlx::Error> {
    sqlx::query("SELECT COUNT(*) AS n FROM playbook_alerts WHERE user_id = $1 AND is_read = 0")
        .bind(user_id)
        .fetch_one(db)
        .await?
        .try_get("n")
}

/// Marks one of the person's alerts read (`Some(id)`) or all of them; the number changed.
pub async fn mark_read(
    conn: &mut AnyConnection,
    user_id: &str,
    id: Option<&str>,
) -> Result<u64, sqlx::Error> {
    let done = match id {
        Some(id) => sqlx::query(
            "UPDATE playbook_alerts SET is_read = 1 WHERE user_id = $1 AND id = $2 AND is_read = 0",
        )
        .bind(user_id)
        .bind(id),
        None => {
            sqlx::query("UPDATE playbook_alerts SET is_read = 1 WHERE user_id = $1 AND is_read = 0")
                .bind(user_id)
        }
    }
    .execute(conn)
    .await?;
    Ok(done.rows_affected())
}

/// Whether the person has an alert with this id (read or not).
pub async fn exists<'e>(
    db: impl Executor<'e, Database = Any>,
    user_id: &str,
    id: &str,
) -> Result<bool, sqlx::Error> {
    Ok(
        sqlx::query("SELECT id FROM playbook_alerts WHERE user_id = $1 AND id = $2")
            .bind(user_id)
            .bind(id)
            .fetch_optional(db)
            .await?
            .is_some(),
    )
}
