//! The answers through the endpoint: core's checks, skip logic, markers not stored, once a quarter,
//! once per submission id (also at the same moment), closed surveys.

use portal_core::survey::answer::{
    ANSWER_REQUIRED, NOT_AN_OPTION, NOT_A_NUMBER, NOT_A_WHOLE_NUMBER,
};
use portal_core::survey::catalogue::SUBMITTED;
use portal_core::survey::quarter::{ALREADY_SUBMITTED, SURVEY_NOT_OPEN};
use reqwest::StatusCode;
use serde_json::{json, Value};
use sqlx::Row;

use super::support::{answer, menu, open_quarterly, quarterly_answers, set_open};
use crate::common::{each_backend, Options};

async fn stored_answers(app: &crate::common::TestApp) -> Vec<Value> {
    let rows = sqlx::query("SELECT answers FROM survey_responses")
        .fetch_all(app.pool())
        .await
        .expect("rows");
    rows.iter()
        .map(|r| serde_json::from_str(&r.get::<String, _>("answers")).expect("json"))
        .collect()
}

#[tokio::test]
async fn checked_by_core_and_stored_without_markers() {
    each_backend(Options::default(), async |app| {
        let (_, client, token) = open_quarterly(app).await;

        // Types: every problem by name, the first as the message, nothing stored.
        let mut bad = quarterly_answers("s-bad");
        bad["revenue"] = json!("a lot");
        bad["employees_total"] = json!("4.5");
        bad["has_insurance"] = json!("maybe");
        let (status, body) = answer(app, &token, "quarterly_survey", &bad).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
        assert_eq!(body["error"], true);
        assert_eq!(body["message"], NOT_A_NUMBER);
        assert_eq!(body["fields"]["revenue"], NOT_A_NUMBER);
        assert_eq!(body["fields"]["employees_total"], NOT_A_WHOLE_NUMBER);
        assert_eq!(body["fields"]["has_insurance"], NOT_AN_OPTION);
        assert_eq!(app.count_rows("survey_responses").await, 0);

        // Skip logic: a question shown by a yes is required; one hidden by a no is not.
        let mut shown = quarterly_answers("s-shown");
        shown["has_insurance"] = json!("yes");
        let (status, body) = answer(app, &token, "2*14*1", &shown).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
        assert_eq!(body["fields"], json!({"insurance_types": ANSWER_REQUIRED}));
        assert_eq!(app.count_rows("survey_responses").await, 0);

        let (status, body) =
            answer(app, &token, "quarterly_survey", &quarterly_answers("s-1")).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        assert_eq!(body, json!({"error": false, "message": SUBMITTED}));
        let stored = stored_answers(app).await;
        assert_eq!(stored.len(), 1);
        assert_eq!(stored[0]["revenue"], "150000.5");
        assert_eq!(stored[0]["has_insurance"], "no");
        for hidden in [
            "insurance_types",
            "contracts_share",
            "hr_systems",
            "phone",
            "submissionId",
        ] {
            assert!(stored[0].get(hidden).is_none(), "{hidden}");
        }
        assert_eq!(app.audit_count("survey_submitted").await, 1);

        // The menu now says it was filled in.
        let (_, body) = menu(app, &token, &client, "2*14*1", "en").await;
        assert_eq!(body["data"]["submitted"], true);

        // A second submission this quarter is refused; a resend of the first is the same success.
        let (status, body) =
            answer(app, &token, "quarterly_survey", &quarterly_answers("s-2")).await;
        assert_eq!(status, StatusCode::CONFLICT, "{body}");
        assert_eq!(body["message"], ALREADY_SUBMITTED);
        let (status, body) =
            answer(app, &token, "quarterly_survey", &quarterly_answers("s-1")).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        assert_eq!(body["message"], SUBMITTED);
        assert_eq!(app.count_rows("survey_responses").await, 1);
    })
    .await;
}

