//! Changing a password while signed in, and resetting a forgotten one by an e-mailed code.

use crate::common;

use common::{each_backend, error, json, other_code, Options, PASSWORD};
use portal_core::forms::{INVALID_EMAIL, PASSWORD_MISMATCH, REQUIRED, SHORT_PASSWORD};
use portal_core::otp::{EMPTY_OTP, EXPIRED_OTP, MALFORMED_OTP, WRONG_OTP};
use portal_core::passwords::{
    CONFIRM_BLANK, CURRENT_BLANK, MISSING_INFORMATION, NEW_BLANK, PASSWORDS_DIFFER,
    PASSWORD_CHANGED, SAME_AS_CURRENT, WRONG_CURRENT,
};
use portal_core::roles::Role;
use reqwest::StatusCode;
use serde_json::{json, Value};

const SIGN_IN: &str = "Sign in to continue";
const NEW_PASSWORD: &str = "Brand-new-pass-9";
const RESET_SENT: &str = "If the email is registered, we have sent a code to reset your password";
const RESET_DONE: &str = "Your password has been reset, sign in with the new password";
const AMINA: &str = "amina@example.com";

fn change(user_id: &str, current: &str, new: &str, confirm: &str) -> Value {
    json!({
        "userId": user_id,
        "inputPasswordCurrent": current,
        "inputPassword": new,
        "inputPasswordConfirm": confirm,
    })
}

#[tokio::test]
async fn changing_the_password_signs_out_every_session() {
    each_backend(Options::default(), async |app| {
        let id = app.create_user(Role::Client, AMINA).await;
        let phone = app.token(AMINA, PASSWORD).await;
        let laptop = app.token(AMINA, PASSWORD).await;

        let body = change(&id, PASSWORD, NEW_PASSWORD, NEW_PASSWORD);
        let answer = json(
            app.post_json("/api/user/change_password", Some(&phone), &body)
                .await,
        )
        .await;
        assert_eq!(
            answer,
            (
                StatusCode::OK,
                json!({ "error": false, "message": PASSWORD_CHANGED })
            )
        );

        for token in [&phone, &laptop] {
            assert_eq!(
                json(app.get("/api/user/unbox", Some(token)).await).await,
                (StatusCode::UNAUTHORIZED, error(SIGN_IN))
            );
        }
        assert_eq!(
            app.signin(AMINA, PASSWORD).await.status(),
            StatusCode::UNAUTHORIZED
        );
        app.token(AMINA, NEW_PASSWORD).await;
        assert_eq!(app.audit_count("password_changed").await, 1);
    })
    .await;
}

#[tokio::test]
async fn the_change_may_be_sent_as_a_form() {
    each_backend(Options::default(), async |app| {
        let id = app.create_user(Role::Sales, "dalia@example.com").await;
        let token = app.token("dalia@example.com", PASSWORD).await;
        let response = app
            .client
            .post(app.url("/api/user/change_password"))
            .bearer_auth(&token)
            .form(&[
                ("userId", id.as_str()),
                ("inputPasswordCurrent", PASSWORD),
                ("inputPassword", NEW_PASSWORD),
                ("inputPasswordConfirm", NEW_PASSWORD),
            ])
            .send()
            .await
            .expect("send");
        assert_eq!(
            json(response).await,
            (
                StatusCode::OK,
                json!({ "error": false, "message": PASSWORD_CHANGED })
            )
        );
        app.token("dalia@example.com", NEW_PASSWORD).await;

        let form = app
            .client
            .post(app.url("/api/user/change_password"))
            .bearer_auth(app.token("dalia@example.com", NEW_PASSWORD).await)
            .form(&[("userId", id.as_str())])
            .send()
            .await
            .expect("send");
        assert_eq!(
            json(form).await,
            (StatusCode::BAD_REQUEST, error(MISSING_INFORMATION))
        );
    })
    .await;
}

