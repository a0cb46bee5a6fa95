//! Writing the course (`/api/lms/team/...`) over real HTTP on both databases: every call by the
//! coach and the super admin, other roles refused, unknown ids not found, core's messages on each
//! kind of record, the refusals once trainees have answered, positions kept 1..n, the demo course
//! imported and read by a trainee, an import with errors storing nothing (described in the
//! caller's language), an export that imports back the same, chapters written at the same moment.

use portal_core::lms::course::demo::demo_course_files;
use portal_core::lms::course::messages::*;
use portal_core::lms::course::read_course;
use portal_core::playbook::markdown::MARKDOWN_HTML;
use portal_core::roles::Role;
use portal_server::ids::new_id;
use portal_server::lms::store::people;
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

use super::support::{get, person, post, send, world, World, UNKNOWN};
use super::work::{attempt, submission_id};
use crate::common::{each_backend, Options, TestApp};

async fn put(app: &TestApp, path: &str, token: &str, body: &Value) -> (StatusCode, Value) {
    send(app, Method::PUT, path, Some(token), Some(body)).await
}

async fn delete(app: &TestApp, path: &str, token: &str) -> (StatusCode, Value) {
    send(app, Method::DELETE, path, Some(token), None).await
}

fn pair(en: &str) -> Value {
    json!({"en": en, "sw": format!("{en} (sw)")})
}

fn id_of(body: &Value) -> String {
    body["data"]["id"].as_str().expect("an id").to_owned()
}

fn topic_body(name: &str) -> Value {
    json!({
        "name": pair(name),
        "description": {"en": "## Why\n\nWrite **every** sale.", "sw": "Andika kila mauzo."},
        "objectives": [{"title": pair("You will"), "list": {"en": ["count"], "sw": ["hesabu"]}}],
        "resources": [
            {"type": "audio", "name": pair("Listen"), "link": "/api/lms/media/0123/abcd", "sizeBytes": 4200},
            {"type": "video", "name": pair("Watch"), "description": pair("Ten minutes"), "link": "dQw4w9WgXcQ"},
            {"type": "file", "name": pair("Sheet"), "link": "https://example.org/s.pdf", "sizeBytes": 120000}
        ]
    })
}

fn assignment_body(title: &str) -> Value {
    json!({
        "title": pair(title),
        "periodInDays": 7,
        "tasks": {
            "1": {"text": pair("What do you sell?"), "type": "text"},
            "2": {"text": pair("Where?"), "type": "choice", "options": [pair("Shop"), pair("Phone")]}
        }
    })
}

async fn audit_rows(app: &TestApp, kind: &str) -> i64 {
    let sql = "SELECT COUNT(*) AS n FROM audit_events WHERE kind = $1";
    let row = sqlx::query(sql)
        .bind(kind)
        .fetch_one(app.pool())
        .await
        .expect("count");
    sqlx::Row::try_get(&row, "n").expect("n")
}

async fn positions(app: &TestApp, class: &str, token: &str) -> Vec<(String, i64)> {
    let (code, body) = get(app, &format!("/api/lms/team/classes/{class}"), token).await;
    assert_eq!(code, StatusCode::OK, "{body}");
    body["data"]["chapters"]
        .as_array()
        .expect("chapters")
        .iter()
        .map(|c| {
            (
                c["name"]["en"].as_str().expect("name").to_owned(),
                c["position"].as_i64().expect("position"),
            )
        })
        .collect()
}

