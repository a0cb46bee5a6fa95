//! The business and user reads of the old data API (spec 002 section 7.1, "other external data
//! calls"): a business by its owner's e-mail or phone or by its id, and a user with their
//! businesses. The caller may read their own; staff may read anyone's.

pub mod find;
pub mod handlers;
pub mod model;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(handlers::read_business))
        .routes(routes!(handlers::read_user))
}
