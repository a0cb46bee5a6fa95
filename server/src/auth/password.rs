//! argon2id password hashes and the hashing of bearer tokens. Hashing is slow on purpose, so it runs
//! on the blocking pool.

use std::sync::LazyLock;

use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use argon2::Argon2;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use sha2::{Digest, Sha256};

use crate::error::{AppError, AppResult};

/// Verified against when the e-mail is unknown, so both failures take the same time.
static DUMMY_HASH: LazyLock<String> =
    LazyLock::new(|| hash_now("no account has this password").unwrap_or_default());

/// The PHC string of an argon2id hash (default parameters) with a fresh random salt.
pub fn hash_now(password: &str) -> AppResult<String> {
    let salt_bytes: [u8; 16] = rand::random();
    let salt = SaltString::encode_b64(&salt_bytes)
        .map_err(|e| AppError::internal(format!("salt: {e}")))?;
    Argon2::default()
        .hash_password(password.as_bytes(), &salt)
        .map(|hash| hash.to_string())
        .map_err(|e| AppError::internal(format!("password hash: {e}")))
}

pub async fn hash(password: String) -> AppResult<String> {
    tokio::task::spawn_blocking(move || hash_now(&password)).await?
}

/// Checks `password` against `stored`, or against a dummy hash when there is no account.
pub async fn verify(password: String, stored: Option<String>) -> AppResult<bool> {
    tokio::task::spawn_blocking(move || {
        let known = stored.is_some();
        let phc = stored.unwrap_or_else(|| DUMMY_HASH.clone());
        let parsed =
            PasswordHash::new(&phc).map_err(|e| AppError::internal(format!("stored hash: {e}")))?;
        Ok(known
            && Argon2::default()
                .verify_password(password.as_bytes(), &parsed)
                .is_ok())
    })
    .await?
}

/// A new bearer token: 32 random bytes, base64url without padding.
pub fn new_token() -> String {
    let bytes: [u8; 32] = rand::random();
    URL_SAFE_NO_PAD.encode(bytes)
}

/// Tokens are stored only as this sha256 hex digest.
pub fn token_hash(token: &str) -> String {
    Sha256::digest(token.as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn hashes_verify() {
        let stored = hash("Demo-2026!".to_owned()).await.expect("hash");
        assert!(stored.starts_with("$argon2id$"));
        assert!(verify("Demo-2026!".to_owned(), Some(stored.clone()))
            .await
            .expect("verify"));
        assert!(!verify("demo-2026!".to_owned(), Some(stored))
            .await
            .expect("verify"));
        assert!(!verify("Demo-2026!".to_owned(), None)
            .await
            .expect("verify dummy"));
    }

    #[test]
    fn tokens() {
        let token = new_token();
        assert_eq!(token.len(), 43);
        assert_ne!(token, new_token());
        assert_eq!(
            token_hash("abc"),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
    }
}
