//! `POST /media/proposal/{user_id}`: the fund flow's proposal, a Word or PDF document checked by its
//! content (core's `check_proposal`), stored like every upload under a server-made key.

use axum::extract::multipart::{MultipartError, MultipartRejection};
use axum::extract::{Multipart, Path, State};
use axum::http::StatusCode;
use axum::Json;
use portal_core::loans::application::{check_proposal, MAX_PROPOSAL_BYTES, SELECT_PROPOSAL};
use portal_core::profile::upload_too_large;
use serde::Serialize;
use utoipa::ToSchema;

use super::model::file_url;
use crate::auth::AuthUser;
use crate::error::{AppError, AppResult, ErrorBody};
use crate::media::model::StoredFile;
use crate::media::store as files;
use crate::profile::access::require_owner;
use crate::state::{new_id, AppState};

/// The document at core's limit and room for the form around it.
pub const PROPOSAL_BODY_LIMIT: usize = MAX_PROPOSAL_BYTES + 1024 * 1024;
pub const PURPOSE_PROPOSAL: &str = "proposal";

const NOT_MULTIPART: &str =
    "Send the proposal as a multipart form (Content-Type: multipart/form-data)";

/// Documents the form only: the handler reads the part as it streams in.
#[derive(Debug, ToSchema)]
pub struct ProposalUpload {
    /// A Word (.doc, .docx) or PDF document of at most 10 MB.
    #[schema(value_type = String, format = Binary)]
    pub proposal: Vec<u8>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProposalSaved {
    /// `/api/files/<fileId>`, to send to `/client/loan/proposal/{user_id}`.
    pub proposal_link: String,
    pub file_id: String,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct ProposalResponse {
    pub data: ProposalSaved,
}

fn read_error(error: MultipartError) -> AppError {
    if error.status() == StatusCode::PAYLOAD_TOO_LARGE {
        AppError::Status {
            status: StatusCode::PAYLOAD_TOO_LARGE,
            message: upload_too_large(PROPOSAL_BODY_LIMIT),
        }
    } else {
        AppError::bad_request("The upload could not be read")
    }
}

/// Stores the proposal; the file's name and declared type are ignored.
#[utoipa::path(
    post,
    path = "/media/proposal/{user_id}",
    tag = "loans",
    security(("bearer" = [])),
    params(("user_id" = String, Path, description = "The client's own id")),
    request_body(content = ProposalUpload, content_type = "multipart/form-data"),
    responses(
        (status = 200, description = "Stored", body = ProposalResponse),
        (status = 400, description = "No file, or not a Word or PDF document", body = ErrorBody),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not the client themself", body = ErrorBody),
        (status = 413, description = "Larger than the limit", body = ErrorBody),
    )
)]
pub async fn upload_proposal(
    State(state): State<AppState>,
    user: AuthUser,
    Path(user_id): Path<String>,
    multipart: Result<Multipart, MultipartRejection>,
) -> AppResult<Json<ProposalResponse>> {
    require_owner(&user, &user_id)?;
    let mut multipart = multipart.map_err(|_| AppError::bad_request(NOT_MULTIPART))?;
    let mut bytes = None;
    while let Some(field) = multipart.next_field().await.map_err(read_error)? {
        if field.name() == Some("proposal") {
            bytes = Some(field.bytes().await.map_err(read_error)?);
        }
    }
    let bytes = bytes
        .filter(|b| !b.is_empty())
        .ok_or_else(|| AppError::bad_request(SELECT_PROPOSAL))?;
    let kind = check_proposal(&bytes, bytes.len()).map_err(AppError::BadRequest)?;
    let now = state.now();
    let id = new_id(now);
    let file = StoredFile {
        storage_key: id.clone(),
        id,
        owner_id: user_id,
        purpose: PURPOSE_PROPOSAL.to_owned(),
        content_type: kind.content_type().to_owned(),
        size_bytes: i64::try_from(bytes.len()).unwrap_or(i64::MAX),
        created_at: now,
    };
    state
        .storage
        .put(&file.storage_key, &bytes, &file.content_type)
        .await
        .map_err(|error| AppError::internal(error.to_string()))?;
    if let Err(error) = files::insert(&state.pool, &file).await {
        state.storage.delete(&file.storage_key).await.ok();
        return Err(error.into());
    }
    Ok(Json(ProposalResponse {
        data: ProposalSaved {
            proposal_link: file_url(&file.id),
            file_id: file.id,
        },
    }))
}
