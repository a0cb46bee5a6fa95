//! The engine's own store (`sync_records`), for entities that need no table of their own: each record
//! is its feature's core JSON, checked by the kind's core `check`, kept in its scope, and changed as
//! its conflict rule allows (core's `put_step`).

use std::collections::HashMap;

use portal_core::sync::{check_mutation, put_step, PutStep, Saved, Scope, RECORD_OF_SOMEONE_ELSE};
use serde_json::Value;
use sqlx::{AnyConnection, AnyPool, Row};

use super::model::Change;
use super::registry::{EntityStore, Incoming, Outcome, Place};

pub struct RecordStore;

/// A saved record: where it lives and what it holds.
struct Kept {
    scope: String,
    scope_id: String,
    entity: String,
    data: Value,
}

#[async_trait::async_trait]
impl EntityStore for RecordStore {
    async fn apply(
        &self,
        conn: &mut AnyConnection,
        place: Place<'_>,
        mutations: Vec<Incoming<'_>>,
        counter: &mut i64,
        now: i64,
    ) -> Result<Vec<Outcome>, sqlx::Error> {
        let mut kept = fetch(conn, mutations.iter().map(|m| m.id.as_str())).await?;
        let mut outcomes = Vec::with_capacity(mutations.len());
        for incoming in mutations {
            let name = incoming.kind.name;
            let checked = check_mutation(
                &incoming.op,
                &incoming.id,
                incoming.record.get("id").and_then(Value::as_str),
            )
            .map_err(str::to_owned)
            .and_then(|()| match incoming.kind.check {
                Some(check) => check(incoming.record, now),
                None => Ok(incoming.record),
            });
            let record = match checked {
                Ok(record) => record,
                Err(message) => {
                    outcomes.push(Err(message));
                    continue;
                }
            };
            let saved = match kept.get(&incoming.id) {
                None => Saved::Nothing,
                Some(k)
                    if k.scope != place.scope.name()
                        || k.scope_id != place.scope_id
                        || k.entity != name =>
                {
                    outcomes.push(Err(RECORD_OF_SOMEONE_ELSE.to_owned()));
                    continue;
                }
                Some(k) if k.data == record => Saved::Same,
                Some(_) => Saved::Different,
            };
            match put_step(incoming.kind.conflict, saved) {
                Err(message) => outcomes.push(Err(message.to_owned())),
                Ok(PutStep::Unchanged) => outcomes.push(Ok(())),
                Ok(PutStep::Write) => {
                    *counter += 1;
                    write(conn, place, name, &incoming.id, &record, *counter, now).await?;
                    kept.insert(
                        incoming.id,
                        Kept {
                            scope: place.scope.name().to_owned(),
                            scope_id: place.scope_id.to_owned(),
                            entity: name.to_owned(),
                            data: record,
                        },
                    );
                    outcomes.push(Ok(()));
                }
            }
        }
        Ok(outcomes)
    }

    async fn changes_after(
        &self,
        pool: &AnyPool,
        scope: Scope,
        scope_id: &str,
        cursor: i64,
        limit: i64,
    ) -> Result<Vec<Change>, sqlx::Error> {
        let rows = sqlx::query(
            "SELECT id, entity, data, change_seq FROM sync_records \
             WHERE scope = $1 AND scope_id = $2 AND change_seq > $3 ORDER BY change_seq LIMIT $4",
        )
        .bind(scope.name())
        .bind(scope_id)
        .bind(cursor)
        .bind(limit)
        .fetch_all(pool)
        .await?;
        rows.iter()
            .map(|row| {
                Ok(Change {
                    entity: row.try_get("entity")?,
                    id: row.try_get("id")?,
                    record: parse(&row.try_get::<String, _>("data")?)?,
                    date: None,
                    change_seq: row.try_get("change_seq")?,
                })
            })
            .collect()
    }
}

fn parse(data: &str) -> Result<Value, sqlx::Error> {
    serde_json::from_str(data).map_err(|e| sqlx::Error::Decode(e.into()))
}

/// The saved records with these ids, in any scope.
async fn fetch<'a>(
    conn: &mut AnyConnection,
    ids: impl Iterator<Item = &'a str>,
) -> Result<HashMap<String, Kept>, sqlx::Error> {
    let mut found = HashMap::new();
    for id in ids {
        if found.contains_key(id) {
            continue;
        }
        let row =
            sqlx::query("SELECT scope, scope_id, entity, data FROM sync_records WHERE id = $1")
                .bind(id)
                .fetch_optional(&mut *conn)
                .await?;
        if let Some(row) = row {
            found.insert(
                id.to_owned(),
                Kept {
                    scope: row.try_get("scope")?,
                    scope_id: row.try_get("scope_id")?,
                    entity: row.try_get("entity")?,
                    data: parse(&row.try_get::<String, _>("data")?)?,
                },
            );
        }
    }
    Ok(found)
}

/// Inserts or replaces the record; a row of another scope or kind with the same id is never
/// overwritten (the checks refused those already; the guard covers a race).
async fn write(
    conn: &mut AnyConnection,
    place: Place<'_>,
    entity: &str,
    id: &str,
    record: &Value,
    change_seq: i64,
    now: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO sync_records (id, scope, scope_id, entity, data, change_seq, created_by, \
         updated_by, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $7, $8, $8) \
         ON CONFLICT (id) DO UPDATE SET data = excluded.data, change_seq = excluded.change_seq, \
         updated_by = excluded.updated_by, updated_at = excluded.updated_at \
         WHERE sync_records.scope = excluded.scope AND sync_records.scope_id = excluded.scope_id \
         AND sync_records.entity = excluded.entity",
    )
    .bind(id)
    .bind(place.scope.name())
    .bind(place.scope_id)
    .bind(entity)
    .bind(record.to_string())
    .bind(change_seq)
    .bind(place.user_id)
    .bind(now)
    .execute(&mut *conn)
    .await?;
    Ok(())
}
