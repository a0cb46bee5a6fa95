//! The dev outbox: messages as sent, so a developer or a test can read a code without a mailbox.

use axum::extract::{Query, State};
use axum::Json;

use super::model::{MessageView, OutboxQuery, OutboxResponse};
use super::store;
use crate::error::{AppError, AppResult, ErrorBody, NOT_FOUND};
use crate::state::AppState;
use crate::users::model::normalise_email;

const LIMIT: i64 = 100;

/// Messages, newest first, each e-mail's attachment with its name and size (only with demo data or `DEV_OUTBOX=1`, never in production; 404 otherwise).
#[utoipa::path(
    get,
    path = "/dev/outbox",
    tag = "dev",
    params(OutboxQuery),
    responses(
        (status = 200, description = "The newest 100 messages, to `to` when given", body = OutboxResponse),
        (status = 404, description = "The dev outbox is off", body = ErrorBody),
    )
)]
pub async fn dev_outbox(
    State(state): State<AppState>,
    Query(query): Query<OutboxQuery>,
) -> AppResult<Json<OutboxResponse>> {
    if !state.config.dev_outbox {
        return Err(AppError::NotFound(NOT_FOUND.to_owned()));
    }
    let to = query
        .to
        .as_deref()
        .map(normalise_email)
        .filter(|to| !to.is_empty());
    let messages = store::list(&state.pool, to.as_deref(), LIMIT).await?;
    let mut views = Vec::with_capacity(messages.len());
    for message in messages {
        let size = match &message.attachment {
            Some(attachment) => state
                .storage
                .get(&attachment.key)
                .await
                .map_err(|e| AppError::internal(format!("an outbox attachment: {e}")))?
                .map(|bytes| u64::try_from(bytes.len()).unwrap_or(u64::MAX)),
            None => None,
        };
        views.push(MessageView::of(message, size));
    }
    Ok(Json(OutboxResponse { messages: views }))
}
