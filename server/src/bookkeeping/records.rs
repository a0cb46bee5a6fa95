//! The store of bookkeeping records, shared by sync pushes and the data gateway: every write goes
//! through `apply_records`, which runs core's checks, keeps records inside their business, numbers
//! the changes for pulls and writes the records in a few batched statements.

use std::collections::{HashMap, HashSet};

use portal_core::bookkeeping::messages::{not_found, RECORD_OF_ANOTHER_BUSINESS};
use portal_core::bookkeeping::validate::{check_update, validate};
use portal_core::bookkeeping::{Entity, Record};
use portal_core::sync::Scope;
use sqlx::any::AnyRow;
use sqlx::{Acquire, Any, AnyConnection, Row, Transaction};

use super::business::Business;
use crate::sync::scopes::{lock_counter, set_counter};

/// What became of one record given to `apply_records`: written, or the message core refused it with.
pub use crate::sync::registry::Outcome;

/// Ids per `… WHERE id IN (…)` lookup.
const LOOKUP_CHUNK: usize = 500;
/// Rows per multi-row upsert (13 values each, well below both databases' limits on parameters).
const WRITE_CHUNK: usize = 250;

/// A saved record and the business that holds it.
struct Stored {
    business_id: String,
    record: Record,
}

/// What the batch knows about an id: a stored record, or one written earlier in this batch.
enum Known {
    Stored(Box<Stored>),
    Written(usize),
}

/// One record to write and the change number it got.
struct Write {
    record: Record,
    change_seq: i64,
}

/// Checks and writes `records` for `business`, in order, as `user_id` at `now`; one outcome per
/// record, in the same order. A record may point at, or update, one written earlier in the same call.
///
/// `tx` must be able to write at once (`AppState::begin`): the business's change counter is locked
/// first, so two writers of one business take turns and their change numbers never collide.
pub async fn apply_records(
    tx: &mut Transaction<'_, Any>,
    business: &Business,
    user_id: &str,
    records: Vec<Record>,
    now: i64,
) -> Result<Vec<Outcome>, sqlx::Error> {
    if records.is_empty() {
        return Ok(Vec::new());
    }
    let conn: &mut AnyConnection = tx;
    let mut change_seq = lock_counter(conn, Scope::Business, &business.id).await?;
    let start_seq = change_seq;
    let outcomes =
        apply_numbered(conn, &business.id, user_id, records, now, &mut change_seq).await?;
    if change_seq != start_seq {
        set_counter(conn, Scope::Business, &business.id, change_seq).await?;
    }
    Ok(outcomes)
}

/// `apply_records` under a counter the caller locked: accepted records take the numbers after
/// `change_seq`, which is left at the last one given.
///
/// Per record, the first failing rule refuses it (nothing of it is written): core's `validate`
/// (after `tidy`), the record's business is `business_id`, a saved record with the same id belongs to
/// that business and core's `check_update` accepts the change, and every record it points at exists
/// in the business with the right kind (core's `not_found` message otherwise).
pub async fn apply_numbered(
    conn: &mut AnyConnection,
    business_id: &str,
    user_id: &str,
    records: Vec<Record>,
    now: i64,
    change_seq: &mut i64,
) -> Result<Vec<Outcome>, sqlx::Error> {
    let mut records = records;
    let mut outcomes: Vec<Outcome> = records
        .iter_mut()
        .map(|record| {
            record.tidy();
            validate(record, now).map_err(str::to_owned)
        })
        .collect();

    let wanted: Vec<&str> = records
        .iter()
        .zip(&outcomes)
        .filter(|(_, outcome)| outcome.is_ok())
        .flat_map(|(record, _)| {
            std::iter::once(record.id()).chain(record.references().into_iter().map(|(_, id)| id))
        })
        .collect();
    let stored = fetch_stored(conn, &wanted).await?;
    let mut known: HashMap<String, Known> = stored
        .into_iter()
        .map(|(id, row)| (id, Known::Stored(Box::new(row))))
        .collect();

    let mut writes: Vec<Write> = Vec::new();
    for (record, outcome) in records.into_iter().zip(outcomes.iter_mut()) {
        if outcome.is_err() {
            continue;
        }
        if let Err(message) = check(&record, business_id, &known, &writes) {
            *outcome = Err(message);
            continue;
        }
        *change_seq += 1;
        known.insert(record.id().to_owned(), Known::Written(writes.len()));
        writes.push(Write {
            record,
            change_seq: *change_seq,
        });
    }

    write_records(conn, business_id, user_id, &last_of_each_id(&writes), now).await?;
    Ok(outcomes)
}

