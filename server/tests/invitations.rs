//! Invitations: staff invite, the invited person finds the invitation (step A), creates an
//! unverified account (step B), verifies it with the e-mailed code and signs in.

use crate::common;

use common::{each_backend, error, json, Options, PASSWORD};
use portal_core::accounts::{DUPLICATE_EMAIL, DUPLICATE_PHONE, UNVERIFIED};
use portal_core::forms::{INVALID_EMAIL, INVALID_PHONE, REQUIRED, SHORT_PASSWORD};
use portal_core::invite::TWO_PASSWORDS_DIFFER;
use portal_core::roles::Role;
use reqwest::StatusCode;
use serde_json::{json, Value};
use sqlx::Row;

const NO_ACCESS: &str = "You do not have access to this";
const FOUND: &str = "Invitation found, fill in your details";
const CREATED: &str = "Account created, enter the code we sent to your email";
const NOT_FOUND: &str =
    "We could not find an invitation for this email, contact your business coach";
const NEEMA: &str = "neema@example.com";

fn onboard(email: &str, phone: &str) -> Value {
    json!({
        "email": email,
        "name": "  Neema Mushi Juma ",
        "gender": "Female",
        "country": "+255",
        "phoneNo": phone,
        "password": "Neema-pass-2026",
        "confirmPassword": "Neema-pass-2026",
    })
}

fn not_found() -> (StatusCode, Value) {
    (
        StatusCode::NOT_FOUND,
        json!({ "status": false, "error": NOT_FOUND }),
    )
}

async fn invite(
    app: &common::TestApp,
    token: &str,
    email: &str,
    role: &str,
) -> (StatusCode, Value) {
    let body = json!({ "email": email, "role": role });
    json(app.post_json("/api/invitations", Some(token), &body).await).await
}

#[tokio::test]
async fn invitation_end_to_end() {
    each_backend(Options::default(), async |app| {
        app.create_user(Role::Super, "super@example.com").await;
        let boss = app.token("super@example.com", PASSWORD).await;

        let body = json!({ "email": " Neema@Example.com ", "role": "applicant", "firstName": "Neema" });
        let (status, created) = json(app.post_json("/api/invitations", Some(&boss), &body).await).await;
        assert_eq!(status, StatusCode::CREATED);
        let data = &created["data"];
        let id = data["id"].as_str().expect("id");
        assert!(portal_core::id::is_valid_id(id));
        assert_eq!(data["email"], NEEMA);
        assert_eq!(data["role"], "applicant");
        assert_eq!(data["status"], "open");
        let created_at = data["createdAt"].as_i64().expect("createdAt");
        assert!((created_at - app.state.now()).abs() <= 2);
        assert_eq!(data["expiresAt"].as_i64(), Some(created_at + 14 * 24 * 3600));
        assert_eq!(data.as_object().map(|o| o.len()), Some(6));

        let messages = app.messages_to(NEEMA).await;
        assert_eq!(messages.len(), 1);
        let (subject, text, _) = &messages[0];
        assert_eq!(subject, "You are invited to Tujenge / Umealikwa kujiunga na Tujenge");
        assert!(text.starts_with("Hello Neema,"), "{text}");
        assert!(text.contains("First-super Last-super has invited you to join Tujenge as an applicant."), "{text}");
        assert!(text.contains("\nhttp://portal.test/invited?email=neema%40example.com\n"), "{text}");
        // Nobody has chosen a language yet: the Swahili text follows the English one.
        assert!(text.contains("Habari Neema,\n\nFirst-super Last-super amekualika ujiunge na Tujenge kama mwombaji."), "{text}");

        let step_a = json(app.post_json("/api/client/invite", None, &json!({ "email": NEEMA })).await).await;
        assert_eq!(step_a, (StatusCode::OK, json!({ "status": true, "message": FOUND, "path": "/invited" })));

        let step_b = json(app.post_json("/api/client/invite_onboard", None, &onboard("NEEMA@example.com", "0612 345 678")).await).await;
        assert_eq!(step_b, (StatusCode::CREATED, json!({ "status": true, "message": CREATED, "path": "/verify-otp" })));

        let user = sqlx::query("SELECT first_name, last_name, phone_number, role, verified, gender, country FROM users WHERE email = $1")
            .bind(NEEMA)
            .fetch_one(app.pool())
            .await
            .expect("new account");
        assert_eq!(user.get::<String, _>(0), "Neema");
        assert_eq!(user.get::<String, _>(1), "Mushi Juma");
        assert_eq!(user.get::<String, _>(2), "255612345678");
        assert_eq!(user.get::<String, _>(3), "applicant");
        assert_eq!(user.get::<i64, _>(4), 0);
        assert_eq!(user.get::<String, _>(5), "Female");
        assert_eq!(user.get::<String, _>(6), "TZ");

        let (_, list) = json(app.get("/api/invitations", Some(&boss)).await).await;
        assert_eq!(list["data"][0]["status"], "accepted");
        let again = json(app.post_json("/api/client/invite", None, &json!({ "email": NEEMA })).await).await;
        assert_eq!(again, not_found());

        let refused = json(app.signin(NEEMA, "Neema-pass-2026").await).await;
        assert_eq!(refused, (StatusCode::FORBIDDEN, error(UNVERIFIED)));
        let messages = app.messages_to(NEEMA).await;
        assert_eq!(messages.len(), 2);
        // A +255 (Tanzanian) account reads its messages in Swahili until it chooses otherwise.
        assert_eq!(messages[0].0, "Namba yako ya uthibitisho ya Tujenge");
        let code = common::code_in(&messages[0].1);
        let verified = app.post_json("/api/otp/3/verify/neema%40example.com", None, &json!({ "code": code })).await;
        assert_eq!(verified.status(), StatusCode::OK);

        let token = app.token(NEEMA, "Neema-pass-2026").await;
        let (_, me) = json(app.get("/api/user/unbox", Some(&token)).await).await;
        assert_eq!(me["user"]["role"], "applicant");
        assert_eq!(me["user"]["firstName"], "Neema");
        assert_eq!(app.audit_count("invitation_created").await, 1);
        assert_eq!(app.audit_count("invitation_accepted").await, 1);
    })
    .await;
}

