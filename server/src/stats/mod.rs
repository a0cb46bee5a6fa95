//! The cashflow analytics of a business (spec 002 section 7.1, "stats/cashflow"): revenue and
//! operating profit per month or quarter of a year, by core's `analytics`.

pub mod handlers;
pub mod model;
pub mod store;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(handlers::cashflow))
}
