//! The learning area's server (spec 002 sections 2.6, 3.5, 4.5, 5.5, 7.5; docs/lms.md), its rules
//! in `core::lms`:
//! - `handlers.rs`: the people reads (trainees, classes with meetings, mentors);
//! - `course.rs`: the course reads (topics, a topic, resources, objectives, FAQs);
//! - `work.rs`: assignments and their submits (reads);
//! - `access.rs`: who reads which cohort and trainee; `model.rs`, `error.rs`: the wire shapes;
//!   `store.rs`: the tables.

pub mod access;
pub mod course;
pub mod error;
pub mod handlers;
pub mod model;
pub mod store;
pub mod work;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(handlers::trainees))
        .routes(routes!(handlers::classes))
        .routes(routes!(handlers::mentors))
        .routes(routes!(course::topics))
        .routes(routes!(course::topic))
        .routes(routes!(course::resources))
        .routes(routes!(course::objectives))
        .routes(routes!(course::faqs))
        .routes(routes!(work::assignment))
        .routes(routes!(work::submits))
}
