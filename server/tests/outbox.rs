//! The outbox: messages written with the change that causes them, delivered once by a pass, retried
//! with backoff when the provider fails, through SMTP and an HTTP SMS gateway, and shown by the dev
//! outbox.

use crate::common;

use std::net::SocketAddr;
use std::time::Duration;

use axum::http::HeaderMap;
use axum::Json;
use common::{each_backend, error, json, Options, PASSWORD};
use portal_core::roles::Role;
use portal_server::config::{EmailProvider, SmsProvider};
use portal_server::outbox::{deliver_due, DeliveryReport};
use reqwest::StatusCode;
use serde_json::{json, Value};
use sqlx::Row;
use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
use tokio::sync::mpsc;

const AMINA: &str = "amina@example.com";

fn report(sent: usize, retried: usize, failed: usize) -> DeliveryReport {
    DeliveryReport {
        sent,
        retried,
        failed,
    }
}

async fn request_reset(app: &common::TestApp, email: &str) {
    let response = app
        .post_json("/api/client/reset_pwd", None, &json!({ "email": email }))
        .await;
    assert_eq!(response.status(), StatusCode::OK);
}

async fn row(app: &common::TestApp, recipient: &str) -> sqlx::any::AnyRow {
    sqlx::query("SELECT status, attempts, next_attempt_at, locked_until, last_error, sent_at FROM outbox_messages WHERE recipient = $1")
        .bind(recipient)
        .fetch_one(app.pool())
        .await
        .expect("outbox row")
}

async fn refuse_audit_kind(app: &common::TestApp, kind: &str) {
    let statements = if app.backend == "sqlite" {
        vec![format!(
            "CREATE TRIGGER refuse_audit BEFORE INSERT ON audit_events WHEN NEW.kind = '{kind}' \
             BEGIN SELECT RAISE(ABORT, 'refused for the test'); END"
        )]
    } else {
        vec![
            format!(
                "CREATE FUNCTION refuse_audit() RETURNS trigger AS $$ BEGIN \
                 IF NEW.kind = '{kind}' THEN RAISE EXCEPTION 'refused for the test'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql"
            ),
            "CREATE TRIGGER refuse_audit BEFORE INSERT ON audit_events FOR EACH ROW EXECUTE FUNCTION refuse_audit()".to_owned(),
        ]
    };
    for sql in statements {
        sqlx::query(&sql)
            .execute(app.pool())
            .await
            .expect("trigger");
    }
}

async fn allow_audit(app: &common::TestApp) {
    sqlx::query("DROP TRIGGER refuse_audit ON audit_events")
        .execute(app.pool())
        .await
        .or(sqlx::query("DROP TRIGGER refuse_audit")
            .execute(app.pool())
            .await)
        .expect("drop trigger");
}

#[tokio::test]
async fn a_message_commits_with_its_change_or_not_at_all() {
    each_backend(Options::default(), async |app| {
        app.create_user(Role::Sales, "sales@example.com").await;
        let sales = app.token("sales@example.com", PASSWORD).await;
        let body = json!({
            "firstName": "Neema", "lastName": "Mushi", "email": "neema@example.com", "mobileNumber": "0712345678",
            "password": "Neema-pass-2026", "confirmPassword": "Neema-pass-2026", "referralChoice": "Facebook",
        });
        // The audit record is the last write of the sign-up's transaction: make it fail.
        refuse_audit_kind(app, "account_created").await;
        let failed = json(app.post_json("/api/client/signup", Some(&sales), &body).await).await;
        assert_eq!(failed, (StatusCode::INTERNAL_SERVER_ERROR, error("Something went wrong, try again")));
        assert_eq!(app.outbox_count().await, 0, "the welcome e-mail went with the failed change");
        let users: i64 = sqlx::query("SELECT COUNT(*) FROM users WHERE email = 'neema@example.com'")
            .fetch_one(app.pool()).await.expect("count").get(0);
        assert_eq!(users, 0);

        allow_audit(app).await;
        assert_eq!(app.post_json("/api/client/signup", Some(&sales), &body).await.status(), StatusCode::CREATED);
        assert_eq!(app.messages_to("neema@example.com").await.len(), 1);
    })
    .await;
}

