//! What every write of the team's (cohorts, people, media, the course) shares: the coach or the
//! super admin only (any other role 403), the answer `{error: false, message, data?}`, answers and
//! refusals in the caller's language (core's `lms::team`, course and learning message tables), the
//! audit row of each change (`events::TEAM_SAVED`, `events::TEAM_REMOVED`).

use axum::Json;
use portal_core::language::Language;
use serde::Serialize;
use sqlx::AnyConnection;
use utoipa::ToSchema;

use crate::audit::{self, Event};
use crate::auth::AuthUser;
use crate::lms::access::TEAM;
use crate::lms::error::{LmsError, LmsResult};
use crate::lms::files::language_of;
use crate::state::AppState;

/// A write's answer: `{error: false, message, data?}`.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Written<T> {
    pub error: bool,
    pub message: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub data: Option<T>,
}

/// The caller's language, once they are the coach or the super admin (403 for any other role).
pub async fn team(state: &AppState, user: &AuthUser) -> LmsResult<Language> {
    user.require(&TEAM)?;
    language_of(state, user).await
}

/// A message of the team's, the course's or the learning rules' tables in `language`.
pub fn say(language: Language, english: &str) -> String {
    let tables: [fn(&str, Language) -> &str; 3] = [
        portal_core::lms::team::in_language,
        portal_core::lms::course::messages::in_language,
        portal_core::lms::messages::in_language,
    ];
    tables
        .iter()
        .map(|table| table(english, language))
        .find(|said| *said != english)
        .unwrap_or(english)
        .to_owned()
}

pub fn bad(language: Language, english: &str) -> LmsError {
    LmsError::bad(say(language, english))
}

pub fn conflict(language: Language, english: &str) -> LmsError {
    LmsError::conflict(say(language, english))
}

pub fn done<T>(language: Language, english: &str, data: Option<T>) -> Json<Written<T>> {
    Json(Written {
        error: false,
        message: say(language, english),
        data,
    })
}

/// What a create finds already stored under its id: made by the same create before (its parent is
/// the one asked: the same answer again), or something else (a conflict).
pub fn made_before(language: Language, stored_parent: &str, parent: &str) -> LmsResult<()> {
    if stored_parent == parent {
        Ok(())
    } else {
        Err(conflict(language, portal_core::lms::team::ID_IN_USE))
    }
}

/// The audit row of a change: `what` (cohort, trainee, mentors, media, class, chapter, topic,
/// assignment) and its id.
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
