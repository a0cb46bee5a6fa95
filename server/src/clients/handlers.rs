//! The staff list of all clients.

use axum::extract::{Query, State};
use axum::Json;
use portal_core::roles::Role;

use super::model::{ClientsQuery, ClientsResponse};
use crate::auth::{AuthUser, STAFF};
use crate::error::{AppError, AppResult, ErrorBody};
use crate::staff::visibility::Sight;
use crate::state::AppState;
use crate::users::store as users;

/// Users with role client that the caller's role sees (all, or for a sales agent those they
/// registered), newest first; `q` narrows them to those whose id starts with it or whose names,
/// e-mail or phone contain it.
#[utoipa::path(
    get,
    path = "/clients",
    tag = "clients",
    security(("bearer" = [])),
    params(ClientsQuery),
    responses(
        (status = 200, description = "Every client, newest first", body = ClientsResponse),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not a staff role", body = ErrorBody),
    )
)]
pub async fn list_clients(
    State(state): State<AppState>,
    user: AuthUser,
    Query(query): Query<ClientsQuery>,
) -> AppResult<Json<ClientsResponse>> {
    user.require(&STAFF)?;
    let sight = Sight::of_auth(&user).ok_or_else(AppError::no_access)?;
    let scope = sight.registered_by();
    let clients = match query.q.as_deref().map(str::trim).filter(|q| !q.is_empty()) {
        Some(q) => users::search_by_role(&state.pool, Role::Client, q, scope).await?,
        None => users::list_by_role(&state.pool, Role::Client, scope).await?,
    };
    Ok(Json(ClientsResponse {
        users: clients.into_iter().map(Into::into).collect(),
    }))
}
