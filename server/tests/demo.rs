//! Demo accounts: one per role, created idempotently, each able to sign in.

use crate::common;

use common::{each_backend, json, Options};
use portal_core::roles::Role;
use reqwest::StatusCode;
use sqlx::Row;

const DEMO: [(&str, Role); 8] = [
    ("client@demo.test", Role::Client),
    ("applicant@demo.test", Role::Applicant),
    ("digiprime@demo.test", Role::Digiprime),
    ("sales@demo.test", Role::Sales),
    ("processor@demo.test", Role::Processor),
    ("authorizer@demo.test", Role::Authorizer),
    ("admin@demo.test", Role::Admin),
    ("super@demo.test", Role::Super),
];

#[tokio::test]
async fn demo_seeding_is_idempotent_and_every_account_signs_in() {
    each_backend(
        Options {
            demo: true,
            ..Options::default()
        },
        async |app| {
            let ids_before: Vec<String> = sqlx::query("SELECT id FROM users ORDER BY id")
                .fetch_all(app.pool())
                .await
                .expect("ids")
                .iter()
                .map(|r| r.get(0))
                .collect();
            // A second start over the same database: migrations and seeding run again.
            portal_server::prepare(app.config.clone(), app.state.clock.clone())
                .await
                .expect("second start");
            portal_server::demo::seed(&app.state)
                .await
                .expect("third seeding");
            let ids_after: Vec<String> = sqlx::query("SELECT id FROM users ORDER BY id")
                .fetch_all(app.pool())
                .await
                .expect("ids")
                .iter()
                .map(|r| r.get(0))
                .collect();
            assert_eq!(ids_before.len(), 8);
            assert_eq!(ids_after, ids_before);

            for (email, role) in DEMO {
                let token = app.token(email, "Demo-2026!").await;
                let (status, body) = json(app.get("/api/user/unbox", Some(&token)).await).await;
                assert_eq!(status, StatusCode::OK);
                let user = &body["user"];
                assert_eq!(user["role"], role.as_str(), "{email}");
                assert_eq!(user["email"], email);
                assert!(user["firstName"].as_str().is_some_and(|n| !n.is_empty()));
                assert!(
                    user["phoneNumber"]
                        .as_str()
                        .is_some_and(portal_core::forms::is_valid_phone),
                    "{email}"
                );
                assert_eq!(user["useNewOnboarding"], role != Role::Client, "{email}");
            }
        },
    )
    .await;
}

#[tokio::test]
async fn demo_seeding_restores_a_changed_demo_account() {
    each_backend(
        Options {
            demo: true,
            ..Options::default()
        },
        async |app| {
            sqlx::query(
                "UPDATE users SET active = 0, role = 'client' WHERE email = 'admin@demo.test'",
            )
            .execute(app.pool())
            .await
            .expect("tamper");
            portal_server::demo::seed(&app.state)
                .await
                .expect("seed again");
            let token = app.token("admin@demo.test", "Demo-2026!").await;
            let (_, body) = json(app.get("/api/user/unbox", Some(&token)).await).await;
            assert_eq!(body["user"]["role"], "admin");
        },
    )
    .await;
}

#[test]
fn announcement_lists_every_account_and_the_password() {
    let text = portal_server::demo::announcement("http://localhost:8080", "Demo-2026!");
    assert!(text.contains("http://localhost:8080"));
    assert!(text.contains("Demo-2026!"));
    for (email, _) in DEMO {
        assert!(text.contains(email), "{email}");
    }
}
