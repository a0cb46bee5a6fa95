//! The mentor's side: the overview of their cohorts, the work to grade, grading a submission (the
//! trainee then reads it graded with its score) and a pitch deck (then no longer replaced), files
//! for the trainee and their mentors only; another cohort's answers as not there.

use reqwest::StatusCode;
use serde_json::json;

use super::support::{get, post, world};
use super::work::{attempt, lms_file, submission_id};
use crate::common::{each_backend, Options};

#[tokio::test]
async fn grading_shows_the_trainee_a_graded_assignment() {
    each_backend(Options::default(), async |app| {
        let w = world(app).await;
        let first = &w.course.assignments[0];
        let (code, _) = attempt(app, &w, &w.trainee, &w.trainee_id, first, &submission_id()).await;
        assert_eq!(code, StatusCode::OK);

        let (code, body) = get(app, "/api/lms/mentor/overview", &w.mentor).await;
        assert_eq!(code, StatusCode::OK, "{body}");
        let cohorts = body["data"].as_array().expect("cohorts");
        assert_eq!(cohorts.len(), 1);
        assert_eq!(cohorts[0]["cohortId"], w.cohort.as_str());
        let line = cohorts[0]["trainees"]
            .as_array()
            .expect("trainees")
            .iter()
            .find(|t| t["traineeId"] == w.trainee_id.as_str())
            .expect("the trainee")
            .clone();
        assert_eq!(line["ungraded"], 1);
        assert_eq!(line["progress"]["submitted"], 1);
        let (_, body) = get(app, "/api/lms/mentor/overview", &w.coach).await;
        assert_eq!(body["data"].as_array().map(Vec::len), Some(2));
        for token in [&w.trainee, &w.sales] {
            let (code, _) = get(app, "/api/lms/mentor/overview", token).await;
            assert_eq!(code, StatusCode::FORBIDDEN);
        }

        let (_, body) = get(
            app,
            &format!("/api/lms/mentor/submissions?cohort_id={}", w.cohort),
            &w.mentor,
        )
        .await;
        let submission = body["data"][0].clone();
        assert_eq!(submission["answers"]["1"], "Maandazi");
        assert_eq!(submission["tasks"]["2"]["type"], "file");
        let url = submission["files"][0]["url"]
            .as_str()
            .expect("file url")
            .to_owned();
        let id = submission["id"].as_str().expect("id").to_owned();
        let (code, _) = get(
            app,
            &format!("/api/lms/mentor/submissions?cohort_id={}", w.other_cohort),
            &w.mentor,
        )
        .await;
        assert_eq!(code, StatusCode::NOT_FOUND);

        // The file: the trainee and their mentor; another trainee and another mentor find nothing.
        for (token, code) in [
            (&w.trainee, StatusCode::OK),
            (&w.mentor, StatusCode::OK),
            (&w.coach, StatusCode::OK),
            (&w.second, StatusCode::NOT_FOUND),
            (&w.other_mentor, StatusCode::NOT_FOUND),
        ] {
            let response = app
                .client
                .get(app.url(&url))
                .bearer_auth(token)
                .send()
                .await
                .expect("get");
            assert_eq!(response.status(), code, "{url}");
        }

        let grade = format!("/api/lms/submissions/{id}/grade");
        let (code, body) = post(app, &grade, &w.mentor, &json!({"score": "", "comment": ""})).await;
        assert_eq!(
            (code, body["message"].as_str()),
            (StatusCode::BAD_REQUEST, Some("Enter a score from 0 to 100"))
        );
        let (code, _) = post(app, &grade, &w.mentor, &json!({"score": 101})).await;
        assert_eq!(code, StatusCode::BAD_REQUEST);
        for token in [&w.other_mentor] {
            let (code, _) = post(app, &grade, token, &json!({"score": 80})).await;
            assert_eq!(code, StatusCode::NOT_FOUND);
        }
        let (code, _) = post(app, &grade, &w.trainee, &json!({"score": 80})).await;
        assert_eq!(code, StatusCode::FORBIDDEN);
        let (code, body) = post(
            app,
            &grade,
            &w.mentor,
            &json!({"score": 80, "comment": "Good prices"}),
        )
        .await;
        assert_eq!(code, StatusCode::OK, "{body}");

        let (_, body) = get(
            app,
            &format!("/api/lms/assignments?class_id={}", w.course.class),
            &w.trainee,
        )
        .await;
        assert_eq!(body["data"][0]["state"], "graded");
        assert_eq!(body["data"][0]["score"], 80);
        let (_, body) = get(
            app,
            &format!("/api/lms/chapters?class_id={}", w.course.class),
            &w.trainee,
        )
        .await;
        assert_eq!(body["data"][0]["assignments"][0]["is_marked"], true);
        let (_, body) = get(
            app,
            &format!("/api/lms/assignments/{first}/submits"),
            &w.trainee,
        )
        .await;
        assert_eq!(body["data"][0]["score"], 80);
        assert_eq!(body["data"][0]["comment"], "Good prices");
        let (_, body) = get(app, "/api/lms/mentor/submissions", &w.mentor).await;
        assert_eq!(body["data"].as_array().map(Vec::len), Some(0));
        let (_, body) = get(app, "/api/lms/mentor/submissions?state=graded", &w.mentor).await;
        assert_eq!(body["data"][0]["score"], 80);
    })
    .await;
}

