//! The client's loan screens: the history list, one loan in full, and the active loans to repay.

use axum::extract::{Path, State};
use axum::Json;
use portal_core::loans::paybill::takes_payments;
use portal_core::roles::Role;
use serde::Serialize;
use utoipa::ToSchema;

use crate::auth::AuthUser;
use crate::error::{AppResult, ErrorBody};
use crate::loans::access::{detail, visible_loan};
use crate::loans::lifecycle::installments;
use crate::loans::model::{
    is_listed, loan_view, redact, LoanDetailResponse, LoanView, LoansResponse,
};
use crate::loans::store::{self, Loan};
use crate::staff::visibility::{read_person, Group, Reader};
use crate::state::AppState;

/// Loans with their schedules, as `reader` may see them.
pub async fn with_schedules(
    state: &AppState,
    loans: &[Loan],
    reader: &Reader,
) -> AppResult<Vec<LoanView>> {
    let ids: Vec<&str> = loans.iter().map(|l| l.id.as_str()).collect();
    let mut schedules = installments::of_loans(&state.pool, &ids).await?;
    Ok(loans
        .iter()
        .map(|loan| {
            let mut view = loan_view(loan, &schedules.remove(&loan.id).unwrap_or_default());
            redact(&mut view, reader);
            view
        })
        .collect())
}

/// The signed-in client's loans, newest first (unfinished applications left out).
#[utoipa::path(
    get,
    path = "/client/loan/view",
    tag = "loans",
    security(("bearer" = [])),
    responses(
        (status = 200, description = "The client's loans", body = LoansResponse),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not a client", body = ErrorBody),
    )
)]
pub async fn my_loans(
    State(state): State<AppState>,
    user: AuthUser,
) -> AppResult<Json<LoansResponse>> {
    user.require(&[Role::Client])?;
    let loans: Vec<Loan> = store::of_user(&state.pool, &user.user_id)
        .await?
        .into_iter()
        .filter(|l| is_listed(l.status))
        .collect();
    Ok(Json(LoansResponse {
        data: with_schedules(&state, &loans, &Reader::Themself).await?,
    }))
}

/// One loan with its schedule, repayments, history and client: to its owner and to staff.
#[utoipa::path(
    get,
    path = "/client/loan/view/{loanId}",
    tag = "loans",
    security(("bearer" = [])),
    params(("loanId" = String, Path, description = "The loan's id")),
    responses(
        (status = 200, description = "The loan in full", body = LoanDetailResponse),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 404, description = "No such loan, or another client's", body = ErrorBody),
    )
)]
pub async fn view_loan(
    State(state): State<AppState>,
    user: AuthUser,
    Path(loan_id): Path<String>,
) -> AppResult<Json<LoanDetailResponse>> {
    let (loan, reader) = visible_loan(&state, &user, &loan_id).await?;
    Ok(Json(LoanDetailResponse {
        message: None,
        data: detail(&state, &loan, &reader).await?,
    }))
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UserInfo {
    pub mpesa_phone: Option<String>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct CurrentLoans {
    pub user_info: UserInfo,
    /// The active loans, newest first.
    pub current: Vec<LoanView>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct CurrentResponse {
    pub data: CurrentLoans,
}

/// The client's M-Pesa phone and active loans (the pay screen).
#[utoipa::path(
    get,
    path = "/client/loan/current/{user_id}",
    tag = "loans",
    security(("bearer" = [])),
    params(("user_id" = String, Path, description = "The client's own id (staff: any client)")),
    responses(
        (status = 200, description = "The active loans", body = CurrentResponse),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "A client asking for anyone else (whether or not the id exists)", body = ErrorBody),
        (status = 404, description = "No such user, or one the staff member may not see", body = ErrorBody),
    )
)]
pub async fn current_loans(
    State(state): State<AppState>,
    user: AuthUser,
    Path(user_id): Path<String>,
) -> AppResult<Json<CurrentResponse>> {
    let (client, reader) = read_person(&state, &user, &user_id, Group::Loans).await?;
    let loans: Vec<Loan> = store::of_user(&state.pool, &user_id)
        .await?
        .into_iter()
        .filter(|l| takes_payments(l.status))
        .collect();
    Ok(Json(CurrentResponse {
        data: CurrentLoans {
            user_info: UserInfo {
                mpesa_phone: client.mpesa_phone,
            },
            current: with_schedules(&state, &loans, &reader).await?,
        },
    }))
}
