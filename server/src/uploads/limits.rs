//! What one user may have waiting on the server before a feature takes it, however the files come
//! (in parts or whole): open and unused uploads, their bytes together, and starts an hour.

use axum::http::StatusCode;
use portal_core::resumable::{
    check_waiting, MAX_OPEN_UPLOADS, MAX_UNUSED_UPLOADS, TOO_MANY_STARTED, TOO_MANY_UNUSED,
    TOO_MANY_UPLOADS, UPLOADS_PER_HOUR,
};

use super::store::{self, FINISHED, OPEN};
use crate::error::{AppError, AppResult};
use crate::rate_limit::{self, Limit};
use crate::state::AppState;

const STARTED: Limit = Limit {
    max: UPLOADS_PER_HOUR,
    window_seconds: 3600,
};

pub fn too_many(message: &str) -> AppError {
    AppError::Status {
        status: StatusCode::TOO_MANY_REQUESTS,
        message: message.to_owned(),
    }
}

/// 429 unless the user has room for one more upload of `size` bytes: fewer than the most open
/// uploads and finished-but-unused ones, and the bytes waiting in them with `size` within the limit.
pub async fn room_for(state: &AppState, user_id: &str, size: i64, now: i64) -> AppResult<()> {
    if store::count_in(&state.pool, user_id, OPEN, now).await? >= MAX_OPEN_UPLOADS {
        return Err(too_many(TOO_MANY_UPLOADS));
    }
    if store::count_in(&state.pool, user_id, FINISHED, now).await? >= MAX_UNUSED_UPLOADS {
        return Err(too_many(TOO_MANY_UNUSED));
    }
    let waiting = store::waiting_bytes(&state.pool, user_id, now).await?;
    check_waiting(waiting, size).map_err(too_many)
}

/// Counts a start (an upload begun in parts, or a file sent whole): 429 past the hour's limit.
pub async fn count_start(state: &AppState, user_id: &str, now: i64) -> AppResult<()> {
    let key = format!("uploads:start:{user_id}");
    let count = rate_limit::store::hit(&state.pool, &key, STARTED, now).await?;
    if rate_limit::store::within(STARTED, count) {
        Ok(())
    } else {
        Err(too_many(TOO_MANY_STARTED))
    }
}
