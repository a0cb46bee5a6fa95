//! The team's side over real HTTP, on both databases: cohorts made, renamed and read, their
//! mentors in order, the people to choose from, trainees enrolled all or none and removed unless
//! they have work, the score items a person enters (and the score card reading them). Course media:
//! `team_media.rs`; the trainee's alerts: `team_alerts.rs`.

use portal_core::lms::messages::{GRADE_INVALID, GRADE_REQUIRED};
use portal_core::lms::team::*;
use portal_core::roles::Role;
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

use super::support::{get, person, post, send, world, World, UNKNOWN};
use super::work::{attempt, submission_id};
use crate::common::{each_backend, Options, TestApp};

pub(super) async fn put(
    app: &TestApp,
    path: &str,
    token: &str,
    body: &Value,
) -> (StatusCode, Value) {
    send(app, Method::PUT, path, Some(token), Some(body)).await
}

async fn delete(app: &TestApp, path: &str, token: &str) -> (StatusCode, Value) {
    send(app, Method::DELETE, path, Some(token), None).await
}

pub(super) async fn speak_swahili(app: &TestApp, user_id: &str) {
    sqlx::query("UPDATE users SET language = 'sw' WHERE id = $1")
        .bind(user_id)
        .execute(app.pool())
        .await
        .expect("language");
}

pub(super) async fn user_id_of(app: &TestApp, email: &str) -> String {
    use sqlx::Row;
    sqlx::query("SELECT id FROM users WHERE email = $1")
        .bind(email)
        .fetch_one(app.pool())
        .await
        .expect("user")
        .get(0)
}

async fn cohort_whole(app: &TestApp, w: &World, id: &str) -> Value {
    let (code, body) = get(app, &format!("/api/lms/team/cohorts/{id}"), &w.coach).await;
    assert_eq!(code, StatusCode::OK, "{body}");
    body["data"].clone()
}

#[tokio::test]
async fn only_the_team_runs_cohorts() {
    each_backend(Options::default(), async |app| {
        let w = world(app).await;
        let (_, advisor) = person(app, Role::Advisor, "advisor@lms.test").await;
        let calls: [(Method, String, Option<Value>); 9] = [
            (Method::GET, "/api/lms/team/cohorts".into(), None),
            (
                Method::POST,
                "/api/lms/team/cohorts".into(),
                Some(json!({"name": "X cohort"})),
            ),
            (
                Method::GET,
                format!("/api/lms/team/cohorts/{}", w.cohort),
                None,
            ),
            (
                Method::PUT,
                format!("/api/lms/team/cohorts/{}", w.cohort),
                Some(json!({"name": "Y cohort"})),
            ),
            (
                Method::PUT,
                format!("/api/lms/team/cohorts/{}/mentors", w.cohort),
                Some(json!({"mentorIds": []})),
            ),
            (Method::GET, "/api/lms/team/people?role=mentor".into(), None),
            (
                Method::POST,
                format!("/api/lms/team/cohorts/{}/trainees", w.cohort),
                Some(json!({"userIds": []})),
            ),
            (
                Method::DELETE,
                format!("/api/lms/team/trainees/{}", w.second_id),
                None,
            ),
            (
                Method::POST,
                "/api/lms/team/media".into(),
                Some(json!({"upload": UNKNOWN})),
            ),
        ];
        for token in [
            &w.trainee,
            &w.second,
            &w.outsider,
            &w.mentor,
            &advisor,
            &w.sales,
        ] {
            for (method, path, body) in &calls {
                let (code, _) = send(app, method.clone(), path, Some(token), body.as_ref()).await;
                assert_eq!(code, StatusCode::FORBIDDEN, "{method} {path}");
            }
        }
        let (code, _) = send(app, Method::GET, "/api/lms/team/cohorts", None, None).await;
        assert_eq!(code, StatusCode::UNAUTHORIZED);
        // Nothing changed.
        let whole = cohort_whole(app, &w, &w.cohort).await;
        assert_eq!(whole["name"], "Cohort A");
        assert_eq!(whole["trainees"].as_array().map(Vec::len), Some(2));
    })
    .await;
}