#[tokio::test]
async fn change_password_refusals() {
    each_backend(Options::default(), async |app| {
        let id = app.create_user(Role::Client, AMINA).await;
        let other = app.create_user(Role::Client, "baraka@example.com").await;
        let token = app.token(AMINA, PASSWORD).await;
        let cases = [
            (
                change("", PASSWORD, NEW_PASSWORD, NEW_PASSWORD),
                StatusCode::BAD_REQUEST,
                MISSING_INFORMATION,
            ),
            (json!({}), StatusCode::BAD_REQUEST, MISSING_INFORMATION),
            (
                change(&other, PASSWORD, NEW_PASSWORD, NEW_PASSWORD),
                StatusCode::FORBIDDEN,
                "You do not have access to this",
            ),
            (
                change(&id, "", "", ""),
                StatusCode::BAD_REQUEST,
                MISSING_INFORMATION,
            ),
            (
                change(&id, "", NEW_PASSWORD, NEW_PASSWORD),
                StatusCode::BAD_REQUEST,
                CURRENT_BLANK,
            ),
            (
                change(&id, PASSWORD, "", NEW_PASSWORD),
                StatusCode::BAD_REQUEST,
                NEW_BLANK,
            ),
            (
                change(&id, PASSWORD, "short", "short"),
                StatusCode::BAD_REQUEST,
                SHORT_PASSWORD,
            ),
            (
                change(&id, PASSWORD, NEW_PASSWORD, ""),
                StatusCode::BAD_REQUEST,
                CONFIRM_BLANK,
            ),
            (
                change(&id, PASSWORD, NEW_PASSWORD, "Brand-new-pass-8"),
                StatusCode::BAD_REQUEST,
                PASSWORDS_DIFFER,
            ),
            (
                change(&id, PASSWORD, PASSWORD, PASSWORD),
                StatusCode::BAD_REQUEST,
                SAME_AS_CURRENT,
            ),
            (
                change(&id, "Wrong-current-1", NEW_PASSWORD, NEW_PASSWORD),
                StatusCode::BAD_REQUEST,
                WRONG_CURRENT,
            ),
        ];
        for (body, status, message) in cases {
            let answer = json(
                app.post_json("/api/user/change_password", Some(&token), &body)
                    .await,
            )
            .await;
            assert_eq!(answer, (status, error(message)), "{body}");
        }
        let anonymous = app
            .post_json(
                "/api/user/change_password",
                None,
                &change(&id, PASSWORD, NEW_PASSWORD, NEW_PASSWORD),
            )
            .await;
        assert_eq!(
            json(anonymous).await,
            (StatusCode::UNAUTHORIZED, error(SIGN_IN))
        );
        // Nothing changed: the session and the old password still work.
        assert_eq!(
            app.get("/api/user/unbox", Some(&token)).await.status(),
            StatusCode::OK
        );
        app.token(AMINA, PASSWORD).await;
        app.token("baraka@example.com", PASSWORD).await;
        assert_eq!(app.audit_count("password_changed").await, 0);
    })
    .await;
}

#[tokio::test]
async fn reset_by_emailed_code_end_to_end() {
    each_backend(Options::default(), async |app| {
        let id = app.create_user(Role::Client, AMINA).await;
        app.set_phone_and_verified(&id, None, false).await;

        let answer = json(app.post_json("/api/client/reset_pwd", None, &json!({ "email": " Amina@Example.com " })).await).await;
        assert_eq!(answer, (StatusCode::OK, json!({ "message": RESET_SENT })));
        let messages = app.messages_to(AMINA).await;
        assert_eq!(messages.len(), 1);
        assert_eq!(messages[0].0, "Reset your Tujenge password");
        let code = common::code_in(&messages[0].1);

        let reset = json!({ "email": AMINA, "otp": code, "password": NEW_PASSWORD, "confirmPassword": NEW_PASSWORD });
        let answer = json(app.post_json("/api/otp/3/new_pwd", None, &reset).await).await;
        assert_eq!(answer, (StatusCode::OK, json!({ "message": RESET_DONE })));
        assert_eq!(app.signin(AMINA, PASSWORD).await.status(), StatusCode::UNAUTHORIZED);
        // The code reached the account's e-mail, so the account is verified too.
        app.token(AMINA, NEW_PASSWORD).await;
        let again = json(app.post_json("/api/otp/3/new_pwd", None, &reset).await).await;
        assert_eq!(again, (StatusCode::BAD_REQUEST, error(EXPIRED_OTP)));
        assert_eq!(app.audit_count("password_reset").await, 1);
        assert_eq!(app.audit_count("password_reset_requested").await, 1);
    })
    .await;
}