#[tokio::test]
async fn who_may_invite_whom() {
    each_backend(Options::default(), async |app| {
        for role in Role::ALL {
            app.create_user(role, &format!("{}@example.com", role.as_str()))
                .await;
        }
        let sales = app.token("sales@example.com", PASSWORD).await;
        let boss = app.token("super@example.com", PASSWORD).await;

        for role in ["client", "applicant", "digiprime"] {
            let (status, _) = invite(app, &sales, &format!("{role}-new@example.com"), role).await;
            assert_eq!(status, StatusCode::CREATED, "sales invites {role}");
        }
        for role in ["admin", "sales", "processor", "authorizer", "super"] {
            assert_eq!(
                invite(app, &sales, "staff-new@example.com", role).await,
                (StatusCode::FORBIDDEN, error(NO_ACCESS)),
                "{role}"
            );
            let (status, _) = invite(app, &boss, &format!("{role}-new@example.com"), role).await;
            assert_eq!(status, StatusCode::CREATED, "super invites {role}");
        }
        for role in [
            Role::Client,
            Role::Applicant,
            Role::Digiprime,
            Role::Admin,
            Role::Processor,
            Role::Authorizer,
        ] {
            let token = app
                .token(&format!("{}@example.com", role.as_str()), PASSWORD)
                .await;
            assert_eq!(
                invite(app, &token, "x@example.com", "client").await,
                (StatusCode::FORBIDDEN, error(NO_ACCESS)),
                "{role:?}"
            );
            assert_eq!(
                json(app.get("/api/invitations", Some(&token)).await).await,
                (StatusCode::FORBIDDEN, error(NO_ACCESS))
            );
        }
        let anonymous = app
            .post_json(
                "/api/invitations",
                None,
                &json!({ "email": "x@example.com", "role": "client" }),
            )
            .await;
        assert_eq!(anonymous.status(), StatusCode::UNAUTHORIZED);

        assert_eq!(
            invite(app, &boss, "x@", "client").await,
            (StatusCode::BAD_REQUEST, error(INVALID_EMAIL))
        );
        assert_eq!(
            invite(app, &boss, "", "client").await,
            (StatusCode::BAD_REQUEST, error(REQUIRED))
        );
        assert_eq!(
            invite(app, &boss, "x@example.com", "").await,
            (StatusCode::BAD_REQUEST, error(REQUIRED))
        );
        assert_eq!(
            invite(app, &boss, "x@example.com", "owner").await,
            (StatusCode::BAD_REQUEST, error(REQUIRED))
        );
        assert_eq!(
            invite(app, &boss, "Client@example.com", "client").await,
            (StatusCode::CONFLICT, error(DUPLICATE_EMAIL))
        );

        let (_, mine) = json(app.get("/api/invitations", Some(&sales)).await).await;
        let emails: Vec<&str> = mine["data"]
            .as_array()
            .expect("list")
            .iter()
            .map(|i| i["email"].as_str().expect("email"))
            .collect();
        assert_eq!(emails.len(), 3);
        assert!(emails.iter().all(|e| [
            "client-new@example.com",
            "applicant-new@example.com",
            "digiprime-new@example.com"
        ]
        .contains(e)));
        let (_, all) = json(app.get("/api/invitations", Some(&boss)).await).await;
        assert_eq!(all["data"].as_array().map(Vec::len), Some(8));
        assert_eq!(app.outbox_count().await, 8);
    })
    .await;
}

