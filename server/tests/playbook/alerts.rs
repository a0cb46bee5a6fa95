//! Alerts: made once per key when a task is set, a reply sent or feedback given, and by the job for
//! a task due within two days; read and unread; the same by SMS or e-mail in the person's language
//! when they chose it (nothing in the outbox for anyone who has not: the portal only).

use portal_core::language::Language;
use portal_core::playbook::alerts::{alert_text, AlertDetails, AlertKind};
use portal_core::time::{nairobi_day, nairobi_midnight};
use reqwest::StatusCode;
use serde_json::{json, Value};

use portal_core::playbook::channel::{CHANNEL_NEEDS_EMAIL, CHANNEL_NEEDS_PHONE, CHANNEL_UNKNOWN};
use portal_core::playbook::messages::in_language;

use super::support::{
    choose, get, post, post_form, reply, set_task, world, ADVISOR_PHONE, CLIENT_PHONE,
};
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
        for token in [&w.client, &w.advisor] {
            let (code, body) = choose(app, token, "sms").await;
            assert_eq!(code, StatusCode::OK, "{body}");
        }
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
        choose(app, &w.client, "sms").await;
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
async fn the_channel_chosen_decides_what_goes_to_the_outbox() {
    each_backend(Options::default(), async |app| {
        let w = world(app).await;
        let settings = "/api/playbook/alerts/settings";
        for token in [&w.client, &w.advisor, &w.other_client] {
            let (code, body) = get(app, settings, token).await;
            assert_eq!(code, StatusCode::OK, "{body}");
            assert_eq!(body, json!({"channel": "app"}), "nobody has chosen yet");
        }
        for token in [&w.coach, &w.super_admin, &w.sales] {
            let (code, _) = get(app, settings, token).await;
            assert_eq!(code, StatusCode::FORBIDDEN);
            let (code, _) = choose(app, token, "sms").await;
            assert_eq!(code, StatusCode::FORBIDDEN);
        }

        // The portal only: the alert is stored, nothing is queued.
        set_task(app, &w, "One", None).await;
        assert_eq!(kinds(&alerts(app, &w.client).await), ["newTask"]);
        assert!(app.messages_to(CLIENT_PHONE).await.is_empty());
        assert!(app.messages_to("client@playbook.test").await.is_empty());

        // SMS: to the phone, core's 160-character text.
        let (code, body) = choose(app, &w.client, "sms").await;
        assert_eq!((code, body), (StatusCode::OK, json!({"channel": "sms"})));
        assert_eq!(get(app, settings, &w.client).await.1["channel"], "sms");
        set_task(app, &w, "Two", None).await;
        let sms = app.messages_to(CLIENT_PHONE).await;
        assert_eq!(sms.len(), 1);
        assert!(
            sms[0].1.starts_with("Tujenge: ") && sms[0].1.contains("Two"),
            "{sms:?}"
        );
        assert!(app.messages_to("client@playbook.test").await.is_empty());

        // E-mail: the title as subject, the body in full.
        let (code, _) = choose(app, &w.client, " EMAIL ").await;
        assert_eq!(code, StatusCode::OK);
        assert_eq!(get(app, settings, &w.client).await.1["channel"], "email");
        set_task(app, &w, "Three", None).await;
        let mail = app.messages_to("client@playbook.test").await;
        assert_eq!(mail.len(), 1);
        assert_eq!(mail[0].0, portal_core::playbook::alerts::NEW_TASK_TITLE);
        assert!(mail[0].1.contains("Three"), "{}", mail[0].1);
        assert_eq!(app.messages_to(CLIENT_PHONE).await.len(), 1);

        // Back to the portal only.
        choose(app, &w.client, "app").await;
        set_task(app, &w, "Four", None).await;
        assert_eq!(app.messages_to(CLIENT_PHONE).await.len(), 1);
        assert_eq!(app.messages_to("client@playbook.test").await.len(), 1);
        assert_eq!(kinds(&alerts(app, &w.client).await).len(), 4);

        // The other side's choice is theirs: the advisor chose e-mail for the client's reply.
        choose(app, &w.advisor, "email").await;
        let task = set_task(app, &w, "Five", None).await;
        let (code, _) = reply(app, &w.client, &task, "Done", &[]).await;
        assert_eq!(code, StatusCode::OK);
        let mail = app.messages_to("advisor@playbook.test").await;
        assert_eq!(mail.len(), 1);
        assert_eq!(mail[0].0, portal_core::playbook::alerts::NEW_REPLY_TITLE);
        assert!(app.messages_to(ADVISOR_PHONE).await.is_empty());
    })
    .await;
}

