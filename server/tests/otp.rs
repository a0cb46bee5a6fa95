//! One-time codes over real HTTP: resending (throttled), verifying, expiry, tries, phones.

use crate::common;

use common::{each_backend, error, json, other_code, Options, PASSWORD};
use portal_core::accounts::UNVERIFIED;
use portal_core::otp::{
    EMPTY_OTP, EXPIRED_OTP, MALFORMED_OTP, RESEND_TOO_SOON, TOO_MANY_TRIES, WRONG_OTP,
};
use portal_core::roles::Role;
use reqwest::StatusCode;
use serde_json::json;
use sqlx::Row;

const SENT: &str = "If this account needs verifying, we have sent a new code";
const VERIFIED: &str = "Your account is verified, sign in to continue";
const AMINA: &str = "amina@example.com";
const AMINA_PATH: &str = "amina%40example.com";

async fn unverified(app: &common::TestApp, email: &str) -> String {
    let id = app.create_user(Role::Client, email).await;
    app.set_phone_and_verified(&id, None, false).await;
    id
}

async fn verify(
    app: &common::TestApp,
    identifier: &str,
    code: &str,
) -> (StatusCode, serde_json::Value) {
    let path = format!("/api/otp/3/verify/{identifier}");
    json(app.post_json(&path, None, &json!({ "code": code })).await).await
}

#[tokio::test]
async fn resend_sends_a_code_only_to_an_unverified_account() {
    each_backend(Options::default(), async |app| {
        let id = unverified(app, AMINA).await;
        app.create_user(Role::Client, "verified@example.com").await;

        let answer = json(app.get(&format!("/api/otp/3/{AMINA_PATH}"), None).await).await;
        assert_eq!(answer, (StatusCode::OK, json!({ "message": SENT })));
        let messages = app.messages_to(AMINA).await;
        assert_eq!(messages.len(), 1);
        let (subject, body, status) = &messages[0];
        assert_eq!(subject, "Your Tujenge verification code");
        assert_eq!(status, "pending");
        assert!(body.starts_with("Hello First-client,"), "{body}");
        assert!(body.contains("It expires in 10 minutes."), "{body}");
        let code = common::code_in(body);

        let stored = sqlx::query("SELECT purpose, code_hash, salt, tries, used_at, expires_at - created_at FROM otp_codes WHERE user_id = $1")
            .bind(&id)
            .fetch_one(app.pool())
            .await
            .expect("code row");
        assert_eq!(stored.get::<String, _>(0), "verify");
        let hash: String = stored.get(1);
        assert_eq!(hash.len(), 64);
        assert!(!hash.contains(&code));
        assert_eq!(stored.get::<String, _>(2).len(), 32);
        assert_eq!(stored.get::<i64, _>(3), 0);
        assert_eq!(stored.get::<Option<i64>, _>(4), None);
        assert_eq!(stored.get::<i64, _>(5), 600);

        // Same answer, nothing sent, for a verified account and an unknown one.
        for who in ["verified%40example.com", "nobody%40example.com"] {
            let answer = json(app.get(&format!("/api/otp/3/{who}"), None).await).await;
            assert_eq!(answer, (StatusCode::OK, json!({ "message": SENT })));
        }
        assert_eq!(app.outbox_count().await, 1);
    })
    .await;
}

#[tokio::test]
async fn resend_waits_a_minute_per_identifier_and_replaces_the_code() {
    each_backend(Options::default(), async |app| {
        app.freeze_clock();
        unverified(app, AMINA).await;
        let path = format!("/api/otp/3/{AMINA_PATH}");
        assert_eq!(app.get(&path, None).await.status(), StatusCode::OK);
        let first = app.code_sent_to(AMINA).await;

        let again = json(app.get(&path, None).await).await;
        assert_eq!(
            again,
            (StatusCode::TOO_MANY_REQUESTS, error(RESEND_TOO_SOON))
        );
        // Case and spaces do not make another identifier.
        let upper = json(app.get("/api/otp/3/%20AMINA%40Example.com", None).await).await;
        assert_eq!(
            upper,
            (StatusCode::TOO_MANY_REQUESTS, error(RESEND_TOO_SOON))
        );
        // Another identifier is not held back, and says nothing either.
        let other = json(app.get("/api/otp/3/other%40example.com", None).await).await;
        assert_eq!(other, (StatusCode::OK, json!({ "message": SENT })));

        app.advance_clock(59);
        assert_eq!(
            app.get(&path, None).await.status(),
            StatusCode::TOO_MANY_REQUESTS
        );
        app.advance_clock(1);
        assert_eq!(app.get(&path, None).await.status(), StatusCode::OK);
        assert_eq!(app.messages_to(AMINA).await.len(), 2);
        let second = app.code_sent_to(AMINA).await;

        if second != first {
            assert_eq!(
                verify(app, AMINA_PATH, &first).await,
                (StatusCode::BAD_REQUEST, error(WRONG_OTP))
            );
        }
        assert_eq!(
            verify(app, AMINA_PATH, &second).await,
            (StatusCode::OK, json!({ "message": VERIFIED }))
        );
    })
    .await;
}