#[tokio::test]
async fn cohorts_are_made_renamed_and_read_with_their_mentors() {
    each_backend(Options::default(), async |app| {
        let w = world(app).await;
        let (code, body) = post(
            app,
            "/api/lms/team/cohorts",
            &w.coach,
            &json!({"name": " x "}),
        )
        .await;
        assert_eq!(
            (code, body["message"].as_str()),
            (StatusCode::BAD_REQUEST, Some(ENTER_COHORT_NAME))
        );
        let (code, body) = post(
            app,
            "/api/lms/team/cohorts",
            &w.coach,
            &json!({"name": "Cohort A"}),
        )
        .await;
        assert_eq!(
            (code, body["message"].as_str()),
            (StatusCode::CONFLICT, Some(COHORT_EXISTS))
        );
        let (code, _) = post(
            app,
            "/api/lms/team/cohorts",
            &w.coach,
            &json!("not an object"),
        )
        .await;
        assert_eq!(code, StatusCode::BAD_REQUEST);

        let (code, body) = post(
            app,
            "/api/lms/team/cohorts",
            &w.coach,
            &json!({"name": "  Aa new one "}),
        )
        .await;
        assert_eq!(code, StatusCode::OK, "{body}");
        assert_eq!(body["error"], false);
        assert_eq!(body["message"], COHORT_SAVED);
        assert_eq!(body["data"]["name"], "Aa new one");
        let new = body["data"]["id"].as_str().expect("id").to_owned();

        // The super admin in Swahili.
        let super_id = user_id_of(app, "super@lms.test").await;
        speak_swahili(app, &super_id).await;
        let path = format!("/api/lms/team/cohorts/{new}");
        let (code, body) = put(app, &path, &w.super_admin, &json!({"name": "Cohort B"})).await;
        assert_eq!(code, StatusCode::CONFLICT);
        assert_eq!(body["message"], "Kundi lenye jina hili lipo tayari");
        let (code, body) = put(app, &path, &w.super_admin, &json!({"name": "Zz renamed"})).await;
        assert_eq!(code, StatusCode::OK, "{body}");
        assert_eq!(body["message"], "Kundi limehifadhiwa");
        let (code, _) = put(
            app,
            &format!("/api/lms/team/cohorts/{UNKNOWN}"),
            &w.coach,
            &json!({"name": "Whatever"}),
        )
        .await;
        assert_eq!(code, StatusCode::NOT_FOUND);
        let (code, body) = get(app, &format!("/api/lms/team/cohorts/{UNKNOWN}"), &w.coach).await;
        assert_eq!(
            (code, body["message"].as_str()),
            (StatusCode::NOT_FOUND, Some("Not found"))
        );

        let (_, body) = get(app, "/api/lms/team/cohorts", &w.coach).await;
        let names: Vec<&str> = body["data"]
            .as_array()
            .expect("list")
            .iter()
            .filter_map(|c| c["name"].as_str())
            .collect();
        assert_eq!(names, ["Cohort A", "Cohort B", "Zz renamed"]);
        let a = &body["data"][0];
        assert_eq!(a["trainees"], 2);
        assert_eq!(a["mentors"][0]["email"], "mentor@lms.test");
        assert_eq!(a["classes"][0]["chapters"], 2);
        assert_eq!(a["classes"][0]["name"]["en"], "Business basics");
        assert!(a["createdAt"].as_i64().is_some());

        // Mentors: only active mentor accounts, in the order sent.
        let (code, body) = get(app, "/api/lms/team/people?role=mentor&q=MENTOR2", &w.coach).await;
        assert_eq!(code, StatusCode::OK);
        assert_eq!(body["data"].as_array().map(Vec::len), Some(1));
        let mentor2 = body["data"][0]["id"].as_str().expect("id").to_owned();
        let mentors = format!("/api/lms/team/cohorts/{}/mentors", w.cohort);
        let (code, body) = put(
            app,
            &mentors,
            &w.coach,
            &json!({"mentorIds": [mentor2, w.trainee_user]}),
        )
        .await;
        assert_eq!(
            (code, body["message"].as_str()),
            (StatusCode::BAD_REQUEST, Some(CHOOSE_MENTORS))
        );
        let (code, body) = put(
            app,
            &mentors,
            &w.coach,
            &json!({"mentorIds": [mentor2, w.mentor_id, mentor2]}),
        )
        .await;
        assert_eq!(
            (code, body["message"].as_str()),
            (StatusCode::OK, Some(MENTORS_SAVED))
        );
        let whole = cohort_whole(app, &w, &w.cohort).await;
        let order: Vec<&str> = whole["mentors"]
            .as_array()
            .expect("mentors")
            .iter()
            .filter_map(|m| m["id"].as_str())
            .collect();
        assert_eq!(order, [mentor2.as_str(), w.mentor_id.as_str()]);
        assert!(whole["mentors"][0]["phone"].is_string());
        // The first mentor is the trainee's default chat partner now.
        let (_, body) = get(app, &format!("/api/lms/mentors/{}", w.cohort), &w.trainee).await;
        assert_eq!(body["data"][0]["id"], mentor2.as_str());
        let trainees = whole["trainees"].as_array().expect("trainees");
        assert_eq!(trainees.len(), 2);
        let t = trainees
            .iter()
            .find(|t| t["traineeId"] == w.trainee_id.as_str())
            .expect("trainee");
        assert_eq!(t["userId"], w.trainee_user.as_str());
        assert_eq!(t["email"], "trainee@lms.test");
        assert_eq!(t["role"], "applicant");
        assert_eq!(t["hasWork"], false);
        assert!(t["scores"]["trainer"].is_null() && t["scores"]["mentor"].is_null());
        assert_eq!(whole["classes"][0]["id"], w.course.class.as_str());

        // People: possible trainees with their cohort.
        let (_, body) = get(
            app,
            "/api/lms/team/people?role=trainee&q=lms.test",
            &w.coach,
        )
        .await;
        let people = body["data"].as_array().expect("people");
        assert!(people
            .iter()
            .all(|p| p["role"] == "client" || p["role"] == "applicant"));
        assert_eq!(people.len(), 4);
        let outsider = people
            .iter()
            .find(|p| p["email"] == "outsider@lms.test")
            .expect("outsider");
        assert!(outsider["cohortId"].is_null());
        let trainee = people
            .iter()
            .find(|p| p["email"] == "trainee@lms.test")
            .expect("trainee");
        assert_eq!(trainee["cohortName"], "Cohort A");
        let (_, body) = get(app, "/api/lms/team/people?q=nobody-has-this", &w.coach).await;
        assert_eq!(body["data"].as_array().map(Vec::len), Some(0));
    })
    .await;
}

