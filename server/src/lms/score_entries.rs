//! The score items a person enters for a trainee (docs/lms.md, "Cohorts and people"):
//! `PUT /lms/trainees/{id}/score-entries/{item} {score}` (`trainer`: the coach or the super admin;
//! `mentor`: the cohort's mentor too), the score by core's `check_grade` (0 to 100), read by the
//! score items (`scores.rs`); `GET /lms/trainees/{id}/score-entries` to the trainee, the cohort's
//! mentors and the team.

use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::Json;
use portal_core::lms::checks::check_grade;
use portal_core::lms::team::{EnteredItem, SCORE_SAVED};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::ToSchema;

use super::access::{self, Caller, MENTORS};
use super::body::parse;
use super::error::{LmsError, LmsResult};
use super::files::language_of;
use super::model::{Answer, Listed};
use super::store::team as store;
use super::team::model::{bad, done, record, Written, SAVED};
use crate::auth::{AuthUser, ClientIp};
use crate::error::{AppError, ErrorBody};
use crate::ids::new_id;
use crate::state::AppState;

#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
#[serde(default)]
pub struct ScoreJson {
    /// A whole number from 0 to 100 (or its digits as text).
    #[schema(value_type = Object)]
    pub score: Option<Value>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EntryView {
    /// `trainer` or `mentor`.
    pub item: String,
    pub score: i64,
    pub entered_by: String,
    pub created_at: i64,
}

#[utoipa::path(
    put,
    path = "/lms/trainees/{id}/score-entries/{item}",
    tag = "lms",
    security(("bearer" = [])),
    params(
        ("id" = String, Path, description = "A trainee"),
        ("item" = String, Path, description = "`trainer` (the coach, the super admin) or `mentor` (the cohort's mentor too)"),
    ),
    request_body = ScoreJson,
    responses(
        (status = 200, description = "'Score saved' (replacing an earlier one); the score items read it", body = Answer),
        (status = 400, description = "'Enter a score from 0 to 100', 'The score is a whole number from 0 to 100', or a body that cannot be read", body = Answer),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not a mentor, the coach or the super admin; a mentor entering `trainer`", body = ErrorBody),
        (status = 404, description = "No such trainee or item, or a trainee of a cohort the mentor does not mentor", body = Answer),
    )
)]
pub async fn enter(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    user: AuthUser,
    Path((id, item)): Path<(String, String)>,
    bytes: Bytes,
) -> LmsResult<Json<Written<()>>> {
    user.require(&MENTORS)?;
    let language = language_of(&state, &user).await?;
    let who = access::caller(&state, &user).await?;
    let trainee = access::trainee(&state, &who, &id).await?;
    let item = EnteredItem::parse(&item).ok_or_else(LmsError::not_found)?;
    if matches!(who, Caller::Mentor(_)) && !item.mentor_may_enter() {
        return Err(AppError::no_access().into());
    }
    let sent: ScoreJson = parse(&bytes)?;
    let score = match sent.score {
        Some(Value::Number(n)) => n.to_string(),
        Some(Value::String(s)) => s,
        _ => String::new(),
    };
    let (score, _) = check_grade(&score, "").map_err(|p| bad(language, p.message))?;
    let now = state.now();
    let entry = store::Entry {
        item: item.name().to_owned(),
        score: i64::from(score),
        entered_by: user.user_id.clone(),
        created_at: now,
    };
    let mut tx = state.begin().await?;
    store::enter_score(&mut tx, &new_id(now), &trainee.id, &entry).await?;
    let what = ["score ", item.name()].concat();
    record(
        &mut tx,
        &state,
        &user,
        ip.as_deref(),
        SAVED,
        &what,
        &trainee.id,
    )
    .await?;
    tx.commit().await?;
    Ok(done(language, SCORE_SAVED, None))
}

#[utoipa::path(
    get,
    path = "/lms/trainees/{id}/score-entries",
    tag = "lms",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "A trainee")),
    responses(
        (status = 200, description = "The entered items (0..100) with who entered them and when", body = Listed<EntryView>),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "A role with no learning", body = ErrorBody),
        (status = 404, description = "No such trainee, or not the caller's (their own, their cohorts', the team's)", body = Answer),
    )
)]
pub async fn list(
    State(state): State<AppState>,
    user: AuthUser,
    Path(id): Path<String>,
) -> LmsResult<Json<Listed<EntryView>>> {
    let who = access::caller(&state, &user).await?;
    let trainee = access::trainee(&state, &who, &id).await?;
    let data = store::entries(&state.pool, &trainee.id)
        .await?
        .into_iter()
        .map(|e| EntryView {
            item: e.item,
            score: e.score,
            entered_by: e.entered_by,
            created_at: e.created_at,
        })
        .collect();
    Ok(Json(Listed { data }))
}
