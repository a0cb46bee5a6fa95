//! The work on a pair's session: the advisor ticks tools and sets tasks, the entrepreneur replies
//! (once, with files checked by their content), both give feedback; core's messages; progress
//! moving the same on both sides.

use portal_core::playbook::checks::{
    ALREADY_ANSWERED, DUE_DATE_PAST, RATE_ADVISER, RATE_SESSION, RESPONSE_NEEDED, TOPIC_REQUIRED,
    WRONG_SIDE,
};
use portal_core::playbook::pairs::PAIR_NOT_FOUND;
use portal_core::uploads::PLAYBOOK_FILE_NOT_ACCEPTED;
use reqwest::StatusCode;
use serde_json::json;

use super::support::{get, post, post_form, progress, reply, set_task, tick, world};
use crate::common::loans::pdf_bytes;
use crate::common::profile::jpeg;
use crate::common::{each_backend, Options};

#[tokio::test]
async fn only_the_pairs_advisor_ticks_and_progress_moves_on_both_sides() {
    each_backend(Options::default(), async |app| {
        let w = world(app).await;
        let session = &w.seeds[0].sessions[0];
        let tool = session.tools[0].name.en.as_str();
        for token in [&w.client, &w.coach, &w.super_admin, &w.sales] {
            let (code, _) = tick(app, token, w.session(), &w.pair, tool, true).await;
            assert_eq!(code, StatusCode::FORBIDDEN);
        }
        let (code, body) = tick(app, &w.other_advisor, w.session(), &w.pair, tool, true).await;
        assert_eq!(
            (code, body["msg"].as_str()),
            (StatusCode::NOT_FOUND, Some(PAIR_NOT_FOUND))
        );
        let (code, _) = tick(app, &w.advisor, w.session(), &w.pair, "No such tool", true).await;
        assert_eq!(code, StatusCode::NOT_FOUND);

        for token in [&w.client, &w.advisor] {
            assert_eq!(
                progress(app, token, &w.pair, w.playbook(0)).await["status"],
                "pending"
            );
        }
        // Every tool of the first session: complete unless it has a task without a reply.
        for t in &session.tools {
            let (code, body) = tick(app, &w.advisor, w.session(), &w.pair, &t.name.en, true).await;
            assert_eq!(code, StatusCode::OK, "{body}");
        }
        let (code, _) = tick(app, &w.advisor, w.session(), &w.pair, tool, true).await;
        assert_eq!(code, StatusCode::OK, "ticking twice changes nothing");
        let counted = w.seeds[0]
            .sessions
            .iter()
            .filter(|s| !s.tools.is_empty())
            .count();
        let expected = portal_core::playbook::progress::percent(1, counted);
        let seen_by_client = progress(app, &w.client, &w.pair, w.playbook(0)).await;
        let seen_by_advisor = progress(app, &w.advisor, &w.pair, w.playbook(0)).await;
        assert_eq!(seen_by_client, seen_by_advisor);
        assert_eq!(seen_by_client["stateNumber"], expected);
        assert_eq!(seen_by_client["status"], "inProgress");

        let (_, body) = get(
            app,
            &format!("/api/playbook/tools/{}/{}", w.session(), w.pair),
            &w.client,
        )
        .await;
        assert!(body["data"]
            .as_array()
            .expect("tools")
            .iter()
            .all(|t| t["_isDone"] == true));

        // A task without a reply makes the session incomplete again; the reply completes it.
        let task = set_task(app, &w, "Count the stock", None).await;
        assert_eq!(
            progress(app, &w.client, &w.pair, w.playbook(0)).await["stateNumber"],
            0
        );
        let (code, body) = reply(app, &w.client, &task, "Done: 120 items", &[]).await;
        assert_eq!(code, StatusCode::OK, "{body}");
        assert_eq!(
            progress(app, &w.advisor, &w.pair, w.playbook(0)).await["stateNumber"],
            expected
        );

        // Unticking takes it back; the other pair's progress never moved.
        let (code, _) = tick(app, &w.advisor, w.session(), &w.pair, tool, false).await;
        assert_eq!(code, StatusCode::OK);
        assert_eq!(
            progress(app, &w.client, &w.pair, w.playbook(0)).await["stateNumber"],
            0
        );
        assert_eq!(
            progress(app, &w.other_client, &w.other_pair, w.playbook(0)).await["status"],
            "pending"
        );
        assert_eq!(
            app.audit_count("playbook_tool_ticked").await,
            i64::try_from(session.tools.len()).expect("a count") + 1
        );
    })
    .await;
}

