//! Banks: the list a client picks from, and confirming an account number with the bank.

pub mod check;
pub mod handlers;
pub mod http_verifier;
pub mod model;
pub mod store;
pub mod verifier;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(handlers::list_banks))
        .routes(routes!(handlers::verify_account))
}