#[tokio::test]
async fn the_same_submission_at_the_same_moment_is_stored_once() {
    each_backend(Options::default(), async |app| {
        let (_, _, token) = open_quarterly(app).await;
        let body = quarterly_answers("same-moment");
        let sends = (0..6).map(|_| answer(app, &token, "quarterly_survey", &body));
        let results = futures_util::future::join_all(sends).await;
        for (status, body) in &results {
            assert_eq!(*status, StatusCode::OK, "{body}");
            assert_eq!(body["message"], SUBMITTED);
        }
        assert_eq!(app.count_rows("survey_responses").await, 1);
        assert_eq!(app.audit_count("survey_submitted").await, 1);

        // Different submissions at the same moment: one stored, the others refused.
        let (_, other) =
            super::support::person(app, portal_core::roles::Role::Applicant, "two@survey.test")
                .await;
        let sends = (0..4).map(|i| {
            let body = quarterly_answers(&format!("diff-{i}"));
            let other = other.clone();
            async move { answer(app, &other, "quarterly_survey", &body).await }
        });
        let results = futures_util::future::join_all(sends).await;
        let ok = results.iter().filter(|(s, _)| *s == StatusCode::OK).count();
        assert_eq!(ok, 1, "{results:?}");
        for (status, body) in results.iter().filter(|(s, _)| *s != StatusCode::OK) {
            assert_eq!(*status, StatusCode::CONFLICT);
            assert_eq!(body["message"], ALREADY_SUBMITTED);
        }
        assert_eq!(app.count_rows("survey_responses").await, 2);
    })
    .await;
}

#[tokio::test]
async fn a_closed_survey_and_an_unknown_one_are_refused() {
    each_backend(Options::default(), async |app| {
        let (coach, _, token) = open_quarterly(app).await;
        set_open(app, &coach, "quarterly_survey", false).await;
        let (status, body) =
            answer(app, &token, "quarterly_survey", &quarterly_answers("c-1")).await;
        assert_eq!(status, StatusCode::CONFLICT, "{body}");
        assert_eq!(body["message"], SURVEY_NOT_OPEN);
        let (status, body) = answer(app, &token, "2*14*9", &quarterly_answers("c-2")).await;
        assert_eq!(status, StatusCode::NOT_FOUND);
        assert_eq!(body["message"], "Error Occured Unmapped survey");
        let (status, body) = answer(
            app,
            &token,
            "quarterly_survey",
            &json!({"submissionId": "c-3"}),
        )
        .await;
        assert_eq!(status, StatusCode::BAD_REQUEST);
        assert_eq!(body["message"], "Error Occured No data");
        let (_, sales) =
            super::support::person(app, portal_core::roles::Role::Sales, "s@survey.test").await;
        let (status, _) = answer(app, &sales, "quarterly_survey", &quarterly_answers("c-4")).await;
        assert_eq!(status, StatusCode::FORBIDDEN);
        assert_eq!(app.count_rows("survey_responses").await, 0);
    })
    .await;
}

/// A survey filled in offline at the end of a quarter counts for that quarter when it arrives in
/// the next: that quarter's window decides, and it is stored under that quarter.
#[tokio::test]
async fn an_offline_submission_counts_for_the_quarter_it_was_made_in() {
    each_backend(Options::default(), async |app| {
        let start = super::support::quarter(app).start().expect("a start");
        app.advance_clock(start + 5 * 86_400 - app.state.now());
        let (coach, _, token) = open_quarterly(app).await;
        let made = start - 3600;
        let mut body = quarterly_answers("off-1");
        body["updatedAt"] = json!(made);
        let (status, refused) = answer(app, &token, "quarterly_survey", &body).await;
        assert_eq!(status, StatusCode::CONFLICT, "{refused}");
        assert_eq!(refused["message"], SURVEY_NOT_OPEN);
        let last = portal_core::survey::quarter::Quarter::of(made).expect("a quarter");
        let (status, _) = super::support::put(
            app,
            "/api/surveys/quarterly_survey/window",
            &coach,
            &json!({"year": last.year, "quarter": last.quarter, "open": true}),
        )
        .await;
        assert_eq!(status, StatusCode::OK);
        let (status, stored) = answer(app, &token, "quarterly_survey", &body).await;
        assert_eq!(status, StatusCode::OK, "{stored}");
        let row = sqlx::query("SELECT year, quarter, counted_at FROM survey_responses")
            .fetch_one(app.pool())
            .await
            .expect("a row");
        assert_eq!(row.get::<i64, _>("year"), i64::from(last.year));
        assert_eq!(row.get::<i64, _>("quarter"), i64::from(last.quarter));
        assert_eq!(row.get::<i64, _>("counted_at"), made);
        // This quarter is still to be filled in.
        let (status, body) =
            answer(app, &token, "quarterly_survey", &quarterly_answers("off-2")).await;
        assert_eq!(status, StatusCode::OK, "{body}");
    })
    .await;
}
