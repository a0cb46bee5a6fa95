//! The bank list and account verification through the bank verifier.

use crate::common;

use std::net::SocketAddr;

use axum::http::HeaderMap;
use axum::Json;
use common::profile::{client, staff};
use common::{each_backend, error, json, Options};
use portal_core::profile::SELECT_COUNTRY;
use portal_core::roles::Role;
use portal_server::config::BankVerifierKind;
use reqwest::StatusCode;
use serde_json::{json, Value};
use tokio::sync::mpsc;

fn names(body: &Value) -> Vec<String> {
    body["data"]
        .as_array()
        .expect("data")
        .iter()
        .map(|bank| bank["name"].as_str().expect("name").to_owned())
        .collect()
}

#[tokio::test]
async fn every_provider_lists_the_seeded_banks() {
    each_backend(Options::default(), async |app| {
        let (_, token) = client(app, "amina@example.com").await;
        let (status, all) = json(app.get("/api/bank/list/flutter", Some(&token)).await).await;
        assert_eq!(status, StatusCode::OK);
        let banks = all["data"].as_array().expect("data");
        assert_eq!(banks.len(), 31);
        assert!(banks
            .contains(&json!({ "name": "KCB Bank Kenya", "code": "KCBLKENX", "country": "KE" })));
        assert!(
            banks.contains(&json!({ "name": "CRDB Bank", "code": "CORUTZTZ", "country": "TZ" }))
        );
        for provider in ["remita", "paystack"] {
            let (status, same) = json(
                app.get(&format!("/api/bank/list/{provider}"), Some(&token))
                    .await,
            )
            .await;
            assert_eq!((status, &same), (StatusCode::OK, &all));
        }

        let (status, kenya) = json(
            app.get("/api/bank/list/flutter?country=KE", Some(&token))
                .await,
        )
        .await;
        assert_eq!(status, StatusCode::OK);
        let kenyan = names(&kenya);
        assert_eq!(kenyan.len(), 17);
        assert!(kenya["data"]
            .as_array()
            .expect("data")
            .iter()
            .all(|b| b["country"] == "KE"));
        let mut sorted = kenyan.clone();
        sorted.sort();
        assert_eq!(kenyan, sorted, "by name");
        for bank in [
            "Equity Bank Kenya",
            "Co-operative Bank of Kenya",
            "NCBA Bank Kenya",
            "I&M Bank Kenya",
            "Diamond Trust Bank Kenya",
            "Family Bank",
            "Sidian Bank",
            "Kingdom Bank",
        ] {
            assert!(kenyan.iter().any(|name| name == bank), "{bank}");
        }
        let (_, tanzania) = json(
            app.get("/api/bank/list/paystack?country=Tanzania", Some(&token))
                .await,
        )
        .await;
        let tanzanian = names(&tanzania);
        assert_eq!(tanzanian.len(), 14);
        for bank in [
            "NMB Bank",
            "NBC Bank",
            "Stanbic Bank Tanzania",
            "Exim Bank Tanzania",
            "Azania Bank",
            "Equity Bank Tanzania",
        ] {
            assert!(tanzanian.iter().any(|name| name == bank), "{bank}");
        }

        assert_eq!(
            json(
                app.get("/api/bank/list/flutter?country=UG", Some(&token))
                    .await
            )
            .await,
            (StatusCode::BAD_REQUEST, error(SELECT_COUNTRY))
        );
        assert_eq!(
            json(app.get("/api/bank/list/mono", Some(&token)).await).await,
            (StatusCode::NOT_FOUND, error("Not found"))
        );
        assert_eq!(
            app.get("/api/bank/list/flutter", None).await.status(),
            StatusCode::UNAUTHORIZED
        );
    })
    .await;
}

#[tokio::test]
async fn account_numbers_are_verified_with_the_bank() {
    each_backend(Options::default(), async |app| {
        let (_, token) = client(app, "amina@example.com").await;
        assert_eq!(
            json(
                app.get("/api/bank/verify/0123456789/EQBLKENA", Some(&token))
                    .await
            )
            .await,
            (
                StatusCode::OK,
                json!({ "data": { "bank": {
                    "accountName": "FIRST-CLIENT LAST-CLIENT",
                    "accountNumber": "0123456789",
                    "bankCode": "EQBLKENA",
                    "bankName": "Equity Bank Kenya"
                } } })
            )
        );
        let processor = staff(app, Role::Processor, "esther@example.com").await;
        let (status, body) = json(
            app.get("/api/bank/verify/1234567890/CORUTZTZ", Some(&processor))
                .await,
        )
        .await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(
            body["data"]["bank"]["accountName"],
            "FIRST-PROCESSOR LAST-PROCESSOR"
        );
        assert_eq!(body["data"]["bank"]["bankName"], "CRDB Bank");

        let refused = [
            ("0123456789/NOPEKENX", StatusCode::NOT_FOUND, "Unknown bank"),
            (
                "0001234567/EQBLKENA",
                StatusCode::NOT_FOUND,
                "This account number was not found at the bank",
            ),
            (
                "012345678/EQBLKENA",
                StatusCode::BAD_REQUEST,
                "Only 10-digit account numbers can be verified",
            ),
            (
                "01234567890/EQBLKENA",
                StatusCode::BAD_REQUEST,
                "Only 10-digit account numbers can be verified",
            ),
            (
                "01234x6789/EQBLKENA",
                StatusCode::BAD_REQUEST,
                "Only 10-digit account numbers can be verified",
            ),
        ];
        for (path, status, message) in refused {
            assert_eq!(
                json(
                    app.get(&format!("/api/bank/verify/{path}"), Some(&token))
                        .await
                )
                .await,
                (status, error(message)),
                "{path}"
            );
        }
        assert_eq!(
            app.get("/api/bank/verify/0123456789/EQBLKENA", None)
                .await
                .status(),
            StatusCode::UNAUTHORIZED
        );
    })
    .await;
}