#[tokio::test]
async fn a_pass_delivers_each_message_once() {
    each_backend(Options::default(), async |app| {
        for email in [AMINA, "baraka@example.com", "chege@example.com"] {
            app.create_user(Role::Client, email).await;
            request_reset(app, email).await;
        }
        let pending = row(app, AMINA).await;
        assert_eq!(pending.get::<String, _>(0), "pending");
        assert_eq!(pending.get::<i64, _>(1), 0);

        let (first, second) = tokio::join!(deliver_due(&app.state), deliver_due(&app.state));
        let (first, second) = (first.expect("pass"), second.expect("pass"));
        assert_eq!(first.sent + second.sent, 3, "{first:?} {second:?}");
        assert_eq!(
            deliver_due(&app.state).await.expect("pass"),
            report(0, 0, 0)
        );

        let sent = row(app, AMINA).await;
        assert_eq!(sent.get::<String, _>(0), "sent");
        assert_eq!(sent.get::<i64, _>(1), 1);
        assert_eq!(sent.get::<Option<i64>, _>(3), None);
        assert_eq!(sent.get::<Option<String>, _>(4), None);
        let sent_at: Option<i64> = sent.get(5);
        assert!(sent_at.is_some_and(|t| (t - app.state.now()).abs() <= 2));
        // The log provider leaves the message readable.
        common::code_in(&app.messages_to(AMINA).await[0].1);
    })
    .await;
}

#[tokio::test]
async fn a_failing_provider_is_retried_with_backoff_then_given_up() {
    let closed = {
        let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("bind");
        listener.local_addr().expect("addr").port()
    };
    let options = Options::configured(move |config| {
        config.sms = SmsProvider::Http {
            url: format!("http://127.0.0.1:{closed}/send"),
            token: Some("t".into()),
        };
    });
    each_backend(options, async |app| {
        app.freeze_clock();
        let id = app.create_user(Role::Client, AMINA).await;
        app.set_phone_and_verified(&id, Some("254712345678"), false)
            .await;
        app.get("/api/otp/3/0712345678", None).await;
        request_reset(app, AMINA).await;

        // The e-mail goes through the log provider; the SMS gateway is down.
        assert_eq!(
            deliver_due(&app.state).await.expect("pass"),
            report(1, 1, 0)
        );
        let expected_delays = [30, 60, 120, 240, 480, 960, 1920];
        for (n, delay) in expected_delays.into_iter().enumerate() {
            let attempts = i64::try_from(n).expect("small") + 1;
            let retry = row(app, "254712345678").await;
            assert_eq!(retry.get::<String, _>(0), "pending");
            assert_eq!(retry.get::<i64, _>(1), attempts);
            assert_eq!(
                retry.get::<i64, _>(2) - app.state.now(),
                delay,
                "after try {attempts}"
            );
            assert_eq!(retry.get::<Option<i64>, _>(3), None);
            assert!(retry
                .get::<Option<String>, _>(4)
                .is_some_and(|e| e.starts_with("SMS gateway unreachable")));
            app.advance_clock(delay - 1);
            assert_eq!(
                deliver_due(&app.state).await.expect("pass"),
                report(0, 0, 0),
                "not due yet"
            );
            app.advance_clock(1);
            let expected = if attempts == 7 {
                report(0, 0, 1)
            } else {
                report(0, 1, 0)
            };
            assert_eq!(deliver_due(&app.state).await.expect("pass"), expected);
        }
        let failed = row(app, "254712345678").await;
        assert_eq!(failed.get::<String, _>(0), "failed");
        assert_eq!(failed.get::<i64, _>(1), 8);
        app.advance_clock(100_000);
        assert_eq!(
            deliver_due(&app.state).await.expect("pass"),
            report(0, 0, 0)
        );
    })
    .await;
}

#[tokio::test]
async fn a_message_whose_worker_died_is_taken_up_again() {
    each_backend(Options::default(), async |app| {
        app.create_user(Role::Client, AMINA).await;
        request_reset(app, AMINA).await;
        // A worker claimed it and stopped before recording the outcome.
        let claimed = portal_server::outbox::store::claim_due(app.pool(), app.state.now(), 10)
            .await
            .expect("claim");
        assert_eq!(claimed.len(), 1);
        assert_eq!(
            deliver_due(&app.state).await.expect("pass"),
            report(0, 0, 0),
            "still claimed"
        );
        app.advance_clock(120);
        assert_eq!(
            deliver_due(&app.state).await.expect("pass"),
            report(1, 0, 0)
        );
        assert_eq!(row(app, AMINA).await.get::<i64, _>(1), 2);
    })
    .await;
}

type Captured = (Option<String>, Value);

