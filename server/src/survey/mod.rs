//! The quarterly survey (spec 001 sections 2.4, 4.4, 7.3), its rules in `core::survey`:
//! - `handlers.rs`: the survey menu and the options lists a person reads;
//! - `answers.rs`: the answers, checked by core and stored once;
//! - `team/`: the acceleration team's surveys, windows, XLSForm upload and download, responses,
//!   response rate and exports;
//! - `access.rs`: who fills in and who runs them; `model.rs`: the wire shapes;
//! - `store.rs`: the surveys, survey_windows and survey_responses tables; `seed.rs`: the three
//!   surveys stored at start.

pub mod access;
pub mod answers;
pub mod handlers;
pub mod model;
pub mod seed;
pub mod store;
pub mod team;

use axum::extract::DefaultBodyLimit;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::state::AppState;
use team::{export, responses, surveys, xlsform};

pub fn router() -> OpenApiRouter<AppState> {
    let uploads = OpenApiRouter::new()
        .routes(routes!(xlsform::upload_xlsform))
        .layer(DefaultBodyLimit::max(xlsform::XLSFORM_BODY_LIMIT));
    OpenApiRouter::new()
        .routes(routes!(handlers::survey_menu))
        .routes(routes!(handlers::options_list))
        .routes(routes!(answers::submit_answers))
        .routes(routes!(surveys::list_surveys))
        .routes(routes!(surveys::survey_detail))
        .routes(routes!(surveys::set_window))
        .routes(routes!(xlsform::download_xlsform))
        .routes(routes!(responses::list_responses))
        .routes(routes!(responses::response_rates))
        .routes(routes!(export::export_responses))
        .merge(uploads)
}
