//! The mentor's calls (docs/lms.md, "The mentor's calls"): the cohorts they mentor with each
//! trainee's progress, ungraded work and unread messages; a cohort's submissions and pitch decks to
//! grade; grading a submission or a deck ({score 0..100, comment}, core's `check_grade`), after
//! which the trainee reads it graded with its score and is told by their alert channel (`notify.rs`). The coach and the super admin see and grade
//! every cohort.

use axum::body::Bytes;
use axum::extract::{Path, Query, State};
use axum::Json;
use portal_core::lms::checks::check_grade;
use portal_core::lms::model::Progress;
use portal_core::playbook::model::Text;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::{IntoParams, ToSchema};

use super::access::{self, Caller, MENTORS};
use super::body::parse;
use super::error::{LmsError, LmsResult};
use super::events;
use super::files::file_url;
use super::model::{Answer, GradeJson, Listed, PitchView};
use super::notify;
use super::pitches;
use super::standing;
use super::store::course;
use super::store::people::{self, Trainee};
use super::store::talk;
use super::store::work;
use crate::audit::{self, Event};
use crate::auth::{AuthUser, ClientIp};
use crate::error::ErrorBody;
use crate::state::AppState;
use crate::users::store as users;

pub const GRADED: &str = "Grade saved";

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TraineeLine {
    pub trainee_id: String,
    pub user_id: String,
    pub name: String,
    pub email: String,
    pub phone: String,
    #[schema(value_type = Object)]
    pub progress: Progress,
    /// Submissions and pitch decks not graded yet.
    pub ungraded: i64,
    /// The trainee's messages the mentor has not read (the caller's chat; the team: every mentor's).
    pub unread: i64,
    pub last_message_at: Option<i64>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CohortLine {
    pub cohort_id: String,
    pub name: String,
    pub trainees: Vec<TraineeLine>,
}

#[derive(Debug, Clone, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct WorkQuery {
    /// One cohort (default: every cohort of the caller's).
    pub cohort_id: Option<String>,
    /// `ungraded` (default), `graded` or `all`.
    pub state: Option<String>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SubmittedFile {
    pub upload_id: String,
    pub name: String,
    pub url: String,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SubmissionLine {
    pub id: String,
    pub assignment_id: String,
    #[schema(value_type = Object)]
    pub assignment_title: Text,
    pub trainee_id: String,
    pub trainee_name: String,
    #[schema(value_type = Object)]
    pub tasks: Value,
    #[schema(value_type = Object)]
    pub answers: Value,
    pub files: Vec<SubmittedFile>,
    pub score: Option<i64>,
    pub comment: Option<String>,
    pub created_at: i64,
    pub graded_at: Option<i64>,
}

/// The cohorts the caller mentors (the team: every cohort), or the one asked when theirs.
async fn cohorts_of(
    state: &AppState,
    user: &AuthUser,
    asked: Option<&str>,
) -> LmsResult<(Caller, Vec<(String, String)>)> {
    user.require(&MENTORS)?;
    let who = access::caller(state, user).await?;
    let mentor = match &who {
        Caller::Mentor(id) => Some(id.as_str()),
        _ => None,
    };
    let mut all = people::cohorts(&state.pool, mentor).await?;
    if let Some(id) = asked.map(str::trim).filter(|id| !id.is_empty()) {
        all.retain(|(cohort, _)| cohort == id);
        if all.is_empty() {
            return Err(LmsError::not_found());
        }
    }
    Ok((who, all))
}

#[utoipa::path(
    get,
    path = "/lms/mentor/overview",
    tag = "lms",
    security(("bearer" = [])),
    responses(
        (status = 200, description = "The caller's cohorts (the coach and super admin: every cohort), each trainee with progress, ungraded work, unread messages and the last message's time", body = Listed<CohortLine>),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not a mentor, coach or super admin", body = ErrorBody),
    )
)]
pub async fn overview(
    State(state): State<AppState>,
    user: AuthUser,
) -> LmsResult<Json<Listed<CohortLine>>> {
    let (who, cohorts) = cohorts_of(&state, &user, None).await?;
    let mut data = Vec::with_capacity(cohorts.len());
    for (cohort_id, name) in cohorts {
        let mentors: Vec<String> = match &who {
            Caller::Mentor(id) => vec![id.clone()],
            _ => people::mentors_of(&state.pool, &cohort_id)
                .await?
                .into_iter()
                .map(|m| m.id)
                .collect(),
        };
        let mut trainees = Vec::new();
        for t in people::trainees_of(&state.pool, &cohort_id).await? {
            trainees.push(line(&state, &t, &mentors).await?);
        }
        data.push(CohortLine {
            cohort_id,
            name,
            trainees,
        });
    }
    Ok(Json(Listed { data }))
}

