//! A chapter for offline reading: each part exactly as its own read answers it, a locked chapter
//! refused with core's words, another cohort's and an unknown one alike, the answer compressed.

use reqwest::StatusCode;
use serde_json::Value;

use super::support::{get, world, UNKNOWN};
use super::work::{attempt, submission_id};
use crate::common::{each_backend, Options};

fn offline(chapter: &str) -> String {
    format!("/api/lms/chapters/{chapter}/offline")
}

/// `data` of a single read.
async fn data(app: &crate::common::TestApp, path: &str, token: &str) -> Value {
    let (code, body) = get(app, path, token).await;
    assert_eq!(code, StatusCode::OK, "{path}: {body}");
    body["data"].clone()
}

#[tokio::test]
async fn a_chapter_whole_in_the_shapes_of_its_reads() {
    each_backend(Options::default(), async |app| {
        let w = world(app).await;
        let chapter = &w.course.chapters[0];
        let topic = &w.course.topics[0];
        let assignment = &w.course.assignments[0];
        let (code, body) = get(app, &offline(chapter), &w.trainee).await;
        assert_eq!(code, StatusCode::OK, "{body}");
        assert_eq!(body["chapter"]["id"], chapter.as_str());
        assert_eq!(body["chapter"]["status"], "current");
        assert_eq!(body["chapter"]["position"], 1);
        assert_eq!(body["chapter"]["name"]["en"], "Chapter 1");
        let topics = body["topics"].as_array().expect("topics");
        assert_eq!(topics.len(), 1);
        let single = &data(app, &format!("/api/lms/topics/{topic}"), &w.trainee).await[0];
        for field in ["id", "chapterId", "name", "description", "descriptionHtml"] {
            assert_eq!(topics[0][field], single[field], "{field}");
        }
        assert_eq!(topics[0]["position"], 1);
        assert_eq!(
            topics[0]["objectives"],
            data(
                app,
                &format!("/api/lms/objectives?topic_id={topic}"),
                &w.trainee
            )
            .await
        );
        let resources = data(
            app,
            &format!("/api/lms/topic-resources?topic_id={topic}"),
            &w.trainee,
        )
        .await;
        assert_eq!(topics[0]["resources"], resources);
        assert_eq!(
            topics[0]["reviews"],
            data(app, &format!("/api/lms/topics/{topic}/reviews"), &w.trainee).await
        );
        assert_eq!(resources[0]["position"], 1);
        assert_eq!(resources[0]["sizeBytes"], 1000);
        assert_eq!(
            body["faqs"],
            data(
                app,
                &format!("/api/lms/faqs?class_id={}", w.course.class),
                &w.trainee
            )
            .await
        );
        assert_eq!(
            body["assignments"],
            data(
                app,
                &format!("/api/lms/assignments?chapter_id={chapter}"),
                &w.trainee
            )
            .await
        );
        assert_eq!(body["assignments"][0]["state"], "notAttempted");
        assert_eq!(
            body["assignmentDetails"],
            data(
                app,
                &format!("/api/lms/assignments/{assignment}"),
                &w.trainee
            )
            .await
        );
        assert_eq!(body["submits"][assignment.as_str()], serde_json::json!([]));
        assert!(body["keptAt"].as_i64().expect("keptAt") > 0);

        // After a submit, the bundle carries it and the next chapter opens.
        let (code, answer) = attempt(
            app,
            &w,
            &w.trainee,
            &w.trainee_id,
            assignment,
            &submission_id(),
        )
        .await;
        assert_eq!(code, StatusCode::OK, "{answer}");
        let (_, body) = get(app, &offline(chapter), &w.trainee).await;
        assert_eq!(body["chapter"]["status"], "completed");
        assert_eq!(body["assignments"][0]["state"], "submitted");
        assert_eq!(
            body["submits"][assignment.as_str()]
                .as_array()
                .map(Vec::len),
            Some(1)
        );
        let (code, body) = get(app, &offline(&w.course.chapters[1]), &w.trainee).await;
        assert_eq!(code, StatusCode::OK, "{body}");
        assert_eq!(body["chapter"]["status"], "current");
    })
    .await;
}

#[tokio::test]
async fn locked_another_s_and_unknown_chapters_are_refused() {
    each_backend(Options::default(), async |app| {
        let w = world(app).await;
        let locked = &w.course.chapters[1];
        let (code, body) = get(app, &offline(locked), &w.trainee).await;
        assert_eq!(code, StatusCode::FORBIDDEN);
        assert_eq!(
            body,
            serde_json::json!({"error": true, "message": "Please complete all previous chapters before accessing this one."})
        );
        let (code, unknown) = get(app, &offline(UNKNOWN), &w.trainee).await;
        assert_eq!(code, StatusCode::NOT_FOUND);
        let (code, another) = get(app, &offline(&w.other_course.chapters[0]), &w.trainee).await;
        assert_eq!(code, StatusCode::NOT_FOUND);
        assert_eq!(another, unknown);
        // Those who read the cohort read every chapter; another cohort's mentor nothing.
        for token in [&w.mentor, &w.coach, &w.super_admin] {
            let (code, body) = get(app, &offline(locked), token).await;
            assert_eq!(code, StatusCode::OK, "{body}");
            assert_eq!(body["topics"][0]["id"], w.course.topics[1].as_str());
        }
        let (code, _) = get(app, &offline(locked), &w.other_mentor).await;
        assert_eq!(code, StatusCode::NOT_FOUND);
        let (code, _) = get(app, &offline(locked), &w.sales).await;
        assert_eq!(code, StatusCode::FORBIDDEN);
        let (code, _) = get(app, &offline(locked), &w.outsider).await;
        assert_eq!(code, StatusCode::NOT_FOUND);
    })
    .await;
}

#[tokio::test]
async fn the_answer_is_compressed() {
    each_backend(Options::default(), async |app| {
        let w = world(app).await;
        let path = offline(&w.course.chapters[0]);
        let plain = app
            .client
            .get(app.url(&path))
            .bearer_auth(&w.trainee)
            .send()
            .await
            .expect("get");
        assert_eq!(plain.status(), StatusCode::OK);
        let plain = plain.bytes().await.expect("body").len();
        let packed = app
            .client
            .get(app.url(&path))
            .bearer_auth(&w.trainee)
            .header("accept-encoding", "gzip")
            .send()
            .await
            .expect("get");
        assert_eq!(packed.headers()["content-encoding"], "gzip");
        let packed = packed.bytes().await.expect("body").len();
        assert!(packed < plain, "{packed} < {plain}");
    })
    .await;
}
