//! `POST /media/proposal/{user_id}`: the fund flow's proposal, a Word or PDF document checked by the
//! one upload check (it must parse), stored like every upload under a server-made key.

use axum::extract::multipart::{MultipartError, MultipartRejection};
use axum::extract::{Multipart, Path, State};
use axum::http::StatusCode;
use axum::Json;
use portal_core::loans::application::{MAX_PROPOSAL_BYTES, SELECT_PROPOSAL};
use portal_core::profile::upload_too_large;
use portal_core::uploads::UploadKind;
use serde::Serialize;
use utoipa::ToSchema;

use crate::auth::AuthUser;
use crate::error::{AppError, AppResult, ErrorBody};
use crate::loans::model::file_url;
use crate::media::check::{check_upload, UploadError};
use crate::media::model::StoredFile;
use crate::media::save;
use crate::profile::access::require_owner;
use crate::state::AppState;
use crate::users::store as users;

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

/// Stores the proposal once it parses as what its first bytes say; the file's name and declared
/// type are ignored. The account's upload quota applies.
#[utoipa::path(
    post,
    path = "/media/proposal/{user_id}",
    tag = "loans",
    security(("bearer" = [])),
    params(("user_id" = String, Path, description = "The client's own id")),
    request_body(content = ProposalUpload, content_type = "multipart/form-data"),
    responses(
        (status = 200, description = "Stored", body = ProposalResponse),
        (status = 400, description = "No file, not a Word or PDF document, or one that does not parse", body = ErrorBody),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not the client themself", body = ErrorBody),
        (status = 413, description = "Larger than the limit, or the account's upload quota is full", body = ErrorBody),
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
    let language = users::find_by_id(&state.pool, &user_id)
        .await?
        .ok_or_else(AppError::sign_in)?
        .language;
    let refused = |error: UploadError| error.into_app_error(language);
    let checked = check_upload(UploadKind::Proposal, bytes.to_vec())
        .await
        .map_err(refused)?;
    let file = save::record_for(&user_id, PURPOSE_PROPOSAL, &checked, state.now());
    save::precheck_quota(&state, &user_id, &[&file], &[])
        .await
        .map_err(refused)?;
    save::put(&state, &[(&file, &checked.bytes)]).await?;
    if let Err(error) = record(&state, &file).await {
        save::forget(&state, &[&file]).await;
        return Err(refused(error));
    }
    Ok(Json(ProposalResponse {
        data: ProposalSaved {
            proposal_link: file_url(&file.id),
            file_id: file.id,
        },
    }))
}

async fn record(state: &AppState, file: &StoredFile) -> Result<(), UploadError> {
    let mut tx = state.begin().await?;
    let limit = state.config.upload_quota_bytes;
    save::insert_within_quota(&mut tx, limit, &file.owner_id, &[file], &[]).await?;
    tx.commit().await?;
    Ok(())
}