#[tokio::test]
async fn the_team_writes_a_course_record_by_record() {
    each_backend(Options::default(), async |app| {
        let w = world(app).await;
        let (code, body) = post(
            app,
            &format!("/api/lms/team/cohorts/{}/classes", w.cohort),
            &w.coach,
            &json!({"name": pair(" Money matters ")}),
        )
        .await;
        assert_eq!(code, StatusCode::OK, "{body}");
        assert_eq!(body["message"], COURSE_SAVED);
        let class = id_of(&body);
        let (code, _) = put(app, &format!("/api/lms/team/classes/{class}"), &w.super_admin, &json!({"name": pair("Money")})).await;
        assert_eq!(code, StatusCode::OK);

        // The schedule, in Nairobi's time, and the FAQs.
        let meetings = json!({"meetings": [
            {"title": pair("Welcome"), "day": "2026-12-03", "starts": "09:00", "ends": "11:00", "place": "Nairobi hub"},
            {"title": pair("Online"), "day": "2026-12-10", "starts": "14:30", "ends": "16:00", "place": "Online"}
        ]});
        let (code, body) = put(app, &format!("/api/lms/team/classes/{class}/meetings"), &w.coach, &meetings).await;
        assert_eq!((code, body["message"].as_str()), (StatusCode::OK, Some(SCHEDULE_SAVED)));
        let faqs = json!({"faqs": [
            {"question": pair("How long?"), "solution": pair("Six weeks.")},
            {"question": pair("Where?"), "solution": pair("At the hub.")}
        ]});
        let (code, body) = put(app, &format!("/api/lms/team/classes/{class}/faqs"), &w.coach, &faqs).await;
        assert_eq!((code, body["message"].as_str()), (StatusCode::OK, Some(FAQS_SAVED)));

        // Chapters: last by default, at a position when given, moved, numbered 1..n.
        let mut chapters = Vec::new();
        for (name, position) in [("One", None), ("Two", None), ("Zero", Some(1))] {
            let (code, body) = post(
                app,
                &format!("/api/lms/team/classes/{class}/chapters"),
                &w.coach,
                &json!({"name": pair(name), "position": position}),
            )
            .await;
            assert_eq!((code, body["message"].as_str()), (StatusCode::OK, Some(CHAPTER_SAVED)), "{body}");
            chapters.push(id_of(&body));
        }
        let names = |list: Vec<(String, i64)>| list;
        assert_eq!(
            names(positions(app, &class, &w.coach).await),
            [("Zero".to_owned(), 1), ("One".to_owned(), 2), ("Two".to_owned(), 3)]
        );
        let (code, _) = put(
            app,
            &format!("/api/lms/team/chapters/{}", chapters[2]),
            &w.coach,
            &json!({"name": pair("Last"), "position": 3}),
        )
        .await;
        assert_eq!(code, StatusCode::OK);
        assert_eq!(
            positions(app, &class, &w.coach).await,
            [("One".to_owned(), 1), ("Two".to_owned(), 2), ("Last".to_owned(), 3)]
        );
        // Renamed without a position: it stays where it is.
        put(app, &format!("/api/lms/team/chapters/{}", chapters[0]), &w.coach, &json!({"name": pair("First")})).await;
        let (code, body) = delete(app, &format!("/api/lms/team/chapters/{}", chapters[1]), &w.coach).await;
        assert_eq!((code, body["message"].as_str()), (StatusCode::OK, Some(CHAPTER_REMOVED)));
        assert_eq!(
            positions(app, &class, &w.coach).await,
            [("First".to_owned(), 1), ("Last".to_owned(), 2)]
        );
        let chapter = &chapters[0];

        // A topic with its objectives and resources.
        let (code, body) = post(app, &format!("/api/lms/team/chapters/{chapter}/topics"), &w.coach, &topic_body("Records")).await;
        assert_eq!((code, body["message"].as_str()), (StatusCode::OK, Some(TOPIC_SAVED)), "{body}");
        let topic = id_of(&body);
        let (code, body) = post(
            app,
            &format!("/api/lms/team/chapters/{chapter}/topics"),
            &w.coach,
            &json!({"name": pair("Before"), "description": pair("Text"), "position": 1}),
        )
        .await;
        assert_eq!(code, StatusCode::OK, "{body}");
        let before = id_of(&body);
        let (code, body) = get(app, &format!("/api/lms/team/topics/{topic}"), &w.coach).await;
        assert_eq!(code, StatusCode::OK);
        let data = &body["data"];
        assert_eq!(data["position"], 2);
        assert_eq!(data["chapterId"], chapter.as_str());
        assert_eq!(data["description"]["en"], "## Why\n\nWrite **every** sale.");
        assert_eq!(data["objectives"][0]["list"]["sw"][0], "hesabu");
        let kinds: Vec<&str> = data["resources"].as_array().expect("resources").iter().map(|r| r["type"].as_str().unwrap_or_default()).collect();
        assert_eq!(kinds, ["audio", "video", "file"]);
        assert_eq!(data["resources"][0]["link"], "/api/lms/media/0123/abcd");
        assert_eq!(data["resources"][0]["sizeBytes"], 4200);
        assert_eq!(data["resources"][1]["sizeBytes"], Value::Null);
        // The trainee's reads see what was written (the team reads every cohort through them too).
        let (_, body) = get(app, &format!("/api/lms/topics?chapter_id={chapter}"), &w.coach).await;
        let order: Vec<&str> = body["data"].as_array().expect("topics").iter().map(|t| t["id"].as_str().unwrap_or_default()).collect();
        assert_eq!(order, [before.as_str(), topic.as_str()]);
        let (_, body) = get(app, &format!("/api/lms/topics/{topic}"), &w.coach).await;
        assert!(body["data"][0]["descriptionHtml"]["en"].as_str().is_some_and(|h| h.contains("<strong>every</strong>")));
        // Saved again: objectives and resources replaced whole.
        let mut again = topic_body("Records kept");
        again["resources"] = json!([{"type": "video", "name": pair("Watch"), "link": "dQw4w9WgXcQ"}]);
        again["objectives"] = json!([]);
        let (code, _) = put(app, &format!("/api/lms/team/topics/{topic}"), &w.coach, &again).await;
        assert_eq!(code, StatusCode::OK);
        let (_, body) = get(app, &format!("/api/lms/team/topics/{topic}"), &w.coach).await;
        assert_eq!(body["data"]["name"]["en"], "Records kept");
        assert_eq!(body["data"]["resources"].as_array().map(Vec::len), Some(1));
        assert_eq!(body["data"]["objectives"].as_array().map(Vec::len), Some(0));
        assert_eq!(body["data"]["position"], 2);

        // An assignment, read and saved again.
        let (code, body) = post(app, &format!("/api/lms/team/chapters/{chapter}/assignments"), &w.coach, &assignment_body("A week")).await;
        assert_eq!((code, body["message"].as_str()), (StatusCode::OK, Some(ASSIGNMENT_SAVED)), "{body}");
        let assignment = id_of(&body);
        let (code, body) = get(app, &format!("/api/lms/team/assignments/{assignment}"), &w.coach).await;
        assert_eq!(code, StatusCode::OK);
        assert_eq!(body["data"]["tasks"]["2"]["options"][1]["en"], "Phone");
        assert_eq!(body["data"]["tasks"]["1"]["options"], json!([]));
        assert_eq!((body["data"]["submissions"].as_i64(), body["data"]["position"].as_i64()), (Some(0), Some(1)));
        let mut changed = assignment_body("Two weeks");
        changed["periodInDays"] = json!(14);
        changed["tasks"]["3"] = json!({"text": pair("A photo"), "type": "file"});
        let (code, _) = put(app, &format!("/api/lms/team/assignments/{assignment}"), &w.coach, &changed).await;
        assert_eq!(code, StatusCode::OK);
        let (_, body) = get(app, &format!("/api/lms/assignments/{assignment}"), &w.coach).await;
        assert_eq!(body["data"][0]["title"]["en"], "Two weeks");
        assert_eq!(body["data"][0]["tasks"]["3"]["type"], "file");

        // The class whole.
        let (code, body) = get(app, &format!("/api/lms/team/classes/{class}"), &w.coach).await;
        assert_eq!(code, StatusCode::OK);
        let data = &body["data"];
        assert_eq!(data["cohortId"], w.cohort.as_str());
        assert_eq!(data["name"]["en"], "Money");
        assert_eq!(data["meetings"][0]["day"], "2026-12-03");
        assert_eq!(data["meetings"][0]["starts"], "09:00");
        assert_eq!(data["meetings"][0]["ends"], "11:00");
        // 2026-12-03 09:00 in Nairobi is 06:00 UTC.
        assert_eq!(data["meetings"][0]["startsAt"], 1_796_277_600);
        assert_eq!(data["meetings"][1]["starts"], "14:30");
        assert_eq!(data["faqs"][1]["solution"]["en"], "At the hub.");
        assert_eq!(data["chapters"][0]["topics"].as_array().map(Vec::len), Some(2));
        assert_eq!(data["chapters"][0]["assignments"][0]["periodInDays"], 14);
        assert_eq!(data["chapters"][0]["assignments"][0]["submissions"], 0);

        // Removals: topic, assignment, then the empty chapter and the class.
        let (code, body) = delete(app, &format!("/api/lms/team/chapters/{chapter}"), &w.coach).await;
        assert_eq!((code, body["message"].as_str()), (StatusCode::CONFLICT, Some(CHAPTER_NOT_EMPTY)));
        let (code, body) = delete(app, &format!("/api/lms/team/topics/{before}"), &w.coach).await;
        assert_eq!((code, body["message"].as_str()), (StatusCode::OK, Some(TOPIC_REMOVED)));
        let (_, body) = get(app, &format!("/api/lms/team/topics/{topic}"), &w.coach).await;
        assert_eq!(body["data"]["position"], 1);
        delete(app, &format!("/api/lms/team/topics/{topic}"), &w.coach).await;
        let (code, body) = delete(app, &format!("/api/lms/team/assignments/{assignment}"), &w.coach).await;
        assert_eq!((code, body["message"].as_str()), (StatusCode::OK, Some(ASSIGNMENT_REMOVED)));
        let (code, _) = delete(app, &format!("/api/lms/team/chapters/{chapter}"), &w.coach).await;
        assert_eq!(code, StatusCode::OK);
        let (code, body) = delete(app, &format!("/api/lms/team/classes/{class}"), &w.super_admin).await;
        assert_eq!((code, body["message"].as_str()), (StatusCode::OK, Some(COURSE_REMOVED)));
        let (code, _) = get(app, &format!("/api/lms/team/classes/{class}"), &w.coach).await;
        assert_eq!(code, StatusCode::NOT_FOUND);
        assert!(audit_rows(app, "lms_team_saved").await >= 14);
        assert_eq!(audit_rows(app, "lms_team_removed").await, 6);
    })
    .await;
}

