//! The course editor's wire shapes (docs/lms.md, "Writing the course"). What is sent has every
//! field optional on the wire, so a field left out is core's message, never serde's.

use std::collections::BTreeMap;

use portal_core::lms::course::ObjectiveList;
use portal_core::playbook::model::Text;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::ToSchema;

/// `{en, sw}` as sent (a language left out is blank).
#[derive(Debug, Clone, Default, Serialize, Deserialize, ToSchema)]
#[serde(default)]
pub struct Pair {
    pub en: String,
    pub sw: String,
}

impl Pair {
    pub fn text(&self) -> Text {
        Text::new(&self.en, &self.sw)
    }
}

#[derive(Debug, Clone, Default, Serialize, Deserialize, ToSchema)]
#[serde(default)]
pub struct ClassBody {
    /// On a create: the id the device made for it (24 hex), so the same create sent again (a lost
    /// answer, a retry) makes nothing twice; left out, the server makes one.
    pub id: Option<String>,
    pub name: Pair,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize, ToSchema)]
#[serde(default)]
pub struct ChapterBody {
    /// On a create: the id the device made for it (24 hex), so the same create sent again (a lost
    /// answer, a retry) makes nothing twice; left out, the server makes one.
    pub id: Option<String>,
    pub name: Pair,
    /// 1 is first; left out: last when new, kept when saved again.
    pub position: Option<i64>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize, ToSchema)]
#[serde(default)]
pub struct MeetingBody {
    pub title: Pair,
    /// `YYYY-MM-DD` in Nairobi.
    pub day: String,
    /// `HH:MM` in Nairobi.
    pub starts: String,
    pub ends: String,
    pub place: String,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize, ToSchema)]
#[serde(default)]
pub struct MeetingsBody {
    pub meetings: Vec<MeetingBody>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize, ToSchema)]
#[serde(default)]
pub struct FaqBody {
    pub question: Pair,
    pub solution: Pair,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize, ToSchema)]
#[serde(default)]
pub struct FaqsBody {
    pub faqs: Vec<FaqBody>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize, ToSchema)]
#[serde(default)]
pub struct ObjectiveBody {
    pub title: Pair,
    #[schema(value_type = Object)]
    pub list: ObjectiveList,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize, ToSchema)]
#[serde(default, rename_all = "camelCase")]
pub struct ResourceBody {
    /// `audio`, `video` or `file`.
    #[serde(rename = "type")]
    pub kind: String,
    pub name: Pair,
    pub description: Pair,
    /// `https://…` or `/api/lms/media/…`; a video's YouTube id.
    pub link: String,
    pub size_bytes: Option<u64>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize, ToSchema)]
#[serde(default)]
pub struct TopicBody {
    /// On a create: the id the device made for it (24 hex), so the same create sent again (a lost
    /// answer, a retry) makes nothing twice; left out, the server makes one.
    pub id: Option<String>,
    pub name: Pair,
    pub description: Pair,
    pub position: Option<i64>,
    pub objectives: Vec<ObjectiveBody>,
    pub resources: Vec<ResourceBody>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize, ToSchema)]
#[serde(default)]
pub struct TaskBody {
    pub text: Pair,
    /// `text`, `link`, `choice`, `checkbox` or `file`.
    #[serde(rename = "type")]
    pub kind: String,
    pub options: Vec<Pair>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize, ToSchema)]
#[serde(default, rename_all = "camelCase")]
pub struct AssignmentBody {
    /// On a create: the id the device made for it (24 hex), so the same create sent again (a lost
    /// answer, a retry) makes nothing twice; left out, the server makes one.
    pub id: Option<String>,
    pub title: Pair,
    pub period_in_days: i64,
    /// By the task's number: `{"1": {text, type, options}}`.
    pub tasks: BTreeMap<String, TaskBody>,
    pub position: Option<i64>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize, ToSchema)]
#[serde(default)]
pub struct PreviewBody {
    pub text: String,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize, ToSchema)]
#[serde(default)]
pub struct CourseFileBody {
    /// The file's path in the course folder (`01-money/02-costs.md`).
    pub path: String,
    pub text: String,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize, ToSchema)]
#[serde(default)]
pub struct ImportBody {
    /// On a create: the id the device made for it (24 hex), so the same create sent again (a lost
    /// answer, a retry) makes nothing twice; left out, the server makes one.
    pub id: Option<String>,
    pub files: Vec<CourseFileBody>,
}

pub use crate::lms::written::Written;

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct SavedId {
    pub id: String,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Imported {
    pub class_id: String,
    pub chapters: usize,
    pub topics: usize,
    pub assignments: usize,
}

/// One problem of an import: the file, the line (0: the file as a whole), the problem described
/// in the caller's language (`01-money/assignment-1.md, line 2: …`).
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct ImportProblem {
    pub file: String,
    pub line: usize,
    pub message: String,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct ImportRefusal {
    pub error: bool,
    /// The first problem.
    pub message: String,
    pub errors: Vec<ImportProblem>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Data<T> {
    pub data: T,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Exported {
    pub files: Vec<CourseFileBody>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Html {
    pub html: String,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MeetingDetail {
    pub id: String,
    #[schema(value_type = Object)]
    pub title: Text,
    pub day: String,
    pub starts: String,
    pub ends: String,
    pub place: String,
    pub starts_at: i64,
    pub ends_at: i64,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct FaqDetail {
    pub id: String,
    #[schema(value_type = Object)]
    pub question: Text,
    #[schema(value_type = Object)]
    pub solution: Text,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct TopicLine {
    pub id: String,
    #[schema(value_type = Object)]
    pub name: Text,
    pub position: i64,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AssignmentLine {
    pub id: String,
    #[schema(value_type = Object)]
    pub title: Text,
    pub period_in_days: i64,
    pub position: i64,
    pub submissions: i64,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct ChapterDetail {
    pub id: String,
    #[schema(value_type = Object)]
    pub name: Text,
    pub position: i64,
    pub topics: Vec<TopicLine>,
    pub assignments: Vec<AssignmentLine>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClassDetail {
    pub id: String,
    pub cohort_id: String,
    #[schema(value_type = Object)]
    pub name: Text,
    pub meetings: Vec<MeetingDetail>,
    pub faqs: Vec<FaqDetail>,
    pub chapters: Vec<ChapterDetail>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct ObjectiveDetail {
    #[schema(value_type = Object)]
    pub title: Text,
    #[schema(value_type = Object)]
    pub list: Value,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ResourceDetail {
    /// `audio`, `video` or `file`.
    #[serde(rename = "type")]
    pub kind: String,
    #[schema(value_type = Object)]
    pub name: Text,
    #[schema(value_type = Object)]
    pub description: Text,
    pub link: String,
    pub size_bytes: Option<i64>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TopicDetail {
    pub id: String,
    pub chapter_id: String,
    #[schema(value_type = Object)]
    pub name: Text,
    #[schema(value_type = Object)]
    pub description: Text,
    pub position: i64,
    pub objectives: Vec<ObjectiveDetail>,
    pub resources: Vec<ResourceDetail>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AssignmentDetail {
    pub id: String,
    pub chapter_id: String,
    #[schema(value_type = Object)]
    pub title: Text,
    pub period_in_days: i64,
    pub position: i64,
    /// `{"1": {text {en, sw}, type, options}}`.
    #[schema(value_type = Object)]
    pub tasks: Value,
    pub submissions: i64,
}
