//! The built PWA served at `/`: files, SPA fallback, cache headers, compression, and no PWA at all.

use crate::common;

use common::{each_backend, Options};
use reqwest::StatusCode;

const INDEX: &str = "<!doctype html><html><head><title>Portal</title><script type=\"module\" src=\"/assets/app-abc.js\"></script></head><body><div id=\"root\"></div></body></html>";

fn app_js() -> String {
    "export function greet(name) { return 'Habari ' + name; }\n".repeat(40)
}

fn pwa_dir() -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::create_dir_all(dir.path().join("assets")).expect("assets folder");
    std::fs::write(dir.path().join("index.html"), INDEX).expect("index");
    std::fs::write(dir.path().join("assets/app-abc.js"), app_js()).expect("js");
    std::fs::write(
        dir.path().join("assets/core_bg-1234.wasm"),
        [0u8, 97, 115, 109, 1, 0, 0, 0].repeat(64),
    )
    .expect("wasm");
    std::fs::write(
        dir.path().join("sw.js"),
        "self.addEventListener('install', () => self.skipWaiting());\n".repeat(4),
    )
    .expect("sw");
    std::fs::write(
        dir.path().join("manifest.webmanifest"),
        "{\"name\":\"Portal\",\"short_name\":\"Portal\",\"display\":\"standalone\"}",
    )
    .expect("manifest");
    dir
}

#[tokio::test]
async fn serves_files_with_cache_headers_and_spa_fallback() {
    let dir = pwa_dir();
    let options = Options {
        pwa_dir: Some(dir.path().to_path_buf()),
        ..Options::default()
    };
    each_backend(options, async |app| {
        let root = app.get("/", None).await;
        assert_eq!(root.status(), StatusCode::OK);
        assert_eq!(root.headers()["cache-control"], "no-cache");
        assert!(root.headers()["content-type"]
            .to_str()
            .is_ok_and(|t| t.starts_with("text/html")));
        assert_eq!(root.text().await.expect("body"), INDEX);

        let asset = app.get("/assets/app-abc.js", None).await;
        assert_eq!(asset.status(), StatusCode::OK);
        assert_eq!(
            asset.headers()["cache-control"],
            "public, max-age=31536000, immutable"
        );
        assert!(asset.headers()["content-type"]
            .to_str()
            .is_ok_and(|t| t.contains("javascript")));
        assert_eq!(asset.text().await.expect("body"), app_js());

        for path in ["/sw.js", "/manifest.webmanifest", "/index.html"] {
            let response = app.get(path, None).await;
            assert_eq!(response.status(), StatusCode::OK, "{path}");
            assert_eq!(response.headers()["cache-control"], "no-cache", "{path}");
        }

        let route = app.get("/dashboard/overview", None).await;
        assert_eq!(route.status(), StatusCode::OK);
        assert_eq!(route.headers()["cache-control"], "no-cache");
        assert_eq!(route.headers()["x-frame-options"], "DENY");
        assert_eq!(route.text().await.expect("body"), INDEX);

        let missing = app.get("/assets/x.js", None).await;
        assert_eq!(missing.status(), StatusCode::NOT_FOUND);
        assert_ne!(missing.text().await.expect("body"), INDEX);
        assert_eq!(
            app.get("/missing.png", None).await.status(),
            StatusCode::NOT_FOUND
        );
        assert_eq!(
            app.get("/assets/missing-route", None).await.status(),
            StatusCode::NOT_FOUND
        );
    })
    .await;
}

