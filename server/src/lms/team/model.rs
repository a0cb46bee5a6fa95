//! The team's wire shapes, and what every team write shares: the coach or the super admin only, the
//! answers and refusals in the caller's language (core's `lms::team` and `lms::messages` tables),
//! the audit row of each change.

use axum::Json;
use portal_core::language::Language;
use portal_core::playbook::model::Text;
use serde::{Deserialize, Serialize};
use sqlx::AnyConnection;
use utoipa::ToSchema;

use crate::audit::{self, Event};
use crate::auth::AuthUser;
use crate::lms::access::TEAM;
use crate::lms::error::{LmsError, LmsResult};
use crate::lms::files::language_of;
use crate::state::AppState;

/// The audit kinds of the team's changes (detail `cohort|trainee|mentors|media {id}`).
pub const SAVED: &str = "lms_team_saved";
pub const REMOVED: &str = "lms_team_removed";

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

/// A message of the team's or the learning rules' tables in `language`.
pub fn say(language: Language, english: &str) -> String {
    let team = portal_core::lms::team::in_language(english, language);
    if team != english {
        return team.to_owned();
    }
    portal_core::lms::messages::in_language(english, language).to_owned()
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

/// The audit row of a change: `what` (cohort, trainee, mentors, media) and its id.
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

#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
#[serde(default)]
pub struct CohortJson {
    pub name: String,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct CohortSaved {
    pub id: String,
    pub name: String,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct MentorLine {
    pub id: String,
    pub name: String,
    pub email: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub phone: Option<String>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct ClassLine {
    pub id: String,
    #[schema(value_type = Object)]
    pub name: Text,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub chapters: Option<i64>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CohortLine {
    pub id: String,
    pub name: String,
    pub created_at: i64,
    pub mentors: Vec<MentorLine>,
    pub trainees: i64,
    pub classes: Vec<ClassLine>,
}

/// The entered score items (0..100, null when not entered).
#[derive(Debug, Clone, Default, Serialize, ToSchema)]
pub struct EnteredScores {
    pub trainer: Option<i64>,
    pub mentor: Option<i64>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TraineeLine {
    pub trainee_id: String,
    pub user_id: String,
    pub name: String,
    pub email: String,
    pub phone: String,
    pub role: String,
    pub created_at: i64,
    /// Any submission, pitch, note, message, review or survey answer (then it cannot be removed).
    pub has_work: bool,
    pub scores: EnteredScores,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct CohortWhole {
    pub id: String,
    pub name: String,
    pub mentors: Vec<MentorLine>,
    pub trainees: Vec<TraineeLine>,
    pub classes: Vec<ClassLine>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct One<T> {
    pub data: T,
}

#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct MentorsJson {
    pub mentor_ids: Vec<String>,
}

#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct TraineesJson {
    pub user_ids: Vec<String>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Added {
    pub added: usize,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PersonLine {
    pub id: String,
    pub name: String,
    pub email: String,
    pub phone: String,
    pub role: String,
    pub cohort_id: Option<String>,
    pub cohort_name: Option<String>,
}

#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
#[serde(default)]
pub struct MediaJson {
    /// A finished `lmsMedia` upload of the caller's.
    pub upload: String,
    /// The name shown (default `media.{extension}`).
    pub name: Option<String>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MediaSaved {
    /// `/api/lms/media/{id}/{token}`.
    pub link: String,
    pub size_bytes: i64,
    pub name: String,
    pub content_type: String,
}
