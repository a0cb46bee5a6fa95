//! The demo: the cohort Buruka 2026 with core's demo course stored once, its mentor, the applicant
//! as its trainee put back with nothing done on every start, the client as no trainee; the course's
//! audio and sheets served from the portal's own storage by the links its topics give.

use portal_server::config::DEFAULT_DEMO_PASSWORD;
use reqwest::StatusCode;
use serde_json::json;

use portal_server::demo::lms_media::DEMO_MEDIA;

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
            assert_eq!(app.count_rows("lms_media").await, DEMO_MEDIA.len() as i64);
            demo_media_are_served(app, &trainee, &class).await;
        },
    )
    .await;
}

/// The first topic's audio and sheet, by the links its resources give: whole, and a part of the audio
/// as a player asks.
async fn demo_media_are_served(app: &crate::common::TestApp, trainee: &str, class: &str) {
    let (_, body) = get(app, &format!("/api/lms/chapters?class_id={class}"), trainee).await;
    let chapter = body["data"][0]["id"].as_str().expect("chapter").to_owned();
    let (_, body) = get(
        app,
        &format!("/api/lms/topics?chapter_id={chapter}"),
        trainee,
    )
    .await;
    let topic = body["data"][0]["id"].as_str().expect("topic").to_owned();
    let (_, body) = get(
        app,
        &format!("/api/lms/topic-resources?topic_id={topic}"),
        trainee,
    )
    .await;
    let resources = body["data"].as_array().expect("resources").clone();
    for (type_id, content_type) in [(2, "audio/ogg"), (4, "application/pdf")] {
        let resource = resources
            .iter()
            .find(|r| r["resourceTypeId"] == type_id)
            .expect("the resource");
        let link = resource["link"].as_str().expect("link");
        let media = DEMO_MEDIA
            .iter()
            .find(|m| link.ends_with(m.token))
            .expect("a demo file");
        let response = app.client.get(app.url(link)).send().await.expect("get");
        assert_eq!(response.status(), StatusCode::OK);
        assert_eq!(response.headers()["content-type"], content_type);
        let bytes = response.bytes().await.expect("bytes");
        assert_eq!(bytes.as_ref(), media.bytes);
        assert_eq!(resource["sizeBytes"], bytes.len());
    }
    let audio = resources[0]["link"].as_str().expect("link");
    let response = app
        .client
        .get(app.url(audio))
        .header("Range", "bytes=0-99")
        .send()
        .await
        .expect("range");
    assert_eq!(response.status(), StatusCode::PARTIAL_CONTENT);
    assert_eq!(&response.bytes().await.expect("bytes")[..4], b"OggS");
}
