//! Files in an S3-compatible bucket (AWS, MinIO, R2, …) through `object_store`. One PUT per file,
//! so an object is there whole or not at all; keys are the same ids as on local disk.

use std::time::Duration;

use object_store::aws::{AmazonS3, AmazonS3Builder};
use object_store::path::Path;
use object_store::{
    Attribute, Attributes, ObjectStore, ObjectStoreExt, PutOptions, PutPayload, RetryConfig,
};

use super::{is_valid_key, Storage, StorageError};
use crate::config::S3Config;

pub struct S3 {
    bucket: AmazonS3,
}

impl S3 {
    /// Only the settings are checked here: the bucket is first reached by the first file.
    pub fn new(config: &S3Config) -> Result<S3, String> {
        // A person waits on each request: a few quick retries, not object_store's three minutes.
        let retry = RetryConfig {
            max_retries: 3,
            retry_timeout: Duration::from_secs(20),
            ..RetryConfig::default()
        };
        let mut builder = AmazonS3Builder::new()
            .with_bucket_name(&config.bucket)
            .with_region(&config.region)
            .with_access_key_id(&config.access_key_id)
            .with_secret_access_key(&config.secret_access_key)
            .with_allow_http(config.allow_http)
            .with_retry(retry);
        if let Some(endpoint) = &config.endpoint {
            builder = builder.with_endpoint(endpoint);
        }
        let bucket = builder
            .build()
            .map_err(|error| format!("S3 storage (bucket {}): {error}", config.bucket))?;
        Ok(S3 { bucket })
    }

    fn path(key: &str) -> Result<Path, StorageError> {
        if is_valid_key(key) {
            Ok(Path::from(key))
        } else {
            Err(StorageError::BadKey(key.to_owned()))
        }
    }
}

#[async_trait::async_trait]
impl Storage for S3 {
    async fn put(&self, key: &str, bytes: &[u8], content_type: &str) -> Result<(), StorageError> {
        let path = S3::path(key)?;
        let options = PutOptions {
            attributes: Attributes::from_iter([(Attribute::ContentType, content_type.to_owned())]),
            ..PutOptions::default()
        };
        self.bucket
            .put_opts(&path, PutPayload::from(bytes.to_vec()), options)
            .await?;
        Ok(())
    }

    async fn get(&self, key: &str) -> Result<Option<Vec<u8>>, StorageError> {
        match self.bucket.get(&S3::path(key)?).await {
            Ok(found) => Ok(Some(found.bytes().await?.to_vec())),
            Err(object_store::Error::NotFound { .. }) => Ok(None),
            Err(error) => Err(error.into()),
        }
    }

    async fn get_range(
        &self,
        key: &str,
        start: u64,
        end: u64,
    ) -> Result<Option<Vec<u8>>, StorageError> {
        if start >= end {
            return Ok(Some(Vec::new()));
        }
        match self.bucket.get_range(&S3::path(key)?, start..end).await {
            Ok(bytes) => Ok(Some(bytes.to_vec())),
            Err(object_store::Error::NotFound { .. }) => Ok(None),
            Err(error) => Err(error.into()),
        }
    }

    async fn delete(&self, key: &str) -> Result<(), StorageError> {
        match self.bucket.delete(&S3::path(key)?).await {
            Ok(()) | Err(object_store::Error::NotFound { .. }) => Ok(()),
            Err(error) => Err(error.into()),
        }
    }
}
