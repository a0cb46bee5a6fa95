//! Computing from the current figures: a DigiKua change then a recompute moves the score; the super
//! admin's thresholds change the next compute (kept cards keep theirs); the risk scorecard and the
//! credit report.

use portal_core::roles::Role;
use reqwest::StatusCode;
use serde_json::{json, Value};

use super::*;
use crate::common::{each_backend, error, Options};

fn turnover(record: &Value) -> Value {
    record["financialResults"]["monthlyRevenueTurnover"]["score"].clone()
}

#[tokio::test]
async fn a_digikua_change_then_a_recompute_moves_the_score() {
    each_backend(Options::default(), async |app| {
        let quarter = past_quarter(app);
        let (_, amina, business) = client(app, "amina@example.com").await;
        let coach = staff(app, Role::Coach, "coach@example.com").await;

        let before = compute(app, &coach, &business.id, quarter).await;
        // No sale at all: the turnover has no figure, its notes say what is missing.
        assert_eq!(turnover(&before), Value::Null, "{before}");
        assert!(
            before["financialResults"]["monthlyRevenueTurnover"]["notes"]
                .as_str()
                .is_some_and(|n| !n.is_empty())
        );

        sell_each_month(app, &amina, &business.id, quarter, 10_000).await;
        let small = compute(app, &coach, &business.id, quarter).await;
        assert_eq!(turnover(&small), 25, "{small}");
        sell_each_month(app, &amina, &business.id, quarter, 600_000).await;
        let large = compute(app, &coach, &business.id, quarter).await;
        assert_eq!(turnover(&large), 100, "{large}");
        assert_ne!(
            large["financialResults"]["score"],
            small["financialResults"]["score"]
        );
        assert!(large["dateAdded"].as_i64() >= small["dateAdded"].as_i64());
        // The recompute replaced the quarter's card: one kept.
        assert_eq!(app.count_rows("scorecards").await, 1);
        let (_, read) = post(
            app,
            &amina,
            "/api/scorecard/read",
            &quarter_body(None, quarter),
        )
        .await;
        assert_eq!(turnover(&read["data"][0]), 100);

        // Only the coach and the super admin compute.
        for role in [Role::Processor, Role::Sales, Role::Advisor] {
            let token = staff(app, role, &format!("{}@example.com", role.as_str())).await;
            let (status, body) = post(
                app,
                &token,
                "/api/scorecard/compute",
                &quarter_body(Some(&business.id), quarter),
            )
            .await;
            assert_eq!(
                (status, body),
                (
                    StatusCode::FORBIDDEN,
                    error("You do not have access to this")
                ),
                "{role:?}"
            );
        }
        let (status, _) = post(
            app,
            &amina,
            "/api/scorecard/compute",
            &quarter_body(Some(&business.id), quarter),
        )
        .await;
        assert_eq!(status, StatusCode::FORBIDDEN);
    })
    .await;
}

