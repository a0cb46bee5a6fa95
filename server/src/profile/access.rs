//! Who may change a client's profile (who may read it: staff/visibility.rs).

use portal_core::roles::Role;

use crate::auth::AuthUser;
use crate::error::{AppError, AppResult};

/// Only the client themself: staff read a profile but never fill it in for the client.
pub fn require_owner(user: &AuthUser, user_id: &str) -> AppResult<()> {
    user.require(&[Role::Client])?;
    if user.user_id == user_id {
        Ok(())
    } else {
        Err(AppError::no_access())
    }
}
