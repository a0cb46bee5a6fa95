//! The super admin's reports: portfolio by fund and status, arrears ageing, collections by month;
//! each also as CSV.

pub mod handlers;
pub mod model;
pub mod store;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(handlers::portfolio))
        .routes(routes!(handlers::arrears))
        .routes(routes!(handlers::collections))
}
