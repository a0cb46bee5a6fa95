//! The trainee's alerts over real HTTP, on both databases: a grade told by SMS in Swahili to one
//! who chose SMS, by e-mail in English to one who chose e-mail, nothing queued for the portal only;
//! a mentor's messages at most once an hour per chat while unread.

use reqwest::StatusCode;
use serde_json::json;

use super::support::{get, post, world, World};
use super::team::{put, speak_swahili, user_id_of};
use super::work::{attempt, submission_id};
use crate::common::{each_backend, Options, TestApp};

async fn choose_sms(app: &TestApp, user_id: &str, token: &str, phone: &str) {
    app.set_phone_and_verified(user_id, Some(phone), true).await;
    let (code, body) = put(
        app,
        "/api/playbook/alerts/settings",
        token,
        &json!({"channel": "sms"}),
    )
    .await;
    assert_eq!(code, StatusCode::OK, "{body}");
}

async fn message(app: &TestApp, w: &World, text: &str) {
    let (code, body) = post(
        app,
        "/api/lms/messages",
        &w.mentor,
        &json!({"cohortId": w.cohort, "traineeId": w.trainee_id, "mentorId": w.mentor_id,
                "content": {"kind": "text", "text": text}, "submissionId": submission_id()}),
    )
    .await;
    assert_eq!(code, StatusCode::OK, "{body}");
}

#[tokio::test]
async fn trainees_are_told_of_grades_and_messages_by_their_channel() {
    each_backend(Options::default(), async |app| {
        let w = world(app).await;
        let phone = "+254712000111";
        choose_sms(app, &w.trainee_user, &w.trainee, phone).await;
        speak_swahili(app, &w.trainee_user).await;

        // A graded assignment: an SMS in Swahili.
        let (code, _) = attempt(app, &w, &w.trainee, &w.trainee_id, &w.course.assignments[0], &submission_id()).await;
        assert_eq!(code, StatusCode::OK);
        let (_, body) = get(app, &format!("/api/lms/mentor/submissions?cohort_id={}", w.cohort), &w.mentor).await;
        let id = body["data"][0]["id"].as_str().expect("submission").to_owned();
        let (code, _) = post(app, &format!("/api/lms/submissions/{id}/grade"), &w.mentor, &json!({"score": 75, "comment": "Good"})).await;
        assert_eq!(code, StatusCode::OK);
        let sent = app.messages_to(phone).await;
        assert_eq!(sent.len(), 1, "{sent:?}");
        assert_eq!(sent[0].1, "Zoezi lako Assignment 1 (sw) limepimwa: 75 kati ya 100.");

        // Someone who chose nothing (the portal only) gets nothing queued.
        let before = app.outbox_count().await;
        let (code, _) = attempt(app, &w, &w.second, &w.second_id, &w.course.assignments[0], &submission_id()).await;
        assert_eq!(code, StatusCode::OK);
        let (_, body) = get(app, &format!("/api/lms/mentor/submissions?cohort_id={}", w.cohort), &w.mentor).await;
        let id = body["data"][0]["id"].as_str().expect("submission").to_owned();
        let (code, _) = post(app, &format!("/api/lms/submissions/{id}/grade"), &w.mentor, &json!({"score": 60})).await;
        assert_eq!(code, StatusCode::OK);
        assert_eq!(app.outbox_count().await, before);

        // Two messages within the hour: one alert; read, then a new one: another.
        message(app, &w, "Habari, umeanza?").await;
        message(app, &w, "Nipigie simu").await;
        let sent = app.messages_to(phone).await;
        assert_eq!(sent.len(), 2, "{sent:?}");
        assert!(sent[0].1.contains("amekutumia ujumbe"), "{sent:?}");
        let (code, _) = post(app, "/api/lms/messages/read", &w.trainee, &json!({"traineeId": w.trainee_id, "mentorId": w.mentor_id})).await;
        assert_eq!(code, StatusCode::OK);
        message(app, &w, "Karibu tena").await;
        assert_eq!(app.messages_to(phone).await.len(), 3);
        // The trainee's own messages tell no one.
        let before = app.outbox_count().await;
        let (code, _) = post(
            app,
            "/api/lms/messages",
            &w.trainee,
            &json!({"cohortId": w.cohort, "traineeId": w.trainee_id, "content": {"kind": "text", "text": "Asante"}, "submissionId": submission_id()}),
        )
        .await;
        assert_eq!(code, StatusCode::OK);
        assert_eq!(app.outbox_count().await, before);
    })
    .await;
}

#[tokio::test]
async fn a_graded_pitch_deck_is_told_by_email_to_one_who_chose_it() {
    each_backend(Options::default(), async |app| {
        let w = world(app).await;
        let second_user = user_id_of(app, "second@lms.test").await;
        let (code, body) = put(
            app,
            "/api/playbook/alerts/settings",
            &w.second,
            &json!({"channel": "email"}),
        )
        .await;
        assert_eq!(code, StatusCode::OK, "{body}");
        let upload = super::work::lms_file(app, &w.second).await;
        let (code, body) = post(
            app,
            "/api/lms/pitches/2",
            &w.second,
            &json!({"traineeId": w.second_id, "upload": upload, "submissionId": submission_id()}),
        )
        .await;
        assert_eq!(code, StatusCode::OK, "{body}");
        let (_, body) = get(app, "/api/lms/pitches", &w.second).await;
        let pitch = body["data"][0]["id"].as_str().expect("pitch").to_owned();
        let (code, _) = post(
            app,
            &format!("/api/lms/pitches/{pitch}/grade"),
            &w.coach,
            &json!({"score": 88}),
        )
        .await;
        assert_eq!(code, StatusCode::OK);
        let sent = app.messages_to("second@lms.test").await;
        assert_eq!(sent.len(), 1, "{sent:?} for {second_user}");
        assert_eq!(sent[0].0, "Your work is graded");
        assert_eq!(
            sent[0].1,
            "Your pitch deck 2 is graded: 88 of 100. Open the learning area to read it."
        );
    })
    .await;
}
