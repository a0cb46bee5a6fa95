//! The review queue: `GET /onboarding/reviews` (what awaits the team, oldest first, by cohort, hub
//! and step) and `POST /onboarding/reviews/{userId}/{step} {decision, reason}` (approve, or reject
//! with a reason; the entrepreneur is told by SMS or e-mail in their language; audited).

use std::collections::HashMap;

use axum::extract::{Path, Query, State};
use axum::Json;
use portal_core::language::Language;
use portal_core::onboarding::notice::decision_notice;
use portal_core::onboarding::review::{check_decision, Decision, NOT_AWAITING_APPROVAL};
use portal_core::onboarding::steps::Step;
use serde::Deserialize;
use serde_json::Value;
use utoipa::IntoParams;

use super::access::require_team;
use super::wire::{Decided, DecisionBody, WaitingList, WaitingWire};
use crate::audit::{self, Event};
use crate::auth::{AuthUser, ClientIp};
use crate::error::{ApiJson, AppError, AppResult, ErrorBody};
use crate::media::model::media_url;
use crate::media::store as media;
use crate::onboarding::journey::load::{questions, state_of};
use crate::onboarding::store::{cohorts, enrolments};
use crate::outbox::model::{Channel, NewMessage};
use crate::outbox::store as outbox;
use crate::state::AppState;
use crate::users::model::User;
use crate::users::store as users;

/// A page of the queue.
pub const QUEUE_PAGE: i64 = 200;

#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct QueueQuery {
    pub cohort: Option<String>,
    pub hub: Option<String>,
    /// A client step's wire name or an applicant question's id.
    pub step: Option<String>,
}

fn given(value: &Option<String>) -> Option<&str> {
    value.as_deref().map(str::trim).filter(|v| !v.is_empty())
}

/// What a step is called for a person: a client step's label, an applicant question's text.
async fn label_of(
    state: &AppState,
    cache: &mut HashMap<String, Vec<(String, String)>>,
    cohort_id: &str,
    step: &str,
    language: Language,
) -> AppResult<String> {
    if let Some(known) = Step::parse(step) {
        return Ok(known.label(language).to_owned());
    }
    if !cache.contains_key(cohort_id) {
        let list = questions(state, cohort_id).await?;
        cache.insert(
            cohort_id.to_owned(),
            list.into_iter().map(|q| (q.id, q.text)).collect(),
        );
    }
    Ok(cache
        .get(cohort_id)
        .and_then(|list| list.iter().find(|(id, _)| id == step))
        .map_or_else(|| step.to_owned(), |(_, text)| text.clone()))
}

#[utoipa::path(
    get,
    path = "/onboarding/reviews",
    tag = "onboarding",
    security(("bearer" = [])),
    params(QueueQuery),
    responses(
        (status = 200, description = "Submissions awaiting approval, oldest first (at most 200)", body = WaitingList),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not on the acceleration team", body = ErrorBody),
    )
)]
pub async fn review_queue(
    State(state): State<AppState>,
    user: AuthUser,
    Query(query): Query<QueueQuery>,
) -> AppResult<Json<WaitingList>> {
    require_team(&user)?;
    let rows = cohorts::waiting(
        &state.pool,
        given(&query.cohort),
        given(&query.hub),
        given(&query.step),
        QUEUE_PAGE,
    )
    .await?;
    let mut cache = HashMap::new();
    let mut data = Vec::with_capacity(rows.len());
    for row in rows {
        let label = label_of(
            &state,
            &mut cache,
            &row.cohort_id,
            &row.step,
            Language::English,
        )
        .await?;
        let file = media::find(&state.pool, &row.value)
            .await?
            .filter(|f| f.owner_id == row.user_id);
        data.push(WaitingWire {
            name: [row.first_name.as_str(), " ", row.last_name.as_str()].concat(),
            file_url: file.as_ref().map(|f| media_url(&f.id)),
            content_type: file.map(|f| f.content_type),
            user_id: row.user_id,
            cohort_id: row.cohort_id,
            track: row.track,
            hub: row.hub,
            step: row.step,
            label,
            value: row.value,
            submitted_at: row.submitted_at,
        });
    }
    Ok(Json(WaitingList {
        error: false,
        count: data.len(),
        data,
    }))
}

