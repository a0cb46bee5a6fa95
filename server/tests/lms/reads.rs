//! The reads for every role: a trainee's own cohort and another's (answered exactly like one that
//! is not there), a mentor's cohorts and another's, the team's every cohort, a client who is no
//! trainee, a sales agent refused.

use portal_core::playbook::markdown::to_html;
use portal_core::roles::Role;
use reqwest::StatusCode;

use super::support::{get, person, world, UNKNOWN};
use crate::common::{each_backend, Options};

#[tokio::test]
async fn a_trainee_finds_themselves_and_an_outsider_finds_nothing() {
    each_backend(Options::default(), async |app| {
        let w = world(app).await;
        let (code, body) = get(
            app,
            &format!("/api/lms/trainees?user_id={}", w.trainee_user),
            &w.trainee,
        )
        .await;
        assert_eq!(code, StatusCode::OK, "{body}");
        assert_eq!(body["count"], 1);
        assert_eq!(body["data"][0]["id"], w.trainee_id.as_str());
        assert_eq!(body["data"][0]["cohortId"], w.cohort.as_str());
        // Another's user id reads like a user who is no trainee.
        let (_, body) = get(
            app,
            &format!("/api/lms/trainees?user_id={}", w.trainee_user),
            &w.second,
        )
        .await;
        assert_eq!(body["count"], 0);
        let (code, body) = get(app, "/api/lms/trainees?user_id=x", &w.outsider).await;
        assert_eq!(code, StatusCode::OK);
        assert_eq!(body, serde_json::json!({"count": 0, "data": []}));
        // The mentor reads their cohort's trainees, not another cohort's.
        let (_, body) = get(
            app,
            &format!("/api/lms/trainees?cohort_id={}", w.cohort),
            &w.mentor,
        )
        .await;
        assert_eq!(body["count"], 2);
        let (code, _) = get(
            app,
            &format!("/api/lms/trainees?cohort_id={}", w.cohort),
            &w.other_mentor,
        )
        .await;
        assert_eq!(code, StatusCode::NOT_FOUND);
        for (role, email) in [
            (Role::Sales, "sales2@lms.test"),
            (Role::Digiprime, "digi@lms.test"),
            (Role::Advisor, "advisor@lms.test"),
            (Role::Processor, "processor@lms.test"),
        ] {
            let (_, token) = person(app, role, email).await;
            let (code, _) = get(app, "/api/lms/trainees", &token).await;
            assert_eq!(code, StatusCode::FORBIDDEN, "{role:?}");
            let (code, _) = get(
                app,
                &format!("/api/lms/classes?cohort_id={}", w.cohort),
                &token,
            )
            .await;
            assert_eq!(code, StatusCode::FORBIDDEN, "{role:?}");
        }
        let response = app
            .client
            .get(app.url("/api/lms/trainees"))
            .send()
            .await
            .expect("get");
        assert_eq!(response.status(), StatusCode::UNAUTHORIZED);
        // The user flag.
        let (_, body) = get(app, "/api/user/unbox", &w.trainee).await;
        assert_eq!(body["user"]["lmsTrainee"], true);
        let (_, body) = get(app, "/api/user/unbox", &w.outsider).await;
        assert_eq!(body["user"]["lmsTrainee"], false);
    })
    .await;
}

