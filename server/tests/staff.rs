//! Staff management (super admin) and the staff search of clients.

use crate::common;

use common::{each_backend, error, json, Options, PASSWORD};
use portal_core::accounts::DEACTIVATED;
use portal_core::roles::Role;
use reqwest::StatusCode;
use serde_json::json;

const NO_ACCESS: &str = "You do not have access to this";
const SIGN_IN: &str = "Sign in to continue";

async fn age(app: &common::TestApp, id: &str, seconds: i64) {
    sqlx::query("UPDATE users SET created_at = created_at - $1 WHERE id = $2")
        .bind(seconds)
        .bind(id)
        .execute(app.pool())
        .await
        .expect("age");
}

#[tokio::test]
async fn only_the_super_admin_lists_staff() {
    each_backend(Options::default(), async |app| {
        let mut staff_ids = Vec::new();
        for (n, role) in Role::ALL.into_iter().enumerate() {
            let id = app
                .create_user(role, &format!("{}@example.com", role.as_str()))
                .await;
            age(app, &id, 100 - i64::try_from(n).expect("small")).await;
            if role.is_staff() {
                staff_ids.push(id);
            }
        }
        staff_ids.reverse();
        let boss = app.token("super@example.com", PASSWORD).await;
        let (status, body) = json(app.get("/api/staff", Some(&boss)).await).await;
        assert_eq!(status, StatusCode::OK);
        let users = body["users"].as_array().expect("users");
        let ids: Vec<&str> = users
            .iter()
            .map(|u| u["_id"].as_str().expect("_id"))
            .collect();
        assert_eq!(
            ids,
            staff_ids.iter().map(String::as_str).collect::<Vec<_>>(),
            "staff only, newest first"
        );
        let first = &users[0];
        assert_eq!(first["role"], "super");
        assert_eq!(first["email"], "super@example.com");
        assert_eq!(first["firstName"], "First-super");
        assert_eq!(first["lastName"], "Last-super");
        assert_eq!(first["active"], true);
        assert!(first["createdAt"].is_i64());
        assert!(first.get("phoneNumber").is_some());

        for role in Role::ALL.into_iter().filter(|r| *r != Role::Super) {
            let token = app
                .token(&format!("{}@example.com", role.as_str()), PASSWORD)
                .await;
            assert_eq!(
                json(app.get("/api/staff", Some(&token)).await).await,
                (StatusCode::FORBIDDEN, error(NO_ACCESS)),
                "{role:?}"
            );
        }
        assert_eq!(
            app.get("/api/staff", None).await.status(),
            StatusCode::UNAUTHORIZED
        );
    })
    .await;
}

#[tokio::test]
async fn deactivation_ends_sessions_and_activation_lets_them_sign_in_again() {
    each_backend(Options::default(), async |app| {
        let boss_id = app.create_user(Role::Super, "super@example.com").await;
        let esther = app.create_user(Role::Processor, "esther@example.com").await;
        let client = app.create_user(Role::Client, "amina@example.com").await;
        app.create_user(Role::Admin, "admin@example.com").await;
        let boss = app.token("super@example.com", PASSWORD).await;
        let esther_token = app.token("esther@example.com", PASSWORD).await;
        let admin = app.token("admin@example.com", PASSWORD).await;

        let path = format!("/api/staff/{esther}/deactivate");
        assert_eq!(
            json(app.post(&path, Some(&admin)).await).await,
            (StatusCode::FORBIDDEN, error(NO_ACCESS))
        );
        assert_eq!(
            json(app.post(&path, Some(&boss)).await).await,
            (StatusCode::OK, json!({ "message": "Account deactivated" }))
        );
        assert_eq!(
            json(app.get("/api/user/unbox", Some(&esther_token)).await).await,
            (StatusCode::UNAUTHORIZED, error(SIGN_IN))
        );
        assert_eq!(
            json(app.signin("esther@example.com", PASSWORD).await).await,
            (StatusCode::FORBIDDEN, error(DEACTIVATED))
        );
        let (_, list) = json(app.get("/api/staff", Some(&boss)).await).await;
        let row = list["users"]
            .as_array()
            .expect("users")
            .iter()
            .find(|u| u["_id"] == esther.as_str())
            .cloned()
            .expect("row");
        assert_eq!(row["active"], false);

        let back = json(
            app.post(&format!("/api/staff/{esther}/activate"), Some(&boss))
                .await,
        )
        .await;
        assert_eq!(
            back,
            (StatusCode::OK, json!({ "message": "Account activated" }))
        );
        // The old session stays ended; a new sign-in works.
        assert_eq!(
            app.get("/api/user/unbox", Some(&esther_token))
                .await
                .status(),
            StatusCode::UNAUTHORIZED
        );
        app.token("esther@example.com", PASSWORD).await;

        let own = json(
            app.post(&format!("/api/staff/{boss_id}/deactivate"), Some(&boss))
                .await,
        )
        .await;
        assert_eq!(
            own,
            (
                StatusCode::BAD_REQUEST,
                error("You cannot deactivate your own account")
            )
        );
        for missing in [client.as_str(), "000000000000000000000000", "nope"] {
            let answer = json(
                app.post(&format!("/api/staff/{missing}/deactivate"), Some(&boss))
                    .await,
            )
            .await;
            assert_eq!(
                answer,
                (StatusCode::NOT_FOUND, error("Not found")),
                "{missing}"
            );
        }
        assert_eq!(app.audit_count("user_deactivated").await, 1);
        assert_eq!(app.audit_count("user_activated").await, 1);
    })
    .await;
}