#[tokio::test]
async fn compresses_with_gzip_and_brotli_including_wasm() {
    let dir = pwa_dir();
    let options = Options {
        pwa_dir: Some(dir.path().to_path_buf()),
        ..Options::default()
    };
    each_backend(options, async |app| {
        for (encoding, path) in [
            ("gzip", "/assets/app-abc.js"),
            ("br", "/assets/app-abc.js"),
            ("gzip", "/dashboard/overview"),
        ] {
            let response = app
                .client
                .get(app.url(path))
                .header("accept-encoding", encoding)
                .send()
                .await
                .expect("send");
            assert_eq!(response.status(), StatusCode::OK);
            assert_eq!(response.headers()["content-encoding"], encoding, "{path}");
            let compressed = response.bytes().await.expect("body");
            if path.ends_with(".js") {
                assert!(
                    compressed.len() < app_js().len() / 4,
                    "{encoding}: {} bytes",
                    compressed.len()
                );
            }
        }
        let wasm = app
            .client
            .get(app.url("/assets/core_bg-1234.wasm"))
            .header("accept-encoding", "gzip")
            .send()
            .await
            .expect("send");
        assert_eq!(wasm.headers()["content-type"], "application/wasm");
        assert_eq!(wasm.headers()["content-encoding"], "gzip");
        assert_eq!(
            wasm.headers()["cache-control"],
            "public, max-age=31536000, immutable"
        );

        let plain = app.get("/assets/app-abc.js", None).await;
        assert!(plain.headers().get("content-encoding").is_none());

        let api = app
            .client
            .get(app.url("/api/openapi.json"))
            .header("accept-encoding", "gzip")
            .send()
            .await
            .expect("send");
        assert_eq!(api.headers()["content-encoding"], "gzip");
    })
    .await;
}

#[tokio::test]
async fn sends_the_builds_precompressed_copies_as_they_are() {
    let dir = pwa_dir();
    // Stand-ins for what pwa/build/precompress.ts writes, so the test sees which copy was sent.
    std::fs::write(dir.path().join("assets/app-abc.js.br"), b"brotli copy").expect("br");
    std::fs::write(dir.path().join("assets/app-abc.js.gz"), b"gzip copy").expect("gz");
    std::fs::write(dir.path().join("index.html.br"), b"brotli index").expect("index br");
    let options = Options {
        pwa_dir: Some(dir.path().to_path_buf()),
        ..Options::default()
    };
    each_backend(options, async |app| {
        for (accepts, path, encoding, body) in [
            (
                "gzip, deflate, br",
                "/assets/app-abc.js",
                "br",
                "brotli copy",
            ),
            ("gzip", "/assets/app-abc.js", "gzip", "gzip copy"),
            ("br", "/dashboard/overview", "br", "brotli index"),
        ] {
            let response = app
                .client
                .get(app.url(path))
                .header("accept-encoding", accepts)
                .send()
                .await
                .expect("send");
            assert_eq!(response.status(), StatusCode::OK, "{path}");
            let headers = response.headers();
            assert_eq!(headers["content-encoding"], encoding, "{path}");
            assert_eq!(headers["vary"], "accept-encoding", "{path}");
            assert_eq!(headers.get_all("vary").iter().count(), 1, "{path}");
            let kind = if path.ends_with(".js") {
                "javascript"
            } else {
                "text/html"
            };
            assert!(
                headers["content-type"]
                    .to_str()
                    .is_ok_and(|t| t.contains(kind)),
                "{path}"
            );
            assert_eq!(response.text().await.expect("body"), body, "{path}");
        }
        let asset = app
            .client
            .get(app.url("/assets/app-abc.js"))
            .header("accept-encoding", "br")
            .send()
            .await
            .expect("send");
        assert_eq!(
            asset.headers()["cache-control"],
            "public, max-age=31536000, immutable"
        );

        let plain = app.get("/assets/app-abc.js", None).await;
        assert!(plain.headers().get("content-encoding").is_none());
        assert_eq!(plain.headers()["vary"], "accept-encoding");
        assert_eq!(plain.text().await.expect("body"), app_js());
    })
    .await;
}

#[tokio::test]
async fn without_a_built_pwa_the_root_says_so_and_the_api_works() {
    each_backend(Options::default(), async |app| {
        let root = app.get("/", None).await;
        assert_eq!(root.status(), StatusCode::OK);
        assert!(root.headers()["content-type"]
            .to_str()
            .is_ok_and(|t| t.starts_with("text/plain")));
        assert!(root
            .text()
            .await
            .expect("body")
            .contains("PWA is not built"));
        assert_eq!(app.get("/api/health", None).await.status(), StatusCode::OK);
    })
    .await;
}
