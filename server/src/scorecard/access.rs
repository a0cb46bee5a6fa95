//! Who reads which scorecards: a client their own business's; staff whose row of the visibility
//! table has the `scorecard` group (the loan staff, the coach, the super admin) the businesses of
//! the people they see; nobody else (403). A business the caller may not read answers exactly like
//! one that is not there (404). The coach and the super admin also compute and keep the sheets.

use portal_core::language::Language;
use portal_core::roles::Role;

use crate::auth::AuthUser;
use crate::bookkeeping::business::{self, Business};
use crate::error::{AppError, AppResult};
use crate::staff::visibility::{Group, Sight};
use crate::state::AppState;
use crate::users::model::User;
use crate::users::store as users;

/// The roles that compute scorecards and keep the scoring sheets.
pub const KEEPERS: [Role; 2] = [Role::Coach, Role::Super];

/// The signed-in reader: a client with their business, or staff with their sight.
#[derive(Debug, Clone)]
pub struct Reader {
    pub user: User,
    pub own: Option<Business>,
    pub sight: Option<Sight>,
}

impl Reader {
    pub async fn of(state: &AppState, auth: &AuthUser) -> AppResult<Reader> {
        let user = users::find_by_id(&state.pool, &auth.user_id)
            .await?
            .ok_or_else(AppError::sign_in)?;
        if user.role == Role::Client {
            let own = business::ensure_for(&state.pool, &user, state.now()).await?;
            return Ok(Reader {
                user,
                own,
                sight: None,
            });
        }
        let sight = Sight::of(&user.id, user.role)
            .filter(|sight| sight.sees(Group::Scorecard))
            .ok_or_else(AppError::no_access)?;
        Ok(Reader {
            user,
            own: None,
            sight: Some(sight),
        })
    }

    /// A staff reader (403 for a client).
    pub async fn staff(state: &AppState, auth: &AuthUser) -> AppResult<Reader> {
        let reader = Reader::of(state, auth).await?;
        if reader.sight.is_none() {
            return Err(AppError::no_access());
        }
        Ok(reader)
    }

    /// A coach or the super admin (403 for anyone else).
    pub async fn keeper(state: &AppState, auth: &AuthUser) -> AppResult<Reader> {
        if !KEEPERS.contains(&auth.role) {
            return Err(AppError::no_access());
        }
        Reader::staff(state, auth).await
    }

    pub fn is_staff(&self) -> bool {
        self.sight.is_some()
    }

    pub fn language(&self) -> Language {
        self.user.language
    }

    /// For staff who see only the people they registered: their id.
    pub fn registered_by(&self) -> Option<&str> {
        self.sight.as_ref().and_then(Sight::registered_by)
    }

    /// The business `id` when the reader may read its scorecards; 404 otherwise.
    pub async fn business(&self, state: &AppState, id: &str) -> AppResult<Business> {
        let id = id.trim();
        if let Some(own) = &self.own {
            return if own.id == id {
                Ok(own.clone())
            } else {
                Err(AppError::not_found())
            };
        }
        let Some(sight) = &self.sight else {
            return Err(AppError::not_found());
        };
        let found = business::find_by_id(&state.pool, id)
            .await?
            .ok_or_else(AppError::not_found)?;
        let owner = users::find_by_id(&state.pool, &found.owner_user_id)
            .await?
            .ok_or_else(AppError::not_found)?;
        if owner.role != Role::Client || !sight.sees_person(&owner) {
            return Err(AppError::not_found());
        }
        Ok(found)
    }
}
