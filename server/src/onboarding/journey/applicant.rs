//! An applicant's onboarding: `GET /applicant/{userId}` (the state with the cohort's questions;
//! `?location=` runs the hub set-up) and `POST /applicant/{userId} {step, value, cohort}` (spec 001
//! sections 4.2 and 7.1).

use axum::extract::{Path, Query, State};
use axum::Json;
use portal_core::onboarding::accept::FILE_NOT_ACCEPTED;
use portal_core::onboarding::applicant::{applicant_state, check_applicant_submission};
use portal_core::onboarding::client::OLD_MANUAL_SYSTEM;
use portal_core::onboarding::questions::{Question, QuestionType};
use portal_core::onboarding::review::StepState;
use portal_core::onboarding::upload_kinds::answer_file_fits;
use portal_core::resumable::UploadKind;
use portal_core::roles::Role;
use serde::Deserialize;
use serde_json::Value;
use utoipa::ToSchema;

use super::client::{complete_if_done, old_system, require_self, StateQuery};
use super::keep::{keep, Sent};
use super::load::{load, questions, Loaded};
use super::setup::load_after_set_up;
use super::wire::{
    ApplicantFolders, CohortWire, Common, NamedStep, OnboardingState, OutQuiz, RejectedStep, Saved,
    StateAnswer, StepWire,
};
use crate::auth::{AuthUser, ClientIp};
use crate::error::{ApiJson, AppError, AppResult, ErrorBody};
use crate::state::AppState;

fn applicant_answer(loaded: &Loaded, questions: &[Question], now: i64) -> OnboardingState {
    let answers = loaded.answers();
    let computed = applicant_state(
        loaded.activated(),
        questions,
        &answers,
        now,
        loaded.deadline(),
    );
    let steps = computed
        .questions
        .iter()
        .map(|q| {
            let state = answers
                .iter()
                .find(|(id, _)| *id == q.id)
                .map(|(_, s)| s.clone())
                .unwrap_or_default();
            let reason = match &state {
                StepState::Rejected { reason } => Some(reason.clone()),
                _ => None,
            };
            StepWire {
                name: q.id.clone(),
                state: state.name().to_owned(),
                reason,
            }
        })
        .collect();
    let common = Common {
        to_approve: computed
            .to_approve_steps()
            .into_iter()
            .map(|q| NamedStep {
                name: q.text.clone(),
            })
            .collect(),
        rejected: computed
            .rejected_steps()
            .into_iter()
            .map(|(q, reason)| RejectedStep {
                name: q.text.clone(),
                reason: reason.to_owned(),
            })
            .collect(),
        path: computed.path(),
        now,
        deadline: loaded.deadline(),
        cohort: CohortWire {
            name: loaded.cohort.name.clone(),
            year: loaded.cohort.year,
        },
        hub: loaded.enrolment.hub.clone(),
        steps,
        summary: computed.summary.clone(),
    };
    let mut state = OnboardingState::new(common);
    state.applicant = Some(ApplicantFolders {
        info_folder: loaded.enrolment.info_folder.clone(),
    });
    state.out_quizes = Some(
        computed
            .questions
            .iter()
            .map(|q| OutQuiz::of(q, &loaded.cohort.id))
            .collect(),
    );
    state
}

#[utoipa::path(
    get,
    path = "/applicant/{userId}",
    tag = "onboarding",
    security(("bearer" = [])),
    params(("userId" = String, Path, description = "The applicant's own id"), StateQuery),
    responses(
        (status = 200, description = "The state with the cohort's questions (`outQuizes`); `data: null` with a message for an applicant in no cohort", body = StateAnswer),
        (status = 400, description = "'Select the location of the hub closest to you'", body = ErrorBody),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not an applicant, or not the applicant themself", body = ErrorBody),
    )
)]
pub async fn applicant_onboarding(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    user: AuthUser,
    Path(user_id): Path<String>,
    Query(query): Query<StateQuery>,
) -> AppResult<Json<StateAnswer>> {
    require_self(&user, Role::Applicant, &user_id)?;
    let location = query.location.as_deref();
    let Some(loaded) = load_after_set_up(&state, &user_id, location, ip.as_deref()).await? else {
        return Ok(old_system());
    };
    let questions = questions(&state, &loaded.cohort.id).await?;
    let answer = applicant_answer(&loaded, &questions, state.now());
    complete_if_done(&state, &loaded, &answer).await?;
    Ok(Json(StateAnswer {
        error: false,
        message: None,
        data: Some(answer),
    }))
}

