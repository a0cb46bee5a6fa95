//! The language of the messages a person gets: Swahili for Tanzanian accounts until they choose,
//! then what they chose in the app; invitations (nobody has chosen yet) carry both.

use crate::common;

use common::{each_backend, error, json, Options, PASSWORD};
use portal_core::language::UNKNOWN_LANGUAGE;
use portal_core::roles::Role;
use reqwest::StatusCode;
use serde_json::{json, Value};

async fn set_language(
    app: &common::TestApp,
    token: Option<&str>,
    language: &str,
) -> (StatusCode, Value) {
    let mut request = reqwest::Client::new()
        .put(app.url("/api/user/language"))
        .json(&json!({ "language": language }));
    if let Some(token) = token {
        request = request.bearer_auth(token);
    }
    json(request.send().await.expect("request")).await
}

async fn ask_reset(app: &common::TestApp, email: &str) {
    let (status, _) = json(
        app.post_json("/api/client/reset_pwd", None, &json!({ "email": email }))
            .await,
    )
    .await;
    assert_eq!(status, StatusCode::OK);
}

#[tokio::test]
async fn the_chosen_language_writes_the_next_message() {
    each_backend(Options::default(), async |app| {
        app.create_user(Role::Client, "amina@example.com").await;
        let token = app.token("amina@example.com", PASSWORD).await;
        let unbox = json(app.get("/api/user/unbox", Some(&token)).await).await;
        assert_eq!(unbox.1["user"]["language"], "en");

        ask_reset(app, "amina@example.com").await;
        assert_eq!(
            set_language(app, Some(&token), "sw").await,
            (StatusCode::OK, json!({ "message": "Details updated" }))
        );
        ask_reset(app, "amina@example.com").await;

        let messages = app.messages_to("amina@example.com").await;
        assert_eq!(messages.len(), 2);
        // Newest first.
        assert_eq!(messages[1].0, "Reset your Tujenge password");
        assert_eq!(messages[0].0, "Badilisha nenosiri lako la Tujenge");
        assert!(
            messages[0].1.starts_with("Habari First-client,"),
            "{}",
            messages[0].1
        );
        // The code line stays the same in both languages, so a person (and a test) finds it.
        assert_eq!(common::code_in(&messages[0].1).len(), 6);
        let unbox = json(app.get("/api/user/unbox", Some(&token)).await).await;
        assert_eq!(unbox.1["user"]["language"], "sw");
    })
    .await;
}

#[tokio::test]
async fn an_unknown_language_changes_nothing() {
    each_backend(Options::default(), async |app| {
        app.create_user(Role::Client, "amina@example.com").await;
        let token = app.token("amina@example.com", PASSWORD).await;
        assert_eq!(
            set_language(app, Some(&token), "fr").await,
            (StatusCode::BAD_REQUEST, error(UNKNOWN_LANGUAGE))
        );
        assert_eq!(
            set_language(app, None, "sw").await.0,
            StatusCode::UNAUTHORIZED
        );
        let unbox = json(app.get("/api/user/unbox", Some(&token)).await).await;
        assert_eq!(unbox.1["user"]["language"], "en");
    })
    .await;
}

#[tokio::test]
async fn a_tanzanian_account_is_welcomed_in_swahili_and_an_invitation_carries_both() {
    each_backend(Options::default(), async |app| {
        app.create_user(Role::Sales, "sales@example.com").await;
        let sales = app.token("sales@example.com", PASSWORD).await;
        let body = json!({
            "firstName": "Neema",
            "lastName": "Mushi",
            "email": "neema@example.com",
            "mobileNumber": "0712 345 678",
            "country": "Tanzania",
            "password": "Neema-pass-2026",
            "confirmPassword": "Neema-pass-2026",
            "referralChoice": "Business Coach",
        });
        let (status, _) = json(
            app.post_json("/api/client/signup", Some(&sales), &body)
                .await,
        )
        .await;
        assert_eq!(status, StatusCode::CREATED);
        let welcome = app.messages_to("neema@example.com").await;
        assert_eq!(welcome[0].0, "Karibu Tujenge");
        assert!(welcome[0].1.contains("(mteja)"), "{}", welcome[0].1);

        let (status, _) = json(
            app.post_json(
                "/api/invitations",
                Some(&sales),
                &json!({ "email": "juma@example.com", "role": "client" }),
            )
            .await,
        )
        .await;
        assert!(status.is_success(), "{status}");
        let invitation = app.messages_to("juma@example.com").await;
        assert!(
            invitation[0].1.contains("has invited you to join Tujenge"),
            "{}",
            invitation[0].1
        );
        assert!(
            invitation[0].1.contains("amekualika ujiunge na Tujenge"),
            "{}",
            invitation[0].1
        );
    })
    .await;
}
