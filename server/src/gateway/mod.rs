//! The bookkeeping data gateway (spec 002 section 7.1): `/api/gateway/api.php?resource=…&action=…`,
//! reads of every resource of section 3.1 with the names they point at, and creates and updates
//! with the spec's bodies, written through the shared record store (`bookkeeping::records`).

pub mod fields;
pub mod handlers;
pub mod mapping;
pub mod model;
pub mod resource;
pub mod store;
pub mod views;
pub mod write;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(handlers::read, handlers::change))
}
