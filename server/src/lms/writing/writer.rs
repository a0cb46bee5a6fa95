//! What every write of the course editor shares: `lms::written` (the team only, answers in the
//! caller's language, the audit row), the 400 of core's course checks, and the PostgreSQL locks.

use portal_core::language::Language;

use crate::lms::error::LmsError;
use crate::state::AppState;

pub use crate::lms::events::{TEAM_REMOVED as REMOVED, TEAM_SAVED as SAVED};
pub use crate::lms::written::{conflict, done, record, say, team};

/// Whether the server runs on PostgreSQL (where rows are locked `FOR UPDATE`).
pub fn postgres(state: &AppState) -> bool {
    state.backend == crate::db::Backend::Postgres
}

/// 400 with core's message.
pub fn refused(language: Language) -> impl Fn(&'static str) -> LmsError {
    move |message| LmsError::bad(say(language, message))
}
