//! One status change of a loan by a person: core's `decide`, the conditional update, and the
//! history row with its audit event, all inside the caller's transaction.

use portal_core::loans::lifecycle::{
    decide, ActionError, Actor, LoanAction, LoanFacts, LoanStatus,
};
use sqlx::Any;

use crate::auth::AuthUser;
use crate::error::{AppError, AppResult};
use crate::loans::lifecycle::history::{self, Change, AUDIT_LOAN_ACTION};
use crate::loans::store::{self, Loan, StatusChange};
use portal_core::loans::decisions::{
    is_complete_application, INCOMPLETE_APPLICATION, LOAN_CHANGED,
};

/// Forbidden for who asks (403), a missing reason (400), else the loan's state (409).
pub fn action_error(error: &ActionError) -> AppError {
    let message = error.message();
    if error.is_forbidden() {
        AppError::Forbidden(message)
    } else if *error == ActionError::ReasonRequired {
        AppError::BadRequest(message)
    } else {
        AppError::Conflict(message)
    }
}

/// Where `action` takes the loan, or why not, by core's table.
pub fn check(
    loan: &Loan,
    action: LoanAction,
    user: &AuthUser,
    reason: &str,
) -> AppResult<LoanStatus> {
    let facts = LoanFacts {
        status: loan.status,
        owner_id: &loan.user_id,
        recommended_by: loan.recommended_by.as_deref(),
    };
    let actor = Actor {
        user_id: &user.user_id,
        role: user.role,
    };
    decide(&facts, action, &actor, reason).map_err(|e| action_error(&e))
}

pub async fn apply(
    tx: &mut sqlx::Transaction<'static, Any>,
    loan: &Loan,
    action: LoanAction,
    user: &AuthUser,
    reason: &str,
    ip: Option<&str>,
    now: i64,
) -> AppResult<LoanStatus> {
    let to = check(loan, action, user, reason)?;
    if action == LoanAction::Submit
        && !is_complete_application(&loan.flow, &loan.stage, loan.figures.is_some())
    {
        return Err(AppError::Conflict(INCOMPLETE_APPLICATION.to_owned()));
    }
    let recommended_by = match action {
        LoanAction::Recommend => Some(user.user_id.as_str()),
        LoanAction::Return | LoanAction::Submit => None,
        _ => loan.recommended_by.as_deref(),
    };
    let approved_amount_minor = match action {
        LoanAction::Approve => loan.figures.map(|f| f.principal_minor),
        _ => loan.approved_amount_minor,
    };
    let submitted_at = match action {
        LoanAction::Submit => Some(now),
        _ => loan.submitted_at,
    };
    let change = StatusChange {
        loan_id: &loan.id,
        from: loan.status,
        to,
        recommended_by,
        approved_amount_minor,
        submitted_at,
        now,
    };
    if !store::change_status(&mut **tx, &change).await? {
        return Err(AppError::Conflict(LOAN_CHANGED.to_owned()));
    }
    let entry = Change {
        loan_id: &loan.id,
        action: action.as_str(),
        from: loan.status,
        to,
        actor_id: Some(&user.user_id),
        actor_role: user.role.as_str(),
        reason: reason.trim(),
        ip,
        at: now,
    };
    history::record(tx, &entry, AUDIT_LOAN_ACTION).await?;
    Ok(to)
}
