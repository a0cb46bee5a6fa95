//! The state answer of `GET /api/onboarding/{userId}` and `GET /api/applicant/{userId}` (spec 001
//! section 3, "Onboarding state"), and the answers of the saving calls.

use portal_core::onboarding::deadline::time_left;
use portal_core::onboarding::progress::Summary;
use portal_core::onboarding::questions::Question;
use serde::Serialize;
use utoipa::ToSchema;

/// `{error: false, data}`, or `data: null` with the message for someone not on the new onboarding.
#[derive(Debug, Serialize, ToSchema)]
pub struct StateAnswer {
    pub error: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub message: Option<String>,
    pub data: Option<OnboardingState>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct TimeLeftWire {
    pub hour: i64,
    pub mins: i64,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct CohortWire {
    pub name: String,
    pub year: i64,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct NamedStep {
    /// A client's step by its wire name (passport…), an applicant's question by its text.
    pub name: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct RejectedStep {
    pub name: String,
    pub reason: String,
}

/// Each step or question and where it stands, in order: the sidebar's states.
#[derive(Debug, Serialize, ToSchema)]
pub struct StepWire {
    /// The step's wire name, or the question's id.
    pub name: String,
    /// not_started, pending, approved or rejected.
    pub state: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClientFolders {
    pub info_folder: String,
    pub invest_folder: String,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ApplicantFolders {
    pub info_folder: String,
}

/// A cohort question as the applicant's screens read it (spec 3, "Applicant question").
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OutQuiz {
    #[serde(rename = "_id")]
    pub id: String,
    pub question: String,
    pub order: i64,
    #[serde(rename = "type")]
    pub kind: String,
    pub options: Vec<String>,
    pub file_type: String,
    pub required: bool,
    pub cohort_id: String,
}

impl OutQuiz {
    pub fn of(question: &Question, cohort_id: &str) -> OutQuiz {
        OutQuiz {
            id: question.id.clone(),
            question: question.text.clone(),
            order: question.order,
            kind: question.kind.name().to_owned(),
            options: question.options.clone(),
            file_type: question.file_type.clone(),
            required: question.required,
            cohort_id: cohort_id.to_owned(),
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OnboardingState {
    /// "7%".
    pub progress: String,
    pub steps_done: usize,
    pub total_steps: usize,
    pub pending_approval: usize,
    pub days_left: i64,
    pub time_left: TimeLeftWire,
    /// Epoch seconds.
    pub deadline: i64,
    pub cohort: CohortWire,
    pub to_approve_steps: Vec<NamedStep>,
    pub rejected_steps: Vec<RejectedStep>,
    /// The route the person must be on.
    pub path: String,
    pub first_attempt: bool,
    /// welcome, apply, approvals, success or too_late.
    pub status: String,
    pub hub: Option<String>,
    pub steps: Vec<StepWire>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub onboarding: Option<ClientFolders>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub applicant: Option<ApplicantFolders>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub out_quizes: Option<Vec<OutQuiz>>,
}

/// The fields every state shares, from core's summary.
pub struct Common {
    pub summary: Summary,
    pub now: i64,
    pub deadline: i64,
    pub cohort: CohortWire,
    pub to_approve: Vec<NamedStep>,
    pub rejected: Vec<RejectedStep>,
    pub path: String,
    pub hub: Option<String>,
    pub steps: Vec<StepWire>,
}

impl OnboardingState {
    pub fn new(common: Common) -> OnboardingState {
        let left = time_left(common.now, common.deadline);
        OnboardingState {
            progress: common.summary.progress(),
            steps_done: common.summary.steps_done,
            total_steps: common.summary.total_steps,
            pending_approval: common.summary.pending_approval(),
            days_left: left.days,
            time_left: TimeLeftWire {
                hour: left.hours,
                mins: left.mins,
            },
            deadline: common.deadline,
            cohort: common.cohort,
            to_approve_steps: common.to_approve,
            rejected_steps: common.rejected,
            path: common.path,
            first_attempt: common.summary.first_attempt,
            status: common.summary.place.name().to_owned(),
            hub: common.hub,
            steps: common.steps,
            onboarding: None,
            applicant: None,
            out_quizes: None,
        }
    }
}

/// `{error: false, message}` after a saved step or answer (spec 7.1 reads `error`).
#[derive(Debug, Serialize, ToSchema)]
pub struct Saved {
    pub error: bool,
    pub message: String,
    /// Where the person goes next.
    pub path: String,
}
