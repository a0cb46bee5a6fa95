//! The `uploads` and `upload_chunks` tables. Every read and change names the owner: another
//! user's upload is not there.

use portal_core::resumable::{UploadKind, CHUNK_BYTES};
use sqlx::any::AnyRow;
use sqlx::{Any, AnyConnection, AnyPool, Executor, Row};

use super::model::UploadView;

pub const OPEN: &str = "open";
pub const FINISHED: &str = "finished";
pub const REFUSED: &str = "refused";

#[derive(Debug, Clone)]
pub struct Upload {
    pub id: String,
    pub owner_id: String,
    pub kind: String,
    pub size: i64,
    pub received: i64,
    pub state: String,
    pub message: Option<String>,
    pub storage_key: Option<String>,
    pub expires_at: i64,
}

impl Upload {
    pub fn view(&self) -> UploadView {
        UploadView {
            id: self.id.clone(),
            kind: self.kind.clone(),
            size: self.size,
            offset: self.received,
            chunk_size: CHUNK_BYTES,
            state: self.state.clone(),
            message: self.message.clone(),
            expires_at: self.expires_at,
        }
    }
}

const COLUMNS: &str =
    "id, owner_id, kind, size_bytes, received, state, message, storage_key, expires_at";

fn from_row(row: &AnyRow) -> Result<Upload, sqlx::Error> {
    Ok(Upload {
        id: row.try_get("id")?,
        owner_id: row.try_get("owner_id")?,
        kind: row.try_get("kind")?,
        size: row.try_get("size_bytes")?,
        received: row.try_get("received")?,
        state: row.try_get("state")?,
        message: row.try_get("message")?,
        storage_key: row.try_get("storage_key")?,
        expires_at: row.try_get("expires_at")?,
    })
}

/// The upload with this id, whoever owns it, unless it has expired.
pub async fn find<'e>(
    db: impl Executor<'e, Database = Any>,
    id: &str,
    now: i64,
) -> Result<Option<Upload>, sqlx::Error> {
    let sql = format!("SELECT {COLUMNS} FROM uploads WHERE id = $1 AND expires_at > $2");
    let row = sqlx::query(&sql)
        .bind(id)
        .bind(now)
        .fetch_optional(db)
        .await?;
    row.as_ref().map(from_row).transpose()
}

/// The owner's upload with this id, unless it has expired.
pub async fn find_own<'e>(
    db: impl Executor<'e, Database = Any>,
    owner_id: &str,
    id: &str,
    now: i64,
) -> Result<Option<Upload>, sqlx::Error> {
    Ok(find(db, id, now).await?.filter(|u| u.owner_id == owner_id))
}

/// The owner's uploads in `state` that have not expired.
pub async fn count_in(
    pool: &AnyPool,
    owner_id: &str,
    state: &str,
    now: i64,
) -> Result<i64, sqlx::Error> {
    let row = sqlx::query(
        "SELECT COUNT(*) FROM uploads WHERE owner_id = $1 AND state = $2 AND expires_at > $3",
    )
    .bind(owner_id)
    .bind(state)
    .bind(now)
    .fetch_one(pool)
    .await?;
    row.try_get(0)
}

/// The declared sizes of the owner's open and finished-but-unused uploads that have not expired.
pub async fn waiting_bytes(pool: &AnyPool, owner_id: &str, now: i64) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar(
        "SELECT CAST(COALESCE(SUM(size_bytes), 0) AS BIGINT) FROM uploads WHERE owner_id = $1 \
         AND state IN ($2, $3) AND expires_at > $4",
    )
    .bind(owner_id)
    .bind(OPEN)
    .bind(FINISHED)
    .bind(now)
    .fetch_one(pool)
    .await
}

/// Starts an upload; false when the id is taken (by anyone, expired or not).
pub async fn insert(
    pool: &AnyPool,
    id: &str,
    owner_id: &str,
    kind: UploadKind,
    size: i64,
    now: i64,
    expires_at: i64,
) -> Result<bool, sqlx::Error> {
    insert_received(pool, id, owner_id, kind, (size, 0), now, expires_at).await
}

/// Starts an upload whose bytes all came in one request (in memory, none in parts): open, every
/// byte received, for `finishing::check_and_finish` at once.
pub async fn insert_whole(
    pool: &AnyPool,
    id: &str,
    owner_id: &str,
    kind: UploadKind,
    size: i64,
    now: i64,
    expires_at: i64,
) -> Result<bool, sqlx::Error> {
    insert_received(pool, id, owner_id, kind, (size, size), now, expires_at).await
}

async fn insert_received(
    pool: &AnyPool,
    id: &str,
    owner_id: &str,
    kind: UploadKind,
    (size, received): (i64, i64),
    now: i64,
    expires_at: i64,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "INSERT INTO uploads (id, owner_id, kind, size_bytes, received, state, created_at, \
         updated_at, expires_at) VALUES ($1, $2, $3, $4, $8, $5, $6, $6, $7) \
         ON CONFLICT (id) DO NOTHING",
    )
    .bind(id)
    .bind(owner_id)
    .bind(kind.name())
    .bind(size)
    .bind(OPEN)
    .bind(now)
    .bind(expires_at)
    .bind(received)
    .execute(pool)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Stores a part and moves the received offset from `from` to `to`, only if no other request moved it
