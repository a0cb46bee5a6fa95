//! Every read for every role: an entrepreneur's and an advisor's own pair and another's (answered
//! alike with the spec's not-found message), the team's every pair, a sales agent refused.

use portal_core::playbook::empty::{NO_FEEDBACK, NO_TASKS};
use portal_core::playbook::markdown::to_html;
use portal_core::playbook::pairs::PAIR_NOT_FOUND;
use portal_core::playbook::route::{CHAPTER_NOT_FOUND, LINK_ERROR, PLAYBOOK_NOT_FOUND};
use reqwest::StatusCode;

use super::support::{get, world};
use crate::common::{each_backend, Options};

#[tokio::test]
async fn each_side_sees_only_its_pairs_and_the_team_sees_all() {
    each_backend(Options::default(), async |app| {
        let w = world(app).await;

        let (code, body) = get(app, "/api/playbook/pairs", &w.client).await;
        assert_eq!(code, StatusCode::OK, "{body}");
        let pairs = body["data"].as_array().expect("pairs");
        assert_eq!(pairs.len(), 1);
        assert_eq!(pairs[0]["_id"], w.pair.as_str());
        assert_eq!(pairs[0]["advisorMail"], "advisor@playbook.test");
        assert_eq!(pairs[0]["advisorWaap"], super::support::ADVISOR_PHONE);
        assert_eq!(
            pairs[0]["assignedPlaybooks"].as_array().map(Vec::len),
            Some(2)
        );
        assert_eq!(pairs[0]["assignedPlaybooks"][0]["id"], w.playbook(0));
        assert_eq!(pairs[0]["progress"][0]["state"], "0%");
        assert_eq!(pairs[0]["progress"][0]["status"], "pending");

        // The advisor's list: each entrepreneur's name, e-mail and phone, progress per playbook.
        let (_, body) = get(app, "/api/playbook/pairs", &w.advisor).await;
        assert_eq!(body["data"].as_array().map(Vec::len), Some(1));
        let mine = &body["data"][0];
        assert_eq!(mine["entrepreneurName"], "First-client Last-client");
        assert_eq!(mine["entrepreneurMail"], "client@playbook.test");
        assert_eq!(mine["entrepreneurPhone"], super::support::CLIENT_PHONE);
        let progress = mine["progress"].as_array().expect("progress");
        assert_eq!(progress.len(), 2);
        assert_eq!(progress[1]["playbookId"], w.playbook(1));
        assert_eq!(progress[1]["stateNumber"], 0);
        assert_eq!(progress[1]["status"], "pending");
        for team in [&w.coach, &w.super_admin] {
            let (code, body) = get(app, "/api/playbook/pairs", team).await;
            assert_eq!(code, StatusCode::OK);
            let all = body["data"].as_array().expect("pairs");
            assert_eq!(all.len(), 2);
            for pair in all {
                for name in ["entrepreneurName", "advisorName"] {
                    assert!(pair[name].as_str().is_some_and(|n| !n.is_empty()), "{pair}");
                }
                assert!(pair["progress"].as_array().is_some_and(|p| !p.is_empty()));
            }
            // Without a phone on the account: "".
            let other = all
                .iter()
                .find(|p| p["_id"] == w.other_pair.as_str())
                .expect("other");
            assert_eq!(other["entrepreneurPhone"], "");
            let (code, _) = get(
                app,
                &format!("/api/playbook/pairs?id={}", w.other_pair),
                team,
            )
            .await;
            assert_eq!(code, StatusCode::OK);
        }

        // Another's pair by id is answered as one that is not there.
        for token in [&w.client, &w.advisor] {
            for id in [w.other_pair.as_str(), "0123456789abcdef01234567"] {
                let (code, body) = get(app, &format!("/api/playbook/pairs?id={id}"), token).await;
                assert_eq!(code, StatusCode::NOT_FOUND, "{body}");
                assert_eq!(body["error"], true);
                assert_eq!(body["msg"], PAIR_NOT_FOUND);
            }
        }
        let (code, _) = get(app, "/api/playbook/pairs", &w.sales).await;
        assert_eq!(code, StatusCode::FORBIDDEN);
        let (code, _) = get(app, "/api/playbook/playbooks", &w.sales).await;
        assert_eq!(code, StatusCode::FORBIDDEN);
        let (code, body) = get(app, "/api/playbook/playbooks", &w.client).await;
        assert_eq!(code, StatusCode::OK);
        assert_eq!(body["data"].as_array().map(Vec::len), Some(5));
        assert_eq!(
            body["data"][0]["name"]["en"],
            "Key Business Building Blocks"
        );
    })
    .await;
}

