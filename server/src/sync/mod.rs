//! Offline-first sync of the bookkeeping records (DESIGN.md, "Sync protocol"): phones push numbered
//! changes and pull the business's changes page by page; the lookup lists come with them.

pub mod handlers;
pub mod model;
pub mod push;
pub mod store;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(handlers::push))
        .routes(routes!(handlers::pull))
        .routes(routes!(handlers::lookups))
}
