//! The staff review list of M-Pesa money that was not applied on its own: list it, apply an item to
//! a loan (through the one apply path, so its receipt still counts once) or dismiss it with a
//! reason; each item is resolved once, and each resolution is audited.

use axum::extract::{Path, Query, State};
use axum::Json;
use portal_core::id::is_valid_id;
use portal_core::loans::paybill::{account_suffix, LOAN_NOT_REPAYABLE};
use portal_core::loans::received::{
    staff_may_apply, ReviewReason, AMOUNT_CANNOT_BE_APPLIED, CHOOSE_A_LOAN, DISMISS_NEEDS_REASON,
    DISMISS_REASON_MAX_CHARS, DISMISS_REASON_TOO_LONG, MONEY_REVIEWERS, RECEIPT_ALREADY_APPLIED,
    REVIEW_ALREADY_RESOLVED, REVIEW_APPLIED, REVIEW_DISMISSED, UNKNOWN_REVIEW_STATUS,
};
use portal_core::money::from_minor;

use super::model::{
    ApplyBody, DismissBody, ResolvedResponse, Review, ReviewStatus, ReviewView, ReviewsQuery,
    ReviewsResponse,
};
use super::store::{self, Resolution};
use crate::audit::{self, Event};
use crate::auth::{AuthUser, ClientIp};
use crate::error::{ApiJson, AppError, AppResult, ErrorBody, NOT_FOUND};
use crate::repayments::apply::{after_commit, apply_to_loan, Applied, Incoming};
use crate::repayments::store as loans;
use crate::state::AppState;

const DEFAULT_PER_PAGE: i64 = 50;
const MAX_PER_PAGE: i64 = 100;
/// Far beyond any real list; keeps the offset arithmetic small.
const MAX_PAGE: i64 = 1_000_000;

fn not_found() -> AppError {
    AppError::NotFound(NOT_FOUND.to_owned())
}

fn already_resolved() -> AppError {
    AppError::Conflict(REVIEW_ALREADY_RESOLVED.to_owned())
}

async fn open_review(state: &AppState, id: &str) -> AppResult<Review> {
    if !is_valid_id(id) {
        return Err(not_found());
    }
    let review = store::find(&state.pool, id).await?.ok_or_else(not_found)?;
    if review.status != ReviewStatus::Open {
        return Err(already_resolved());
    }
    Ok(review)
}

/// The loan staff named: its id, or its paybill account number.
async fn named_loan(state: &AppState, typed: Option<&str>) -> AppResult<String> {
    let typed = typed.map(str::trim).unwrap_or_default();
    if typed.is_empty() {
        return Err(AppError::bad_request(CHOOSE_A_LOAN));
    }
    if is_valid_id(typed) {
        return Ok(typed.to_owned());
    }
    let suffix = account_suffix(typed).ok_or_else(not_found)?;
    match loans::loans_ending(&state.pool, &suffix).await?.as_slice() {
        [] => Err(not_found()),
        [loan] => Ok(loan.id.clone()),
        _ => Err(AppError::bad_request(
            ReviewReason::AmbiguousAccount.message(),
        )),
    }
}

async fn resolved(
    state: &AppState,
    id: &str,
    message: &'static str,
) -> AppResult<Json<ResolvedResponse>> {
    let review = store::find(&state.pool, id).await?.ok_or_else(not_found)?;
    Ok(Json(ResolvedResponse {
        message,
        data: review.into(),
    }))
}

/// M-Pesa money kept for staff, newest first, one page at a time.
#[utoipa::path(
    get,
    path = "/payments/reviews",
    tag = "repayments",
    security(("bearer" = [])),
    params(ReviewsQuery),
    responses(
        (status = 200, description = "One page of payments kept for review", body = ReviewsResponse),
        (status = 400, description = "An unknown status", body = ErrorBody),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not an authorizer or super admin", body = ErrorBody),
    )
)]
pub async fn list(
    State(state): State<AppState>,
    user: AuthUser,
    Query(query): Query<ReviewsQuery>,
) -> AppResult<Json<ReviewsResponse>> {
    user.require(&MONEY_REVIEWERS)?;
    let status = match query.status.as_deref().map(str::trim) {
        None | Some("") => Some(ReviewStatus::Open),
        Some("all") => None,
        Some(text) => Some(
            ReviewStatus::parse(text)
                .ok_or_else(|| AppError::bad_request(UNKNOWN_REVIEW_STATUS))?,
        ),
    };
    let page = query.page.unwrap_or(1).clamp(1, MAX_PAGE);
    let per_page = query
        .per_page
        .unwrap_or(DEFAULT_PER_PAGE)
        .clamp(1, MAX_PER_PAGE);
    let (reviews, total) =
        store::page(&state.pool, status, per_page, (page - 1) * per_page).await?;
    Ok(Json(ReviewsResponse {
        data: reviews.into_iter().map(ReviewView::from).collect(),
        page,
        per_page,
        total,
    }))
}

