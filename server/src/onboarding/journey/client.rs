//! A client's onboarding: `GET /onboarding/{userId}` (the state; `?location=` runs the hub set-up)
//! and `POST /onboarding/{userId}/step {step, value}` (spec 001 sections 4.1 and 7.1).

use axum::extract::{Path, Query, State};
use axum::Json;
use portal_core::onboarding::client::check_submission;
use portal_core::onboarding::client::{client_state, sidebar, OLD_MANUAL_SYSTEM};
use portal_core::onboarding::steps::Step;
use portal_core::onboarding::upload_kinds::upload_kind;
use portal_core::resumable::FILE_NOT_FOUND;
use portal_core::roles::Role;
use serde::Deserialize;
use serde_json::Value;
use utoipa::{IntoParams, ToSchema};

use super::keep::{keep, Sent};
use super::load::{load, Loaded};
use super::setup::load_after_set_up;
use super::wire::{
    ClientFolders, CohortWire, Common, NamedStep, OnboardingState, RejectedStep, Saved,
    StateAnswer, StepWire,
};
use crate::auth::{AuthUser, ClientIp};
use crate::error::{ApiJson, AppError, AppResult, ErrorBody};
use crate::onboarding::store::enrolments;
use crate::state::AppState;
use crate::users::store as users;

#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct StateQuery {
    /// 1 on the first load of a page (kept for the old screens; the answer is the same).
    pub start: Option<String>,
    /// A hub: saves it and runs the set-up (a first attempt).
    pub location: Option<String>,
}

/// Only the person themself, with `role`: another's id answers like a missing one.
pub(super) fn require_self(user: &AuthUser, role: Role, user_id: &str) -> AppResult<()> {
    user.require(&[role])?;
    if user.user_id == user_id {
        Ok(())
    } else {
        Err(AppError::no_access())
    }
}

/// The state answer of a loaded client onboarding at `now`.
pub(super) fn client_answer(loaded: &Loaded, now: i64) -> OnboardingState {
    let onboarding = loaded.client();
    let computed = client_state(&onboarding, now, loaded.deadline());
    let steps = sidebar(&onboarding, computed.summary.place)
        .into_iter()
        .filter_map(|entry| {
            let step = entry.step?;
            let reason = match &entry.state {
                portal_core::onboarding::review::StepState::Rejected { reason } => {
                    Some(reason.clone())
                }
                _ => None,
            };
            Some(StepWire {
                name: step.name().to_owned(),
                state: entry.state.name().to_owned(),
                reason,
            })
        })
        .collect();
    let common = Common {
        to_approve: computed
            .to_approve_steps()
            .into_iter()
            .map(|s| NamedStep {
                name: s.name().to_owned(),
            })
            .collect(),
        rejected: computed
            .rejected_steps()
            .into_iter()
            .map(|(s, reason)| RejectedStep {
                name: s.name().to_owned(),
                reason: reason.to_owned(),
            })
            .collect(),
        path: computed.path(),
        summary: computed.summary,
        now,
        deadline: loaded.deadline(),
        cohort: CohortWire {
            name: loaded.cohort.name.clone(),
            year: loaded.cohort.year,
        },
        hub: loaded.enrolment.hub.clone(),
        steps,
    };
    let mut state = OnboardingState::new(common);
    state.onboarding = Some(ClientFolders {
        info_folder: loaded.enrolment.info_folder.clone(),
        invest_folder: loaded.enrolment.invest_folder.clone(),
    });
    state
}

/// Marks the account complete once the path is success (spec 4.1), once.
pub(super) async fn complete_if_done(
    state: &AppState,
    loaded: &Loaded,
    answer: &OnboardingState,
) -> AppResult<()> {
    if answer.status == "success" && !loaded.user.onboarding_complete {
        let now = state.now();
        let mut tx = state.begin().await?;
        users::set_onboarding_complete(&mut *tx, &loaded.user.id, now).await?;
        enrolments::mark_complete(&mut *tx, &loaded.user.id, now).await?;
        tx.commit().await?;
    }
    Ok(())
}