#[tokio::test]
async fn accepting_checks_the_form_the_invitation_and_duplicates() {
    each_backend(Options::default(), async |app| {
        app.create_user(Role::Sales, "sales@example.com").await;
        let taken = app.create_user(Role::Client, "taken@example.com").await;
        app.set_phone_and_verified(&taken, Some("255612345678"), true)
            .await;
        let sales = app.token("sales@example.com", PASSWORD).await;

        let none = json(
            app.post_json(
                "/api/client/invite_onboard",
                None,
                &onboard(NEEMA, "0612000001"),
            )
            .await,
        )
        .await;
        assert_eq!(none, not_found());
        let none = json(
            app.post_json("/api/client/invite", None, &json!({ "email": NEEMA }))
                .await,
        )
        .await;
        assert_eq!(none, not_found());
        let bad = json(
            app.post_json("/api/client/invite", None, &json!({ "email": "neema" }))
                .await,
        )
        .await;
        assert_eq!(bad, (StatusCode::BAD_REQUEST, error(INVALID_EMAIL)));

        invite(app, &sales, NEEMA, "client").await;
        let cases = [
            (json!({}), REQUIRED),
            (
                {
                    let mut b = onboard(NEEMA, "0612000001");
                    b["email"] = json!("neema@");
                    b
                },
                INVALID_EMAIL,
            ),
            (
                {
                    let mut b = onboard(NEEMA, "0612000001");
                    b["name"] = json!(" ");
                    b
                },
                REQUIRED,
            ),
            (
                {
                    let mut b = onboard(NEEMA, "0612000001");
                    b["gender"] = json!("Other");
                    b
                },
                REQUIRED,
            ),
            (
                {
                    let mut b = onboard(NEEMA, "0612000001");
                    b["country"] = json!("+256");
                    b
                },
                REQUIRED,
            ),
            (onboard(NEEMA, "06120"), INVALID_PHONE),
            (onboard(NEEMA, "254712345678"), INVALID_PHONE),
            (
                {
                    let mut b = onboard(NEEMA, "0612000001");
                    b["password"] = json!("short");
                    b["confirmPassword"] = json!("short");
                    b
                },
                SHORT_PASSWORD,
            ),
            (
                {
                    let mut b = onboard(NEEMA, "0612000001");
                    b["confirmPassword"] = json!("Neema-pass-2027");
                    b
                },
                TWO_PASSWORDS_DIFFER,
            ),
        ];
        for (body, message) in cases {
            let answer = json(
                app.post_json("/api/client/invite_onboard", None, &body)
                    .await,
            )
            .await;
            assert_eq!(answer, (StatusCode::BAD_REQUEST, error(message)), "{body}");
        }
        let duplicate = json(
            app.post_json(
                "/api/client/invite_onboard",
                None,
                &onboard(NEEMA, "+255 612 345 678"),
            )
            .await,
        )
        .await;
        assert_eq!(duplicate, (StatusCode::CONFLICT, error(DUPLICATE_PHONE)));
        // Nothing was created: the invitation is still open and no code was sent.
        let step_a = app
            .post_json("/api/client/invite", None, &json!({ "email": NEEMA }))
            .await;
        assert_eq!(step_a.status(), StatusCode::OK);
        assert_eq!(app.messages_to(NEEMA).await.len(), 1);
        let accounts: i64 = sqlx::query("SELECT COUNT(*) FROM users WHERE email = $1")
            .bind(NEEMA)
            .fetch_one(app.pool())
            .await
            .expect("count")
            .get(0);
        assert_eq!(accounts, 0);
    })
    .await;
}

