//! The invest profile (spec 002 sections 2.4, 3.3, 4.3, 5.3, 7.3, 8.3 and 9; docs/invest.md): a
//! client's public business profile and the investors' pages. Core's `invest` holds the rules.
//!
//! - `handlers.rs`: the spec's calls (`/business/read`, `/businessCategory/read`,
//!   `/business/create`, `/business/update`) for the client and the staff who read any profile;
//! - `public.rs`: the investors' pages and pictures, without sign-in, rate limited;
//! - `pictures.rs`: the image and logo taken from finished uploads; `access.rs`: who may call;
//! - `views.rs`: a kept profile as each reader gets it; `error.rs`: the `{error: true, message}`
//!   refusals; `model.rs`: the wire shapes; `store.rs`: the SQL.

pub mod access;
pub mod error;
pub mod handlers;
pub mod model;
pub mod pictures;
pub mod public;
pub mod store;
pub mod views;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(handlers::read_profile))
        .routes(routes!(handlers::categories, handlers::category))
        .routes(routes!(handlers::create))
        .routes(routes!(handlers::update))
        .routes(routes!(public::list))
        .routes(routes!(public::one))
        .routes(routes!(public::picture))
}
