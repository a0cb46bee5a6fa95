//! `GET /staff/clients/{clientId}`: one client in full for the staff screens, with the fields the caller's
//! role sees.

use axum::extract::{Path, State};
use axum::Json;
use portal_core::roles::Role;
use serde::Serialize;
use sqlx::Row;
use utoipa::ToSchema;

use crate::auth::{AuthUser, STAFF};
use crate::error::{AppResult, ErrorBody};
use crate::loans::access::not_found;
use crate::loans::handlers::with_schedules;
use crate::loans::model::{is_listed, LoanView};
use crate::loans::store::{self, Loan};
use crate::profile::model::ClientDetailsView;
use crate::profile::store as details;
use crate::profile::view::details_view;
use crate::staff::visibility::{reader_of, Group};
use crate::state::AppState;
use crate::users::store as users;

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClientProfile {
    #[serde(rename = "_id")]
    pub id: String,
    pub first_name: String,
    pub last_name: String,
    pub email: String,
    pub phone_number: Option<String>,
    pub mpesa_phone: Option<String>,
    pub active: bool,
    pub created_at: i64,
    /// Bio data, identity, residence, bank and next of kin, as the client's profile shows them.
    pub details: ClientDetailsView,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DocumentRow {
    pub file_id: String,
    /// proposal, identification, passport, …
    pub purpose: String,
    pub content_type: String,
    pub size_bytes: i64,
    pub created_at: i64,
    /// `/api/files/<fileId>`.
    pub link: String,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct ClientFile {
    pub client: ClientProfile,
    /// The stored files the caller's role may see.
    pub documents: Vec<DocumentRow>,
    /// Left out when the caller's role does not see loans.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub loans: Option<Vec<LoanView>>,
    /// The groups of the client's data left out for the caller's role (identity, bank, …).
    pub hidden: Vec<String>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct ClientFileResponse {
    pub data: ClientFile,
}

/// One client: profile, uploaded documents and loans, as much as the caller's role may see (see
/// staff/visibility.rs); a client the role may not see answers like an unknown id.
#[utoipa::path(
    get,
    path = "/staff/clients/{clientId}",
    tag = "loans",
    security(("bearer" = [])),
    params(("clientId" = String, Path, description = "The client's id")),
    responses(
        (status = 200, description = "The client", body = ClientFileResponse),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not a staff role", body = ErrorBody),
        (status = 404, description = "No client has this id, or not one the caller's role sees", body = ErrorBody),
    )
)]
pub async fn staff_client(
    State(state): State<AppState>,
    user: AuthUser,
    Path(client_id): Path<String>,
) -> AppResult<Json<ClientFileResponse>> {
    user.require(&STAFF)?;
    let client = users::find_by_id(&state.pool, &client_id)
        .await?
        .filter(|u| u.role == Role::Client)
        .ok_or_else(not_found)?;
    let reader = reader_of(&user, &client, Group::Contact).ok_or_else(not_found)?;
    let saved = details::find(&state.pool, &client_id).await?;
    let documents = sqlx::query(
        "SELECT id, purpose, content_type, size_bytes, created_at FROM files WHERE owner_id = $1 \
         ORDER BY created_at DESC, id DESC",
    )
    .bind(&client_id)
    .fetch_all(&state.pool)
    .await?
    .iter()
    .map(|row| -> Result<DocumentRow, sqlx::Error> {
        let id: String = row.try_get("id")?;
        Ok(DocumentRow {
            link: crate::loans::model::file_url(&id),
            file_id: id,
            purpose: row.try_get("purpose")?,
            content_type: row.try_get("content_type")?,
            size_bytes: row.try_get("size_bytes")?,
            created_at: row.try_get("created_at")?,
        })
    })
    .collect::<Result<Vec<_>, _>>()?
    .into_iter()
    .filter(|document| reader.sees(Group::of_file(&document.purpose)))
    .collect();
    let loans = if reader.sees(Group::Loans) {
        let loans: Vec<Loan> = store::of_user(&state.pool, &client_id)
            .await?
            .into_iter()
            .filter(|l| is_listed(l.status))
            .collect();
        Some(with_schedules(&state, &loans, &reader).await?)
    } else {
        None
    };
    let view = details_view(&client, saved.as_ref(), &reader);
    Ok(Json(ClientFileResponse {
        data: ClientFile {
            client: ClientProfile {
                id: client.id,
                first_name: client.first_name,
                last_name: client.last_name,
                email: client.email,
                phone_number: client.phone_number,
                mpesa_phone: client.mpesa_phone,
                active: client.active,
                created_at: client.created_at,
                details: view,
            },
            documents,
            loans,
            hidden: reader.hidden(),
        },
    }))
}