#[tokio::test]
async fn trainees_are_enrolled_all_or_none_and_removed_without_work() {
    each_backend(Options::default(), async |app| {
        let w = world(app).await;
        let (_, body) = post(
            app,
            "/api/lms/team/cohorts",
            &w.coach,
            &json!({"name": "Cohort C"}),
        )
        .await;
        let c = body["data"]["id"].as_str().expect("id").to_owned();
        let path = format!("/api/lms/team/cohorts/{c}/trainees");
        let outsider = user_id_of(app, "outsider@lms.test").await;

        let (code, body) = post(
            app,
            &path,
            &w.coach,
            &json!({"userIds": [outsider, w.trainee_user]}),
        )
        .await;
        assert_eq!(code, StatusCode::CONFLICT, "{body}");
        assert!(
            body["message"]
                .as_str()
                .is_some_and(|m| m.ends_with("is in the cohort Cohort A already")),
            "{body}"
        );
        let (code, body) = post(
            app,
            &path,
            &w.coach,
            &json!({"userIds": [outsider, w.mentor_id]}),
        )
        .await;
        assert_eq!(
            (code, body["message"].as_str()),
            (StatusCode::BAD_REQUEST, Some(ONLY_ENTREPRENEURS))
        );
        let (code, _) = post(app, &path, &w.coach, &json!({"userIds": [UNKNOWN]})).await;
        assert_eq!(code, StatusCode::BAD_REQUEST);
        assert_eq!(
            cohort_whole(app, &w, &c).await["trainees"]
                .as_array()
                .map(Vec::len),
            Some(0),
            "none added"
        );
        let (code, _) = post(
            app,
            &format!("/api/lms/team/cohorts/{UNKNOWN}/trainees"),
            &w.coach,
            &json!({"userIds": [outsider]}),
        )
        .await;
        assert_eq!(code, StatusCode::NOT_FOUND);

        let (code, body) = post(
            app,
            &path,
            &w.coach,
            &json!({"userIds": [outsider, outsider]}),
        )
        .await;
        assert_eq!(code, StatusCode::OK, "{body}");
        assert_eq!(body["message"], TRAINEES_ADDED);
        assert_eq!(body["data"]["added"], 1);
        let (_, body) = post(app, &path, &w.coach, &json!({"userIds": [outsider]})).await;
        assert_eq!(
            body["data"]["added"], 0,
            "one in this cohort already is left as is"
        );
        let (_, body) = get(
            app,
            &format!("/api/lms/trainees?user_id={outsider}"),
            &w.outsider,
        )
        .await;
        assert_eq!(body["count"], 1);
        let new_id = body["data"][0]["id"]
            .as_str()
            .expect("trainee id")
            .to_owned();

        // Removing: refused with work, done without.
        let (code, _) = attempt(
            app,
            &w,
            &w.trainee,
            &w.trainee_id,
            &w.course.assignments[0],
            &submission_id(),
        )
        .await;
        assert_eq!(code, StatusCode::OK);
        assert_eq!(
            cohort_whole(app, &w, &w.cohort).await["trainees"]
                .as_array()
                .expect("t")
                .iter()
                .find(|t| t["traineeId"] == w.trainee_id.as_str())
                .expect("t")["hasWork"],
            true
        );
        let (code, body) = delete(
            app,
            &format!("/api/lms/team/trainees/{}", w.trainee_id),
            &w.coach,
        )
        .await;
        assert_eq!(
            (code, body["message"].as_str()),
            (StatusCode::CONFLICT, Some(TRAINEE_HAS_WORK))
        );
        let (code, body) = delete(
            app,
            &format!("/api/lms/team/trainees/{new_id}"),
            &w.super_admin,
        )
        .await;
        assert_eq!(
            (code, body["message"].as_str()),
            (StatusCode::OK, Some(TRAINEE_REMOVED))
        );
        let (_, body) = get(
            app,
            &format!("/api/lms/trainees?user_id={outsider}"),
            &w.outsider,
        )
        .await;
        assert_eq!(body["count"], 0);
        let (code, _) = delete(app, &format!("/api/lms/team/trainees/{new_id}"), &w.coach).await;
        assert_eq!(code, StatusCode::NOT_FOUND);
    })
    .await;
}

