//! A document's public links as its owner sees them, and turning one off.

use axum::extract::{Path, State};
use axum::Json;
use portal_core::documents::messages::LINK_REVOKED;

use super::access::owner;
use super::links_store;
use super::model::{Answer, DocumentsResult, Failure};
use super::send::link_json;
use super::send_model::{LinkJson, LinksAnswer};
use super::store;
use super::write::NOT_FOUND;
use crate::audit::{self, Event};
use crate::auth::{AuthUser, ClientIp};
use crate::error::{AppError, ErrorBody};
use crate::state::AppState;

pub const LINK_TURNED_OFF: &str = "document_link_revoked";

#[utoipa::path(
    get,
    path = "/documents/{id}/links",
    tag = "documents",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "The quotation's or invoice's id")),
    responses(
        (status = 200, description = "The document's links (its receipts' too), newest first: when made, until when, turned off or not", body = LinksAnswer),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not an entrepreneur (client)", body = Failure),
        (status = 404, description = "No such document of the caller's", body = Failure),
    )
)]
pub async fn document_links(
    State(state): State<AppState>,
    user: AuthUser,
    Path(id): Path<String>,
) -> DocumentsResult<Json<LinksAnswer>> {
    let owner = owner(&state, &user).await?;
    store::find(&state.pool, &id)
        .await?
        .filter(|d| d.business_id == owner.business.id)
        .ok_or_else(|| AppError::NotFound(NOT_FOUND.to_owned()))?;
    let now = state.now();
    let links = links_store::links_of(&state.pool, &id).await?;
    Ok(Json(LinksAnswer {
        error: false,
        data: links.iter().map(|l| link_json(l, now)).collect(),
    }))
}

#[utoipa::path(
    post,
    path = "/documents/links/{id}/revoke",
    tag = "documents",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "The link's id")),
    responses(
        (status = 200, description = "'The link was turned off: nobody can open the document with it now' and the link (turning one off twice answers the same)", body = Answer<LinkJson>),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not an entrepreneur (client)", body = Failure),
        (status = 404, description = "No such link of the caller's", body = Failure),
    )
)]
pub async fn revoke_link(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    user: AuthUser,
    Path(id): Path<String>,
) -> DocumentsResult<Json<Answer<LinkJson>>> {
    let owner = owner(&state, &user).await?;
    let found = links_store::find(&state.pool, &id)
        .await?
        .filter(|l| l.business_id == owner.business.id)
        .ok_or_else(|| AppError::NotFound(NOT_FOUND.to_owned()))?;
    let now = state.now();
    if found.revoked_at.is_none() {
        let mut tx = state.begin().await?;
        links_store::revoke(&mut *tx, &found.id, now).await?;
        let detail = format!("link {} of {}", found.id, found.document_id);
        audit::record(
            &mut *tx,
            now,
            Event {
                user_id: Some(&owner.user.id),
                kind: LINK_TURNED_OFF,
                detail: &detail,
                ip: ip.as_deref(),
            },
        )
        .await?;
        tx.commit().await?;
    }
    let link = links_store::find(&state.pool, &id)
        .await?
        .ok_or_else(|| AppError::internal("a link just turned off is missing"))?;
    Ok(Json(Answer::ok(LINK_REVOKED, link_json(&link, now))))
}
