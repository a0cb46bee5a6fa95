//! The built PWA at `/`: files as they are, `index.html` for client-side routes, and cache headers
//! that let hashed assets live forever while the shell and service worker are always revalidated.
//! The build writes `X.br` and `X.gz` next to each text file (pwa/build/precompress.ts); those are sent
//! as they are to a browser that accepts them, so no file is compressed per request (docs/offline.md).

use std::path::Path;

use axum::body::Body;
use axum::extract::{Request, State};
use axum::http::header::{ACCEPT_ENCODING, CACHE_CONTROL, CONTENT_TYPE, VARY};
use axum::http::{HeaderValue, Method, StatusCode};
use axum::response::{IntoResponse, Response};
use tower::ServiceExt;
use tower_http::services::{ServeDir, ServeFile};

use crate::state::AppState;

pub const IMMUTABLE: &str = "public, max-age=31536000, immutable";
pub const NO_CACHE: &str = "no-cache";
pub const NOT_BUILT: &str =
    "The PWA is not built yet: build it into PWA_DIR (default pwa/dist) and reload. The API works at /api.\n";

fn is_hashed_asset(path: &str) -> bool {
    path.starts_with("/assets/")
}

/// A client-side route such as `/dashboard/overview`: no file extension in the last segment.
fn is_app_route(path: &str) -> bool {
    let last = path.rsplit('/').next().unwrap_or_default();
    !last.contains('.') && !is_hashed_asset(path)
}

pub async fn serve(State(state): State<AppState>, request: Request) -> Response {
    let dir = state.config.pwa_dir.as_path();
    let path = request.uri().path().to_owned();
    let reads = matches!(*request.method(), Method::GET | Method::HEAD);
    let index = dir.join("index.html");

    if reads && is_app_route(&path) && !index.is_file() {
        return not_built();
    }
    let files = ServeDir::new(dir).precompressed_br().precompressed_gzip();
    let outcome = if reads && is_app_route(&path) {
        files
            .fallback(
                ServeFile::new(index)
                    .precompressed_br()
                    .precompressed_gzip(),
            )
            .oneshot(request)
            .await
    } else {
        files.oneshot(request).await
    };
    let mut response = match outcome {
        Ok(response) => response.map(Body::new),
        Err(never) => match never {},
    };
    if response.status().is_success() || response.status() == StatusCode::NOT_MODIFIED {
        let policy = if is_hashed_asset(&path) {
            IMMUTABLE
        } else {
            NO_CACHE
        };
        let headers = response.headers_mut();
        headers.insert(CACHE_CONTROL, HeaderValue::from_static(policy));
        // The answer depends on Accept-Encoding (a precompressed copy or the file itself).
        let varies = headers.get_all(VARY).iter().any(|value| {
            value
                .to_str()
                .is_ok_and(|value| value.to_ascii_lowercase().contains("accept-encoding"))
        });
        if !varies {
            headers.append(VARY, HeaderValue::from_static(ACCEPT_ENCODING.as_str()));
        }
    }
    response
}

fn not_built() -> Response {
    (
        [
            (CONTENT_TYPE, "text/plain; charset=utf-8"),
            (CACHE_CONTROL, NO_CACHE),
        ],
        NOT_BUILT,
    )
        .into_response()
}

/// Whether `dir` holds a built PWA, for the start-up log.
pub fn is_built(dir: &Path) -> bool {
    dir.join("index.html").is_file()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn routes_and_files() {
        assert!(is_app_route("/"));
        assert!(is_app_route("/dashboard/overview"));
        assert!(!is_app_route("/sw.js"));
        assert!(!is_app_route("/assets/app-abc.js"));
        assert!(!is_app_route("/assets/missing"));
        assert!(!is_app_route("/manifest.webmanifest"));
    }
}