/// Applies a payment kept for review to a loan, as if it had arrived for that loan: once per
/// receipt, with the schedule, balance, closing and SMS receipt.
#[utoipa::path(
    post,
    path = "/payments/reviews/{id}/apply",
    tag = "repayments",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "The payment kept for review")),
    request_body = ApplyBody,
    responses(
        (status = 200, description = "'Payment applied to the loan' and the item", body = ResolvedResponse),
        (status = 400, description = "No loan named, or an amount that cannot be applied", body = ErrorBody),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not an authorizer or super admin", body = ErrorBody),
        (status = 404, description = "No such item or loan", body = ErrorBody),
        (status = 409, description = "Resolved already, its receipt applied already, or the loan takes no money", body = ErrorBody),
    )
)]
pub async fn apply(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    user: AuthUser,
    Path(id): Path<String>,
    ApiJson(body): ApiJson<ApplyBody>,
) -> AppResult<Json<ResolvedResponse>> {
    user.require(&MONEY_REVIEWERS)?;
    let review = open_review(&state, &id).await?;
    let amount_minor = review
        .amount_minor
        .filter(|minor| staff_may_apply(from_minor(*minor)))
        .ok_or_else(|| AppError::bad_request(AMOUNT_CANNOT_BE_APPLIED))?;
    let loan_id = named_loan(&state, body.loan_id.as_deref()).await?;
    let receipt = review
        .receipt
        .clone()
        .unwrap_or_else(|| format!("review:{}", review.id));
    let payment = Incoming {
        receipt: &receipt,
        amount_minor,
        channel: review.channel,
        msisdn: review.msisdn.as_deref(),
        recorded_by: Some(&user.user_id),
    };

    let now = state.now();
    let mut tx = state.begin().await?;
    let loan = loans::lock_loan(&mut tx, &loan_id, now)
        .await?
        .ok_or_else(not_found)?;
    let resolution = Resolution {
        status: ReviewStatus::Applied,
        by: &user.user_id,
        applied_loan_id: Some(&loan.id),
        note: None,
    };
    if !store::resolve(&mut tx, &review.id, &resolution, now).await? {
        return Err(already_resolved());
    }
    let applied = apply_to_loan(&mut tx, &state, &loan, &payment, now).await?;
    match applied {
        Applied::Duplicate => return Err(AppError::Conflict(RECEIPT_ALREADY_APPLIED.to_owned())),
        Applied::NotRepayable(_) => return Err(AppError::Conflict(LOAN_NOT_REPAYABLE.to_owned())),
        Applied::Applied { .. } => {}
    }
    let detail = format!(
        "{} receipt {receipt} amount_minor {amount_minor} to loan {}",
        review.id, loan.id
    );
    let event = Event {
        user_id: Some(&user.user_id),
        kind: audit::PAYMENT_REVIEW_APPLIED,
        detail: &detail,
        ip: ip.as_deref(),
    };
    audit::record(&mut *tx, now, event).await?;
    tx.commit().await?;
    after_commit(&state, &loan.id, &payment, &applied);
    resolved(&state, &review.id, REVIEW_APPLIED).await
}

/// Dismisses a payment kept for review, with the reason it is not applied.
#[utoipa::path(
    post,
    path = "/payments/reviews/{id}/dismiss",
    tag = "repayments",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "The payment kept for review")),
    request_body = DismissBody,
    responses(
        (status = 200, description = "'Payment dismissed' and the item", body = ResolvedResponse),
        (status = 400, description = "No reason, or one too long", body = ErrorBody),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not an authorizer or super admin", body = ErrorBody),
        (status = 404, description = "No such item", body = ErrorBody),
        (status = 409, description = "Resolved already", body = ErrorBody),
    )
)]
pub async fn dismiss(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    user: AuthUser,
    Path(id): Path<String>,
    ApiJson(body): ApiJson<DismissBody>,
) -> AppResult<Json<ResolvedResponse>> {
    user.require(&MONEY_REVIEWERS)?;
    let reason = body.reason.as_deref().map(str::trim).unwrap_or_default();
    if reason.is_empty() {
        return Err(AppError::bad_request(DISMISS_NEEDS_REASON));
    }
    if reason.chars().count() > DISMISS_REASON_MAX_CHARS {
        return Err(AppError::bad_request(DISMISS_REASON_TOO_LONG));
    }
    let review = open_review(&state, &id).await?;
    let now = state.now();
    let mut tx = state.begin().await?;
    let resolution = Resolution {
        status: ReviewStatus::Dismissed,
        by: &user.user_id,
        applied_loan_id: None,
        note: Some(reason),
    };
    if !store::resolve(&mut tx, &review.id, &resolution, now).await? {
        return Err(already_resolved());
    }
    let detail = format!(
        "{} receipt {}",
        review.id,
        review.receipt.as_deref().unwrap_or("-")
    );
    let event = Event {
        user_id: Some(&user.user_id),
        kind: audit::PAYMENT_REVIEW_DISMISSED,
        detail: &detail,
        ip: ip.as_deref(),
    };
    audit::record(&mut *tx, now, event).await?;
    tx.commit().await?;
    resolved(&state, &review.id, REVIEW_DISMISSED).await
}