#[tokio::test]
async fn clients_search_by_id_name_email_and_phone() {
    each_backend(Options::default(), async |app| {
        let amina = app.create_user(Role::Client, "amina.w@example.com").await;
        app.set_phone_and_verified(&amina, Some("254712345678"), true)
            .await;
        sqlx::query("UPDATE users SET first_name = 'Amina', last_name = 'Wanjiru' WHERE id = $1")
            .bind(&amina)
            .execute(app.pool())
            .await
            .expect("names");
        let baraka = app.create_user(Role::Client, "baraka@example.com").await;
        app.set_phone_and_verified(&baraka, Some("255612000000"), true)
            .await;
        sqlx::query(
            "UPDATE users SET first_name = 'Baraka', last_name = 'Otieno_50%' WHERE id = $1",
        )
        .bind(&baraka)
        .execute(app.pool())
        .await
        .expect("names");
        app.create_user(Role::Processor, "processor@example.com")
            .await;
        let sales = app.token("processor@example.com", PASSWORD).await;

        let search = async |q: &str| -> Vec<String> {
            let url = reqwest::Url::parse_with_params(&app.url("/api/clients"), &[("q", q)])
                .expect("url");
            let response = app
                .client
                .get(url)
                .bearer_auth(&sales)
                .send()
                .await
                .expect("send");
            let (status, body) = json(response).await;
            assert_eq!(status, StatusCode::OK, "{q}");
            body["users"]
                .as_array()
                .expect("users")
                .iter()
                .map(|u| u["_id"].as_str().expect("id").to_owned())
                .collect()
        };
        assert_eq!(search(&amina[..12]).await, [amina.as_str()]);
        assert_eq!(search("WANJ").await, [amina.as_str()]);
        assert_eq!(search("amina wanjiru").await, [amina.as_str()]);
        assert_eq!(search("amina.w@").await, [amina.as_str()]);
        assert_eq!(search("0712345678").await, [amina.as_str()]);
        assert_eq!(search("+255 612").await, [baraka.as_str()]);
        assert_eq!(search("50%").await, [baraka.as_str()]);
        assert_eq!(
            search("%").await,
            [baraka.as_str()],
            "a literal percent sign"
        );
        assert_eq!(search("q%").await, Vec::<String>::new());
        assert_eq!(search("_").await, [baraka.as_str()]);
        assert_eq!(search("nobody").await, Vec::<String>::new());
        assert_eq!(
            search("sales").await,
            Vec::<String>::new(),
            "staff are not clients"
        );
        assert_eq!(
            search(" ").await.len(),
            2,
            "a blank search lists every client"
        );
    })
    .await;
}

