//! Financial validation (issue 17; docs/validation.md): the institutions a statement comes from.
//! Core's `validation` holds the rules: reading a statement, its balance check, the reconciliation.
//!
//! - `handlers.rs`: `POST /validation/institutions`; `model.rs`: the wire shapes; `store.rs`: the SQL.

pub mod handlers;
pub mod model;
pub mod store;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(handlers::institutions))
}