type Asked = (Option<String>, Value);

/// A bank-verification service: knows account 1234567890 at every bank, not bank CORUTZTZ, and is
/// down for account 9999999999.
async fn fake_verifier() -> (SocketAddr, mpsc::UnboundedReceiver<Asked>) {
    let (sender, asked) = mpsc::unbounded_channel();
    let router = axum::Router::new().route(
        "/verify",
        axum::routing::post(move |headers: HeaderMap, Json(body): Json<Value>| {
            let sender = sender.clone();
            async move {
                let auth = headers
                    .get("authorization")
                    .and_then(|v| v.to_str().ok())
                    .map(str::to_owned);
                sender.send((auth, body.clone())).ok();
                match (body["accountNumber"].as_str(), body["bankCode"].as_str()) {
                    (_, Some("CORUTZTZ")) => (
                        StatusCode::NOT_FOUND,
                        Json(json!({ "error": "unknown_bank" })),
                    ),
                    (Some("9999999999"), _) => (
                        StatusCode::SERVICE_UNAVAILABLE,
                        Json(json!({ "error": "maintenance" })),
                    ),
                    (Some("1234567890"), _) => (
                        StatusCode::OK,
                        Json(json!({ "accountName": " AMINA WANJIKU " })),
                    ),
                    _ => (
                        StatusCode::NOT_FOUND,
                        Json(json!({ "error": "account_not_found" })),
                    ),
                }
            }
        }),
    );
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind");
    let addr = listener.local_addr().expect("addr");
    tokio::spawn(async move { axum::serve(listener, router).await.ok() });
    (addr, asked)
}

#[tokio::test]
async fn the_http_verifier_asks_the_service_with_the_bearer_token() {
    let (addr, asked) = fake_verifier().await;
    let asked = tokio::sync::Mutex::new(asked);
    let options = Options::configured(move |config| {
        config.bank_verifier = BankVerifierKind::Http {
            url: format!("http://{addr}/verify"),
            token: "verifier-token".into(),
        };
    });
    each_backend(options, async |app| {
        let (_, token) = client(app, "amina@example.com").await;
        assert_eq!(
            json(
                app.get("/api/bank/verify/1234567890/EQBLKENA", Some(&token))
                    .await
            )
            .await,
            (
                StatusCode::OK,
                json!({ "data": { "bank": {
                    "accountName": "AMINA WANJIKU",
                    "accountNumber": "1234567890",
                    "bankCode": "EQBLKENA",
                    "bankName": "Equity Bank Kenya"
                } } })
            )
        );
        let (auth, question) = asked.lock().await.recv().await.expect("asked");
        assert_eq!(auth.as_deref(), Some("Bearer verifier-token"));
        assert_eq!(
            question,
            json!({ "accountNumber": "1234567890", "bankCode": "EQBLKENA", "country": "KE" })
        );

        let answers = [
            ("1234567890/CORUTZTZ", StatusCode::NOT_FOUND, "Unknown bank"),
            (
                "0123456789/EQBLKENA",
                StatusCode::NOT_FOUND,
                "This account number was not found at the bank",
            ),
        ];
        for (path, status, message) in answers {
            assert_eq!(
                json(
                    app.get(&format!("/api/bank/verify/{path}"), Some(&token))
                        .await
                )
                .await,
                (status, error(message)),
                "{path}"
            );
            asked.lock().await.recv().await.expect("asked");
        }
        // The service failing is the server's failure, not a verdict on the account.
        assert_eq!(
            app.get("/api/bank/verify/9999999999/EQBLKENA", Some(&token))
                .await
                .status(),
            StatusCode::INTERNAL_SERVER_ERROR
        );
        asked.lock().await.recv().await.expect("asked");
        // A number core refuses never reaches the service.
        app.get("/api/bank/verify/12345/EQBLKENA", Some(&token))
            .await;
        assert!(asked.lock().await.try_recv().is_err());
    })
    .await;
}
