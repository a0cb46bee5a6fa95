//! The files of a task's reply or a session's feedback: read from the multipart form (`file[]`),
//! each through the one upload check as `UploadKind::PlaybookFile` (by content, never by name),
//! written under a server-made key, and recorded within the sender's quota in the transaction that
//! saves the reply or feedback; or, sent by the phone's file queue, finished resumable uploads of
//! that kind (checked when they finished), taken in that transaction (`uploads::store::take`) and
//! recorded the same way. `GET /playbook/files/{fileId}` gives such a file to both sides of
//! its pair and to the team; to anyone else it is not there.

use std::collections::HashMap;

use axum::extract::multipart::{MultipartError, MultipartRejection};
use axum::extract::{Multipart, Path, State};
use axum::http::{HeaderValue, StatusCode};
use axum::response::Response;
use portal_core::language::Language;
use portal_core::playbook::checks::TOO_MANY_FILES;
use portal_core::resumable::FILE_NOT_FOUND;
use portal_core::uploads::{UploadKind, MAX_DOCUMENT_BYTES};
use sqlx::{Any, Transaction};

use super::access::{is_in, READERS};
use super::error::{PlaybookError, PlaybookResult};
use super::store::pairs;
use crate::auth::AuthUser;
use crate::error::{AppError, ErrorBody};
use crate::ids::new_id;
use crate::media::check::{check_upload, CheckedFile};
use crate::media::model::StoredFile;
use crate::media::{handlers::respond, save, store as media_store};
use crate::state::AppState;
use crate::uploads::store::take;

/// At most 5 files of 10 MB, and the form's fields.
pub const BODY_LIMIT: usize = 5 * MAX_DOCUMENT_BYTES + 1024 * 1024;
pub const PURPOSE: &str = "playbook";
/// Files beyond core's 5 are refused before they are read whole.
const MOST_FILES: usize = 5;

/// The form: its text fields by name, and its files' bytes.
#[derive(Debug, Default)]
pub struct Form {
    pub fields: HashMap<String, String>,
    pub files: Vec<Vec<u8>>,
}

impl Form {
    pub fn text(&self, name: &str) -> &str {
        self.fields.get(name).map_or("", |v| v.as_str())
    }
}

fn read_error(error: MultipartError) -> PlaybookError {
    if error.status() == StatusCode::PAYLOAD_TOO_LARGE {
        PlaybookError::refused(
            StatusCode::PAYLOAD_TOO_LARGE,
            portal_core::profile::upload_too_large(BODY_LIMIT),
        )
    } else {
        PlaybookError::bad("The form could not be read")
    }
}

fn is_file_field(name: &str) -> bool {
    matches!(name, "file[]" | "file" | "files" | "files[]")
}

/// Reads the form; a file part with no bytes is ignored (an empty file input).
pub async fn read(multipart: Result<Multipart, MultipartRejection>) -> PlaybookResult<Form> {
    let mut multipart =
        multipart.map_err(|_| PlaybookError::bad("Send the form as multipart/form-data"))?;
    let mut form = Form::default();
    while let Some(field) = multipart.next_field().await.map_err(read_error)? {
        let name = field.name().unwrap_or_default().to_owned();
        if is_file_field(&name) {
            let bytes = field.bytes().await.map_err(read_error)?;
            if !bytes.is_empty() {
                if form.files.len() == MOST_FILES {
                    return Err(PlaybookError::bad(TOO_MANY_FILES));
                }
                form.files.push(bytes.to_vec());
            }
        } else {
            let text = field.text().await.map_err(read_error)?;
            form.fields.insert(name, text);
        }
    }
    Ok(form)
}

/// The files a reply or feedback brings: the form's bytes, or the ids of the sender's finished
/// uploads (the phone's file queue).
#[derive(Debug)]
pub enum Incoming {
    Bytes(Vec<Vec<u8>>),
    Uploads(Vec<String>),
}