#[tokio::test]
async fn content_opens_only_through_an_assigned_playbook() {
    each_backend(Options::default(), async |app| {
        let w = world(app).await;
        let chapters = format!("/api/playbook/chapters/{}", w.playbook(0));
        let sessions = format!("/api/playbook/sessions/{}", w.chapter());
        let session = format!("/api/playbook/session/{}", w.session());
        for token in [
            &w.client,
            &w.advisor,
            &w.other_client,
            &w.other_advisor,
            &w.coach,
            &w.super_admin,
        ] {
            let (code, body) = get(app, &chapters, token).await;
            assert_eq!(code, StatusCode::OK, "{body}");
            assert_eq!(body["data"][0]["_id"], w.chapter());
            let (code, body) = get(app, &sessions, token).await;
            assert_eq!(code, StatusCode::OK, "{body}");
            assert_eq!(body["data"][0]["_id"], w.session());
            let (code, body) = get(app, &session, token).await;
            assert_eq!(code, StatusCode::OK, "{body}");
            assert!(body["data"]["info"]["sw"]
                .as_str()
                .is_some_and(|i| !i.is_empty()));
            assert!(!body["data"]["tools"].as_array().expect("tools").is_empty());
            // The information also as HTML, rendered by core from the Markdown.
            let seeded = &w.seeds[0].sessions[0];
            for (lang, info) in [("en", &seeded.info.en), ("sw", &seeded.info.sw)] {
                assert_eq!(body["data"]["infoHtml"][lang], to_html(info).as_str());
            }
            assert_eq!(
                body["data"]["tools"][0]["infoHtml"]["en"],
                to_html(&seeded.tools[0].info.en).as_str()
            );
        }
        // The second playbook is the first pair's only.
        let second = format!("/api/playbook/chapters/{}", w.playbook(1));
        let (code, body) = get(app, &second, &w.other_client).await;
        assert_eq!(code, StatusCode::NOT_FOUND);
        assert_eq!(body["msg"], PLAYBOOK_NOT_FOUND);
        let (code, _) = get(app, &second, &w.advisor).await;
        assert_eq!(code, StatusCode::OK);
        let (_, body) = get(
            app,
            "/api/playbook/chapters/0123456789abcdef01234567",
            &w.coach,
        )
        .await;
        assert_eq!(body["msg"], PLAYBOOK_NOT_FOUND);
        let other_chapter = format!("/api/playbook/sessions/{}", w.seeds[2].chapters[0].id);
        let (code, body) = get(app, &other_chapter, &w.client).await;
        assert_eq!(
            (code, body["msg"].as_str()),
            (StatusCode::NOT_FOUND, Some(CHAPTER_NOT_FOUND))
        );
        let (code, body) = get(
            app,
            &format!("/api/playbook/session/{}", w.unassigned_session()),
            &w.client,
        )
        .await;
        assert_eq!(
            (code, body["msg"].as_str()),
            (StatusCode::NOT_FOUND, Some(LINK_ERROR))
        );
        for path in [&chapters, &sessions, &session] {
            let (code, _) = get(app, path, &w.sales).await;
            assert_eq!(code, StatusCode::FORBIDDEN, "{path}");
        }
    })
    .await;
}

#[tokio::test]
async fn a_pairs_tools_tasks_and_feedback_to_its_two_sides_and_the_team() {
    each_backend(Options::default(), async |app| {
        let w = world(app).await;
        for kind in ["tools", "tasks", "feedback"] {
            let own = format!("/api/playbook/{kind}/{}/{}", w.session(), w.pair);
            for token in [&w.client, &w.advisor, &w.coach, &w.super_admin] {
                let (code, body) = get(app, &own, token).await;
                assert_eq!(code, StatusCode::OK, "{kind} {body}");
            }
            for token in [&w.other_client, &w.other_advisor] {
                let (code, body) = get(app, &own, token).await;
                assert_eq!(code, StatusCode::NOT_FOUND, "{kind}");
                assert_eq!(body["msg"], PAIR_NOT_FOUND);
            }
            let (code, _) = get(app, &own, &w.sales).await;
            assert_eq!(code, StatusCode::FORBIDDEN);
            // A session of a playbook the pair does not have; a session id that is not one.
            for session in [w.unassigned_session(), "nope"] {
                let (code, body) = get(
                    app,
                    &format!("/api/playbook/{kind}/{session}/{}", w.pair),
                    &w.client,
                )
                .await;
                assert_eq!(
                    (code, body["msg"].as_str()),
                    (StatusCode::NOT_FOUND, Some(LINK_ERROR))
                );
            }
        }
        let (_, body) = get(
            app,
            &format!("/api/playbook/tasks/{}/{}", w.session(), w.pair),
            &w.client,
        )
        .await;
        assert_eq!(body["message"], NO_TASKS);
        let (_, body) = get(
            app,
            &format!("/api/playbook/feedback/{}/{}", w.session(), w.pair),
            &w.client,
        )
        .await;
        assert_eq!(body["message"], NO_FEEDBACK);
        let (_, body) = get(
            app,
            &format!("/api/playbook/tools/{}/{}", w.session(), w.pair),
            &w.client,
        )
        .await;
        assert_eq!(body["data"][0]["_isDone"], false);
        let tool = &w.seeds[0].sessions[0].tools[0];
        assert_eq!(
            body["data"][0]["infoHtml"]["sw"],
            to_html(&tool.info.sw).as_str()
        );
        assert_eq!(
            body["data"][0]["name"]["en"],
            w.seeds[0].sessions[0].tools[0].name.en.as_str()
        );
    })
    .await;
}
