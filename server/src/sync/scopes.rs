//! The scopes a user syncs and their change counters. Everyone has their own user scope; those who
//! keep books (core's `keeps_books`) also have their business's. A business's counter is
//! `businesses.change_seq`; any other scope's is a row of `sync_scopes`.

use portal_core::bookkeeping::keeps_books;
use portal_core::roles::Role;
use portal_core::sync::Scope;
use sqlx::{AnyConnection, Row};

use super::registry::{EntityKind, Registry};
use crate::auth::AuthUser;
use crate::bookkeeping::business::{self, Business};
use crate::error::{AppError, AppResult};
use crate::state::AppState;
use crate::users::store as users;

/// Whether someone of `role` has a scope of this kind at all (a business only when keeping books).
pub fn role_has(role: Role, scope: Scope) -> bool {
    match scope {
        Scope::Business => keeps_books(role),
        Scope::User => true,
    }
}

/// Whether someone of `role` may write any registered kind, in a scope they have.
pub fn may_write_any(registry: &Registry, role: Role) -> bool {
    registry
        .kinds()
        .any(|k| role_has(role, k.scope) && (k.rights.write)(role))
}

/// Whether `role` may read this kind in a scope they have.
pub fn may_read(kind: &EntityKind, role: Role) -> bool {
    role_has(role, kind.scope) && (kind.rights.read)(role)
}

/// The signed-in user as the sync sees them: their id, role and business (made on first need).
pub struct Actor {
    pub user_id: String,
    pub role: Role,
    pub business: Option<Business>,
}

impl Actor {
    pub async fn of(state: &AppState, auth: &AuthUser) -> AppResult<Actor> {
        let user = users::find_by_id(&state.pool, &auth.user_id)
            .await?
            .ok_or_else(AppError::sign_in)?;
        let business = business::ensure_for(&state.pool, &user, state.now()).await?;
        Ok(Actor {
            user_id: user.id,
            role: user.role,
            business,
        })
    }

    /// The id of the actor's scope of this kind, when they have one.
    pub fn scope_id(&self, scope: Scope) -> Option<&str> {
        match scope {
            Scope::Business => self.business.as_ref().map(|b| b.id.as_str()),
            Scope::User => Some(&self.user_id),
        }
    }
}

/// Locks the scope's counter until the transaction ends and reads its last change number.
pub async fn lock_counter(
    conn: &mut AnyConnection,
    scope: Scope,
    scope_id: &str,
) -> Result<i64, sqlx::Error> {
    let row =
        match scope {
            Scope::Business => sqlx::query(
                "UPDATE businesses SET change_seq = change_seq WHERE id = $1 RETURNING change_seq",
            )
            .bind(scope_id)
            .fetch_optional(&mut *conn)
            .await?,
            _ => {
                sqlx::query(
                    "INSERT INTO sync_scopes (scope, scope_id, change_seq) VALUES ($1, $2, 0) \
                 ON CONFLICT (scope, scope_id) DO NOTHING",
                )
                .bind(scope.name())
                .bind(scope_id)
                .execute(&mut *conn)
                .await?;
                sqlx::query(
                "UPDATE sync_scopes SET change_seq = change_seq WHERE scope = $1 AND scope_id = $2 \
                 RETURNING change_seq",
            )
            .bind(scope.name())
            .bind(scope_id)
            .fetch_optional(&mut *conn)
            .await?
            }
        };
    match row {
        Some(row) => row.try_get(0),
        None => Err(sqlx::Error::RowNotFound),
    }
}

/// Stores the scope's last change number (under the lock `lock_counter` took).
pub async fn set_counter(
    conn: &mut AnyConnection,
    scope: Scope,
    scope_id: &str,
    change_seq: i64,
) -> Result<(), sqlx::Error> {
    let query = match scope {
        Scope::Business => sqlx::query("UPDATE businesses SET change_seq = $1 WHERE id = $2")
            .bind(change_seq)
            .bind(scope_id),
        _ => {
            sqlx::query("UPDATE sync_scopes SET change_seq = $1 WHERE scope = $2 AND scope_id = $3")
                .bind(change_seq)
                .bind(scope.name())
                .bind(scope_id)
        }
    };
    query.execute(&mut *conn).await?;
    Ok(())
}
