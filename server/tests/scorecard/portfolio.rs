//! The staff's portfolio of a quarter's scores: rows best first with their rank, counted by band
//! and by rank group, one hub's, and as CSV with spreadsheet formulas defused.

use portal_core::roles::Role;
use reqwest::StatusCode;
use serde_json::json;

use super::*;
use crate::common::{each_backend, Options};

#[tokio::test]
async fn the_portfolio_as_json_and_csv() {
    each_backend(Options::default(), async |app| {
        let quarter = past_quarter(app);
        let (amina_id, amina, business) = client(app, "amina@example.com").await;
        let (_, neema, other) = client(app, "neema@example.com").await;
        sqlx::query("UPDATE businesses SET name = $1 WHERE id = $2")
            .bind("=HYPERLINK(\"x\")")
            .bind(&other.id)
            .execute(app.pool())
            .await
            .expect("rename");
        sell_each_month(app, &amina, &business.id, quarter, 600_000).await;
        sell_each_month(app, &neema, &other.id, quarter, 10_000).await;
        let coach = staff(app, Role::Coach, "coach@example.com").await;
        let best = compute(app, &coach, &business.id, quarter).await;
        let worst = compute(app, &coach, &other.id, quarter).await;
        let query = format!(
            "/api/scorecard/portfolio?year={}&quarter={}",
            quarter.year, quarter.quarter
        );

        let (status, body) = get(app, &coach, &query).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        let rows = body["data"].as_array().expect("rows");
        assert_eq!(rows.len(), 2);
        assert_eq!(rows[0]["businessId"], business.id.as_str());
        assert_eq!(rows[0]["owner"], "First-client Last-client");
        assert_eq!(rows[0]["rank"], 1);
        assert_eq!(rows[0]["averageScore"], best["averageScore"]);
        assert_eq!(rows[1]["rank"], 2);
        assert_eq!(rows[1]["name"], "=HYPERLINK(\"x\")");
        assert_eq!(rows[1]["band"], worst["band"]);
        let bands: usize = ["bad", "average", "good", "excellent"]
            .iter()
            .map(|b| body["byBand"][b].as_u64().unwrap_or(0) as usize)
            .sum();
        assert_eq!(bands, 2);
        assert_eq!(body["byGroup"]["1-6"], 2);
        assert_eq!(body["byGroup"]["25+"], 0);
        assert_eq!(
            body["hubs"],
            json!(["Nairobi", "Kisumu", "Mombasa", "Tanzania", "Nakuru"])
        );
        let (_, hub) = get(app, &coach, &format!("{query}&hub=Kisumu")).await;
        assert_eq!(hub["data"], json!([]));
        // Amina joins from Kisumu: one hub's portfolio is hers alone, the hub named in any case.
        enrol(app, &amina_id, "Kisumu").await;
        let (status, hub) = get(app, &coach, &format!("{query}&hub=kisumu")).await;
        assert_eq!(status, StatusCode::OK, "{hub}");
        let rows = hub["data"].as_array().expect("rows");
        assert_eq!(rows.len(), 1);
        assert_eq!(rows[0]["businessId"], business.id.as_str());
        assert_eq!(rows[0]["hub"], "Kisumu");
        assert_eq!(rows[0]["rank"], 1);
        let (status, refused) = get(app, &coach, &format!("{query}&hub=Eldoret")).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{refused}");
        assert_eq!(
            refused["error"], "Select the location of the hub closest to you",
            "{refused}"
        );

        let response = app.get(&format!("{query}&format=csv"), Some(&coach)).await;
        assert_eq!(response.status(), StatusCode::OK);
        assert!(response.headers()["content-type"]
            .to_str()
            .unwrap_or("")
            .starts_with("text/csv"));
        let text = response.text().await.expect("csv");
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(
            lines[0],
            "businessId,name,owner,hub,months,rankGroup,averageScore,band,rank"
        );
        assert_eq!(lines.len(), 3, "{text}");
        assert!(lines[1].starts_with(&business.id));
        assert!(lines[2].contains("\"'=HYPERLINK(\"\"x\"\")\""), "{text}");

        // Staff only.
        let (status, _) = get(app, &amina, &query).await;
        assert_eq!(status, StatusCode::FORBIDDEN);
    })
    .await;
}

/// `user_id` enrolled in a cohort from `hub`.
async fn enrol(app: &crate::common::TestApp, user_id: &str, hub: &str) {
    let now = app.state.now();
    sqlx::query(
        "INSERT INTO cohorts (id, name, year, intake_date, hubs, created_at, updated_at) \
         VALUES ('c0c0c0c0c0c0c0c0c0c0c0c0', 'Cohort 1', 2026, '2026-01-05', '[]', $1, $1)",
    )
    .bind(now)
    .execute(app.pool())
    .await
    .expect("cohort");
    sqlx::query(
        "INSERT INTO onboarding_enrolments (user_id, cohort_id, track, hub, info_folder, \
         invest_folder, enrolled_at, deadline_at) VALUES ($1, 'c0c0c0c0c0c0c0c0c0c0c0c0', 'client', \
         $2, 'info', 'invest', $3, $3)",
    )
    .bind(user_id)
    .bind(hub)
    .bind(now)
    .execute(app.pool())
    .await
    .expect("enrolment");
}
