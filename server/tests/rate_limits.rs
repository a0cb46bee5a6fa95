//! Rate limits kept in the database: failed sign-ins per account and per address, reset requests.

use crate::common;

use common::{each_backend, error, json, Options, PASSWORD};
use portal_core::roles::Role;
use reqwest::StatusCode;
use serde_json::json;
use sqlx::Row;

const TOO_MANY_SIGNINS: &str = "Too many attempts, try again in 15 minutes";
const TOO_MANY_RESETS: &str = "Too many attempts, try again in an hour";
const INVALID: &str = "Invalid email or password";
const WRONG: &str = "Wrong-password-1";

/// Starts the test at the beginning of a 15-minute window, so a window cannot end half-way through.
fn align_to_window(app: &common::TestApp, window: i64) {
    let now = app.state.now();
    app.advance_clock(window - now.rem_euclid(window));
}

#[tokio::test]
async fn five_failures_from_one_address_lock_the_account_there_for_fifteen_minutes() {
    each_backend(Options::default(), async |app| {
        align_to_window(app, 900);
        app.create_user(Role::Client, "amina@example.com").await;
        app.create_user(Role::Client, "baraka@example.com").await;
        for _ in 0..5 {
            let answer = json(app.signin("amina@example.com", WRONG).await).await;
            assert_eq!(answer, (StatusCode::UNAUTHORIZED, error(INVALID)));
        }
        // Even the right password waits now, and the e-mail's case does not help.
        for email in ["amina@example.com", "AMINA@example.com"] {
            let answer = json(app.signin(email, PASSWORD).await).await;
            assert_eq!(
                answer,
                (StatusCode::TOO_MANY_REQUESTS, error(TOO_MANY_SIGNINS))
            );
        }
        assert_eq!(app.audit_count("signin_rate_limited").await, 2);
        // Another account from the same address is not held back.
        app.token("baraka@example.com", PASSWORD).await;

        app.advance_clock(15 * 60);
        app.token("amina@example.com", PASSWORD).await;
    })
    .await;
}

#[tokio::test]
async fn a_successful_signin_clears_the_count_of_its_account_and_address() {
    each_backend(Options::default(), async |app| {
        align_to_window(app, 900);
        app.create_user(Role::Client, "amina@example.com").await;
        for _ in 0..4 {
            assert_eq!(
                app.signin("amina@example.com", WRONG).await.status(),
                StatusCode::UNAUTHORIZED
            );
        }
        app.token("amina@example.com", PASSWORD).await;
        let count = async |key: &str| -> Option<i64> {
            sqlx::query("SELECT count FROM rate_limits WHERE key = $1")
                .bind(key)
                .fetch_optional(app.pool())
                .await
                .expect("count")
                .map(|row| row.get(0))
        };
        assert_eq!(count("signin:pair:amina@example.com 127.0.0.1").await, None);
        // The account's own count keeps the four failures, not the success.
        assert_eq!(count("signin:acct:amina@example.com").await, Some(4));
        for _ in 0..5 {
            assert_eq!(
                app.signin("amina@example.com", WRONG).await.status(),
                StatusCode::UNAUTHORIZED
            );
        }
        assert_eq!(
            app.signin("amina@example.com", PASSWORD).await.status(),
            StatusCode::TOO_MANY_REQUESTS
        );
    })
    .await;
}

#[tokio::test]
async fn twenty_failures_from_one_address_lock_it() {
    each_backend(Options::default(), async |app| {
        align_to_window(app, 900);
        app.create_user(Role::Client, "amina@example.com").await;
        for n in 0..19 {
            let answer = json(app.signin(&format!("guess{n}@example.com"), WRONG).await).await;
            assert_eq!(
                answer,
                (StatusCode::UNAUTHORIZED, error(INVALID)),
                "failure {n}"
            );
        }
        // A success does not reset the address's count, nor add to it.
        app.token("amina@example.com", PASSWORD).await;
        let stored: i64 = sqlx::query("SELECT count FROM rate_limits WHERE key = $1")
            .bind("signin:ip:127.0.0.1")
            .fetch_one(app.pool())
            .await
            .expect("row")
            .get(0);
        assert_eq!(stored, 19);
        assert_eq!(
            app.signin("guess19@example.com", WRONG).await.status(),
            StatusCode::UNAUTHORIZED
        );
        let answer = json(app.signin("amina@example.com", PASSWORD).await).await;
        assert_eq!(
            answer,
            (StatusCode::TOO_MANY_REQUESTS, error(TOO_MANY_SIGNINS))
        );

        app.advance_clock(15 * 60);
        app.token("amina@example.com", PASSWORD).await;
    })
    .await;
}