/// Every route of the editor, with an id of `w`'s course where it takes one.
fn routes(w: &World, id: &str) -> Vec<(Method, String)> {
    let class = id;
    vec![
        (Method::GET, format!("/api/lms/team/classes/{class}")),
        (Method::PUT, format!("/api/lms/team/classes/{class}")),
        (Method::DELETE, format!("/api/lms/team/classes/{class}")),
        (
            Method::POST,
            format!("/api/lms/team/cohorts/{}/classes", w.cohort),
        ),
        (
            Method::PUT,
            format!("/api/lms/team/classes/{class}/meetings"),
        ),
        (Method::PUT, format!("/api/lms/team/classes/{class}/faqs")),
        (
            Method::POST,
            format!("/api/lms/team/classes/{class}/chapters"),
        ),
        (Method::PUT, format!("/api/lms/team/chapters/{id}")),
        (Method::DELETE, format!("/api/lms/team/chapters/{id}")),
        (Method::POST, format!("/api/lms/team/chapters/{id}/topics")),
        (Method::GET, format!("/api/lms/team/topics/{id}")),
        (Method::PUT, format!("/api/lms/team/topics/{id}")),
        (Method::DELETE, format!("/api/lms/team/topics/{id}")),
        (
            Method::POST,
            format!("/api/lms/team/chapters/{id}/assignments"),
        ),
        (Method::GET, format!("/api/lms/team/assignments/{id}")),
        (Method::PUT, format!("/api/lms/team/assignments/{id}")),
        (Method::DELETE, format!("/api/lms/team/assignments/{id}")),
        (Method::POST, "/api/lms/team/preview".to_owned()),
        (
            Method::POST,
            format!("/api/lms/team/cohorts/{}/import", w.cohort),
        ),
        (Method::GET, format!("/api/lms/team/classes/{class}/export")),
    ]
}

