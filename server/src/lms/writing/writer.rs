//! What every write of the course editor shares: the coach or the super admin only (any other
//! role 403), answers and refusals in the caller's language (core's course messages), the audit
//! row of each change.

use axum::Json;
use portal_core::language::Language;
use portal_core::lms::course::messages::in_language;
use sqlx::AnyConnection;

use super::model::Written;
use crate::audit::{self, Event};
use crate::auth::AuthUser;
use crate::lms::access::TEAM;
use crate::lms::error::{LmsError, LmsResult};
use crate::lms::files::language_of;
use crate::state::AppState;

/// The audit kinds of the team's changes (detail `class|chapter|topic|assignment {id}`).
pub const SAVED: &str = "lms_team_saved";
pub const REMOVED: &str = "lms_team_removed";

/// The caller's language, once they are the coach or the super admin (403 for any other role).
pub async fn team(state: &AppState, user: &AuthUser) -> LmsResult<Language> {
    user.require(&TEAM)?;
    language_of(state, user).await
}

/// Whether the server runs on PostgreSQL (where rows are locked `FOR UPDATE`).
pub fn postgres(state: &AppState) -> bool {
    state.backend == crate::db::Backend::Postgres
}

pub fn say(language: Language, english: &str) -> String {
    in_language(english, language).to_owned()
}

/// 400 with core's message.
pub fn refused(language: Language) -> impl Fn(&'static str) -> LmsError {
    move |message| LmsError::bad(say(language, message))
}

pub fn conflict(language: Language, message: &str) -> LmsError {
    LmsError::conflict(say(language, message))
}

pub fn done<T>(language: Language, message: &str, data: Option<T>) -> Json<Written<T>> {
    Json(Written {
        error: false,
        message: say(language, message),
        data,
    })
}

/// The audit row of a change: `what` (class, chapter, topic, assignment) and its id.
pub async fn record(
    conn: &mut AnyConnection,
    state: &AppState,
    user: &AuthUser,
    ip: Option<&str>,
    kind: &str,
    what: &str,
    id: &str,
) -> LmsResult<()> {
    let detail = [what, " ", id].concat();
    let event = Event {
        user_id: Some(&user.user_id),
        kind,
        detail: &detail,
        ip,
    };
    audit::record(conn, state.now(), event).await?;
    Ok(())
}
