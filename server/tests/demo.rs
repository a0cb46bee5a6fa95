//! Demo data: one account per role, created idempotently, each able to sign in; and the portfolio
//! (clients in every hub, loans in every state, arrears in every band, a year of books), made once.

use crate::common;

use common::{each_backend, json, Options};
use portal_core::playbook::seeds::seeds;
use portal_core::roles::Role;
use reqwest::StatusCode;
use sqlx::Row;

const DEMO: [(&str, Role); 13] = [
    ("client@demo.test", Role::Client),
    ("applicant@demo.test", Role::Applicant),
    ("onboarding@demo.test", Role::Client),
    ("onboarding.applicant@demo.test", Role::Applicant),
    ("digiprime@demo.test", Role::Digiprime),
    ("sales@demo.test", Role::Sales),
    ("processor@demo.test", Role::Processor),
    ("authorizer@demo.test", Role::Authorizer),
    ("admin@demo.test", Role::Admin),
    ("coach@demo.test", Role::Coach),
    ("advisor@demo.test", Role::Advisor),
    ("mentor@demo.test", Role::Mentor),
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
            // The role accounts and the portfolio's entrepreneurs.
            assert_eq!(
                ids_before.len(),
                DEMO.len() + portal_server::demo::PORTFOLIO.len()
            );
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
                // The loans' demo client skips the new onboarding; the onboarding's walks it.
                let new_onboarding = role != Role::Client || email == "onboarding@demo.test";
                assert_eq!(user["useNewOnboarding"], new_onboarding, "{email}");
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

async fn count(app: &common::TestApp, sql: &str) -> i64 {
    sqlx::query(sql)
        .fetch_one(app.pool())
        .await
        .expect("count")
        .get::<i64, _>(0)
}

#[tokio::test]
async fn the_portfolio_fills_every_staff_screen_once() {
    each_backend(
        Options {
            demo: true,
            ..Options::default()
        },
        async |app| {
            let clients = count(app, "SELECT COUNT(*) FROM users WHERE role = 'client'").await;
            assert!((30..=32).contains(&clients), "{clients} clients");
            for hub in ["Nairobi", "Kisumu", "Mombasa", "Dar es Salaam", "Nakuru"] {
                let sql = format!(
                    "SELECT COUNT(*) FROM client_details WHERE residence_city = '{hub}'"
                );
                assert!(count(app, &sql).await >= 5, "{hub}");
            }

            let superuser = app.token("super@demo.test", "Demo-2026!").await;
            let (status, overview) =
                json(app.get("/api/staff/overview", Some(&superuser)).await).await;
            assert_eq!(status, StatusCode::OK);
            for status in portal_core::loans::lifecycle::LoanStatus::ALL {
                let n = overview["data"]["counts"][status.as_str()].as_i64().unwrap_or(0);
                assert!(n > 0, "no {} loan on {}", status.as_str(), app.backend);
            }
            let kes = overview["data"]["totals"]
                .as_array()
                .expect("totals")
                .iter()
                .find(|t| t["currency"] == "KES")
                .expect("KES totals")
                .clone();
            for figure in ["disbursed", "collected", "arrears", "outstanding"] {
                assert!(kes[figure].as_f64().is_some_and(|v| v > 0.0), "{figure}: {kes}");
            }

            let (status, arrears) =
                json(app.get("/api/reports/arrears", Some(&superuser)).await).await;
            assert_eq!(status, StatusCode::OK);
            for band in ["1-30", "31-60", "61-90", "90+"] {
                let loans: i64 = arrears["data"]
                    .as_array()
                    .expect("rows")
                    .iter()
                    .filter(|row| row["bucket"] == band)
                    .map(|row| row["loans"].as_i64().unwrap_or(0))
                    .sum();
                assert!(loans > 0, "no loan {band} days in arrears");
            }

            // The sales agent registered them, so the agent's overview counts them too.
            let agent = app.token("sales@demo.test", "Demo-2026!").await;
            let (_, mine) = json(app.get("/api/staff/overview", Some(&agent)).await).await;
            assert!(mine["data"]["counts"]["active"].as_i64().unwrap_or(0) > 0, "{mine}");

            // Balances agree with the ledger: every active loan owes what its schedule has unpaid.
            let disagree = count(
                app,
                "SELECT COUNT(*) FROM loans l WHERE l.status IN ('active', 'closed') AND l.balance_minor <> \
                 (SELECT CAST(COALESCE(SUM(i.amount_minor + i.penalty_minor - i.paid_minor), 0) AS BIGINT) \
                  FROM loan_installments i WHERE i.loan_id = l.id)",
            )
            .await;
            assert_eq!(disagree, 0);

            let email = portal_server::demo::showcase_email();
            let owner = app.token(&email, "Demo-2026!").await;
            let business: String = sqlx::query(
                "SELECT b.id FROM businesses b JOIN users u ON u.id = b.owner_user_id WHERE u.email = $1",
            )
            .bind(&email)
            .fetch_one(app.pool())
            .await
            .expect("the showcase's business")
            .get(0);
            let mut revenue = 0.0;
            for year in portal_core::bookkeeping::cashflow::analytics_years(app.state.now()) {
                let path = format!("/api/stats/cashflow/{business}/books/{year}");
                let (status, body) = json(app.get(&path, Some(&owner)).await).await;
                assert_eq!(status, StatusCode::OK, "{body}");
                if let Some(months) = body["data"]["revenue"].as_object() {
                    revenue += months.values().filter_map(serde_json::Value::as_f64).sum::<f64>();
                }
            }
            assert!(revenue > 0.0, "the showcase's cashflow is empty");

            // Every client's profile is complete, identity documents included, and the showcase's
            // ID opens through the media route like an uploaded one.
            let showcase: String = sqlx::query("SELECT id FROM users WHERE email = $1")
                .bind(&email)
                .fetch_one(app.pool())
                .await
                .expect("the showcase")
                .get(0);
            let details = format!("/api/client/details/{showcase}");
            let (status, mine) = json(app.get(&details, Some(&owner)).await).await;
            assert_eq!(status, StatusCode::OK, "{mine}");
            assert_eq!(mine["data"]["setupPath"], "/dashboard/profile/user");
            assert_eq!(mine["data"]["identity"]["identityType"], "National Identity Card");
            let photo = mine["data"]["identity"]["profilePhoto"].as_str().expect("photo");
            let image = mine["data"]["identity"]["imageUrl"].as_str().expect("image");
            for url in [image, photo] {
                let response = app.get(url, Some(&owner)).await;
                assert_eq!(response.status(), StatusCode::OK, "{url}");
                assert_eq!(response.headers()["content-type"], "image/png");
                let bytes = response.bytes().await.expect("bytes");
                assert!(bytes.starts_with(b"\x89PNG"), "{url}");
            }
            let processor = app.token("processor@demo.test", "Demo-2026!").await;
            assert_eq!(
                app.get(image, Some(&processor)).await.status(),
                StatusCode::OK,
                "staff open it too"
            );
            let incomplete = count(
                app,
                "SELECT COUNT(*) FROM users u LEFT JOIN client_details d ON d.user_id = u.id \
                 WHERE u.email LIKE '%@demo.test' AND u.email NOT IN ('client@demo.test', 'onboarding@demo.test') AND u.role = 'client' \
                 AND (d.identity_type IS NULL OR d.identity_file_id IS NULL OR d.photo_file_id IS NULL \
                 OR u.profile_photo IS NULL OR u.onboarding_complete <> 1)",
            )
            .await;
            assert_eq!(incomplete, 0, "portfolio clients without a finished profile");
            let files = count(
                app,
                "SELECT COUNT(*) FROM files f JOIN client_details d \
                 ON f.id = d.identity_file_id OR f.id = d.photo_file_id",
            )
            .await;
            assert_eq!(files, 2 * portal_server::demo::PORTFOLIO.len() as i64);

            // The showcase's invest profile is public with her year of figures, and her documents
            // are there: a quotation made an invoice, paid in part, its sales in her books.
            let (code, listed) = common::json(app.get("/api/investors/profiles", None).await).await;
            assert_eq!(code, reqwest::StatusCode::OK, "{listed}");
            assert_eq!(listed["total"], 1, "{listed}");
            assert_eq!(count(app, "SELECT COUNT(*) FROM documents").await, 2);
            assert_eq!(count(app, "SELECT COUNT(*) FROM document_payments").await, 1);

            let tables = [
                "files",
                "users",
                "client_details",
                "loans",
                "loan_history",
                "loan_installments",
                "loan_repayments",
                "bk_records",
                "businesses",
                "invest_profiles",
                "documents",
                "document_payments",
            ];
            let mut before = Vec::new();
            for table in tables {
                before.push(count(app, &format!("SELECT COUNT(*) FROM {table}")).await);
            }
            portal_server::demo::seed(&app.state)
                .await
                .expect("second seeding");
            for (table, was) in tables.iter().zip(before) {
                let now = count(app, &format!("SELECT COUNT(*) FROM {table}")).await;
                assert_eq!(now, was, "{table} grew on a second seeding");
            }
        },
    )
    .await;
}

#[tokio::test]
async fn the_demo_advisor_is_paired_with_the_demo_client_once() {
    each_backend(
        Options {
            demo: true,
            ..Options::default()
        },
        async |app| {
            portal_server::demo::seed(&app.state)
                .await
                .expect("second seeding");
            let client = app.token("client@demo.test", "Demo-2026!").await;
            let advisor = app.token("advisor@demo.test", "Demo-2026!").await;
            for token in [&client, &advisor] {
                let (status, body) = json(app.get("/api/playbook/pairs", Some(token)).await).await;
                assert_eq!(status, StatusCode::OK, "{body}");
                let pairs = body["data"].as_array().expect("pairs");
                assert_eq!(pairs.len(), 1);
                assert_eq!(pairs[0]["advisorMail"], "advisor@demo.test");
                assert_eq!(
                    pairs[0]["assignedPlaybooks"].as_array().map(Vec::len),
                    Some(2)
                );
                assert_eq!(pairs[0]["progress"][0]["status"], "inProgress");
                // The scorecards' demo completed the last two of the first playbook's five sessions.
                assert_eq!(pairs[0]["progress"][0]["stateNumber"], 40, "{body}");
                assert_eq!(pairs[0]["progress"][1]["status"], "pending");
            }
            assert_eq!(app.count_rows("playbook_tasks").await, 1);
            // The first session's tick, and every tool of the two completed last sessions.
            let content = seeds();
            let completed: usize = content[0]
                .sessions
                .iter()
                .rev()
                .take(2)
                .map(|s| s.tools.len())
                .sum();
            assert_eq!(
                app.count_rows("playbook_tool_ticks").await,
                1 + completed as i64
            );
            assert_eq!(app.count_rows("playbooks").await, 5);
        },
    )
    .await;
}