async fn line(state: &AppState, t: &Trainee, mentors: &[String]) -> LmsResult<TraineeLine> {
    let person = users::find_by_id(&state.pool, &t.user_id).await?;
    let standing = standing::in_cohort(state, &t.cohort_id, &t.id).await?;
    let submissions = work::submissions_of(&state.pool, &t.id).await?;
    let pitches = work::pitches_of(&state.pool, &t.id).await?;
    let ungraded = submissions.iter().filter(|s| s.graded_at.is_none()).count()
        + pitches.iter().filter(|p| p.graded_at.is_none()).count();
    let mut unread = 0;
    let mut last_message_at = None;
    for mentor in mentors {
        unread += talk::unread_by_mentor(&state.pool, &t.id, mentor).await?;
        let last = talk::chat(&state.pool, &t.id, mentor)
            .await?
            .last()
            .map(|m| m.created_at);
        last_message_at = last_message_at.max(last);
    }
    Ok(TraineeLine {
        trainee_id: t.id.clone(),
        user_id: t.user_id.clone(),
        name: t.name.clone(),
        email: person.as_ref().map(|p| p.email.clone()).unwrap_or_default(),
        phone: person.and_then(|p| p.phone_number).unwrap_or_default(),
        progress: standing.progress(),
        ungraded: i64::try_from(ungraded).unwrap_or(i64::MAX),
        unread,
        last_message_at,
    })
}

#[utoipa::path(
    get,
    path = "/lms/mentor/submissions",
    tag = "lms",
    security(("bearer" = [])),
    params(WorkQuery),
    responses(
        (status = 200, description = "The submissions of the caller's cohorts (or `cohort_id`'s) in the state asked, oldest first, with the tasks, the answers and the files", body = Listed<SubmissionLine>),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not a mentor, coach or super admin", body = ErrorBody),
        (status = 404, description = "A cohort the caller does not mentor", body = Answer),
    )
)]
pub async fn submissions(
    State(state): State<AppState>,
    user: AuthUser,
    Query(query): Query<WorkQuery>,
) -> LmsResult<Json<Listed<SubmissionLine>>> {
    let (_, cohorts) = cohorts_of(&state, &user, query.cohort_id.as_deref()).await?;
    let wanted = query.state.as_deref().map(str::trim).unwrap_or("ungraded");
    let mut data = Vec::new();
    for (cohort_id, _) in cohorts {
        for t in people::trainees_of(&state.pool, &cohort_id).await? {
            for s in work::submissions_of(&state.pool, &t.id).await? {
                let keep = match wanted {
                    "graded" => s.graded_at.is_some(),
                    "all" => true,
                    _ => s.graded_at.is_none(),
                };
                if !keep {
                    continue;
                }
                let assignment = course::find_assignment(&state.pool, &s.assignment_id).await?;
                let (title, tasks) = assignment.map(|a| (a.title, a.tasks)).unwrap_or_default();
                let files = file_answers(&tasks, &s.answers);
                data.push(SubmissionLine {
                    id: s.id,
                    assignment_id: s.assignment_id,
                    assignment_title: title,
                    trainee_id: t.id.clone(),
                    trainee_name: t.name.clone(),
                    tasks,
                    answers: s.answers,
                    files,
                    score: s.score,
                    comment: s.comment,
                    created_at: s.created_at,
                    graded_at: s.graded_at,
                });
            }
        }
    }
    data.sort_by(|a, b| (a.created_at, &a.id).cmp(&(b.created_at, &b.id)));
    Ok(Json(Listed { data }))
}

/// The file answers: each task of type `file` names its stored file.
fn file_answers(tasks: &Value, answers: &Value) -> Vec<SubmittedFile> {
    let Some(tasks) = tasks.as_object() else {
        return Vec::new();
    };
    tasks
        .iter()
        .filter(|(_, task)| task.get("type").and_then(Value::as_str) == Some("file"))
        .filter_map(|(key, _)| {
            let id = answers.get(key)?.as_str()?;
            Some(SubmittedFile {
                upload_id: id.to_owned(),
                name: format!("answer-{key}"),
                url: file_url(id),
            })
        })
        .collect()
}

#[utoipa::path(
    get,
    path = "/lms/mentor/pitches",
    tag = "lms",
    security(("bearer" = [])),
    params(WorkQuery),
    responses(
        (status = 200, description = "The pitch decks of the caller's cohorts (or `cohort_id`'s), oldest first", body = Listed<PitchView>),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not a mentor, coach or super admin", body = ErrorBody),
        (status = 404, description = "A cohort the caller does not mentor", body = Answer),
    )
)]
pub async fn pitch_list(
    State(state): State<AppState>,
    user: AuthUser,
    Query(query): Query<WorkQuery>,
) -> LmsResult<Json<Listed<PitchView>>> {
    let (_, cohorts) = cohorts_of(&state, &user, query.cohort_id.as_deref()).await?;
    let mut data = Vec::new();
    for (cohort_id, _) in cohorts {
        for t in people::trainees_of(&state.pool, &cohort_id).await? {
            for p in work::pitches_of(&state.pool, &t.id).await? {
                data.push(pitches::view(p, &t));
            }
        }
    }
    data.sort_by(|a, b| (a.created_at, &a.id).cmp(&(b.created_at, &b.id)));
    Ok(Json(Listed { data }))
}