#[tokio::test]
async fn form_errors_are_not_counted() {
    each_backend(Options::default(), async |app| {
        align_to_window(app, 900);
        app.create_user(Role::Client, "amina@example.com").await;
        for _ in 0..10 {
            assert_eq!(
                app.signin("amina@example.com", "").await.status(),
                StatusCode::BAD_REQUEST
            );
        }
        app.token("amina@example.com", PASSWORD).await;
    })
    .await;
}

#[tokio::test]
async fn reset_requests_are_limited_per_email_and_per_address() {
    each_backend(Options::default(), async |app| {
        align_to_window(app, 3600);
        app.create_user(Role::Client, "amina@example.com").await;
        let reset = |email: &str| json!({ "email": email });
        for _ in 0..3 {
            assert_eq!(
                app.post_json("/api/client/reset_pwd", None, &reset("amina@example.com"))
                    .await
                    .status(),
                StatusCode::OK
            );
        }
        let answer = json(
            app.post_json("/api/client/reset_pwd", None, &reset("Amina@example.com"))
                .await,
        )
        .await;
        assert_eq!(
            answer,
            (StatusCode::TOO_MANY_REQUESTS, error(TOO_MANY_RESETS))
        );
        assert_eq!(app.messages_to("amina@example.com").await.len(), 3);

        // 16 more from this address reach its 20; the 21st is refused whatever the e-mail.
        for n in 0..16 {
            let status = app
                .post_json(
                    "/api/client/reset_pwd",
                    None,
                    &reset(&format!("user{n}@example.com")),
                )
                .await
                .status();
            assert_eq!(status, StatusCode::OK, "request {n}");
        }
        let answer = json(
            app.post_json("/api/client/reset_pwd", None, &reset("fresh@example.com"))
                .await,
        )
        .await;
        assert_eq!(
            answer,
            (StatusCode::TOO_MANY_REQUESTS, error(TOO_MANY_RESETS))
        );

        app.advance_clock(3600);
        assert_eq!(
            app.post_json("/api/client/reset_pwd", None, &reset("amina@example.com"))
                .await
                .status(),
            StatusCode::OK
        );
        assert_eq!(app.messages_to("amina@example.com").await.len(), 4);
    })
    .await;
}

/// The server behind a proxy on 127.0.0.1 that it trusts, so a test can speak from several addresses.
fn behind_proxy() -> Options {
    Options::configured(|config| {
        config.trusted_proxies =
            portal_server::proxy::TrustedProxies::parse("127.0.0.1").expect("proxy list");
    })
}

async fn signin_from(
    app: &common::TestApp,
    address: &str,
    email: &str,
    password: &str,
) -> reqwest::Response {
    app.client
        .post(app.url("/api/client/signin"))
        .header("x-forwarded-for", address)
        .json(&json!({ "email": email, "password": password }))
        .send()
        .await
        .expect("signin request")
}

#[tokio::test]
async fn wrong_passwords_from_one_address_do_not_lock_the_account_out_elsewhere() {
    each_backend(behind_proxy(), async |app| {
        align_to_window(app, 900);
        app.create_user(Role::Client, "amina@example.com").await;
        for _ in 0..5 {
            let answer = signin_from(app, "198.51.100.1", "amina@example.com", WRONG).await;
            assert_eq!(answer.status(), StatusCode::UNAUTHORIZED);
        }
        let answer =
            json(signin_from(app, "198.51.100.1", "amina@example.com", PASSWORD).await).await;
        assert_eq!(
            answer,
            (StatusCode::TOO_MANY_REQUESTS, error(TOO_MANY_SIGNINS))
        );
        // Amina at home is not held back by someone guessing from elsewhere, nor is her audit trail
        // short of the real address.
        let answer = signin_from(app, "203.0.113.50", "amina@example.com", PASSWORD).await;
        assert_eq!(answer.status(), StatusCode::OK);
        let ip: Option<String> = sqlx::query("SELECT ip FROM audit_events WHERE kind = 'signin'")
            .fetch_one(app.pool())
            .await
            .expect("audit row")
            .get(0);
        assert_eq!(ip.as_deref(), Some("203.0.113.50"));
        // More guesses from the first address, refused there, do not count against the account.
        for _ in 0..60 {
            let answer = signin_from(app, "198.51.100.1", "amina@example.com", WRONG).await;
            assert_eq!(answer.status(), StatusCode::TOO_MANY_REQUESTS);
        }
        let answer = signin_from(app, "203.0.113.50", "amina@example.com", PASSWORD).await;
        assert_eq!(answer.status(), StatusCode::OK);
    })
    .await;
}

