//! Who may see a loan, and reading one in full.

use crate::auth::AuthUser;
use crate::error::{AppError, AppResult, NOT_FOUND};
use crate::state::AppState;

use super::history;
use super::installments;
use super::model::{loan_view, LoanClient, LoanDetail};
use super::store::{self, Loan};

pub fn not_found() -> AppError {
    AppError::NotFound(NOT_FOUND.to_owned())
}

/// The loan when the caller is its owner or staff; anyone else is told it does not exist.
pub async fn visible_loan(state: &AppState, user: &AuthUser, loan_id: &str) -> AppResult<Loan> {
    let loan = store::find(&state.pool, loan_id)
        .await?
        .ok_or_else(not_found)?;
    if loan.user_id == user.user_id || user.role.is_staff() {
        Ok(loan)
    } else {
        Err(not_found())
    }
}

/// The loan with its schedule, history, repayments and client.
pub async fn detail(state: &AppState, loan: &Loan) -> AppResult<LoanDetail> {
    let schedule = installments::of_loan(&state.pool, &loan.id).await?;
    let history = history::of_loan(&state.pool, &loan.id).await?;
    let repayments = history::repayments(&state.pool, &loan.id).await?;
    Ok(LoanDetail {
        loan: loan_view(loan, &schedule),
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

/// Reads the loan again (after a change) in full.
pub async fn reload_detail(state: &AppState, loan_id: &str) -> AppResult<LoanDetail> {
    let loan = store::find(&state.pool, loan_id)
        .await?
        .ok_or_else(not_found)?;
    detail(state, &loan).await
}