/// The grade sent, by core's check.
fn grade_of(bytes: &Bytes) -> LmsResult<(i64, String)> {
    let sent: GradeJson = parse(bytes)?;
    let score = match sent.score {
        Some(Value::Number(n)) => n.to_string(),
        Some(Value::String(s)) => s,
        _ => String::new(),
    };
    let (score, comment) = check_grade(&score, sent.comment.as_deref().unwrap_or(""))
        .map_err(|p| LmsError::bad(p.message))?;
    Ok((i64::from(score), comment))
}

async fn record(
    state: &AppState,
    tx: &mut sqlx::Transaction<'static, sqlx::Any>,
    user: &AuthUser,
    ip: Option<&str>,
    kind: &str,
    id: &str,
) -> LmsResult<()> {
    let event = Event {
        user_id: Some(&user.user_id),
        kind,
        detail: id,
        ip,
    };
    audit::record(&mut **tx, state.now(), event).await?;
    Ok(())
}

#[utoipa::path(
    post,
    path = "/lms/submissions/{id}/grade",
    tag = "lms",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "A submission of a cohort the caller mentors")),
    request_body = GradeJson,
    responses(
        (status = 200, description = "'Grade saved': the trainee reads the assignment graded with its score (a grade again replaces it)", body = Answer),
        (status = 400, description = "'Enter a score from 0 to 100', 'The score is a whole number from 0 to 100', a comment too long, or a body that cannot be read", body = Answer),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not a mentor, coach or super admin", body = ErrorBody),
        (status = 404, description = "No such submission, or not of a cohort the caller mentors", body = Answer),
    )
)]
pub async fn grade_submission(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    user: AuthUser,
    Path(id): Path<String>,
    bytes: Bytes,
) -> LmsResult<Json<Answer>> {
    user.require(&MENTORS)?;
    let who = access::caller(&state, &user).await?;
    let found = work::find_submission(&state.pool, id.trim())
        .await?
        .ok_or_else(LmsError::not_found)?;
    let trainee = access::trainee(&state, &who, &found.trainee_id).await?;
    let (score, comment) = grade_of(&bytes)?;
    let mut tx = state.begin().await?;
    work::grade_submission(
        &mut tx,
        &found.id,
        score,
        &comment,
        &user.user_id,
        state.now(),
    )
    .await?;
    record(
        &state,
        &mut tx,
        &user,
        ip.as_deref(),
        events::GRADED,
        &found.id,
    )
    .await?;
    let work = notify::Work::Submission {
        id: &found.id,
        assignment_id: &found.assignment_id,
    };
    notify::graded(&state.pool, &mut tx, &trainee, work, score, state.now()).await?;
    tx.commit().await?;
    Ok(Json(Answer::done(GRADED)))
}

#[utoipa::path(
    post,
    path = "/lms/pitches/{id}/grade",
    tag = "lms",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "A pitch deck of a cohort the caller mentors")),
    request_body = GradeJson,
    responses(
        (status = 200, description = "'Grade saved': the deck is graded (and no longer replaced)", body = Answer),
        (status = 400, description = "'Enter a score from 0 to 100', 'The score is a whole number from 0 to 100', a comment too long, or a body that cannot be read", body = Answer),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not a mentor, coach or super admin", body = ErrorBody),
        (status = 404, description = "No such deck, or not of a cohort the caller mentors", body = Answer),
    )
)]
pub async fn grade_pitch(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    user: AuthUser,
    Path(id): Path<String>,
    bytes: Bytes,
) -> LmsResult<Json<Answer>> {
    user.require(&MENTORS)?;
    let who = access::caller(&state, &user).await?;
    let found = work::find_pitch(&state.pool, id.trim())
        .await?
        .ok_or_else(LmsError::not_found)?;
    let trainee = access::trainee(&state, &who, &found.trainee_id).await?;
    let (score, comment) = grade_of(&bytes)?;
    let mut tx = state.begin().await?;
    work::grade_pitch(
        &mut tx,
        &found.id,
        score,
        &comment,
        &user.user_id,
        state.now(),
    )
    .await?;
    record(
        &state,
        &mut tx,
        &user,
        ip.as_deref(),
        events::PITCH_GRADED,
        &found.id,
    )
    .await?;
    let work = notify::Work::Pitch {
        id: &found.id,
        number: found.number,
    };
    notify::graded(&state.pool, &mut tx, &trainee, work, score, state.now()).await?;
    tx.commit().await?;
    Ok(Json(Answer::done(GRADED)))
}
