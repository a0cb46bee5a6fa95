//! Scorecards (docs/scorecards.md): computed by core from the portal's own figures, kept per
//! business and quarter, answered with their rank in their group.
//!
//! - `figures/`: the figures of each source, gathered set-based; `gather.rs`: into core's inputs;
//! - `compute.rs`: computing and keeping (the job and the recompute); `jobs.rs`: the quarter-close job;
//! - `access.rs`: who reads which business; `render.rs`: a kept card in the reader's language;
//! - `handlers.rs` (read, compute, options, latest), `sheets.rs`, `thresholds.rs`, `portfolio.rs`,
//!   `risk.rs` (the risk scorecard and the credit report): the calls; `model.rs`, `error.rs`: their
//!   shapes; `options.rs`: the search's lists; `store.rs`: the SQL of the kept cards.

pub mod access;
pub mod compute;
pub mod credit;
pub mod error;
pub mod figures;
pub mod gather;
pub mod handlers;
pub mod jobs;
pub mod model;
pub mod options;
pub mod portfolio;
pub mod render;
pub mod risk;
pub mod sheets;
pub mod store;
pub mod thresholds;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::state::AppState;

pub use jobs::{close_quarter, spawn_worker};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(handlers::read))
        .routes(routes!(handlers::compute))
        .routes(routes!(handlers::options))
        .routes(routes!(handlers::latest))
        .routes(routes!(risk::risk))
        .routes(routes!(risk::credit_report))
        .routes(routes!(sheets::read_sheet, sheets::save_sheet))
        .routes(routes!(thresholds::read_table, thresholds::save_table))
        .routes(routes!(portfolio::portfolio))
}
