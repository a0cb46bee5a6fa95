//! The offline engine's `lms_note` (docs/sync.md): a trainee's notes, user scope (the trainee's own
//! phones), the last write in the server's order wins, kept in `lms_notes` with the REST calls'
//! notes (`notes.rs`). A record is `{id, title, notes: {"1": …}, type, cohortId, createdAt,
//! updatedAt, deleted}`, checked by core's `check_note`; only a trainee writes them.

use std::sync::Arc;

use portal_core::lms::checks::{check_note, NoteDraft};
use portal_core::lms::messages::NOT_REGISTERED;
use portal_core::lms::model::NoteLines;
use portal_core::roles::Role;
use portal_core::sync::{check_mutation, ConflictRule, Scope, RECORD_OF_SOMEONE_ELSE};
use serde_json::{json, Value};
use sqlx::{AnyConnection, AnyPool};

use super::store::notes::{self, Note};
use super::store::people;
use crate::sync::model::Change;
use crate::sync::registry::{EntityKind, EntityStore, Incoming, Outcome, Place, Registry, Rights};

pub const NOTE: &str = "lms_note";

fn trainee_role(role: Role) -> bool {
    matches!(role, Role::Client | Role::Applicant)
}

pub fn register(registry: &mut Registry) {
    registry.register(EntityKind {
        name: NOTE,
        scope: Scope::User,
        conflict: ConflictRule::ServerOrder,
        rights: Rights {
            write: trainee_role,
            read: trainee_role,
        },
        check: None,
        store: Arc::new(NotesStore),
    });
}

pub struct NotesStore;

/// A note as the phone keeps it.
pub fn record_of(n: &Note) -> Value {
    json!({
        "id": n.id,
        "title": n.title,
        "notes": n.notes,
        "type": n.kind,
        "cohortId": n.cohort_id,
        "traineeId": n.trainee_id,
        "createdBy": n.created_by,
        "createdAt": n.created_at,
        "updatedAt": n.updated_at,
        "deleted": n.deleted,
    })
}

fn text(record: &Value, key: &str) -> String {
    record
        .get(key)
        .and_then(Value::as_str)
        .unwrap_or_default()
        .to_owned()
}

#[async_trait::async_trait]
impl EntityStore for NotesStore {
    async fn apply(
        &self,
        conn: &mut AnyConnection,
        place: Place<'_>,
        mutations: Vec<Incoming<'_>>,
        counter: &mut i64,
        now: i64,
    ) -> Result<Vec<Outcome>, sqlx::Error> {
        let trainee = people::trainee_of_user(&mut *conn, place.user_id).await?;
        let mut outcomes = Vec::with_capacity(mutations.len());
        for m in mutations {
            let record_id = m.record.get("id").and_then(Value::as_str);
            if let Err(message) = check_mutation(&m.op, &m.id, record_id) {
                outcomes.push(Err(message.to_owned()));
                continue;
            }
            let Some(trainee) = trainee.as_ref() else {
                outcomes.push(Err(NOT_REGISTERED.to_owned()));
                continue;
            };
            let lines: NoteLines = m
                .record
                .get("notes")
                .and_then(|n| serde_json::from_value(n.clone()).ok())
                .unwrap_or(NoteLines(Vec::new()));
            let draft = NoteDraft {
                id: Some(m.id.clone()),
                trainee_id: trainee.id.clone(),
                cohort_id: Some(trainee.cohort_id.clone()),
                title: text(&m.record, "title"),
                lines: lines.0,
            };
            let clean = match check_note(&draft, false) {
                Ok(clean) => clean,
                Err(problem) => {
                    outcomes.push(Err(problem.message.to_owned()));
                    continue;
                }
            };
            let stored = notes::find(&mut *conn, &m.id).await?;
            if stored.as_ref().is_some_and(|s| s.user_id != place.user_id) {
                outcomes.push(Err(RECORD_OF_SOMEONE_ELSE.to_owned()));
                continue;
            }
            let note = Note {
                id: m.id.clone(),
                trainee_id: trainee.id.clone(),
                user_id: place.user_id.to_owned(),
                cohort_id: trainee.cohort_id.clone(),
                title: clean.title,
                notes: serde_json::to_value(&clean.notes).unwrap_or_default(),
                kind: match m.record.get("type") {
                    Some(Value::Array(list)) => Value::Array(list.clone()),
                    _ => Value::Array(Vec::new()),
                },
                created_by: place.user_id.to_owned(),
                created_at: stored.as_ref().map_or(now, |s| s.created_at),
                updated_at: now,
                deleted: m
                    .record
                    .get("deleted")
                    .and_then(Value::as_bool)
                    .unwrap_or(false),
            };
            *counter += 1;
            notes::put(&mut *conn, &note, *counter).await?;
            outcomes.push(Ok(()));
        }
        Ok(outcomes)
    }

    async fn changes_after(
        &self,
        pool: &AnyPool,
        _scope: Scope,
        user_id: &str,
        cursor: i64,
        limit: i64,
    ) -> Result<Vec<Change>, sqlx::Error> {
        Ok(notes::changes_after(pool, user_id, cursor, limit)
            .await?
            .into_iter()
            .map(|(note, change_seq)| Change {
                entity: NOTE.to_owned(),
                id: note.id.clone(),
                record: record_of(&note),
                date: None,
                change_seq,
            })
            .collect())
    }
}
