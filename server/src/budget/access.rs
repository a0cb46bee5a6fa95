//! Whose budget a caller may read (core's `budget::may_write` and `may_read_any`): a client their
//! own business's (the id may be left out), the coach, the super admin and the admin any business's
//! (its id, or the client's user id), read only. Another's business answers exactly like one that is not there.

use portal_core::budget::messages::{in_language, BUDGET_NOT_FOUND, CHOOSE_A_BUSINESS};
use portal_core::budget::{may_read, may_read_any};

use super::model::BudgetQuery;
use crate::auth::AuthUser;
use crate::bookkeeping::business::{self, Business};
use crate::error::{AppError, AppResult};
use crate::state::AppState;
use crate::users::model::User;
use crate::users::store as users;

/// The reader, the business whose budget they read, and whether it is their own.
pub struct Reading {
    pub user: User,
    pub business: Business,
    pub own: bool,
}

pub async fn reading(state: &AppState, auth: &AuthUser, query: &BudgetQuery) -> AppResult<Reading> {
    if !may_read(auth.role) {
        return Err(AppError::no_access());
    }
    let user = users::find_by_id(&state.pool, &auth.user_id)
        .await?
        .ok_or_else(AppError::sign_in)?;
    let language = user.language;
    let not_found = || AppError::NotFound(in_language(BUDGET_NOT_FOUND, language).to_owned());
    let wanted = query.business_id.as_deref().map(str::trim).unwrap_or("");
    let client = query.client_id.as_deref().map(str::trim).unwrap_or("");
    if may_read_any(user.role) {
        let found = match (wanted.is_empty(), client.is_empty()) {
            (false, _) => business::find_by_id(&state.pool, wanted).await?,
            // A client's business by the client, as the staff's client lists name them.
            (true, false) => business::find_by_owner(&state.pool, client).await?,
            (true, true) => {
                return Err(AppError::BadRequest(
                    in_language(CHOOSE_A_BUSINESS, language).to_owned(),
                ))
            }
        };
        let business = found.ok_or_else(not_found)?;
        return Ok(Reading {
            user,
            business,
            own: false,
        });
    }
    let own = business::ensure_for(&state.pool, &user, state.now())
        .await?
        .ok_or_else(AppError::no_access)?;
    if (!wanted.is_empty() && wanted != own.id) || (!client.is_empty() && client != user.id) {
        return Err(not_found());
    }
    Ok(Reading {
        user,
        business: own,
        own: true,
    })
}
