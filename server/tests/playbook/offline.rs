//! Replies and feedback sent by the phone's file queue: JSON naming finished uploads (kind
//! `playbookFile`) taken once in the saving transaction, and stored at most once by the phone's
//! `submissionId`: the same submission again, or twice at the same moment, answers the same
//! success with one row, one audit row and one alert.

use portal_core::playbook::checks::{
    ALREADY_ANSWERED, RATE_ADVISER, RESPONSE_NEEDED, SUBMISSION_INVALID, TOO_MANY_FILES,
};
use portal_core::resumable::FILE_NOT_FOUND;
use reqwest::StatusCode;
use serde_json::{json, Value};

use super::support::{
    choose, get, post, set_task, submission, uploaded, world, ADVISOR_PHONE, CLIENT_PHONE,
};
use crate::common::loans::{pdf_bytes, pdf_of_size};
use crate::common::profile::jpeg;
use crate::common::{each_backend, Options, TestApp};

const REPLY: &str = "/api/playbook/add-task-response";
const FEEDBACK: &str = "/api/playbook/add-feedback";

async fn alert_count(app: &TestApp, token: &str) -> usize {
    let (_, body) = get(app, "/api/playbook/alerts", token).await;
    body["data"].as_array().map_or(0, Vec::len)
}

async fn upload_state(app: &TestApp, token: &str, upload: &str) -> StatusCode {
    get(app, &format!("/api/uploads/{upload}"), token).await.0
}

#[tokio::test]
async fn a_reply_from_the_phone_is_stored_once_however_often_it_arrives() {
    each_backend(Options::default(), async |app| {
        let w = world(app).await;
        choose(app, &w.advisor, "sms").await;
        let task = set_task(app, &w, "Stock", None).await;
        let upload = uploaded(app, &w.client, &pdf_bytes()).await;
        let body = json!({
            "submissionId": submission(),
            "id": task,
            "response": "Counted: 120 items",
            "files": [upload],
            "topic": "Stock",
            "dueDate": null,
            "addedById": w.client_id,
            "addedByEmail": "client@playbook.test",
        });
        let first = post(app, REPLY, &w.client, &body).await;
        assert_eq!(first.0, StatusCode::OK, "{}", first.1);
        assert_eq!(
            first.1,
            json!({"error": false, "msg": "Response submitted"})
        );
        // The answer was lost: the phone sends it again.
        let again = post(app, REPLY, &w.client, &body).await;
        assert_eq!(again, first);
        assert_eq!(app.count_rows("playbook_replies").await, 1);
        assert_eq!(app.audit_count("playbook_replied").await, 1);
        assert_eq!(alert_count(app, &w.advisor).await, 1);
        assert_eq!(app.messages_to(ADVISOR_PHONE).await.len(), 1);
        // The upload is taken: the reply's file now, served to the pair.
        assert_eq!(
            upload_state(app, &w.client, &upload).await,
            StatusCode::NOT_FOUND
        );
        let (_, listed) = get(
            app,
            &format!("/api/playbook/tasks/{}/{}", w.session(), w.pair),
            &w.advisor,
        )
        .await;
        let reply = &listed["data"][0]["reply"];
        assert_eq!(reply["response"], "Counted: 120 items");
        let files = reply["files"].as_array().expect("files");
        assert_eq!(files.len(), 1);
        let file = format!("/api/playbook/files/{}", files[0].as_str().expect("id"));
        let response = app.get(&file, Some(&w.advisor)).await;
        assert_eq!(response.status(), StatusCode::OK);
        assert_eq!(response.headers()["content-type"], "application/pdf");

        // Another submission for the answered task keeps core's refusal.
        let mut other = body.clone();
        other["submissionId"] = json!(submission());
        other["files"] = json!([]);
        let (code, refused) = post(app, REPLY, &w.client, &other).await;
        assert_eq!(
            (code, refused["msg"].as_str()),
            (StatusCode::BAD_REQUEST, Some(ALREADY_ANSWERED))
        );
        assert_eq!(refused["error"], true);
    })
    .await;
}

#[tokio::test]
async fn the_same_reply_twice_at_the_same_moment_is_one_reply_and_both_succeed() {
    each_backend(Options::default(), async |app| {
        let w = world(app).await;
        choose(app, &w.advisor, "sms").await;
        let task = set_task(app, &w, "Stock", None).await;
        let upload = uploaded(app, &w.client, &jpeg(40, 30)).await;
        let body = json!({"submissionId": submission(), "id": task, "response": "Done", "files": [upload]});
        let (first, second) = tokio::join!(
            post(app, REPLY, &w.client, &body),
            post(app, REPLY, &w.client, &body),
        );
        assert_eq!(first.0, StatusCode::OK, "{first:?} {second:?}");
        assert_eq!(first, second);
        assert_eq!(app.count_rows("playbook_replies").await, 1);
        assert_eq!(app.audit_count("playbook_replied").await, 1);
        assert_eq!(alert_count(app, &w.advisor).await, 1);
        assert_eq!(app.messages_to(ADVISOR_PHONE).await.len(), 1);
        let (_, listed) = get(
            app,
            &format!("/api/playbook/tasks/{}/{}", w.session(), w.pair),
            &w.client,
        )
        .await;
        assert_eq!(listed["data"][0]["reply"]["files"].as_array().map(Vec::len), Some(1));
    })
    .await;
}

