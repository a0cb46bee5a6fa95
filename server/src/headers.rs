//! The security headers of every answer.
//!
//! - The Content-Security-Policy of the PWA: scripts only from the portal itself, WebAssembly
//!   compiled from there (`'wasm-unsafe-eval'`), no inline or evaluated script. Styles may be
//!   inline because the toasts' CSS-in-JS writes a `<style>` element; images may be `data:` (the
//!   CSS icons) and `blob:` (a photo shown before upload); `blob:` documents and objects are the
//!   PDFs and exports the PWA opens. A course's audio may come from any `https:` host the team
//!   links (media runs no script), and its videos play in YouTube's privacy-enhanced frame
//!   (`youtube-nocookie.com`), the only other site a page may frame. No page may frame the portal.
//!   The map's tiles come from the tile servers of `MAP_TILE_ORIGINS` (OpenStreetMap's by default).
//! - HSTS when the portal is served over HTTPS: `PUBLIC_URL` is `https://…`, or a trusted proxy
//!   (`TRUSTED_PROXIES`) says `X-Forwarded-Proto: https`. Browsers ignore it over plain HTTP.
//! - `Cache-Control: no-store` on every `/api` answer, so no browser or proxy keeps a person's data
//!   (a shared phone, a cybercafé). Only an answer to a caller without a bearer token whose route
//!   chose its own `Cache-Control` (a public lookup) keeps it. The PWA's files keep theirs.

use std::net::SocketAddr;

use axum::extract::{ConnectInfo, Request, State};
use axum::http::header::{
    AUTHORIZATION, CACHE_CONTROL, CONTENT_SECURITY_POLICY, REFERRER_POLICY,
    STRICT_TRANSPORT_SECURITY, X_CONTENT_TYPE_OPTIONS, X_FRAME_OPTIONS,
};
use axum::http::HeaderValue;
use axum::middleware::Next;
use axum::response::Response;

use crate::state::AppState;

const BEFORE_IMAGES: &str = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; \
     style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:";
const AFTER_IMAGES: &str = "font-src 'self' data:; \
     media-src 'self' blob: https:; connect-src 'self'; worker-src 'self'; manifest-src 'self'; object-src 'self' blob:; \
     frame-src 'self' blob: https://www.youtube-nocookie.com; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";
/// The Content-Security-Policy, its `img-src` with the map's tile servers (checked plain origins).
pub fn content_security(map_tile_origins: &[String]) -> String {
    let mut policy = String::from(BEFORE_IMAGES);
    for origin in map_tile_origins {
        policy.push(' ');
        policy.push_str(origin);
    }
    policy.push_str("; ");
    policy.push_str(AFTER_IMAGES);
    policy
}

pub const HSTS: &str = "max-age=31536000";
pub const NO_STORE: &str = "no-store";

fn is_api(path: &str) -> bool {
    path == "/api" || path.starts_with("/api/")
}

pub async fn secure(State(state): State<AppState>, request: Request, next: Next) -> Response {
    let api = is_api(request.uri().path());
    let signed_in = request.headers().contains_key(AUTHORIZATION);
    let https = state.config.public_url.starts_with("https://")
        || request
            .extensions()
            .get::<ConnectInfo<SocketAddr>>()
            .is_some_and(|peer| {
                let proxies = &state.config.trusted_proxies;
                proxies.forwarded_https(peer.0.ip(), request.headers())
            });
    let mut response = next.run(request).await;
    let headers = response.headers_mut();
    let set = |value: &'static str| HeaderValue::from_static(value);
    let policy = HeaderValue::from_str(&content_security(&state.config.map_tile_origins))
        .or_else(|_| HeaderValue::from_str(&content_security(&[])));
    if let Ok(policy) = policy {
        headers.insert(CONTENT_SECURITY_POLICY, policy);
    }
    headers.insert(X_CONTENT_TYPE_OPTIONS, set("nosniff"));
    headers.insert(REFERRER_POLICY, set("same-origin"));
    headers.insert(X_FRAME_OPTIONS, set("DENY"));
    if https {
        headers.insert(STRICT_TRANSPORT_SECURITY, set(HSTS));
    }
    if api && (signed_in || !headers.contains_key(CACHE_CONTROL)) {
        headers.insert(CACHE_CONTROL, set(NO_STORE));
    }
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn api_paths() {
        assert!(is_api("/api"));
        assert!(is_api("/api/user/unbox"));
        assert!(!is_api("/apiary"));
        assert!(!is_api("/assets/api.js"));
    }
}
