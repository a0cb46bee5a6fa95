//! Files in one folder on local disk, written to a temporary name and renamed into place.

use std::io::ErrorKind;
use std::path::PathBuf;

use super::{is_valid_key, Storage, StorageError};

pub struct LocalDisk {
    dir: PathBuf,
}

impl LocalDisk {
    /// The folder is created at the first write.
    pub fn new(dir: PathBuf) -> LocalDisk {
        LocalDisk { dir }
    }

    fn path(&self, key: &str) -> Result<PathBuf, StorageError> {
        if is_valid_key(key) {
            Ok(self.dir.join(key))
        } else {
            Err(StorageError::BadKey(key.to_owned()))
        }
    }
}

#[async_trait::async_trait]
impl Storage for LocalDisk {
    async fn put(&self, key: &str, bytes: &[u8], _content_type: &str) -> Result<(), StorageError> {
        let path = self.path(key)?;
        tokio::fs::create_dir_all(&self.dir).await?;
        let partial = self.dir.join(format!(".{key}.partial"));
        tokio::fs::write(&partial, bytes).await?;
        if let Err(error) = tokio::fs::rename(&partial, &path).await {
            tokio::fs::remove_file(&partial).await.ok();
            return Err(error.into());
        }
        Ok(())
    }

    async fn get(&self, key: &str) -> Result<Option<Vec<u8>>, StorageError> {
        match tokio::fs::read(self.path(key)?).await {
            Ok(bytes) => Ok(Some(bytes)),
            Err(error) if error.kind() == ErrorKind::NotFound => Ok(None),
            Err(error) => Err(error.into()),
        }
    }

    async fn get_range(
        &self,
        key: &str,
        start: u64,
        end: u64,
    ) -> Result<Option<Vec<u8>>, StorageError> {
        use tokio::io::{AsyncReadExt, AsyncSeekExt};
        let mut file = match tokio::fs::File::open(self.path(key)?).await {
            Ok(file) => file,
            Err(error) if error.kind() == ErrorKind::NotFound => return Ok(None),
            Err(error) => return Err(error.into()),
        };
        let length = file.metadata().await?.len();
        let end = end.min(length);
        let start = start.min(end);
        file.seek(std::io::SeekFrom::Start(start)).await?;
        let mut bytes = vec![0; usize::try_from(end - start).unwrap_or(0)];
        file.read_exact(&mut bytes).await?;
        Ok(Some(bytes))
    }

    async fn delete(&self, key: &str) -> Result<(), StorageError> {
        match tokio::fs::remove_file(self.path(key)?).await {
            Err(error) if error.kind() != ErrorKind::NotFound => Err(error.into()),
            _ => Ok(()),
        }
    }
}
