//! Loans (issue 4, server side but repayments). The routes only; the work is in:
//! - `apply/`: the public calculator, the proposal upload, the fund and staged application flows;
//! - `lifecycle/`: staff decisions by core's table, disbursement, the schedule and the history;
//! - `handlers.rs`: the client's loan screens; `staff/`: the staff screens' lists and overview;
//! - `offer_letter/`: the offer letter PDF;
//! - `access.rs` (who may see a loan), `model.rs` (wire shapes), `store.rs` (the loans table).
//!
//! Numbers on the wire are `crate::numbers`, shared with the other money features.

pub mod access;
pub mod apply;
pub mod handlers;
pub mod lifecycle;
pub mod model;
pub mod offer_letter;
pub mod staff;
pub mod store;

use axum::extract::DefaultBodyLimit;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::state::AppState;
use apply::{amount_step, calculate, fund_flow, proposal, staged_flow};
use lifecycle::{actions, transfer};

pub fn router() -> OpenApiRouter<AppState> {
    let uploads = OpenApiRouter::new()
        .routes(routes!(proposal::upload_proposal))
        .layer(DefaultBodyLimit::max(proposal::PROPOSAL_BODY_LIMIT));
    OpenApiRouter::new()
        .routes(routes!(calculate::calculate))
        .routes(routes!(fund_flow::get_state))
        .routes(routes!(fund_flow::save_proposal))
        .routes(routes!(fund_flow::choose_fund))
        .routes(routes!(amount_step::submit_amount))
        .routes(routes!(staged_flow::apply))
        .routes(routes!(staged_flow::address))
        .routes(routes!(staged_flow::work))
        .routes(routes!(staged_flow::bank))
        .routes(routes!(handlers::my_loans))
        .routes(routes!(handlers::view_loan))
        .routes(routes!(handlers::current_loans))
        .routes(routes!(actions::take_action))
        .routes(routes!(transfer::transfer))
        .routes(routes!(offer_letter::handler::offer_letter))
        .routes(routes!(staff::lists::staff_loans))
        .routes(routes!(staff::client_file::staff_client))
        .routes(routes!(staff::overview::staff_overview))
        .merge(uploads)
}
