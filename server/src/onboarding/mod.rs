//! The acceleration onboarding (spec 001 sections 2.1, 2.2, 4.1, 4.2):
//! - `journey/`: the entrepreneur's state, hub set-up, a client's steps and an applicant's answers;
//!   `journey/file_upload.rs` is `POST /media/upload`, a file sent whole made a finished upload;
//! - `handlers.rs` and `forms/`: the forms an entrepreneur downloads on the welcome page, signs, and
//!   uploads again as steps;
//! - `team/`: the acceleration team's cohorts, questions, enrolment, review queue and progress;
//! - `store.rs`: the cohorts, enrolments and submissions tables.

pub mod forms;
pub mod handlers;
pub mod journey;
pub mod model;
pub mod store;
pub mod team;

use axum::extract::DefaultBodyLimit;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::state::AppState;
use journey::{applicant, client, file_upload};
use team::{cohorts, enrol, progress, questions, reviews};

pub fn router() -> OpenApiRouter<AppState> {
    let uploads = OpenApiRouter::new()
        .routes(routes!(file_upload::upload_file))
        .layer(DefaultBodyLimit::max(file_upload::FILE_UPLOAD_BODY_LIMIT));
    OpenApiRouter::new()
        .routes(routes!(handlers::form_to_sign))
        .routes(routes!(client::client_onboarding))
        .routes(routes!(client::submit_step))
        .routes(routes!(applicant::applicant_onboarding))
        .routes(routes!(applicant::submit_answer))
        .routes(routes!(cohorts::list_cohorts, cohorts::add_cohort))
        .routes(routes!(cohorts::update_cohort))
        .routes(routes!(
            questions::cohort_questions,
            questions::save_questions
        ))
        .routes(routes!(enrol::enrol))
        .routes(routes!(progress::cohort_progress))
        .routes(routes!(reviews::review_queue))
        .routes(routes!(reviews::decide))
        .merge(uploads)
}
