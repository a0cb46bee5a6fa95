//! Who may use the invest profile's calls (core's `invest::may_write` and `may_read_any`): the
//! client writes their own business's profile; the coach, the super admin and the admin read any.
//! A client's business is made on first need, as DigiKua makes it.

use portal_core::invest::messages::{PROFILE_NOT_FOUND, REQUEST_UNREADABLE};
use portal_core::invest::{may_read_any, may_write};
use portal_core::roles::Role;
use serde_json::{Map, Value};

use super::error::{InvestError, InvestResult};
use crate::auth::AuthUser;
use crate::bookkeeping::business::{self, Business};
use crate::error::AppError;
use crate::state::AppState;
use crate::users::model::User;
use crate::users::store as users;

/// Readers: the client (their own) and the staff who read any.
pub fn may_read(role: Role) -> bool {
    may_write(role) || may_read_any(role)
}

/// The signed-in caller when `allowed` takes their role; 403 otherwise.
pub async fn caller(
    state: &AppState,
    auth: &AuthUser,
    allowed: fn(Role) -> bool,
) -> InvestResult<User> {
    if !allowed(auth.role) {
        return Err(AppError::no_access().into());
    }
    Ok(users::find_by_id(&state.pool, &auth.user_id)
        .await?
        .ok_or_else(AppError::sign_in)?)
}

/// The client's own business, made now if it is their first need.
pub async fn own_business(state: &AppState, user: &User) -> InvestResult<Business> {
    business::ensure_for(&state.pool, user, state.now())
        .await?
        .ok_or_else(|| AppError::no_access().into())
}

/// A JSON object body; anything else is a sentence, never serde's.
pub fn object(bytes: &[u8], user: &User) -> InvestResult<Map<String, Value>> {
    match serde_json::from_slice(bytes) {
        Ok(Value::Object(body)) => Ok(body),
        _ => Err(InvestError::bad(user.language, REQUEST_UNREADABLE)),
    }
}

/// A body's `id`, when sent, must be the caller's own business: another's (or none's) answers as
/// a profile that is not there.
pub fn must_be_own(body: &Map<String, Value>, own: &Business, user: &User) -> InvestResult<()> {
    let sent = match body.get("id") {
        None | Some(Value::Null) => return Ok(()),
        Some(Value::String(id)) => id.trim(),
        Some(_) => "?",
    };
    if sent.is_empty() || sent == own.id {
        Ok(())
    } else {
        Err(not_found(user))
    }
}

pub fn not_found(user: &User) -> InvestError {
    InvestError::refused(
        axum::http::StatusCode::NOT_FOUND,
        user.language,
        PROFILE_NOT_FOUND,
    )
}
