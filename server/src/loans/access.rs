//! Who may see a loan, and reading one in full.

use crate::auth::AuthUser;
use crate::error::{AppError, AppResult, NOT_FOUND};
use crate::staff::visibility::{reader_of, Group, Reader, Sight};
use crate::state::AppState;
use crate::users::store as users;

use crate::loans::lifecycle::history;
use crate::loans::lifecycle::installments;
use crate::loans::model::{loan_view, redact, LoanClient, LoanDetail};
use crate::loans::store::{self, Loan};

pub fn not_found() -> AppError {
    AppError::NotFound(NOT_FOUND.to_owned())
}

/// The loan and how the caller reads it: its owner, or staff whose role sees loans of this client
/// (see staff/visibility.rs); anyone else is told it does not exist.
pub async fn visible_loan(
    state: &AppState,
    user: &AuthUser,
    loan_id: &str,
) -> AppResult<(Loan, Reader)> {
    let loan = store::find(&state.pool, loan_id)
        .await?
        .ok_or_else(not_found)?;
    if loan.user_id == user.user_id {
        return Ok((loan, Reader::Themself));
    }
    if Sight::of_auth(user).is_none() {
        return Err(not_found());
    }
    let client = users::find_by_id(&state.pool, &loan.user_id)
        .await?
        .ok_or_else(not_found)?;
    let reader = reader_of(user, &client, Group::Loans).ok_or_else(not_found)?;
    Ok((loan, reader))
}

/// The loan with its schedule, history, repayments and client, as `reader` may see it.
pub async fn detail(state: &AppState, loan: &Loan, reader: &Reader) -> AppResult<LoanDetail> {
    let schedule = installments::of_loan(&state.pool, &loan.id).await?;
    let history = history::of_loan(&state.pool, &loan.id).await?;
    let repayments = history::repayments(&state.pool, &loan.id).await?;
    let mut view = loan_view(loan, &schedule);
    redact(&mut view, reader);
    Ok(LoanDetail {
        loan: view,
        history: history.into_iter().map(Into::into).collect(),
        repayments: repayments.into_iter().map(Into::into).collect(),
        client: LoanClient {
            id: loan.user_id.clone(),
            first_name: loan.client.first_name.clone(),
            last_name: loan.client.last_name.clone(),
            email: loan.client.email.clone(),
            phone_number: loan.client.phone_number.clone(),
            mpesa_phone: loan.client.mpesa_phone.clone(),
        },
    })
}

/// Reads the loan again (after a change) in full, as `reader` may see it.
pub async fn reload_detail(
    state: &AppState,
    loan_id: &str,
    reader: &Reader,
) -> AppResult<LoanDetail> {
    let loan = store::find(&state.pool, loan_id)
        .await?
        .ok_or_else(not_found)?;
    detail(state, &loan, reader).await
}
