//! Financial validation (issue 17; docs/validation.md): the institutions a statement comes from,
//! the statements a client sends (read and reconciled now when core can, otherwise left for a
//! coach), the coach's review, and the quarter's report against the DigiKua books. Core's
//! `validation` holds the rules.
//!
//! - `handlers.rs`: `POST /validation/institutions`; `model.rs`, `store.rs`: its shapes and SQL;
//! - `access.rs`: whose statements a caller reads; `error.rs`: the refusals' envelope;
//! - `statements/`, `reviews/`, `report/`: the calls of each part.

pub mod access;
pub mod error;
pub mod handlers;
pub mod model;
pub mod report;
pub mod reviews;
pub mod statements;
pub mod store;

use axum::extract::DefaultBodyLimit;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::state::AppState;

pub use report::store::{quarter_result, QuarterResult};

pub fn router() -> OpenApiRouter<AppState> {
    let sending = OpenApiRouter::new()
        .routes(routes!(
            statements::handlers::send_statement,
            statements::handlers::list_statements
        ))
        .layer(DefaultBodyLimit::max(statements::intake::BODY_LIMIT));
    OpenApiRouter::new()
        .routes(routes!(handlers::institutions))
        .merge(sending)
        .routes(routes!(statements::handlers::statement_file))
        .routes(routes!(statements::linked::send_linked))
        .routes(routes!(report::handlers::read_report))
        .routes(routes!(reviews::handlers::list_reviews))
        .routes(routes!(reviews::handlers::review_statement))
}
