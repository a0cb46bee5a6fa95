//! The playbook's wire shapes (spec 001 section 7.2): reads answer `{data}` in core's record shapes
//! (camelCase, `_id`), the posts `{error, msg}`.

use portal_core::playbook::markdown::to_html;
use portal_core::playbook::model::{
    Chapter, Feedback, PairTool, Pairing, Playbook, Session, Task, Text, Tool,
};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// The posts' answer: `error` false with what was done, or true with the reason.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct Answer {
    pub error: bool,
    pub msg: String,
}

impl Answer {
    pub fn done(msg: &str) -> Answer {
        Answer {
            error: false,
            msg: msg.to_owned(),
        }
    }
}

/// A pair as both sides and the team read it: core's `Pairing` (advisorMail, advisorWaap,
/// assignedPlaybooks, _id, progress per assigned playbook) and the two people's names.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PairView {
    #[serde(flatten)]
    #[schema(value_type = Object)]
    pub pairing: Pairing,
    pub entrepreneur_name: String,
    pub entrepreneur_mail: String,
    /// The entrepreneur's phone ("" when the account has none).
    pub entrepreneur_phone: String,
    pub advisor_name: String,
    pub created_at: i64,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct PairsResponse {
    pub data: Vec<PairView>,
}

#[derive(Debug, Clone, Deserialize, ToSchema)]
pub struct PairsQuery {
    /// One pair's id: the answer holds it, or the call fails as for a pair not found.
    pub id: Option<String>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct PlaybooksResponse {
    #[schema(value_type = Vec<Object>)]
    pub data: Vec<Playbook>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct ChaptersResponse {
    #[schema(value_type = Vec<Object>)]
    pub data: Vec<Chapter>,
    /// Section 8's 'No Playbook chapters' when there are none.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub message: Option<String>,
}

/// A session in a chapter's list (its information and tools come with the session call).
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SessionItem {
    #[serde(rename = "_id")]
    pub id: String,
    pub chapter_id: String,
    #[schema(value_type = Object)]
    pub name: portal_core::playbook::model::Text,
    pub position: u32,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct SessionsResponse {
    pub data: Vec<SessionItem>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub message: Option<String>,
}

/// A Markdown text rendered for the phone by core's `to_html` (the subset only, the rest escaped).
pub fn html_of(text: &Text) -> Text {
    Text {
        en: to_html(&text.en),
        sw: to_html(&text.sw),
    }
}

/// A tool with its information also as HTML (`infoHtml`).
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ToolView {
    #[serde(flatten)]
    #[schema(value_type = Object)]
    pub tool: Tool,
    #[schema(value_type = Object)]
    pub info_html: Text,
}

impl ToolView {
    pub fn of(tool: Tool) -> ToolView {
        ToolView {
            info_html: html_of(&tool.info),
            tool,
        }
    }
}

/// A session as answered: core's `Session` (`_id`, chapterId, name, position, info, tools) with its
/// information also as HTML (`infoHtml {en, sw}`), and each tool's (`tools[].infoHtml`).
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SessionView {
    #[serde(rename = "_id")]
    pub id: String,
    pub chapter_id: String,
    #[schema(value_type = Object)]
    pub name: Text,
    pub position: u32,
    /// Markdown of core's subset.
    #[schema(value_type = Object)]
    pub info: Text,
    /// `info` rendered as HTML: headings, paragraphs, lists, bold and https links only, the rest
    /// escaped.
    #[schema(value_type = Object)]
    pub info_html: Text,
    pub tools: Vec<ToolView>,
}

impl SessionView {
    pub fn of(session: Session) -> SessionView {
        SessionView {
            info_html: html_of(&session.info),
            id: session.id,
            chapter_id: session.chapter_id,
            name: session.name,
            position: session.position,
            info: session.info,
            tools: session.tools.into_iter().map(ToolView::of).collect(),
        }
    }
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SessionResponse {
    pub data: SessionView,
    pub playbook_id: String,
}

/// A tool of a pair's checklist: core's `PairTool` (with `_isDone`) and `infoHtml`.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PairToolView {
    #[serde(flatten)]
    #[schema(value_type = Object)]
    pub tool: PairTool,
    #[schema(value_type = Object)]
    pub info_html: Text,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct ToolsResponse {
    pub data: Vec<PairToolView>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub message: Option<String>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct TasksResponse {
    #[schema(value_type = Vec<Object>)]
    pub data: Vec<Task>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub message: Option<String>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct FeedbackResponse {
    #[schema(value_type = Vec<Object>)]
    pub data: Vec<Feedback>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub message: Option<String>,
}

/// The advisor ticks or unticks a tool of a session for a pair, by its English name.
#[derive(Debug, Clone, Deserialize, ToSchema)]
pub struct TickBody {
    pub tool: String,
    pub done: bool,
}

/// The advisor sets a pair a task in a session.
#[derive(Debug, Clone, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TaskBody {
    // Defaults, so a body short of a field reaches the role and owner checks first.
    #[serde(default)]
    pub session_id: String,
    #[serde(default)]
    pub pairing_id: String,
    #[serde(default)]
    pub topic: String,
    #[serde(default)]
    pub task: String,
    /// The due day, `yyyy-mm-dd` (due at its start in Nairobi); none or empty for no date.
    pub due_date: Option<String>,
    /// An id the app made for this task (core's 24 characters): the same task sent again (its
    /// answer lost) is set once, and answered as it was stored.
    pub submission_id: Option<String>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TaskSet {
    pub error: bool,
    pub msg: String,
    #[schema(value_type = Object)]
    pub data: Task,
}

/// A person the team may pair.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PersonView {
    pub user_id: String,
    pub name: String,
    pub email: String,
    pub role: String,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct PeopleResponse {
    pub entrepreneurs: Vec<PersonView>,
    pub advisors: Vec<PersonView>,
}

#[derive(Debug, Clone, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PairBody {
    // Defaults, so a body short of a field reaches the role check first.
    #[serde(default)]
    pub entrepreneur_id: String,
    #[serde(default)]
    pub advisor_id: String,
}

#[derive(Debug, Clone, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AssignBody {
    #[serde(default)]
    pub playbook_id: String,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct PairSaved {
    pub error: bool,
    pub msg: String,
    pub data: PairView,
}

/// One of a person's alerts.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AlertView {
    #[serde(rename = "_id")]
    pub id: String,
    /// newTask, taskDue, newFeedback or newReply.
    pub kind: String,
    pub title: String,
    pub body: String,
    pub pairing_id: Option<String>,
    pub session_id: Option<String>,
    pub read: bool,
    pub created_at: i64,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AlertsResponse {
    pub data: Vec<AlertView>,
    pub unread: i64,
}

/// The channel a person chose for their alerts besides the portal: `app` (the portal only),
/// `sms` or `email`.
#[derive(Debug, Clone, Default, Serialize, Deserialize, ToSchema)]
pub struct AlertSettings {
    #[serde(default)]
    pub channel: String,
}

// Authoring (`content/`): the team writes playbooks, chapters and sessions.

/// A text as sent by the editor: `{en, sw}`, either left out counting as blank (core's checks
/// then answer it).
#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
pub struct TextBody {
    #[serde(default)]
    pub en: String,
    #[serde(default)]
    pub sw: String,
}

impl TextBody {
    pub fn text(&self) -> Text {
        Text::new(self.en.trim(), self.sw.trim())
    }

    /// Markdown keeps its lines and indents (only the ends are trimmed).
    pub fn markdown(&self) -> Text {
        Text::new(self.en.trim_end(), self.sw.trim_end())
    }
}

#[derive(Debug, Clone, Deserialize, ToSchema)]
pub struct PlaybookBody {
    // Defaults, so a body short of a field reaches the role check first.
    #[serde(default)]
    pub name: TextBody,
    #[serde(default)]
    pub summary: TextBody,
}

#[derive(Debug, Clone, Deserialize, ToSchema)]
pub struct ChapterBody {
    #[serde(default)]
    pub name: TextBody,
    /// 1, 2, 3…; left out: after the last (a new chapter) or where it is (a chapter saved again).
    pub position: Option<u32>,
}

/// One tool of a session's checklist as the editor sends it.
#[derive(Debug, Clone, Deserialize, ToSchema)]
pub struct ToolBody {
    #[serde(default)]
    pub name: TextBody,
    #[serde(default)]
    pub info: TextBody,
    /// One of `icons` of `GET /api/playbook/content`.
    #[serde(default)]
    pub icon: String,
    /// An `https://` link, or none (empty counts as none).
    pub value: Option<String>,
}

impl ToolBody {
    pub fn tool(&self) -> Tool {
        Tool {
            name: self.name.text(),
            info: self.info.markdown(),
            icon: self.icon.trim().to_owned(),
            link: self
                .value
                .as_deref()
                .map(str::trim)
                .filter(|v| !v.is_empty())
                .map(str::to_owned),
        }
    }
}

#[derive(Debug, Clone, Deserialize, ToSchema)]
pub struct SessionBody {
    #[serde(default)]
    pub name: TextBody,
    /// Left out: after the last (a new session) or where it is (a session saved again).
    pub position: Option<u32>,
    /// Markdown of core's subset, in both languages.
    #[serde(default)]
    pub info: TextBody,
    /// The checklist in order. A pair's tick follows a tool by its English name: a tool renamed
    /// in English starts unticked.
    #[serde(default)]
    pub tools: Vec<ToolBody>,
}

/// A chapter with its sessions (each with `infoHtml`), by position.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct ChapterContent {
    #[serde(flatten)]
    #[schema(value_type = Object)]
    pub chapter: Chapter,
    pub sessions: Vec<SessionView>,
}

/// A playbook with its chapters, by position.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct PlaybookContent {
    #[serde(flatten)]
    #[schema(value_type = Object)]
    pub playbook: Playbook,
    pub chapters: Vec<ChapterContent>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct ContentResponse {
    pub error: bool,
    pub data: Vec<PlaybookContent>,
    /// The icons a tool may use (core's `seeds::ICONS`).
    pub icons: Vec<String>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct PlaybookSaved {
    pub error: bool,
    pub msg: String,
    #[schema(value_type = Object)]
    pub data: Playbook,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct ChapterSaved {
    pub error: bool,
    pub msg: String,
    #[schema(value_type = Object)]
    pub data: Chapter,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct SessionSaved {
    pub error: bool,
    pub msg: String,
    pub data: SessionView,
}

#[derive(Debug, Clone, Deserialize, ToSchema)]
pub struct PreviewBody {
    #[serde(default)]
    pub text: String,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct PreviewResponse {
    pub html: String,
}
