//! Course media: `POST /lms/team/media {upload, name?}` takes the caller's finished `lmsMedia`
//! upload (a recording, a PDF or a picture, checked by content when it finished) as course media,
//! its bytes left where the upload stored them; `GET /lms/media/{id}/{token}` serves it to anyone
//! who has the link (an `<audio>` element, the service worker): no sign-in, nothing written,
//! a single `Range` answered 206, a wrong token the 404 of an unknown id. At most
//! `SERVING_AT_ONCE` are read at a time in a process; the rest wait their turn.

use std::sync::LazyLock;
use std::time::Duration;

use axum::body::{Body, Bytes};
use axum::extract::{Path, State};
use axum::http::header::{
    ACCEPT_RANGES, CACHE_CONTROL, CONTENT_DISPOSITION, CONTENT_LENGTH, CONTENT_RANGE, CONTENT_TYPE,
    RANGE, RETRY_AFTER, X_CONTENT_TYPE_OPTIONS,
};
use axum::http::{HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use portal_core::lms::team::MEDIA_SAVED;
use portal_core::resumable::FILE_NOT_FOUND;
use portal_core::uploads::{FileKind, UploadKind};
use tokio::sync::Semaphore;

use super::model::{bad, done, record, team, MediaJson, MediaSaved, Written, SAVED};
use crate::auth::{AuthUser, ClientIp};
use crate::error::{AppError, ErrorBody};
use crate::ids::new_id;
use crate::lms::body::parse;
use crate::lms::error::{LmsError, LmsResult};
use crate::lms::model::Answer;
use crate::lms::store::media::{self as store, Media};
use crate::state::AppState;
use crate::uploads::store::take;

/// Media reads at once in one process (a whole file is held in memory while it is sent).
pub const SERVING_AT_ONCE: usize = 8;
/// How long a request waits for its turn before it is told to come back.
const WAIT: Duration = Duration::from_secs(10);
/// A media name's longest.
pub const NAME_MAX: usize = 120;
pub const IMMUTABLE: &str = "public, max-age=31536000, immutable";

/// The kinds course media may be (core's `UploadKind::LmsMedia`), for a name's extension.
const KINDS: [FileKind; 8] = [
    FileKind::Mp3,
    FileKind::M4a,
    FileKind::Ogg,
    FileKind::Wav,
    FileKind::WebM,
    FileKind::Pdf,
    FileKind::Jpeg,
    FileKind::Png,
];

static SERVING: LazyLock<Semaphore> = LazyLock::new(|| Semaphore::new(SERVING_AT_ONCE));

/// Where course media is served.
pub fn media_link(id: &str, token: &str) -> String {
    format!("/api/lms/media/{id}/{token}")
}

/// 128 random bits, as 32 lowercase hex digits.
fn new_token() -> String {
    format!("{:032x}", rand::random::<u128>())
}

/// The name shown: letters, digits, spaces, dots, dashes and underscores of the one sent (at most
/// 120 characters), else `media.{extension}`.
fn clean_name(sent: Option<&str>, extension: &str) -> String {
    let kept: String = sent
        .unwrap_or("")
        .chars()
        .filter(|c| c.is_alphanumeric() || matches!(c, ' ' | '.' | '-' | '_'))
        .take(NAME_MAX)
        .collect();
    match kept.trim() {
        "" => format!("media.{extension}"),
        name => name.to_owned(),
    }
}

#[utoipa::path(
    post,
    path = "/lms/team/media",
    tag = "lms",
    security(("bearer" = [])),
    request_body = MediaJson,
    responses(
        (status = 200, description = "'Media saved' with its public `link` (`/api/lms/media/{id}/{token}`), size, name and content type", body = Written<MediaSaved>),
        (status = 400, description = "'The file was not found; choose it and upload it again' (not the caller's finished `lmsMedia` upload, or taken already), or a body that cannot be read", body = Answer),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not the coach or the super admin", body = ErrorBody),
    )
)]
pub async fn add(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    user: AuthUser,
    bytes: Bytes,
) -> LmsResult<Json<Written<MediaSaved>>> {
    let language = team(&state, &user).await?;
    let sent: MediaJson = parse(&bytes)?;
    let now = state.now();
    let mut tx = state.begin().await?;
    let taken = take(
        &mut tx,
        &user.user_id,
        sent.upload.trim(),
        UploadKind::LmsMedia,
        now,
    )
    .await?
    .ok_or_else(|| bad(language, FILE_NOT_FOUND))?;
    let extension = KINDS
        .iter()
        .find(|k| k.content_type() == taken.content_type)
        .map_or("bin", |k| k.extension());
    let media = Media {
        id: new_id(now),
        token: new_token(),
        storage_key: taken.storage_key,
        name: clean_name(sent.name.as_deref(), extension),
        content_type: taken.content_type,
        size_bytes: taken.size_bytes,
        created_by: user.user_id.clone(),
        created_at: now,
    };
    store::insert(&mut tx, &media).await?;
    record(
        &mut tx,
        &state,
        &user,
        ip.as_deref(),
        SAVED,
        "media",
        &media.id,
    )
    .await?;
    tx.commit().await?;
    Ok(done(
        language,
        MEDIA_SAVED,
        Some(MediaSaved {
            link: media_link(&media.id, &media.token),
            size_bytes: media.size_bytes,
            name: media.name,
            content_type: media.content_type,
        }),
    ))
}

fn hex(text: &str, length: usize) -> bool {
    text.len() == length && text.bytes().all(|b| b.is_ascii_hexdigit())
}

/// Whether two tokens are the same, comparing every byte whatever the first difference.
fn same(a: &str, b: &str) -> bool {
    a.len() == b.len() && a.bytes().zip(b.bytes()).fold(0, |d, (x, y)| d | (x ^ y)) == 0
}

