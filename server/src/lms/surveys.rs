//! The learning surveys (spec 002 sections 2.6, 4.5, 5.5, 7.5): which of the gate's surveys the
//! trainee has done (`surveys/verify-done/1`), a survey's questions in core's survey question shape,
//! and the answers posted to the spec's submit paths, checked by core's `lms::surveys::check`,
//! stored once per (trainee, survey, round) and once per `submissionId` (the same send again answers
//! the same success).

use axum::body::Bytes;
use axum::extract::{Path, Query, State};
use axum::http::StatusCode;
use axum::Json;
use portal_core::lms::gate::{survey_gate, Gate};
use portal_core::lms::messages::SURVEY_NOT_FOUND;
use portal_core::lms::model::DoneStatus;
use portal_core::lms::surveys::{self, LmsSurvey};
use portal_core::places::Country;
use portal_core::survey::answer::Answer as SurveyAnswer;
use portal_core::survey::catalogue::SUBMITTED;
use portal_core::survey::visibility::Answers;
use serde::Serialize;
use serde_json::Value;
use utoipa::ToSchema;

use super::access;
use super::body::{must_be, submission, UNREADABLE};
use super::error::{LmsError, LmsResult};
use super::events;
use super::model::{Answer, ByQuery, SurveyAnswer as Reply};
use super::store::people::Trainee;
use super::store::surveys::{self as stored, Response, Stored};
use crate::audit::{self, Event};
use crate::auth::{AuthUser, ClientIp};
use crate::error::ErrorBody;
use crate::ids::new_id;
use crate::state::AppState;
use crate::users::store as users;

pub const ANSWERED_ALREADY: &str = "You have answered this survey already";
/// What the body carries besides the answers.
const NOT_ANSWERS: [&str; 5] = ["cohortId", "traineeId", "submissionId", "round", "source"];

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct DoneAnswer {
    pub completed: bool,
    /// `{training, confidence, computerLiteracy, businessAcumen, baseline}`: answers given (0: not done).
    #[schema(value_type = Object)]
    pub data: DoneStatus,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct SurveyView {
    pub slug: String,
    #[schema(value_type = Object)]
    pub title: portal_core::playbook::model::Text,
    /// Core's survey questions.
    #[schema(value_type = Vec<Object>)]
    pub questions: Vec<portal_core::survey::model::Question>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct SurveyRead {
    pub data: SurveyView,
}

/// The trainee's done counts by the gate's keys.
pub async fn done_of(state: &AppState, trainee: &Trainee) -> LmsResult<DoneStatus> {
    let mut done = DoneStatus::default();
    for r in stored::responses_of(&state.pool, &trainee.id).await? {
        let Some(key) = surveys::by_slug(&r.slug).and_then(|s| s.key) else {
            continue;
        };
        let slot = match key {
            "training" => &mut done.training,
            "confidence" => &mut done.confidence,
            "computerLiteracy" => &mut done.computer_literacy,
            "businessAcumen" => &mut done.business_acumen,
            _ => &mut done.baseline,
        };
        *slot += 1;
    }
    Ok(done)
}

#[utoipa::path(
    get,
    path = "/lms/surveys/verify-done/1",
    tag = "lms",
    security(("bearer" = [])),
    params(ByQuery),
    responses(
        (status = 200, description = "The gate's five surveys the trainee (the caller, or `trainee_id`) has answered; `completed` when all (core's survey gate)", body = DoneAnswer),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "A role with no learning", body = ErrorBody),
        (status = 404, description = "No such trainee or cohort, or not the caller's; not a trainee", body = Answer),
    )
)]
pub async fn verify_done(
    State(state): State<AppState>,
    user: AuthUser,
    Query(query): Query<ByQuery>,
) -> LmsResult<Json<DoneAnswer>> {
    let who = access::caller(&state, &user).await?;
    let trainee = access::subject(&state, &who, ByQuery::get(&query.trainee_id))
        .await?
        .ok_or_else(LmsError::not_found)?;
    if ByQuery::get(&query.cohort_id).is_some_and(|c| c != trainee.cohort_id) {
        return Err(LmsError::not_found());
    }
    let data = done_of(&state, &trainee).await?;
    Ok(Json(DoneAnswer {
        completed: survey_gate(true, Some(&data)) == Gate::Open,
        data,
    }))
}

fn survey_not_found() -> LmsError {
    LmsError::refused(StatusCode::NOT_FOUND, SURVEY_NOT_FOUND)
}

async fn read(state: &AppState, user: &AuthUser, slug: &str) -> LmsResult<Json<SurveyRead>> {
    access::caller(state, user).await?;
    let survey = surveys::by_slug(slug).ok_or_else(survey_not_found)?;
    Ok(Json(SurveyRead {
        data: SurveyView {
            slug: survey.slug.to_owned(),
            title: survey.title,
            questions: survey.questions,
        },
    }))
}

