//! The team writes the content (playbooks, chapters, sessions) and nobody else does: core's
//! messages, the order read back, an edit read by a pair, removals refused while pairs have work.

use portal_core::playbook::checks::{ICON_REQUIRED, LINK_INVALID, NAME_REQUIRED};
use portal_core::playbook::content::{
    CHAPTER_HAS_SESSIONS, CHAPTER_REMOVED, CHAPTER_SAVED, PLAYBOOK_SAVED, SESSION_HAS_WORK,
    SESSION_REMOVED, SESSION_SAVED,
};
use portal_core::playbook::markdown::MARKDOWN_HTML;
use portal_core::playbook::route::{CHAPTER_NOT_FOUND, LINK_ERROR, PLAYBOOK_NOT_FOUND};
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

use super::support::{assign, get, post, put, send, world};
use crate::common::{each_backend, Options, TestApp};

const UNKNOWN: &str = "0123456789abcdef01234567";

fn tool(name: &str, icon: &str, value: Option<&str>) -> Value {
    json!({
        "name": {"en": name, "sw": format!("{name} (sw)")},
        "info": {"en": format!("Use the **{name}**"), "sw": format!("Tumia **{name}**")},
        "icon": icon,
        "value": value,
    })
}

fn session_body(name: &str, info: &str, tools: Vec<Value>) -> Value {
    json!({
        "name": {"en": name, "sw": format!("{name} (sw)")},
        "info": {"en": info, "sw": format!("{info} (sw)")},
        "tools": tools,
    })
}

async fn delete(app: &TestApp, path: &str, token: &str) -> (StatusCode, Value) {
    send(app, Method::DELETE, path, Some(token), None).await
}

fn refused(code: StatusCode, body: &Value, status: StatusCode, msg: &str) {
    assert_eq!(code, status, "{body}");
    assert_eq!(body["error"], true, "{body}");
    assert_eq!(body["msg"], msg, "{body}");
}