#[tokio::test]
async fn tasks_are_checked_by_core_and_set_by_the_pairs_advisor_only() {
    each_backend(Options::default(), async |app| {
        let w = world(app).await;
        let body = |topic: &str, due: Option<&str>| {
            json!({"sessionId": w.session(), "pairingId": w.pair, "topic": topic, "task": "Do it", "dueDate": due})
        };
        let (code, answer) = post(app, "/api/playbook/tasks", &w.advisor, &body(" ", None)).await;
        assert_eq!((code, answer["msg"].as_str()), (StatusCode::BAD_REQUEST, Some(TOPIC_REQUIRED)));
        let (code, answer) = post(app, "/api/playbook/tasks", &w.advisor, &body("Stock", Some("2020-01-01"))).await;
        assert_eq!((code, answer["msg"].as_str()), (StatusCode::BAD_REQUEST, Some(DUE_DATE_PAST)));
        let (code, _) = post(app, "/api/playbook/tasks", &w.advisor, &body("Stock", Some("someday"))).await;
        assert_eq!(code, StatusCode::BAD_REQUEST);
        for token in [&w.client, &w.coach, &w.sales] {
            let (code, _) = post(app, "/api/playbook/tasks", token, &body("Stock", None)).await;
            assert_eq!(code, StatusCode::FORBIDDEN);
        }
        let (code, answer) = post(app, "/api/playbook/tasks", &w.other_advisor, &body("Stock", None)).await;
        assert_eq!((code, answer["msg"].as_str()), (StatusCode::NOT_FOUND, Some(PAIR_NOT_FOUND)));
        assert_eq!(app.count_rows("playbook_tasks").await, 0);

        let task = set_task(app, &w, "Stock", Some("2099-12-31")).await;
        let (_, listed) = get(app, &format!("/api/playbook/tasks/{}/{}", w.session(), w.pair), &w.client).await;
        assert_eq!(listed["data"][0]["_id"], task.as_str());
        assert_eq!(listed["data"][0]["topic"], "Stock");
        assert!(listed["data"][0]["dueDate"].as_i64().is_some());
        assert!(listed["data"][0].get("reply").is_none());
        assert_eq!(app.audit_count("playbook_task_set").await, 1);
    })
    .await;
}

#[tokio::test]
async fn a_reply_is_needed_given_once_by_the_pairs_entrepreneur_with_checked_files() {
    each_backend(Options::default(), async |app| {
        let w = world(app).await;
        let task = set_task(app, &w, "Stock", None).await;
        let (code, body) = reply(app, &w.client, &task, "  ", &[]).await;
        assert_eq!(
            (code, body["msg"].as_str()),
            (StatusCode::BAD_REQUEST, Some(RESPONSE_NEEDED))
        );
        assert_eq!(body["error"], true);
        for token in [&w.advisor, &w.coach, &w.sales] {
            let (code, _) = reply(app, token, &task, "Mine", &[]).await;
            assert_eq!(code, StatusCode::FORBIDDEN);
        }
        let (code, not_yours) = reply(app, &w.other_client, &task, "Mine", &[]).await;
        let (code2, not_there) =
            reply(app, &w.client, "0123456789abcdef01234567", "Mine", &[]).await;
        assert_eq!(
            (code, code2),
            (StatusCode::NOT_FOUND, StatusCode::NOT_FOUND)
        );
        assert_eq!(not_yours, not_there);
        // A file is told by its content: an executable named .pdf is refused, nothing stored.
        let (code, body) = reply(app, &w.client, &task, "Here", &[b"MZ\x90\0exe".to_vec()]).await;
        assert_eq!(
            (code, body["msg"].as_str()),
            (StatusCode::BAD_REQUEST, Some(PLAYBOOK_FILE_NOT_ACCEPTED))
        );
        assert_eq!(app.count_rows("playbook_replies").await, 0);

        let (code, body) = reply(
            app,
            &w.client,
            &task,
            "Here it is",
            &[pdf_bytes(), jpeg(40, 30)],
        )
        .await;
        assert_eq!(code, StatusCode::OK, "{body}");
        assert_eq!(body["error"], false);
        let (code, body) = reply(app, &w.client, &task, "Again", &[]).await;
        assert_eq!(
            (code, body["msg"].as_str()),
            (StatusCode::BAD_REQUEST, Some(ALREADY_ANSWERED))
        );

        let (_, listed) = get(
            app,
            &format!("/api/playbook/tasks/{}/{}", w.session(), w.pair),
            &w.advisor,
        )
        .await;
        let reply = &listed["data"][0]["reply"];
        assert_eq!(reply["response"], "Here it is");
        let files = reply["files"].as_array().expect("files");
        assert_eq!(files.len(), 2);
        // The advisor, the team and the client open the files; the other pair does not.
        let file = format!("/api/playbook/files/{}", files[0].as_str().expect("id"));
        for token in [&w.advisor, &w.client, &w.coach] {
            let response = app.get(&file, Some(token)).await;
            assert_eq!(response.status(), StatusCode::OK);
            assert_eq!(response.headers()["content-type"], "application/pdf");
        }
        for token in [&w.other_advisor, &w.other_client] {
            assert_eq!(
                app.get(&file, Some(token)).await.status(),
                StatusCode::NOT_FOUND
            );
        }
        assert_eq!(app.audit_count("playbook_replied").await, 1);
    })
    .await;
}

