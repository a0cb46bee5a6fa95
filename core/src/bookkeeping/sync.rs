//! The order rules of the sync protocol (DESIGN.md, "Sync protocol"): each install numbers its
//! changes 1, 2, 3… without gaps; the server applies them in that order, once each.

use super::messages::{RECORD_ID_MISMATCH, UNKNOWN_ENTITY, UNKNOWN_OP};
use super::records::{Entity, Record};

/// What the server does with a mutation, given the last sequence number it applied for that install.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SeqStep {
    /// Already applied (a retry after a lost answer, or a second tab's push): skip it.
    AlreadyApplied,
    /// The next one: apply it.
    Apply,
    /// One or more before it have not arrived: stop here and wait for them.
    Gap,
}

pub fn seq_step(last_applied: i64, seq: i64) -> SeqStep {
    if seq <= last_applied {
        SeqStep::AlreadyApplied
    } else if seq == last_applied + 1 {
        SeqStep::Apply
    } else {
        SeqStep::Gap
    }
}

/// The most mutations one push may carry, and the most changes one pull page returns.
pub const MAX_PUSH_MUTATIONS: usize = 1000;
pub const DEFAULT_PULL_PAGE: usize = 500;
pub const MAX_PULL_PAGE: usize = 1000;

/// The page size to use for a pull that asked for `requested` (None: the default).
pub fn pull_page_size(requested: Option<usize>) -> usize {
    requested
        .unwrap_or(DEFAULT_PULL_PAGE)
        .clamp(1, MAX_PULL_PAGE)
}

/// The mutation ops: a put writes the whole record (create or update); records are never deleted,
/// so a sale recorded on one phone cannot vanish because of another.
pub const OP_PUT: &str = "put";

/// Reads one pushed mutation (`entity`, `op`, the `id` it names and its `record`) into the record
/// to write; the message says why it cannot be taken (the server then keeps it as rejected).
pub fn read_mutation(
    entity: &str,
    op: &str,
    id: &str,
    record: serde_json::Value,
) -> Result<Record, String> {
    let entity = Entity::parse(entity).ok_or(UNKNOWN_ENTITY)?;
    if op != OP_PUT {
        return Err(UNKNOWN_OP.to_owned());
    }
    let record = Record::from_value(entity, record)?;
    if record.id() != id {
        return Err(RECORD_ID_MISMATCH.to_owned());
    }
    Ok(record)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn reads_a_put_of_a_known_entity_naming_its_record() {
        let id = "65f0a1b2c3d4e5f6a7b8c9d0";
        let record = json!({ "id": id, "businessId": "65f0a1b2c3d4e5f6a7b8c9d1", "name": "Tea" });
        let read = read_mutation("product", "put", id, record.clone()).expect("read");
        assert_eq!(read.entity(), Entity::Product);
        assert_eq!(read.id(), id);
        assert_eq!(
            read_mutation("loan", "put", id, record.clone()),
            Err(UNKNOWN_ENTITY.to_owned())
        );
        assert_eq!(
            read_mutation("product", "delete", id, record.clone()),
            Err(UNKNOWN_OP.to_owned())
        );
        assert_eq!(
            read_mutation("product", "put", "65f0a1b2c3d4e5f6a7b8c9d2", record),
            Err(RECORD_ID_MISMATCH.to_owned())
        );
        let unreadable = read_mutation("sale", "put", id, json!({ "id": id, "quantity": [1] }));
        assert!(unreadable.is_err_and(|m| m.starts_with("This record could not be read")));
        assert!(read_mutation("sale", "put", id, json!("text")).is_err());
    }

    #[test]
    fn in_order_once_each() {
        assert_eq!(seq_step(0, 1), SeqStep::Apply);
        assert_eq!(seq_step(4, 5), SeqStep::Apply);
        assert_eq!(seq_step(5, 5), SeqStep::AlreadyApplied);
        assert_eq!(seq_step(5, 2), SeqStep::AlreadyApplied);
        assert_eq!(seq_step(5, 7), SeqStep::Gap);
        assert_eq!(pull_page_size(None), 500);
        assert_eq!(pull_page_size(Some(0)), 1);
        assert_eq!(pull_page_size(Some(5000)), 1000);
    }
}
