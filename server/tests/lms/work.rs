//! A trainee's work: the walk and the assignments' states follow the submissions, one attempt per
//! assignment (also from two phones at the same moment), the same submission stored once, file
//! answers taken from the trainee's own finished uploads, assignments in course order.

use portal_core::lms::messages::{COMPLETE_PREVIOUS_CHAPTERS, NO_ADDITIONAL_ATTEMPTS};
use portal_core::resumable::FILE_NOT_FOUND;
use reqwest::StatusCode;
use serde_json::{json, Value};

use super::support::{get, post, world, World};
use crate::common::loans::pdf_bytes;
use crate::common::{each_backend, random_hex, Options, TestApp};
use crate::uploads::uploaded_kind;

pub fn submission_id() -> String {
    random_hex(12)
}

pub async fn lms_file(app: &TestApp, token: &str) -> String {
    uploaded_kind(app, token, "lmsFile", &pdf_bytes()).await
}

pub async fn attempt(
    app: &TestApp,
    w: &World,
    token: &str,
    trainee: &str,
    assignment: &str,
    id: &str,
) -> (StatusCode, Value) {
    let upload = lms_file(app, token).await;
    post(
        app,
        &format!("/api/lms/assignments/{assignment}/submits"),
        token,
        &json!({"traineeId": trainee, "cohortId": w.cohort, "submissionId": id,
                "answers": {"1": "Maandazi", "2": upload}}),
    )
    .await
}