#[tokio::test]
async fn feedback_needs_stars_and_comes_from_the_callers_side() {
    each_backend(Options::default(), async |app| {
        let w = world(app).await;
        let fields = |rated: &'static str, from: &'static str| {
            vec![
                ("rated", rated),
                ("feedback", "Good session"),
                ("sessionId", w.session()),
                ("pairingId", w.pair.as_str()),
                ("from", from),
            ]
        };
        let path = "/api/playbook/add-feedback";
        for rated in ["", "0", "6", "three"] {
            let (code, body) =
                post_form(app, path, &w.client, &fields(rated, "Entrepreneur"), &[]).await;
            assert_eq!(
                (code, body["msg"].as_str()),
                (StatusCode::BAD_REQUEST, Some(RATE_ADVISER)),
                "{rated}"
            );
        }
        // The advisor rates the session, and reads so.
        let (code, body) = post_form(app, path, &w.advisor, &fields("", "Advisor"), &[]).await;
        assert_eq!(
            (code, body["msg"].as_str()),
            (StatusCode::BAD_REQUEST, Some(RATE_SESSION))
        );
        let (code, body) = post_form(app, path, &w.client, &fields("4", "Advisor"), &[]).await;
        assert_eq!(
            (code, body["msg"].as_str()),
            (StatusCode::BAD_REQUEST, Some(WRONG_SIDE))
        );
        for token in [&w.coach, &w.sales] {
            let (code, _) = post_form(app, path, token, &fields("4", "Advisor"), &[]).await;
            assert_eq!(code, StatusCode::FORBIDDEN);
        }
        let (code, body) = post_form(
            app,
            path,
            &w.other_client,
            &fields("4", "Entrepreneur"),
            &[],
        )
        .await;
        assert_eq!(
            (code, body["msg"].as_str()),
            (StatusCode::NOT_FOUND, Some(PAIR_NOT_FOUND))
        );
        let mut someone_else = fields("4", "Entrepreneur");
        someone_else.push(("addedById", "0123456789abcdef01234567"));
        let (code, _) = post_form(app, path, &w.client, &someone_else, &[]).await;
        assert_eq!(code, StatusCode::FORBIDDEN);

        let mut own = fields("4", "Entrepreneur");
        own.push(("addedById", w.client_id.as_str()));
        let (code, body) = post_form(app, path, &w.client, &own, &[]).await;
        assert_eq!(code, StatusCode::OK, "{body}");
        let (code, body) = post_form(
            app,
            path,
            &w.advisor,
            &fields("5", "Advisor"),
            &[pdf_bytes()],
        )
        .await;
        assert_eq!(code, StatusCode::OK, "{body}");

        let (_, listed) = get(
            app,
            &format!("/api/playbook/feedback/{}/{}", w.session(), w.pair),
            &w.client,
        )
        .await;
        let list = listed["data"].as_array().expect("feedback");
        assert_eq!(list.len(), 2);
        let advisors = list
            .iter()
            .find(|f| f["from"] == "Advisor")
            .expect("the advisor's");
        assert_eq!(advisors["rated"], 5);
        assert_eq!(advisors["files"].as_array().map(Vec::len), Some(1));
        assert!(list
            .iter()
            .any(|f| f["from"] == "Entrepreneur" && f["rated"] == 4));
        let file = format!(
            "/api/playbook/files/{}",
            advisors["files"][0].as_str().expect("id")
        );
        assert_eq!(
            app.get(&file, Some(&w.client)).await.status(),
            StatusCode::OK
        );
        assert_eq!(app.audit_count("playbook_feedback").await, 2);
    })
    .await;
}

#[tokio::test]
async fn two_replies_at_the_same_moment_store_one() {
    each_backend(Options::default(), async |app| {
        let w = world(app).await;
        let task = set_task(app, &w, "Stock", None).await;
        let (first, second) = tokio::join!(
            reply(app, &w.client, &task, "First", &[]),
            reply(app, &w.client, &task, "Second", &[]),
        );
        let mut codes = [first.0, second.0];
        codes.sort();
        assert_eq!(
            codes,
            [StatusCode::OK, StatusCode::BAD_REQUEST],
            "{first:?} {second:?}"
        );
        let refused = if first.0 == StatusCode::OK {
            second.1
        } else {
            first.1
        };
        assert_eq!(refused["msg"], ALREADY_ANSWERED);
        assert_eq!(app.count_rows("playbook_replies").await, 1);
        assert_eq!(app.audit_count("playbook_replied").await, 1);
    })
    .await;
}
