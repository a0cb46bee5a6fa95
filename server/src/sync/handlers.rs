//! `POST /sync/push` and `GET /sync/pull` of the offline engine (docs/sync.md), for everyone with a
//! registered kind they may write or read, and `GET /bookkeeping/lookups` (anyone signed in).

use std::collections::BTreeMap;

use axum::extract::{Query, State};
use axum::Json;
use portal_core::id::is_valid_id;
use portal_core::language::Language;
use portal_core::sync::{parse_cursors, pull_page_size, Scope, MAX_PUSH_MUTATIONS};
use serde_json::Value;

use super::model::{LookupView, LookupsResponse, PullQuery, PullResponse, PushBody, PushResponse};
use super::pull::Page;
use super::push::{apply, walk};
use super::registry::EntityKind;
use super::scopes::{may_read, may_write_any, Actor};
use super::store::{self, Claim};
use crate::auth::AuthUser;
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
        (status = 403, description = "Nothing the user may change is kept offline, or the device is another account's", body = ErrorBody),
    )
)]
pub async fn push(
    State(state): State<AppState>,
    user: AuthUser,
    ApiJson(body): ApiJson<Value>,
) -> AppResult<Json<PushResponse>> {
    if !may_write_any(&state.entities, user.role) {
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
    let actor = Actor::of(&state, &user).await?;
    let now = state.now();
    let mut pushed: Vec<i64> = body.mutations.iter().map(|m| m.seq).collect();
    pushed.sort_unstable();
    pushed.dedup();

    let mut tx = state.begin().await?;
    let business_id = actor.business.as_ref().map(|b| b.id.as_str());
    let last_applied =
        match store::claim_client(&mut tx, &body.client_id, &actor.user_id, business_id, now)
            .await?
        {
            Claim::Mine { last_seq } => last_seq,
            Claim::Theirs => return Err(AppError::Forbidden(CLIENT_OF_ANOTHER_ACCOUNT.to_owned())),
        };
    let walked = walk(last_applied, body.mutations);
    let (applied, refused) = apply(&mut tx, &state.entities, &actor, walked.taken, now).await?;
    store::insert_rejections(&mut tx, &body.client_id, &refused, now).await?;
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

/// The changes after the phone's cursors, a page at a time, in change order within each scope:
/// without `cursors`, the business's only (the first version of the protocol); with it, every scope
/// the user has.
#[utoipa::path(
    get,
    path = "/sync/pull",
    tag = "sync",
    security(("bearer" = [])),
    params(PullQuery),
    responses(
        (status = 200, description = "A page of changes and the next cursor", body = PullResponse),
        (status = 400, description = "A bad cursor, cursors, limit or clientId", body = ErrorBody),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Nothing the user may read is kept offline", body = ErrorBody),
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
    let cursors = query
        .cursors
        .as_deref()
        .map(parse_cursors)
        .transpose()
        .map_err(AppError::bad_request)?;
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
    let readable: Vec<&EntityKind> = state
        .entities
        .kinds()
        .filter(|kind| may_read(kind, user.role))
        .collect();
    if readable.is_empty() {
        return Err(AppError::no_access());
    }
    let actor = Actor::of(&state, &user).await?;
    let wanted: Vec<(Scope, i64)> = match &cursors {
        None => vec![(Scope::Business, cursor)],
        Some(given) => Scope::ALL
            .into_iter()
            .filter(|scope| readable.iter().any(|kind| kind.scope == *scope))
            .map(|scope| {
                let at = given
                    .iter()
                    .find(|(s, _)| *s == scope)
                    .map_or(0, |(_, at)| *at);
                (scope, at)
            })
            .collect(),
    };
    let mut page = Page::new(pull_page_size(limit));
    for (scope, at) in wanted {
        let Some(scope_id) = actor.scope_id(scope) else {
            continue;
        };
        page.read(&state.pool, &readable, scope, scope_id, at)
            .await?;
    }
    let last_seq = match client_id {
        Some(client_id) => store::last_seq_of(&state.pool, client_id, &actor.user_id).await?,
        None => 0,
    };
    let business_cursor = page
        .cursors
        .get(Scope::Business.name())
        .copied()
        .unwrap_or(cursor);
    Ok(Json(PullResponse {
        changes: page.changes,
        cursor: business_cursor,
        cursors: cursors.map(|_| page.cursors),
        more: page.more,
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
