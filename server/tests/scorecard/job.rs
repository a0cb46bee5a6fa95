//! The quarter-close job: the quarter just over computed for every client business, once however
//! many servers run it at the same moment.

use portal_core::roles::Role;
use portal_server::scorecard::close_quarter;
use reqwest::StatusCode;
use sqlx::Row;

use super::*;
use crate::common::{each_backend, Options};

#[tokio::test]
async fn the_close_job_runs_once_when_called_twice_at_the_same_moment() {
    each_backend(Options::default(), async |app| {
        let quarter = past_quarter(app);
        let (_, amina, business) = client(app, "amina@example.com").await;
        let (_, neema, other) = client(app, "neema@example.com").await;
        sell_each_month(app, &amina, &business.id, quarter, 80_000).await;
        sell_each_month(app, &neema, &other.id, quarter, 20_000).await;
        // Staff and other entrepreneurs get no card.
        staff(app, Role::Coach, "coach@example.com").await;
        crate::common::books::entrepreneur(app, Role::Applicant, "baraka@example.com").await;

        let (first, second) = tokio::join!(close_quarter(&app.state), close_quarter(&app.state));
        let outcomes = [first.expect("a pass"), second.expect("a pass")];
        let ran: Vec<_> = outcomes.iter().flatten().collect();
        assert_eq!(ran.len(), 1, "{outcomes:?}");
        let (closed, computed) = ran[0];
        assert_eq!(
            (closed.year, closed.quarter),
            (quarter.year, quarter.quarter)
        );
        assert_eq!(*computed, 2);
        assert!(close_quarter(&app.state).await.expect("a pass").is_none());
        assert_eq!(app.count_rows("scorecard_quarters_closed").await, 1);
        let row = sqlx::query("SELECT COUNT(*), MIN(finished_at) FROM scorecard_quarters_closed")
            .fetch_one(app.pool())
            .await
            .expect("row");
        assert!(row.get::<Option<i64>, _>(1).is_some());
        assert_eq!(app.count_rows("scorecards").await, 2);
        let computed_by: Vec<Option<String>> = sqlx::query("SELECT computed_by FROM scorecards")
            .fetch_all(app.pool())
            .await
            .expect("rows")
            .iter()
            .map(|r| r.get(0))
            .collect();
        assert_eq!(computed_by, [None, None]);

        // Both clients read theirs, ranked in their group: the larger sales first.
        let (status, mine) = post(
            app,
            &amina,
            "/api/scorecard/read",
            &quarter_body(None, quarter),
        )
        .await;
        assert_eq!(status, StatusCode::OK);
        let (_, theirs) = post(
            app,
            &neema,
            "/api/scorecard/read",
            &quarter_body(None, quarter),
        )
        .await;
        assert_eq!(mine["data"][0]["groupSize"], 2);
        assert_eq!(mine["data"][0]["rank"], 1, "{mine}");
        assert_eq!(theirs["data"][0]["rank"], 2, "{theirs}");
    })
    .await;
}