#[tokio::test]
async fn a_reset_signs_out_every_session() {
    each_backend(Options::default(), async |app| {
        app.create_user(Role::Processor, "esther@example.com").await;
        let token = app.token("esther@example.com", PASSWORD).await;
        app.post_json("/api/client/reset_pwd", None, &json!({ "email": "esther@example.com" })).await;
        let code = app.code_sent_to("esther@example.com").await;
        let reset = json!({ "email": "esther@example.com", "otp": code, "password": NEW_PASSWORD, "confirmPassword": NEW_PASSWORD });
        assert_eq!(app.post_json("/api/otp/3/new_pwd", None, &reset).await.status(), StatusCode::OK);
        assert_eq!(
            json(app.get("/api/user/unbox", Some(&token)).await).await,
            (StatusCode::UNAUTHORIZED, error(SIGN_IN))
        );
    })
    .await;
}

#[tokio::test]
async fn reset_requests_reveal_nothing_and_check_the_email() {
    each_backend(Options::default(), async |app| {
        let unknown = json(
            app.post_json(
                "/api/client/reset_pwd",
                None,
                &json!({ "email": "nobody@example.com" }),
            )
            .await,
        )
        .await;
        assert_eq!(unknown, (StatusCode::OK, json!({ "message": RESET_SENT })));
        assert_eq!(app.outbox_count().await, 0);
        for (body, message) in [
            (json!({ "email": "" }), REQUIRED),
            (json!({}), REQUIRED),
            (json!({ "email": "amina@" }), INVALID_EMAIL),
        ] {
            let answer = json(app.post_json("/api/client/reset_pwd", None, &body).await).await;
            assert_eq!(answer, (StatusCode::BAD_REQUEST, error(message)), "{body}");
        }
    })
    .await;
}

#[tokio::test]
async fn new_password_refusals() {
    each_backend(Options::default(), async |app| {
        let id = app.create_user(Role::Client, AMINA).await;
        app.post_json("/api/client/reset_pwd", None, &json!({ "email": AMINA })).await;
        let code = app.code_sent_to(AMINA).await;
        let body = |email: &str, otp: &str, password: &str, confirm: &str| {
            json!({ "email": email, "otp": otp, "password": password, "confirmPassword": confirm })
        };
        let cases = [
            (body(AMINA, "", NEW_PASSWORD, NEW_PASSWORD), EMPTY_OTP),
            (body(AMINA, "12-456", NEW_PASSWORD, NEW_PASSWORD), MALFORMED_OTP),
            (body(AMINA, &code, "", ""), REQUIRED),
            (body(AMINA, &code, "short", "short"), SHORT_PASSWORD),
            (body(AMINA, &code, NEW_PASSWORD, ""), REQUIRED),
            (body(AMINA, &code, NEW_PASSWORD, "Brand-new-pass-8"), PASSWORD_MISMATCH),
            (body("nobody@example.com", &code, NEW_PASSWORD, NEW_PASSWORD), WRONG_OTP),
            (body("", &code, NEW_PASSWORD, NEW_PASSWORD), WRONG_OTP),
            (body(AMINA, &other_code(&code), NEW_PASSWORD, NEW_PASSWORD), WRONG_OTP),
        ];
        for (request, message) in cases {
            let answer = json(app.post_json("/api/otp/3/new_pwd", None, &request).await).await;
            assert_eq!(answer, (StatusCode::BAD_REQUEST, error(message)), "{request}");
        }
        // A verification code does not reset a password.
        app.set_phone_and_verified(&id, None, false).await;
        app.get("/api/otp/3/amina%40example.com", None).await;
        let verify_code = app.code_sent_to(AMINA).await;
        if verify_code != code {
            let answer = json(app.post_json("/api/otp/3/new_pwd", None, &body(AMINA, &verify_code, NEW_PASSWORD, NEW_PASSWORD)).await).await;
            assert_eq!(answer, (StatusCode::BAD_REQUEST, error(WRONG_OTP)));
        }
        app.advance_clock(600);
        let late = json(app.post_json("/api/otp/3/new_pwd", None, &body(AMINA, &code, NEW_PASSWORD, NEW_PASSWORD)).await).await;
        assert_eq!(late, (StatusCode::BAD_REQUEST, error(EXPIRED_OTP)));
    })
    .await;
}
