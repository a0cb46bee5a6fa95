//! Security headers on every answer: the Content-Security-Policy, HSTS when served over HTTPS, and
//! `Cache-Control: no-store` on API answers.

use crate::common;

use common::{each_backend, Options, PASSWORD};
use portal_core::roles::Role;
use portal_server::proxy::TrustedProxies;
use reqwest::header::HeaderMap;
use reqwest::StatusCode;

const HSTS: &str = "max-age=31536000";

fn pwa_dir() -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::create_dir_all(dir.path().join("assets")).expect("assets folder");
    std::fs::write(
        dir.path().join("index.html"),
        "<!doctype html><title>Portal</title>",
    )
    .expect("index");
    std::fs::write(dir.path().join("assets/app-abc.js"), "export {};\n").expect("js");
    dir
}

fn directives(headers: &HeaderMap) -> Vec<String> {
    headers
        .get("content-security-policy")
        .expect("a Content-Security-Policy")
        .to_str()
        .expect("text")
        .split(';')
        .map(|directive| directive.trim().to_owned())
        .collect()
}

#[tokio::test]
async fn every_answer_has_the_content_security_policy() {
    let dir = pwa_dir();
    let options = Options {
        pwa_dir: Some(dir.path().to_path_buf()),
        ..Options::default()
    };
    each_backend(options, async |app| {
        for path in [
            "/",
            "/signin",
            "/assets/app-abc.js",
            "/api/health",
            "/api/nothing",
        ] {
            let answer = app.get(path, None).await;
            let policy = directives(answer.headers());
            for wanted in [
                "default-src 'self'",
                // The core's WebAssembly compiles; no inline or evaluated script runs.
                "script-src 'self' 'wasm-unsafe-eval'",
                // The map's tiles: OpenStreetMap's server unless MAP_TILE_ORIGINS names others.
                "img-src 'self' data: blob: https://tile.openstreetmap.org",
                // The coach previews an entrepreneur's invest video from the bytes fetched with their
                // token; a course's audio may be linked from any https host.
                "media-src 'self' blob: https:",
                // A course's videos: YouTube's privacy-enhanced player only.
                "frame-src 'self' blob: https://www.youtube-nocookie.com",
                "connect-src 'self'",
                "worker-src 'self'",
                "frame-ancestors 'none'",
                "base-uri 'self'",
                "form-action 'self'",
            ] {
                assert!(
                    policy.iter().any(|d| d == wanted),
                    "{path}: {wanted} in {policy:?}"
                );
            }
            assert_eq!(answer.headers()["x-frame-options"], "DENY", "{path}");
            assert_eq!(
                answer.headers()["x-content-type-options"],
                "nosniff",
                "{path}"
            );
        }
    })
    .await;
}

#[tokio::test]
async fn hsts_only_when_served_over_https() {
    let get = async |app: &common::TestApp, proto: Option<&str>| {
        let mut request = app.client.get(app.url("/api/health"));
        if let Some(proto) = proto {
            request = request.header("x-forwarded-proto", proto);
        }
        let answer = request.send().await.expect("GET");
        answer
            .headers()
            .get("strict-transport-security")
            .map(|value| value.to_str().expect("text").to_owned())
    };
    // PUBLIC_URL is http: no HSTS, and a caller's own X-Forwarded-Proto is not believed.
    each_backend(Options::default(), async |app| {
        assert_eq!(get(app, None).await, None);
        assert_eq!(get(app, Some("https")).await, None);
    })
    .await;
    // Behind a trusted proxy, the proxy tells.
    let proxied = Options::configured(|config| {
        config.trusted_proxies = TrustedProxies::parse("127.0.0.1").expect("proxy list");
    });
    each_backend(proxied, async |app| {
        assert_eq!(get(app, Some("https")).await.as_deref(), Some(HSTS));
        assert_eq!(get(app, Some("http")).await, None);
    })
    .await;
    // An https PUBLIC_URL says the portal is served over HTTPS.
    let https = Options::configured(|config| {
        config.public_url = "https://portal.example.org".to_owned();
    });
    each_backend(https, async |app| {
        assert_eq!(get(app, None).await.as_deref(), Some(HSTS));
    })
    .await;
}

#[tokio::test]
async fn api_answers_are_never_stored() {
    let dir = pwa_dir();
    let options = Options {
        pwa_dir: Some(dir.path().to_path_buf()),
        ..Options::default()
    };
    each_backend(options, async |app| {
        app.create_user(Role::Client, "amina@example.com").await;
        let signin = app.signin("amina@example.com", PASSWORD).await;
        assert_eq!(signin.headers()["cache-control"], "no-store");
        let token = app.token("amina@example.com", PASSWORD).await;
        for (path, token, status) in [
            ("/api/user/unbox", Some(token.as_str()), StatusCode::OK),
            ("/api/user/unbox", None, StatusCode::UNAUTHORIZED),
            ("/api/health", None, StatusCode::OK),
            ("/api/nothing", None, StatusCode::NOT_FOUND),
        ] {
            let answer = app.get(path, token).await;
            assert_eq!(answer.status(), status, "{path}");
            assert_eq!(answer.headers()["cache-control"], "no-store", "{path}");
        }
        // The PWA's own files keep their caching.
        let asset = app.get("/assets/app-abc.js", None).await;
        assert_eq!(
            asset.headers()["cache-control"],
            "public, max-age=31536000, immutable"
        );
        assert_eq!(
            app.get("/", None).await.headers()["cache-control"],
            "no-cache"
        );
    })
    .await;
}