#[tokio::test]
async fn the_account_alone_waits_only_after_fifty_failures_from_many_addresses() {
    each_backend(behind_proxy(), async |app| {
        align_to_window(app, 900);
        app.create_user(Role::Client, "amina@example.com").await;
        for n in 0..49 {
            let address = format!("198.51.100.{}", n / 5);
            let answer = signin_from(app, &address, "amina@example.com", WRONG).await;
            assert_eq!(answer.status(), StatusCode::UNAUTHORIZED, "failure {n}");
        }
        // 49 failures: the right password from a new address still works (and is not counted).
        let answer = signin_from(app, "203.0.113.50", "amina@example.com", PASSWORD).await;
        assert_eq!(answer.status(), StatusCode::OK);
        let answer = signin_from(app, "198.51.100.200", "amina@example.com", WRONG).await;
        assert_eq!(answer.status(), StatusCode::UNAUTHORIZED);
        // The 50th failure reaches the account's own ceiling, from any address.
        let answer =
            json(signin_from(app, "203.0.113.50", "amina@example.com", PASSWORD).await).await;
        assert_eq!(
            answer,
            (StatusCode::TOO_MANY_REQUESTS, error(TOO_MANY_SIGNINS))
        );
        app.advance_clock(15 * 60);
        let answer = signin_from(app, "203.0.113.50", "amina@example.com", PASSWORD).await;
        assert_eq!(answer.status(), StatusCode::OK);
    })
    .await;
}

#[tokio::test]
async fn forwarded_addresses_are_ignored_unless_the_proxy_is_trusted() {
    each_backend(Options::default(), async |app| {
        align_to_window(app, 900);
        app.create_user(Role::Client, "amina@example.com").await;
        for n in 0..5 {
            let address = format!("198.51.100.{n}");
            let answer = signin_from(app, &address, "amina@example.com", WRONG).await;
            assert_eq!(answer.status(), StatusCode::UNAUTHORIZED);
        }
        let answer = signin_from(app, "203.0.113.50", "amina@example.com", PASSWORD).await;
        assert_eq!(answer.status(), StatusCode::TOO_MANY_REQUESTS);
        let ips: Vec<Option<String>> = sqlx::query("SELECT ip FROM audit_events")
            .fetch_all(app.pool())
            .await
            .expect("audit rows")
            .iter()
            .map(|row| row.get(0))
            .collect();
        assert!(
            ips.iter().all(|ip| ip.as_deref() == Some("127.0.0.1")),
            "{ips:?}"
        );
    })
    .await;
}

#[tokio::test]
async fn reset_requests_from_one_address_do_not_use_up_the_account_elsewhere() {
    each_backend(behind_proxy(), async |app| {
        align_to_window(app, 3600);
        app.create_user(Role::Client, "amina@example.com").await;
        let reset_from = async |address: &str| {
            app.client
                .post(app.url("/api/client/reset_pwd"))
                .header("x-forwarded-for", address)
                .json(&json!({ "email": "amina@example.com" }))
                .send()
                .await
                .expect("reset request")
                .status()
        };
        for _ in 0..3 {
            assert_eq!(reset_from("198.51.100.1").await, StatusCode::OK);
        }
        for _ in 0..10 {
            assert_eq!(
                reset_from("198.51.100.1").await,
                StatusCode::TOO_MANY_REQUESTS
            );
        }
        // Amina asks from home: the account's own ceiling (ten an hour) is far off.
        assert_eq!(reset_from("203.0.113.50").await, StatusCode::OK);
        for n in 2..8 {
            assert_eq!(reset_from(&format!("198.51.100.{n}")).await, StatusCode::OK);
        }
        assert_eq!(
            reset_from("203.0.113.51").await,
            StatusCode::TOO_MANY_REQUESTS
        );
        assert_eq!(app.messages_to("amina@example.com").await.len(), 10);
    })
    .await;
}
