//! Accounts created by staff and sales agents (`POST /client/signup` with a token); self-registration
//! stays disabled.

pub mod handlers;
pub mod model;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(handlers::signup))
}
