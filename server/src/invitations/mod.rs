//! Invitations: staff invite an e-mail with a role; the invited person checks the e-mail (step A),
//! then fills in their details (step B), which creates an unverified account and sends a code.

pub mod handlers;
pub mod model;
pub mod store;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(handlers::create, handlers::list))
        .routes(routes!(handlers::check))
        .routes(routes!(handlers::onboard))
}
