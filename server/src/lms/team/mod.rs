//! The learning team's side (docs/lms.md, "Cohorts and people", "Course media"; coach and super
//! admin, every other role 403), under `/api/lms/team`:
//! - `cohorts.rs`: the cohorts listed, made, renamed, read whole; `mentors.rs`: a cohort's mentors
//!   in order; `people.rs`: the mentors and possible trainees to choose from;
//!   `trainees.rs`: trainees enrolled (all or none) and removed;
//! - `media.rs`: course media taken from a finished `lmsMedia` upload and served publicly at
//!   `/api/lms/media/{id}/{token}`;
//! - `model.rs`: the wire shapes, the caller's language and the audit row every write shares.
//!   The SQL is `store/team.rs`'s and `store/media.rs`'s.

pub mod cohorts;
pub mod media;
pub mod mentors;
pub mod model;
pub mod people;
pub mod trainees;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(cohorts::list, cohorts::create))
        .routes(routes!(cohorts::one, cohorts::rename))
        .routes(routes!(mentors::save))
        .routes(routes!(people::list))
        .routes(routes!(trainees::enrol))
        .routes(routes!(trainees::remove))
        .routes(routes!(media::add))
        .routes(routes!(media::serve))
}
