//! Alerts: made once per key when a task is set, a reply sent or feedback given, and by the job for
//! a task due within two days; read and unread; the same by SMS in the person's language.

use portal_core::language::Language;
use portal_core::playbook::alerts::{alert_text, AlertDetails, AlertKind};
use portal_core::time::{nairobi_day, nairobi_midnight};
use reqwest::StatusCode;
use serde_json::{json, Value};

use super::support::{get, post, post_form, reply, set_task, world, ADVISOR_PHONE, CLIENT_PHONE};
use crate::common::{each_backend, Options, TestApp};

async fn alerts(app: &TestApp, token: &str) -> Value {
    let (code, body) = get(app, "/api/playbook/alerts", token).await;
    assert_eq!(code, StatusCode::OK, "{body}");
    body
}

fn kinds(body: &Value) -> Vec<String> {
    body["data"]
        .as_array()
        .expect("alerts")
        .iter()
        .map(|a| a["kind"].as_str().expect("kind").to_owned())
        .collect()
}

async fn run(app: &TestApp) -> usize {
    portal_server::playbook::run_alerts(&app.state)
        .await
        .expect("alerts pass")
}

#[tokio::test]
async fn events_alert_the_other_side_once_by_sms_in_their_language() {
    each_backend(Options::default(), async |app| {
        let w = world(app).await;
        sqlx::query("UPDATE users SET language = 'sw' WHERE id = $1")
            .bind(&w.client_id)
            .execute(app.pool())
            .await
            .expect("swahili");
        let task = set_task(app, &w, "Hesabu stoo", None).await;
        let client_alerts = alerts(app, &w.client).await;
        assert_eq!(kinds(&client_alerts), ["newTask"]);
        assert_eq!(client_alerts["unread"], 1);
        let session_sw = w.seeds[0].sessions[0].name.sw.as_str();
        let expected = alert_text(
            AlertKind::NewTask,
            &AlertDetails {
                session: session_sw,
                topic: "Hesabu stoo",
                ..AlertDetails::default()
            },
            Language::Swahili,
        );
        assert_eq!(client_alerts["data"][0]["body"], expected.body.as_str());
        let sms = app.messages_to(CLIENT_PHONE).await;
        assert_eq!(sms.len(), 1);
        assert_eq!(sms[0].1, expected.sms);

        let (code, _) = reply(app, &w.client, &task, "Nimemaliza", &[]).await;
        assert_eq!(code, StatusCode::OK);
        assert_eq!(kinds(&alerts(app, &w.advisor).await), ["newReply"]);
        assert_eq!(app.messages_to(ADVISOR_PHONE).await.len(), 1);

        let fields = [
            ("rated", "5"),
            ("sessionId", w.session()),
            ("pairingId", w.pair.as_str()),
            ("from", "Advisor"),
        ];
        let (code, _) =
            post_form(app, "/api/playbook/add-feedback", &w.advisor, &fields, &[]).await;
        assert_eq!(code, StatusCode::OK);
        assert_eq!(
            kinds(&alerts(app, &w.client).await),
            ["newFeedback", "newTask"]
        );
        assert!(alerts(app, &w.other_client).await["data"]
            .as_array()
            .expect("list")
            .is_empty());

        // The job finds nothing new: every key is stored already, no second SMS.
        assert_eq!(run(app).await, 0);
        assert_eq!(run(app).await, 0);
        assert_eq!(app.count_rows("playbook_alerts").await, 3);
        assert_eq!(app.messages_to(CLIENT_PHONE).await.len(), 2);
        assert_eq!(app.messages_to(ADVISOR_PHONE).await.len(), 1);
    })
    .await;
}

#[tokio::test]
async fn a_task_due_in_two_days_is_reminded_once_however_often_the_job_runs() {
    each_backend(Options::default(), async |app| {
        let w = world(app).await;
        let now = app.state.now();
        let (y, m, d) = nairobi_day(now + 6 * 86_400).expect("day");
        let due = format!("{y:04}-{m:02}-{d:02}");
        set_task(app, &w, "Stock", Some(&due)).await;
        assert_eq!(run(app).await, 0, "not due soon yet");
        assert_eq!(
            app.messages_to(CLIENT_PHONE).await.len(),
            1,
            "the new task's SMS"
        );

        app.advance_clock(4 * 86_400);
        assert_eq!(run(app).await, 1);
        assert_eq!(run(app).await, 0);
        let list = alerts(app, &w.client).await;
        assert_eq!(kinds(&list), ["taskDue", "newTask"]);
        let messages = app.messages_to(CLIENT_PHONE).await;
        assert_eq!(messages.len(), 2);
        let due_at = nairobi_midnight(y, m, d).expect("midnight");
        let expected = alert_text(
            AlertKind::TaskDue,
            &AlertDetails {
                session: &w.seeds[0].sessions[0].name.en,
                topic: "Stock",
                due_date: Some(due_at),
                ..AlertDetails::default()
            },
            Language::English,
        );
        assert_eq!(messages[0].1, expected.sms);

        // A reply before the reminder: none is sent.
        let task = set_task(app, &w, "Sales", Some(&due)).await;
        reply(app, &w.client, &task, "Done", &[]).await;
        assert_eq!(run(app).await, 0);
    })
    .await;
}

#[tokio::test]
async fn alerts_are_read_by_their_person_only() {
    each_backend(Options::default(), async |app| {
        let w = world(app).await;
        set_task(app, &w, "One", None).await;
        set_task(app, &w, "Two", None).await;
        let list = alerts(app, &w.client).await;
        assert_eq!(list["unread"], 2);
        let first = list["data"][0]["_id"].as_str().expect("id").to_owned();
        let path = format!("/api/playbook/alerts/{first}/read");
        let (code, _) = post(app, &path, &w.advisor, &json!({})).await;
        assert_eq!(code, StatusCode::NOT_FOUND);
        let (code, _) = post(app, &path, &w.client, &json!({})).await;
        assert_eq!(code, StatusCode::OK);
        let list = alerts(app, &w.client).await;
        assert_eq!(list["unread"], 1);
        assert_eq!(list["data"][0]["read"], true);
        let (code, _) = post(app, "/api/playbook/alerts/all/read", &w.client, &json!({})).await;
        assert_eq!(code, StatusCode::OK);
        assert_eq!(alerts(app, &w.client).await["unread"], 0);
        assert_eq!(alerts(app, &w.coach).await["unread"], 0);
    })
    .await;
}

#[tokio::test]
async fn a_person_without_a_phone_is_sent_an_email() {
    each_backend(Options::default(), async |app| {
        let w = world(app).await;
        let (code, body) = post(
            app,
            "/api/playbook/tasks",
            &w.other_advisor,
            &json!({"sessionId": w.session(), "pairingId": w.other_pair, "topic": "Prices", "task": "List them"}),
        )
        .await;
        assert_eq!(code, StatusCode::OK, "{body}");
        let mail = app.messages_to("other@playbook.test").await;
        assert_eq!(mail.len(), 1);
        assert_eq!(mail[0].0, portal_core::playbook::alerts::NEW_TASK_TITLE);
        assert!(mail[0].1.contains("Prices"), "{}", mail[0].1);
        assert_eq!(kinds(&alerts(app, &w.other_client).await), ["newTask"]);
    })
    .await;
}
