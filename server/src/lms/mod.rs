//! The learning area's server (spec 002 sections 2.6, 3.5, 4.5, 5.5, 7.5; docs/lms.md), its rules
//! in `core::lms`:
//! - `handlers.rs`: the people reads (trainees, classes with meetings, mentors);
//! - `course.rs`: the course reads (chapters with the trainee's walk, topics, a topic, resources,
//!   objectives, FAQs); `bundle.rs`: a chapter whole, for reading offline;
//! - `work.rs`: assignments with the trainee's state, their submits, the progress;
//!   `standing.rs`: where a trainee stands by core's rules; `submit.rs`: the one attempt;
//! - `files.rs`: `lmsFile` uploads taken, and served to the trainee, their mentors and the team;
//! - `notes.rs`: the trainee's notes; `reviews.rs`: topic reviews;
//!   `messages.rs`: the trainee's chat with a mentor; `pitches.rs`: the pitch decks;
//! - `scores.rs`: the 14 score items; `surveys.rs`: the survey gate's counts, the surveys and their answers;
//! - `mentor.rs`: the mentor's overview, work to grade and grading; `entities.rs`: the same notes as the offline engine's `lms_note`;
//!   `body.rs`: reading what writes send; `events.rs`: the audit kinds;
//! - `writing/`: the team writes the course (classes, schedule, chapters, topics, assignments,
//!   import and export);
//! - `team/`: the team's cohorts, mentors, trainees and course media; `score_entries.rs`: the
//!   score items a person enters; `notify.rs`: the trainee's alerts of grades and mentors' messages;
//! - `access.rs`: who reads which cohort and trainee; `model.rs`, `error.rs`: the wire shapes;
//!   `written.rs`: what every team write shares; `store.rs`: the tables.

pub mod access;
pub mod body;
pub mod bundle;
pub mod course;
pub mod entities;
pub mod error;
pub mod events;
pub mod files;
pub mod handlers;
pub mod mentor;
pub mod messages;
pub mod model;
pub mod notes;
pub mod notify;
pub mod pitches;
pub mod reviews;
pub mod score_entries;
pub mod scores;
pub mod standing;
pub mod store;
pub mod submit;
pub mod surveys;
pub mod team;
pub mod work;
pub mod writing;
pub mod written;

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
        .routes(routes!(course::chapters))
        .routes(routes!(bundle::offline))
        .routes(routes!(work::assignments))
        .routes(routes!(work::progress))
        .routes(routes!(work::assignment))
        .routes(routes!(work::submits, submit::submit))
        .routes(routes!(files::serve))
        .routes(routes!(notes::list, notes::add))
        .routes(routes!(reviews::list, reviews::add))
        .routes(routes!(messages::list, messages::send))
        .routes(routes!(messages::mark_read))
        .routes(routes!(pitches::list))
        .routes(routes!(pitches::send))
        .routes(routes!(scores::aggregates))
        .routes(routes!(surveys::verify_done))
        .routes(routes!(surveys::survey))
        .routes(routes!(surveys::acumen))
        .routes(routes!(surveys::impact))
        .routes(routes!(surveys::submit_by_slug))
        .routes(routes!(surveys::submit_acumen))
        .routes(routes!(surveys::submit_impact))
        .routes(routes!(surveys::submit_by_round))
        .routes(routes!(mentor::overview))
        .routes(routes!(mentor::submissions))
        .routes(routes!(mentor::pitch_list))
        .routes(routes!(mentor::grade_submission))
        .routes(routes!(mentor::grade_pitch))
        .routes(routes!(notes::one, notes::edit, notes::remove))
        .merge(writing::router())
        .routes(routes!(score_entries::list))
        .routes(routes!(score_entries::enter))
        .merge(team::router())
}
