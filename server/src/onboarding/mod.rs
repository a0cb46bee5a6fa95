//! The acceleration onboarding (spec 001 sections 2.1 and 4.1). So far: the forms an entrepreneur
//! downloads on the welcome page, signs, and uploads again as steps.

pub mod forms;
pub mod handlers;
pub mod model;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(handlers::form_to_sign))
}
