//! Record ids: 24 lowercase hex characters, 4 bytes of epoch seconds then 8 random bytes.
//! Made on whichever device creates the record, so offline records have their final id at once.

/// Builds an id from the creation time and 8 random bytes supplied by the caller.
pub fn new_id(epoch_seconds: u32, random: [u8; 8]) -> String {
    let mut bytes = [0u8; 12];
    bytes[..4].copy_from_slice(&epoch_seconds.to_be_bytes());
    bytes[4..].copy_from_slice(&random);
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// True for exactly 24 lowercase hex characters.
pub fn is_valid_id(text: &str) -> bool {
    text.len() == 24 && text.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'))
}

/// The creation time carried by a valid id.
pub fn id_epoch_seconds(id: &str) -> Option<u32> {
    if !is_valid_id(id) {
        return None;
    }
    u32::from_str_radix(&id[..8], 16).ok()
}

/// The shortened id shown in lists: the last `length` characters. The spec shows the first ones,
/// but ours begin with the creation time, the same for records made minutes apart; the end is random.
pub fn short_id(id: &str, length: usize) -> &str {
    id.get(id.len().saturating_sub(length)..).unwrap_or(id)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn known_id() {
        let id = new_id(0x6740_0000, [0xde, 0xad, 0xbe, 0xef, 0, 1, 2, 3]);
        assert_eq!(id, "67400000deadbeef00010203");
        assert!(is_valid_id(&id));
        assert_eq!(id_epoch_seconds(&id), Some(0x6740_0000));
        assert_eq!(short_id(&id, 5), "10203");
        assert_eq!(short_id("abc", 5), "abc");
    }

    #[test]
    fn rejects_malformed_ids() {
        assert!(!is_valid_id("67400000DEADBEEF00010203"));
        assert!(!is_valid_id("67400000deadbeef0001020"));
        assert!(!is_valid_id("67400000deadbeef000102031"));
        assert!(!is_valid_id("67400000deadbeef0001020g"));
        assert_eq!(id_epoch_seconds("nope"), None);
    }

    proptest! {
        #[test]
        fn every_id_is_valid_and_keeps_its_time(secs in any::<u32>(), random in any::<[u8; 8]>()) {
            let id = new_id(secs, random);
            prop_assert!(is_valid_id(&id));
            prop_assert_eq!(id_epoch_seconds(&id), Some(secs));
        }

        #[test]
        fn ids_sort_by_creation_second(a in any::<u32>(), b in any::<u32>(), r in any::<[u8; 8]>()) {
            prop_assume!(a < b);
            prop_assert!(new_id(a, r) < new_id(b, [0; 8]));
        }
    }
}