#[tokio::test]
async fn a_channel_needs_its_address_and_is_refused_in_the_callers_language() {
    each_backend(Options::default(), async |app| {
        let w = world(app).await;
        // The other client has no phone.
        let (code, body) = choose(app, &w.other_client, "sms").await;
        assert_eq!(code, StatusCode::BAD_REQUEST);
        assert_eq!(body, json!({"error": true, "msg": CHANNEL_NEEDS_PHONE}));
        let (code, body) = choose(app, &w.other_client, "fax").await;
        assert_eq!(
            (code, body["msg"].as_str()),
            (StatusCode::BAD_REQUEST, Some(CHANNEL_UNKNOWN))
        );
        sqlx::query(
            "UPDATE users SET language = 'sw', email = '' WHERE email = 'other@playbook.test'",
        )
        .execute(app.pool())
        .await
        .expect("no e-mail, Swahili");
        let (code, body) = choose(app, &w.other_client, "email").await;
        assert_eq!(code, StatusCode::BAD_REQUEST);
        assert_eq!(
            body["msg"],
            in_language(CHANNEL_NEEDS_EMAIL, Language::Swahili)
        );
        assert_ne!(body["msg"], CHANNEL_NEEDS_EMAIL);
        let (_, body) = choose(app, &w.other_client, "sms").await;
        assert_eq!(
            body["msg"],
            in_language(CHANNEL_NEEDS_PHONE, Language::Swahili)
        );
        assert_eq!(app.count_rows("playbook_alert_settings").await, 0);
        let (code, body) = choose(app, &w.other_client, "app").await;
        assert_eq!((code, body), (StatusCode::OK, json!({"channel": "app"})));
        assert_eq!(app.count_rows("playbook_alert_settings").await, 1);
    })
    .await;
}

#[tokio::test]
async fn a_person_who_chose_email_is_sent_an_email() {
    each_backend(Options::default(), async |app| {
        let w = world(app).await;
        let (code, _) = choose(app, &w.other_client, "email").await;
        assert_eq!(code, StatusCode::OK);
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

#[tokio::test]
async fn the_demo_client_is_alerted_by_sms_and_the_demo_advisor_by_email_until_they_choose() {
    let options = Options {
        demo: true,
        ..Options::default()
    };
    each_backend(options, async |app| {
        let settings = "/api/playbook/alerts/settings";
        let client = app.token("client@demo.test", "Demo-2026!").await;
        let advisor = app.token("advisor@demo.test", "Demo-2026!").await;
        assert_eq!(
            get(app, settings, &client).await.1,
            json!({"channel": "sms"})
        );
        assert_eq!(
            get(app, settings, &advisor).await.1,
            json!({"channel": "email"})
        );
        let (code, _) = choose(app, &client, "app").await;
        assert_eq!(code, StatusCode::OK);
        portal_server::demo::seed(&app.state)
            .await
            .expect("second seeding");
        assert_eq!(
            get(app, settings, &client).await.1,
            json!({"channel": "app"})
        );
        assert_eq!(
            get(app, settings, &advisor).await.1,
            json!({"channel": "email"})
        );
    })
    .await;
}
