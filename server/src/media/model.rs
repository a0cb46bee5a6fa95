//! An uploaded file's record; its bytes are in the storage under `storage_key`.

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredFile {
    pub id: String,
    pub owner_id: String,
    pub purpose: String,
    /// From the sniffed kind, never from the client.
    pub content_type: String,
    pub size_bytes: i64,
    pub storage_key: String,
    pub created_at: i64,
}

/// Where the API serves a file.
pub fn media_url(file_id: &str) -> String {
    format!("/api/media/{file_id}")
}
