//! The order of a push: mutations sorted by seq, each taken once (core's `seq_step`), stopping at a
//! gap; each taken one read through core's `read_mutation`, or refused with its message.

use portal_core::bookkeeping::sync::{read_mutation, seq_step, SeqStep};
use portal_core::bookkeeping::Record;

use super::model::{Mutation, Rejection};
use super::store::Refused;

/// What a push will do, before any record is checked against the others.
#[derive(Default)]
pub struct Walk {
    /// The last seq taken once this push is done.
    pub last_seq: i64,
    /// Already taken before.
    pub skipped: usize,
    /// Read and due to be written, with their seq and the record as sent.
    pub readable: Vec<Taken>,
    /// Refused already: unknown entity or op, unreadable record.
    pub refused: Vec<Refused>,
    pub gap_at: Option<i64>,
}

pub struct Taken {
    pub seq: i64,
    pub id: String,
    pub entity: String,
    pub sent: serde_json::Value,
    pub record: Record,
}

impl Taken {
    /// This change, refused by the store with `message`.
    pub fn refused(self, message: String) -> Refused {
        Refused {
            record: self.sent.to_string(),
            rejection: Rejection {
                seq: self.seq,
                id: self.id,
                entity: self.entity,
                message,
            },
        }
    }
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
                match read_mutation(&m.entity, &m.op, &m.id, m.record.clone()) {
                    Ok(record) => walk.readable.push(Taken {
                        seq: m.seq,
                        id: m.id,
                        entity: m.entity,
                        sent: m.record,
                        record,
                    }),
                    Err(message) => walk.refused.push(Refused {
                        record: m.record.to_string(),
                        rejection: Rejection {
                            seq: m.seq,
                            id: m.id,
                            entity: m.entity,
                            message,
                        },
                    }),
                }
            }
        }
    }
    walk
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
            w.readable.iter().map(|t| t.seq).collect::<Vec<_>>(),
            vec![4]
        );
        assert_eq!(w.refused.len(), 1);
        assert_eq!(w.refused[0].rejection.seq, 3);
        let twice = walk(0, vec![m(1, "sale"), m(1, "sale")]);
        assert_eq!(
            (twice.last_seq, twice.skipped, twice.readable.len()),
            (1, 1, 1)
        );
    }
}
