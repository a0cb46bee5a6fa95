//! Loans (issue 4, server side but repayments): the public calculator, proposals, the fund and
//! staged application flows, the client's loan screens, staff decisions by core's table,
//! disbursement, the offer letter, and the staff screens' lists.

pub mod access;
pub mod actions;
pub mod applying;
pub mod calculate;
pub mod fund_flow;
pub mod history;
pub mod installments;
pub mod model;
pub mod offer_letter;
pub mod proposal;
pub mod staff_lists;
pub mod staged_flow;
pub mod store;
pub mod transfer;
pub mod transition;
pub mod views;
pub mod wire;

use axum::extract::DefaultBodyLimit;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    let uploads = OpenApiRouter::new()
        .routes(routes!(proposal::upload_proposal))
        .layer(DefaultBodyLimit::max(proposal::PROPOSAL_BODY_LIMIT));
    OpenApiRouter::new()
        .routes(routes!(calculate::calculate))
        .routes(routes!(fund_flow::get_state))
        .routes(routes!(fund_flow::save_proposal))
        .routes(routes!(fund_flow::choose_fund))
        .routes(routes!(fund_flow::submit_amount))
        .routes(routes!(staged_flow::apply))
        .routes(routes!(staged_flow::address))
        .routes(routes!(staged_flow::work))
        .routes(routes!(staged_flow::bank))
        .routes(routes!(views::my_loans))
        .routes(routes!(views::view_loan))
        .routes(routes!(views::current_loans))
        .routes(routes!(actions::take_action))
        .routes(routes!(transfer::transfer))
        .routes(routes!(offer_letter::offer_letter))
        .routes(routes!(staff_lists::staff_loans))
        .routes(routes!(staff_lists::staff_client))
        .routes(routes!(staff_lists::staff_overview))
        .merge(uploads)
}
