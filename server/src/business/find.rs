//! Who an identifier names: a user by id, e-mail or phone (in any form core accepts), and a business
//! by its id or its owner's.

use portal_core::id::is_valid_id;

use crate::bookkeeping::access::Caller;
use crate::bookkeeping::business::{self, Business};
use crate::error::{AppError, AppResult};
use crate::otp::identify;
use crate::state::AppState;
use crate::users::model::User;
use crate::users::store as users;

/// The user an id, e-mail or phone names.
pub async fn user(state: &AppState, identifier: &str) -> AppResult<Option<User>> {
    if is_valid_id(identifier) {
        return Ok(users::find_by_id(&state.pool, identifier).await?);
    }
    Ok(identify::find(&state.pool, identifier)
        .await?
        .map(|found| found.user))
}

/// The business of `user` as `caller` may see it: the caller's own; for staff anyone's (made on
/// first need like every entrepreneur's); 403 for anyone else's.
pub async fn business_of(
    state: &AppState,
    caller: &Caller,
    user: &User,
) -> AppResult<Option<Business>> {
    if user.id == caller.user.id {
        return Ok(caller.own.clone());
    }
    if !caller.is_staff() {
        return Err(AppError::no_access());
    }
    Ok(business::ensure_for(&state.pool, user, state.now()).await?)
}

/// The business an identifier names: a business id, or its owner's id, e-mail or phone.
pub async fn business(
    state: &AppState,
    caller: &Caller,
    identifier: &str,
) -> AppResult<Option<Business>> {
    if is_valid_id(identifier) {
        if let Some(found) = business::find_by_id(&state.pool, identifier).await? {
            if !caller.may_see(&found) {
                return Err(AppError::no_access());
            }
            return Ok(Some(found));
        }
    }
    match user(state, identifier).await? {
        Some(owner) => business_of(state, caller, &owner).await,
        None => Ok(None),
    }
}