#[tokio::test]
async fn other_roles_are_refused_and_unknown_ids_are_not_found() {
    each_backend(Options::default(), async |app| {
        let w = world(app).await;
        let (_, advisor) = person(app, Role::Advisor, "advisor@lms.test").await;
        let body = json!({});
        for (who, token) in [
            ("applicant trainee", &w.trainee),
            ("client trainee", &w.second),
            ("client", &w.outsider),
            ("mentor", &w.mentor),
            ("advisor", &advisor),
            ("sales", &w.sales),
        ] {
            for (method, path) in routes(&w, &w.course.class) {
                let (code, _) = send(
                    app,
                    method.clone(),
                    &path,
                    Some(token.as_str()),
                    Some(&body),
                )
                .await;
                assert_eq!(code, StatusCode::FORBIDDEN, "{who} {method} {path}");
            }
        }
        let classes = app.count_rows("lms_classes").await;
        for (method, path) in routes(&w, UNKNOWN) {
            if path.ends_with("/preview") || path.contains("/cohorts/") {
                continue;
            }
            let body = match path.contains("/topics") || path.ends_with("/topics") {
                true => topic_body("T"),
                false if path.contains("assignments") => assignment_body("A"),
                false => json!({"name": pair("N"), "meetings": [], "faqs": []}),
            };
            let (code, answer) = send(
                app,
                method.clone(),
                &path,
                Some(w.coach.as_str()),
                Some(&body),
            )
            .await;
            assert_eq!(code, StatusCode::NOT_FOUND, "{method} {path}: {answer}");
            assert_eq!(answer, json!({"error": true, "message": "Not found"}));
        }
        for path in ["classes", "import"] {
            let (code, _) = post(
                app,
                &format!("/api/lms/team/cohorts/{UNKNOWN}/{path}"),
                &w.coach,
                &json!({"name": pair("N"), "files": []}),
            )
            .await;
            assert_eq!(code, StatusCode::NOT_FOUND, "{path}");
        }
        assert_eq!(app.count_rows("lms_classes").await, classes);
    })
    .await;
}

