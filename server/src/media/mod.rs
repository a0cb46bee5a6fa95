//! Uploaded files: the one content check every upload passes (`check::check_upload`), storing
//! them within each account's quota (`save`), their records, and serving them to their owner and
//! to staff.

pub mod check;
pub mod documents;
pub mod handlers;
mod images;
pub mod model;
pub mod quota;
mod recordings;
pub mod save;
pub mod store;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(handlers::serve_file))
        .routes(routes!(handlers::download_file))
}
