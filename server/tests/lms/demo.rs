//! The demo: the cohort Buruka 2026 with core's demo course stored once, its mentor, the applicant
//! as its trainee put back with nothing done on every start, the client as no trainee.

use portal_server::config::DEFAULT_DEMO_PASSWORD;
use reqwest::StatusCode;
use serde_json::json;

use super::support::{get, post};
use super::work::submission_id;
use crate::common::{each_backend, Options};

#[tokio::test]
async fn the_demo_trainee_and_mentor_are_there() {
    each_backend(
        Options {
            demo: true,
            ..Options::default()
        },
        async |app| {
            let trainee = app.token("applicant@demo.test", DEFAULT_DEMO_PASSWORD).await;
            let mentor = app.token("mentor@demo.test", DEFAULT_DEMO_PASSWORD).await;
            let client = app.token("client@demo.test", DEFAULT_DEMO_PASSWORD).await;
            let (_, body) = get(app, "/api/user/unbox", &trainee).await;
            assert_eq!(body["user"]["lmsTrainee"], true);
            let user_id = body["user"]["user_id"].as_str().expect("user id").to_owned();
            let (_, body) = get(app, &format!("/api/lms/trainees?user_id={user_id}"), &trainee).await;
            assert_eq!(body["count"], 1);
            let trainee_id = body["data"][0]["id"].as_str().expect("trainee").to_owned();
            let cohort = body["data"][0]["cohortId"].as_str().expect("cohort").to_owned();
            let (_, body) = get(app, "/api/lms/classes", &trainee).await;
            let class = body["data"][0]["id"].as_str().expect("class").to_owned();
            assert!(body["data"][0]["meetings"].as_array().is_some_and(|m| !m.is_empty()));
            let (_, body) = get(app, &format!("/api/lms/chapters?class_id={class}"), &trainee).await;
            assert_eq!(body["data"].as_array().map(Vec::len), Some(3));
            assert_eq!(body["data"][0]["status"], "current");
            let (_, body) = get(app, "/api/lms/faqs", &trainee).await;
            assert_eq!(body["Response"], "True");
            let (_, body) = get(app, "/api/lms/surveys/verify-done/1", &trainee).await;
            assert_eq!(body["completed"], false);
            let (_, body) = get(app, &format!("/api/lms/mentors/{cohort}"), &trainee).await;
            assert_eq!(body["data"][0]["email"], "mentor@demo.test");
            let (_, body) = get(app, "/api/lms/mentor/overview", &mentor).await;
            assert_eq!(body["data"][0]["name"], "Buruka 2026");
            assert_eq!(body["data"][0]["trainees"][0]["traineeId"], trainee_id.as_str());
            let (_, body) = get(app, "/api/user/unbox", &client).await;
            assert_eq!(body["user"]["lmsTrainee"], false);
            let client_id = body["user"]["user_id"].as_str().expect("user id").to_owned();
            let (_, body) = get(app, &format!("/api/lms/trainees?user_id={client_id}"), &client).await;
            assert_eq!(body["count"], 0);

            // Work done, then a restart: the course is not stored twice and the trainee starts again.
            let message = json!({"cohortId": cohort, "traineeId": trainee_id, "content": {"kind": "text", "text": "Hi"}, "submissionId": submission_id()});
            let (code, _) = post(app, "/api/lms/messages", &trainee, &message).await;
            assert_eq!(code, StatusCode::OK);
            let chapters = app.count_rows("lms_chapters").await;
            portal_server::demo::seed(&app.state).await.expect("seed again");
            assert_eq!(app.count_rows("lms_classes").await, 1);
            assert_eq!(app.count_rows("lms_chapters").await, chapters);
            assert_eq!(app.count_rows("lms_messages").await, 0);
            assert_eq!(app.count_rows("lms_trainees").await, 1);
        },
    )
    .await;
}