#[tokio::test]
async fn every_record_is_checked_by_core() {
    each_backend(Options::default(), async |app| {
        let w = world(app).await;
        let class = &w.course.class;
        let chapter = &w.course.chapters[0];
        let topic = &w.course.topics[0];
        let long = "x".repeat(121);
        let cases: Vec<(Method, String, Value, &str)> = vec![
            (Method::POST, format!("/api/lms/team/cohorts/{}/classes", w.cohort), json!({"name": {"en": "Money"}}), PAIR_BLANK),
            (Method::PUT, format!("/api/lms/team/classes/{class}"), json!({"name": pair(&long)}), NAME_TOO_LONG),
            (Method::PUT, format!("/api/lms/team/classes/{class}"), json!({"name": pair("A | B")}), PAIR_ONE_LINE),
            (Method::PUT, format!("/api/lms/team/classes/{class}/meetings"), json!({"meetings": [{"title": pair("W"), "day": "03/12/2026", "starts": "09:00", "ends": "11:00", "place": "Hub"}]}), MEETING_TIME_INVALID),
            (Method::PUT, format!("/api/lms/team/classes/{class}/meetings"), json!({"meetings": [{"title": pair("W"), "day": "2026-12-03", "starts": "11:00", "ends": "09:00", "place": "Hub"}]}), MEETING_ENDS_BEFORE_START),
            (Method::PUT, format!("/api/lms/team/classes/{class}/meetings"), json!({"meetings": [{"title": pair("W"), "day": "2026-12-03", "starts": "09:00", "ends": "11:00", "place": " "}]}), PLACE_REQUIRED),
            (Method::PUT, format!("/api/lms/team/classes/{class}/faqs"), json!({"faqs": [{"question": pair("Q"), "solution": {"en": "A", "sw": ""}}]}), PAIR_BLANK),
            (Method::POST, format!("/api/lms/team/classes/{class}/chapters"), json!({"name": {"en": "", "sw": "Pesa"}}), PAIR_BLANK),
            (Method::POST, format!("/api/lms/team/chapters/{chapter}/topics"), json!({"name": pair("T"), "description": {"en": "a <b>b</b>", "sw": "b"}}), MARKDOWN_HTML),
            (Method::PUT, format!("/api/lms/team/topics/{topic}"), json!({"name": pair("T"), "description": {"en": "a", "sw": " "}}), DESCRIPTION_MISSING),
            (Method::PUT, format!("/api/lms/team/topics/{topic}"), json!({"name": pair("T"), "description": pair("a"), "resources": [{"type": "audio", "name": pair("R"), "link": "http://a.org/x", "sizeBytes": 3}]}), RESOURCE_LINK_INVALID),
            (Method::PUT, format!("/api/lms/team/topics/{topic}"), json!({"name": pair("T"), "description": pair("a"), "resources": [{"type": "video", "name": pair("R"), "link": "https://youtu.be/x"}]}), VIDEO_ID_INVALID),
            (Method::PUT, format!("/api/lms/team/topics/{topic}"), json!({"name": pair("T"), "description": pair("a"), "resources": [{"type": "file", "name": pair("R"), "link": "https://a.org/x"}]}), SIZE_MISSING),
            (Method::PUT, format!("/api/lms/team/topics/{topic}"), json!({"name": pair("T"), "description": pair("a"), "resources": [{"type": "podcast", "name": pair("R"), "link": "https://a.org/x"}]}), RESOURCE_TYPE_UNKNOWN),
            (Method::PUT, format!("/api/lms/team/topics/{topic}"), json!({"name": pair("T"), "description": pair("a"), "objectives": [{"title": pair("O"), "list": {"en": ["a", "b"], "sw": ["a"]}}]}), POINTS_UNEVEN),
            (Method::POST, format!("/api/lms/team/chapters/{chapter}/assignments"), json!({"title": pair("A"), "periodInDays": 0, "tasks": {"1": {"text": pair("Q"), "type": "text"}}}), DAYS_INVALID),
            (Method::POST, format!("/api/lms/team/chapters/{chapter}/assignments"), json!({"title": pair("A"), "periodInDays": 7, "tasks": {}}), TASKS_MISSING),
            (Method::POST, format!("/api/lms/team/chapters/{chapter}/assignments"), json!({"title": pair("A"), "periodInDays": 7, "tasks": {"1": {"text": pair("Q"), "type": "essay"}}}), TASK_TYPE_UNKNOWN),
            (Method::POST, format!("/api/lms/team/chapters/{chapter}/assignments"), json!({"title": pair("A"), "periodInDays": 7, "tasks": {"1": {"text": pair("Q"), "type": "choice", "options": [pair("Only")]}}}), OPTIONS_NEEDED),
            (Method::POST, format!("/api/lms/team/chapters/{chapter}/assignments"), json!({"title": pair("A"), "periodInDays": 7, "tasks": {"1": {"text": pair("Q"), "type": "text"}, "01": {"text": pair("Q"), "type": "text"}}}), TASK_NUMBER_TWICE),
            (Method::POST, "/api/lms/team/preview".to_owned(), json!({"text": "a ![x](https://a.org/x.png)"}), portal_core::playbook::markdown::MARKDOWN_IMAGE),
        ];
        let before = (app.count_rows("lms_classes").await, app.count_rows("lms_chapters").await, app.count_rows("lms_assignments").await, app.count_rows("lms_meetings").await, app.count_rows("lms_resources").await);
        for (method, path, body, message) in cases {
            let (code, answer) = send(app, method.clone(), &path, Some(w.coach.as_str()), Some(&body)).await;
            assert_eq!(code, StatusCode::BAD_REQUEST, "{method} {path}: {answer}");
            assert_eq!(answer, json!({"error": true, "message": message}), "{method} {path}");
        }
        let after = (app.count_rows("lms_classes").await, app.count_rows("lms_chapters").await, app.count_rows("lms_assignments").await, app.count_rows("lms_meetings").await, app.count_rows("lms_resources").await);
        assert_eq!(before, after);
        let (code, _) = send(app, Method::PUT, &format!("/api/lms/team/classes/{class}"), Some(w.coach.as_str()), None).await;
        assert_eq!(code, StatusCode::BAD_REQUEST);
        let (code, body) = post(app, "/api/lms/team/preview", &w.coach, &json!({"text": "**Sales** first"})).await;
        assert_eq!(code, StatusCode::OK);
        assert!(body["html"].as_str().is_some_and(|h| h.contains("<strong>Sales</strong>")));
    })
    .await;
}

