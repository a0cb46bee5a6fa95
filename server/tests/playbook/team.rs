//! The team pairs and assigns; nobody else does.

use portal_core::playbook::pairs::PAIR_NOT_FOUND;
use portal_core::roles::Role;
use reqwest::StatusCode;
use serde_json::json;

use super::support::{assign, get, person, post, send, world};
use crate::common::{each_backend, Options};

#[tokio::test]
async fn the_team_pairs_and_assigns_and_nobody_else_does() {
    each_backend(Options::default(), async |app| {
        let w = world(app).await;
        let (code, body) = get(app, "/api/playbook/people", &w.coach).await;
        assert_eq!(code, StatusCode::OK, "{body}");
        assert_eq!(body["advisors"].as_array().map(Vec::len), Some(2));
        assert_eq!(body["entrepreneurs"].as_array().map(Vec::len), Some(2));
        for token in [&w.client, &w.advisor, &w.sales] {
            let (code, _) = get(app, "/api/playbook/people", token).await;
            assert_eq!(code, StatusCode::FORBIDDEN);
        }

        let (new_id, new_token) = person(app, Role::Digiprime, "new@playbook.test").await;
        let (advisor_id, advisor_token) =
            person(app, Role::Advisor, "advisor3@playbook.test").await;
        let body = json!({"entrepreneurId": new_id, "advisorId": advisor_id});
        for token in [&w.client, &w.advisor, &w.sales] {
            let (code, _) = post(app, "/api/playbook/pairs", token, &body).await;
            assert_eq!(code, StatusCode::FORBIDDEN);
        }
        // Two advisors, or an advisor as the entrepreneur, are refused.
        let (code, _) = post(
            app,
            "/api/playbook/pairs",
            &w.coach,
            &json!({"entrepreneurId": advisor_id, "advisorId": advisor_id}),
        )
        .await;
        assert_eq!(code, StatusCode::BAD_REQUEST);
        let (code, _) = post(
            app,
            "/api/playbook/pairs",
            &w.coach,
            &json!({"entrepreneurId": new_id, "advisorId": new_id}),
        )
        .await;
        assert_eq!(code, StatusCode::BAD_REQUEST);

        let (_, before) = get(app, "/api/playbook/pairs", &new_token).await;
        assert_eq!(before["data"].as_array().map(Vec::len), Some(0));
        // The phone keeps the playbook's screens for offline use once the user has an advisor.
        let (_, user) = get(app, "/api/user/unbox", &new_token).await;
        assert_eq!(user["user"]["playbookPaired"], false);
        let (code, paired) = post(app, "/api/playbook/pairs", &w.coach, &body).await;
        assert_eq!(code, StatusCode::OK, "{paired}");
        // Both sides of the new pair.
        for token in [&new_token, &advisor_token] {
            let (_, user) = get(app, "/api/user/unbox", token).await;
            assert_eq!(user["user"]["playbookPaired"], true);
        }
        let pair = paired["data"]["_id"].as_str().expect("id").to_owned();
        assert_eq!(
            paired["data"]["assignedPlaybooks"].as_array().map(Vec::len),
            Some(0)
        );
        let (code, _) = post(app, "/api/playbook/pairs", &w.super_admin, &body).await;
        assert_eq!(code, StatusCode::CONFLICT);

        for token in [&w.client, &w.advisor, &w.sales] {
            let (code, _) = assign(app, token, &pair, w.playbook(3)).await;
            assert_eq!(code, StatusCode::FORBIDDEN);
        }
        let (code, body) = assign(app, &w.coach, &pair, w.playbook(3)).await;
        assert_eq!(code, StatusCode::OK, "{body}");
        assert_eq!(body["data"]["assignedPlaybooks"][0]["id"], w.playbook(3));
        let (code, _) = assign(app, &w.coach, &pair, w.playbook(3)).await;
        assert_eq!(code, StatusCode::CONFLICT);
        let (code, body) = assign(app, &w.coach, "0123456789abcdef01234567", w.playbook(3)).await;
        assert_eq!(
            (code, body["msg"].as_str()),
            (StatusCode::NOT_FOUND, Some(PAIR_NOT_FOUND))
        );
        let (code, _) = assign(app, &w.coach, &pair, "0123456789abcdef01234567").await;
        assert_eq!(code, StatusCode::NOT_FOUND);

        let (code, _) = get(
            app,
            &format!("/api/playbook/chapters/{}", w.playbook(3)),
            &new_token,
        )
        .await;
        assert_eq!(code, StatusCode::OK);
        let unassign = format!("/api/playbook/pairs/{pair}/playbooks/{}", w.playbook(3));
        let (code, _) = send(
            app,
            reqwest::Method::DELETE,
            &unassign,
            Some(&w.advisor),
            None,
        )
        .await;
        assert_eq!(code, StatusCode::FORBIDDEN);
        let (code, body) = send(
            app,
            reqwest::Method::DELETE,
            &unassign,
            Some(&w.super_admin),
            None,
        )
        .await;
        assert_eq!(code, StatusCode::OK, "{body}");
        let (code, _) = send(
            app,
            reqwest::Method::DELETE,
            &unassign,
            Some(&w.super_admin),
            None,
        )
        .await;
        assert_eq!(code, StatusCode::CONFLICT);
        let (code, _) = get(
            app,
            &format!("/api/playbook/chapters/{}", w.playbook(3)),
            &new_token,
        )
        .await;
        assert_eq!(code, StatusCode::NOT_FOUND);
        assert_eq!(app.audit_count("playbook_paired").await, 3);
        assert_eq!(app.audit_count("playbook_assigned").await, 4);
        assert_eq!(app.audit_count("playbook_unassigned").await, 1);
    })
    .await;
}
