//! A linked financial account validated as a statement over real HTTP (docs/validation.md): its
//! last months read through the linked account's feed, kept with no file as `linkedAccount`, and
//! counted in the report; a period that is not 1 to 12 months, no linked account, and the roles.

use crate::common;
use crate::validation_common::*;

use common::profile::{client, staff};
use common::{each_backend, json, Options};
use portal_core::linked_accounts::messages::{LINK_FIRST, STATEMENT_PERIOD};
use portal_core::roles::Role;
use portal_core::validation::messages::STATEMENT_RECEIVED;
use reqwest::StatusCode;
use serde_json::{json, Value};

const LINKED: &str = "/api/validation/linked";

#[tokio::test]
async fn a_linked_accounts_months_are_validated_without_an_upload() {
    each_backend(Options::default(), async |app| {
        let (user, token) = client(app, "amina@example.com").await;
        let (status, answer) = json(
            app.post_json(LINKED, Some(&token), &json!({"months": 3}))
                .await,
        )
        .await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{answer}");
        assert_eq!(answer, json!({"error": true, "message": LINK_FIRST}));

        let (_, code) = json(app.post("/api/mono/simulator/code", Some(&token)).await).await;
        let body = json!({ "mono_code": code["data"]["code"] });
        let (status, linked) = json(
            app.post_json(&format!("/api/mono/get_id/{user}"), Some(&token), &body)
                .await,
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{linked}");

        for months in [json!(0), json!(13), json!("soon"), Value::Null] {
            let (status, answer) = json(
                app.post_json(LINKED, Some(&token), &json!({"months": months}))
                    .await,
            )
            .await;
            assert_eq!(
                status,
                StatusCode::UNPROCESSABLE_ENTITY,
                "{months}: {answer}"
            );
            assert_eq!(answer["message"], STATEMENT_PERIOD);
        }
        let (status, answer) = json(
            app.post_json(LINKED, Some(&token), &json!({"months": 3}))
                .await,
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{answer}");
        assert_eq!(answer["message"], STATEMENT_RECEIVED);
        let statement = &answer["data"];
        assert_eq!(statement["source"], "linkedAccount");
        assert_eq!(statement["status"], "reconciled");
        assert_eq!(statement["fileUrl"], Value::Null);
        assert_eq!(statement["institutionId"], Value::Null);
        assert!(statement["transactionCount"].as_i64().expect("count") > 0);
        assert!(!statement["institutionName"]
            .as_str()
            .expect("name")
            .is_empty());

        let data = report(app, &token, "").await;
        assert_eq!(
            data["byInstitution"][0]["institutionName"],
            statement["institutionName"]
        );
        assert!(!data["months"].as_array().expect("months").is_empty());
        let (status, list) = get(app, &token, STATEMENTS).await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(list["data"][0]["id"], statement["id"]);
        let coach = staff(app, Role::Coach, "coach@example.com").await;
        let (status, _) = json(
            app.post_json(LINKED, Some(&coach), &json!({"months": 3}))
                .await,
        )
        .await;
        assert_eq!(status, StatusCode::FORBIDDEN);
    })
    .await;
}