#[tokio::test]
async fn answered_work_is_kept() {
    each_backend(Options::default(), async |app| {
        let w = world(app).await;
        let assignment = &w.course.assignments[0];
        let (code, body) = attempt(app, &w, &w.trainee, &w.trainee_id, assignment, &submission_id()).await;
        assert_eq!(code, StatusCode::OK, "{body}");
        let path = format!("/api/lms/team/assignments/{assignment}");
        let (_, body) = get(app, &path, &w.coach).await;
        assert_eq!(body["data"]["submissions"], 1);
        let same_tasks = json!({
            "title": pair("A new title"),
            "periodInDays": 10,
            "tasks": {
                "1": {"text": {"en": "What do you sell?", "sw": "Unauza nini?"}, "type": "text", "options": []},
                "2": {"text": {"en": "Your plan", "sw": "Mpango wako"}, "type": "file", "options": []}
            }
        });
        let mut other_tasks = same_tasks.clone();
        other_tasks["tasks"]["2"]["type"] = json!("link");
        let (code, body) = put(app, &path, &w.coach, &other_tasks).await;
        assert_eq!((code, body["message"].as_str()), (StatusCode::CONFLICT, Some(TASKS_ANSWERED)));
        let (code, body) = put(app, &path, &w.coach, &same_tasks).await;
        assert_eq!(code, StatusCode::OK, "{body}");
        let (_, body) = get(app, &path, &w.coach).await;
        assert_eq!((body["data"]["title"]["en"].as_str(), body["data"]["periodInDays"].as_i64()), (Some("A new title"), Some(10)));
        assert_eq!(body["data"]["tasks"]["2"]["type"], "file");
        let (code, body) = delete(app, &path, &w.coach).await;
        assert_eq!((code, body["message"].as_str()), (StatusCode::CONFLICT, Some(ASSIGNMENT_ANSWERED)));
        let (code, body) = delete(app, &format!("/api/lms/team/classes/{}", w.course.class), &w.super_admin).await;
        assert_eq!((code, body["message"].as_str()), (StatusCode::CONFLICT, Some(COURSE_HAS_WORK)));
        assert_eq!(app.count_rows("lms_submissions").await, 1);
        // The other cohort's course, with no work, goes whole.
        let (code, _) = delete(app, &format!("/api/lms/team/classes/{}", w.other_course.class), &w.coach).await;
        assert_eq!(code, StatusCode::OK);
        let (code, _) = get(app, &format!("/api/lms/chapters?class_id={}", w.other_course.class), &w.other).await;
        assert_eq!(code, StatusCode::NOT_FOUND);
    })
    .await;
}

fn import_body(files: &[(String, String)]) -> Value {
    let files: Vec<Value> = files
        .iter()
        .map(|(path, text)| json!({"path": path, "text": text}))
        .collect();
    json!({ "files": files })
}

#[tokio::test]
async fn the_demo_course_imports_exports_and_imports_back() {
    each_backend(Options::default(), async |app| {
        let w = world(app).await;
        let now = app.state.now();
        let (trainee_user, trainee) = person(app, Role::Applicant, "new@lms.test").await;
        let mut tx = app.state.begin().await.expect("begin");
        let cohort = people::ensure_cohort(&mut tx, &new_id(now), "Cohort C", now)
            .await
            .expect("cohort");
        people::enrol(&mut tx, &new_id(now), &cohort, &trainee_user, now)
            .await
            .expect("enrol");
        tx.commit().await.expect("commit");

        let (code, body) = post(
            app,
            &format!("/api/lms/team/cohorts/{cohort}/import"),
            &w.coach,
            &import_body(&demo_course_files()),
        )
        .await;
        assert_eq!(code, StatusCode::CREATED, "{body}");
        assert_eq!(body["message"], COURSE_IMPORTED);
        assert_eq!(
            (
                body["data"]["chapters"].as_i64(),
                body["data"]["topics"].as_i64(),
                body["data"]["assignments"].as_i64()
            ),
            (Some(3), Some(8), Some(3))
        );
        let class = body["data"]["classId"].as_str().expect("class").to_owned();
        let (_, body) = get(app, "/api/lms/classes", &trainee).await;
        assert_eq!(body["data"][0]["id"], class.as_str());
        assert_eq!(
            body["data"][0]["meetings"].as_array().map(Vec::len),
            Some(7)
        );
        let (code, body) = get(
            app,
            &format!("/api/lms/chapters?class_id={class}"),
            &trainee,
        )
        .await;
        assert_eq!(code, StatusCode::OK);
        let chapters = body["data"].as_array().expect("chapters");
        assert_eq!(chapters.len(), 3);
        assert_eq!(chapters[0]["name"]["en"], "Know your money");
        assert_eq!(chapters[0]["status"], "current");
        let (_, body) = get(app, "/api/lms/faqs", &trainee).await;
        assert_eq!(body["data"].as_array().map(Vec::len), Some(7));

        // Exported, it reads as the same course, and imports back the same.
        let (code, body) = get(
            app,
            &format!("/api/lms/team/classes/{class}/export"),
            &w.coach,
        )
        .await;
        assert_eq!(code, StatusCode::OK);
        let files: Vec<(String, String)> = body["data"]["files"]
            .as_array()
            .expect("files")
            .iter()
            .map(|f| {
                (
                    f["path"].as_str().unwrap_or_default().to_owned(),
                    f["text"].as_str().unwrap_or_default().to_owned(),
                )
            })
            .collect();
        let exported = read_course(&files).expect("the export reads");
        let demo = read_course(&demo_course_files()).expect("the demo reads");
        assert_eq!(
            (&exported.name, &exported.meetings, &exported.faqs),
            (&demo.name, &demo.meetings, &demo.faqs)
        );
        for (e, d) in exported.chapters.iter().zip(&demo.chapters) {
            assert_eq!((&e.name, &e.topics), (&d.name, &d.topics));
            let tasks: Vec<_> = e.assignments.iter().map(|a| (&a.title, &a.tasks)).collect();
            let demo_tasks: Vec<_> = d.assignments.iter().map(|a| (&a.title, &a.tasks)).collect();
            assert_eq!(tasks, demo_tasks);
        }
        let (code, body) = post(
            app,
            &format!("/api/lms/team/cohorts/{}/import", w.other_cohort),
            &w.super_admin,
            &import_body(&files),
        )
        .await;
        assert_eq!(code, StatusCode::CREATED, "{body}");
        let again = body["data"]["classId"].as_str().expect("class").to_owned();
        let (_, body) = get(
            app,
            &format!("/api/lms/team/classes/{again}/export"),
            &w.coach,
        )
        .await;
        let files_again: Vec<(String, String)> = body["data"]["files"]
            .as_array()
            .expect("files")
            .iter()
            .map(|f| {
                (
                    f["path"].as_str().unwrap_or_default().to_owned(),
                    f["text"].as_str().unwrap_or_default().to_owned(),
                )
            })
            .collect();
        assert_eq!(files_again, files);
    })
    .await;
}

