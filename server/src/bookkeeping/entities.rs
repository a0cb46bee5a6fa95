//! DigiKua's eight record kinds, registered with the offline engine (`crate::sync`): business-scoped
//! records (the last write in the server's order wins), written and read by those who keep books,
//! kept in `bk_records` by `records::apply_numbered`, which checks them with core.

use std::sync::Arc;

use portal_core::bookkeeping::sync::read_mutation;
use portal_core::bookkeeping::{keeps_books, Entity, Record};
use portal_core::sync::{ConflictRule, Scope};
use sqlx::{AnyConnection, AnyPool, Row};

use super::records::{apply_numbered, read_record};
use crate::sync::model::Change;
use crate::sync::registry::{EntityKind, EntityStore, Incoming, Outcome, Place, Registry, Rights};

/// Every kind, in `bk_records`.
pub struct BooksStore;

/// Entrepreneurs write and read their own business's books; staff read them through the data
/// gateway, never through a sync of their own.
const RIGHTS: Rights = Rights {
    write: keeps_books,
    read: keeps_books,
};

pub fn register(registry: &mut Registry) {
    let store: Arc<dyn EntityStore> = Arc::new(BooksStore);
    for entity in Entity::ALL {
        registry.register(EntityKind {
            name: entity.name(),
            scope: Scope::Business,
            conflict: ConflictRule::ServerOrder,
            rights: RIGHTS,
            check: None,
            store: store.clone(),
        });
    }
}

#[async_trait::async_trait]
impl EntityStore for BooksStore {
    async fn apply(
        &self,
        conn: &mut AnyConnection,
        place: Place<'_>,
        mutations: Vec<Incoming<'_>>,
        counter: &mut i64,
        now: i64,
    ) -> Result<Vec<Outcome>, sqlx::Error> {
        let mut outcomes: Vec<Outcome> = Vec::with_capacity(mutations.len());
        let mut readable: Vec<Record> = Vec::new();
        for m in mutations {
            match read_mutation(m.kind.name, &m.op, &m.id, m.record) {
                Ok(record) => {
                    readable.push(record);
                    outcomes.push(Ok(()));
                }
                Err(message) => outcomes.push(Err(message)),
            }
        }
        let written =
            apply_numbered(conn, place.scope_id, place.user_id, readable, now, counter).await?;
        let mut written = written.into_iter();
        for outcome in &mut outcomes {
            if outcome.is_ok() {
                *outcome = written.next().unwrap_or(Ok(()));
            }
        }
        Ok(outcomes)
    }

    async fn changes_after(
        &self,
        pool: &AnyPool,
        _scope: Scope,
        business_id: &str,
        cursor: i64,
        limit: i64,
    ) -> Result<Vec<Change>, sqlx::Error> {
        let rows = sqlx::query(
            "SELECT id, entity, data, change_seq FROM bk_records \
             WHERE business_id = $1 AND change_seq > $2 ORDER BY change_seq LIMIT $3",
        )
        .bind(business_id)
        .bind(cursor)
        .bind(limit)
        .fetch_all(pool)
        .await?;
        rows.iter()
            .map(|row| {
                let entity: String = row.try_get("entity")?;
                let record = read_record(&entity, &row.try_get::<String, _>("data")?)?;
                Ok(Change {
                    entity: record.entity().name().to_owned(),
                    id: row.try_get("id")?,
                    date: record.date(),
                    record: record.to_value(),
                    change_seq: row.try_get("change_seq")?,
                })
            })
            .collect()
    }
}
