//! Passwords: changing one while signed in, and resetting a forgotten one with an e-mailed code.
//! Both end every session of the account.

pub mod handlers;
pub mod model;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(handlers::change_password))
        .routes(routes!(handlers::request_reset))
        .routes(routes!(handlers::new_password))
}