/// The acceleration team's business coach: made by the super admin only, like every staff account;
/// signs in as a coach (core lands the role on /coach/overview) and sees entrepreneurs' contacts,
/// never their loans or the funds.
#[tokio::test]
async fn the_super_admin_creates_a_business_coach_who_sees_no_loans() {
    each_backend(Options::default(), async |app| {
        for role in Role::ALL {
            app.create_user(role, &format!("{}@example.com", role.as_str()))
                .await;
        }
        let coach_form = |email: &str| {
            json!({
                "firstName": "Imani", "lastName": "Wambui", "email": email,
                "mobileNumber": "0712000909", "password": "Coach-pass-2026",
                "confirmPassword": "Coach-pass-2026", "referralChoice": "", "role": "coach",
            })
        };
        for role in Role::ALL.into_iter().filter(|r| *r != Role::Super) {
            let token = app
                .token(&format!("{}@example.com", role.as_str()), PASSWORD)
                .await;
            let body = coach_form("imani@example.com");
            let created = json(
                app.post_json("/api/client/signup", Some(&token), &body)
                    .await,
            )
            .await;
            assert_eq!(
                created,
                (StatusCode::FORBIDDEN, error(NO_ACCESS)),
                "{role:?}"
            );
            let invitation = json!({ "email": "imani@example.com", "role": "coach" });
            let invited = app
                .post_json("/api/invitations", Some(&token), &invitation)
                .await;
            assert_eq!(invited.status(), StatusCode::FORBIDDEN, "{role:?}");
        }

        let boss = app.token("super@example.com", PASSWORD).await;
        let invitation = json!({ "email": "juma@example.com", "role": "coach" });
        let invited = json(
            app.post_json("/api/invitations", Some(&boss), &invitation)
                .await,
        )
        .await;
        assert_eq!(invited.0, StatusCode::CREATED, "{}", invited.1);
        let body = coach_form("imani@example.com");
        let (status, created) = json(
            app.post_json("/api/client/signup", Some(&boss), &body)
                .await,
        )
        .await;
        assert_eq!(status, StatusCode::CREATED, "{created}");
        assert_eq!(created["data"]["role"], "coach");
        let id = created["data"]["user_id"].as_str().expect("id").to_owned();
        assert_eq!(app.audit_count("staff_created").await, 1);
        let (_, staff) = json(app.get("/api/staff", Some(&boss)).await).await;
        let listed = staff["users"].as_array().expect("users");
        assert!(listed
            .iter()
            .any(|u| u["_id"] == id.as_str() && u["role"] == "coach"));

        // A new account verifies by code at its first sign-in, then signs in as a coach.
        app.get("/api/otp/3/imani%40example.com", None).await;
        let code = app.code_sent_to("imani@example.com").await;
        let verify = json!({ "code": code });
        let verified = app
            .post_json("/api/otp/3/verify/imani%40example.com", None, &verify)
            .await;
        assert_eq!(verified.status(), StatusCode::OK);
        let coach = app.token("imani@example.com", "Coach-pass-2026").await;
        let (status, me) = json(app.get("/api/user/unbox", Some(&coach)).await).await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(me["user"]["role"], "coach");
        assert_eq!(Role::Coach.landing_path(), "/coach/overview");

        // Entrepreneurs' contacts, yes; loans, funds, reports and other staff, no.
        let client = app.create_user(Role::Client, "amina@example.com").await;
        let (status, clients) = json(app.get("/api/clients", Some(&coach)).await).await;
        assert_eq!(status, StatusCode::OK);
        assert!(clients["users"]
            .as_array()
            .expect("users")
            .iter()
            .any(|u| u["_id"] == client.as_str()));
        let (status, file) = json(
            app.get(&format!("/api/staff/clients/{client}"), Some(&coach))
                .await,
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{file}");
        assert!(file["data"].get("loans").is_none(), "{file}");
        for path in [
            "/api/staff/loans",
            "/api/staff/overview",
            "/api/loan_fund/list",
            "/api/loan_fund/all",
            "/api/reports/portfolio",
            "/api/staff",
            "/api/payments/reviews",
        ] {
            let answer = app.get(path, Some(&coach)).await;
            assert_eq!(answer.status(), StatusCode::FORBIDDEN, "{path}");
        }
        let loan_of_client = app
            .get(&format!("/api/client/loan/current/{client}"), Some(&coach))
            .await;
        assert_eq!(loan_of_client.status(), StatusCode::NOT_FOUND);
        let (status, _) = json(
            app.post_json(
                "/api/client/signup",
                Some(&coach),
                &coach_form("x@example.com"),
            )
            .await,
        )
        .await;
        assert_eq!(status, StatusCode::FORBIDDEN);
    })
    .await;
}