#[tokio::test]
async fn the_team_writes_the_content_and_pairs_read_it() {
    each_backend(Options::default(), async |app| {
        let w = world(app).await;
        // A playbook, placed after the seeded ones.
        let (code, body) = post(
            app,
            "/api/playbook/content/playbooks",
            &w.coach,
            &json!({"name": {"en": "Exporting", "sw": "Kuuza nje"}, "summary": {"en": "Selling abroad", "sw": "Kuuza nchi za nje"}}),
        )
        .await;
        assert_eq!(code, StatusCode::OK, "{body}");
        assert_eq!(body["msg"], PLAYBOOK_SAVED);
        let playbook = body["data"]["_id"].as_str().expect("id").to_owned();
        assert_eq!(playbook.len(), 24);

        // A chapter (position left out: the first), then a session with two tools.
        let (code, body) = post(
            app,
            &format!("/api/playbook/content/playbooks/{playbook}/chapters"),
            &w.coach,
            &json!({"name": {"en": "Papers", "sw": "Nyaraka"}}),
        )
        .await;
        assert_eq!(code, StatusCode::OK, "{body}");
        assert_eq!(body["msg"], CHAPTER_SAVED);
        assert_eq!(body["data"]["position"], 1);
        assert_eq!(body["data"]["playbookId"], playbook.as_str());
        let chapter = body["data"]["_id"].as_str().expect("id").to_owned();
        let sessions = format!("/api/playbook/content/chapters/{chapter}/sessions");
        let tools = vec![
            tool("Export permit", "document", Some("https://www.kentrade.go.ke")),
            tool("Price list", "tag", None),
        ];
        let (code, body) = post(
            app,
            &sessions,
            &w.coach,
            &session_body("Permits", "# Permits\nApply **early**", tools),
        )
        .await;
        assert_eq!(code, StatusCode::OK, "{body}");
        assert_eq!(body["msg"], SESSION_SAVED);
        assert_eq!(body["data"]["position"], 1);
        assert_eq!(
            body["data"]["infoHtml"]["en"],
            "<h1>Permits</h1>\n<p>Apply <strong>early</strong></p>"
        );
        let session = body["data"]["_id"].as_str().expect("id").to_owned();
        let (code, body) = post(
            app,
            &sessions,
            &w.coach,
            &session_body("Shipping", "Ship by sea", vec![]),
        )
        .await;
        assert_eq!(code, StatusCode::OK, "{body}");
        assert_eq!(body["data"]["position"], 2);
        let empty_session = body["data"]["_id"].as_str().expect("id").to_owned();

        // The whole content, in order.
        let (code, body) = get(app, "/api/playbook/content", &w.coach).await;
        assert_eq!(code, StatusCode::OK, "{body}");
        assert_eq!(body["error"], false);
        assert!(body["icons"]
            .as_array()
            .is_some_and(|icons| icons.iter().any(|i| i == "calculator")));
        let all = body["data"].as_array().expect("playbooks");
        assert_eq!(all.len(), w.seeds.len() + 1);
        let ours = all.last().expect("ours");
        assert_eq!(ours["_id"], playbook.as_str());
        assert_eq!(ours["name"]["sw"], "Kuuza nje");
        let chapter_json = &ours["chapters"][0];
        assert_eq!(chapter_json["_id"], chapter.as_str());
        assert_eq!(chapter_json["sessions"][0]["_id"], session.as_str());
        assert_eq!(chapter_json["sessions"][1]["_id"], empty_session.as_str());
        let first = &chapter_json["sessions"][0];
        assert_eq!(first["tools"][0]["name"]["en"], "Export permit");
        assert_eq!(first["tools"][0]["value"], "https://www.kentrade.go.ke");
        assert_eq!(first["tools"][1]["name"]["en"], "Price list");
        assert!(first["tools"][1].get("value").is_none());
        assert!(first["infoHtml"]["sw"]
            .as_str()
            .is_some_and(|h| h.contains("<strong>early</strong>")));
        // The seeded ones first, each with its chapters.
        assert_eq!(all[0]["_id"], w.playbook(0));
        assert_eq!(all[0]["chapters"][0]["_id"], w.chapter());

        // Core's messages, each once.
        let (code, body) = post(
            app,
            "/api/playbook/content/playbooks",
            &w.coach,
            &json!({"name": {"en": "Exporting", "sw": " "}, "summary": {"en": "a", "sw": "b"}}),
        )
        .await;
        refused(code, &body, StatusCode::BAD_REQUEST, NAME_REQUIRED);
        let (code, body) = post(
            app,
            &sessions,
            &w.coach,
            &session_body("Bold", "<b>Apply</b> early", vec![]),
        )
        .await;
        refused(code, &body, StatusCode::BAD_REQUEST, MARKDOWN_HTML);
        let (code, body) = post(
            app,
            &sessions,
            &w.coach,
            &session_body("No icon", "Text", vec![tool("Cash book", " ", None)]),
        )
        .await;
        refused(code, &body, StatusCode::BAD_REQUEST, ICON_REQUIRED);
        let (code, body) = post(
            app,
            &sessions,
            &w.coach,
            &session_body(
                "Script",
                "Text",
                vec![tool("Cash book", "notebook", Some("javascript:alert(1)"))],
            ),
        )
        .await;
        refused(code, &body, StatusCode::BAD_REQUEST, LINK_INVALID);
        let (code, body) = post(
            app,
            "/api/playbook/content/preview",
            &w.coach,
            &json!({"text": "<b>x</b>"}),
        )
        .await;
        refused(code, &body, StatusCode::BAD_REQUEST, MARKDOWN_HTML);
        let (code, body) = post(
            app,
            "/api/playbook/content/preview",
            &w.super_admin,
            &json!({"text": "- **one**\n- two"}),
        )
        .await;
        assert_eq!(code, StatusCode::OK, "{body}");
        assert_eq!(
            body["html"],
            "<ul>\n<li><strong>one</strong></li>\n<li>two</li>\n</ul>"
        );
        // Nothing refused was stored.
        let (_, body) = get(app, "/api/playbook/content", &w.coach).await;
        let stored = body["data"].as_array().expect("playbooks");
        assert_eq!(stored.len(), w.seeds.len() + 1);
        assert_eq!(
            stored.last().expect("ours")["chapters"][0]["sessions"]
                .as_array()
                .map(Vec::len),
            Some(2)
        );

        // The super admin edits the session; a pair with the playbook reads it.
        let (code, body) = assign(app, &w.coach, &w.pair, &playbook).await;
        assert_eq!(code, StatusCode::OK, "{body}");
        let (code, body) = put(
            app,
            &format!("/api/playbook/content/sessions/{session}"),
            &w.super_admin,
            &session_body(
                "Permits",
                "Apply **two** weeks ahead",
                vec![tool("Export permit", "document", None)],
            ),
        )
        .await;
        assert_eq!(code, StatusCode::OK, "{body}");
        assert_eq!(body["data"]["position"], 1, "kept where it was");
        for token in [&w.client, &w.advisor] {
            let (code, body) = get(app, &format!("/api/playbook/session/{session}"), token).await;
            assert_eq!(code, StatusCode::OK, "{body}");
            assert_eq!(body["data"]["info"]["en"], "Apply **two** weeks ahead");
            assert_eq!(
                body["data"]["infoHtml"]["en"],
                "<p>Apply <strong>two</strong> weeks ahead</p>"
            );
            assert_eq!(body["data"]["tools"].as_array().map(Vec::len), Some(1));
            assert_eq!(body["playbookId"], playbook.as_str());
        }
        // The playbook and the chapter renamed.
        let (code, body) = put(
            app,
            &format!("/api/playbook/content/playbooks/{playbook}"),
            &w.super_admin,
            &json!({"name": {"en": "Export", "sw": "Kuuza nje"}, "summary": {"en": "Abroad", "sw": "Nje"}}),
        )
        .await;
        assert_eq!(code, StatusCode::OK, "{body}");
        assert_eq!(body["data"]["name"]["en"], "Export");
        let (code, body) = put(
            app,
            &format!("/api/playbook/content/chapters/{chapter}"),
            &w.coach,
            &json!({"name": {"en": "Permits", "sw": "Vibali"}, "position": 3}),
        )
        .await;
        assert_eq!(code, StatusCode::OK, "{body}");
        assert_eq!(body["data"]["position"], 3);

        // A session with a task stays; one without goes; a chapter goes once empty.
        let (code, body) = post(
            app,
            "/api/playbook/tasks",
            &w.advisor,
            &json!({"sessionId": session, "pairingId": w.pair, "topic": "Permit", "task": "Apply", "dueDate": null}),
        )
        .await;
        assert_eq!(code, StatusCode::OK, "{body}");
        let (code, body) = delete(
            app,
            &format!("/api/playbook/content/sessions/{session}"),
            &w.coach,
        )
        .await;
        refused(code, &body, StatusCode::CONFLICT, SESSION_HAS_WORK);
        let (code, body) = delete(
            app,
            &format!("/api/playbook/content/chapters/{chapter}"),
            &w.coach,
        )
        .await;
        refused(code, &body, StatusCode::CONFLICT, CHAPTER_HAS_SESSIONS);
        let (code, body) = delete(
            app,
            &format!("/api/playbook/content/sessions/{empty_session}"),
            &w.super_admin,
        )
        .await;
        assert_eq!(code, StatusCode::OK, "{body}");
        assert_eq!(body, json!({"error": false, "msg": SESSION_REMOVED}));
        let (code, body) = post(
            app,
            &format!("/api/playbook/content/playbooks/{playbook}/chapters"),
            &w.coach,
            &json!({"name": {"en": "Later", "sw": "Baadaye"}}),
        )
        .await;
        assert_eq!(code, StatusCode::OK, "{body}");
        assert_eq!(body["data"]["position"], 4, "after the last");
        let later = body["data"]["_id"].as_str().expect("id").to_owned();
        let (code, body) = delete(
            app,
            &format!("/api/playbook/content/chapters/{later}"),
            &w.coach,
        )
        .await;
        assert_eq!(code, StatusCode::OK, "{body}");
        assert_eq!(body["msg"], CHAPTER_REMOVED);
        let (_, body) = get(app, "/api/playbook/content", &w.coach).await;
        let ours = body["data"].as_array().and_then(|a| a.last()).expect("ours");
        assert_eq!(ours["chapters"].as_array().map(Vec::len), Some(1));
        assert_eq!(
            ours["chapters"][0]["sessions"].as_array().map(Vec::len),
            Some(1)
        );

        // Each change has its audit row.
        let rows: Vec<(String,)> = sqlx::query_as(
            "SELECT kind FROM audit_events WHERE kind IN ('playbook_content_saved', 'playbook_content_removed')",
        )
        .fetch_all(&app.state.pool)
        .await
        .expect("audit");
        let saved = rows.iter().filter(|(k,)| k == "playbook_content_saved").count();
        assert_eq!((saved, rows.len() - saved), (8, 2));
    })
    .await;
}

