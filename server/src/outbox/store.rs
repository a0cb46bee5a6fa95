//! The `outbox_messages` table: queueing inside a change's transaction, claiming, and the outcome of
//! each delivery.

use sqlx::any::AnyRow;
use sqlx::{AnyConnection, AnyPool, Row};

use super::model::{
    retry_delay, Attachment, Channel, Message, NewMessage, CLAIM_SECONDS, MAX_ATTEMPTS,
};
use crate::ids::new_id;

const COLUMNS: &str = "id, channel, recipient, subject, body, status, attempts, created_at, \
                       attachment_key, attachment_name, attachment_type";
/// Due: waiting and its time has come, or claimed by a worker that did not finish in time.
const DUE: &str =
    "((status = 'pending' AND next_attempt_at <= $1) OR (status = 'sending' AND locked_until <= $1))";

fn from_row(row: &AnyRow) -> Result<Message, sqlx::Error> {
    let channel: String = row.try_get("channel")?;
    let key: Option<String> = row.try_get("attachment_key")?;
    let name: Option<String> = row.try_get("attachment_name")?;
    let content_type: Option<String> = row.try_get("attachment_type")?;
    let attachment = key.map(|key| Attachment {
        key,
        name: name.unwrap_or_default(),
        content_type: content_type.unwrap_or_else(|| "application/octet-stream".to_owned()),
    });
    Ok(Message {
        id: row.try_get("id")?,
        channel: Channel::parse(&channel).ok_or_else(|| {
            sqlx::Error::Decode(format!("unknown channel {channel:?} in outbox_messages").into())
        })?,
        recipient: row.try_get("recipient")?,
        subject: row.try_get("subject")?,
        body: row.try_get("body")?,
        status: row.try_get("status")?,
        attempts: row.try_get("attempts")?,
        created_at: row.try_get("created_at")?,
        attachment,
    })
}

/// Queues `message` in the caller's transaction; a second message for the same event is ignored.
pub async fn enqueue(
    conn: &mut AnyConnection,
    message: &NewMessage,
    now: i64,
) -> Result<(), sqlx::Error> {
    enqueue_with_attachment(conn, message, None, now).await
}

/// Queues `message` carrying `attachment` (its bytes already in the storage), as `enqueue` does.
pub async fn enqueue_with_attachment(
    conn: &mut AnyConnection,
    message: &NewMessage,
    attachment: Option<&Attachment>,
    now: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO outbox_messages (id, dedupe_key, channel, recipient, subject, body, status, attempts, \
         next_attempt_at, created_at, attachment_key, attachment_name, attachment_type) \
         VALUES ($1, $2, $3, $4, $5, $6, 'pending', 0, $7, $7, $8, $9, $10) \
         ON CONFLICT (dedupe_key) DO NOTHING",
    )
    .bind(new_id(now))
    .bind(&message.dedupe_key)
    .bind(message.channel.as_str())
    .bind(&message.recipient)
    .bind(&message.subject)
    .bind(&message.body)
    .bind(now)
    .bind(attachment.map(|a| a.key.clone()))
    .bind(attachment.map(|a| a.name.clone()))
    .bind(attachment.map(|a| a.content_type.clone()))
    .execute(conn)
    .await?;
    Ok(())
}

/// Claims up to `limit` due messages for this worker. Each is taken by a conditional update, so a
/// message another process claimed first is skipped rather than sent twice.
pub async fn claim_due(pool: &AnyPool, now: i64, limit: i64) -> Result<Vec<Message>, sqlx::Error> {
    let sql = format!(
        "SELECT id FROM outbox_messages WHERE {DUE} ORDER BY next_attempt_at, seq LIMIT $2"
    );
    let ids: Vec<String> = sqlx::query(&sql)
        .bind(now)
        .bind(limit)
        .fetch_all(pool)
        .await?
        .iter()
        .map(|row| row.try_get("id"))
        .collect::<Result<_, _>>()?;
    let claim = format!(
        "UPDATE outbox_messages SET status = 'sending', locked_until = $2, attempts = attempts + 1 \
         WHERE id = $3 AND {DUE} RETURNING {COLUMNS}"
    );
    let mut claimed = Vec::with_capacity(ids.len());
    for id in ids {
        let row = sqlx::query(&claim)
            .bind(now)
            .bind(now + CLAIM_SECONDS)
            .bind(&id)
            .fetch_optional(pool)
            .await?;
        if let Some(row) = row {
            claimed.push(from_row(&row)?);
        }
    }
    Ok(claimed)
}

pub async fn mark_sent(pool: &AnyPool, id: &str, now: i64) -> Result<(), sqlx::Error> {
    sqlx::query(
        "UPDATE outbox_messages SET status = 'sent', sent_at = $1, locked_until = NULL, last_error = NULL \
         WHERE id = $2 AND status = 'sending'",
    )
    .bind(now)
    .bind(id)
    .execute(pool)
    .await?;
    Ok(())
}

/// After a failed try: wait and retry, or give up once the tries are used. Returns true if given up.
pub async fn mark_failed_try(
    pool: &AnyPool,
    message: &Message,
    error: &str,
    now: i64,
) -> Result<bool, sqlx::Error> {
    let give_up = message.attempts >= MAX_ATTEMPTS;
    let status = if give_up { "failed" } else { "pending" };
    let error: String = error.chars().take(500).collect();
    sqlx::query(
        "UPDATE outbox_messages SET status = $1, next_attempt_at = $2, locked_until = NULL, last_error = $3 \
         WHERE id = $4 AND status = 'sending'",
    )
    .bind(status)
    .bind(now.saturating_add(retry_delay(message.attempts)))
    .bind(error)
    .bind(&message.id)
    .execute(pool)
    .await?;
    Ok(give_up)
}

/// The newest messages, to one recipient when given.
pub async fn list(
    pool: &AnyPool,
    recipient: Option<&str>,
    limit: i64,
) -> Result<Vec<Message>, sqlx::Error> {
    let rows = match recipient {
        Some(to) => {
            let sql = format!(
                "SELECT {COLUMNS} FROM outbox_messages WHERE recipient = $1 ORDER BY seq DESC LIMIT $2"
            );
            sqlx::query(&sql)
                .bind(to)
                .bind(limit)
                .fetch_all(pool)
                .await?
        }
        None => {
            let sql = format!("SELECT {COLUMNS} FROM outbox_messages ORDER BY seq DESC LIMIT $1");
            sqlx::query(&sql).bind(limit).fetch_all(pool).await?
        }
    };
    rows.iter().map(from_row).collect()
}