#[tokio::test]
async fn another_cohort_answers_like_one_not_there() {
    each_backend(Options::default(), async |app| {
        let w = world(app).await;
        let (code, unknown) = get(
            app,
            &format!("/api/lms/classes?cohort_id={UNKNOWN}"),
            &w.trainee,
        )
        .await;
        assert_eq!(code, StatusCode::NOT_FOUND);
        assert_eq!(
            unknown,
            serde_json::json!({"error": true, "message": "Not found"})
        );
        let reads = |cohort: &str, course: &super::support::Course| {
            vec![
                format!("/api/lms/classes?cohort_id={cohort}"),
                format!("/api/lms/mentors/{cohort}"),
                format!("/api/lms/topics?chapter_id={}", course.chapters[0]),
                format!("/api/lms/topics/{}", course.topics[0]),
                format!("/api/lms/topic-resources?topic_id={}", course.topics[0]),
                format!("/api/lms/objectives?topic_id={}", course.topics[0]),
                format!("/api/lms/faqs?class_id={}", course.class),
                format!("/api/lms/assignments/{}", course.assignments[0]),
                format!("/api/lms/assignments/{}/submits", course.assignments[0]),
            ]
        };
        for path in reads(&w.other_cohort, &w.other_course) {
            for token in [&w.trainee, &w.second, &w.mentor, &w.outsider] {
                let (code, body) = get(app, &path, token).await;
                assert_eq!((code, &body), (StatusCode::NOT_FOUND, &unknown), "{path}");
            }
            for token in [&w.other, &w.other_mentor, &w.coach, &w.super_admin] {
                let (code, body) = get(app, &path, token).await;
                assert_eq!(code, StatusCode::OK, "{path} {body}");
            }
            let (code, _) = get(app, &path, &w.sales).await;
            assert_eq!(code, StatusCode::FORBIDDEN, "{path}");
        }
        for path in reads(&w.cohort, &w.course) {
            for token in [&w.trainee, &w.second, &w.mentor, &w.coach] {
                let (code, body) = get(app, &path, token).await;
                assert_eq!(code, StatusCode::OK, "{path} {body}");
            }
        }
        // Another trainee's submits read like an unknown trainee's.
        let path = format!(
            "/api/lms/assignments/{}/submits?trainee_id=",
            w.course.assignments[0]
        );
        let (code, mine) = get(app, &format!("{path}{}", w.second_id), &w.trainee).await;
        assert_eq!(code, StatusCode::NOT_FOUND);
        let (_, nobody) = get(app, &format!("{path}{UNKNOWN}"), &w.trainee).await;
        assert_eq!(mine, nobody);
        let (code, _) = get(app, &format!("{path}{}", w.other_id), &w.mentor).await;
        assert_eq!(code, StatusCode::NOT_FOUND);
    })
    .await;
}

#[tokio::test]
async fn the_course_reads_in_both_languages() {
    each_backend(Options::default(), async |app| {
        let w = world(app).await;
        let (_, body) = get(app, "/api/lms/classes", &w.trainee).await;
        let class = &body["data"][0];
        assert_eq!(class["id"], w.course.class.as_str());
        assert_eq!(class["name"]["sw"], "Business basics (sw)");
        assert_eq!(class["meetings"][0]["place"], "Nairobi hub");
        let (_, body) = get(app, &format!("/api/lms/mentors/{}", w.cohort), &w.trainee).await;
        assert_eq!(body["data"][0]["id"], w.mentor_id.as_str());
        assert_eq!(body["data"][0]["email"], "mentor@lms.test");
        let (_, body) = get(
            app,
            &format!("/api/lms/topics/{}", w.course.topics[0]),
            &w.trainee,
        )
        .await;
        let topic = &body["data"][0];
        assert_eq!(topic["descriptionHtml"]["en"], to_html("**Sales** first"));
        assert_eq!(topic["chapterId"], w.course.chapters[0].as_str());
        let (_, body) = get(
            app,
            &format!("/api/lms/topic-resources?topic_id={}", w.course.topics[0]),
            &w.trainee,
        )
        .await;
        assert_eq!(body["data"][0]["position"], 1);
        assert_eq!(body["data"][1]["position"], 2);
        assert_eq!(body["data"][0]["resourceTypeId"], 2);
        let (_, body) = get(
            app,
            &format!("/api/lms/objectives?topic_id={}", w.course.topics[0]),
            &w.trainee,
        )
        .await;
        assert_eq!(body["data"][0]["list"]["sw"][0], "hesabu mauzo");
        let (_, body) = get(app, "/api/lms/faqs", &w.trainee).await;
        assert_eq!(body["Response"], "True");
        assert_eq!(body["data"][0]["solution"]["en"], "On Monday.");
        let (_, body) = get(
            app,
            &format!("/api/lms/assignments/{}", w.course.assignments[0]),
            &w.trainee,
        )
        .await;
        assert_eq!(body["Response"], "True");
        assert_eq!(body["data"][0]["tasks"]["2"]["type"], "file");
        let (_, body) = get(
            app,
            &format!("/api/lms/assignments/{}/submits", w.course.assignments[0]),
            &w.trainee,
        )
        .await;
        assert_eq!(body, serde_json::json!({"count": 0, "data": []}));
    })
    .await;
}
