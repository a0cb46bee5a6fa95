//! Notes (every message of section 5.5, another's answering as not there, the offline engine's
//! `lms_note` in the same table), topic reviews (form or JSON, stored once), messages (the sender's
//! side, stored once, ETag and 304, read marks).

use portal_core::lms::messages::{
    ENTER_MESSAGE, FILL_ALL_FIELDS, MISSING_IMPORTANT_INFORMATION, MISSING_REQUIRED_DATA,
    NOTES_EMPTY, NOTE_ADDED, NOTE_ID_EMPTY, NOTE_NOT_FOUND, NOTE_UPDATED, TITLE_EMPTY,
};
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

use super::support::{get, post, send, world, UNKNOWN};
use super::work::submission_id;
use crate::common::{each_backend, json as read, Options};

#[tokio::test]
async fn notes_keep_section_5_5s_rules() {
    each_backend(Options::default(), async |app| {
        let w = world(app).await;
        let path = format!("/api/lms/trainees/{}/notes", w.trainee_id);
        let note = |title: &str, lines: Value, cohort: &str| {
            json!({"cohortId": cohort, "type": ["idea"], "title": title, "notes": lines, "createdBy": "me"})
        };
        for (body, message) in [
            (note(" ", json!({"1": "a"}), &w.cohort), TITLE_EMPTY),
            (note("Sales", json!({"1": " "}), &w.cohort), NOTES_EMPTY),
            (note("Sales", json!({}), &w.cohort), NOTES_EMPTY),
            (note("Sales", json!({"1": "a"}), ""), MISSING_REQUIRED_DATA),
        ] {
            let (code, answer) = post(app, &path, &w.trainee, &body).await;
            assert_eq!((code, answer), (StatusCode::BAD_REQUEST, json!({"error": true, "message": message})));
        }
        let (code, answer) = post(app, &path, &w.trainee, &note("Sales", json!({"2": "second", "1": "first", "3": " "}), &w.cohort)).await;
        assert_eq!((code, answer), (StatusCode::OK, json!({"error": false, "message": NOTE_ADDED})));
        let (_, body) = get(app, &path, &w.trainee).await;
        assert_eq!(body["Response"], "True");
        let stored = &body["data"][0];
        assert_eq!(stored["notes"], json!({"1": "first", "2": "second"}));
        assert_eq!(stored["type"], json!(["idea"]));
        let id = stored["id"].as_str().expect("id").to_owned();
        let one = format!("{path}/{id}");
        let (code, body) = get(app, &one, &w.trainee).await;
        assert_eq!((code, body["data"][0]["title"].as_str()), (StatusCode::OK, Some("Sales")));

        let patch = async |path: &str, token: &str, body: &Value| {
            read(app.patch_json(path, Some(token), body).await).await
        };
        let (code, body) = patch(&format!("{path}/%20"), &w.trainee, &note("T", json!({"1": "a"}), "")).await;
        assert_eq!((code, body["message"].as_str()), (StatusCode::BAD_REQUEST, Some(NOTE_ID_EMPTY)));
        let (code, body) = patch(&one, &w.trainee, &note("Sales plan", json!({"1": "only"}), "")).await;
        assert_eq!((code, body["message"].as_str()), (StatusCode::OK, Some(NOTE_UPDATED)));
        let (code, body) = patch(&format!("{path}/{UNKNOWN}"), &w.trainee, &note("T", json!({"1": "a"}), "")).await;
        assert_eq!((code, body), (StatusCode::NOT_FOUND, json!({"error": true, "message": NOTE_NOT_FOUND})));

        // Another trainee: their own id answers like an unknown one, and so does this note.
        let (code, mine) = get(app, &path, &w.second).await;
        let (_, nobody) = get(app, &format!("/api/lms/trainees/{UNKNOWN}/notes"), &w.second).await;
        assert_eq!((code, &mine), (StatusCode::NOT_FOUND, &nobody));
        let theirs = format!("/api/lms/trainees/{}/notes/{id}", w.second_id);
        let (code, body) = get(app, &theirs, &w.second).await;
        assert_eq!((code, body["message"].as_str()), (StatusCode::NOT_FOUND, Some(NOTE_NOT_FOUND)));
        for token in [&w.mentor, &w.coach, &w.sales] {
            let (code, _) = get(app, &path, token).await;
            assert_eq!(code, StatusCode::FORBIDDEN);
        }

        // The offline engine writes the same notes and pulls every change, a removal too.
        let (phone_note, blank_note) = (submission_id(), submission_id());
        let (code, body) = post(app, "/api/sync/push", &w.trainee, &json!({"clientId": submission_id(), "mutations": [
            {"seq": 1, "id": phone_note, "entity": "lms_note", "op": "put",
             "record": {"id": phone_note, "title": "Offline", "notes": {"1": "typed offline"}, "type": []}},
            {"seq": 2, "id": blank_note, "entity": "lms_note", "op": "put",
             "record": {"id": blank_note, "title": "", "notes": {"1": "x"}}}
        ]})).await;
        assert_eq!(code, StatusCode::OK, "{body}");
        assert_eq!(body["rejected"][0]["message"], TITLE_EMPTY, "{body}");
        let (_, body) = get(app, &path, &w.trainee).await;
        assert_eq!(body["data"].as_array().map(Vec::len), Some(2));
        let (code, body) = send(app, Method::DELETE, &one, Some(&w.trainee), None).await;
        assert_eq!(code, StatusCode::OK, "{body}");
        let (_, body) = get(app, &path, &w.trainee).await;
        assert_eq!(body["data"].as_array().map(Vec::len), Some(1));
        let (_, body) = get(app, "/api/sync/pull?cursors=user:0", &w.trainee).await;
        let changes = body["changes"].as_array().expect("changes");
        let removed = changes.iter().find(|c| c["id"] == id.as_str()).expect("the removed note");
        assert_eq!(removed["record"]["deleted"], true);
        assert!(changes.iter().any(|c| c["id"] == phone_note.as_str() && c["entity"] == "lms_note"));
        // A client who is no trainee is refused the kind.
        let (_, body) = post(app, "/api/sync/push", &w.outsider, &json!({"clientId": submission_id(), "mutations": [
            {"seq": 1, "id": phone_note, "entity": "lms_note", "op": "put",
             "record": {"id": phone_note, "title": "x", "notes": {"1": "x"}}}
        ]})).await;
        assert_eq!(body["rejected"].as_array().map(Vec::len), Some(1), "{body}");
    })
    .await;
}

