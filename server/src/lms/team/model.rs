//! The team's wire shapes (what every team write shares is `lms::written`, re-exported here).

use portal_core::playbook::model::Text;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

pub use crate::lms::events::{TEAM_REMOVED as REMOVED, TEAM_SAVED as SAVED};
pub use crate::lms::written::{bad, conflict, done, record, say, team, Written};

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