#[tokio::test]
async fn a_verified_code_lets_the_account_sign_in_once_used() {
    each_backend(Options::default(), async |app| {
        let id = unverified(app, AMINA).await;
        let refused = json(app.signin(AMINA, PASSWORD).await).await;
        assert_eq!(refused, (StatusCode::FORBIDDEN, error(UNVERIFIED)));

        app.get(&format!("/api/otp/3/{AMINA_PATH}"), None).await;
        let code = app.code_sent_to(AMINA).await;
        let spaced = format!("{} {}", &code[..3], &code[3..]);
        assert_eq!(
            verify(app, AMINA_PATH, &spaced).await,
            (StatusCode::OK, json!({ "message": VERIFIED }))
        );

        let verified: i64 = sqlx::query("SELECT verified FROM users WHERE id = $1")
            .bind(&id)
            .fetch_one(app.pool())
            .await
            .expect("user")
            .get(0);
        assert_eq!(verified, 1);
        app.token(AMINA, PASSWORD).await;
        assert_eq!(
            verify(app, AMINA_PATH, &code).await,
            (StatusCode::BAD_REQUEST, error(EXPIRED_OTP))
        );
        assert_eq!(app.audit_count("otp_verified").await, 1);
    })
    .await;
}

#[tokio::test]
async fn verify_answers_core_messages_for_bad_input() {
    each_backend(Options::default(), async |app| {
        unverified(app, AMINA).await;
        app.get(&format!("/api/otp/3/{AMINA_PATH}"), None).await;
        let code = app.code_sent_to(AMINA).await;

        assert_eq!(
            verify(app, AMINA_PATH, "").await,
            (StatusCode::BAD_REQUEST, error(EMPTY_OTP))
        );
        assert_eq!(
            verify(app, AMINA_PATH, "   ").await,
            (StatusCode::BAD_REQUEST, error(EMPTY_OTP))
        );
        assert_eq!(
            verify(app, AMINA_PATH, "12345").await,
            (StatusCode::BAD_REQUEST, error(MALFORMED_OTP))
        );
        assert_eq!(
            verify(app, AMINA_PATH, "12a456").await,
            (StatusCode::BAD_REQUEST, error(MALFORMED_OTP))
        );
        let missing = app
            .post_json(&format!("/api/otp/3/verify/{AMINA_PATH}"), None, &json!({}))
            .await;
        assert_eq!(
            json(missing).await,
            (StatusCode::BAD_REQUEST, error(EMPTY_OTP))
        );
        assert_eq!(
            verify(app, "nobody%40example.com", &code).await,
            (StatusCode::BAD_REQUEST, error(WRONG_OTP))
        );
        assert_eq!(
            verify(app, "0799999999", &code).await,
            (StatusCode::BAD_REQUEST, error(WRONG_OTP))
        );
        assert_eq!(
            verify(app, AMINA_PATH, &other_code(&code)).await,
            (StatusCode::BAD_REQUEST, error(WRONG_OTP))
        );
        // A verified account that never had a code.
        app.create_user(Role::Client, "verified@example.com").await;
        assert_eq!(
            verify(app, "verified%40example.com", "123456").await,
            (StatusCode::BAD_REQUEST, error(WRONG_OTP))
        );
        // Malformed input is not a try; the one wrong code was.
        let tries: i64 = sqlx::query("SELECT tries FROM otp_codes")
            .fetch_one(app.pool())
            .await
            .expect("row")
            .get(0);
        assert_eq!(tries, 1);
    })
    .await;
}