async fn fake_gateway(status: StatusCode) -> (SocketAddr, mpsc::UnboundedReceiver<Captured>) {
    let (sender, receiver) = mpsc::unbounded_channel();
    let router = axum::Router::new().route(
        "/send",
        axum::routing::post(move |headers: HeaderMap, Json(body): Json<Value>| {
            let sender = sender.clone();
            async move {
                let auth = headers
                    .get("authorization")
                    .and_then(|v| v.to_str().ok())
                    .map(str::to_owned);
                sender.send((auth, body)).ok();
                status
            }
        }),
    );
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind");
    let addr = listener.local_addr().expect("addr");
    tokio::spawn(async move { axum::serve(listener, router).await.ok() });
    (addr, receiver)
}

#[tokio::test]
async fn the_sms_gateway_gets_json_with_the_bearer_token() {
    let (ok, delivered) = fake_gateway(StatusCode::OK).await;
    let (broken, refused) = fake_gateway(StatusCode::SERVICE_UNAVAILABLE).await;
    let (delivered, refused) = (
        tokio::sync::Mutex::new(delivered),
        tokio::sync::Mutex::new(refused),
    );
    for (addr, answer) in [
        (ok, StatusCode::OK),
        (broken, StatusCode::SERVICE_UNAVAILABLE),
    ] {
        let options = Options::configured(move |config| {
            config.sms = SmsProvider::Http {
                url: format!("http://{addr}/send"),
                token: Some("gateway-token".into()),
            };
        });
        let captured = if answer == StatusCode::OK {
            &delivered
        } else {
            &refused
        };
        each_backend(options, async |app| {
            let id = app.create_user(Role::Client, AMINA).await;
            app.set_phone_and_verified(&id, Some("254712345678"), false)
                .await;
            app.get("/api/otp/3/254712345678", None).await;
            let body = app.messages_to("254712345678").await[0].1.clone();
            let pass = deliver_due(&app.state).await.expect("pass");
            let (auth, payload) = captured
                .lock()
                .await
                .recv()
                .await
                .expect("the gateway was called");
            assert_eq!(auth.as_deref(), Some("Bearer gateway-token"));
            assert_eq!(payload, json!({ "to": "254712345678", "message": body }));
            let stored = row(app, "254712345678").await;
            if answer == StatusCode::OK {
                assert_eq!(pass, report(1, 0, 0));
                assert_eq!(stored.get::<String, _>(0), "sent");
            } else {
                assert_eq!(pass, report(0, 1, 0));
                assert_eq!(
                    stored.get::<Option<String>, _>(4).as_deref(),
                    Some("SMS gateway answered 503 Service Unavailable")
                );
            }
        })
        .await;
    }
}

/// A relay that speaks just enough SMTP, and hands over each transcript when its client leaves.
pub(crate) async fn fake_smtp() -> (SocketAddr, mpsc::UnboundedReceiver<String>) {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind");
    let addr = listener.local_addr().expect("addr");
    let (sender, receiver) = mpsc::unbounded_channel();
    tokio::spawn(async move {
        while let Ok((stream, _)) = listener.accept().await {
            let sender = sender.clone();
            tokio::spawn(async move {
                let (read, mut write) = stream.into_split();
                let mut lines = BufReader::new(read).lines();
                let mut transcript = String::new();
                let mut in_data = false;
                write.write_all(b"220 fake.test ESMTP\r\n").await.ok();
                while let Ok(Some(line)) = lines.next_line().await {
                    transcript.push_str(&line);
                    transcript.push('\n');
                    let reply: &[u8] = if in_data {
                        if line != "." {
                            continue;
                        }
                        in_data = false;
                        b"250 queued\r\n"
                    } else if line.starts_with("EHLO") {
                        b"250-fake.test\r\n250 8BITMIME\r\n"
                    } else if line == "DATA" {
                        in_data = true;
                        b"354 go ahead\r\n"
                    } else if line == "QUIT" {
                        write.write_all(b"221 bye\r\n").await.ok();
                        break;
                    } else {
                        b"250 ok\r\n"
                    };
                    write.write_all(reply).await.ok();
                }
                sender.send(transcript).ok();
            });
        }
    });
    (addr, receiver)
}