#[utoipa::path(
    get,
    path = "/lms/surveys/{slug}",
    tag = "lms",
    security(("bearer" = [])),
    params(("slug" = String, Path, description = "confidence-level, computer-literacy, baseline, buruka-post-training")),
    responses(
        (status = 200, description = "The survey's questions in core's survey question shape", body = SurveyRead),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "A role with no learning", body = ErrorBody),
        (status = 404, description = "'Survey not found'; not a trainee", body = Answer),
    )
)]
pub async fn survey(
    State(state): State<AppState>,
    user: AuthUser,
    Path(slug): Path<String>,
) -> LmsResult<Json<SurveyRead>> {
    read(&state, &user, &slug).await
}

#[utoipa::path(
    get,
    path = "/lms/surveys/business-acumen/{part}",
    tag = "lms",
    security(("bearer" = [])),
    params(("part" = String, Path, description = "entry or exit")),
    responses(
        (status = 200, description = "The business-acumen questions (the right answers are never sent)", body = SurveyRead),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "A role with no learning", body = ErrorBody),
        (status = 404, description = "'Survey not found'; not a trainee", body = Answer),
    )
)]
pub async fn acumen(
    State(state): State<AppState>,
    user: AuthUser,
    Path(part): Path<String>,
) -> LmsResult<Json<SurveyRead>> {
    read(&state, &user, &["business-acumen/", part.trim()].concat()).await
}

#[utoipa::path(
    get,
    path = "/lms/surveys/trainees/{slug}",
    tag = "lms",
    security(("bearer" = [])),
    params(("slug" = String, Path, description = "training-impact-report")),
    responses(
        (status = 200, description = "The training impact report's questions", body = SurveyRead),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "A role with no learning", body = ErrorBody),
        (status = 404, description = "'Survey not found'; not a trainee", body = Answer),
    )
)]
pub async fn impact(
    State(state): State<AppState>,
    user: AuthUser,
    Path(slug): Path<String>,
) -> LmsResult<Json<SurveyRead>> {
    read(&state, &user, &slug).await
}

/// The answers and who sent them, from the posted map.
struct Sent {
    answers: Answers,
    trainee_id: String,
    cohort_id: String,
    submission_id: String,
}

fn text_of(value: &Value) -> Option<String> {
    match value {
        Value::String(s) => Some(s.clone()),
        Value::Number(n) => Some(n.to_string()),
        Value::Bool(b) => Some(b.to_string()),
        _ => None,
    }
}

fn read_sent(bytes: &Bytes) -> LmsResult<Sent> {
    let Ok(Value::Object(map)) = serde_json::from_slice::<Value>(bytes) else {
        return Err(LmsError::bad(UNREADABLE));
    };
    let field = |name: &str| map.get(name).and_then(text_of).unwrap_or_default();
    let mut answers = Answers::new();
    for (name, value) in &map {
        if NOT_ANSWERS.contains(&name.as_str()) {
            continue;
        }
        let answer = match value {
            Value::Array(list) => SurveyAnswer::Many(list.iter().filter_map(text_of).collect()),
            Value::Null => continue,
            one => SurveyAnswer::One(text_of(one).ok_or_else(|| LmsError::bad(UNREADABLE))?),
        };
        answers.insert(name.clone(), answer);
    }
    Ok(Sent {
        answers,
        trainee_id: field("traineeId"),
        cohort_id: field("cohortId"),
        submission_id: field("submissionId"),
    })
}

fn reply(error: bool, message: &str) -> Reply {
    Reply {
        error,
        success: !error,
        message: message.to_owned(),
    }
}

/// Checks and stores the trainee's answers to `survey` in `round`.
async fn submit(
    state: &AppState,
    user: &AuthUser,
    ip: Option<&str>,
    survey: Option<(LmsSurvey, u32)>,
    bytes: &Bytes,
) -> LmsResult<Json<Reply>> {
    let me = access::trainee_caller(state, user).await?;
    let (survey, round) = survey.ok_or_else(survey_not_found)?;
    let sent = read_sent(bytes)?;
    must_be(&sent.trainee_id, &me.id)?;
    must_be(&sent.cohort_id, &me.cohort_id)?;
    let submission_id = submission(&sent.submission_id)?;
    let country = users::find_by_id(&state.pool, &user.user_id)
        .await?
        .and_then(|u| u.country.as_deref().and_then(Country::parse))
        .unwrap_or(Country::Kenya);
    let clean = surveys::check(survey.slug, &sent.answers, country)
        .map_err(|problems| LmsError::bad(problems.first().map_or(UNREADABLE, |p| p.message)))?;
    let now = state.now();
    let response = Response {
        id: new_id(now),
        trainee_id: me.id.clone(),
        cohort_id: me.cohort_id.clone(),
        slug: survey.slug.to_owned(),
        round: i64::from(round),
        answers: serde_json::to_value(&clean).unwrap_or_default(),
        submission_id,
        created_at: now,
    };
    let mut tx = state.begin().await?;
    match stored::insert(&mut tx, &response).await? {
        Stored::Saved => {}
        Stored::Again => return Ok(Json(reply(false, SUBMITTED))),
        Stored::Answered => {
            return Err(LmsError::refused(StatusCode::CONFLICT, ANSWERED_ALREADY));
        }
    }
    let detail = [survey.slug, " ", &round.to_string()].concat();
    let event = Event {
        user_id: Some(&user.user_id),
        kind: events::SURVEY_SENT,
        detail: &detail,
        ip,
    };
    audit::record(&mut *tx, now, event).await?;
    tx.commit().await?;
    Ok(Json(reply(false, SUBMITTED)))
}

