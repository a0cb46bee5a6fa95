//! Loan repayment by M-Pesa: the client starts an STK push (or pays at the paybill by hand), M-Pesa
//! tells the result by callback, status query or C2B confirmation, and the money is applied to the
//! loan once (a request is settled once, a receipt counts once) with the balance, schedule, closing
//! and SMS receipt in one transaction. Money that cannot or must not be applied on its own waits on
//! a staff review list. A background worker queries requests no callback settled and charges
//! late-payment penalties.

pub mod apply;
pub mod c2b;
pub mod callbacks;
pub mod handlers;
pub mod jobs;
pub mod model;
pub mod requests;
pub mod result_codes;
pub mod reviews;
pub mod settle;
pub mod store;
pub mod texts;

pub use jobs::{apply_penalties, query_due, spawn_worker};

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(handlers::initiate))
        .routes(routes!(handlers::status))
        .routes(routes!(handlers::instructions))
        .routes(routes!(callbacks::stk_callback))
        .routes(routes!(callbacks::c2b_validation))
        .routes(routes!(callbacks::c2b_confirmation))
        .routes(routes!(callbacks::b2c_result))
        .routes(routes!(reviews::handlers::list))
        .routes(routes!(reviews::handlers::apply))
        .routes(routes!(reviews::handlers::dismiss))
}
