//! The offline engine's sync (see docs/sync.md): phones push numbered changes of every registered
//! entity kind and pull the changes of every scope they have, page by page. Features register their
//! kinds in `registry::Registry` (built in `lib.rs`); the lookup lists of the bookkeeping forms come
//! with them.

pub mod handlers;
pub mod model;
pub mod pull;
pub mod push;
pub mod record_store;
pub mod registry;
pub mod scopes;
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