#[tokio::test]
async fn e_mail_goes_through_the_smtp_relay() {
    let (addr, transcripts) = fake_smtp().await;
    let transcripts = tokio::sync::Mutex::new(transcripts);
    let options = Options::configured(move |config| {
        config.email = EmailProvider::Smtp {
            url: format!("smtp://{addr}"),
            from: "Tujenge <no-reply@portal.test>".into(),
        };
    });
    each_backend(options, async |app| {
        app.create_user(Role::Client, AMINA).await;
        request_reset(app, AMINA).await;
        let code = app.code_sent_to(AMINA).await;
        assert_eq!(
            deliver_due(&app.state).await.expect("pass"),
            report(1, 0, 0)
        );
        let mut transcripts = transcripts.lock().await;
        let transcript = tokio::time::timeout(Duration::from_secs(10), transcripts.recv())
            .await
            .expect("in time")
            .expect("a transcript");
        assert!(
            transcript.contains("MAIL FROM:<no-reply@portal.test>"),
            "{transcript}"
        );
        assert!(
            transcript.contains("RCPT TO:<amina@example.com>"),
            "{transcript}"
        );
        assert!(
            transcript.contains("Subject: Reset your Tujenge password"),
            "{transcript}"
        );
        assert!(
            transcript.contains(&format!("Code: {code}")),
            "{transcript}"
        );
        assert_eq!(row(app, AMINA).await.get::<String, _>(0), "sent");
    })
    .await;
}

#[tokio::test]
async fn the_worker_delivers_as_soon_as_a_change_queues_a_message() {
    each_backend(Options::default(), async |app| {
        app.create_user(Role::Client, AMINA).await;
        let worker = portal_server::outbox::spawn_worker(app.state.clone());
        request_reset(app, AMINA).await;
        let mut status = String::new();
        for _ in 0..40 {
            status = row(app, AMINA).await.get(0);
            if status == "sent" {
                break;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        worker.abort();
        assert_eq!(
            status, "sent",
            "delivered within 2 s, well before the 5 s poll"
        );
    })
    .await;
}

#[tokio::test]
async fn the_dev_outbox_is_off_unless_asked_for() {
    each_backend(Options::default(), async |app| {
        app.create_user(Role::Client, AMINA).await;
        request_reset(app, AMINA).await;
        assert_eq!(
            json(app.get("/api/dev/outbox", None).await).await,
            (StatusCode::NOT_FOUND, error("Not found"))
        );
    })
    .await;
    each_backend(
        Options::configured(|config| config.dev_outbox = true),
        async |app| {
            let (status, body) = json(app.get("/api/dev/outbox", None).await).await;
            assert_eq!((status, body), (StatusCode::OK, json!({ "messages": [] })));
        },
    )
    .await;
}

#[tokio::test]
async fn with_demo_data_the_dev_outbox_shows_messages_newest_first() {
    let options = Options {
        demo: true,
        ..Options::default()
    };
    each_backend(options, async |app| {
        request_reset(app, "client@demo.test").await;
        app.advance_clock(1);
        request_reset(app, "client@demo.test").await;
        request_reset(app, "sales@demo.test").await;

        let (status, body) = json(app.get("/api/dev/outbox?to=Client%40Demo.test", None).await).await;
        assert_eq!(status, StatusCode::OK);
        let messages = body["messages"].as_array().expect("messages");
        assert_eq!(messages.len(), 2);
        let newest = &messages[0];
        let keys: Vec<&String> = newest.as_object().expect("object").keys().collect();
        assert_eq!(keys.len(), 7, "{keys:?}");
        assert_eq!(newest["channel"], "email");
        assert_eq!(newest["recipient"], "client@demo.test");
        assert_eq!(newest["subject"], "Reset your Tujenge password");
        assert_eq!(newest["status"], "pending");
        assert!(newest["createdAt"].as_i64() > messages[1]["createdAt"].as_i64());
        let code = common::code_in(newest["body"].as_str().expect("body"));
        assert_eq!(code, app.code_sent_to("client@demo.test").await);

        // The newest code resets the password.
        let reset = json!({ "email": "client@demo.test", "otp": code, "password": "Fresh-pass-123", "confirmPassword": "Fresh-pass-123" });
        assert_eq!(app.post_json("/api/otp/3/new_pwd", None, &reset).await.status(), StatusCode::OK);
        app.token("client@demo.test", "Fresh-pass-123").await;

        deliver_due(&app.state).await.expect("pass");
        let (_, all) = json(app.get("/api/dev/outbox", None).await).await;
        let all = all["messages"].as_array().expect("messages");
        assert_eq!(all.len(), 3);
        assert!(all.iter().all(|m| m["status"] == "sent"));
    })
    .await;
}
