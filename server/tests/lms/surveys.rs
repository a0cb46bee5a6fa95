//! The survey gate counts what the trainee answered, each survey once per round and once per
//! submission, core's checks refuse missing answers, and the score card reads the surveys, the
//! graded pitches and assignments.

use portal_core::lms::messages::ANSWER_ALL_QUESTIONS;
use portal_core::lms::surveys::by_slug;
use portal_core::survey::model::QuestionType;
use reqwest::StatusCode;
use serde_json::{json, Map, Value};

use super::support::{get, post, world, World};
use super::work::{attempt, lms_file, submission_id};
use crate::common::{each_backend, Options, TestApp};

/// Every question of the survey answered: a scale at `scale`, any other choice its first option.
pub fn answers(slug: &str, scale: &str) -> Map<String, Value> {
    let survey = by_slug(slug).expect("a survey");
    let mut out = Map::new();
    for q in survey
        .questions
        .iter()
        .filter(|q| q.active && q.dependent.is_none())
    {
        let first = q
            .options
            .iter()
            .map(|o| o.value.as_str())
            .find(|v| *v != "_")
            .unwrap_or("x");
        let pick = if q.option(scale).is_some() {
            scale
        } else {
            first
        };
        let value = match q.kind {
            QuestionType::Note => continue,
            QuestionType::SelectOne => json!(pick),
            QuestionType::SelectMany => json!([pick]),
            QuestionType::Integer | QuestionType::Decimal => json!("3"),
            QuestionType::Date => json!("2026-01-05"),
            QuestionType::Phone => json!("0712345678"),
            QuestionType::Text => json!("My shop"),
        };
        out.insert(q.name.clone(), value);
    }
    out
}

pub async fn answer(
    app: &TestApp,
    w: &World,
    path: &str,
    slug: &str,
    scale: &str,
    id: &str,
) -> (StatusCode, Value) {
    let mut body = answers(slug, scale);
    body.insert("cohortId".into(), json!(w.cohort));
    body.insert("traineeId".into(), json!(w.trainee_id));
    body.insert("submissionId".into(), json!(id));
    post(app, path, &w.trainee, &Value::Object(body)).await
}