#[tokio::test]
async fn reviews_by_form_or_json_once() {
    each_backend(Options::default(), async |app| {
        let w = world(app).await;
        let path = format!("/api/lms/topics/{}/reviews", w.course.topics[0]);
        let form = reqwest::multipart::Form::new()
            .text("traineeId", w.trainee_id.clone())
            .text("rating", "4")
            .text("comment", "Clear");
        let response = app.client.post(app.url(&path)).bearer_auth(&w.trainee).multipart(form).send().await.expect("post");
        let (code, body) = read(response).await;
        assert_eq!(code, StatusCode::OK, "{body}");
        let (code, body) = post(app, &path, &w.trainee, &json!({"traineeId": w.trainee_id, "rating": 5, "comment": " "})).await;
        assert_eq!((code, body["message"].as_str()), (StatusCode::BAD_REQUEST, Some(FILL_ALL_FIELDS)));
        let (code, body) = post(app, &path, &w.trainee, &json!({"rating": 5, "comment": "x"})).await;
        assert_eq!((code, body["message"].as_str()), (StatusCode::BAD_REQUEST, Some(MISSING_REQUIRED_DATA)));
        let id = submission_id();
        for _ in 0..2 {
            let (code, _) = post(app, &path, &w.trainee, &json!({"traineeId": w.trainee_id, "rating": 5, "comment": "Good", "submissionId": id})).await;
            assert_eq!(code, StatusCode::OK);
        }
        assert_eq!(app.count_rows("lms_reviews").await, 2);
        let (_, body) = get(app, &path, &w.trainee).await;
        let mut seen: Vec<(i64, String)> = body["data"].as_array().expect("reviews").iter()
            .map(|r| (r["rating"].as_i64().unwrap_or(0), r["comment"].as_str().unwrap_or("").to_owned()))
            .collect();
        seen.sort();
        assert_eq!(seen, [(4, "Clear".to_owned()), (5, "Good".to_owned())]);
        // Another trainee's id, and another cohort's topic, answer as not there.
        let (code, _) = post(app, &path, &w.second, &json!({"traineeId": w.trainee_id, "rating": 5, "comment": "x"})).await;
        assert_eq!(code, StatusCode::NOT_FOUND);
        let other = format!("/api/lms/topics/{}/reviews", w.other_course.topics[0]);
        let (code, _) = post(app, &other, &w.trainee, &json!({"traineeId": w.trainee_id, "rating": 5, "comment": "x"})).await;
        assert_eq!(code, StatusCode::NOT_FOUND);
    })
    .await;
}