#[tokio::test]
async fn an_import_with_errors_stores_nothing() {
    each_backend(Options::default(), async |app| {
        let w = world(app).await;
        let path = format!("/api/lms/team/cohorts/{}/import", w.cohort);
        let mut files = demo_course_files();
        for (name, text) in files.iter_mut() {
            if name == "01-know-your-money/assignment-1.md" {
                *text = text.replace("days: 7", "days: 0");
            }
            if name == "course.md" {
                *text = text.replace("09:00 to 11:00", "11:00 to 09:00");
            }
        }
        files.push((
            "02-know-your-customers/notes.txt".to_owned(),
            "x".to_owned(),
        ));
        let tables = [
            "lms_classes",
            "lms_chapters",
            "lms_topics",
            "lms_assignments",
            "lms_meetings",
            "lms_faqs",
        ];
        let mut before = Vec::new();
        for table in tables {
            before.push(app.count_rows(table).await);
        }
        let (code, body) = post(app, &path, &w.coach, &import_body(&files)).await;
        assert_eq!(code, StatusCode::BAD_REQUEST, "{body}");
        assert_eq!(body["error"], true);
        let errors = body["errors"].as_array().expect("errors");
        let found: Vec<(&str, i64)> = errors
            .iter()
            .map(|e| {
                (
                    e["file"].as_str().unwrap_or_default(),
                    e["line"].as_i64().unwrap_or(-1),
                )
            })
            .collect();
        assert_eq!(
            found,
            [
                ("01-know-your-money/assignment-1.md", 2),
                ("02-know-your-customers/notes.txt", 0),
                ("course.md", 4),
                ("course.md", 5),
                ("course.md", 6),
                ("course.md", 8),
                ("course.md", 9),
            ]
        );
        assert_eq!(
            errors[0]["message"],
            format!("01-know-your-money/assignment-1.md, line 2: {DAYS_INVALID}")
        );
        assert_eq!(
            errors[2]["message"],
            format!("course.md, line 4: {MEETING_ENDS_BEFORE_START}")
        );
        assert_eq!(body["message"], errors[0]["message"]);
        let mut after = Vec::new();
        for table in tables {
            after.push(app.count_rows(table).await);
        }
        assert_eq!(before, after);

        // In Swahili for a person who reads Swahili, file and line alike; a record's refusal too.
        let (code, _) = put(
            app,
            "/api/user/language",
            &w.super_admin,
            &json!({"language": "sw"}),
        )
        .await;
        assert_eq!(code, StatusCode::OK);
        let (code, body) = post(app, &path, &w.super_admin, &import_body(&files)).await;
        assert_eq!(code, StatusCode::BAD_REQUEST);
        let first = body["errors"][0]["message"].as_str().unwrap_or_default();
        assert!(
            first.starts_with("01-know-your-money/assignment-1.md, mstari 2: Andika siku"),
            "{first}"
        );
        let chapters = format!("/api/lms/team/classes/{}/chapters", w.course.class);
        let (code, body) = post(
            app,
            &chapters,
            &w.super_admin,
            &json!({"name": {"en": "Money"}}),
        )
        .await;
        assert_eq!(
            (code, body["message"].as_str()),
            (
                StatusCode::BAD_REQUEST,
                Some("Andika Kiingereza na Kiswahili pia")
            )
        );
        let (_, body) = post(
            app,
            &chapters,
            &w.super_admin,
            &json!({"name": pair("Money")}),
        )
        .await;
        assert_eq!(body["message"], "Sura imehifadhiwa");

        // Too many files, too large, not files at all: refused with a sentence.
        let many: Vec<(String, String)> = (0..401)
            .map(|n| (format!("01-a/{n:03}-t.md"), String::new()))
            .collect();
        let (code, body) = post(app, &path, &w.coach, &import_body(&many)).await;
        assert_eq!(
            (code, body["message"].as_str()),
            (StatusCode::BAD_REQUEST, Some(IMPORT_TOO_MANY_FILES))
        );
        let large = vec![("course.md".to_owned(), "x".repeat(2 * 1024 * 1024 + 1))];
        let (code, body) = post(app, &path, &w.coach, &import_body(&large)).await;
        assert_eq!(
            (code, body["message"].as_str()),
            (StatusCode::BAD_REQUEST, Some(IMPORT_TOO_LARGE))
        );
        let (code, body) = post(app, &path, &w.coach, &json!({"files": "course.md"})).await;
        assert_eq!(
            (code, body["message"].as_str()),
            (StatusCode::BAD_REQUEST, Some(IMPORT_UNREADABLE))
        );
        assert_eq!(app.count_rows("lms_classes").await, before[0]);
    })
    .await;
}

