//! Course media (lms_media): a taken `lmsMedia` upload's bytes, its name and type, served publicly
//! by id and token.

use sqlx::{Any, AnyConnection, Executor, Row};

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Media {
    pub id: String,
    pub token: String,
    pub storage_key: String,
    pub name: String,
    pub content_type: String,
    pub size_bytes: i64,
    pub created_by: String,
    pub created_at: i64,
}

pub async fn insert(conn: &mut AnyConnection, m: &Media) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO lms_media (id, token, storage_key, name, content_type, size_bytes, created_by, created_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
    )
    .bind(&m.id)
    .bind(&m.token)
    .bind(&m.storage_key)
    .bind(&m.name)
    .bind(&m.content_type)
    .bind(m.size_bytes)
    .bind(&m.created_by)
    .bind(m.created_at)
    .execute(conn)
    .await?;
    Ok(())
}

/// The media by id (the caller compares the token).
pub async fn find<'e>(
    db: impl Executor<'e, Database = Any>,
    id: &str,
) -> Result<Option<Media>, sqlx::Error> {
    sqlx::query(
        "SELECT id, token, storage_key, name, content_type, size_bytes, created_by, created_at \
         FROM lms_media WHERE id = $1",
    )
    .bind(id)
    .fetch_optional(db)
    .await?
    .map(|row| {
        Ok(Media {
            id: row.try_get("id")?,
            token: row.try_get("token")?,
            storage_key: row.try_get("storage_key")?,
            name: row.try_get("name")?,
            content_type: row.try_get("content_type")?,
            size_bytes: row.try_get("size_bytes")?,
            created_by: row.try_get("created_by")?,
            created_at: row.try_get("created_at")?,
        })
    })
    .transpose()
}