#[tokio::test]
async fn pitch_decks_are_replaced_until_graded() {
    each_backend(Options::default(), async |app| {
        let w = world(app).await;
        let send = async |number: &str, id: &str| {
            let upload = lms_file(app, &w.trainee).await;
            post(
                app,
                &format!("/api/lms/pitches/{number}"),
                &w.trainee,
                &json!({"traineeId": w.trainee_id, "upload": upload, "submissionId": id}),
            )
            .await
        };
        let (code, body) = send("3", &submission_id()).await;
        assert_eq!(code, StatusCode::NOT_FOUND, "{body}");
        let id = submission_id();
        let (code, body) = send("1", &id).await;
        assert_eq!(code, StatusCode::OK, "{body}");
        let (code, _) = send("1", &id).await;
        assert_eq!(code, StatusCode::OK);
        let (_, body) = get(app, "/api/lms/pitches", &w.trainee).await;
        let first_upload = body["data"][0]["upload"].clone();
        assert_eq!(body["data"].as_array().map(Vec::len), Some(1));
        // A new deck replaces the one not graded.
        let (code, _) = send("1", &submission_id()).await;
        assert_eq!(code, StatusCode::OK);
        let (_, body) = get(app, "/api/lms/pitches", &w.trainee).await;
        assert_eq!(body["data"].as_array().map(Vec::len), Some(1));
        assert_ne!(body["data"][0]["upload"], first_upload);
        let pitch = body["data"][0]["id"].as_str().expect("id").to_owned();
        let old_url = format!("/api/lms/files/{}", first_upload.as_str().unwrap_or(""));
        let (code, _) = get(app, &old_url, &w.trainee).await;
        assert_eq!(code, StatusCode::NOT_FOUND);

        let (_, body) = get(
            app,
            &format!("/api/lms/mentor/pitches?cohort_id={}", w.cohort),
            &w.mentor,
        )
        .await;
        assert_eq!(body["data"][0]["id"], pitch.as_str());
        let (code, _) = post(
            app,
            &format!("/api/lms/pitches/{pitch}/grade"),
            &w.other_mentor,
            &json!({"score": 70}),
        )
        .await;
        assert_eq!(code, StatusCode::NOT_FOUND);
        let (code, _) = post(
            app,
            &format!("/api/lms/pitches/{pitch}/grade"),
            &w.mentor,
            &json!({"score": "70", "comment": "Clear"}),
        )
        .await;
        assert_eq!(code, StatusCode::OK);
        let (code, _) = send("1", &submission_id()).await;
        assert_eq!(code, StatusCode::CONFLICT);
        let (_, body) = get(
            app,
            &format!("/api/lms/pitches?trainee_id={}", w.trainee_id),
            &w.mentor,
        )
        .await;
        assert_eq!(body["data"][0]["score"], 70);
        assert_eq!(body["data"][0]["state"], "graded");
    })
    .await;
}
