//! The linked financial account (docs/linked-accounts.md): a client links one account at an
//! aggregation service and reads its information, transaction history and statements under the
//! spec's `/api/mono/…` paths; staff who read any client's see the information. Core's
//! `linked_accounts` holds the rules and messages.
//!
//! - `provider.rs`: the `LinkedAccountProvider` trait; `simulator.rs` (default) and `mono.rs` (Mono's
//!   API) implement it, chosen in `crate::providers`.
//! - `access.rs`: who may call; `handlers.rs`, `model.rs`, `error.rs`: the calls, their wire shapes
//!   and refusals; `store.rs`: the SQL; `feed.rs`: the transactions for the financial validation.

pub mod access;
pub mod error;
pub mod feed;
pub mod handlers;
pub mod model;
pub mod mono;
pub mod provider;
pub mod simulator;
pub mod store;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(handlers::link))
        .routes(routes!(handlers::account_info))
        .routes(routes!(handlers::transaction_history))
        .routes(routes!(handlers::account_statement))
        .routes(routes!(handlers::statement_file))
        .routes(routes!(handlers::simulator_code))
}