/// A single `bytes=a-b`, `bytes=a-` or `bytes=-n` of a file of `size` bytes: `Some(Ok(start..end))`,
/// `Some(Err(()))` when it cannot be satisfied; None for no range or one not understood (several
/// ranges, other units), which is answered whole.
pub fn byte_range(header: Option<&str>, size: u64) -> Option<Result<(u64, u64), ()>> {
    let spec = header?.trim().strip_prefix("bytes=")?.trim();
    if spec.contains(',') {
        return None;
    }
    let (first, last) = spec.split_once('-')?;
    let (first, last) = (first.trim(), last.trim());
    let range = if first.is_empty() {
        let n: u64 = last.parse().ok()?;
        (n > 0 && size > 0).then(|| (size.saturating_sub(n), size))
    } else {
        let start: u64 = first.parse().ok()?;
        let end = match last {
            "" => size,
            last => last.parse::<u64>().ok()?.saturating_add(1).min(size),
        };
        (start < size && start < end).then_some((start, end))
    };
    Some(range.ok_or(()))
}

fn header(value: &str) -> Result<HeaderValue, AppError> {
    HeaderValue::from_str(value).map_err(|_| AppError::internal("bad media header"))
}

#[utoipa::path(
    get,
    path = "/lms/media/{id}/{token}",
    tag = "lms",
    params(
        ("id" = String, Path, description = "The media's id"),
        ("token" = String, Path, description = "The media's token (in its link)"),
    ),
    responses(
        (status = 200, description = "The file with its content type, cached for a year", content_type = "application/octet-stream"),
        (status = 206, description = "The single range asked (`Range: bytes=a-b`)", content_type = "application/octet-stream"),
        (status = 404, description = "No such media, or a wrong token", body = Answer),
        (status = 416, description = "A range outside the file"),
        (status = 503, description = "Too many media reads at once: come back in a few seconds"),
    )
)]
pub async fn serve(
    State(state): State<AppState>,
    Path((id, token)): Path<(String, String)>,
    headers: HeaderMap,
) -> LmsResult<Response> {
    if !hex(&id, 24) || !hex(&token, 32) {
        return Err(LmsError::not_found());
    }
    let media = store::find(&state.pool, &id)
        .await?
        .filter(|m| same(&m.token, &token))
        .ok_or_else(LmsError::not_found)?;
    let Ok(Ok(_turn)) = tokio::time::timeout(WAIT, SERVING.acquire()).await else {
        return Ok((StatusCode::SERVICE_UNAVAILABLE, [(RETRY_AFTER, "5")]).into_response());
    };
    let size = u64::try_from(media.size_bytes).unwrap_or(0);
    let asked = byte_range(headers.get(RANGE).and_then(|v| v.to_str().ok()), size);
    let (status, start, end) = match asked {
        Some(Err(())) => {
            return Ok((
                StatusCode::RANGE_NOT_SATISFIABLE,
                [(CONTENT_RANGE, header(&format!("bytes */{size}"))?)],
            )
                .into_response())
        }
        Some(Ok((start, end))) => (StatusCode::PARTIAL_CONTENT, start, end),
        None => (StatusCode::OK, 0, size),
    };
    let bytes = state
        .storage
        .get_range(&media.storage_key, start, end)
        .await
        .map_err(|error| AppError::internal(error.to_string()))?
        .ok_or_else(|| AppError::internal(format!("media {} has no bytes in storage", media.id)))?;
    let disposition = format!("inline; filename=\"{}\"", media.name.replace('"', ""));
    let length = bytes.len().to_string();
    let mut response = Response::new(Body::from(bytes));
    *response.status_mut() = status;
    let out = response.headers_mut();
    out.insert(CONTENT_TYPE, header(&media.content_type)?);
    out.insert(CONTENT_LENGTH, header(&length)?);
    out.insert(ACCEPT_RANGES, HeaderValue::from_static("bytes"));
    out.insert(CACHE_CONTROL, HeaderValue::from_static(IMMUTABLE));
    out.insert(X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff"));
    if let Ok(value) = HeaderValue::from_str(&disposition) {
        out.insert(CONTENT_DISPOSITION, value);
    }
    if status == StatusCode::PARTIAL_CONTENT {
        let range = format!("bytes {start}-{}/{size}", end.saturating_sub(1));
        out.insert(CONTENT_RANGE, header(&range)?);
    }
    Ok(response)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn single_ranges() {
        assert_eq!(byte_range(Some("bytes=0-9"), 100), Some(Ok((0, 10))));
        assert_eq!(byte_range(Some("bytes=90-"), 100), Some(Ok((90, 100))));
        assert_eq!(byte_range(Some("bytes=-10"), 100), Some(Ok((90, 100))));
        assert_eq!(byte_range(Some("bytes=50-500"), 100), Some(Ok((50, 100))));
        assert_eq!(byte_range(Some("bytes=100-"), 100), Some(Err(())));
        assert_eq!(byte_range(Some("bytes=9-3"), 100), Some(Err(())));
        assert_eq!(byte_range(Some("bytes=0-1,5-6"), 100), None);
        assert_eq!(byte_range(Some("items=0-1"), 100), None);
        assert_eq!(byte_range(None, 100), None);
    }

    #[test]
    fn names_are_kept_plain() {
        assert_eq!(
            clean_name(Some("Lesson 1: <b>money</b>.mp3"), "mp3"),
            "Lesson 1 bmoneyb.mp3"
        );
        assert_eq!(clean_name(Some("   "), "wav"), "media.wav");
        assert_eq!(clean_name(None, "pdf"), "media.pdf");
        assert!(same("ab", "ab") && !same("ab", "ac") && !same("ab", "abc"));
        assert_eq!(new_token().len(), 32);
    }
}
