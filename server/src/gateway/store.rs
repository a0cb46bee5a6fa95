//! Reading bookkeeping records (core JSON in `bk_records`) and the lookup lists (`bk_lookups`).

use portal_core::bookkeeping::lookups::LookupList;
use portal_core::bookkeeping::{Entity, Record};
use portal_core::language::Language;
use sqlx::any::AnyRow;
use sqlx::{Any, AnyPool, Executor, Row};

use crate::error::{AppError, AppResult};

fn from_row(row: &AnyRow) -> AppResult<Record> {
    let id: String = row.try_get("id")?;
    let name: String = row.try_get("entity")?;
    let data: String = row.try_get("data")?;
    let entity = Entity::parse(&name)
        .ok_or_else(|| AppError::internal(format!("record {id} has an unknown entity {name}")))?;
    Record::from_json(entity, &data).map_err(|e| AppError::internal(format!("record {id}: {e}")))
}

/// The records of `entities` kept by the business, newest first.
pub async fn records(
    pool: &AnyPool,
    business_id: &str,
    entities: &[Entity],
) -> AppResult<Vec<Record>> {
    if entities.is_empty() {
        return Ok(Vec::new());
    }
    let placeholders: Vec<String> = (0..entities.len()).map(|i| format!("${}", i + 2)).collect();
    let sql = format!(
        "SELECT id, entity, data FROM bk_records WHERE business_id = $1 AND entity IN ({}) \
         ORDER BY created_at DESC, id DESC",
        placeholders.join(", ")
    );
    let mut query = sqlx::query(&sql).bind(business_id);
    for entity in entities {
        query = query.bind(entity.name());
    }
    let rows = query.fetch_all(pool).await?;
    rows.iter().map(from_row).collect()
}

/// One record by id, whatever its business.
pub async fn record<'e>(
    db: impl Executor<'e, Database = Any>,
    id: &str,
) -> AppResult<Option<Record>> {
    let row = sqlx::query("SELECT id, entity, data FROM bk_records WHERE id = $1")
        .bind(id)
        .fetch_optional(db)
        .await?;
    row.as_ref().map(from_row).transpose()
}

/// A lookup list as (id, name in `language`), in the list's order.
pub async fn lookup(
    pool: &AnyPool,
    list: LookupList,
    language: Language,
) -> AppResult<Vec<(String, String)>> {
    let rows = sqlx::query(
        "SELECT id, name_en, name_sw FROM bk_lookups WHERE list = $1 ORDER BY position, id",
    )
    .bind(list.name())
    .fetch_all(pool)
    .await?;
    let column = match language {
        Language::Swahili => "name_sw",
        Language::English => "name_en",
    };
    rows.iter()
        .map(|row| Ok((row.try_get("id")?, row.try_get(column)?)))
        .collect::<Result<_, sqlx::Error>>()
        .map_err(AppError::from)
}