#[tokio::test]
async fn the_gate_counts_each_survey_once() {
    each_backend(Options::default(), async |app| {
        let w = world(app).await;
        let done = format!("/api/lms/surveys/verify-done/1?cohort_id={}&trainee_id={}", w.cohort, w.trainee_id);
        let (code, body) = get(app, &done, &w.trainee).await;
        assert_eq!(code, StatusCode::OK, "{body}");
        assert_eq!(body, json!({"completed": false, "data": {"training": 0, "confidence": 0, "computerLiteracy": 0, "businessAcumen": 0, "baseline": 0}}));
        let (code, _) = get(app, &done, &w.outsider).await;
        assert_eq!(code, StatusCode::NOT_FOUND);

        for path in ["/api/lms/surveys/confidence-level", "/api/lms/surveys/business-acumen/entry", "/api/lms/surveys/trainees/training-impact-report"] {
            let (code, body) = get(app, path, &w.trainee).await;
            assert_eq!(code, StatusCode::OK, "{path}");
            assert!(body["data"]["questions"].as_array().is_some_and(|q| !q.is_empty()), "{path}");
        }
        let (code, body) = get(app, "/api/lms/surveys/nothing", &w.trainee).await;
        assert_eq!((code, body["message"].as_str()), (StatusCode::NOT_FOUND, Some("Survey not found")));

        // Missing answers change nothing.
        let (code, body) = post(app, "/api/lms/surveys/baseline/1/submits", &w.trainee,
            &json!({"cohortId": w.cohort, "traineeId": w.trainee_id, "submissionId": submission_id()})).await;
        assert_eq!((code, body["message"].as_str()), (StatusCode::BAD_REQUEST, Some(ANSWER_ALL_QUESTIONS)));

        let id = submission_id();
        for _ in 0..2 {
            let (code, body) = answer(app, &w, "/api/lms/surveys/confidence-level/1/submits", "confidence-level", "2", &id).await;
            assert_eq!(code, StatusCode::OK, "{body}");
            assert_eq!(body["success"], true);
        }
        let (code, _) = answer(app, &w, "/api/lms/surveys/confidence-level/1/submits", "confidence-level", "2", &submission_id()).await;
        assert_eq!(code, StatusCode::CONFLICT);
        let (code, _) = answer(app, &w, "/api/lms/surveys/confidence-level/2/submits", "confidence-level", "4", &submission_id()).await;
        assert_eq!(code, StatusCode::OK);
        for (path, slug) in [
            ("/api/lms/surveys/trainees/training-impact-report/submits", "training-impact-report"),
            ("/api/lms/surveys/computer-literacy/1/submits", "computer-literacy"),
            ("/api/lms/surveys/business-acumen/entry/submits", "business-acumen/entry"),
        ] {
            let (code, body) = answer(app, &w, path, slug, "3", &submission_id()).await;
            assert_eq!(code, StatusCode::OK, "{path} {body}");
        }
        let (_, body) = get(app, &done, &w.trainee).await;
        assert_eq!(body["completed"], false);
        assert_eq!(body["data"]["confidence"], 2);
        let (code, body) = answer(app, &w, "/api/lms/surveys/baseline/1/submits", "baseline", "3", &submission_id()).await;
        assert_eq!(code, StatusCode::OK, "{body}");
        let (_, body) = get(app, &done, &w.trainee).await;
        assert_eq!(body["completed"], true, "{body}");
        // The mentor reads the trainee's gate; another cohort's mentor does not.
        let (code, _) = get(app, &done, &w.mentor).await;
        assert_eq!(code, StatusCode::OK);
        let (code, _) = get(app, &done, &w.other_mentor).await;
        assert_eq!(code, StatusCode::NOT_FOUND);
        let (code, _) = answer(app, &w, "/api/lms/surveys/buruka-post-training/submits", "buruka-post-training", "3", &submission_id()).await;
        assert_eq!(code, StatusCode::OK);

        // The score card.
        let upload = lms_file(app, &w.trainee).await;
        let (code, _) = post(app, "/api/lms/pitches/1", &w.trainee, &json!({"traineeId": w.trainee_id, "upload": upload, "submissionId": submission_id()})).await;
        assert_eq!(code, StatusCode::OK);
        let (_, body) = get(app, "/api/lms/pitches", &w.trainee).await;
        let pitch = body["data"][0]["id"].as_str().expect("pitch").to_owned();
        post(app, &format!("/api/lms/pitches/{pitch}/grade"), &w.mentor, &json!({"score": 70})).await;
        attempt(app, &w, &w.trainee, &w.trainee_id, &w.course.assignments[0], &submission_id()).await;
        let (_, body) = get(app, &format!("/api/lms/mentor/submissions?cohort_id={}", w.cohort), &w.mentor).await;
        let submission = body["data"][0]["id"].as_str().expect("submission").to_owned();
        post(app, &format!("/api/lms/submissions/{submission}/grade"), &w.mentor, &json!({"score": 90})).await;
        let (code, body) = get(app, &format!("/api/lms/scores/aggregates?cohort_id={}&trainee_id={}", w.cohort, w.trainee_id), &w.trainee).await;
        assert_eq!(code, StatusCode::OK, "{body}");
        assert_eq!(body["Response"], "True");
        let card = &body["data"][0];
        let number = |name: &str| card[name].as_f64();
        assert_eq!(number("pitch1"), Some(3.5));
        assert_eq!(card["pitch2"], Value::Null);
        assert_eq!(card["pitchGrowth"], Value::Null);
        assert_eq!(number("confidence1"), Some(2.0));
        assert_eq!(number("confidence2"), Some(4.0));
        assert_eq!(number("confidenceGrowth"), Some(2.0));
        assert_eq!(number("businessPlan"), Some(4.5));
        assert_eq!(number("baselineSurvey"), Some(5.0));
        assert_eq!(number("postTrainingSurvey"), Some(5.0));
        assert_eq!(number("averageGrowth"), Some(2.0));
        // 3.5 + 2 + 4 + 2 + 4.5 + 5 + 5 + 2 = 28 of 70: 40%.
        assert_eq!(number("total"), Some(28.0));
        assert_eq!(card["percentage"], 40);
        let (code, _) = get(app, &format!("/api/lms/scores/aggregates?trainee_id={}", w.trainee_id), &w.second).await;
        assert_eq!(code, StatusCode::NOT_FOUND);
    })
    .await;
}
