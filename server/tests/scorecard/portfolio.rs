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
        let (_, amina, business) = client(app, "amina@example.com").await;
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
        let (_, hub) = get(app, &coach, &format!("{query}&hub=Kisumu")).await;
        assert_eq!(hub["data"], json!([]));

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