#[tokio::test]
async fn unknown_ids_are_not_found() {
    each_backend(Options::default(), async |app| {
        let w = world(app).await;
        let chapter = json!({"name": {"en": "A", "sw": "B"}});
        let playbook = json!({"name": {"en": "A", "sw": "B"}, "summary": {"en": "A", "sw": "B"}});
        let session = session_body("A", "B", vec![]);
        let cases = [
            (
                Method::PUT,
                format!("/api/playbook/content/playbooks/{UNKNOWN}"),
                Some(&playbook),
                PLAYBOOK_NOT_FOUND,
            ),
            (
                Method::POST,
                format!("/api/playbook/content/playbooks/{UNKNOWN}/chapters"),
                Some(&chapter),
                PLAYBOOK_NOT_FOUND,
            ),
            (
                Method::PUT,
                format!("/api/playbook/content/chapters/{UNKNOWN}"),
                Some(&chapter),
                CHAPTER_NOT_FOUND,
            ),
            (
                Method::DELETE,
                format!("/api/playbook/content/chapters/{UNKNOWN}"),
                None,
                CHAPTER_NOT_FOUND,
            ),
            (
                Method::POST,
                format!("/api/playbook/content/chapters/{UNKNOWN}/sessions"),
                Some(&session),
                CHAPTER_NOT_FOUND,
            ),
            (
                Method::PUT,
                format!("/api/playbook/content/sessions/{UNKNOWN}"),
                Some(&session),
                LINK_ERROR,
            ),
            (
                Method::DELETE,
                format!("/api/playbook/content/sessions/{UNKNOWN}"),
                None,
                LINK_ERROR,
            ),
        ];
        for (method, path, body, msg) in cases {
            let (code, answer) = send(app, method, &path, Some(&w.coach), body).await;
            assert_eq!(code, StatusCode::NOT_FOUND, "{path}: {answer}");
            assert_eq!(answer["msg"], msg, "{path}");
        }
    })
    .await;
}

