//! A push: its mutations sorted by seq, each taken once (core's `seq_step`) up to a gap, then each
//! taken one handed to the store of its registered kind, in its scope, under the scope's change
//! counter. A kind nobody registered, or one the pusher may not write, is refused with its message.

use std::sync::Arc;

use portal_core::sync::{seq_step, Scope, SeqStep, MAY_NOT_CHANGE, UNKNOWN_ENTITY};
use sqlx::AnyConnection;

use super::model::{Mutation, Rejection};
use super::registry::{EntityKind, EntityStore, Incoming, Place, Registry};
use super::scopes::{lock_counter, set_counter, Actor};
use super::store::Refused;

/// What a push will do, before any record is checked.
#[derive(Default)]
pub struct Walk {
    /// The last seq taken once this push is done.
    pub last_seq: i64,
    /// Already taken before.
    pub skipped: usize,
    /// Due to be applied, in seq order.
    pub taken: Vec<Mutation>,
    pub gap_at: Option<i64>,
}

pub fn walk(last_applied: i64, mut mutations: Vec<Mutation>) -> Walk {
    mutations.sort_by_key(|m| m.seq);
    let mut walk = Walk {
        last_seq: last_applied,
        ..Walk::default()
    };
    for m in mutations {
        match seq_step(walk.last_seq, m.seq) {
            SeqStep::AlreadyApplied => walk.skipped += 1,
            SeqStep::Gap => {
                walk.gap_at = Some(m.seq);
                break;
            }
            SeqStep::Apply => {
                walk.last_seq = m.seq;
                walk.taken.push(m);
            }
        }
    }
    walk
}

fn refused(m: &Mutation, message: String) -> Refused {
    Refused {
        record: m.record.to_string(),
        rejection: Rejection {
            seq: m.seq,
            id: m.id.clone(),
            entity: m.entity.clone(),
            message,
        },
    }
}

/// The kind a mutation names, if the actor may write it in a scope they have.
fn writable<'r>(
    registry: &'r Registry,
    actor: &Actor,
    m: &Mutation,
) -> Result<&'r EntityKind, String> {
    let kind = registry
        .kind(&m.entity)
        .ok_or_else(|| UNKNOWN_ENTITY.to_owned())?;
    if actor.scope_id(kind.scope).is_none() || !(kind.rights.write)(actor.role) {
        return Err(MAY_NOT_CHANGE.to_owned());
    }
    Ok(kind)
}

/// The mutations of one scope for one store, in seq order.
struct Batch<'r> {
    scope: Scope,
    store: &'r Arc<dyn EntityStore>,
    mutations: Vec<(&'r EntityKind, Mutation)>,
}

/// Applies the taken mutations: those of one scope and store go to the store together, in seq
/// order; each scope's counter is locked (in `Scope::ALL` order) only when a mutation needs it.
/// Returns how many were applied and the refused ones.
pub async fn apply(
    conn: &mut AnyConnection,
    registry: &Registry,
    actor: &Actor,
    taken: Vec<Mutation>,
    now: i64,
) -> Result<(usize, Vec<Refused>), sqlx::Error> {
    let mut refusals = Vec::new();
    let mut batches: Vec<Batch> = Vec::new();
    for m in taken {
        let kind = match writable(registry, actor, &m) {
            Ok(kind) => kind,
            Err(message) => {
                refusals.push(refused(&m, message));
                continue;
            }
        };
        let same = |b: &&mut Batch| b.scope == kind.scope && Arc::ptr_eq(b.store, &kind.store);
        match batches.iter_mut().find(same) {
            Some(batch) => batch.mutations.push((kind, m)),
            None => batches.push(Batch {
                scope: kind.scope,
                store: &kind.store,
                mutations: vec![(kind, m)],
            }),
        }
    }

    let mut applied = 0;
    for scope in Scope::ALL {
        let Some(scope_id) = actor.scope_id(scope) else {
            continue;
        };
        if !batches.iter().any(|b| b.scope == scope) {
            continue;
        }
        let place = Place {
            scope,
            scope_id,
            user_id: &actor.user_id,
        };
        let mut counter = lock_counter(conn, scope, scope_id).await?;
        let start = counter;
        for batch in batches.iter_mut().filter(|b| b.scope == scope) {
            let mutations = std::mem::take(&mut batch.mutations);
            let sent: Vec<Mutation> = mutations.iter().map(|(_, m)| m.clone()).collect();
            let incoming = mutations
                .into_iter()
                .map(|(kind, m)| Incoming {
                    kind,
                    id: m.id,
                    op: m.op,
                    record: m.record,
                })
                .collect();
            let outcomes = batch
                .store
                .apply(conn, place, incoming, &mut counter, now)
                .await?;
            for (m, outcome) in sent.iter().zip(outcomes) {
                match outcome {
                    Ok(()) => applied += 1,
                    Err(message) => refusals.push(refused(m, message)),
                }
            }
        }
        if counter != start {
            set_counter(conn, scope, scope_id, counter).await?;
        }
    }
    Ok((applied, refusals))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn m(seq: i64, entity: &str) -> Mutation {
        Mutation {
            seq,
            id: "65f0a1b2c3d4e5f6a7b8c9d0".into(),
            entity: entity.into(),
            op: "put".into(),
            record: json!({ "id": "65f0a1b2c3d4e5f6a7b8c9d0" }),
        }
    }

    #[test]
    fn takes_each_seq_once_in_order_and_stops_at_a_gap() {
        let w = walk(
            2,
            vec![
                m(4, "sale"),
                m(1, "sale"),
                m(3, "loan"),
                m(6, "sale"),
                m(2, "sale"),
            ],
        );
        assert_eq!((w.last_seq, w.skipped, w.gap_at), (4, 2, Some(6)));
        assert_eq!(
            w.taken.iter().map(|t| t.seq).collect::<Vec<_>>(),
            vec![3, 4]
        );
        let twice = walk(0, vec![m(1, "sale"), m(1, "sale")]);
        assert_eq!(
            (twice.last_seq, twice.skipped, twice.taken.len()),
            (1, 1, 1)
        );
    }
}
