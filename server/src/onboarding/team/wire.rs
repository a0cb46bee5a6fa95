//! The team's wire shapes: cohorts, questions, enrolment results, the review queue, progress.

use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::ToSchema;

/// A cohort as the form sends it.
#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CohortBody {
    #[serde(default)]
    pub name: String,
    /// A year, as text or a number.
    #[serde(default)]
    #[schema(value_type = String)]
    pub year: Value,
    /// yyyy-mm-dd.
    #[serde(default)]
    pub intake_date: String,
    /// yyyy-mm-dd, or empty: 90 days from each person's enrolment.
    #[serde(default)]
    pub deadline: String,
    #[serde(default)]
    pub hubs: Vec<String>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CohortWire {
    pub id: String,
    pub name: String,
    pub year: i64,
    pub intake_date: String,
    /// Epoch seconds, or null: 90 days from each person's enrolment.
    pub deadline: Option<i64>,
    pub hubs: Vec<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct CohortList {
    pub error: bool,
    pub count: usize,
    pub data: Vec<CohortWire>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct CohortSaved {
    pub error: bool,
    pub message: String,
    pub data: CohortWire,
}

/// One question as the coach's form sends it.
#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct QuestionBody {
    /// Kept when the question is edited; a new one gets an id.
    #[serde(default, rename = "_id")]
    pub id: String,
    #[serde(default)]
    pub question: String,
    #[serde(default)]
    pub order: i64,
    #[serde(default, rename = "type")]
    pub kind: String,
    #[serde(default)]
    pub options: Vec<String>,
    #[serde(default)]
    pub file_type: String,
    #[serde(default = "yes")]
    pub required: bool,
}

fn yes() -> bool {
    true
}

#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
pub struct QuestionsBody {
    #[serde(default)]
    pub questions: Vec<QuestionBody>,
}

/// Users to enrol: e-mail addresses or ids, one or many.
#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
pub struct EnrolBody {
    #[serde(default)]
    pub users: Vec<String>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Enrolled {
    pub error: bool,
    pub message: String,
    /// Enrolled now (or moved from another cohort).
    pub enrolled: Vec<String>,
    /// In this cohort already.
    pub already: Vec<String>,
    /// No client or applicant has this e-mail or id.
    pub not_found: Vec<String>,
}

/// A submission awaiting the team.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct WaitingWire {
    pub user_id: String,
    pub name: String,
    pub cohort_id: String,
    pub track: String,
    pub hub: Option<String>,
    /// A client's step by its wire name, an applicant's question by its id.
    pub step: String,
    /// The step's label or the question's text, in English.
    pub label: String,
    /// The overview's text or an answer; for a file, its address in `fileUrl`.
    pub value: String,
    pub file_url: Option<String>,
    pub content_type: Option<String>,
    pub submitted_at: i64,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct WaitingList {
    pub error: bool,
    pub count: usize,
    pub data: Vec<WaitingWire>,
}

#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
pub struct DecisionBody {
    /// approve or reject.
    #[serde(default)]
    pub decision: String,
    /// Required to reject.
    #[serde(default)]
    pub reason: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct Decided {
    pub error: bool,
    pub message: String,
}

/// One entrepreneur's progress in a cohort.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProgressRow {
    pub user_id: String,
    pub name: String,
    pub email: String,
    pub track: String,
    pub hub: Option<String>,
    pub steps_done: usize,
    pub total_steps: usize,
    pub pending: usize,
    pub rejected: usize,
    pub days_left: i64,
    /// welcome, apply, approvals, success or too_late.
    pub status: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ProgressList {
    pub error: bool,
    pub count: usize,
    pub data: Vec<ProgressRow>,
}
