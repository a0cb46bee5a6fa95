//! Whose books a caller may read and change: an entrepreneur (core's `keeps_books`) their own
//! business's; staff the books of the entrepreneurs their role sees, if it sees books (see
//! staff/visibility.rs), for reading only.

use portal_core::bookkeeping::keeps_books;
use portal_core::bookkeeping::messages::BUSINESS_NOT_FOUND;

use super::business::{self, Business};
use crate::auth::AuthUser;
use crate::error::{AppError, AppResult, NO_ACCESS};
use crate::staff::visibility::{Group, Sight};
use crate::state::AppState;
use crate::users::model::User;
use crate::users::store as users;

pub const STAFF_READ_ONLY: &str = "Staff may read a business's books but not change them";

/// The signed-in user and, for an entrepreneur, their business (made on first need); for staff,
/// what their role sees.
#[derive(Debug, Clone)]
pub struct Caller {
    pub user: User,
    pub own: Option<Business>,
    pub sight: Option<Sight>,
}

/// How the caller reaches a business's books.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Access {
    Owner,
    Staff,
}

/// A business whose books the caller may read.
#[derive(Debug, Clone)]
pub struct Books {
    pub business: Business,
    pub access: Access,
}

impl Caller {
    pub async fn of(state: &AppState, auth: &AuthUser) -> AppResult<Caller> {
        let user = users::find_by_id(&state.pool, &auth.user_id)
            .await?
            .ok_or_else(AppError::sign_in)?;
        let own = business::ensure_for(&state.pool, &user, state.now()).await?;
        let sight = Sight::of(&user.id, user.role);
        Ok(Caller { user, own, sight })
    }

    pub fn is_staff(&self) -> bool {
        self.sight.is_some()
    }

    /// Whether the caller, as staff, may read the books of `owner`'s business.
    pub fn reads_books_of(&self, owner: &User) -> bool {
        self.sight
            .as_ref()
            .is_some_and(|sight| sight.sees_person(owner) && sight.sees(Group::Bookkeeping))
    }

    /// The books of `business_id` to read: the caller's own, or for staff those their role sees.
    /// Staff asking for a business they may not see get the 404 of an unknown one; an entrepreneur
    /// asking for any business not theirs gets 403, whether or not it exists.
    pub async fn books(&self, state: &AppState, business_id: &str) -> AppResult<Books> {
        if let Some(own) = self.own.as_ref().filter(|own| own.id == business_id) {
            return Ok(Books {
                business: own.clone(),
                access: Access::Owner,
            });
        }
        if !self.is_staff() {
            return Err(AppError::no_access());
        }
        let not_found = || AppError::NotFound(BUSINESS_NOT_FOUND.to_owned());
        let business = business::find_by_id(&state.pool, business_id)
            .await?
            .ok_or_else(not_found)?;
        if !self.may_see(state, &business).await? {
            return Err(not_found());
        }
        Ok(Books {
            business,
            access: Access::Staff,
        })
    }

    /// The caller's own business when it is `business_id`: the only books a caller may change.
    pub fn books_to_change(&self, business_id: &str) -> AppResult<&Business> {
        match &self.own {
            Some(own) if own.id == business_id => Ok(own),
            _ if self.is_staff() => Err(AppError::Forbidden(STAFF_READ_ONLY.to_owned())),
            _ => Err(AppError::Forbidden(NO_ACCESS.to_owned())),
        }
    }

    /// Whether the caller may see `business`: theirs, or for staff one whose owner's books their
    /// role sees.
    pub async fn may_see(&self, state: &AppState, business: &Business) -> AppResult<bool> {
        if self.own.as_ref().is_some_and(|own| own.id == business.id) {
            return Ok(true);
        }
        if self.sight.is_none() {
            return Ok(false);
        }
        let owner = users::find_by_id(&state.pool, &business.owner_user_id).await?;
        Ok(owner.is_some_and(|owner| self.reads_books_of(&owner)))
    }

    /// Whether the caller keeps books (has a business of their own).
    pub fn keeps_books(&self) -> bool {
        keeps_books(self.user.role)
    }
}