/// The message telling the person of the decision: an SMS to their phone, else an e-mail.
fn notice(person: &User, step: &str, label: &str, decision: &Decision, now: i64) -> NewMessage {
    let body = decision_notice(label, decision, person.language);
    let (channel, recipient) = match person.phone_number.as_deref().filter(|p| !p.is_empty()) {
        Some(phone) => (Channel::Sms, phone.to_owned()),
        None => (Channel::Email, person.email.clone()),
    };
    let subject = match person.language {
        Language::English => "Your onboarding",
        Language::Swahili => "Usajili wako",
    };
    NewMessage {
        dedupe_key: format!("onboarding:{}:{step}:{now}", person.id),
        channel,
        recipient,
        subject: subject.to_owned(),
        body,
    }
}

#[utoipa::path(
    post,
    path = "/onboarding/reviews/{userId}/{step}",
    tag = "onboarding",
    security(("bearer" = [])),
    params(
        ("userId" = String, Path, description = "The entrepreneur"),
        ("step" = String, Path, description = "A client step's wire name or an applicant question's id"),
    ),
    request_body = DecisionBody,
    responses(
        (status = 200, description = "Approved, or rejected with the reason; the entrepreneur is told", body = Decided),
        (status = 400, description = "'Give the reason for rejecting this step', 'Choose to approve or to reject', 'This step is not awaiting approval'", body = ErrorBody),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not on the acceleration team", body = ErrorBody),
        (status = 404, description = "No such person or submission", body = ErrorBody),
    )
)]
pub async fn decide(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    user: AuthUser,
    Path((user_id, step)): Path<(String, String)>,
    ApiJson(body): ApiJson<Value>,
) -> AppResult<Json<Decided>> {
    require_team(&user)?;
    let body: DecisionBody = serde_json::from_value(body).unwrap_or_default();
    let Some(enrolment) = enrolments::enrolment_of(&state.pool, &user_id).await? else {
        return Err(AppError::not_found());
    };
    let Some(sent) = enrolments::submission_of(&state.pool, &user_id, &step).await? else {
        return Err(AppError::not_found());
    };
    let person = users::find_by_id(&state.pool, &user_id)
        .await?
        .ok_or_else(AppError::not_found)?;
    let decision = check_decision(&state_of(&sent), &body.decision, &body.reason)
        .map_err(AppError::bad_request)?;
    let mut cache = HashMap::new();
    let label = label_of(
        &state,
        &mut cache,
        &enrolment.cohort_id,
        &step,
        person.language,
    )
    .await?;

    let now = state.now();
    let (stored, reason, kind, message) = match &decision {
        Decision::Approve => ("approved", None, audit::ONBOARDING_APPROVED, "Approved"),
        Decision::Reject { reason } => (
            "rejected",
            Some(reason.as_str()),
            audit::ONBOARDING_REJECTED,
            "Rejected",
        ),
    };
    let mut tx = state.begin().await?;
    if !enrolments::decide(
        &mut *tx,
        &user_id,
        &step,
        stored,
        reason,
        &user.user_id,
        now,
    )
    .await?
    {
        // Decided meanwhile by someone else: the first decision stands.
        return Err(AppError::bad_request(NOT_AWAITING_APPROVAL));
    }
    let detail = [
        user_id.as_str(),
        " ",
        step.as_str(),
        " ",
        reason.unwrap_or_default(),
    ]
    .concat();
    let event = Event {
        user_id: Some(&user.user_id),
        kind,
        detail: detail.trim_end(),
        ip: ip.as_deref(),
    };
    audit::record(&mut *tx, now, event).await?;
    outbox::enqueue(
        &mut tx,
        &notice(&person, &step, &label, &decision, now),
        now,
    )
    .await?;
    tx.commit().await?;
    state.wake_outbox();
    Ok(Json(Decided {
        error: false,
        message: message.to_owned(),
    }))
}
