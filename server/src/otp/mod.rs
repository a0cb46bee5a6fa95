//! One-time codes: verifying a new account (resend and verify routes here) and resetting a password
//! (the routes are in `passwords`). Codes are stored only hashed; a new code replaces the user's
//! previous one of the same purpose; core judges every try.

pub mod code;
pub mod handlers;
pub mod identify;
pub mod model;
pub mod redeem;
pub mod send;
pub mod store;

pub use model::Purpose;
pub use redeem::{check, count_try, redeem, Redeemed};
pub use send::{send_code, CodeTo};

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(handlers::resend))
        .routes(routes!(handlers::verify))
}
