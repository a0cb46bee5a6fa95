//! `POST /sync/push` and `GET /sync/pull` (entrepreneurs: the bookkeeping roles) and
//! `GET /bookkeeping/lookups` (anyone signed in), as DESIGN.md's "Sync protocol" describes.

use std::collections::BTreeMap;

use axum::extract::{Query, State};
use axum::Json;
use portal_core::bookkeeping::keeps_books;
use portal_core::bookkeeping::sync::{pull_page_size, MAX_PUSH_MUTATIONS};
use portal_core::id::is_valid_id;
use portal_core::language::Language;
use serde_json::Value;

use super::model::{LookupView, LookupsResponse, PullQuery, PullResponse, PushBody, PushResponse};
use super::push::walk;
use super::store::{self, Claim};
use crate::auth::AuthUser;
use crate::bookkeeping::business::{self, Business};
use crate::bookkeeping::records::apply_records;
use crate::error::{ApiJson, AppError, AppResult, ErrorBody};
use crate::state::AppState;
use crate::users::store as users;

pub const BAD_CLIENT_ID: &str =
    "clientId must be the app's install id: 24 lowercase hex characters";
pub const CLIENT_OF_ANOTHER_ACCOUNT: &str = "This device is registered to another account";
pub const BAD_CURSOR: &str = "cursor must be a whole number of 0 or more";
pub const BAD_LIMIT: &str = "limit must be a whole number of 1 or more";

fn too_many() -> String {
    format!("A push may carry at most {MAX_PUSH_MUTATIONS} changes; send the rest in the next push")
}

/// The signed-in user's business; 403 for anyone without one (staff).
async fn business_of(state: &AppState, user: &AuthUser) -> AppResult<Business> {
    let found = users::find_by_id(&state.pool, &user.user_id)
        .await?
        .ok_or_else(AppError::sign_in)?;
    business::ensure_for(&state.pool, &found, state.now())
        .await?
        .ok_or_else(AppError::no_access)
}

/// Takes an install's changes in seq order, once each, in one transaction.
#[utoipa::path(
    post,
    path = "/sync/push",
    tag = "sync",
    security(("bearer" = [])),
    request_body = PushBody,
    responses(
        (status = 200, description = "What was taken: applied, skipped, refused, and a gap", body = PushResponse),
        (status = 400, description = "A bad clientId, more than 1000 changes, or changes that cannot be read", body = ErrorBody),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not an entrepreneur, or the device is another account's", body = ErrorBody),
    )
)]
pub async fn push(
    State(state): State<AppState>,
    user: AuthUser,
    ApiJson(body): ApiJson<Value>,
) -> AppResult<Json<PushResponse>> {
    if !keeps_books(user.role) {
        return Err(AppError::no_access());
    }
    let body: PushBody = serde_json::from_value(body)
        .map_err(|e| AppError::bad_request(format!("The changes could not be read: {e}")))?;
    if !is_valid_id(&body.client_id) {
        return Err(AppError::bad_request(BAD_CLIENT_ID));
    }
    if body.mutations.len() > MAX_PUSH_MUTATIONS {
        return Err(AppError::bad_request(too_many()));
    }
    let business = business_of(&state, &user).await?;
    let now = state.now();
    let mut pushed: Vec<i64> = body.mutations.iter().map(|m| m.seq).collect();
    pushed.sort_unstable();
    pushed.dedup();

    let mut tx = state.begin().await?;
    let last_applied =
        match store::claim_client(&mut tx, &body.client_id, &user.user_id, &business.id, now)
            .await?
        {
            Claim::Mine { last_seq } => last_seq,
            Claim::Theirs => return Err(AppError::Forbidden(CLIENT_OF_ANOTHER_ACCOUNT.to_owned())),
        };
    let mut walked = walk(last_applied, body.mutations);
    let records = walked.readable.iter().map(|t| t.record.clone()).collect();
    let outcomes = apply_records(&mut tx, &business, &user.user_id, records, now).await?;
    let mut applied = 0;
    for (taken, outcome) in walked.readable.drain(..).zip(outcomes) {
        match outcome {
            Ok(()) => applied += 1,
            Err(message) => walked.refused.push(taken.refused(message)),
        }
    }
    store::insert_rejections(&mut tx, &body.client_id, &walked.refused, now).await?;
    if walked.last_seq != last_applied {
        store::set_last_seq(&mut tx, &body.client_id, walked.last_seq).await?;
    }
    let rejected = store::rejections_among(&mut tx, &body.client_id, &pushed).await?;
    tx.commit().await?;
    Ok(Json(PushResponse {
        last_seq: walked.last_seq,
        applied,
        skipped: walked.skipped,
        rejected,
        gap_at: walked.gap_at,
    }))
}

