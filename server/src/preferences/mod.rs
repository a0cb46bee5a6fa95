//! What a signed-in person chooses for themselves: for now, the language of the messages they get.

pub mod handlers;
pub mod model;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(handlers::set_language))
}