impl Incoming {
    pub fn len(&self) -> usize {
        match self {
            Incoming::Bytes(files) => files.len(),
            Incoming::Uploads(ids) => ids.len(),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// Files ready for the transaction that records them: checked and written (the form's), or
/// uploads to take, each with the id its file will have.
#[derive(Debug)]
pub enum Ready {
    Written(Vec<StoredFile>),
    Uploads(Vec<(String, String)>),
}

impl Ready {
    /// The stored files' ids, in the order sent.
    pub fn ids(&self) -> Vec<String> {
        match self {
            Ready::Written(files) => files.iter().map(|f| f.id.clone()).collect(),
            Ready::Uploads(pairs) => pairs.iter().map(|(file, _)| file.clone()).collect(),
        }
    }
}

fn refusal(error: crate::media::check::UploadError, language: Language) -> PlaybookError {
    match error.into_app_error(language) {
        AppError::BadRequest(msg) => PlaybookError::bad(msg),
        AppError::Status { status, message } => PlaybookError::refused(status, message),
        other => PlaybookError::App(other),
    }
}

/// Makes the files ready: the form's are checked by their content and written (a refusal names the
/// first bad file's problem in the sender's language); uploads are given their files' ids.
pub async fn prepare(
    state: &AppState,
    owner: &str,
    language: Language,
    incoming: Incoming,
) -> PlaybookResult<Ready> {
    match incoming {
        Incoming::Bytes(files) => check_and_write(state, owner, language, files).await,
        Incoming::Uploads(ids) => {
            let now = state.now();
            Ok(Ready::Uploads(
                ids.into_iter()
                    .map(|upload| (new_id(now), upload))
                    .collect(),
            ))
        }
    }
}

async fn check_and_write(
    state: &AppState,
    owner: &str,
    language: Language,
    files: Vec<Vec<u8>>,
) -> PlaybookResult<Ready> {
    let now = state.now();
    let mut checked: Vec<CheckedFile> = Vec::with_capacity(files.len());
    for bytes in files {
        checked.push(
            check_upload(UploadKind::PlaybookFile, bytes)
                .await
                .map_err(|e| refusal(e, language))?,
        );
    }
    let records: Vec<StoredFile> = checked
        .iter()
        .map(|c| save::record_for(owner, PURPOSE, c, now))
        .collect();
    let refs: Vec<&StoredFile> = records.iter().collect();
    save::precheck_quota(state, owner, &refs, &[])
        .await
        .map_err(|e| refusal(e, language))?;
    let pairs: Vec<(&StoredFile, &[u8])> = records
        .iter()
        .zip(&checked)
        .map(|(r, c)| (r, c.bytes.as_slice()))
        .collect();
    save::put(state, &pairs).await?;
    Ok(Ready::Written(records))
}

/// Records the files in the caller's transaction, within the sender's quota; uploads are taken
/// first (once: one that is not the sender's finished `playbookFile`, or taken already, refuses the
/// whole change with 'The file was not found; choose it and upload it again').
pub async fn record(
    state: &AppState,
    tx: &mut Transaction<'_, Any>,
    owner: &str,
    language: Language,
    ready: &Ready,
) -> PlaybookResult<()> {
    let now = state.now();
    let taken: Vec<StoredFile>;
    let files: &[StoredFile] = match ready {
        Ready::Written(files) => files,
        Ready::Uploads(pairs) => {
            let mut from_uploads = Vec::with_capacity(pairs.len());
            for (file_id, upload) in pairs {
                let found = take(tx, owner, upload, UploadKind::PlaybookFile, now)
                    .await?
                    .ok_or_else(|| PlaybookError::bad(FILE_NOT_FOUND))?;
                from_uploads.push(StoredFile {
                    id: file_id.clone(),
                    owner_id: owner.to_owned(),
                    purpose: PURPOSE.to_owned(),
                    content_type: found.content_type,
                    size_bytes: found.size_bytes,
                    storage_key: found.storage_key,
                    created_at: now,
                });
            }
            taken = from_uploads;
            &taken
        }
    };
    let refs: Vec<&StoredFile> = files.iter().collect();
    save::insert_within_quota(tx, state.config.upload_quota_bytes, owner, &refs, &[])
        .await
        .map_err(|e| refusal(e, language))
}

/// Removes the bytes of the form's files when their change was not saved (an upload not taken
/// stays the sender's, for another try).
pub async fn forget(state: &AppState, ready: &Ready) {
    if let Ready::Written(files) = ready {
        let refs: Vec<&StoredFile> = files.iter().collect();
        save::forget(state, &refs).await;
    }
}

#[utoipa::path(
    get,
    path = "/playbook/files/{fileId}",
    tag = "playbook",
    security(("bearer" = [])),
    params(("fileId" = String, Path, description = "A file of a reply or feedback of one of the caller's pairs")),
    responses(
        (status = 200, description = "The file, as checked when it was sent", content_type = "application/octet-stream"),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not a role with a playbook", body = ErrorBody),
        (status = 404, description = "No such file, or not of the caller's pairs", body = ErrorBody),
    )
)]
pub async fn serve(
    State(state): State<AppState>,
    user: AuthUser,
    Path(file_id): Path<String>,
) -> Result<Response, AppError> {
    user.require(&READERS)?;
    let file_id = file_id.trim();
    let valid = file_id.len() == 24 && file_id.chars().all(|c| c.is_ascii_hexdigit());
    let file = match valid {
        true => media_store::find(&state.pool, file_id).await?,
        false => None,
    }
    .filter(|f| f.purpose == PURPOSE)
    .ok_or_else(AppError::not_found)?;
    let mut allowed = false;
    for pair_id in super::store::work::pairs_with_file(&state.pool, file_id).await? {
        if let Some(pair) = pairs::find(&state.pool, &pair_id).await? {
            allowed |= is_in(&user, &pair);
        }
    }
    if !allowed {
        return Err(AppError::not_found());
    }
    let bytes = state
        .storage
        .get(&file.storage_key)
        .await
        .map_err(|error| AppError::internal(error.to_string()))?
        .ok_or_else(|| AppError::internal(format!("file {} has no bytes in storage", file.id)))?;
    let disposition = HeaderValue::from_str(&format!("inline; filename=\"playbook-{}\"", file.id))
        .map_err(|_| AppError::internal("bad file name"))?;
    respond(&file, bytes, disposition)
}
