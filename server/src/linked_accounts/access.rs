//! Who may call the linked-account routes. The client, for their own `{userId}` only: another's id
//! answers 404 like an id that names nobody. Staff who read any client's (core's `may_read_any`:
//! the coach, the super admin, the admin) read the account information of a client their row of the
//! staff visibility table shows them; any other client answers the same 404.

use portal_core::linked_accounts::{may_link, may_read_any};
use portal_core::roles::Role;

use crate::auth::AuthUser;
use crate::error::{AppError, AppResult};
use crate::staff::visibility::{not_found, Sight};
use crate::state::AppState;
use crate::users::model::User;
use crate::users::store as users;

/// The caller, when they are the client `user_id` names.
pub async fn owner(state: &AppState, auth: &AuthUser, user_id: &str) -> AppResult<User> {
    if !may_link(auth.role) {
        return Err(AppError::no_access());
    }
    if auth.user_id != user_id.trim() {
        return Err(not_found());
    }
    users::find_by_id(&state.pool, &auth.user_id)
        .await?
        .ok_or_else(AppError::sign_in)
}

/// The caller and the client `user_id` names, for reading the account information.
pub async fn reader(state: &AppState, auth: &AuthUser, user_id: &str) -> AppResult<(User, User)> {
    if may_link(auth.role) {
        let user = owner(state, auth, user_id).await?;
        return Ok((user.clone(), user));
    }
    if !may_read_any(auth.role) {
        return Err(AppError::no_access());
    }
    let caller = users::find_by_id(&state.pool, &auth.user_id)
        .await?
        .ok_or_else(AppError::sign_in)?;
    let sight = Sight::of_auth(auth).ok_or_else(AppError::no_access)?;
    let client = users::find_by_id(&state.pool, user_id.trim())
        .await?
        .filter(|client| client.role == Role::Client && sight.sees_person(client))
        .ok_or_else(not_found)?;
    Ok((caller, client))
}