/// meanwhile; false otherwise (nothing stored).
pub async fn add_chunk(
    conn: &mut AnyConnection,
    id: &str,
    from: i64,
    to: i64,
    bytes: &[u8],
    now: i64,
) -> Result<bool, sqlx::Error> {
    let moved = sqlx::query(
        "UPDATE uploads SET received = $1, updated_at = $2 WHERE id = $3 AND state = $4 \
         AND received = $5",
    )
    .bind(to)
    .bind(now)
    .bind(id)
    .bind(OPEN)
    .bind(from)
    .execute(&mut *conn)
    .await?;
    if moved.rows_affected() != 1 {
        return Ok(false);
    }
    sqlx::query("INSERT INTO upload_chunks (upload_id, start_at, bytes) VALUES ($1, $2, $3)")
        .bind(id)
        .bind(from)
        .bind(bytes.to_vec())
        .execute(&mut *conn)
        .await?;
    Ok(true)
}

/// The parts of an upload in order, joined: each read by where it starts (the end of what is joined
/// so far), one at a time, so a large file is held once in memory, not twice.
pub async fn assemble(pool: &AnyPool, id: &str, size: i64) -> Result<Vec<u8>, sqlx::Error> {
    let size = usize::try_from(size).unwrap_or(0);
    let mut whole = Vec::with_capacity(size);
    while whole.len() < size {
        let start = i64::try_from(whole.len()).unwrap_or(i64::MAX);
        let bytes: Option<Vec<u8>> = sqlx::query_scalar(
            "SELECT bytes FROM upload_chunks WHERE upload_id = $1 AND start_at = $2",
        )
        .bind(id)
        .bind(start)
        .fetch_optional(pool)
        .await?;
        match bytes {
            Some(bytes) if !bytes.is_empty() => whole.extend_from_slice(&bytes),
            _ => {
                return Err(sqlx::Error::Decode(
                    format!("upload {id}: no part starts at {start}").into(),
                ))
            }
        }
    }
    Ok(whole)
}

/// Marks an open upload finished (its checked bytes under `storage_key`) and drops its parts; false
/// when it was no longer open (another request finished it first).
pub async fn finish(
    pool: &AnyPool,
    id: &str,
    storage_key: &str,
    content_type: &str,
    stored_bytes: i64,
    now: i64,
    expires_at: i64,
) -> Result<bool, sqlx::Error> {
    let mut tx = crate::db::begin_safely(pool, None).await?;
    let done = sqlx::query(
        "UPDATE uploads SET state = $1, storage_key = $2, content_type = $3, stored_bytes = $8, \
         updated_at = $4, expires_at = $5 WHERE id = $6 AND state = $7",
    )
    .bind(FINISHED)
    .bind(storage_key)
    .bind(content_type)
    .bind(now)
    .bind(expires_at)
    .bind(id)
    .bind(OPEN)
    .bind(stored_bytes)
    .execute(&mut *tx)
    .await?;
    if done.rows_affected() != 1 {
        return Ok(false);
    }
    sqlx::query("DELETE FROM upload_chunks WHERE upload_id = $1")
        .bind(id)
        .execute(&mut *tx)
        .await?;
    tx.commit().await?;
    Ok(true)
}

/// Marks an open upload refused with core's message and drops its parts.
pub async fn refuse(pool: &AnyPool, id: &str, message: &str, now: i64) -> Result<(), sqlx::Error> {
    let mut tx = crate::db::begin_safely(pool, None).await?;
    sqlx::query(
        "UPDATE uploads SET state = $1, message = $2, updated_at = $3 WHERE id = $4 AND state = $5",
    )
    .bind(REFUSED)
    .bind(message)
    .bind(now)
    .bind(id)
    .bind(OPEN)
    .execute(&mut *tx)
    .await?;
    sqlx::query("DELETE FROM upload_chunks WHERE upload_id = $1")
        .bind(id)
        .execute(&mut *tx)
        .await?;
    tx.commit().await
}

/// A finished upload taken by the feature it was for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Taken {
    pub storage_key: String,
    pub content_type: String,
    pub size_bytes: i64,
}

/// Takes the owner's finished upload of `kind` (once: the row goes, the stored bytes are the
/// taker's from now on). None when there is no such upload, or it is another's, unfinished,
/// refused, expired or taken already.
pub async fn take(
    conn: &mut AnyConnection,
    owner_id: &str,
    id: &str,
    kind: UploadKind,
    now: i64,
) -> Result<Option<Taken>, sqlx::Error> {
    let row = sqlx::query(
        "DELETE FROM uploads WHERE id = $1 AND owner_id = $2 AND kind = $3 AND state = $4 \
         AND expires_at > $5 RETURNING storage_key, content_type, COALESCE(stored_bytes, size_bytes) AS size_bytes",
    )
    .bind(id)
    .bind(owner_id)
    .bind(kind.name())
    .bind(FINISHED)
    .bind(now)
    .fetch_optional(&mut *conn)
    .await?;
    row.map(|row| {
        Ok(Taken {
            storage_key: row.try_get("storage_key")?,
            content_type: row.try_get("content_type")?,
            size_bytes: row.try_get("size_bytes")?,
        })
    })
    .transpose()
}

/// Up to `limit` expired uploads: removed (parts with them), their stored bytes' keys returned for
/// the caller to delete.
pub async fn remove_expired(
    pool: &AnyPool,
    now: i64,
    limit: i64,
) -> Result<Vec<String>, sqlx::Error> {
    let rows = sqlx::query("SELECT id, storage_key FROM uploads WHERE expires_at <= $1 LIMIT $2")
        .bind(now)
        .bind(limit)
        .fetch_all(pool)
        .await?;
    let mut keys = Vec::new();
    for row in rows {
        let id: String = row.try_get("id")?;
        let key: Option<String> = row.try_get("storage_key")?;
        let gone = sqlx::query("DELETE FROM uploads WHERE id = $1 AND expires_at <= $2")
            .bind(&id)
            .bind(now)
            .execute(pool)
            .await?;
        if gone.rows_affected() == 1 {
            keys.extend(key);
        }
    }
    Ok(keys)
}