#[tokio::test]
async fn the_super_admins_thresholds_change_the_next_compute() {
    each_backend(Options::default(), async |app| {
        let quarter = past_quarter(app);
        let (_, amina, business) = client(app, "amina@example.com").await;
        sell_each_month(app, &amina, &business.id, quarter, 10_000).await;
        let coach = staff(app, Role::Coach, "coach@example.com").await;
        let boss = staff(app, Role::Super, "super@example.com").await;

        let (status, table) = get(app, &coach, "/api/scorecard/thresholds").await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(table["version"], 0);
        let rules = table["data"].as_array().expect("rules").clone();
        let at = rules
            .iter()
            .position(|r| r["measure"] == "monthlyRevenueTurnover")
            .expect("the turnover's rule");
        assert_eq!(rules[at]["better"], "higher");
        assert_eq!(
            compute(app, &coach, &business.id, quarter).await["financialResults"]
                ["monthlyRevenueTurnover"]["score"],
            25
        );

        // A bad table: core's first problem, nothing saved.
        let mut bad = rules.clone();
        bad[at]["steps"] = json!([{ "bound": 5000, "score": 80 }, { "bound": 9000, "score": 100 }]);
        let (status, body) = put_json(
            app,
            &boss,
            "/api/scorecard/thresholds",
            &json!({ "data": bad }),
        )
        .await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
        assert_eq!(body["error"], true);
        assert_eq!(body["field"], format!("data[{at}].steps[1].bound"));
        assert!(body["message"].as_str().is_some_and(|m| !m.is_empty()));
        // Only the super admin changes it.
        let mut good = rules.clone();
        good[at]["steps"] = json!([{ "bound": 5000, "score": 90 }]);
        let (status, _) = put_json(
            app,
            &coach,
            "/api/scorecard/thresholds",
            &json!({ "data": good }),
        )
        .await;
        assert_eq!(status, StatusCode::FORBIDDEN);
        assert_eq!(app.audit_count("scorecard_thresholds_saved").await, 0);

        let (status, saved) = put_json(
            app,
            &boss,
            "/api/scorecard/thresholds",
            &json!({ "data": good }),
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{saved}");
        assert_eq!(saved["version"], 1);
        assert_eq!(
            saved["data"][at]["steps"],
            json!([{ "bound": 5000, "score": 90 }])
        );
        assert_eq!(app.audit_count("scorecard_thresholds_saved").await, 1);
        let (_, kept) = post(
            app,
            &amina,
            "/api/scorecard/read",
            &quarter_body(None, quarter),
        )
        .await;
        // The kept card keeps the score it was computed with…
        assert_eq!(
            kept["data"][0]["financialResults"]["monthlyRevenueTurnover"]["score"],
            25
        );
        // …the next compute uses the new table.
        let next = compute(app, &coach, &business.id, quarter).await;
        assert_eq!(
            next["financialResults"]["monthlyRevenueTurnover"]["score"], 90,
            "{next}"
        );
    })
    .await;
}

#[tokio::test]
async fn the_risk_scorecard_and_the_credit_report() {
    each_backend(Options::default(), async |app| {
        let quarter = past_quarter(app);
        let (_, amina, business) = client(app, "amina@example.com").await;
        sell_each_month(app, &amina, &business.id, quarter, 50_000).await;
        let coach = staff(app, Role::Coach, "coach@example.com").await;
        let path = format!("/api/scorecard/risk/{}", business.id);

        // Nothing computed yet: 'Scores not found'.
        let nothing = get(app, &amina, &path).await;
        assert_eq!(
            nothing,
            (StatusCode::OK, json!({ "Response": false, "data": [] }))
        );
        let (_, report) = get(app, &amina, "/api/scorecard/credit-report").await;
        assert_eq!(
            report,
            json!({ "loans": [], "scorecard": null, "advice": [] })
        );

        let record = compute(app, &coach, &business.id, quarter).await;
        let (status, risk) = get(app, &amina, &path).await;
        assert_eq!(status, StatusCode::OK, "{risk}");
        assert_eq!(risk["Response"], true);
        let card = &risk["data"][0];
        assert_eq!(
            card["business"],
            json!({ "id": business.id, "name": business.name })
        );
        assert_eq!(
            (card["year"].clone(), card["quarter"].clone()),
            (json!(quarter.year), json!(quarter.quarter))
        );
        for section in [
            "businessRisk",
            "investmentRisk",
            "creditRisk",
            "performanceRisk",
            "socialDataViaLoanProposal",
            "impactDataViaDigiKua",
        ] {
            assert!(
                card[section]["data"].get("percent").is_some(),
                "{section}: {card}"
            );
        }
        assert!(card["data"].get("percent").is_some());
        let months = card["businessRisk"]["operatingProfitMargin"]["report"]
            .as_object()
            .expect("months");
        let key = format!("{}:{}", quarter.year, quarter.quarter * 3 - 2);
        assert_eq!(months[&key]["operatingProfit"], 50_000, "{months:?}");
        assert!(card["businessRisk"]["cashFlowValidation"]["notes"].is_string());
        let staff_view = get(
            app,
            &coach,
            &format!("{path}?year={}&quarter={}", quarter.year, quarter.quarter),
        )
        .await;
        assert_eq!(staff_view.1["data"][0]["business"], card["business"]);

        let (status, report) = get(app, &amina, "/api/scorecard/credit-report").await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(report["loans"], json!([]));
        assert_eq!(report["scorecard"], record);
        let advice = report["advice"].as_array().expect("advice");
        assert!(!advice.is_empty(), "{report}");
        // The weak measures (below 51, or without a figure the client can add), each with a text.
        assert!(
            advice
                .iter()
                .all(|a| a["score"].is_null() || a["score"].as_f64().is_some_and(|s| s < 51.0)),
            "{report}"
        );
        assert!(
            advice
                .iter()
                .all(|a| a["text"].as_str().is_some_and(|t| !t.is_empty())),
            "{report}"
        );
        let swahili = get(app, &amina, "/api/scorecard/credit-report?lang=sw")
            .await
            .1;
        assert_eq!(
            swahili["advice"].as_array().map(Vec::len),
            Some(advice.len())
        );
        assert_ne!(swahili["advice"][0]["text"], advice[0]["text"]);
        let (status, _) = get(app, &coach, "/api/scorecard/credit-report").await;
        assert_eq!(status, StatusCode::FORBIDDEN);
    })
    .await;
}
