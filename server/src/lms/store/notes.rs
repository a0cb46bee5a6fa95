//! A trainee's notes (lms_notes), written by the REST calls and by the offline engine (entity
//! `lms_note`, the trainee's user scope): every write takes the next number of that scope's change
//! counter, so phones pull every change, a removal included (kept, marked `deleted`).

use serde_json::Value;
use sqlx::any::AnyRow;
use sqlx::{Any, AnyConnection, Executor, Row};

use super::value_of;

#[derive(Debug, Clone, PartialEq)]
pub struct Note {
    pub id: String,
    pub trainee_id: String,
    pub user_id: String,
    pub cohort_id: String,
    pub title: String,
    /// `{"1": "line", ...}`.
    pub notes: Value,
    /// A list.
    pub kind: Value,
    pub created_by: String,
    pub created_at: i64,
    pub updated_at: i64,
    pub deleted: bool,
}

const NOTE: &str = "SELECT id, trainee_id, user_id, cohort_id, title, notes, type, created_by, \
    created_at, updated_at, deleted, change_seq FROM lms_notes";

fn note(row: &AnyRow) -> Result<Note, sqlx::Error> {
    Ok(Note {
        id: row.try_get("id")?,
        trainee_id: row.try_get("trainee_id")?,
        user_id: row.try_get("user_id")?,
        cohort_id: row.try_get("cohort_id")?,
        title: row.try_get("title")?,
        notes: value_of(&row.try_get::<String, _>("notes")?),
        kind: value_of(&row.try_get::<String, _>("type")?),
        created_by: row.try_get("created_by")?,
        created_at: row.try_get("created_at")?,
        updated_at: row.try_get("updated_at")?,
        deleted: row.try_get::<i64, _>("deleted")? == 1,
    })
}

/// The trainee's notes not removed, newest first.
pub async fn notes_of<'e>(
    db: impl Executor<'e, Database = Any>,
    trainee_id: &str,
) -> Result<Vec<Note>, sqlx::Error> {
    let sql =
        format!("{NOTE} WHERE trainee_id = $1 AND deleted = 0 ORDER BY created_at DESC, id DESC");
    sqlx::query(&sql)
        .bind(trainee_id)
        .fetch_all(db)
        .await?
        .iter()
        .map(note)
        .collect()
}

/// A note by id, removed ones included.
pub async fn find<'e>(
    db: impl Executor<'e, Database = Any>,
    id: &str,
) -> Result<Option<Note>, sqlx::Error> {
    let sql = format!("{NOTE} WHERE id = $1");
    sqlx::query(&sql)
        .bind(id)
        .fetch_optional(db)
        .await?
        .as_ref()
        .map(note)
        .transpose()
}

/// Writes the note (new or replacing the stored one) under change number `change_seq`.
pub async fn put(conn: &mut AnyConnection, n: &Note, change_seq: i64) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO lms_notes (id, trainee_id, user_id, cohort_id, title, notes, type, created_by, created_at, updated_at, deleted, change_seq) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) \
         ON CONFLICT (id) DO UPDATE SET cohort_id = excluded.cohort_id, title = excluded.title, \
         notes = excluded.notes, type = excluded.type, updated_at = excluded.updated_at, \
         deleted = excluded.deleted, change_seq = excluded.change_seq \
         WHERE lms_notes.user_id = excluded.user_id",
    )
    .bind(&n.id)
    .bind(&n.trainee_id)
    .bind(&n.user_id)
    .bind(&n.cohort_id)
    .bind(&n.title)
    .bind(n.notes.to_string())
    .bind(n.kind.to_string())
    .bind(&n.created_by)
    .bind(n.created_at)
    .bind(n.updated_at)
    .bind(i64::from(n.deleted))
    .bind(change_seq)
    .execute(conn)
    .await?;
    Ok(())
}

/// The user's notes changed after `cursor`, with their change numbers.
pub async fn changes_after<'e>(
    db: impl Executor<'e, Database = Any>,
    user_id: &str,
    cursor: i64,
    limit: i64,
) -> Result<Vec<(Note, i64)>, sqlx::Error> {
    let sql = format!("{NOTE} WHERE user_id = $1 AND change_seq > $2 ORDER BY change_seq LIMIT $3");
    sqlx::query(&sql)
        .bind(user_id)
        .bind(cursor)
        .bind(limit)
        .fetch_all(db)
        .await?
        .iter()
        .map(|row| Ok((note(row)?, row.try_get("change_seq")?)))
        .collect()
}
