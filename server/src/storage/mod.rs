//! Where uploaded files' bytes live: local disk under `UPLOAD_DIR` (`local`) or an S3-compatible
//! bucket (`s3`), chosen in `crate::providers`. Keys are ids the server made, never a name a client
//! sent.

pub mod local;
pub mod s3;

#[derive(Debug, thiserror::Error)]
pub enum StorageError {
    #[error("storage key {0:?} is not one the server makes")]
    BadKey(String),
    #[error("storage i/o: {0}")]
    Io(#[from] std::io::Error),
    #[error("object storage: {0}")]
    ObjectStore(#[from] object_store::Error),
}

#[async_trait::async_trait]
pub trait Storage: Send + Sync {
    /// Stores `bytes` under `key`, whole or not at all.
    async fn put(&self, key: &str, bytes: &[u8], content_type: &str) -> Result<(), StorageError>;
    /// The bytes under `key`, or None when there are none.
    async fn get(&self, key: &str) -> Result<Option<Vec<u8>>, StorageError>;
    /// Removes `key`; a missing key is not an error.
    async fn delete(&self, key: &str) -> Result<(), StorageError>;
    /// The bytes `start..end` under `key` (within its length), or None when there are none; only
    /// those bytes are read where the storage allows it.
    async fn get_range(
        &self,
        key: &str,
        start: u64,
        end: u64,
    ) -> Result<Option<Vec<u8>>, StorageError> {
        Ok(self.get(key).await?.map(|bytes| {
            let end = usize::try_from(end).unwrap_or(usize::MAX).min(bytes.len());
            let start = usize::try_from(start).unwrap_or(usize::MAX).min(end);
            bytes[start..end].to_vec()
        }))
    }
}

/// Lower-case letters, digits and dots only: no separators, so a key can never leave its folder.
pub fn is_valid_key(key: &str) -> bool {
    !key.is_empty()
        && !key.starts_with('.')
        && key
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'.')
}
