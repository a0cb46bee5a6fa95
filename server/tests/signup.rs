//! Accounts created by staff and sales agents; self-registration stays disabled.

use crate::common;

use common::{each_backend, error, json, Options, PASSWORD};
use portal_core::accounts::{
    DUPLICATE_EMAIL, DUPLICATE_PHONE, SELF_REGISTRATION_DISABLED, UNVERIFIED,
};
use portal_core::forms::{
    INVALID_EMAIL, INVALID_PHONE, PASSWORD_MISMATCH, REQUIRED, SHORT_PASSWORD,
};
use portal_core::roles::Role;
use reqwest::StatusCode;
use serde_json::{json, Value};
use sqlx::Row;

const NO_ACCESS: &str = "You do not have access to this";

fn form(email: &str, mobile: &str, role: Option<&str>) -> Value {
    let mut body = json!({
        "firstName": " Neema ",
        "lastName": "Mushi",
        "email": email,
        "mobileNumber": mobile,
        "password": "Neema-pass-2026",
        "confirmPassword": "Neema-pass-2026",
        "referralChoice": "Business Coach",
    });
    if let Some(role) = role {
        body["role"] = json!(role);
    }
    body
}

async fn signup(app: &common::TestApp, token: Option<&str>, body: &Value) -> (StatusCode, Value) {
    json(app.post_json("/api/client/signup", token, body).await).await
}

#[tokio::test]
async fn a_sales_agent_creates_an_unverified_client_who_verifies_at_first_signin() {
    each_backend(Options::default(), async |app| {
        app.create_user(Role::Sales, "sales@example.com").await;
        let sales = app.token("sales@example.com", PASSWORD).await;

        let (status, body) = signup(
            app,
            Some(&sales),
            &form("Neema@Example.com", "0712 345 678", None),
        )
        .await;
        assert_eq!(status, StatusCode::CREATED);
        let id = body["data"]["user_id"]
            .as_str()
            .expect("user_id")
            .to_owned();
        assert!(portal_core::id::is_valid_id(&id));
        assert_eq!(
            body,
            json!({ "message": "Account created", "data": {
                "user_id": id,
                "firstName": "Neema",
                "lastName": "Mushi",
                "email": "neema@example.com",
                "phoneNumber": "254712345678",
                "role": "client",
            }})
        );
        let row = sqlx::query("SELECT verified, country, referral FROM users WHERE id = $1")
            .bind(&id)
            .fetch_one(app.pool())
            .await
            .expect("user");
        assert_eq!(row.get::<i64, _>(0), 0);
        assert_eq!(row.get::<String, _>(1), "KE");
        assert_eq!(row.get::<String, _>(2), "Business Coach");

        let welcome = app.messages_to("neema@example.com").await;
        assert_eq!(welcome.len(), 1);
        assert_eq!(welcome[0].0, "Welcome to Tujenge");
        assert!(
            welcome[0]
                .1
                .contains("Sign in at http://portal.test/signin with neema@example.com."),
            "{}",
            welcome[0].1
        );
        assert!(!welcome[0].1.contains("Neema-pass-2026"));

        let refused = json(app.signin("neema@example.com", "Neema-pass-2026").await).await;
        assert_eq!(refused, (StatusCode::FORBIDDEN, error(UNVERIFIED)));
        app.get("/api/otp/3/neema%40example.com", None).await;
        let code = app.code_sent_to("neema@example.com").await;
        let verified = app
            .post_json(
                "/api/otp/3/verify/neema%40example.com",
                None,
                &json!({ "code": code }),
            )
            .await;
        assert_eq!(verified.status(), StatusCode::OK);
        app.token("neema@example.com", "Neema-pass-2026").await;
        assert_eq!(app.audit_count("account_created").await, 1);
    })
    .await;
}