#[tokio::test]
async fn one_attempt_in_course_order() {
    each_backend(Options::default(), async |app| {
        let w = world(app).await;
        let [first, second] = [&w.course.assignments[0], &w.course.assignments[1]];
        let (_, body) = get(app, &format!("/api/lms/chapters?class_id={}", w.course.class), &w.trainee).await;
        assert_eq!(body["data"][0]["status"], "current");
        assert_eq!(body["data"][1]["status"], "locked");
        let (_, body) = get(app, &format!("/api/lms/assignments?class_id={}", w.course.class), &w.trainee).await;
        assert_eq!(body["data"][0]["score"], "notAttempted");
        assert_eq!(body["data"][0]["state"], "notAttempted");
        assert_eq!(body["data"][0]["unlocked"], true);
        assert_eq!(body["data"][1]["unlocked"], false);
        let due = body["data"][0]["createdAt"].as_i64().expect("created") + 7 * 86_400;
        assert_eq!(body["data"][0]["dueDate"], due);

        // The second before the first: refused.
        let (code, body) = attempt(app, &w, &w.trainee, &w.trainee_id, second, &submission_id()).await;
        assert_eq!(code, StatusCode::FORBIDDEN);
        assert_eq!(body, json!({"error": true, "message": COMPLETE_PREVIOUS_CHAPTERS}));
        // Bad answers change nothing.
        let (code, body) = post(app, &format!("/api/lms/assignments/{first}/submits"), &w.trainee,
            &json!({"traineeId": w.trainee_id, "answers": {"1": "x"}, "submissionId": submission_id()})).await;
        assert_eq!(code, StatusCode::BAD_REQUEST);
        assert_eq!(body["message"], "Answer all questions");
        // Another's upload is not the trainee's file.
        let theirs = lms_file(app, &w.second).await;
        let (code, body) = post(app, &format!("/api/lms/assignments/{first}/submits"), &w.trainee,
            &json!({"traineeId": w.trainee_id, "answers": {"1": "x", "2": theirs}, "submissionId": submission_id()})).await;
        assert_eq!((code, body["message"].as_str()), (StatusCode::BAD_REQUEST, Some(FILE_NOT_FOUND)));
        assert_eq!(app.count_rows("lms_submissions").await, 0);

        let id = submission_id();
        let (code, body) = attempt(app, &w, &w.trainee, &w.trainee_id, first, &id).await;
        assert_eq!(code, StatusCode::OK, "{body}");
        assert_eq!(body["error"], false);
        // The same submission again: the same success, nothing more stored.
        let (code, again) = attempt(app, &w, &w.trainee, &w.trainee_id, first, &id).await;
        assert_eq!((code, again), (StatusCode::OK, body));
        assert_eq!(app.count_rows("lms_submissions").await, 1);
        // A second attempt is refused.
        let (code, body) = attempt(app, &w, &w.trainee, &w.trainee_id, first, &submission_id()).await;
        assert_eq!(code, StatusCode::CONFLICT);
        assert_eq!(body, json!({"error": true, "message": NO_ADDITIONAL_ATTEMPTS}));

        let (_, body) = get(app, &format!("/api/lms/chapters?class_id={}", w.course.class), &w.trainee).await;
        assert_eq!(body["data"][0]["status"], "completed");
        assert_eq!(body["data"][0]["assignments"][0]["submissions"], 1);
        assert_eq!(body["data"][0]["assignments"][0]["is_marked"], false);
        assert_eq!(body["data"][1]["status"], "current");
        let (_, body) = get(app, &format!("/api/lms/assignments?chapter_id={}", w.course.chapters[0]), &w.trainee).await;
        assert_eq!(body["data"].as_array().map(Vec::len), Some(1));
        assert_eq!(body["data"][0]["score"], Value::Null);
        assert_eq!(body["data"][0]["state"], "submitted");
        let (_, body) = get(app, "/api/lms/assignments/progress", &w.trainee).await;
        assert_eq!(body["data"]["submitted"], 1);
        assert_eq!(body["data"]["total"], 2);
        assert_eq!(body["data"]["percent"].as_f64(), Some(50.0));
        // The other trainee of the cohort has done nothing; the mentor reads both.
        let (_, body) = get(app, &format!("/api/lms/assignments/progress?trainee_id={}", w.second_id), &w.mentor).await;
        assert_eq!(body["data"]["submitted"], 0);
        let (_, body) = get(app, &format!("/api/lms/chapters?class_id={}&trainee_id={}", w.course.class, w.trainee_id), &w.mentor).await;
        assert_eq!(body["data"][0]["status"], "completed");
        // Mentors and the team do not submit.
        let (code, _) = attempt(app, &w, &w.mentor, &w.trainee_id, second, &submission_id()).await;
        assert_eq!(code, StatusCode::FORBIDDEN);
        // Another's trainee id reads like an unknown one.
        let (code, body) = attempt(app, &w, &w.second, &w.trainee_id, first, &submission_id()).await;
        assert_eq!((code, body), (StatusCode::NOT_FOUND, json!({"error": true, "message": "Not found"})));
    })
    .await;
}

#[tokio::test]
async fn two_phones_at_the_same_moment_store_one_attempt() {
    each_backend(Options::default(), async |app| {
        let w = world(app).await;
        let first = &w.course.assignments[0];
        let (one, two) = (submission_id(), submission_id());
        let (a, b) = tokio::join!(
            attempt(app, &w, &w.trainee, &w.trainee_id, first, &one),
            attempt(app, &w, &w.trainee, &w.trainee_id, first, &two),
        );
        let mut codes = [a.0, b.0];
        codes.sort();
        assert_eq!(codes, [StatusCode::OK, StatusCode::CONFLICT], "{a:?} {b:?}");
        assert_eq!(app.count_rows("lms_submissions").await, 1);
        // The refused attempt's file was not taken: one learning file is kept.
        let files: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM files WHERE purpose = 'lms'")
            .fetch_one(app.pool())
            .await
            .expect("count");
        assert_eq!(files, 1);
        // One send twice at the same moment: one row, two successes.
        let id = submission_id();
        let (a, b) = tokio::join!(
            attempt(app, &w, &w.second, &w.second_id, first, &id),
            attempt(app, &w, &w.second, &w.second_id, first, &id),
        );
        assert_eq!((a.0, b.0), (StatusCode::OK, StatusCode::OK), "{a:?} {b:?}");
        assert_eq!(app.count_rows("lms_submissions").await, 2);
    })
    .await;
}
