//! The milestone budget (docs/budget.md): a client's periods and budget lines, edited offline
//! through the sync engine (`entities`), read with the budget against DigiKua's actual and exported
//! as CSV or XLSX; the coach, the super admin and the admin read any client's.

pub mod access;
pub mod entities;
pub mod handlers;
pub mod model;
pub mod store;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(handlers::read_budget))
        .routes(routes!(handlers::export_csv))
        .routes(routes!(handlers::export_xlsx))
}