#[tokio::test]
async fn codes_expire_after_ten_minutes() {
    each_backend(Options::default(), async |app| {
        app.freeze_clock();
        unverified(app, AMINA).await;
        unverified(app, "baraka@example.com").await;
        app.get(&format!("/api/otp/3/{AMINA_PATH}"), None).await;
        app.get("/api/otp/3/baraka%40example.com", None).await;
        let amina = app.code_sent_to(AMINA).await;
        let baraka = app.code_sent_to("baraka@example.com").await;

        app.advance_clock(599);
        assert_eq!(
            verify(app, "baraka%40example.com", &baraka).await.0,
            StatusCode::OK
        );
        app.advance_clock(1);
        assert_eq!(
            verify(app, AMINA_PATH, &amina).await,
            (StatusCode::BAD_REQUEST, error(EXPIRED_OTP))
        );

        app.get(&format!("/api/otp/3/{AMINA_PATH}"), None).await;
        let fresh = app.code_sent_to(AMINA).await;
        assert_eq!(verify(app, AMINA_PATH, &fresh).await.0, StatusCode::OK);
    })
    .await;
}

#[tokio::test]
async fn five_wrong_tries_lock_the_code_until_a_new_one_is_sent() {
    each_backend(Options::default(), async |app| {
        unverified(app, AMINA).await;
        app.get(&format!("/api/otp/3/{AMINA_PATH}"), None).await;
        let code = app.code_sent_to(AMINA).await;
        let wrong = other_code(&code);
        for _ in 0..5 {
            assert_eq!(
                verify(app, AMINA_PATH, &wrong).await,
                (StatusCode::BAD_REQUEST, error(WRONG_OTP))
            );
        }
        assert_eq!(
            verify(app, AMINA_PATH, &code).await,
            (StatusCode::BAD_REQUEST, error(TOO_MANY_TRIES))
        );
        assert_eq!(
            verify(app, AMINA_PATH, &wrong).await,
            (StatusCode::BAD_REQUEST, error(TOO_MANY_TRIES))
        );
        let tries: i64 = sqlx::query("SELECT tries FROM otp_codes")
            .fetch_one(app.pool())
            .await
            .expect("row")
            .get(0);
        assert_eq!(tries, 5);

        app.advance_clock(60);
        app.get(&format!("/api/otp/3/{AMINA_PATH}"), None).await;
        let fresh = app.code_sent_to(AMINA).await;
        assert_eq!(
            verify(app, AMINA_PATH, &fresh).await,
            (StatusCode::OK, json!({ "message": VERIFIED }))
        );
    })
    .await;
}

#[tokio::test]
async fn concurrent_wrong_tries_are_each_counted() {
    each_backend(Options::default(), async |app| {
        unverified(app, AMINA).await;
        app.get(&format!("/api/otp/3/{AMINA_PATH}"), None).await;
        let code = app.code_sent_to(AMINA).await;
        let wrong = other_code(&code);
        let tries = (0..8).map(|_| verify(app, AMINA_PATH, &wrong));
        let answers = futures_util::future::join_all(tries).await;
        let wrong_answers = answers
            .iter()
            .filter(|a| **a == (StatusCode::BAD_REQUEST, error(WRONG_OTP)))
            .count();
        let locked = answers
            .iter()
            .filter(|a| **a == (StatusCode::BAD_REQUEST, error(TOO_MANY_TRIES)))
            .count();
        assert_eq!((wrong_answers, locked), (5, 3), "{answers:?}");
        assert_eq!(
            verify(app, AMINA_PATH, &code).await,
            (StatusCode::BAD_REQUEST, error(TOO_MANY_TRIES))
        );
    })
    .await;
}

#[tokio::test]
async fn a_phone_gets_its_code_by_sms_and_verifies_with_it() {
    each_backend(Options::default(), async |app| {
        let id = unverified(app, AMINA).await;
        app.set_phone_and_verified(&id, Some("254712345678"), false)
            .await;

        let answer = json(app.get("/api/otp/3/0712345678", None).await).await;
        assert_eq!(answer, (StatusCode::OK, json!({ "message": SENT })));
        let row = sqlx::query("SELECT channel, recipient, body FROM outbox_messages")
            .fetch_one(app.pool())
            .await
            .expect("sms row");
        assert_eq!(row.get::<String, _>(0), "sms");
        assert_eq!(row.get::<String, _>(1), "254712345678");
        let body: String = row.get(2);
        assert!(
            body.starts_with("Tujenge: your verification code\nCode: "),
            "{body}"
        );
        let code = common::code_in(&body);

        assert_eq!(
            verify(app, "%2B254712345678", &code).await,
            (StatusCode::OK, json!({ "message": VERIFIED }))
        );
        app.token(AMINA, PASSWORD).await;
    })
    .await;
}