#[tokio::test]
async fn score_entries_by_their_people_reach_the_score_card() {
    each_backend(Options::default(), async |app| {
        let w = world(app).await;
        let entry =
            |trainee: &str, item: &str| format!("/api/lms/trainees/{trainee}/score-entries/{item}");
        let (code, body) = put(
            app,
            &entry(&w.trainee_id, "mentor"),
            &w.mentor,
            &json!({"score": 80}),
        )
        .await;
        assert_eq!(
            (code, body["message"].as_str()),
            (StatusCode::OK, Some(SCORE_SAVED)),
            "{body}"
        );
        let (code, _) = put(
            app,
            &entry(&w.trainee_id, "trainer"),
            &w.mentor,
            &json!({"score": 80}),
        )
        .await;
        assert_eq!(code, StatusCode::FORBIDDEN);
        let (code, _) = put(
            app,
            &entry(&w.other_id, "mentor"),
            &w.mentor,
            &json!({"score": 80}),
        )
        .await;
        assert_eq!(code, StatusCode::NOT_FOUND);
        let (code, _) = put(
            app,
            &entry(&w.trainee_id, "pitch1"),
            &w.coach,
            &json!({"score": 80}),
        )
        .await;
        assert_eq!(code, StatusCode::NOT_FOUND);
        for token in [&w.trainee, &w.outsider, &w.sales] {
            let (code, _) = put(
                app,
                &entry(&w.trainee_id, "mentor"),
                token,
                &json!({"score": 1}),
            )
            .await;
            assert_eq!(code, StatusCode::FORBIDDEN);
        }
        let (code, body) = put(
            app,
            &entry(&w.trainee_id, "trainer"),
            &w.coach,
            &json!({"score": "abc"}),
        )
        .await;
        assert_eq!(
            (code, body["message"].as_str()),
            (StatusCode::BAD_REQUEST, Some(GRADE_INVALID))
        );
        let (code, body) = put(app, &entry(&w.trainee_id, "trainer"), &w.coach, &json!({})).await;
        assert_eq!(
            (code, body["message"].as_str()),
            (StatusCode::BAD_REQUEST, Some(GRADE_REQUIRED))
        );
        let (code, _) = put(
            app,
            &entry(&w.trainee_id, "trainer"),
            &w.coach,
            &json!({"score": 101}),
        )
        .await;
        assert_eq!(code, StatusCode::BAD_REQUEST);
        let (code, _) = put(
            app,
            &entry(&w.trainee_id, "trainer"),
            &w.coach,
            &json!({"score": "90"}),
        )
        .await;
        assert_eq!(code, StatusCode::OK);

        let list = format!("/api/lms/trainees/{}/score-entries", w.trainee_id);
        for token in [&w.trainee, &w.mentor, &w.coach] {
            let (code, body) = get(app, &list, token).await;
            assert_eq!(code, StatusCode::OK);
            let data = body["data"].as_array().expect("entries");
            assert_eq!(data.len(), 2);
            assert_eq!(data[0]["item"], "mentor");
            assert_eq!(data[0]["score"], 80);
            assert_eq!(data[0]["enteredBy"], w.mentor_id.as_str());
            assert_eq!(data[1]["score"], 90);
        }
        for token in [&w.second, &w.other_mentor] {
            let (code, _) = get(app, &list, token).await;
            assert_eq!(code, StatusCode::NOT_FOUND);
        }
        // The score card reads what was entered (grade_to_item: 80 → 4, 90 → 4.5).
        let (_, body) = get(app, "/api/lms/scores/aggregates", &w.trainee).await;
        assert_eq!(body["data"][0]["mentor"].as_f64(), Some(4.0), "{body}");
        assert_eq!(body["data"][0]["trainer"].as_f64(), Some(4.5), "{body}");
        let whole = cohort_whole(app, &w, &w.cohort).await;
        let t = whole["trainees"]
            .as_array()
            .expect("t")
            .iter()
            .find(|t| t["traineeId"] == w.trainee_id.as_str())
            .expect("t")
            .clone();
        assert_eq!(t["scores"], json!({"trainer": 90, "mentor": 80}));
    })
    .await;
}
