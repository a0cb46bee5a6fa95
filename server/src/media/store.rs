//! The files table.

use sqlx::any::AnyRow;
use sqlx::{Any, AnyPool, Executor, Row};

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

pub async fn find(pool: &AnyPool, id: &str) -> Result<Option<StoredFile>, sqlx::Error> {
    let row = sqlx::query(
        "SELECT id, owner_id, purpose, content_type, size_bytes, storage_key, created_at FROM files WHERE id = $1",
    )
    .bind(id)
    .fetch_optional(pool)
    .await?;
    row.as_ref().map(from_row).transpose()
}
