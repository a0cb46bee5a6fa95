//! Request extractors: the signed-in user behind a bearer token, and the caller's address.

use std::net::SocketAddr;

use axum::extract::{ConnectInfo, FromRequestParts, OptionalFromRequestParts};
use axum::http::header::AUTHORIZATION;
use axum::http::request::Parts;
use portal_core::roles::Role;

use super::password::token_hash;
use super::store;
use crate::error::AppError;
use crate::state::AppState;

/// A caller with a live session. Missing, unknown, expired or revoked tokens and deactivated
/// accounts are all answered 401 "Sign in to continue".
#[derive(Debug, Clone)]
pub struct AuthUser {
    pub user_id: String,
    pub role: Role,
    pub token_hash: String,
}

impl AuthUser {
    /// One line per route: `user.require(&[Role::Client])?`.
    pub fn require(&self, roles: &[Role]) -> Result<(), AppError> {
        if roles.contains(&self.role) {
            Ok(())
        } else {
            Err(AppError::no_access())
        }
    }
}

/// The staff roles (core's `Role::is_staff`), for staff-only routes.
pub static STAFF: std::sync::LazyLock<Vec<Role>> = std::sync::LazyLock::new(|| {
    Role::ALL
        .into_iter()
        .filter(|role| role.is_staff())
        .collect()
});

/// The roles that may create accounts or invite (core's `signup::creatable_roles` is not empty).
pub static CREATORS: std::sync::LazyLock<Vec<Role>> = std::sync::LazyLock::new(|| {
    Role::ALL
        .into_iter()
        .filter(|role| !portal_core::signup::creatable_roles(*role).is_empty())
        .collect()
});

fn bearer(parts: &Parts) -> Option<&str> {
    let value = parts.headers.get(AUTHORIZATION)?.to_str().ok()?;
    let (scheme, token) = value.trim().split_once(' ')?;
    let token = token.trim();
    (scheme.eq_ignore_ascii_case("bearer") && !token.is_empty()).then_some(token)
}

impl FromRequestParts<AppState> for AuthUser {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<AuthUser, AppError> {
        let token = bearer(parts).ok_or_else(AppError::sign_in)?;
        let hash = token_hash(token);
        let (user_id, role) = store::session_user(&state.pool, &hash, state.now())
            .await?
            .ok_or_else(AppError::sign_in)?;
        Ok(AuthUser {
            user_id,
            role,
            token_hash: hash,
        })
    }
}

/// `Option<AuthUser>`: None when no bearer token is sent at all; a token that is sent must be live.
impl OptionalFromRequestParts<AppState> for AuthUser {
    type Rejection = AppError;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &AppState,
    ) -> Result<Option<AuthUser>, AppError> {
        if parts.headers.get(AUTHORIZATION).is_none() {
            return Ok(None);
        }
        <AuthUser as FromRequestParts<AppState>>::from_request_parts(parts, state)
            .await
            .map(Some)
    }
}

/// The caller's address: the peer, or the address a trusted proxy forwarded (see `proxy`). None
/// when the server was started without connect info.
#[derive(Debug, Clone)]
pub struct ClientIp(pub Option<String>);

impl FromRequestParts<AppState> for ClientIp {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &AppState,
    ) -> Result<ClientIp, Self::Rejection> {
        let client = parts
            .extensions
            .get::<ConnectInfo<SocketAddr>>()
            .map(|info| {
                let proxies = &state.config.trusted_proxies;
                proxies.client(info.0.ip(), &parts.headers).to_string()
            });
        Ok(ClientIp(client))
    }
}
