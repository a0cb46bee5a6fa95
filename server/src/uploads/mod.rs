//! Resumable uploads (see docs/files.md): a file goes up in chunks under an id the phone made, each
//! chunk at the offset the server confirms, so a cut connection or a reload carries on from the last
//! chunk received; finishing checks the whole file by content (the one upload check, `media::check`) and
//! stores it, for the feature it is for to take (`store::take`). Chunks wait in the database (any
//! server process takes the next one) until the upload finishes or expires.

pub mod finishing;
pub mod handlers;
pub mod limits;
pub mod model;
pub mod store;

use axum::extract::DefaultBodyLimit;
use portal_core::resumable::CHUNK_BYTES;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(
            handlers::start_upload,
            handlers::upload_status,
            handlers::upload_chunk
        ))
        .routes(routes!(handlers::finish_upload))
        .layer(DefaultBodyLimit::max(CHUNK_BYTES))
}