#[utoipa::path(
    post,
    path = "/lms/surveys/{slug}/submits",
    tag = "lms",
    security(("bearer" = [])),
    params(("slug" = String, Path, description = "buruka-post-training (round 1)")),
    request_body(content = Object, description = "The answers by question name, with cohortId, traineeId and submissionId"),
    responses(
        (status = 200, description = "`{error: false, success: true, message}`; the same `submissionId` again: the same answer", body = Reply),
        (status = 400, description = "'Answer all questions' or the engine's message for an answer, a bad `submissionId`, or a body that cannot be read", body = Answer),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not a trainee role", body = ErrorBody),
        (status = 404, description = "'Survey not found', another's trainee id or cohort, or not a trainee", body = Answer),
        (status = 409, description = "Answered already in this round", body = Answer),
    )
)]
pub async fn submit_by_slug(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    user: AuthUser,
    Path(slug): Path<String>,
    bytes: Bytes,
) -> LmsResult<Json<Reply>> {
    let found = surveys::by_submit_path(&["surveys/", slug.trim(), "/submits"].concat());
    submit(&state, &user, ip.as_deref(), found, &bytes).await
}

#[utoipa::path(
    post,
    path = "/lms/surveys/business-acumen/{part}/submits",
    tag = "lms",
    security(("bearer" = [])),
    params(("part" = String, Path, description = "entry or exit")),
    request_body(content = Object, description = "The answers by question name, with cohortId, traineeId and submissionId"),
    responses(
        (status = 200, description = "`{error: false, success: true, message}`", body = Reply),
        (status = 400, description = "'Answer all questions' or the engine's message for an answer, a bad `submissionId`, or a body that cannot be read", body = Answer),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not a trainee role", body = ErrorBody),
        (status = 404, description = "'Survey not found', another's trainee id or cohort, or not a trainee", body = Answer),
        (status = 409, description = "Answered already", body = Answer),
    )
)]
pub async fn submit_acumen(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    user: AuthUser,
    Path(part): Path<String>,
    bytes: Bytes,
) -> LmsResult<Json<Reply>> {
    let found =
        surveys::by_submit_path(&["surveys/business-acumen/", part.trim(), "/submits"].concat());
    submit(&state, &user, ip.as_deref(), found, &bytes).await
}

#[utoipa::path(
    post,
    path = "/lms/surveys/trainees/{slug}/submits",
    tag = "lms",
    security(("bearer" = [])),
    params(("slug" = String, Path, description = "training-impact-report")),
    request_body(content = Object, description = "The answers by question name, with cohortId, traineeId and submissionId"),
    responses(
        (status = 200, description = "`{error: false, success: true, message}`", body = Reply),
        (status = 400, description = "'Answer all questions' or the engine's message for an answer, a bad `submissionId`, or a body that cannot be read", body = Answer),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not a trainee role", body = ErrorBody),
        (status = 404, description = "'Survey not found', another's trainee id or cohort, or not a trainee", body = Answer),
        (status = 409, description = "Answered already", body = Answer),
    )
)]
pub async fn submit_impact(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    user: AuthUser,
    Path(slug): Path<String>,
    bytes: Bytes,
) -> LmsResult<Json<Reply>> {
    let found = surveys::by_submit_path(&["surveys/trainees/", slug.trim(), "/submits"].concat());
    submit(&state, &user, ip.as_deref(), found, &bytes).await
}

#[utoipa::path(
    post,
    path = "/lms/surveys/{slug}/{round}/submits",
    tag = "lms",
    security(("bearer" = [])),
    params(("slug" = String, Path, description = "confidence-level, computer-literacy, baseline"), ("round" = String, Path, description = "1, 2…")),
    request_body(content = Object, description = "The answers by question name, with cohortId, traineeId and submissionId"),
    responses(
        (status = 200, description = "`{error: false, success: true, message}`", body = Reply),
        (status = 400, description = "'Answer all questions' or the engine's message for an answer, a bad `submissionId`, or a body that cannot be read", body = Answer),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not a trainee role", body = ErrorBody),
        (status = 404, description = "'Survey not found' (also a round below 1), another's trainee id or cohort, or not a trainee", body = Answer),
        (status = 409, description = "Answered already in this round", body = Answer),
    )
)]
pub async fn submit_by_round(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    user: AuthUser,
    Path((slug, round)): Path<(String, String)>,
    bytes: Bytes,
) -> LmsResult<Json<Reply>> {
    let found =
        surveys::by_submit_path(&["surveys/", slug.trim(), "/", round.trim(), "/submits"].concat());
    submit(&state, &user, ip.as_deref(), found, &bytes).await
}
