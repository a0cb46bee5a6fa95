//! Staff management for the super admin (the list of staff, deactivating and activating accounts),
//! and what each staff role may see of the entrepreneurs (`visibility`).

pub mod handlers;
pub mod model;
pub mod visibility;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(handlers::list_staff))
        .routes(routes!(handlers::deactivate))
        .routes(routes!(handlers::activate))
}
