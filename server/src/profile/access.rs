//! Who may read and who may change a client's profile.

use portal_core::roles::Role;

use crate::auth::AuthUser;
use crate::error::{AppError, AppResult};

/// The user themself, or any staff role.
pub fn require_reader(user: &AuthUser, user_id: &str) -> AppResult<()> {
    if user.user_id == user_id || user.role.is_staff() {
        Ok(())
    } else {
        Err(AppError::no_access())
    }
}

/// Only the client themself: staff read a profile but never fill it in for the client.
pub fn require_owner(user: &AuthUser, user_id: &str) -> AppResult<()> {
    user.require(&[Role::Client])?;
    if user.user_id == user_id {
        Ok(())
    } else {
        Err(AppError::no_access())
    }
}