/// An answer as sent: the question's id, the answer (text, a number, a choice, the choices of a
/// checkbox question as a list, or a finished upload's id), and the cohort (the applicant's own).
#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
pub struct AnswerBody {
    #[serde(default)]
    pub step: String,
    #[serde(default)]
    #[schema(value_type = Object)]
    pub value: Value,
    #[serde(default)]
    pub cohort: String,
}

fn values_of(value: &Value) -> Vec<String> {
    match value {
        Value::Array(items) => items.iter().map(text_of).collect(),
        other => vec![text_of(other)],
    }
}

fn text_of(value: &Value) -> String {
    match value {
        Value::String(text) => text.clone(),
        Value::Null => String::new(),
        other => other.to_string(),
    }
}

#[utoipa::path(
    post,
    path = "/applicant/{userId}",
    tag = "onboarding",
    security(("bearer" = [])),
    params(("userId" = String, Path, description = "The applicant's own id")),
    request_body = AnswerBody,
    responses(
        (status = 200, description = "Saved, awaiting approval; `path` is where to go next", body = Saved),
        (status = 400, description = "The answer's message ('*This field is required', 'Select your file to continue'…), the order, the deadline", body = ErrorBody),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not an applicant, or not the applicant themself", body = ErrorBody),
    )
)]
pub async fn submit_answer(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    user: AuthUser,
    Path(user_id): Path<String>,
    ApiJson(body): ApiJson<Value>,
) -> AppResult<Json<Saved>> {
    require_self(&user, Role::Applicant, &user_id)?;
    let body: AnswerBody = serde_json::from_value(body).unwrap_or_default();
    let Some(loaded) = load(&state, &user_id).await? else {
        return Err(AppError::bad_request(OLD_MANUAL_SYSTEM));
    };
    if !body.cohort.trim().is_empty() && body.cohort.trim() != loaded.cohort.id {
        return Err(AppError::no_access());
    }
    let questions = questions(&state, &loaded.cohort.id).await?;
    let answers = loaded.answers();
    let values = values_of(&body.value);
    let values: Vec<&str> = values.iter().map(String::as_str).collect();
    let now = state.now();
    let (question, checked) = check_applicant_submission(
        loaded.activated(),
        &questions,
        &answers,
        &body.step,
        &values,
        now,
        loaded.deadline(),
    )
    .map_err(AppError::bad_request)?;
    save_answer(&state, &loaded, question, &checked, ip.as_deref()).await?;

    let reloaded = load(&state, &user_id)
        .await?
        .ok_or_else(AppError::no_access)?;
    Ok(Json(Saved {
        error: false,
        message: "Saved".to_owned(),
        path: applicant_answer(&reloaded, &questions, state.now()).path,
    }))
}

async fn save_answer(
    state: &AppState,
    loaded: &Loaded,
    question: &Question,
    checked: &[String],
    ip: Option<&str>,
) -> AppResult<()> {
    let fits = |content_type: &str| answer_file_fits(&question.file_type, content_type);
    let sent = match (question.kind, checked.first()) {
        (QuestionType::File, Some(upload_id)) => Sent::File {
            upload_id,
            kind: UploadKind::ApplicantFile,
            purpose: "onboarding:answer".to_owned(),
            fits: &fits,
            refusal: FILE_NOT_ACCEPTED,
        },
        (QuestionType::Checkbox, _) => {
            Sent::Text(serde_json::to_string(checked).unwrap_or_default())
        }
        (_, value) => Sent::Text(value.cloned().unwrap_or_default()),
    };
    keep(state, loaded, &question.id, sent, ip).await
}
