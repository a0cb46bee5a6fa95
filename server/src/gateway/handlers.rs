//! `GET /api/gateway/api.php?resource=…` reads and `POST /api/gateway/api.php?resource=…&action=
//! create|update` writes of the bookkeeping data gateway (spec 002 section 7.1).

use axum::body::Bytes;
use axum::extract::rejection::QueryRejection;
use axum::extract::{Query, State};
use axum::Json;
use portal_core::bookkeeping::messages::{MISSING_INFORMATION, RECORDS_FOUND};
use serde::Deserialize;
use serde_json::{Map, Value};
use utoipa::IntoParams;

use super::model::{GatewayAnswer, GatewayFailure, GatewayResult};
use super::resource::{Action, Resource, READ_WITH_GET, WRITE_WITH_POST};
use super::views::{self, Filter};
use super::write;
use crate::auth::AuthUser;
use crate::bookkeeping::access::Caller;
use crate::error::{AppError, AppResult};
use crate::state::AppState;

#[derive(Debug, Clone, Default, Deserialize, IntoParams)]
#[serde(default, rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct GatewayQuery {
    /// entrepreneurProduct, entrepreneurProductSale, productCategory, … (spec 002 section 3.1).
    pub resource: Option<String>,
    /// read (the default), create or update.
    pub action: Option<String>,
    /// The business whose records to read (reads of the lookup lists need none).
    pub business_id: Option<String>,
    /// Product variants of this product only.
    pub main_product_id: Option<String>,
    /// Service variants of this service only.
    pub main_service_id: Option<String>,
}

fn query(query: Result<Query<GatewayQuery>, QueryRejection>) -> AppResult<GatewayQuery> {
    query
        .map(|Query(q)| q)
        .map_err(|_| AppError::bad_request("The query could not be read"))
}

fn given(value: &Option<String>) -> Option<&str> {
    value.as_deref().map(str::trim).filter(|v| !v.is_empty())
}

/// Reads the records of a resource kept by a business, with the names they point at; the lookup
/// lists in the caller's language.
#[utoipa::path(
    get,
    path = "/gateway/api.php",
    tag = "bookkeeping",
    security(("bearer" = [])),
    params(GatewayQuery),
    responses(
        (status = 200, description = "`{error: false, message, data: [records]}`", body = GatewayAnswer),
        (status = 400, description = "Unknown resource or action, or no businessId", body = GatewayFailure),
        (status = 401, description = "Sign in to continue", body = GatewayFailure),
        (status = 403, description = "Not the caller's business (staff read any)", body = GatewayFailure),
        (status = 404, description = "No business has this id", body = GatewayFailure),
    )
)]
pub async fn read(
    State(state): State<AppState>,
    auth: Result<AuthUser, AppError>,
    q: Result<Query<GatewayQuery>, QueryRejection>,
) -> GatewayResult<Json<GatewayAnswer>> {
    let auth = auth?;
    let q = query(q)?;
    let resource = Resource::parse(q.resource.as_deref().unwrap_or_default())?;
    if Action::parse(q.action.as_deref())? != Action::Read {
        return Err(AppError::bad_request(WRITE_WITH_POST).into());
    }
    let caller = Caller::of(&state, &auth).await?;
    let language = caller.user.language;
    let data = match resource {
        Resource::Lookup(list) => views::lookup(&state.pool, list, language).await?,
        _ => {
            let business_id =
                given(&q.business_id).ok_or_else(|| AppError::bad_request(MISSING_INFORMATION))?;
            let books = caller.books(&state, business_id).await?;
            let filter = Filter {
                main_product_id: given(&q.main_product_id),
                main_service_id: given(&q.main_service_id),
                id: None,
            };
            views::read(&state.pool, &books.business.id, resource, &filter, language).await?
        }
    };
    Ok(Json(GatewayAnswer::ok(RECORDS_FOUND, data)))
}

/// Creates or updates a record with the spec's body (JSON); the answer's `data` holds the record as
/// a read shows it. Core's first message for a bad body comes back with `error: true`.
#[utoipa::path(
    post,
    path = "/gateway/api.php",
    tag = "bookkeeping",
    security(("bearer" = [])),
    params(GatewayQuery),
    request_body(content = Object, description = "The spec's create or update body of the resource"),
    responses(
        (status = 200, description = "`{error: false, message, data: [the record]}`", body = GatewayAnswer),
        (status = 400, description = "Core's message for the body, or an unknown resource or action", body = GatewayFailure),
        (status = 401, description = "Sign in to continue", body = GatewayFailure),
        (status = 403, description = "Not the caller's business; staff may only read", body = GatewayFailure),
        (status = 404, description = "No record has this id", body = GatewayFailure),
    )
)]
pub async fn change(
    State(state): State<AppState>,
    auth: Result<AuthUser, AppError>,
    q: Result<Query<GatewayQuery>, QueryRejection>,
    body: Bytes,
) -> GatewayResult<Json<GatewayAnswer>> {
    let auth = auth?;
    let q = query(q)?;
    let resource = Resource::parse(q.resource.as_deref().unwrap_or_default())?;
    let action = Action::parse(q.action.as_deref())?;
    if action == Action::Read {
        return Err(AppError::bad_request(READ_WITH_GET).into());
    }
    let body = object(&body)?;
    let caller = Caller::of(&state, &auth).await?;
    let answer = write::create_or_update(&state, &caller, resource, action, &body).await?;
    Ok(Json(answer))
}

fn object(body: &[u8]) -> AppResult<Map<String, Value>> {
    match serde_json::from_slice::<Value>(body) {
        Ok(Value::Object(map)) => Ok(map),
        _ => Err(AppError::bad_request(
            "Send the record as a JSON object (Content-Type: application/json)",
        )),
    }
}