/// The business's records changed after `cursor`, a page at a time, in change order.
#[utoipa::path(
    get,
    path = "/sync/pull",
    tag = "sync",
    security(("bearer" = [])),
    params(PullQuery),
    responses(
        (status = 200, description = "A page of changes and the next cursor", body = PullResponse),
        (status = 400, description = "A bad cursor, limit or clientId", body = ErrorBody),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not an entrepreneur", body = ErrorBody),
    )
)]
pub async fn pull(
    State(state): State<AppState>,
    user: AuthUser,
    Query(query): Query<PullQuery>,
) -> AppResult<Json<PullResponse>> {
    let cursor = match query.cursor.as_deref().map(str::trim) {
        None | Some("") => 0,
        Some(text) => text
            .parse::<i64>()
            .ok()
            .filter(|c| *c >= 0)
            .ok_or_else(|| AppError::bad_request(BAD_CURSOR))?,
    };
    let limit = match query.limit.as_deref().map(str::trim) {
        None | Some("") => None,
        Some(text) => Some(
            text.parse::<usize>()
                .ok()
                .filter(|l| *l >= 1)
                .ok_or_else(|| AppError::bad_request(BAD_LIMIT))?,
        ),
    };
    let client_id = query
        .client_id
        .as_deref()
        .map(str::trim)
        .filter(|c| !c.is_empty());
    if client_id.is_some_and(|c| !is_valid_id(c)) {
        return Err(AppError::bad_request(BAD_CLIENT_ID));
    }
    let business = business_of(&state, &user).await?;
    let page = pull_page_size(limit);
    let page_rows = i64::try_from(page).unwrap_or(i64::MAX);
    let mut changes =
        store::changes_after(&state.pool, &business.id, cursor, page_rows + 1).await?;
    let more = changes.len() > page;
    changes.truncate(page);
    let last_seq = match client_id {
        Some(client_id) => store::last_seq_of(&state.pool, client_id, &user.user_id).await?,
        None => 0,
    };
    Ok(Json(PullResponse {
        cursor: changes.last().map_or(cursor, |c| c.change_seq),
        changes,
        more,
        last_seq,
    }))
}

/// The lookup lists of the bookkeeping forms, named in the user's language.
#[utoipa::path(
    get,
    path = "/bookkeeping/lookups",
    tag = "sync",
    security(("bearer" = [])),
    responses(
        (status = 200, description = "Each list's entries in order", body = LookupsResponse),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
    )
)]
pub async fn lookups(
    State(state): State<AppState>,
    user: AuthUser,
) -> AppResult<Json<LookupsResponse>> {
    let found = users::find_by_id(&state.pool, &user.user_id)
        .await?
        .ok_or_else(AppError::sign_in)?;
    let mut data: BTreeMap<String, Vec<LookupView>> = BTreeMap::new();
    for (list, id, en, sw) in store::lookups(&state.pool).await? {
        let name = match found.language {
            Language::English => en,
            Language::Swahili => sw,
        };
        data.entry(list).or_default().push(LookupView { id, name });
    }
    Ok(Json(LookupsResponse { data }))
}