#[tokio::test]
async fn messages_go_both_ways_once_with_an_etag() {
    each_backend(Options::default(), async |app| {
        let w = world(app).await;
        let message = |text: &str, id: &str| {
            json!({"cohortId": w.cohort, "traineeId": w.trainee_id, "mentorId": w.mentor_id, "sender": "trainee",
                   "content": {"kind": "text", "text": text}, "status": "sent", "submissionId": id})
        };
        let (code, body) = post(app, "/api/lms/messages", &w.trainee, &message(" ", &submission_id())).await;
        assert_eq!((code, body), (StatusCode::BAD_REQUEST, json!({"error": true, "message": ENTER_MESSAGE})));
        let (code, body) = post(app, "/api/lms/messages", &w.trainee, &json!({"content": {"kind": "text", "text": "hi"}})).await;
        assert_eq!((code, body["message"].as_str()), (StatusCode::BAD_REQUEST, Some(MISSING_IMPORTANT_INFORMATION)));
        let id = submission_id();
        let hello = message("Habari mentor", &id);
        let (a, b) = tokio::join!(
            post(app, "/api/lms/messages", &w.trainee, &hello),
            post(app, "/api/lms/messages", &w.trainee, &hello),
        );
        assert_eq!((a.0, b.0), (StatusCode::OK, StatusCode::OK));
        assert_eq!(app.count_rows("lms_messages").await, 1);

        let path = format!("/api/lms/messages?cohort_id={}&trainee_id={}&mentor_id={}", w.cohort, w.trainee_id, w.mentor_id);
        let response = app.client.get(app.url(&path)).bearer_auth(&w.trainee).send().await.expect("get");
        let etag = response.headers()["etag"].to_str().expect("etag").to_owned();
        let (code, body) = read(response).await;
        assert_eq!(code, StatusCode::OK);
        assert_eq!(body["data"][0]["sender"], "trainee");
        assert_eq!(body["data"][0]["content"], json!({"kind": "text", "text": "Habari mentor"}));
        assert_eq!(body["data"][0]["status"], "sent");
        let again = app.client.get(app.url(&path)).bearer_auth(&w.trainee).header("If-None-Match", &etag).send().await.expect("get");
        assert_eq!(again.status(), StatusCode::NOT_MODIFIED);

        // The mentor answers as the mentor and reads the trainee's message.
        let reply = json!({"cohortId": w.cohort, "traineeId": w.trainee_id, "sender": "trainee",
                           "content": {"kind": "text", "text": "Karibu"}, "submissionId": submission_id()});
        let (code, body) = post(app, "/api/lms/messages", &w.mentor, &reply).await;
        assert_eq!(code, StatusCode::OK, "{body}");
        let (code, _) = post(app, "/api/lms/messages/read", &w.mentor, &json!({"traineeId": w.trainee_id, "mentorId": w.mentor_id})).await;
        assert_eq!(code, StatusCode::OK);
        let changed = app.client.get(app.url(&path)).bearer_auth(&w.trainee).header("If-None-Match", &etag).send().await.expect("get");
        assert_eq!(changed.status(), StatusCode::OK);
        let (_, body) = read(changed).await;
        assert_eq!(body["data"][0]["status"], "read");
        assert_eq!(body["data"][1]["sender"], "mentor");
        // Not theirs: another cohort's mentor, another trainee, another cohort.
        let (code, _) = post(app, "/api/lms/messages", &w.other_mentor, &reply).await;
        assert_eq!(code, StatusCode::NOT_FOUND);
        let (code, _) = get(app, &path, &w.second).await;
        assert_eq!(code, StatusCode::NOT_FOUND);
        let (code, _) = get(app, &path, &w.other_mentor).await;
        assert_eq!(code, StatusCode::NOT_FOUND);
        let (code, _) = get(app, &path, &w.coach).await;
        assert_eq!(code, StatusCode::OK);
        let (code, _) = get(app, &path, &w.sales).await;
        assert_eq!(code, StatusCode::FORBIDDEN);
    })
    .await;
}
