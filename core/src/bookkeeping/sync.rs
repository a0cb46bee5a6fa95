//! Bookkeeping's part of the sync protocol: reading a pushed mutation into a record. The order rules
//! and limits are every entity's (`crate::sync`), re-exported here for the bookkeeping code.

use super::records::{Entity, Record};
use crate::sync::{check_mutation, UNKNOWN_ENTITY};

pub use crate::sync::{
    pull_page_size, seq_step, SeqStep, DEFAULT_PULL_PAGE, MAX_PULL_PAGE, MAX_PUSH_MUTATIONS, OP_PUT,
};

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
        return Err(crate::sync::UNKNOWN_OP.to_owned());
    }
    let record = Record::from_value(entity, record)?;
    check_mutation(op, id, Some(record.id()))?;
    Ok(record)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bookkeeping::messages::{RECORD_ID_MISMATCH, UNKNOWN_OP};
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
}
