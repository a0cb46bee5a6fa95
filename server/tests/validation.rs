//! Financial validation over HTTP (issue 17; docs/validation.md): the institutions list of spec 002
//! section 7.4, its roles and its language.

use crate::common;
use common::profile::{client, staff};
use common::{each_backend, json, Options};
use portal_core::roles::Role;
use reqwest::StatusCode;
use serde_json::{json, Value};

const INSTITUTIONS: &str = "/api/validation/institutions";

#[tokio::test]
async fn the_institutions_of_kenya_and_tanzania_are_listed_in_the_readers_language() {
    each_backend(Options::default(), async |app| {
        let (_, token) = client(app, "amina@example.com").await;
        let (status, answer) =
            json(app.post_json(INSTITUTIONS, Some(&token), &json!({})).await).await;
        assert_eq!(status, StatusCode::OK, "{answer}");
        assert_eq!(answer["error"], false);
        assert_eq!(answer["message"], "Financial institutions found");
        let data = answer["data"].as_array().expect("data");
        assert_eq!(answer["count"], data.len());
        assert_eq!(data[0], json!({ "id": 1, "name": "M-Pesa (Safaricom)" }));
        let names: Vec<&str> = data.iter().filter_map(|i| i["name"].as_str()).collect();
        for wanted in [
            "Airtel Money Kenya",
            "Tigo Pesa (Mixx by Yas)",
            "Equity Bank",
            "KCB Bank",
            "Co-operative Bank of Kenya",
            "NCBA Bank",
            "Absa Bank Kenya",
            "CRDB Bank",
            "NMB Bank",
        ] {
            assert!(names.contains(&wanted), "{wanted} in {names:?}");
        }
        assert!(
            data.iter()
                .all(|i| i.as_object().is_some_and(|o| o.len() == 2)),
            "id and name only"
        );

        sqlx::query("UPDATE users SET language = 'sw' WHERE email = $1")
            .bind("amina@example.com")
            .execute(app.pool())
            .await
            .expect("language");
        let (_, swahili) = json(app.post_json(INSTITUTIONS, Some(&token), &json!({})).await).await;
        assert_eq!(swahili["message"], "Taasisi za fedha zimepatikana");
        assert_eq!(swahili["data"], answer["data"]);
    })
    .await;
}

#[tokio::test]
async fn only_the_entrepreneur_and_the_reviewing_staff_may_list_them() {
    each_backend(Options::default(), async |app| {
        for role in [Role::Coach, Role::Super, Role::Admin] {
            let token = staff(app, role, &format!("{}@example.com", role.as_str())).await;
            let (status, _) =
                json(app.post_json(INSTITUTIONS, Some(&token), &json!({})).await).await;
            assert_eq!(status, StatusCode::OK, "{role:?}");
        }
        for role in [Role::Advisor, Role::Applicant, Role::Sales, Role::Mentor] {
            let token = staff(app, role, &format!("{}@example.com", role.as_str())).await;
            let (status, _) =
                json(app.post_json(INSTITUTIONS, Some(&token), &json!({})).await).await;
            assert_eq!(status, StatusCode::FORBIDDEN, "{role:?}");
        }
        let (status, _): (StatusCode, Value) =
            json(app.post_json(INSTITUTIONS, None, &json!({})).await).await;
        assert_eq!(status, StatusCode::UNAUTHORIZED);
    })
    .await;
}
