//! A trainee's score card (spec 002 sections 3.5, 9; docs/lms.md "The score items"): the 14 items
//! from the graded pitches and assignments, the surveys' scores and the entered items, each 0 to 5
//! (core's `grade_to_item`, `survey_score`, `acumen_score`, `growth`), with core's total and
//! percentage.

use axum::extract::{Query, State};
use axum::Json;
use portal_core::lms::model::ScoreItems;
use portal_core::lms::progress::{clamp_item, grade_to_item, score_percentage, score_total};
use portal_core::lms::surveys::score::{acumen_score, growth, survey_score};
use portal_core::survey::visibility::Answers;
use rust_decimal::{Decimal, RoundingStrategy};
use serde_json::Value;

use super::access;
use super::error::{LmsError, LmsResult};
use super::model::{Answer, ByQuery, Found};
use super::store::surveys::{self as stored, Response};
use super::store::work;
use crate::auth::AuthUser;
use crate::error::ErrorBody;
use crate::state::AppState;

fn two(value: Decimal) -> Decimal {
    value.round_dp_with_strategy(2, RoundingStrategy::MidpointAwayFromZero)
}

fn average(values: &[Decimal]) -> Option<Decimal> {
    (!values.is_empty()).then(|| two(values.iter().sum::<Decimal>() / Decimal::from(values.len())))
}

/// Growth kept within an item's 0 to 5 (a fall counts 0).
fn grown(before: Option<Decimal>, after: Option<Decimal>) -> Option<Decimal> {
    Some(clamp_item(growth(before?, after?)))
}

fn grade(score: Option<i64>) -> Option<Decimal> {
    score.and_then(|s| u32::try_from(s).ok()).map(grade_to_item)
}

fn answers_of(responses: &[Response], slug: &str, round: i64) -> Option<Answers> {
    responses
        .iter()
        .find(|r| r.slug == slug && r.round == round)
        .and_then(|r| serde_json::from_value(r.answers.clone()).ok())
}

fn done(responses: &[Response], slug: &str) -> Option<Decimal> {
    responses
        .iter()
        .any(|r| r.slug == slug)
        .then_some(Decimal::from(5))
}

/// The trainee's 14 items.
pub async fn items_of(state: &AppState, trainee_id: &str) -> Result<ScoreItems, sqlx::Error> {
    let pitches = work::pitches_of(&state.pool, trainee_id).await?;
    let pitch = |n: i64| grade(pitches.iter().find(|p| p.number == n).and_then(|p| p.score));
    let grades: Vec<Decimal> = work::submissions_of(&state.pool, trainee_id)
        .await?
        .iter()
        .filter_map(|s| grade(s.score))
        .collect();
    let responses = stored::responses_of(&state.pool, trainee_id).await?;
    let scored = |slug: &str, round: i64| {
        answers_of(&responses, slug, round).and_then(|a| survey_score(slug, &a))
    };
    let acumen = |slug: &str| answers_of(&responses, slug, 1).map(|a| acumen_score(&a));
    let entries = stored::entries_of(&state.pool, trainee_id).await?;
    let entered = |item: &str| grade(entries.iter().find(|(i, _)| i == item).map(|(_, s)| *s));
    let mut items = ScoreItems {
        pitch1: pitch(1),
        pitch2: pitch(2),
        confidence1: scored("confidence-level", 1),
        confidence2: scored("confidence-level", 2),
        computer_literacy_growth: grown(
            scored("computer-literacy", 1),
            scored("computer-literacy", 2),
        ),
        business_acumen_growth: grown(
            acumen("business-acumen/entry"),
            acumen("business-acumen/exit"),
        ),
        business_plan: average(&grades),
        trainer: entered("trainer"),
        mentor: entered("mentor"),
        baseline_survey: done(&responses, "baseline"),
        post_training_survey: done(&responses, "buruka-post-training"),
        ..ScoreItems::default()
    };
    items.pitch_growth = grown(items.pitch1, items.pitch2);
    items.confidence_growth = grown(items.confidence1, items.confidence2);
    let growths: Vec<Decimal> = [
        items.pitch_growth,
        items.confidence_growth,
        items.computer_literacy_growth,
        items.business_acumen_growth,
    ]
    .into_iter()
    .flatten()
    .collect();
    items.average_growth = average(&growths);
    Ok(items)
}

#[utoipa::path(
    get,
    path = "/lms/scores/aggregates",
    tag = "lms",
    security(("bearer" = [])),
    params(ByQuery),
    responses(
        (status = 200, description = "The trainee's (the caller, or `trainee_id`) 14 items (each 0 to 5, null when not there yet) with `total` and `percentage` (core's)", body = Found<Object>),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "A role with no learning", body = ErrorBody),
        (status = 404, description = "No such trainee or cohort, or not the caller's; not a trainee", body = Answer),
    )
)]
pub async fn aggregates(
    State(state): State<AppState>,
    user: AuthUser,
    Query(query): Query<ByQuery>,
) -> LmsResult<Json<Found<Value>>> {
    let who = access::caller(&state, &user).await?;
    let trainee = access::subject(&state, &who, ByQuery::get(&query.trainee_id))
        .await?
        .ok_or_else(LmsError::not_found)?;
    if ByQuery::get(&query.cohort_id).is_some_and(|c| c != trainee.cohort_id) {
        return Err(LmsError::not_found());
    }
    let items = items_of(&state, &trainee.id).await?;
    let mut data = serde_json::to_value(&items).unwrap_or_default();
    if let Value::Object(map) = &mut data {
        let total = score_total(&items);
        map.insert(
            "total".to_owned(),
            serde_json::from_str(&total.normalize().to_string()).unwrap_or(Value::Null),
        );
        map.insert("percentage".to_owned(), score_percentage(&items).into());
    }
    Ok(Json(Found::of(vec![data])))
}
