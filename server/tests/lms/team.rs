//! The team's side over real HTTP, on both databases: cohorts made, renamed and read, their
//! mentors in order, the people to choose from, trainees enrolled all or none and removed unless
//! they have work, the score items a person enters (and the score card reading them), course media
//! served publicly (a Range answered 206, a wrong token 404), and the trainee's alerts of grades
//! and mentors' messages by the channel they chose, in their language.

use portal_core::lms::messages::{GRADE_INVALID, GRADE_REQUIRED};
use portal_core::lms::team::*;
use portal_core::roles::Role;
use portal_core::uploads::MEDIA_NOT_ACCEPTED;
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

use super::support::{get, person, post, send, world, World, UNKNOWN};
use super::work::{attempt, submission_id};
use crate::common::{each_backend, Options, TestApp};
use crate::uploads::{finish, part, start_kind, uploaded_kind};

async fn put(app: &TestApp, path: &str, token: &str, body: &Value) -> (StatusCode, Value) {
    send(app, Method::PUT, path, Some(token), Some(body)).await
}

async fn delete(app: &TestApp, path: &str, token: &str) -> (StatusCode, Value) {
    send(app, Method::DELETE, path, Some(token), None).await
}

async fn speak_swahili(app: &TestApp, user_id: &str) {
    sqlx::query("UPDATE users SET language = 'sw' WHERE id = $1")
        .bind(user_id)
        .execute(app.pool())
        .await
        .expect("language");
}