/// The rules that need other records: ownership, the change allowed to a saved record, references.
fn check(
    record: &Record,
    business_id: &str,
    known: &HashMap<String, Known>,
    writes: &[Write],
) -> Result<(), String> {
    if record.business_id() != business_id {
        return Err(RECORD_OF_ANOTHER_BUSINESS.to_owned());
    }
    match known.get(record.id()) {
        Some(Known::Stored(row)) => {
            if row.business_id != business_id {
                return Err(RECORD_OF_ANOTHER_BUSINESS.to_owned());
            }
            check_update(&row.record, record).map_err(str::to_owned)?;
        }
        Some(Known::Written(index)) => {
            check_update(&writes[*index].record, record).map_err(str::to_owned)?;
        }
        None => {}
    }
    for (entity, id) in record.references() {
        let found = match known.get(id) {
            Some(Known::Stored(row)) => {
                row.business_id == business_id && row.record.entity() == entity
            }
            Some(Known::Written(index)) => writes[*index].record.entity() == entity,
            None => false,
        };
        if !found {
            return Err(not_found(entity).to_owned());
        }
    }
    Ok(())
}

/// The stored rows of `ids` (any business), by id.
async fn fetch_stored(
    conn: &mut AnyConnection,
    ids: &[&str],
) -> Result<HashMap<String, Stored>, sqlx::Error> {
    let mut unique: Vec<&str> = ids.to_vec();
    unique.sort_unstable();
    unique.dedup();
    let mut found = HashMap::new();
    for chunk in unique.chunks(LOOKUP_CHUNK) {
        let sql = format!(
            "SELECT id, business_id, entity, data FROM bk_records WHERE id IN ({})",
            marks(1, chunk.len())
        );
        let mut query = sqlx::query(&sql);
        for id in chunk {
            query = query.bind(*id);
        }
        for row in query.fetch_all(&mut *conn).await? {
            found.insert(
                row.try_get("id")?,
                Stored {
                    business_id: row.try_get("business_id")?,
                    record: record_of_row(&row)?,
                },
            );
        }
    }
    Ok(found)
}

/// The writes with each id once, its last version kept, in change order.
fn last_of_each_id(writes: &[Write]) -> Vec<&Write> {
    let mut seen = HashSet::new();
    let mut last: Vec<&Write> = writes
        .iter()
        .rev()
        .filter(|w| seen.insert(w.record.id()))
        .collect();
    last.reverse();
    last
}

const WRITE_COLUMNS: usize = 13;

/// Inserts or replaces the records, many rows per statement. A row of another business with the
/// same id is never overwritten (the checks refused those already; the guard covers a race).
async fn write_records(
    conn: &mut AnyConnection,
    business_id: &str,
    user_id: &str,
    writes: &[&Write],
    now: i64,
) -> Result<(), sqlx::Error> {
    for chunk in writes.chunks(WRITE_CHUNK) {
        let rows: Vec<String> = (0..chunk.len())
            .map(|n| format!("({})", marks(n * WRITE_COLUMNS + 1, WRITE_COLUMNS)))
            .collect();
        let sql = format!(
            "INSERT INTO bk_records (id, business_id, entity, data, cash_kind, record_date, \
             amount_minor, ref_id, change_seq, created_by, updated_by, created_at, updated_at) \
             VALUES {} ON CONFLICT (id) DO UPDATE SET data = excluded.data, \
             cash_kind = excluded.cash_kind, record_date = excluded.record_date, \
             amount_minor = excluded.amount_minor, ref_id = excluded.ref_id, \
             change_seq = excluded.change_seq, updated_by = excluded.updated_by, \
             updated_at = excluded.updated_at \
             WHERE bk_records.business_id = excluded.business_id",
            rows.join(", ")
        );
        let mut query = sqlx::query(&sql);
        for write in chunk {
            let record = &write.record;
            let cash = record.cash_entry();
            query = query
                .bind(record.id().to_owned())
                .bind(business_id.to_owned())
                .bind(record.entity().name())
                .bind(record.to_value().to_string())
                .bind(cash.map(|c| i64::from(c.kind as u8)))
                .bind(cash.map(|c| c.date))
                .bind(cash.map(|c| c.minor))
                .bind(record.references().first().map(|(_, id)| (*id).to_owned()))
                .bind(write.change_seq)
                .bind(user_id.to_owned())
                .bind(user_id.to_owned())
                .bind(now)
                .bind(now);
        }
        query.execute(&mut *conn).await?;
    }
    Ok(())
}

