//! Who may keep business documents: an entrepreneur (the client role, spec 002 section 6), for their
//! own business only. A document of another business is answered as a missing one.

use portal_core::roles::Role;

use crate::auth::AuthUser;
use crate::bookkeeping::business::{self, Business};
use crate::error::{AppError, AppResult, NO_ACCESS};
use crate::state::AppState;
use crate::users::model::User;
use crate::users::store as users;

/// The signed-in entrepreneur and their business (made on first need, as DigiKua makes it).
pub struct Owner {
    pub user: User,
    pub business: Business,
}

pub async fn owner(state: &AppState, auth: &AuthUser) -> AppResult<Owner> {
    if auth.role != Role::Client {
        return Err(AppError::Forbidden(NO_ACCESS.to_owned()));
    }
    let user = users::find_by_id(&state.pool, &auth.user_id)
        .await?
        .ok_or_else(|| AppError::Unauthorized(NO_ACCESS.to_owned()))?;
    let business = business::ensure_for(&state.pool, &user, state.now())
        .await?
        .ok_or_else(|| AppError::Forbidden(NO_ACCESS.to_owned()))?;
    Ok(Owner { user, business })
}
