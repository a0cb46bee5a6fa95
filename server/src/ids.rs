//! Record ids the server makes (the format is core's, see docs/architecture.md "Money, ids, times").

/// A fresh record id from core: the creation second and 8 random bytes.
pub fn new_id(now: i64) -> String {
    let seconds = u32::try_from(now.max(0)).unwrap_or(u32::MAX);
    portal_core::id::new_id(seconds, rand::random())
}
