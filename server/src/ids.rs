//! Record ids the server makes (the format is core's, see docs/architecture.md "Money, ids, times").

/// A fresh record id from core: the creation second and 8 random bytes.
pub fn new_id(now: i64) -> String {
    let seconds = u32::try_from(now.max(0)).unwrap_or(u32::MAX);
    portal_core::id::new_id(seconds, rand::random())
}

/// The id a create uses: the one the device made for it, when it is one (so the same create sent
/// again finds what the first made), else a fresh one.
pub fn sent_or_new(sent: Option<&str>, now: i64) -> String {
    match sent.map(str::trim) {
        Some(id) if portal_core::id::is_valid_id(id) => id.to_owned(),
        _ => new_id(now),
    }
}
