//! `POST /user/loan/action/{loanId}`: a decision on a loan, by core's table of who may do what.

use axum::extract::{Path, State};
use axum::Json;
use portal_core::loans::lifecycle::LoanAction;

use crate::auth::{AuthUser, ClientIp};
use crate::error::{ApiJson, AppError, AppResult, ErrorBody};
use crate::loans::access::{reload_detail, visible_loan};
use crate::loans::lifecycle::transition;
use crate::loans::model::{ActionBody, LoanDetailResponse};
use crate::state::AppState;
use portal_core::loans::decisions::{action_done, is_plain_action, DISBURSE_BY_TRANSFER};

/// Takes `action` on the loan: the client submits or withdraws their own; staff review, recommend,
/// return, approve, reject and write off as their role allows. Each change writes the loan's history.
#[utoipa::path(
    post,
    path = "/user/loan/action/{loanId}",
    tag = "loans",
    security(("bearer" = [])),
    params(("loanId" = String, Path, description = "The loan's id")),
    request_body = ActionBody,
    responses(
        (status = 200, description = "Done: the loan in full", body = LoanDetailResponse),
        (status = 400, description = "An unknown action, a missing reason, or disbursing here", body = ErrorBody),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "The role may never take this action", body = ErrorBody),
        (status = 404, description = "No such loan, or another client's", body = ErrorBody),
        (status = 409, description = "Not from the loan's status, or the approver recommended it", body = ErrorBody),
    )
)]
pub async fn take_action(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    user: AuthUser,
    Path(loan_id): Path<String>,
    ApiJson(body): ApiJson<ActionBody>,
) -> AppResult<Json<LoanDetailResponse>> {
    let action = LoanAction::parse(body.action.trim())
        .ok_or_else(|| AppError::bad_request(format!("Unknown action {:?}", body.action.trim())))?;
    let (loan, reader) = visible_loan(&state, &user, &loan_id).await?;
    let reason = body.reason.as_deref().unwrap_or_default();
    if !is_plain_action(action) {
        transition::check(&loan, action, &user, reason)?;
        return Err(AppError::bad_request(DISBURSE_BY_TRANSFER));
    }
    let now = state.now();
    let mut tx = state.begin().await?;
    let to = transition::apply(&mut tx, &loan, action, &user, reason, ip.as_deref(), now).await?;
    tx.commit().await?;
    Ok(Json(LoanDetailResponse {
        message: Some(action_done(to)),
        data: reload_detail(&state, &loan.id, &reader).await?,
    }))
}
