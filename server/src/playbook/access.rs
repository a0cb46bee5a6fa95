//! Who uses the playbook: the entrepreneurs (only their own pairs), the advisors (only theirs) and
//! the acceleration team (every pair; they make the pairs and assign the playbooks). A pair, a
//! playbook, a session or a task that is not the caller's answers exactly like one that is not
//! there.

use portal_core::playbook::model::Side;
use portal_core::playbook::pairs::PAIR_NOT_FOUND;
use portal_core::roles::Role;

use super::error::{PlaybookError, PlaybookResult};
use super::store::pairs::{self, Pair, Whose};
use crate::auth::AuthUser;
use crate::error::AppError;
use crate::state::AppState;

/// The roles with a playbook (spec 001 section 6).
pub const ENTREPRENEURS: [Role; 3] = [Role::Client, Role::Applicant, Role::Digiprime];
/// Pairing and assigning.
pub const TEAM: [Role; 2] = [Role::Coach, Role::Super];
/// Everyone who reads a pair's playbook.
pub const READERS: [Role; 6] = [
    Role::Client,
    Role::Applicant,
    Role::Digiprime,
    Role::Advisor,
    Role::Coach,
    Role::Super,
];

/// The caller's side of a pair, None for the team (who read every pair).
pub fn side_of(user: &AuthUser) -> Option<Side> {
    if ENTREPRENEURS.contains(&user.role) {
        Some(Side::Entrepreneur)
    } else if user.role == Role::Advisor {
        Some(Side::Advisor)
    } else {
        None
    }
}

/// The pairs the caller may see.
pub fn whose(user: &AuthUser) -> Whose<'_> {
    match side_of(user) {
        Some(Side::Entrepreneur) => Whose::Entrepreneur(&user.user_id),
        Some(Side::Advisor) => Whose::Advisor(&user.user_id),
        None => Whose::Everyone,
    }
}

pub fn is_in(user: &AuthUser, pair: &Pair) -> bool {
    match side_of(user) {
        Some(Side::Entrepreneur) => pair.entrepreneur_id == user.user_id,
        Some(Side::Advisor) => pair.advisor_id == user.user_id,
        None => TEAM.contains(&user.role),
    }
}

pub fn pair_not_found() -> PlaybookError {
    PlaybookError::not_found(PAIR_NOT_FOUND)
}

/// The pair `id` when the caller may see it (a reader role, checked first: 403 otherwise).
pub async fn pair_for(state: &AppState, user: &AuthUser, id: &str) -> PlaybookResult<Pair> {
    user.require(&READERS)?;
    match pairs::find(&state.pool, id.trim()).await? {
        Some(pair) if is_in(user, &pair) => Ok(pair),
        _ => Err(pair_not_found()),
    }
}

/// The pair `id` when the caller is on its `side` (the advisor ticking, the entrepreneur replying).
pub async fn pair_as(
    state: &AppState,
    user: &AuthUser,
    id: &str,
    side: Side,
) -> PlaybookResult<Pair> {
    let roles: &[Role] = match side {
        Side::Entrepreneur => &ENTREPRENEURS,
        Side::Advisor => &[Role::Advisor],
    };
    user.require(roles)?;
    pair_for(state, user, id).await
}

/// A sender's `addedById`, when given, must be the caller.
pub fn require_sender(user: &AuthUser, added_by: Option<&str>) -> PlaybookResult<()> {
    match added_by.map(str::trim).filter(|id| !id.is_empty()) {
        Some(id) if id != user.user_id => Err(AppError::no_access().into()),
        _ => Ok(()),
    }
}
