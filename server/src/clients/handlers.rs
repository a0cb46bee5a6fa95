//! The staff list of all clients.

use axum::extract::State;
use axum::Json;
use portal_core::roles::Role;

use super::model::ClientsResponse;
use crate::auth::{AuthUser, STAFF};
use crate::error::{AppResult, ErrorBody};
use crate::state::AppState;
use crate::users::store as users;

/// All users with role client, newest first (staff only).
#[utoipa::path(
    get,
    path = "/clients",
    tag = "clients",
    security(("bearer" = [])),
    responses(
        (status = 200, description = "Every client, newest first", body = ClientsResponse),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not a staff role", body = ErrorBody),
    )
)]
pub async fn list_clients(
    State(state): State<AppState>,
    user: AuthUser,
) -> AppResult<Json<ClientsResponse>> {
    user.require(&STAFF)?;
    let clients = users::list_by_role(&state.pool, Role::Client).await?;
    Ok(Json(ClientsResponse {
        users: clients.into_iter().map(Into::into).collect(),
    }))
}