#[tokio::test]
async fn a_task_sent_again_or_twice_at_once_is_set_once() {
    each_backend(Options::default(), async |app| {
        let w = world(app).await;
        choose(app, &w.client, "sms").await;
        let body = json!({"submissionId": submission(), "sessionId": w.session(), "pairingId": w.pair,
            "topic": "Stock", "task": "Count the shelves"});
        let (first, second) = tokio::join!(
            post(app, "/api/playbook/tasks", &w.advisor, &body),
            post(app, "/api/playbook/tasks", &w.advisor, &body),
        );
        assert_eq!(first.0, StatusCode::OK, "{first:?} {second:?}");
        assert_eq!(first, second);
        // Its answer lost, the app sends it again: the same task, nothing new.
        let again = post(app, "/api/playbook/tasks", &w.advisor, &body).await;
        assert_eq!(again, first);
        assert_eq!(app.count_rows("playbook_tasks").await, 1);
        assert_eq!(app.audit_count("playbook_task_set").await, 1);
        assert_eq!(alert_count(app, &w.client).await, 1);
        assert_eq!(app.messages_to(CLIENT_PHONE).await.len(), 1);
        // Another advisor's id, or one that is not an id, sets nothing.
        let bad = json!({"submissionId": "not-an-id", "sessionId": w.session(), "pairingId": w.pair,
            "topic": "Stock", "task": "Count"});
        let (code, answer) = post(app, "/api/playbook/tasks", &w.advisor, &bad).await;
        assert_eq!((code, answer["msg"].as_str()), (StatusCode::BAD_REQUEST, Some(SUBMISSION_INVALID)));
        assert_eq!(app.count_rows("playbook_tasks").await, 1);
    })
    .await;
}

#[tokio::test]
async fn feedback_from_the_phone_is_stored_once_even_at_the_same_moment() {
    each_backend(Options::default(), async |app| {
        let w = world(app).await;
        choose(app, &w.client, "sms").await;
        let upload = uploaded(app, &w.advisor, &pdf_bytes()).await;
        let body = json!({
            "submissionId": submission(),
            "rated": 4,
            "feedback": "Good progress on the cash book",
            "files": [upload],
            "sessionId": w.session(),
            "pairingId": w.pair,
            "from": "Advisor",
        });
        let (first, second) = tokio::join!(
            post(app, FEEDBACK, &w.advisor, &body),
            post(app, FEEDBACK, &w.advisor, &body),
        );
        assert_eq!(first.0, StatusCode::OK, "{first:?} {second:?}");
        assert_eq!(first.1, json!({"error": false, "msg": "Feedback submitted"}));
        assert_eq!(first, second);
        let third = post(app, FEEDBACK, &w.advisor, &body).await;
        assert_eq!(third, first);
        assert_eq!(app.count_rows("playbook_feedback").await, 1);
        assert_eq!(app.audit_count("playbook_feedback").await, 1);
        assert_eq!(alert_count(app, &w.client).await, 1);
        assert_eq!(app.messages_to(CLIENT_PHONE).await.len(), 1);
        let (_, listed) = get(
            app,
            &format!("/api/playbook/feedback/{}/{}", w.session(), w.pair),
            &w.client,
        )
        .await;
        let given = &listed["data"][0];
        assert_eq!(given["rated"], 4);
        assert_eq!(given["from"], "Advisor");
        assert_eq!(given["files"].as_array().map(Vec::len), Some(1));

        // The stars as text, from the entrepreneur's side, with no files.
        let (code, answer) = post(
            app,
            FEEDBACK,
            &w.client,
            &json!({"submissionId": submission(), "rated": "5", "files": [], "sessionId": w.session(), "pairingId": w.pair}),
        )
        .await;
        assert_eq!(code, StatusCode::OK, "{answer}");
        assert_eq!(app.count_rows("playbook_feedback").await, 2);
    })
    .await;
}

