//! `GET /cohorts/{id}/questions`, `PUT /cohorts/{id}/questions`: a cohort's questions for its
//! applicants, saved all at once in their order (each checked by core).

use std::collections::BTreeMap;

use axum::extract::{Path, State};
use axum::Json;
use portal_core::onboarding::authoring::{check_question, QuestionDraft};
use serde::Serialize;
use serde_json::Value;
use utoipa::ToSchema;

use super::access::require_team;
use super::wire::{QuestionBody, QuestionsBody};
use crate::audit::{self, Event};
use crate::auth::{AuthUser, ClientIp};
use crate::error::{ApiJson, AppError, AppResult, ErrorBody};
use crate::ids::new_id;
use crate::onboarding::journey::load::questions;
use crate::onboarding::journey::wire::OutQuiz;
use crate::onboarding::store::cohorts::{self, Question};
use crate::state::AppState;

pub const QUESTIONS_SAVED: &str = "Questions saved";

#[derive(Debug, Serialize, ToSchema)]
pub struct QuestionList {
    pub error: bool,
    pub count: usize,
    pub data: Vec<OutQuiz>,
}

#[utoipa::path(
    get,
    path = "/cohorts/{id}/questions",
    tag = "onboarding",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "The cohort")),
    responses(
        (status = 200, description = "The cohort's questions in order", body = QuestionList),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not on the acceleration team", body = ErrorBody),
        (status = 404, description = "No such cohort", body = ErrorBody),
    )
)]
pub async fn cohort_questions(
    State(state): State<AppState>,
    user: AuthUser,
    Path(id): Path<String>,
) -> AppResult<Json<QuestionList>> {
    require_team(&user)?;
    if cohorts::cohort_by_id(&state.pool, &id).await?.is_none() {
        return Err(AppError::not_found());
    }
    let data: Vec<OutQuiz> = questions(&state, &id)
        .await?
        .iter()
        .map(|q| OutQuiz::of(q, &id))
        .collect();
    Ok(Json(QuestionList {
        error: false,
        count: data.len(),
        data,
    }))
}

/// The first problem of the questions as sent, named `questions.{i}.{field}`; None when all are good.
fn problems(sent: &[QuestionBody]) -> Option<AppError> {
    let mut fields = BTreeMap::new();
    let mut first = None;
    for (i, q) in sent.iter().enumerate() {
        let others: Vec<i64> = sent
            .iter()
            .enumerate()
            .filter(|(j, _)| *j != i)
            .map(|(_, other)| other.order)
            .collect();
        let draft = QuestionDraft {
            text: &q.question,
            kind: &q.kind,
            options: q.options.iter().map(String::as_str).collect(),
            file_type: &q.file_type,
            order: q.order,
        };
        for (field, message) in check_question(&draft, &others).all() {
            if let Some(message) = message {
                first.get_or_insert(message);
                fields.insert(format!("questions.{i}.{field}"), message.to_owned());
            }
        }
    }
    first.map(|message| AppError::Fields {
        message: message.to_owned(),
        fields,
    })
}

#[utoipa::path(
    put,
    path = "/cohorts/{id}/questions",
    tag = "onboarding",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "The cohort")),
    request_body = QuestionsBody,
    responses(
        (status = 200, description = "Questions saved", body = QuestionList),
        (status = 400, description = "Each question's problems, named questions.{i}.{field}", body = ErrorBody),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not on the acceleration team", body = ErrorBody),
        (status = 404, description = "No such cohort", body = ErrorBody),
    )
)]
pub async fn save_questions(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    user: AuthUser,
    Path(id): Path<String>,
    ApiJson(body): ApiJson<Value>,
) -> AppResult<Json<QuestionList>> {
    require_team(&user)?;
    let body: QuestionsBody = serde_json::from_value(body)
        .map_err(|e| AppError::bad_request(format!("The questions could not be read: {e}")))?;
    if cohorts::cohort_by_id(&state.pool, &id).await?.is_none() {
        return Err(AppError::not_found());
    }
    if let Some(error) = problems(&body.questions) {
        return Err(error);
    }
    let now = state.now();
    // An id is kept only when it is one of this cohort's (its answers point at it).
    let existing: Vec<String> = cohorts::questions_of(&state.pool, &id)
        .await?
        .into_iter()
        .map(|q| q.id)
        .collect();
    let rows: Vec<Question> = body
        .questions
        .iter()
        .map(|q| Question {
            id: match q.id.trim() {
                kept if existing.iter().any(|e| e == kept) => kept.to_owned(),
                _ => new_id(now),
            },
            cohort_id: id.clone(),
            question: q.question.trim().to_owned(),
            position: q.order,
            kind: q.kind.trim().to_owned(),
            options: serde_json::to_string(&q.options.iter().map(|o| o.trim()).collect::<Vec<_>>())
                .unwrap_or_else(|_| "[]".to_owned()),
            file_type: (!q.file_type.trim().is_empty()).then(|| q.file_type.trim().to_owned()),
            required: q.required,
        })
        .collect();
    let mut tx = state.begin().await?;
    cohorts::replace_questions(&mut tx, &id, &rows, now).await?;
    let event = Event {
        user_id: Some(&user.user_id),
        kind: audit::COHORT_SAVED,
        detail: &[id.as_str(), " questions"].concat(),
        ip: ip.as_deref(),
    };
    audit::record(&mut *tx, now, event).await?;
    tx.commit().await?;
    let data: Vec<OutQuiz> = questions(&state, &id)
        .await?
        .iter()
        .map(|q| OutQuiz::of(q, &id))
        .collect();
    Ok(Json(QuestionList {
        error: false,
        count: data.len(),
        data,
    }))
}
