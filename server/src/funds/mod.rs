//! Loan funds: the list clients choose from, and the super admin's management of them.

pub mod handlers;
pub mod model;
pub mod store;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(handlers::list_funds))
        .routes(routes!(handlers::all_funds))
        .routes(routes!(handlers::create_fund))
        .routes(routes!(handlers::update_fund))
}
