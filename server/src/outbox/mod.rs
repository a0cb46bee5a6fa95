//! Outgoing messages (codes, invitations, welcomes). A change writes its message into
//! `outbox_messages` in its own transaction; a background worker delivers due messages through the
//! configured provider and retries failures with backoff. Several server processes may run workers:
//! each message is claimed by one conditional update.

pub mod handlers;
pub mod model;
pub mod provider;
pub mod store;
pub mod texts;
pub mod worker;

pub use worker::{deliver_due, spawn_worker, DeliveryReport};

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(handlers::dev_outbox))
}
