//! The argon2 work a caller without a session can make the server do: counted by the server's
//! hasher (computations run, and the most that ran at once), never timed.

use crate::common;

use common::{each_backend, error, json, other_code, Options, TestApp, PASSWORD};
use portal_core::otp::{TOO_MANY_TRIES, WRONG_OTP};
use portal_core::roles::Role;
use reqwest::StatusCode;
use serde_json::{json, Value};

const TOO_MANY_CODE_TRIES: &str = "Too many attempts, try again in an hour";
const NEW_PASSWORD: &str = "Brand-new-pass-9";
const AMINA: &str = "amina@example.com";

fn behind_proxy() -> Options {
    Options::configured(|config| {
        config.trusted_proxies =
            portal_server::proxy::TrustedProxies::parse("127.0.0.1").expect("proxy list");
    })
}

/// Starts at the beginning of an hour, so a window cannot end half-way through.
fn align_to_hour(app: &TestApp) {
    let now = app.state.now();
    app.advance_clock(3600 - now.rem_euclid(3600));
}

fn new_password(otp: &str) -> Value {
    json!({ "email": AMINA, "otp": otp, "password": NEW_PASSWORD, "confirmPassword": NEW_PASSWORD })
}

async fn reset_code(app: &TestApp) -> String {
    let asked = app
        .post_json("/api/client/reset_pwd", None, &json!({ "email": AMINA }))
        .await;
    assert_eq!(asked.status(), StatusCode::OK);
    app.code_sent_to(AMINA).await
}

#[tokio::test]
async fn wrong_reset_codes_in_parallel_cost_no_hash_and_are_limited() {
    each_backend(Options::default(), async |app| {
        align_to_hour(app);
        app.create_user(Role::Client, AMINA).await;
        let code = reset_code(app).await;
        let body = new_password(&other_code(&code));
        let before = app.state.hasher.operations();
        let tries = (0..64)
            .map(|_| async { json(app.post_json("/api/otp/3/new_pwd", None, &body).await).await });
        let answers = futures_util::future::join_all(tries).await;
        assert_eq!(app.state.hasher.operations(), before, "no code was right");
        let count = |status: StatusCode, message: &str| {
            answers
                .iter()
                .filter(|answer| **answer == (status, error(message)))
                .count()
        };
        // Fifteen tries an hour per account: five wrong, then the code is locked; the rest wait.
        assert_eq!(
            (
                count(StatusCode::BAD_REQUEST, WRONG_OTP),
                count(StatusCode::BAD_REQUEST, TOO_MANY_TRIES),
                count(StatusCode::TOO_MANY_REQUESTS, TOO_MANY_CODE_TRIES),
            ),
            (5, 10, 49),
            "{answers:?}"
        );

        // An hour later a new code works, for exactly one hash.
        app.advance_clock(3600);
        let code = reset_code(app).await;
        let before = app.state.hasher.operations();
        let answer = app
            .post_json("/api/otp/3/new_pwd", None, &new_password(&code))
            .await;
        assert_eq!(answer.status(), StatusCode::OK);
        assert_eq!(app.state.hasher.operations(), before + 1);
        app.token(AMINA, NEW_PASSWORD).await;
    })
    .await;
}

#[tokio::test]
async fn code_tries_are_limited_per_address_across_accounts() {
    each_backend(Options::default(), async |app| {
        align_to_hour(app);
        // Thirty tries an hour from one address, whatever the account (known or not).
        for n in 0..30 {
            let body = json!({ "email": format!("user{n}@example.com"), "otp": "123456", "password": NEW_PASSWORD, "confirmPassword": NEW_PASSWORD });
            let answer = json(app.post_json("/api/otp/3/new_pwd", None, &body).await).await;
            assert_eq!(answer, (StatusCode::BAD_REQUEST, error(WRONG_OTP)), "try {n}");
        }
        let answer = json(
            app.post_json("/api/otp/3/verify/fresh%40example.com", None, &json!({ "code": "123456" }))
                .await,
        )
        .await;
        assert_eq!(
            answer,
            (StatusCode::TOO_MANY_REQUESTS, error(TOO_MANY_CODE_TRIES))
        );
    })
    .await;
}

#[tokio::test]
async fn at_most_one_argon2_runs_per_permit_at_a_time() {
    each_backend(behind_proxy(), async |app| {
        let mut emails = Vec::new();
        for n in 0..64 {
            let email = format!("user{n}@example.com");
            app.create_user(Role::Client, &email).await;
            emails.push(email);
        }
        let before = app.state.hasher.operations();
        let signins = emails.iter().enumerate().map(|(n, email)| {
            app.client
                .post(app.url("/api/client/signin"))
                .header("x-forwarded-for", format!("198.51.100.{n}"))
                .json(&json!({ "email": email, "password": "Wrong-password-1" }))
                .send()
        });
        for answer in futures_util::future::join_all(signins).await {
            assert_eq!(answer.expect("signin").status(), StatusCode::UNAUTHORIZED);
        }
        assert_eq!(app.state.hasher.operations(), before + 64);
        let (peak, permits) = (app.state.hasher.peak(), app.state.hasher.permits());
        assert!(peak >= 1 && peak <= permits, "peak {peak} of {permits}");
    })
    .await;
}

#[tokio::test]
async fn an_unknown_email_costs_the_same_hash_as_a_wrong_password() {
    each_backend(Options::default(), async |app| {
        app.create_user(Role::Client, AMINA).await;
        let deactivated = app.create_user(Role::Client, "baraka@example.com").await;
        sqlx::query("UPDATE users SET active = 0 WHERE id = $1")
            .bind(&deactivated)
            .execute(app.pool())
            .await
            .expect("deactivate");
        for (email, password) in [
            ("nobody@example.com", "Wrong-password-1"),
            (AMINA, "Wrong-password-1"),
            (AMINA, PASSWORD),
            ("baraka@example.com", "Wrong-password-1"),
            ("baraka@example.com", PASSWORD),
        ] {
            let before = app.state.hasher.operations();
            app.signin(email, password).await;
            assert_eq!(
                app.state.hasher.operations(),
                before + 1,
                "{email} with {password}"
            );
        }
    })
    .await;
}
