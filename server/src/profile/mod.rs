//! A client's profile setup (spec 000 sections 2 to 5): the M-Pesa step, personal details, identity
//! documents, and reading it all back with where the profile page should send them.

pub mod access;
pub mod details;
pub mod identity;
pub mod identity_uploads;
pub mod model;
pub mod mpesa;
pub mod store;
pub mod view;

use axum::extract::DefaultBodyLimit;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    let uploads = OpenApiRouter::new()
        .routes(routes!(identity::upload_identity))
        .layer(DefaultBodyLimit::max(identity::IDENTITY_BODY_LIMIT));
    OpenApiRouter::new()
        .routes(routes!(details::client_details))
        .routes(routes!(details::update_details))
        .routes(routes!(mpesa::verify_mpesa))
        .routes(routes!(identity_uploads::identity_from_uploads))
        .merge(uploads)
}
