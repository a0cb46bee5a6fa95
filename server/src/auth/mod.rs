//! Accounts and sessions: sign-in, the current user, log-out, and the `AuthUser` extractor every
//! protected route uses.

pub mod extract;
pub mod handlers;
pub mod hasher;
pub mod model;
pub mod password;
pub mod store;

pub use extract::{AuthUser, ClientIp, CREATORS, STAFF};

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(handlers::signin))
        .routes(routes!(handlers::unbox))
        .routes(routes!(handlers::logout))
}
