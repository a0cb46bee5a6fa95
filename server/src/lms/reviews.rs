//! Topic reviews (spec 002 sections 5.5, 7.5): a topic's reviews, and a trainee's review of a topic
//! sent as the spec's form (multipart or urlencoded: traineeId, rating, comment) or as JSON (with
//! the phone's `submissionId`, stored once), checked by core's `check_review`.

use std::collections::HashMap;

use axum::body::to_bytes;
use axum::extract::{FromRequest, Multipart, Path, Query, Request, State};
use axum::http::header::CONTENT_TYPE;
use axum::{Form, Json};
use portal_core::lms::checks::check_review;
use serde::Deserialize;
use serde_json::Value;
use utoipa::ToSchema;

use super::access;
use super::body::{must_be, submission, UNREADABLE};
use super::error::{LmsError, LmsResult};
use super::events;
use super::model::{Answer, ByQuery, Listed, ReviewView};
use super::store::course::Piece;
use super::store::reviews::{self, Review};
use crate::audit::{self, Event};
use crate::auth::{AuthUser, ClientIp};
use crate::error::ErrorBody;
use crate::ids::new_id;
use crate::state::AppState;

pub const REVIEW_SENT: &str = "Review submitted";
const BODY_LIMIT: usize = 64 * 1024;

#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct ReviewJson {
    pub trainee_id: String,
    /// 1 to 5 (a number or its text).
    #[schema(value_type = Object)]
    pub rating: Option<Value>,
    pub comment: String,
    /// The phone's id for it (24 lowercase hex): stored once.
    pub submission_id: Option<String>,
}

fn content_type(request: &Request) -> String {
    request
        .headers()
        .get(CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_ascii_lowercase()
}

fn rating_of(value: Option<&Value>) -> Option<i64> {
    match value? {
        Value::Number(n) => n.as_i64(),
        Value::String(s) => s.trim().parse().ok(),
        _ => None,
    }
}

/// The review however it came: trainee id, rating, comment, submission id.
async fn read(state: &AppState, request: Request) -> LmsResult<ReviewJson> {
    let kind = content_type(&request);
    let fields: HashMap<String, String> = if kind.starts_with("multipart/form-data") {
        let mut form = Multipart::from_request(request, state)
            .await
            .map_err(|_| LmsError::bad(UNREADABLE))?;
        let mut fields = HashMap::new();
        while let Some(field) = form
            .next_field()
            .await
            .map_err(|_| LmsError::bad(UNREADABLE))?
        {
            let name = field.name().unwrap_or_default().to_owned();
            let text = field.text().await.map_err(|_| LmsError::bad(UNREADABLE))?;
            fields.insert(name, text);
        }
        fields
    } else if kind.starts_with("application/x-www-form-urlencoded") {
        let Form(fields) = Form::<HashMap<String, String>>::from_request(request, state)
            .await
            .map_err(|_| LmsError::bad(UNREADABLE))?;
        fields
    } else {
        let bytes = to_bytes(request.into_body(), BODY_LIMIT)
            .await
            .map_err(|_| LmsError::bad(UNREADABLE))?;
        return serde_json::from_slice(&bytes).map_err(|_| LmsError::bad(UNREADABLE));
    };
    let get = |name: &str| fields.get(name).cloned().unwrap_or_default();
    Ok(ReviewJson {
        trainee_id: get("traineeId"),
        rating: Some(Value::String(get("rating"))),
        comment: get("comment"),
        submission_id: fields.get("submissionId").cloned(),
    })
}

#[utoipa::path(
    get,
    path = "/lms/topics/{id}/reviews",
    tag = "lms",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "A topic of a cohort the caller may read"), ByQuery),
    responses(
        (status = 200, description = "The topic's reviews, newest first: the trainee's own (a trainee; `trainee_id` for the others, else every trainee's)", body = Listed<ReviewView>),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "A role with no learning", body = ErrorBody),
        (status = 404, description = "No such topic or trainee, or not the caller's", body = Answer),
    )
)]
pub async fn list(
    State(state): State<AppState>,
    user: AuthUser,
    Path(id): Path<String>,
    Query(query): Query<ByQuery>,
) -> LmsResult<Json<Listed<ReviewView>>> {
    let who = access::caller(&state, &user).await?;
    access::piece(&state, &who, Piece::Topic, &id).await?;
    let trainee = access::subject(&state, &who, ByQuery::get(&query.trainee_id)).await?;
    let data = reviews::of_topic(
        &state.pool,
        id.trim(),
        trainee.as_ref().map(|t| t.id.as_str()),
    )
    .await?
    .into_iter()
    .map(|r| ReviewView {
        trainee_id: r.trainee_id,
        rating: r.rating,
        comment: r.comment,
        created_at: r.created_at,
    })
    .collect();
    Ok(Json(Listed { data }))
}

#[utoipa::path(
    post,
    path = "/lms/topics/{id}/reviews",
    tag = "lms",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "A topic of the trainee's cohort")),
    request_body(content(
        (ReviewJson = "application/json"),
        (ReviewJson = "multipart/form-data"),
        (ReviewJson = "application/x-www-form-urlencoded")
    )),
    responses(
        (status = 200, description = "'Review submitted'; the same `submissionId` again: the same answer, nothing changed", body = Answer),
        (status = 400, description = "'Missing required data', 'Fill all fields', 'Choose from 1 to 5 stars', a bad `submissionId`, or a body that cannot be read", body = Answer),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not a trainee role", body = ErrorBody),
        (status = 404, description = "No such topic (or not the trainee's cohort's), another's trainee id, or not a trainee", body = Answer),
    )
)]
pub async fn add(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    user: AuthUser,
    Path(id): Path<String>,
    request: Request,
) -> LmsResult<Json<Answer>> {
    let me = access::trainee_caller(&state, &user).await?;
    let sent = read(&state, request).await?;
    let clean = check_review(
        &sent.trainee_id,
        &id,
        rating_of(sent.rating.as_ref()),
        &sent.comment,
    )
    .map_err(|p| LmsError::bad(p.message))?;
    must_be(&sent.trainee_id, &me.id)?;
    let who = access::Caller::Trainee(me.clone());
    access::piece(&state, &who, Piece::Topic, &id).await?;
    let given = match sent
        .submission_id
        .as_deref()
        .map(str::trim)
        .filter(|s| !s.is_empty())
    {
        Some(s) => Some(submission(s)?),
        None => None,
    };
    let now = state.now();
    let review = Review {
        id: new_id(now),
        topic_id: id.trim().to_owned(),
        trainee_id: me.id.clone(),
        rating: i64::from(clean.rating),
        comment: clean.comment,
        created_at: now,
    };
    let mut tx = state.begin().await?;
    if !reviews::insert(&mut tx, &review, given.as_deref()).await? {
        return Ok(Json(Answer::done(REVIEW_SENT)));
    }
    let event = Event {
        user_id: Some(&user.user_id),
        kind: events::REVIEWED,
        detail: &review.id,
        ip: ip.as_deref(),
    };
    audit::record(&mut *tx, now, event).await?;
    tx.commit().await?;
    Ok(Json(Answer::done(REVIEW_SENT)))
}
