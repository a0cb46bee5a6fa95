//! The investors' pages (issue 16, no sign-in): `GET /investors/profiles` lists the profiles that
//! are enabled and ready for growth, newest first; `GET /investors/profiles/{id}` is one of them
//! (with the business's last 12 months when its owner shows performance); `GET
//! /investors/files/{fileId}` is such a profile's picture or logo. Anything else answers 404
//! like a profile that is not there. Every call counts against its address's limit
//! (`PUBLIC_READS_PER_IP` a minute), in the database so every server process shares it.

use axum::extract::{Path, Query, State};
use axum::http::header::{
    CACHE_CONTROL, CONTENT_DISPOSITION, CONTENT_TYPE, X_CONTENT_TYPE_OPTIONS,
};
use axum::http::{HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use portal_core::id::is_valid_id;
use portal_core::invest::messages::{PROFILE_NOT_FOUND, TOO_MANY_REQUESTS};
use portal_core::invest::performance::{last_twelve_months, window};
use portal_core::invest::{
    MAX_PER_PAGE, PER_PAGE, PUBLIC_READS_PER_IP, PUBLIC_READS_WINDOW_SECONDS,
};
use portal_core::language::Language;

use super::error::{InvestError, InvestResult};
use super::model::{PublicAnswer, PublicList, PublicQuery, Refusal};
use super::{store, views};
use crate::auth::ClientIp;
use crate::error::AppError;
use crate::media::store as files;
use crate::rate_limit::{self, Limit};
use crate::state::AppState;
use crate::stats::store::entries;

/// How long a browser may keep a public picture (a replaced one gets a new address; a hidden
/// profile's pictures stop being served within the hour).
pub const PICTURE_CACHE: &str = "public, max-age=3600";
/// The furthest page asked for (beyond it the answer is empty anyway).
const MAX_PAGE: i64 = 10_000;

const READS: Limit = Limit {
    max: PUBLIC_READS_PER_IP,
    window_seconds: PUBLIC_READS_WINDOW_SECONDS,
};

/// The key an address's public reads count under.
pub fn limit_key(ip: Option<&str>) -> String {
    format!("investors:{}", ip.unwrap_or("unknown"))
}

/// Counts one read of the address: 429 past the minute's limit.
async fn count(state: &AppState, ip: Option<&str>) -> InvestResult<()> {
    let key = limit_key(ip);
    let hits = rate_limit::store::hit(&state.pool, &key, READS, state.now()).await?;
    if rate_limit::store::within(READS, hits) {
        Ok(())
    } else {
        Err(InvestError::refused(
            StatusCode::TOO_MANY_REQUESTS,
            Language::English,
            TOO_MANY_REQUESTS,
        ))
    }
}

fn not_found() -> InvestError {
    InvestError::refused(StatusCode::NOT_FOUND, Language::English, PROFILE_NOT_FOUND)
}

/// A whole number sent as text, within `low..=high`, or `default` when none or not a number.
fn number(sent: Option<&str>, default: i64, low: i64, high: i64) -> i64 {
    sent.and_then(|text| text.trim().parse::<i64>().ok())
        .map_or(default, |n| n.clamp(low, high))
}

#[utoipa::path(
    get,
    path = "/investors/profiles",
    tag = "invest",
    params(PublicQuery),
    responses(
        (status = 200, description = "A page of the profiles enabled and ready for growth, newest first, and their `total`", body = PublicList),
        (status = 429, description = "'Too many requests, try again in a minute'", body = Refusal),
    )
)]
pub async fn list(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    Query(query): Query<PublicQuery>,
) -> InvestResult<Json<PublicList>> {
    count(&state, ip.as_deref()).await?;
    let page = number(query.page.as_deref(), 1, 1, MAX_PAGE);
    let per_page = number(query.per_page.as_deref(), PER_PAGE, 1, MAX_PER_PAGE);
    let category = query
        .category
        .as_deref()
        .and_then(|text| text.trim().parse::<i64>().ok())
        .filter(|id| *id > 0);
    let (found, total) =
        store::public_page(&state.pool, category, per_page, (page - 1) * per_page).await?;
    Ok(Json(PublicList {
        error: false,
        data: found.iter().map(views::summary).collect(),
        total,
        page,
        per_page,
    }))
}

#[utoipa::path(
    get,
    path = "/investors/profiles/{id}",
    tag = "invest",
    params(("id" = String, Path, description = "The business's id")),
    responses(
        (status = 200, description = "The profile (no phone); `performance`, the last 12 months (revenue, gross margin, net cashflow), only when its owner shows it", body = PublicAnswer),
        (status = 404, description = "'Profile not found': none, disabled, or not ready for growth", body = Refusal),
        (status = 429, description = "'Too many requests, try again in a minute'", body = Refusal),
    )
)]
pub async fn one(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    Path(id): Path<String>,
) -> InvestResult<Json<PublicAnswer>> {
    count(&state, ip.as_deref()).await?;
    if !is_valid_id(&id) {
        return Err(not_found());
    }
    let found = store::find_public(&state.pool, &id)
        .await?
        .ok_or_else(not_found)?;
    let months = if found.profile.flags.show_performance {
        let now = state.now();
        let (from, to) = window(now).ok_or_else(|| AppError::internal("no 12-month window"))?;
        let entries = entries(&state.pool, &found.business_id, from, to).await?;
        Some(last_twelve_months(&entries, now))
    } else {
        None
    };
    Ok(Json(PublicAnswer {
        error: false,
        data: views::public(found, months),
    }))
}

#[utoipa::path(
    get,
    path = "/investors/files/{fileId}",
    tag = "invest",
    params(("fileId" = String, Path, description = "The picture's id (in the profile's imageUrl or logoUrl)")),
    responses(
        (status = 200, description = "The picture (image/jpeg or image/png), cached publicly for an hour", content_type = "application/octet-stream"),
        (status = 404, description = "Not the picture or logo of a profile investors may see", body = Refusal),
        (status = 429, description = "'Too many requests, try again in a minute'", body = Refusal),
    )
)]
pub async fn picture(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    Path(file_id): Path<String>,
) -> InvestResult<Response> {
    count(&state, ip.as_deref()).await?;
    if !is_valid_id(&file_id) || !store::is_public_picture(&state.pool, &file_id).await? {
        return Err(not_found());
    }
    let file = files::find(&state.pool, &file_id)
        .await?
        .ok_or_else(not_found)?;
    let bytes = state
        .storage
        .get(&file.storage_key)
        .await
        .map_err(|error| AppError::internal(error.to_string()))?
        .ok_or_else(|| AppError::internal(format!("file {} has no bytes in storage", file.id)))?;
    let content_type = HeaderValue::from_str(&file.content_type)
        .map_err(|_| AppError::internal(format!("file {} has a bad content type", file.id)))?;
    let headers = [
        (CONTENT_TYPE, content_type),
        (CACHE_CONTROL, HeaderValue::from_static(PICTURE_CACHE)),
        (X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff")),
        (CONTENT_DISPOSITION, HeaderValue::from_static("inline")),
    ];
    Ok((headers, bytes).into_response())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pages_are_bounded() {
        assert_eq!(number(None, 20, 1, 50), 20);
        assert_eq!(number(Some("x"), 20, 1, 50), 20);
        assert_eq!(number(Some("500"), 20, 1, 50), 50);
        assert_eq!(number(Some("-3"), 1, 1, 10_000), 1);
        assert_eq!(limit_key(None), "investors:unknown");
    }
}
