//! Resumable uploads on the wire: starting one, its state, and a part refused at the wrong offset.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// `PUT /uploads/{uploadId}`: what is coming.
#[derive(Debug, Clone, Deserialize, ToSchema)]
pub struct StartUpload {
    /// What the file is for: `identityImage`, `proposal`, `onboardingImage`, `onboardingPdf`,
    /// `onboardingImageOrPdf`, `investVideo` or `applicantFile` (docs/files.md).
    #[serde(default)]
    pub kind: String,
    /// The whole file's size in bytes.
    #[serde(default)]
    pub size: i64,
}

/// An upload as the server has it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UploadView {
    pub id: String,
    pub kind: String,
    pub size: i64,
    /// The bytes the server holds: the next part starts here.
    pub offset: i64,
    /// The most bytes one part may carry.
    pub chunk_size: usize,
    /// open (parts arriving), finished (checked and stored, waiting to be used) or refused.
    pub state: String,
    /// Why a refused file was refused.
    pub message: Option<String>,
    /// When the server drops it (epoch seconds).
    pub expires_at: i64,
}

/// A part sent at an offset that is not where the server's copy ends: carry on from `offset`.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct OffsetConflict {
    pub error: String,
    pub offset: i64,
}
