//! Making a code and its stored hash: sha256 over a per-code random salt and the code.

use sha2::{Digest, Sha256};

pub struct NewCode {
    pub code: String,
    pub salt: String,
    pub hash: String,
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

pub fn hash(salt: &str, code: &str) -> String {
    let mut digest = Sha256::new();
    digest.update(salt.as_bytes());
    digest.update(b":");
    digest.update(code.as_bytes());
    hex(&digest.finalize())
}

/// Six digits from core, a fresh 16-byte salt, and the hash to store.
pub fn new_code() -> NewCode {
    let code = portal_core::otp::otp_from_random(rand::random());
    let salt = hex(&rand::random::<[u8; 16]>());
    let hash = hash(&salt, &code);
    NewCode { code, salt, hash }
}

/// Compares in time independent of where the hashes differ.
pub fn matches(salt: &str, stored_hash: &str, code: &str) -> bool {
    let candidate = hash(salt, code);
    candidate.len() == stored_hash.len()
        && candidate
            .bytes()
            .zip(stored_hash.bytes())
            .fold(0u8, |diff, (a, b)| diff | (a ^ b))
            == 0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_hash_with_their_salt() {
        let made = new_code();
        assert_eq!(made.code.len(), 6);
        assert_eq!(made.salt.len(), 32);
        assert!(matches(&made.salt, &made.hash, &made.code));
        assert!(!matches(&made.salt, &made.hash, "abcdef"));
        assert_ne!(hash("a", &made.code), hash("b", &made.code));
        assert_ne!(made.hash, made.code);
    }
}