#[tokio::test]
async fn uploads_not_the_callers_finished_playbook_files_save_nothing() {
    each_backend(Options::default(), async |app| {
        let w = world(app).await;
        let task = set_task(app, &w, "Stock", None).await;
        let own = uploaded(app, &w.client, &pdf_bytes()).await;
        let others = uploaded(app, &w.other_client, &pdf_bytes()).await;
        let identity = crate::uploads::uploaded_kind(app, &w.client, "identityImage", &jpeg(40, 30)).await;
        let unfinished = crate::common::books::id();
        let (code, body) = crate::uploads::start_kind(app, &w.client, &unfinished, "playbookFile", 1000).await;
        assert_eq!(code, StatusCode::CREATED, "{body}");
        let reply = |files: Value| {
            json!({"submissionId": submission(), "id": task, "response": "Here", "files": files})
        };
        for bad in [
            others.as_str(),
            identity.as_str(),
            unfinished.as_str(),
            "0123456789abcdef01234567",
        ] {
            let (code, body) = post(app, REPLY, &w.client, &reply(json!([own, bad]))).await;
            assert_eq!(
                (code, body["msg"].as_str()),
                (StatusCode::BAD_REQUEST, Some(FILE_NOT_FOUND)),
                "{bad}"
            );
            assert_eq!(body["error"], true);
        }
        assert_eq!(app.count_rows("playbook_replies").await, 0);
        assert_eq!(app.audit_count("playbook_replied").await, 0);
        // Nothing was taken: the caller's upload is still there for another try.
        assert_eq!(upload_state(app, &w.client, &own).await, StatusCode::OK);
        assert_eq!(upload_state(app, &w.other_client, &others).await, StatusCode::OK);

        // Core's checks and messages, as for the form.
        let (code, body) = post(
            app,
            REPLY,
            &w.client,
            &json!({"submissionId": submission(), "id": task, "response": " ", "files": []}),
        )
        .await;
        assert_eq!((code, body["msg"].as_str()), (StatusCode::BAD_REQUEST, Some(RESPONSE_NEEDED)));
        let six: Vec<String> = (0..6).map(|_| own.clone()).collect();
        let (code, body) = post(app, REPLY, &w.client, &reply(json!(six))).await;
        assert_eq!((code, body["msg"].as_str()), (StatusCode::BAD_REQUEST, Some(TOO_MANY_FILES)));
        for id in ["", "not-an-id", "0123456789ABCDEF01234567"] {
            let mut body = reply(json!([own]));
            body["submissionId"] = json!(id);
            let (code, answer) = post(app, REPLY, &w.client, &body).await;
            assert_eq!(
                (code, answer["msg"].as_str()),
                (StatusCode::BAD_REQUEST, Some(SUBMISSION_INVALID)),
                "{id}"
            );
        }
        let (code, body) = post(
            app,
            FEEDBACK,
            &w.client,
            &json!({"submissionId": submission(), "files": [], "sessionId": w.session(), "pairingId": w.pair}),
        )
        .await;
        assert_eq!((code, body["msg"].as_str()), (StatusCode::BAD_REQUEST, Some(RATE_ADVISER)));
        let (code, _) = post(app, REPLY, &w.advisor, &reply(json!([]))).await;
        assert_eq!(code, StatusCode::FORBIDDEN);
        let (code, body) = post(app, REPLY, &w.other_client, &reply(json!([]))).await;
        assert_eq!(code, StatusCode::NOT_FOUND, "{body}");
        // An upload used once is gone for a second submission.
        let (code, body) = post(app, REPLY, &w.client, &reply(json!([own]))).await;
        assert_eq!(code, StatusCode::OK, "{body}");
        let second = set_task(app, &w, "Sales", None).await;
        let (code, body) = post(
            app,
            REPLY,
            &w.client,
            &json!({"submissionId": submission(), "id": second, "response": "Again", "files": [own]}),
        )
        .await;
        assert_eq!((code, body["msg"].as_str()), (StatusCode::BAD_REQUEST, Some(FILE_NOT_FOUND)));
        assert_eq!(app.count_rows("playbook_replies").await, 1);
    })
    .await;
}

#[tokio::test]
async fn uploads_taken_keep_to_the_senders_quota() {
    // Room for a small file only.
    let options = Options::configured(|config| config.upload_quota_bytes = 6_000);
    each_backend(options, async |app| {
        let w = world(app).await;
        let task = set_task(app, &w, "Stock", None).await;
        let upload = uploaded(app, &w.client, &pdf_of_size(20_000)).await;
        let (code, body) = post(
            app,
            REPLY,
            &w.client,
            &json!({"submissionId": submission(), "id": task, "response": "Here", "files": [upload]}),
        )
        .await;
        assert_eq!(code, StatusCode::PAYLOAD_TOO_LARGE, "{body}");
        assert_eq!(body["error"], true);
        assert_eq!(app.count_rows("playbook_replies").await, 0);
        assert_eq!(upload_state(app, &w.client, &upload).await, StatusCode::OK);
    })
    .await;
}

#[tokio::test]
async fn the_api_document_gives_both_forms_and_the_alert_settings() {
    each_backend(Options::default(), async |app| {
        let (code, doc) = crate::common::json(app.get("/api/openapi.json", None).await).await;
        assert_eq!(code, StatusCode::OK);
        for path in [REPLY, FEEDBACK] {
            let content = &doc["paths"][path]["post"]["requestBody"]["content"];
            for kind in ["multipart/form-data", "application/json"] {
                assert!(content.get(kind).is_some(), "{path} {kind}: {content}");
            }
        }
        for method in ["get", "put"] {
            assert!(
                doc["paths"]["/api/playbook/alerts/settings"]
                    .get(method)
                    .is_some(),
                "{method}"
            );
        }
    })
    .await;
}