#[tokio::test]
async fn chapters_written_at_the_same_moment_keep_their_positions_one_to_n() {
    each_backend(Options::default(), async |app| {
        let w = world(app).await;
        let class = &w.course.class;
        let path = format!("/api/lms/team/classes/{class}/chapters");
        let make = |name: &'static str, position: Option<i64>| {
            let path = path.clone();
            let token = if position.is_some() {
                w.coach.clone()
            } else {
                w.super_admin.clone()
            };
            async move {
                post(
                    app,
                    &path,
                    &token,
                    &json!({"name": pair(name), "position": position}),
                )
                .await
            }
        };
        let (a, b, c, d) = tokio::join!(
            make("A", Some(1)),
            make("B", None),
            make("C", Some(2)),
            make("D", None)
        );
        for (code, body) in [a, b, c, d] {
            assert_eq!(code, StatusCode::OK, "{body}");
        }
        let moved = format!("/api/lms/team/chapters/{}", w.course.chapters[0]);
        let body = json!({"name": pair("Moved"), "position": 6});
        let (e, f) = tokio::join!(put(app, &moved, &w.coach, &body), make("E", Some(1)));
        assert_eq!((e.0, f.0), (StatusCode::OK, StatusCode::OK));
        let numbers: Vec<i64> = positions(app, class, &w.coach)
            .await
            .into_iter()
            .map(|(_, p)| p)
            .collect();
        assert_eq!(numbers, (1..=7).collect::<Vec<i64>>());
    })
    .await;
}

/// A create the device sends again with the id it made (a lost answer, a retry): the same answer,
/// nothing made twice; the id used under another parent is a conflict.
#[tokio::test]
async fn creates_sent_twice_make_one() {
    each_backend(Options::default(), async |app| {
        let w = world(app).await;
        let now = app.state.now();
        let class_id = new_id(now);
        let classes = format!("/api/lms/team/cohorts/{}/classes", w.cohort);
        let body = json!({"id": class_id, "name": pair("Course")});
        for _ in 0..2 {
            let (code, answer) = post(app, &classes, &w.coach, &body).await;
            assert_eq!(
                (code, id_of(&answer)),
                (StatusCode::OK, class_id.clone()),
                "{answer}"
            );
        }
        let other_cohort = format!("/api/lms/team/cohorts/{}/classes", w.other_cohort);
        let (code, answer) = post(app, &other_cohort, &w.coach, &body).await;
        assert_eq!(
            (code, answer["message"].as_str()),
            (
                StatusCode::CONFLICT,
                Some(portal_core::lms::team::ID_IN_USE)
            )
        );

        let chapter_id = new_id(now);
        let chapters = format!("/api/lms/team/classes/{class_id}/chapters");
        let before = app.count_rows("lms_chapters").await;
        for _ in 0..2 {
            let (code, answer) = post(
                app,
                &chapters,
                &w.coach,
                &json!({"id": chapter_id, "name": pair("One")}),
            )
            .await;
            assert_eq!((code, id_of(&answer)), (StatusCode::OK, chapter_id.clone()));
        }
        assert_eq!(app.count_rows("lms_chapters").await, before + 1);

        let (topic_id, assignment_id) = (new_id(now), new_id(now));
        let mut topic = topic_body("Records");
        topic["id"] = json!(topic_id);
        let mut assignment = assignment_body("A week");
        assignment["id"] = json!(assignment_id);
        let (topics, assignments) = (
            app.count_rows("lms_topics").await,
            app.count_rows("lms_assignments").await,
        );
        for _ in 0..2 {
            let (code, answer) = post(
                app,
                &format!("/api/lms/team/chapters/{chapter_id}/topics"),
                &w.coach,
                &topic,
            )
            .await;
            assert_eq!(
                (code, id_of(&answer)),
                (StatusCode::OK, topic_id.clone()),
                "{answer}"
            );
            let (code, answer) = post(
                app,
                &format!("/api/lms/team/chapters/{chapter_id}/assignments"),
                &w.coach,
                &assignment,
            )
            .await;
            assert_eq!(
                (code, id_of(&answer)),
                (StatusCode::OK, assignment_id.clone()),
                "{answer}"
            );
        }
        assert_eq!(app.count_rows("lms_topics").await, topics + 1);
        assert_eq!(app.count_rows("lms_assignments").await, assignments + 1);

        // A whole course imported twice with the same id: stored once.
        let import = format!("/api/lms/team/cohorts/{}/import", w.cohort);
        let mut files = import_body(&demo_course_files());
        let imported_id = new_id(now);
        files["id"] = json!(imported_id);
        let classes_before = app.count_rows("lms_classes").await;
        for _ in 0..2 {
            let (code, answer) = post(app, &import, &w.coach, &files).await;
            assert_eq!(
                (code, answer["data"]["classId"].as_str()),
                (StatusCode::CREATED, Some(imported_id.as_str())),
                "{answer}"
            );
            assert_eq!(answer["data"]["chapters"], 3);
        }
        assert_eq!(app.count_rows("lms_classes").await, classes_before + 1);
    })
    .await;
}
