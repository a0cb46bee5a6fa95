//! A fresh bucket on the S3-compatible test server at `TEST_S3_URL` (scripts/test starts moto's
//! server and sets it). Without it an S3 test says it was skipped and passes, but never in CI.

use std::io::Write;

use portal_server::config::S3Config;

/// A new empty bucket's settings, or None (after saying `test` was skipped) when no server is set.
pub async fn bucket(test: &str) -> Option<S3Config> {
    let Some(url) = std::env::var("TEST_S3_URL")
        .ok()
        .filter(|url| !url.trim().is_empty())
    else {
        assert!(
            std::env::var_os("CI").is_none(),
            "TEST_S3_URL must name an S3 test server in CI (scripts/test starts one)"
        );
        // Straight to stderr: the test harness would swallow eprintln! of a passing test.
        writeln!(
            std::io::stderr(),
            "skipped {test}: TEST_S3_URL is not set (scripts/test starts a local S3 server)"
        )
        .ok();
        return None;
    };
    let url = url.trim().trim_end_matches('/').to_owned();
    let name = format!("portal-test-{}", super::random_hex(8));
    // The test server takes unsigned requests; object_store has no call to make a bucket.
    let made = reqwest::Client::new()
        .put(format!("{url}/{name}"))
        .send()
        .await
        .expect("reach the S3 test server at TEST_S3_URL");
    assert!(made.status().is_success(), "make bucket: {}", made.status());
    Some(S3Config {
        endpoint: Some(url),
        bucket: name,
        region: "us-east-1".to_owned(),
        access_key_id: "test-access-key".to_owned(),
        secret_access_key: "test-secret-key".to_owned(),
        allow_http: true,
    })
}
