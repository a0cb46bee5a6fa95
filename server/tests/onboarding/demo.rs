//! The demo's onboarding: a cohort with questions, its two accounts on a first attempt after every
//! start, and work waiting in the coach's queue, made once.

use reqwest::StatusCode;

use super::support::get;
use crate::common::{each_backend, Options};

const PASSWORD: &str = "Demo-2026!";

#[tokio::test]
async fn the_demo_walks_in_on_a_first_attempt_and_the_coach_has_work() {
    each_backend(
        Options {
            demo: true,
            ..Options::default()
        },
        async |app| {
            let token = app.token("onboarding@demo.test", PASSWORD).await;
            let (_, me) = get(app, "/api/user/unbox", &token).await;
            let user = me["user"]["user_id"].as_str().expect("id").to_owned();
            // The client chooses a hub; a new start puts them back on a first attempt.
            get(
                app,
                &format!("/api/onboarding/{user}?location=Nakuru"),
                &token,
            )
            .await;
            portal_server::demo::seed(&app.state)
                .await
                .expect("seeded again");
            let (code, body) = get(app, &format!("/api/onboarding/{user}"), &token).await;
            assert_eq!(code, StatusCode::OK, "{body}");
            assert_eq!(body["data"]["firstAttempt"], true);
            assert_eq!(body["data"]["path"], "/dashboard/onboarding/welcome");

            let applicant = app.token("onboarding.applicant@demo.test", PASSWORD).await;
            let (_, me) = get(app, "/api/user/unbox", &applicant).await;
            let id = me["user"]["user_id"].as_str().expect("id").to_owned();
            let (_, body) = get(app, &format!("/api/applicant/{id}"), &applicant).await;
            assert_eq!(
                body["data"]["outQuizes"].as_array().map(Vec::len),
                Some(6),
                "{body}"
            );

            let coach = app.token("coach@demo.test", PASSWORD).await;
            let (_, cohorts) = get(app, "/api/cohorts", &coach).await;
            assert_eq!(cohorts["count"], 1, "made once: {cohorts}");
            let (_, queue) = get(app, "/api/onboarding/reviews", &coach).await;
            assert_eq!(
                queue["count"], 6,
                "two entrepreneurs' first three steps: {queue}"
            );
            let picture = queue["data"][0]["fileUrl"]
                .as_str()
                .expect("a file")
                .to_owned();
            assert_eq!(
                app.get(&picture, Some(&coach)).await.status(),
                StatusCode::OK
            );
        },
    )
    .await;
}