#[tokio::test]
async fn only_the_team_writes_the_content() {
    each_backend(Options::default(), async |app| {
        let w = world(app).await;
        let chapter = json!({"name": {"en": "A", "sw": "B"}});
        let playbook = json!({"name": {"en": "A", "sw": "B"}, "summary": {"en": "A", "sw": "B"}});
        let session = session_body("A", "B", vec![]);
        let preview = json!({"text": "a"});
        let (pb, ch, se) = (w.playbook(0), w.chapter(), w.session());
        let calls = [
            (Method::GET, "/api/playbook/content".to_owned(), None),
            (
                Method::POST,
                "/api/playbook/content/preview".to_owned(),
                Some(&preview),
            ),
            (
                Method::POST,
                "/api/playbook/content/playbooks".to_owned(),
                Some(&playbook),
            ),
            (
                Method::PUT,
                format!("/api/playbook/content/playbooks/{pb}"),
                Some(&playbook),
            ),
            (
                Method::POST,
                format!("/api/playbook/content/playbooks/{pb}/chapters"),
                Some(&chapter),
            ),
            (
                Method::PUT,
                format!("/api/playbook/content/chapters/{ch}"),
                Some(&chapter),
            ),
            (
                Method::DELETE,
                format!("/api/playbook/content/chapters/{ch}"),
                None,
            ),
            (
                Method::POST,
                format!("/api/playbook/content/chapters/{ch}/sessions"),
                Some(&session),
            ),
            (
                Method::PUT,
                format!("/api/playbook/content/sessions/{se}"),
                Some(&session),
            ),
            (
                Method::DELETE,
                format!("/api/playbook/content/sessions/{se}"),
                None,
            ),
        ];
        for token in [&w.client, &w.advisor, &w.sales] {
            for (method, path, body) in &calls {
                let (code, answer) = send(app, method.clone(), path, Some(token), *body).await;
                assert_eq!(code, StatusCode::FORBIDDEN, "{method} {path}: {answer}");
            }
        }
        // Nothing changed: the seeded session reads as seeded.
        let (code, body) = get(app, &format!("/api/playbook/session/{se}"), &w.client).await;
        assert_eq!(code, StatusCode::OK, "{body}");
        assert_eq!(
            body["data"]["name"]["en"],
            w.seeds[0].sessions[0].name.en.as_str()
        );
    })
    .await;
}