#[tokio::test]
async fn invitations_expire_after_fourteen_days_and_the_newest_decides() {
    each_backend(Options::default(), async |app| {
        app.create_user(Role::Super, "super@example.com").await;
        let boss = app.token("super@example.com", PASSWORD).await;
        invite(app, &boss, NEEMA, "client").await;
        app.advance_clock(14 * 24 * 3600);
        let late = json(
            app.post_json("/api/client/invite", None, &json!({ "email": NEEMA }))
                .await,
        )
        .await;
        assert_eq!(late, not_found());
        let late = json(
            app.post_json(
                "/api/client/invite_onboard",
                None,
                &onboard(NEEMA, "0612000001"),
            )
            .await,
        )
        .await;
        assert_eq!(late, not_found());
        let boss = app.token("super@example.com", PASSWORD).await;
        let (_, list) = json(app.get("/api/invitations", Some(&boss)).await).await;
        assert_eq!(list["data"][0]["status"], "expired");

        invite(app, &boss, NEEMA, "client").await;
        app.advance_clock(1);
        invite(app, &boss, NEEMA, "digiprime").await;
        let (_, list) = json(app.get("/api/invitations", Some(&boss)).await).await;
        let statuses: Vec<(&str, &str)> = list["data"]
            .as_array()
            .expect("list")
            .iter()
            .map(|i| {
                (
                    i["role"].as_str().expect("role"),
                    i["status"].as_str().expect("status"),
                )
            })
            .collect();
        // A new invitation revokes the e-mail's older open ones, expired or not.
        assert_eq!(
            statuses,
            [
                ("digiprime", "open"),
                ("client", "revoked"),
                ("client", "revoked")
            ]
        );
        let created = app
            .post_json(
                "/api/client/invite_onboard",
                None,
                &onboard(NEEMA, "0612000001"),
            )
            .await;
        assert_eq!(created.status(), StatusCode::CREATED);
        let role: String = sqlx::query("SELECT role FROM users WHERE email = $1")
            .bind(NEEMA)
            .fetch_one(app.pool())
            .await
            .expect("user")
            .get(0);
        assert_eq!(role, "digiprime");
    })
    .await;
}

#[tokio::test]
async fn onboarding_tries_are_limited_per_address() {
    each_backend(Options::default(), async |app| {
        let now = app.state.now();
        app.advance_clock(3600 - now.rem_euclid(3600));
        for n in 0..20 {
            let body = onboard(&format!("guest{n}@example.com"), &format!("06120000{n:02}"));
            let answer = json(
                app.post_json("/api/client/invite_onboard", None, &body)
                    .await,
            )
            .await;
            assert_eq!(answer, not_found(), "try {n}");
        }
        let body = onboard(NEEMA, "0612000099");
        let answer = json(
            app.post_json("/api/client/invite_onboard", None, &body)
                .await,
        )
        .await;
        assert_eq!(
            answer,
            (
                StatusCode::TOO_MANY_REQUESTS,
                error("Too many attempts, try again in an hour")
            )
        );
    })
    .await;
}
