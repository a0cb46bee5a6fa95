//! Who an identifier names: a user by id, e-mail or phone (in any form core accepts), and a business
//! by its id or its owner's.

use portal_core::id::is_valid_id;

use crate::bookkeeping::access::Caller;
use crate::bookkeeping::business::{self, Business};
use crate::error::AppResult;
use crate::otp::identify;
use crate::staff::visibility::Group;
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

/// The user an id, e-mail or phone names when `caller` may see them (themself, or staff whose role
/// sees them); anyone else is answered as if there were nobody, so a lookup tells nothing about
/// other accounts.
pub async fn visible_user(
    state: &AppState,
    caller: &Caller,
    identifier: &str,
) -> AppResult<Option<User>> {
    let found = user(state, identifier).await?;
    Ok(found.filter(|user| {
        user.id == caller.user.id
            || caller
                .sight
                .as_ref()
                .is_some_and(|sight| sight.sees_person(user))
    }))
}

/// Whether staff may name `owner`'s business (its id, name and display name): their role sees the
/// person and either their books or their scorecards (the scorecard search names businesses too).
fn names_business_of(caller: &Caller, owner: &User) -> bool {
    caller.reads_books_of(owner)
        || caller
            .sight
            .as_ref()
            .is_some_and(|sight| sight.sees_person(owner) && sight.sees(Group::Scorecard))
}

/// The business of a user the caller may see: the caller's own, or for staff whose role sees books
/// or scorecards the person's (made on first need like every entrepreneur's); None otherwise.
pub async fn business_of(
    state: &AppState,
    caller: &Caller,
    user: &User,
) -> AppResult<Option<Business>> {
    if user.id == caller.user.id {
        return Ok(caller.own.clone());
    }
    if !names_business_of(caller, user) {
        return Ok(None);
    }
    Ok(business::ensure_for(&state.pool, user, state.now()).await?)
}

/// The business an identifier names (a business id, or its owner's id, e-mail or phone) when the
/// caller may see it; None alike for a business that is not there and one that is not theirs.
pub async fn business(
    state: &AppState,
    caller: &Caller,
    identifier: &str,
) -> AppResult<Option<Business>> {
    if is_valid_id(identifier) {
        if let Some(found) = business::find_by_id(&state.pool, identifier).await? {
            if caller.may_see(state, &found).await? {
                return Ok(Some(found));
            }
            let owner = users::find_by_id(&state.pool, &found.owner_user_id).await?;
            return Ok(owner
                .is_some_and(|owner| names_business_of(caller, &owner))
                .then_some(found));
        }
    }
    match visible_user(state, caller, identifier).await? {
        Some(owner) => business_of(state, caller, &owner).await,
        None => Ok(None),
    }
}
