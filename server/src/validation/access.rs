//! Whose statements a caller reads (core's `validation::access`): a client their own business's
//! (the id may be left out), the coach, the super admin and the admin any business's (the id
//! required). Another's business answers exactly like one that is not there.

use portal_core::validation::access::{may_read, may_read_any};
use portal_core::validation::messages::{BUSINESS_NOT_FOUND, CHOOSE_A_BUSINESS};

use super::error::{ValidationError, ValidationResult};
use crate::auth::AuthUser;
use crate::bookkeeping::business::{self, Business};
use crate::error::AppError;
use crate::state::AppState;
use crate::users::model::User;
use crate::users::store as users;

/// The caller, signed in and still there.
pub async fn caller(state: &AppState, auth: &AuthUser) -> ValidationResult<User> {
    Ok(users::find_by_id(&state.pool, &auth.user_id)
        .await?
        .ok_or_else(AppError::sign_in)?)
}

/// The reader and the business they read.
pub async fn reading(
    state: &AppState,
    auth: &AuthUser,
    wanted: Option<&str>,
) -> ValidationResult<(User, Business)> {
    if !may_read(auth.role) {
        return Err(AppError::no_access().into());
    }
    let user = caller(state, auth).await?;
    let language = user.language;
    let not_found = || ValidationError::not_found(BUSINESS_NOT_FOUND, language);
    let wanted = wanted.map(str::trim).unwrap_or("");
    if may_read_any(user.role) {
        if wanted.is_empty() {
            return Err(ValidationError::bad(CHOOSE_A_BUSINESS, language));
        }
        let business = business::find_by_id(&state.pool, wanted)
            .await?
            .ok_or_else(not_found)?;
        return Ok((user, business));
    }
    let own = business::ensure_for(&state.pool, &user, state.now())
        .await?
        .ok_or_else(AppError::no_access)?;
    if !wanted.is_empty() && wanted != own.id {
        return Err(not_found());
    }
    Ok((user, own))
}