#[tokio::test]
async fn who_may_create_whom() {
    each_backend(Options::default(), async |app| {
        for role in Role::ALL {
            app.create_user(role, &format!("{}@example.com", role.as_str()))
                .await;
        }
        let sales = app.token("sales@example.com", PASSWORD).await;
        let boss = app.token("super@example.com", PASSWORD).await;

        assert_eq!(
            signup(app, None, &form("a@example.com", "0712000001", None)).await,
            (StatusCode::FORBIDDEN, error(SELF_REGISTRATION_DISABLED))
        );
        assert_eq!(
            signup(
                app,
                Some("forged"),
                &form("a@example.com", "0712000001", None)
            )
            .await,
            (StatusCode::UNAUTHORIZED, error("Sign in to continue"))
        );
        for role in [
            Role::Client,
            Role::Applicant,
            Role::Digiprime,
            Role::Admin,
            Role::Processor,
            Role::Authorizer,
            Role::Coach,
        ] {
            let token = app
                .token(&format!("{}@example.com", role.as_str()), PASSWORD)
                .await;
            let answer = signup(
                app,
                Some(&token),
                &form("a@example.com", "0712000001", Some("client")),
            )
            .await;
            assert_eq!(
                answer,
                (StatusCode::FORBIDDEN, error(NO_ACCESS)),
                "{role:?}"
            );
        }
        for (n, role) in ["client", "applicant", "digiprime"].into_iter().enumerate() {
            let (status, body) = signup(
                app,
                Some(&sales),
                &form(
                    &format!("{role}-new@example.com"),
                    &format!("071200000{n}"),
                    Some(role),
                ),
            )
            .await;
            assert_eq!(
                (status, body["data"]["role"].as_str()),
                (StatusCode::CREATED, Some(role))
            );
        }
        for (n, role) in [
            "admin",
            "sales",
            "processor",
            "authorizer",
            "coach",
            "super",
        ]
        .into_iter()
        .enumerate()
        {
            let answer = signup(
                app,
                Some(&sales),
                &form("staff@example.com", "0713000001", Some(role)),
            )
            .await;
            assert_eq!(
                answer,
                (StatusCode::FORBIDDEN, error(NO_ACCESS)),
                "sales creating {role}"
            );
            // Staff need no referral.
            let mut body = form(
                &format!("{role}-new@example.com"),
                &format!("+255 61300000{n}"),
                Some(role),
            );
            body["referralChoice"] = json!("");
            body["country"] = json!("+255");
            let (status, created) = signup(app, Some(&boss), &body).await;
            assert_eq!(
                status,
                StatusCode::CREATED,
                "super creating {role}: {created}"
            );
            assert_eq!(created["data"]["phoneNumber"], format!("25561300000{n}"));
        }
        assert_eq!(app.audit_count("account_created").await, 3);
        assert_eq!(app.audit_count("staff_created").await, 6);
        assert_eq!(app.outbox_count().await, 9);
    })
    .await;
}

#[tokio::test]
async fn the_form_is_checked_by_core_and_duplicates_are_refused() {
    each_backend(Options::default(), async |app| {
        let existing = app.create_user(Role::Client, "taken@example.com").await;
        app.set_phone_and_verified(&existing, Some("254712345678"), true)
            .await;
        app.create_user(Role::Super, "super@example.com").await;
        let boss = app.token("super@example.com", PASSWORD).await;

        let with = |field: &str, value: &str| {
            let mut body = form("neema@example.com", "0711111111", None);
            body[field] = json!(value);
            body
        };
        let cases = [
            (json!({}), REQUIRED),
            (with("firstName", " "), REQUIRED),
            (with("lastName", ""), REQUIRED),
            (with("email", "neema"), INVALID_EMAIL),
            (with("mobileNumber", "07123"), INVALID_PHONE),
            (with("mobileNumber", "256712345678"), INVALID_PHONE),
            (with("country", "Uganda"), REQUIRED),
            (with("password", "short"), SHORT_PASSWORD),
            (
                with("confirmPassword", "Neema-pass-2027"),
                PASSWORD_MISMATCH,
            ),
            (with("referralChoice", ""), REQUIRED),
            (with("referralChoice", "Radio"), REQUIRED),
            (with("role", "owner"), REQUIRED),
        ];
        for (body, message) in cases {
            assert_eq!(
                signup(app, Some(&boss), &body).await,
                (StatusCode::BAD_REQUEST, error(message)),
                "{body}"
            );
        }
        let email = signup(
            app,
            Some(&boss),
            &form("TAKEN@example.com", "0711111111", None),
        )
        .await;
        assert_eq!(email, (StatusCode::CONFLICT, error(DUPLICATE_EMAIL)));
        let phone = signup(
            app,
            Some(&boss),
            &form("neema@example.com", "+254 712 345 678", None),
        )
        .await;
        assert_eq!(phone, (StatusCode::CONFLICT, error(DUPLICATE_PHONE)));
        let local = signup(
            app,
            Some(&boss),
            &form("neema@example.com", "0712345678", None),
        )
        .await;
        assert_eq!(local, (StatusCode::CONFLICT, error(DUPLICATE_PHONE)));
        assert_eq!(app.outbox_count().await, 0);
        let users: i64 = sqlx::query("SELECT COUNT(*) FROM users")
            .fetch_one(app.pool())
            .await
            .expect("count")
            .get(0);
        assert_eq!(users, 2);
    })
    .await;
}

#[tokio::test]
async fn a_local_number_is_read_in_the_chosen_country() {
    each_backend(Options::default(), async |app| {
        app.create_user(Role::Sales, "sales@example.com").await;
        let sales = app.token("sales@example.com", PASSWORD).await;

        let mut body = form("neema@example.com", "0612 345 678", None);
        body["country"] = json!("Tanzania");
        let (status, answer) = signup(app, Some(&sales), &body).await;
        assert_eq!(status, StatusCode::CREATED, "{answer}");
        assert_eq!(answer["data"]["phoneNumber"], "255612345678");
        let country: String = sqlx::query("SELECT country FROM users WHERE email = $1")
            .bind("neema@example.com")
            .fetch_one(app.pool())
            .await
            .expect("user")
            .get(0);
        assert_eq!(country, "TZ");

        let mut kenyan_in_tanzania = form("juma@example.com", "254722000111", None);
        kenyan_in_tanzania["country"] = json!("Tanzania");
        assert_eq!(
            signup(app, Some(&sales), &kenyan_in_tanzania).await,
            (StatusCode::BAD_REQUEST, error(INVALID_PHONE))
        );
    })
    .await;
}
