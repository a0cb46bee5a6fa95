//! The learning area's wire shapes (spec 002 section 7.5, docs/lms.md): lists `{data}` (with
//! `count` where 7.5 names it), reads that may be missing `{Response, data}`, writes
//! `{error, message}`. Texts a person reads are `{en, sw}`.

use portal_core::lms::model::Progress;
use portal_core::playbook::model::Text;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::{IntoParams, ToSchema};

/// A write's answer: `error` false with what was done, or true with the reason.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct Answer {
    pub error: bool,
    pub message: String,
}

impl Answer {
    pub fn done(message: &str) -> Answer {
        Answer {
            error: false,
            message: message.to_owned(),
        }
    }
}

/// A survey write's answer (section 7.5: error, success, message).
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct SurveyAnswer {
    pub error: bool,
    pub success: bool,
    pub message: String,
}

/// `"True"` when there is something, `"False"` otherwise (the spec's `Response`).
pub fn response_flag(found: bool) -> String {
    if found { "True" } else { "False" }.to_owned()
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Listed<T> {
    pub data: Vec<T>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Counted<T> {
    pub count: usize,
    pub data: Vec<T>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "PascalCase")]
pub struct Found<T> {
    /// `True` or `False`.
    pub response: String,
    #[serde(rename = "data")]
    pub data: Vec<T>,
}

impl<T> Found<T> {
    pub fn of(data: Vec<T>) -> Found<T> {
        Found {
            response: response_flag(!data.is_empty()),
            data,
        }
    }
}

#[derive(Debug, Clone, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ByQuery {
    pub user_id: Option<String>,
    pub cohort_id: Option<String>,
    pub class_id: Option<String>,
    pub chapter_id: Option<String>,
    pub topic_id: Option<String>,
    pub trainee_id: Option<String>,
    pub mentor_id: Option<String>,
}

impl ByQuery {
    pub fn get(value: &Option<String>) -> Option<&str> {
        value.as_deref().map(str::trim).filter(|v| !v.is_empty())
    }
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TraineeView {
    pub id: String,
    pub cohort_id: String,
    pub user_id: String,
    pub name: String,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MeetingView {
    pub id: String,
    #[schema(value_type = Object)]
    pub title: Text,
    pub starts_at: i64,
    pub ends_at: i64,
    pub place: String,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClassView {
    pub id: String,
    pub cohort_id: String,
    #[schema(value_type = Object)]
    pub name: Text,
    pub meetings: Vec<MeetingView>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct MentorView {
    pub id: String,
    pub name: String,
    pub email: String,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct ChapterAssignment {
    pub id: String,
    #[schema(value_type = Object)]
    pub title: Text,
    /// The trainee's submissions of it (0 or 1).
    pub submissions: u32,
    /// Graded.
    pub is_marked: bool,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct ChapterView {
    pub id: String,
    #[schema(value_type = Object)]
    pub name: Text,
    pub position: i64,
    /// `completed`, `current` or `locked`: core's walk for the trainee.
    pub status: String,
    pub assignments: Vec<ChapterAssignment>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TopicItem {
    pub id: String,
    pub chapter_id: String,
    #[schema(value_type = Object)]
    pub name: Text,
    pub position: i64,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TopicView {
    pub id: String,
    pub chapter_id: String,
    #[schema(value_type = Object)]
    pub name: Text,
    #[schema(value_type = Object)]
    pub description: Text,
    /// The description rendered by core's Markdown subset.
    #[schema(value_type = Object)]
    pub description_html: Text,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ResourceView {
    pub id: String,
    pub topic_id: String,
    #[schema(value_type = Object)]
    pub name: Text,
    #[schema(value_type = Object)]
    pub description: Text,
    pub link: String,
    pub position: i64,
    /// 2 audio, 3 video id, 4 hosted file.
    pub resource_type_id: i64,
    pub size_bytes: Option<i64>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct ObjectiveView {
    pub id: String,
    #[schema(value_type = Object)]
    pub title: Text,
    /// `{en: [...], sw: [...]}`.
    #[schema(value_type = Object)]
    pub list: Value,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct FaqView {
    pub id: String,
    #[schema(value_type = Object)]
    pub question: Text,
    #[schema(value_type = Object)]
    pub solution: Text,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AssignmentItem {
    pub id: String,
    #[schema(value_type = Object)]
    pub title: Text,
    pub created_at: i64,
    pub period_in_days: i64,
    pub chapter_id: String,
    /// createdAt + periodInDays (core's due date), epoch seconds.
    pub due_date: i64,
    /// For a trainee: the score, null (submitted, not graded) or `"notAttempted"`.
    #[schema(value_type = Object)]
    pub score: Value,
    /// `notAttempted`, `submitted` or `graded` (`notAttempted` when no trainee is read).
    pub state: String,
    /// The only one open: the first not attempted in course order.
    pub unlocked: bool,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct AssignmentView {
    pub id: String,
    #[schema(value_type = Object)]
    pub title: Text,
    /// `{"1": {text {en, sw}, type, options}}`.
    #[schema(value_type = Object)]
    pub tasks: Value,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SubmitView {
    pub id: String,
    pub score: Option<i64>,
    pub comment: Option<String>,
    pub created_at: i64,
    pub graded_at: Option<i64>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct ProgressAnswer {
    pub error: bool,
    pub message: String,
    /// `{submitted, total, percent}` (percent a number, 2 decimals).
    #[schema(value_type = Object)]
    pub data: Progress,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReviewView {
    pub trainee_id: String,
    pub rating: i64,
    pub comment: String,
    pub created_at: i64,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct MessageContent {
    /// `text`.
    pub kind: String,
    pub text: String,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MessageView {
    pub id: String,
    pub cohort_id: String,
    pub trainee_id: String,
    pub mentor_id: String,
    /// `trainee` or `mentor`.
    pub sender: String,
    pub content: MessageContent,
    /// `sent` or `read`.
    pub status: String,
    pub created_at: i64,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct NoteView {
    pub id: String,
    pub title: String,
    #[schema(value_type = Object)]
    pub notes: Value,
    #[serde(rename = "type")]
    #[schema(value_type = Object)]
    pub kind: Value,
    pub cohort_id: String,
    pub created_by: String,
    pub created_at: i64,
    pub updated_at: i64,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PitchView {
    pub id: String,
    pub trainee_id: String,
    pub trainee_name: String,
    /// 1 or 2.
    pub number: i64,
    /// The deck's file id.
    pub upload: String,
    pub file_name: String,
    /// Where the trainee and the cohort's mentors download the deck.
    pub url: String,
    pub score: Option<i64>,
    pub comment: Option<String>,
    /// `submitted` or `graded`.
    pub state: String,
    pub created_at: i64,
    pub updated_at: i64,
    pub graded_at: Option<i64>,
}

/// A mentor's grade: a whole number 0 to 100 (as a number or its text) and a comment.
#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
#[serde(default)]
pub struct GradeJson {
    #[schema(value_type = Object)]
    pub score: Option<Value>,
    pub comment: Option<String>,
}
