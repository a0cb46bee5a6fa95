//! The advisory playbook's server (spec 001 sections 2.3, 3, 4.3, 7.2, 8, 9), its rules in
//! `core::playbook`:
//! - `handlers.rs`: the reads (pairs with progress, playbooks, chapters, sessions, a session, and
//!   by session and pair the tools checklist, tasks and feedback);
//! - `replies.rs`: the entrepreneur's task reply and either side's feedback (the multipart form or
//!   the phone's JSON naming finished uploads, read by `sent.rs`; at most once by `submissionId`;
//!   files: `files.rs`, which also serves them to the pair);
//! - `advisor.rs`: the advisor ticks tools and sets tasks; `team.rs`: the coach pairs and assigns;
//! - `alerts.rs`: a person's alerts; `channel.rs`: the channel they chose (the portal, SMS or
//!   e-mail); `notify.rs`: making them (and their SMS or e-mail);
//!   `jobs.rs`: the periodic pass (due-soon reminders);
//! - `access.rs`, `reach.rs`: who may see which pair, playbook and session; `views.rs`: a pair with
//!   its progress; `model.rs`, `error.rs`: the wire shapes; `store.rs`: the tables; `seed.rs`: the
//!   five playbooks stored at start;
//! - `content/`: the team writes the content (playbooks, chapters, sessions).

pub mod access;
pub mod advisor;
pub mod alerts;
pub mod channel;
pub mod content;
pub mod error;
pub mod files;
pub mod handlers;
pub mod jobs;
pub mod model;
pub mod notify;
pub mod reach;
pub mod replies;
pub mod seed;
pub mod sent;
pub mod store;
pub mod team;
pub mod views;

use axum::extract::DefaultBodyLimit;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::state::AppState;

pub use jobs::{run_alerts, spawn_worker};

pub fn router() -> OpenApiRouter<AppState> {
    let uploads = OpenApiRouter::new()
        .routes(routes!(replies::add_task_response))
        .routes(routes!(replies::add_feedback))
        .layer(DefaultBodyLimit::max(files::BODY_LIMIT));
    OpenApiRouter::new()
        .routes(routes!(handlers::list_pairs, team::make_pair))
        .routes(routes!(handlers::list_playbooks))
        .routes(routes!(handlers::chapters))
        .routes(routes!(handlers::sessions))
        .routes(routes!(handlers::session_info))
        .routes(routes!(handlers::tools, advisor::tick_tool))
        .routes(routes!(handlers::tasks))
        .routes(routes!(handlers::feedback))
        .routes(routes!(advisor::set_task))
        .routes(routes!(team::people))
        .routes(routes!(team::assign))
        .routes(routes!(team::unassign))
        .routes(routes!(alerts::list_alerts))
        .routes(routes!(channel::read_settings, channel::save_settings))
        .routes(routes!(alerts::mark_read))
        .routes(routes!(files::serve))
        .routes(routes!(content::read::list_content))
        .routes(routes!(content::read::preview))
        .routes(routes!(content::save::create_playbook))
        .routes(routes!(content::save::update_playbook))
        .routes(routes!(content::save::create_chapter))
        .routes(routes!(
            content::save::update_chapter,
            content::remove::remove_chapter
        ))
        .routes(routes!(content::save::create_session))
        .routes(routes!(
            content::save::update_session,
            content::remove::remove_session
        ))
        .merge(uploads)
}
