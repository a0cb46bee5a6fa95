//! The request log of the real binary never shows the M-Pesa callback secret, nor a document link's
//! token.

use crate::common;

use common::binary::{databases, Server};
use serde_json::json;

const SECRET: &str = "LogTestSecret0123456789";
const TOKEN: &str = "LinkTokenLogTest_0123-x";

#[tokio::test]
async fn the_callback_secret_never_reaches_the_log() {
    for database in databases().await {
        let upload_dir = tempfile::tempdir().expect("temp dir");
        let server = Server::start(&[
            ("DATABASE_URL", database.url.as_str()),
            ("PWA_DIR", "/nonexistent"),
            ("UPLOAD_DIR", &upload_dir.path().display().to_string()),
            ("MPESA_CALLBACK_SECRET", SECRET),
            ("MPESA_SIMULATOR_DELAY_MS", "0"),
        ])
        .await;
        let client = reqwest::Client::new();
        for path in [
            format!("/api/payments/mpesa/callback/{SECRET}"),
            format!("/api/payments/mpesa/b2c/{SECRET}"),
            format!("/api/payments/mpesa/c2b/validation?secret={SECRET}"),
            format!("/api/payments/mpesa/c2b/confirmation?secret={SECRET}"),
        ] {
            let answer = client
                .post(format!("{}{path}", server.base))
                .json(&json!({}))
                .send()
                .await
                .expect("callback request");
            assert_ne!(answer.status(), reqwest::StatusCode::NOT_FOUND, "{path}");
        }
        for path in [
            format!("/api/public/documents/{TOKEN}"),
            format!("/api/public/documents/{TOKEN}/pdf?language=sw"),
            format!("/d/{TOKEN}"),
        ] {
            client
                .get(format!("{}{path}", server.base))
                .send()
                .await
                .expect("link request");
        }
        let log = server.stop();
        let backend = database.backend;
        database.drop().await;
        assert!(
            !log.contains(SECRET),
            "the secret is in the log ({backend}):\n{log}"
        );
        assert!(
            !log.contains(TOKEN),
            "a link's token is in the log ({backend}):\n{log}"
        );
        for shown in [
            "/api/payments/mpesa/callback/***",
            "/api/payments/mpesa/b2c/***",
            "/api/payments/mpesa/c2b/validation?secret=***",
            "/api/payments/mpesa/c2b/confirmation?secret=***",
            "/api/public/documents/***/pdf?language=sw",
            "/d/***",
        ] {
            assert!(
                log.contains(shown),
                "{shown} is not in the log ({backend}):\n{log}"
            );
        }
    }
}
