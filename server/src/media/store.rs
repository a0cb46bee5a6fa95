//! The files table.

use sqlx::any::AnyRow;
use sqlx::{Any, Executor, Row};

use super::model::StoredFile;

fn from_row(row: &AnyRow) -> Result<StoredFile, sqlx::Error> {
    Ok(StoredFile {
        id: row.try_get("id")?,
        owner_id: row.try_get("owner_id")?,
        purpose: row.try_get("purpose")?,
        content_type: row.try_get("content_type")?,
        size_bytes: row.try_get("size_bytes")?,
        storage_key: row.try_get("storage_key")?,
        created_at: row.try_get("created_at")?,
    })
}

pub async fn insert<'e>(
    db: impl Executor<'e, Database = Any>,
    file: &StoredFile,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO files (id, owner_id, purpose, content_type, size_bytes, storage_key, created_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7)",
    )
    .bind(&file.id)
    .bind(&file.owner_id)
    .bind(&file.purpose)
    .bind(&file.content_type)
    .bind(file.size_bytes)
    .bind(&file.storage_key)
    .bind(file.created_at)
    .execute(db)
    .await?;
    Ok(())
}

pub async fn find<'e>(
    db: impl Executor<'e, Database = Any>,
    id: &str,
) -> Result<Option<StoredFile>, sqlx::Error> {
    let row = sqlx::query(
        "SELECT id, owner_id, purpose, content_type, size_bytes, storage_key, created_at FROM files WHERE id = $1",
    )
    .bind(id)
    .fetch_optional(db)
    .await?;
    row.as_ref().map(from_row).transpose()
}

/// The bytes `owner` keeps in uploaded files.
pub async fn used_bytes<'e>(
    db: impl Executor<'e, Database = Any>,
    owner: &str,
) -> Result<u64, sqlx::Error> {
    let used: i64 = sqlx::query_scalar(
        "SELECT CAST(COALESCE(SUM(size_bytes), 0) AS BIGINT) FROM files WHERE owner_id = $1",
    )
    .bind(owner)
    .fetch_one(db)
    .await?;
    Ok(u64::try_from(used).unwrap_or(0))
}

pub async fn delete<'e>(
    db: impl Executor<'e, Database = Any>,
    id: &str,
) -> Result<(), sqlx::Error> {
    sqlx::query("DELETE FROM files WHERE id = $1")
        .bind(id)
        .execute(db)
        .await?;
    Ok(())
}
