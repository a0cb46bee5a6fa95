//! Whose books a caller may read and change: an entrepreneur (core's `keeps_books`) their own
//! business's; staff (core's `may_read_any_books`) any business's, for reading only.

use portal_core::bookkeeping::messages::BUSINESS_NOT_FOUND;
use portal_core::bookkeeping::{keeps_books, may_read_any_books};

use super::business::{self, Business};
use crate::auth::AuthUser;
use crate::error::{AppError, AppResult, NO_ACCESS};
use crate::state::AppState;
use crate::users::model::User;
use crate::users::store as users;

pub const STAFF_READ_ONLY: &str = "Staff may read a business's books but not change them";

/// The signed-in user and, for an entrepreneur, their business (made on first need).
#[derive(Debug, Clone)]
pub struct Caller {
    pub user: User,
    pub own: Option<Business>,
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
        Ok(Caller { user, own })
    }

    pub fn is_staff(&self) -> bool {
        may_read_any_books(self.user.role)
    }

    /// The books of `business_id` to read: the caller's own, or any for staff. Staff asking for an
    /// unknown business get 404; anyone else asking for a business not theirs gets 403.
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
        let business = business::find_by_id(&state.pool, business_id)
            .await?
            .ok_or_else(|| AppError::NotFound(BUSINESS_NOT_FOUND.to_owned()))?;
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

    /// Whether the caller may see `business` (theirs, or staff).
    pub fn may_see(&self, business: &Business) -> bool {
        self.is_staff() || self.own.as_ref().is_some_and(|own| own.id == business.id)
    }

    /// Whether the caller keeps books (has a business of their own).
    pub fn keeps_books(&self) -> bool {
        keeps_books(self.user.role)
    }
}