/// `$first, $first+1, …` for `count` values.
fn marks(first: usize, count: usize) -> String {
    (first..first + count)
        .map(|n| format!("${n}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// A stored record read back through core; a row core cannot read is a broken database.
pub(crate) fn read_record(entity: &str, data: &str) -> Result<Record, sqlx::Error> {
    let entity = Entity::parse(entity)
        .ok_or_else(|| sqlx::Error::Decode(format!("unknown entity {entity:?}").into()))?;
    Record::from_json(entity, data).map_err(|message| sqlx::Error::Decode(message.into()))
}

fn record_of_row(row: &AnyRow) -> Result<Record, sqlx::Error> {
    let entity: String = row.try_get("entity")?;
    let data: String = row.try_get("data")?;
    read_record(&entity, &data)
}

/// The records of `entity` in the business with these ids (unknown ids, or ids of other kinds or
/// businesses, are left out), in the order of `ids`.
pub async fn find_records<'a, A>(
    db: A,
    business_id: &str,
    entity: Entity,
    ids: &[&str],
) -> Result<Vec<Record>, sqlx::Error>
where
    A: Acquire<'a, Database = Any>,
{
    let mut conn = db.acquire().await?;
    let mut found: HashMap<String, Record> = HashMap::new();
    let mut unique: Vec<&str> = ids.to_vec();
    unique.sort_unstable();
    unique.dedup();
    for chunk in unique.chunks(LOOKUP_CHUNK) {
        let sql = format!(
            "SELECT entity, data FROM bk_records WHERE business_id = $1 AND entity = $2 \
             AND id IN ({})",
            marks(3, chunk.len())
        );
        let mut query = sqlx::query(&sql).bind(business_id).bind(entity.name());
        for id in chunk {
            query = query.bind(*id);
        }
        for row in query.fetch_all(&mut *conn).await? {
            let record = record_of_row(&row)?;
            found.insert(record.id().to_owned(), record);
        }
    }
    let mut seen = HashSet::new();
    Ok(ids
        .iter()
        .filter(|id| seen.insert(**id))
        .filter_map(|id| found.remove(*id))
        .collect())
}

/// One record of `entity` in the business, if there is one with this id.
pub async fn find_record<'a, A>(
    db: A,
    business_id: &str,
    entity: Entity,
    id: &str,
) -> Result<Option<Record>, sqlx::Error>
where
    A: Acquire<'a, Database = Any>,
{
    Ok(find_records(db, business_id, entity, &[id])
        .await?
        .into_iter()
        .next())
}

/// Every record of `entity` in the business, oldest first (by when the server first stored it).
pub async fn list_by_entity<'a, A>(
    db: A,
    business_id: &str,
    entity: Entity,
) -> Result<Vec<Record>, sqlx::Error>
where
    A: Acquire<'a, Database = Any>,
{
    let mut conn = db.acquire().await?;
    let rows = sqlx::query(
        "SELECT entity, data FROM bk_records WHERE business_id = $1 AND entity = $2 \
         ORDER BY created_at, id",
    )
    .bind(business_id)
    .bind(entity.name())
    .fetch_all(&mut *conn)
    .await?;
    rows.iter().map(record_of_row).collect()
}
