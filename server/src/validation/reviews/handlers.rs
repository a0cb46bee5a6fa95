//! The coach's review of statements core cannot read (another institution's, a picture):
//! `GET /validation/reviews` lists them, `POST /validation/reviews/{statementId}` keeps the monthly
//! totals read off the statement (sent again: a correction that replaces them).

use axum::extract::{Path, Query, State};
use axum::Json;
use portal_core::time::nairobi_day;
use portal_core::validation::access::may_review;
use portal_core::validation::checks::{check_review, month_text};
use portal_core::validation::messages::{
    in_language, ALREADY_READ, MONTHS_REQUIRED, REVIEWS_FOUND, REVIEW_SAVED, STATEMENT_NOT_FOUND,
};
use serde_json::Value;

use super::model::{Review, ReviewAnswer, ReviewItem, ReviewsAnswer, ReviewsQuery};
use super::store;
use crate::audit::{self, Event};
use crate::auth::AuthUser;
use crate::error::{AppError, ErrorBody};
use crate::state::AppState;
use crate::validation::access::caller;
use crate::validation::error::{ValidationError, ValidationResult};
use crate::validation::model::Refusal;
use crate::validation::report::compute::refresh;
use crate::validation::statements::model::StatementView;
use crate::validation::statements::store::{self as statements, AWAITING_REVIEW, REVIEWED};

/// The audit event of a review.
pub const STATEMENT_REVIEWED: &str = "validation_statement_reviewed";
/// The longest list.
const MOST: i64 = 200;

/// Statements awaiting review, the latest sent first (or, with `status=reviewed`, those reviewed,
/// the latest reviewed first).
#[utoipa::path(
    get,
    path = "/validation/reviews",
    tag = "validation",
    security(("bearer" = [])),
    params(ReviewsQuery),
    responses(
        (status = 200, description = "'Statements to review' and the statements with their business", body = ReviewsAnswer),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Only the coach, the super admin and the admin review", body = ErrorBody),
    )
)]
pub async fn list_reviews(
    State(state): State<AppState>,
    auth: AuthUser,
    Query(query): Query<ReviewsQuery>,
) -> ValidationResult<Json<ReviewsAnswer>> {
    if !may_review(auth.role) {
        return Err(AppError::no_access().into());
    }
    let user = caller(&state, &auth).await?;
    let status = match query.status.as_deref() {
        Some(REVIEWED) => REVIEWED,
        _ => AWAITING_REVIEW,
    };
    let rows = store::list(&state.pool, status, MOST).await?;
    Ok(Json(ReviewsAnswer {
        error: false,
        message: in_language(REVIEWS_FOUND, user.language).to_owned(),
        data: rows
            .iter()
            .map(|(row, business_name)| ReviewItem {
                business_name: business_name.clone(),
                statement: StatementView::from(row),
                reviewed_at: row.reviewed_at,
            })
            .collect(),
    }))
}

fn text(value: Option<&Value>) -> String {
    match value {
        Some(Value::String(text)) => text.clone(),
        Some(Value::Number(number)) => number.to_string(),
        _ => String::new(),
    }
}

/// Keeps a coach's monthly totals of a statement: reviewed, by them, now; audited.
#[utoipa::path(
    post,
    path = "/validation/reviews/{statementId}",
    tag = "validation",
    security(("bearer" = [])),
    params(("statementId" = String, Path, description = "A statement awaiting review, or reviewed (a correction)")),
    request_body = Review,
    responses(
        (status = 200, description = "'The monthly totals are saved' and the statement", body = ReviewAnswer),
        (status = 400, description = "A month or an amount refused, or a statement read from its file", body = Refusal),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Only the coach, the super admin and the admin review", body = ErrorBody),
        (status = 404, description = "'Statement not found'", body = Refusal),
    )
)]
pub async fn review_statement(
    State(state): State<AppState>,
    auth: AuthUser,
    Path(statement_id): Path<String>,
    Json(review): Json<Review>,
) -> ValidationResult<Json<ReviewAnswer>> {
    if !may_review(auth.role) {
        return Err(AppError::no_access().into());
    }
    let user = caller(&state, &auth).await?;
    let language = user.language;
    let statement = statements::find(&state.pool, statement_id.trim())
        .await?
        .ok_or_else(|| ValidationError::not_found(STATEMENT_NOT_FOUND, language))?;
    if statement.status != AWAITING_REVIEW && statement.status != REVIEWED {
        return Err(ValidationError::bad(ALREADY_READ, language));
    }
    let sent: Vec<(String, String, String)> = review
        .months
        .unwrap_or_default()
        .iter()
        .map(|m| {
            (
                m.month.clone().unwrap_or_default(),
                text(m.money_in.as_ref()),
                text(m.money_out.as_ref()),
            )
        })
        .collect();
    let now = state.now();
    let this_month = nairobi_day(now).map_or((1970, 1), |(y, m, _)| (y, m));
    let months = check_review(&sent, this_month)
        .map_err(|message| ValidationError::bad(message, language))?;
    let (Some(first), Some(last)) = (months.first(), months.last()) else {
        return Err(ValidationError::bad(MONTHS_REQUIRED, language));
    };
    let from = format!("{}-01", month_text(first.month));
    let to = last_day(last.month);
    let rows: Vec<(String, i64, i64)> = months
        .iter()
        .map(|m| (month_text(m.month), m.money_in, m.money_out))
        .collect();
    let mut tx = state.begin().await?;
    statements::set_review(&mut tx, &statement.id, &rows, (&from, &to), &user.id, now).await?;
    let detail = format!("statement {} ({} months)", statement.id, rows.len());
    audit::record(
        &mut *tx,
        now,
        Event {
            user_id: Some(&user.id),
            kind: STATEMENT_REVIEWED,
            detail: &detail,
            ip: None,
        },
    )
    .await?;
    tx.commit().await?;
    refresh(&state, &statement.business_id).await?;
    let saved = statements::find(&state.pool, &statement.id)
        .await?
        .ok_or_else(|| AppError::internal("a reviewed statement went"))?;
    Ok(Json(ReviewAnswer {
        error: false,
        message: in_language(REVIEW_SAVED, language).to_owned(),
        data: StatementView::from(&saved),
    }))
}

/// `2026-02-28` for February 2026.
fn last_day((year, month): (i32, u32)) -> String {
    let days = match month {
        2 if year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    };
    format!("{}-{days}", month_text((year, month)))
}