pub(super) fn old_system() -> Json<StateAnswer> {
    Json(StateAnswer {
        error: false,
        message: Some(OLD_MANUAL_SYSTEM.to_owned()),
        data: None,
    })
}

#[utoipa::path(
    get,
    path = "/onboarding/{userId}",
    tag = "onboarding",
    security(("bearer" = [])),
    params(("userId" = String, Path, description = "The client's own id"), StateQuery),
    responses(
        (status = 200, description = "The onboarding state; `data: null` with 'Onboarding was done with the old manual system' for a client not on the new onboarding", body = StateAnswer),
        (status = 400, description = "'Select the location of the hub closest to you'", body = ErrorBody),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not a client, or not the client themself", body = ErrorBody),
    )
)]
pub async fn client_onboarding(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    user: AuthUser,
    Path(user_id): Path<String>,
    Query(query): Query<StateQuery>,
) -> AppResult<Json<StateAnswer>> {
    require_self(&user, Role::Client, &user_id)?;
    let location = query.location.as_deref();
    let Some(loaded) = load_after_set_up(&state, &user_id, location, ip.as_deref()).await? else {
        return Ok(old_system());
    };
    let answer = client_answer(&loaded, state.now());
    complete_if_done(&state, &loaded, &answer).await?;
    Ok(Json(StateAnswer {
        error: false,
        message: None,
        data: Some(answer),
    }))
}

/// A step as sent: its wire name, and the finished upload's id (a file step) or the overview's text.
#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
pub struct StepBody {
    #[serde(default)]
    pub step: String,
    #[serde(default)]
    pub value: String,
}

#[utoipa::path(
    post,
    path = "/onboarding/{userId}/step",
    tag = "onboarding",
    security(("bearer" = [])),
    params(("userId" = String, Path, description = "The client's own id")),
    request_body = StepBody,
    responses(
        (status = 200, description = "Saved, awaiting approval; `path` is where to go next", body = Saved),
        (status = 400, description = "The step's message ('Select your passport to continue'…), the order, the deadline, or a file that is not a finished upload of the step's kind", body = ErrorBody),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not a client, or not the client themself", body = ErrorBody),
    )
)]
pub async fn submit_step(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    user: AuthUser,
    Path(user_id): Path<String>,
    ApiJson(body): ApiJson<Value>,
) -> AppResult<Json<Saved>> {
    require_self(&user, Role::Client, &user_id)?;
    let body: StepBody = serde_json::from_value(body).unwrap_or_default();
    let Some(loaded) = load(&state, &user_id).await? else {
        return Err(AppError::bad_request(OLD_MANUAL_SYSTEM));
    };
    let now = state.now();
    let (step, value) = check_submission(
        &loaded.client(),
        &body.step,
        &body.value,
        now,
        loaded.deadline(),
    )
    .map_err(AppError::bad_request)?;
    save_step(&state, &loaded, step, &value, ip.as_deref()).await?;

    let reloaded = load(&state, &user_id)
        .await?
        .ok_or_else(AppError::no_access)?;
    Ok(Json(Saved {
        error: false,
        message: "Saved".to_owned(),
        path: client_answer(&reloaded, state.now()).path,
    }))
}

/// Stores the step (see `keep`): its file within the quota, or the overview's text.
async fn save_step(
    state: &AppState,
    loaded: &Loaded,
    step: Step,
    value: &str,
    ip: Option<&str>,
) -> AppResult<()> {
    let any = |_: &str| true;
    let sent = match upload_kind(step) {
        None => Sent::Text(value.to_owned()),
        Some(kind) => Sent::File {
            upload_id: value,
            kind,
            purpose: ["onboarding:", step.name()].concat(),
            // The upload's own check held the file to the step's kinds.
            fits: &any,
            refusal: FILE_NOT_FOUND,
        },
    };
    keep(state, loaded, step.name(), sent, ip).await
}