async fn user_id_of(app: &TestApp, email: &str) -> String {
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

/// A real WAV: 8 kHz mono 16-bit PCM, `samples` samples of a tone.
fn wav(samples: usize) -> Vec<u8> {
    let data: Vec<u8> = (0..samples)
        .flat_map(|i| (((i % 16) as i16 - 8) * 1000).to_le_bytes())
        .collect();
    let mut out = Vec::new();
    out.extend_from_slice(b"RIFF");
    out.extend_from_slice(&(36 + data.len() as u32).to_le_bytes());
    out.extend_from_slice(b"WAVEfmt ");
    out.extend_from_slice(&16u32.to_le_bytes());
    out.extend_from_slice(&1u16.to_le_bytes()); // PCM
    out.extend_from_slice(&1u16.to_le_bytes()); // mono
    out.extend_from_slice(&8000u32.to_le_bytes());
    out.extend_from_slice(&16000u32.to_le_bytes());
    out.extend_from_slice(&2u16.to_le_bytes());
    out.extend_from_slice(&16u16.to_le_bytes());
    out.extend_from_slice(b"data");
    out.extend_from_slice(&(data.len() as u32).to_le_bytes());
    out.extend_from_slice(&data);
    out
}

/// A real MP3: an ID3v2.4 tag, then MPEG-1 layer III frames (128 kbit/s, 44.1 kHz: 417 bytes).
fn mp3(frames: usize) -> Vec<u8> {
    let mut out = b"ID3\x04\x00\x00\x00\x00\x00\x00".to_vec();
    for _ in 0..frames {
        let mut frame = vec![0u8; 417];
        frame[..4].copy_from_slice(b"\xFF\xFB\x90\x64");
        out.extend_from_slice(&frame);
    }
    out
}

#[tokio::test]
async fn course_media_are_served_publicly_by_their_link() {
    each_backend(Options::default(), media_are_served).await;
}

/// The same with the files in an S3 bucket (moto's, when the test script names it).
#[tokio::test]
async fn course_media_are_served_from_s3_too() {
    let Some(bucket) = crate::common::s3::bucket("lms::team::course_media_from_s3").await else {
        return;
    };
    let options = Options::configured(move |config| config.s3 = Some(bucket.clone()));
    each_backend(options, media_are_served).await;
}

async fn media_are_served(app: &TestApp) {
    {
        let w = world(app).await;
        let sound = wav(4000);
        let upload = uploaded_kind(app, &w.coach, "lmsMedia", &sound).await;
        let (code, body) = post(
            app,
            "/api/lms/team/media",
            &w.coach,
            &json!({"upload": upload, "name": "Lesson 1 <intro>.wav"}),
        )
        .await;
        assert_eq!(code, StatusCode::OK, "{body}");
        assert_eq!(body["message"], MEDIA_SAVED);
        let data = &body["data"];
        assert_eq!(data["contentType"], "audio/wav");
        assert_eq!(data["sizeBytes"], sound.len());
        assert_eq!(data["name"], "Lesson 1 intro.wav");
        let link = data["link"].as_str().expect("link").to_owned();
        assert!(link.starts_with("/api/lms/media/"));
        // Taken once.
        let (code, _) = post(
            app,
            "/api/lms/team/media",
            &w.coach,
            &json!({"upload": upload}),
        )
        .await;
        assert_eq!(code, StatusCode::BAD_REQUEST);

        let response = app.client.get(app.url(&link)).send().await.expect("get");
        assert_eq!(response.status(), StatusCode::OK);
        let headers = response.headers().clone();
        assert_eq!(headers["content-type"], "audio/wav");
        assert_eq!(headers["accept-ranges"], "bytes");
        assert!(headers["cache-control"]
            .to_str()
            .expect("cc")
            .contains("immutable"));
        assert_eq!(
            response.bytes().await.expect("bytes").as_ref(),
            sound.as_slice()
        );

        let response = app
            .client
            .get(app.url(&link))
            .header("Range", "bytes=100-199")
            .send()
            .await
            .expect("range");
        assert_eq!(response.status(), StatusCode::PARTIAL_CONTENT);
        assert_eq!(
            response.headers()["content-range"],
            format!("bytes 100-199/{}", sound.len()).as_str()
        );
        assert_eq!(
            response.bytes().await.expect("bytes").as_ref(),
            &sound[100..200]
        );
        let response = app
            .client
            .get(app.url(&link))
            .header("Range", "bytes=-10")
            .send()
            .await
            .expect("range");
        assert_eq!(response.status(), StatusCode::PARTIAL_CONTENT);
        assert_eq!(
            response.bytes().await.expect("bytes").as_ref(),
            &sound[sound.len() - 10..]
        );
        let response = app
            .client
            .get(app.url(&link))
            .header("Range", format!("bytes={}-", sound.len()))
            .send()
            .await
            .expect("range");
        assert_eq!(response.status(), StatusCode::RANGE_NOT_SATISFIABLE);

        // A wrong token answers exactly as an unknown id.
        let (id, token) = link
            .trim_start_matches("/api/lms/media/")
            .split_once('/')
            .expect("id/token");
        let wrong = format!("/api/lms/media/{id}/{}", "0".repeat(token.len()));
        let unknown = format!("/api/lms/media/{UNKNOWN}/{token}");
        let (a, body_a) = send(app, Method::GET, &wrong, None, None).await;
        let (b, body_b) = send(app, Method::GET, &unknown, None, None).await;
        assert_eq!((a, b), (StatusCode::NOT_FOUND, StatusCode::NOT_FOUND));
        assert_eq!(body_a, body_b);

        // An MP3 too.
        let song = mp3(6);
        let upload = uploaded_kind(app, &w.super_admin, "lmsMedia", &song).await;
        let (code, body) = post(
            app,
            "/api/lms/team/media",
            &w.super_admin,
            &json!({"upload": upload}),
        )
        .await;
        assert_eq!(code, StatusCode::OK, "{body}");
        assert_eq!(body["data"]["contentType"], "audio/mpeg");
        assert_eq!(body["data"]["name"], "media.mp3");
        let response = app
            .client
            .get(app.url(body["data"]["link"].as_str().expect("link")))
            .send()
            .await
            .expect("get");
        assert_eq!(response.headers()["content-type"], "audio/mpeg");
        assert_eq!(
            response.bytes().await.expect("bytes").as_ref(),
            song.as_slice()
        );

        // A text file is refused by its content; a mentor may not upload media.
        let text = b"These are the notes of the lesson, as plain text.".to_vec();
        let upload = portal_server::ids::new_id(app.state.now());
        let (code, body) = start_kind(app, &w.coach, &upload, "lmsMedia", text.len() as i64).await;
        assert_eq!(code, StatusCode::CREATED, "{body}");
        let (code, _, _) = part(app, &w.coach, &upload, 0, &text).await;
        assert_eq!(code, StatusCode::OK);
        let (code, body) = finish(app, &w.coach, &upload).await;
        assert_eq!(code, StatusCode::BAD_REQUEST);
        assert_eq!(
            body["message"].as_str().or(body["error"].as_str()),
            Some(MEDIA_NOT_ACCEPTED),
            "{body}"
        );
        let (code, _) = post(
            app,
            "/api/lms/team/media",
            &w.coach,
            &json!({"upload": upload}),
        )
        .await;
        assert_eq!(code, StatusCode::BAD_REQUEST);
        let (code, _) = start_kind(
            app,
            &w.mentor,
            &portal_server::ids::new_id(app.state.now()),
            "lmsMedia",
            100,
        )
        .await;
        assert_eq!(code, StatusCode::FORBIDDEN);
    }
}

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
