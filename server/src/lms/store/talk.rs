//! Messages between a trainee and a mentor of their cohort (lms_messages): stored once per
//! sender's submission id, numbered per chat in the order stored.

use sqlx::any::AnyRow;
use sqlx::{Any, AnyConnection, Executor, Row};

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Message {
    pub id: String,
    pub cohort_id: String,
    pub trainee_id: String,
    pub mentor_id: String,
    /// `trainee` or `mentor`.
    pub sender: String,
    pub sender_user_id: String,
    pub text: String,
    /// `sent` or `read`.
    pub status: String,
    pub submission_id: String,
    pub created_at: i64,
    pub seq: i64,
}

const MESSAGE: &str = "SELECT id, cohort_id, trainee_id, mentor_id, sender, sender_user_id, text, \
    status, submission_id, created_at, seq FROM lms_messages";

fn message(row: &AnyRow) -> Result<Message, sqlx::Error> {
    Ok(Message {
        id: row.try_get("id")?,
        cohort_id: row.try_get("cohort_id")?,
        trainee_id: row.try_get("trainee_id")?,
        mentor_id: row.try_get("mentor_id")?,
        sender: row.try_get("sender")?,
        sender_user_id: row.try_get("sender_user_id")?,
        text: row.try_get("text")?,
        status: row.try_get("status")?,
        submission_id: row.try_get("submission_id")?,
        created_at: row.try_get("created_at")?,
        seq: row.try_get("seq")?,
    })
}

/// The chat of a trainee and a mentor, oldest first.
pub async fn chat<'e>(
    db: impl Executor<'e, Database = Any>,
    trainee_id: &str,
    mentor_id: &str,
) -> Result<Vec<Message>, sqlx::Error> {
    let sql =
        format!("{MESSAGE} WHERE trainee_id = $1 AND mentor_id = $2 ORDER BY seq, created_at, id");
    sqlx::query(&sql)
        .bind(trainee_id)
        .bind(mentor_id)
        .fetch_all(db)
        .await?
        .iter()
        .map(message)
        .collect()
}

/// Stores the message (the next number of its chat); false when the sender stored this
/// submission id already.
pub async fn insert(conn: &mut AnyConnection, m: &Message) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "INSERT INTO lms_messages (id, cohort_id, trainee_id, mentor_id, sender, sender_user_id, text, status, submission_id, created_at, seq) \
         SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, COALESCE(MAX(seq), 0) + 1 FROM lms_messages \
         WHERE trainee_id = $3 AND mentor_id = $4 ON CONFLICT DO NOTHING",
    )
    .bind(&m.id)
    .bind(&m.cohort_id)
    .bind(&m.trainee_id)
    .bind(&m.mentor_id)
    .bind(&m.sender)
    .bind(&m.sender_user_id)
    .bind(&m.text)
    .bind(&m.status)
    .bind(&m.submission_id)
    .bind(m.created_at)
    .execute(conn)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// The other side's messages in the chat marked read; how many changed.
pub async fn mark_read(
    conn: &mut AnyConnection,
    trainee_id: &str,
    mentor_id: &str,
    from: &str,
) -> Result<u64, sqlx::Error> {
    let done = sqlx::query(
        "UPDATE lms_messages SET status = 'read' WHERE trainee_id = $1 AND mentor_id = $2 \
         AND sender = $3 AND status = 'sent'",
    )
    .bind(trainee_id)
    .bind(mentor_id)
    .bind(from)
    .execute(conn)
    .await?;
    Ok(done.rows_affected())
}

/// The trainee's messages the mentor has not read.
pub async fn unread_by_mentor<'e>(
    db: impl Executor<'e, Database = Any>,
    trainee_id: &str,
    mentor_id: &str,
) -> Result<i64, sqlx::Error> {
    let row = sqlx::query(
        "SELECT COUNT(*) AS n FROM lms_messages WHERE trainee_id = $1 AND mentor_id = $2 \
         AND sender = 'trainee' AND status = 'sent'",
    )
    .bind(trainee_id)
    .bind(mentor_id)
    .fetch_one(db)
    .await?;
    row.try_get("n")
}
