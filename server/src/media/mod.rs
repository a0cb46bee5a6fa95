//! Uploaded files: their records, and serving them to their owner and to staff.

pub mod handlers;
pub mod model;
pub mod store;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(handlers::serve_file))
        .routes(routes!(handlers::download_file))
}
