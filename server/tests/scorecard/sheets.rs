//! The coach's scoring sheet: read blank, checked by core on save (the first problem as `{error:
//! true, message, field}`), audited, read by the next compute; the coach and the super admin only.

use portal_core::roles::Role;
use reqwest::StatusCode;
use serde_json::json;

use super::*;
use crate::common::{each_backend, error, Options};

#[tokio::test]
async fn the_sheet_is_checked_kept_audited_and_scored() {
    each_backend(Options::default(), async |app| {
        let quarter = past_quarter(app);
        let (_, amina, business) = client(app, "amina@example.com").await;
        let coach = staff(app, Role::Coach, "coach@example.com").await;
        let path = format!("/api/scorecard/sheets/{}/{}/{}", business.id, quarter.year, quarter.quarter);

        let (status, blank) = get(app, &coach, &path).await;
        assert_eq!(status, StatusCode::OK, "{blank}");
        assert_eq!(blank["updatedAt"], json!(null));
        let licenses: Vec<&str> = blank["data"]["licenses"].as_array().expect("licences").iter().filter_map(|r| r["name"].as_str()).collect();
        assert_eq!(licenses, ["Single Business Permit", "Health Trade License", "Food and Beverage License", "Fire Safety Certificate"]);
        assert_eq!(blank["data"]["playbooks"].as_array().map(Vec::len), Some(5));
        assert_eq!(blank["data"]["collateral"], json!(null));

        let mut sheet = blank["data"].clone();
        sheet["collateral"] = json!(7);
        let (status, body) = put_json(app, &coach, &path, &sheet).await;
        assert_eq!(status, StatusCode::BAD_REQUEST);
        assert_eq!(body, json!({ "error": true, "message": "Give a rating as a whole number from 0 to 5", "field": "collateral" }));
        sheet["collateral"] = json!(4);
        sheet["businessStarted"] = json!("2024-13");
        let (_, body) = put_json(app, &coach, &path, &sheet).await;
        assert_eq!(body["message"], "Write the month the business started like 2024-03");
        assert_eq!(body["field"], "businessStarted");
        let (_, body) = put_json(app, &coach, &path, &json!({ "coachMeetings": "many" })).await;
        assert_eq!(body["error"], true);
        assert_eq!(app.audit_count("scorecard_sheet_saved").await, 0);

        sheet["businessStarted"] = json!("2024-03");
        sheet["coachMeetings"] = json!(3);
        sheet["licenses"][0]["status"] = json!(1);
        sheet["licenses"][0]["value"] = json!("2025-01-15");
        let (status, saved) = put_json(app, &coach, &path, &sheet).await;
        assert_eq!(status, StatusCode::OK, "{saved}");
        assert_eq!(saved["data"]["collateral"], 4);
        assert_eq!(saved["data"]["licenses"][0]["value"], "2025-01-15");
        assert!(saved["updatedAt"].is_i64());
        assert_eq!(app.audit_count("scorecard_sheet_saved").await, 1);
        let (_, again) = get(app, &coach, &path).await;
        assert_eq!(again, saved);

        // The next compute reads it: three coach meetings reach the target; the business started
        // in March 2024 puts it in an older rank group.
        let record = compute(app, &coach, &business.id, quarter).await;
        assert_eq!(record["participationInAcceleration"]["businessCoach"]["score"], 100, "{record}");
        assert_ne!(record["rankGroup"]["id"], "1-6", "{record}");

        // Nobody else reads or writes sheets; another business or a bad quarter is not there.
        for role in [Role::Processor, Role::Sales] {
            let token = staff(app, role, &format!("{}@example.com", role.as_str())).await;
            let (status, _) = get(app, &token, &path).await;
            assert_eq!(status, StatusCode::FORBIDDEN, "{role:?}");
        }
        let (status, _) = get(app, &amina, &path).await;
        assert_eq!(status, StatusCode::FORBIDDEN);
        let (status, _) = put_json(app, &amina, &path, &sheet).await;
        assert_eq!(status, StatusCode::FORBIDDEN);
        let unknown = portal_server::ids::new_id(app.state.now());
        let missing = get(app, &coach, &format!("/api/scorecard/sheets/{unknown}/{}/{}", quarter.year, quarter.quarter)).await;
        assert_eq!(missing, (StatusCode::NOT_FOUND, error("Not found")));
        let bad_quarter = get(app, &coach, &format!("/api/scorecard/sheets/{}/{}/5", business.id, quarter.year)).await;
        assert_eq!(bad_quarter, (StatusCode::NOT_FOUND, error("Not found")));
        // The super admin keeps sheets too.
        let boss = staff(app, Role::Super, "super@example.com").await;
        let (status, _) = get(app, &boss, &path).await;
        assert_eq!(status, StatusCode::OK);
    })
    .await;
}
