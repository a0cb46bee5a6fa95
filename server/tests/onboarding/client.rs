//! A client from the hub to success: the order, each step's message, a rejection with its reason
//! and the notice, the step sent again, every approval; the deadline; the old manual system.

use portal_core::onboarding::client::{
    DEADLINE_PASSED, EARLIER_STEPS_FIRST, OLD_MANUAL_SYSTEM, STEP_AWAITING_APPROVAL,
};
use portal_core::onboarding::hubs::SELECT_HUB;
use portal_core::onboarding::review::{NOT_AWAITING_APPROVAL, REASON_REQUIRED};
use portal_core::onboarding::steps::SELECT_PASSPORT;
use portal_core::roles::Role;
use reqwest::StatusCode;
use serde_json::{json, Value};

use super::support::{client_state, cohort, enrol, file_for, get, person, post};
use crate::common::{each_backend, Options, PASSWORD};

/// The 14 steps with the upload kind each takes (None: the typed overview).
pub const STEPS: [(&str, Option<&str>); 14] = [
    ("passport", Some("onboardingImage")),
    ("idFront", Some("onboardingImage")),
    ("idBack", Some("onboardingImage")),
    ("kraPin", Some("onboardingPdf")),
    ("businessName", Some("onboardingPdf")),
    ("businessBank", Some("onboardingImageOrPdf")),
    ("investOverview", None),
    ("investVideo", Some("investVideo")),
    ("investImage", Some("onboardingImage")),
    ("investLogo", Some("onboardingImage")),
    ("entrepreneurMap", Some("onboardingImageOrPdf")),
    ("codeConduct", Some("onboardingImageOrPdf")),
    ("photoConsent", Some("onboardingImageOrPdf")),
    ("agreementLetter", Some("onboardingImageOrPdf")),
];

#[tokio::test]
async fn a_client_goes_from_the_hub_through_a_rejection_to_success() {
    each_backend(Options::default(), async |app| {
        let (_, coach) = person(app, Role::Coach, "coach@onb.test").await;
        let (user, token) = person(app, Role::Client, "amina@onb.test").await;
        let cohort = cohort(app, &coach, "Cohort 7").await;
        let enrolled = enrol(app, &coach, &cohort, &["amina@onb.test", "nobody@onb.test"]).await;
        assert_eq!(enrolled["enrolled"], json!(["amina@onb.test"]));
        assert_eq!(enrolled["notFound"], json!(["nobody@onb.test"]));
        let again = enrol(app, &coach, &cohort, &["amina@onb.test"]).await;
        assert_eq!(again["already"], json!(["amina@onb.test"]));

        // A first attempt: the hub first.
        let state = client_state(app, &user, &token).await;
        assert_eq!(state["firstAttempt"], true);
        assert_eq!(state["path"], "/dashboard/onboarding/welcome");
        assert_eq!(state["cohort"], json!({"name": "Cohort 7", "year": 2026}));
        // 90 days from enrolment, counted down from then: a slow machine may have read it a few
        // seconds later (89 days, 23 h 59 min).
        let left = state["daysLeft"].as_i64().unwrap_or_default() * 86_400
            + state["timeLeft"]["hour"].as_i64().unwrap_or_default() * 3_600
            + state["timeLeft"]["mins"].as_i64().unwrap_or_default() * 60;
        assert!(
            (90 * 86_400 - 300..=90 * 86_400).contains(&left),
            "90 days from enrolment: {state}"
        );
        let (code, body) = get(
            app,
            &format!("/api/onboarding/{user}?location=Narok"),
            &token,
        )
        .await;
        assert_eq!(
            (code, body["error"].as_str()),
            (StatusCode::BAD_REQUEST, Some(SELECT_HUB))
        );
        let (code, body) = post(
            app,
            &format!("/api/onboarding/{user}/step"),
            &token,
            &json!({"step": "passport", "value": "x"}),
        )
        .await;
        assert_eq!(
            (code, body["error"].as_str()),
            (StatusCode::BAD_REQUEST, Some(SELECT_HUB))
        );
        let (code, body) = get(
            app,
            &format!("/api/onboarding/{user}?location=mombasa"),
            &token,
        )
        .await;
        assert_eq!(code, StatusCode::OK, "{body}");
        let state = &body["data"];
        assert_eq!(state["progress"], "7%");
        assert_eq!(state["stepsDone"], 1);
        assert_eq!(state["totalSteps"], 15);
        assert_eq!(state["hub"], "Mombasa");
        assert_eq!(state["path"], "/dashboard/onboarding/apply/start");
        assert_eq!(app.audit_count("onboarding_set_up").await, 1);
        // The set-up made the client's DigiKua business.
        assert_eq!(app.count_rows("businesses").await, 1);

        // Strictly forward; each step's message; the steps in order.
        let step = |name: &str, value: &str| json!({"step": name, "value": value});
        let path = format!("/api/onboarding/{user}/step");
        let (code, body) = post(app, &path, &token, &step("idFront", "x")).await;
        assert_eq!(
            (code, body["error"].as_str()),
            (StatusCode::BAD_REQUEST, Some(EARLIER_STEPS_FIRST))
        );
        let (code, body) = post(app, &path, &token, &step("passport", " ")).await;
        assert_eq!(
            (code, body["error"].as_str()),
            (StatusCode::BAD_REQUEST, Some(SELECT_PASSPORT))
        );
        // A PDF is not a passport photo: refused when the upload finishes, so never taken.
        for (name, kind) in STEPS {
            let value = match kind {
                Some(kind) => file_for(app, &token, kind).await,
                None => "We make school uniforms in Mombasa for 12 schools.".to_owned(),
            };
            let (code, body) = post(app, &path, &token, &step(name, &value)).await;
            assert_eq!(code, StatusCode::OK, "{name}: {body}");
        }
        let (code, body) = post(
            app,
            &path,
            &token,
            &step("passport", &file_for(app, &token, "onboardingImage").await),
        )
        .await;
        assert_eq!(
            (code, body["error"].as_str()),
            (StatusCode::BAD_REQUEST, Some(STEP_AWAITING_APPROVAL))
        );
        let state = client_state(app, &user, &token).await;
        assert_eq!(state["path"], "/dashboard/onboarding/approvals");
        assert_eq!(state["pendingApproval"], 14);
        assert_eq!(state["progress"], "100%");

        // The team's queue: the 14, oldest first, files with their address.
        let (code, queue) = get(
            app,
            &format!("/api/onboarding/reviews?cohort={cohort}&hub=Mombasa"),
            &coach,
        )
        .await;
        assert_eq!(code, StatusCode::OK, "{queue}");
        assert_eq!(queue["count"], 14);
        let passport = queue["data"]
            .as_array()
            .and_then(|all| all.iter().find(|w| w["step"] == "passport"))
            .expect("the passport awaits");
        assert_eq!(passport["label"], "Passport Photo", "{queue}");
        assert_eq!(passport["contentType"], "image/jpeg");
        let overview = queue["data"]
            .as_array()
            .and_then(|all| all.iter().find(|w| w["step"] == "investOverview"))
            .expect("the overview awaits");
        assert_eq!(overview["fileUrl"], Value::Null);
        assert!(overview["value"]
            .as_str()
            .is_some_and(|v| v.contains("school uniforms")));
        let photo = passport["fileUrl"].as_str().expect("a file").to_owned();
        let seen = app.get(&photo, Some(&coach)).await;
        assert_eq!(seen.status(), StatusCode::OK, "the coach previews the file");
        let (_, only_kra) = get(app, "/api/onboarding/reviews?step=kraPin", &coach).await;
        assert_eq!(only_kra["count"], 1);

        // A rejection needs its reason; the client is told, sees it, and sends the step again.
        let decide = |step: &str| format!("/api/onboarding/reviews/{user}/{step}");
        let (code, body) = post(
            app,
            &decide("kraPin"),
            &coach,
            &json!({"decision": "reject", "reason": " "}),
        )
        .await;
        assert_eq!(
            (code, body["error"].as_str()),
            (StatusCode::BAD_REQUEST, Some(REASON_REQUIRED))
        );
        let reason = "The certificate is cut off at the bottom";
        let (code, body) = post(
            app,
            &decide("kraPin"),
            &coach,
            &json!({"decision": "reject", "reason": reason}),
        )
        .await;
        assert_eq!(code, StatusCode::OK, "{body}");
        let (code, body) = post(
            app,
            &decide("kraPin"),
            &coach,
            &json!({"decision": "approve"}),
        )
        .await;
        assert_eq!(
            (code, body["error"].as_str()),
            (StatusCode::BAD_REQUEST, Some(NOT_AWAITING_APPROVAL))
        );
        let told = app.messages_to("amina@onb.test").await;
        assert!(
            told.iter().any(|(_, text, _)| text.contains(reason)),
            "{told:?}"
        );
        let state = client_state(app, &user, &token).await;
        assert_eq!(
            state["rejectedSteps"],
            json!([{"name": "kraPin", "reason": reason}])
        );
        assert_eq!(state["path"], "/dashboard/onboarding/apply/kra_pin");
        let (code, body) = post(
            app,
            &path,
            &token,
            &step("kraPin", &file_for(app, &token, "onboardingPdf").await),
        )
        .await;
        assert_eq!(code, StatusCode::OK, "{body}");

        // Every step approved: success, and the account is marked complete.
        for (name, _) in STEPS {
            let (code, body) =
                post(app, &decide(name), &coach, &json!({"decision": "approve"})).await;
            assert_eq!(code, StatusCode::OK, "{name}: {body}");
        }
        assert_eq!(app.audit_count("onboarding_approved").await, 14);
        assert_eq!(app.audit_count("onboarding_rejected").await, 1);
        let state = client_state(app, &user, &token).await;
        assert_eq!(state["path"], "/dashboard/onboarding/success");
        let complete: i64 =
            sqlx::query_scalar("SELECT onboarding_complete FROM users WHERE id = $1")
                .bind(&user)
                .fetch_one(app.pool())
                .await
                .expect("flag");
        assert_eq!(complete, 1, "the account is marked onboardingComplete");

        // The cohort's progress, as JSON and as CSV.
        let (code, progress) = get(app, &format!("/api/cohorts/{cohort}/progress"), &coach).await;
        assert_eq!(code, StatusCode::OK, "{progress}");
        assert_eq!(progress["data"][0]["status"], "success");
        assert_eq!(progress["data"][0]["stepsDone"], 15);
        let csv = app
            .get(
                &format!("/api/cohorts/{cohort}/progress?format=csv"),
                Some(&coach),
            )
            .await;
        let text = csv.text().await.expect("csv");
        assert!(
            text.starts_with("Name,E-mail,Track,Hub,Steps done"),
            "{text}"
        );
        assert!(
            text.contains("amina@onb.test,client,Mombasa,15,15,0,0,"),
            "{text}"
        );
    })
    .await;
}

#[tokio::test]
async fn past_the_deadline_the_client_is_too_late_and_sends_nothing() {
    each_backend(Options::default(), async |app| {
        let (_, coach) = person(app, Role::Coach, "coach@onb.test").await;
        let (user, token) = person(app, Role::Client, "late@onb.test").await;
        let cohort = cohort(app, &coach, "Cohort 8").await;
        enrol(app, &coach, &cohort, &[&user]).await;
        get(
            app,
            &format!("/api/onboarding/{user}?location=Nairobi"),
            &token,
        )
        .await;
        app.advance_clock(91 * 86_400);
        // The session has expired too by then.
        let token = app.token("late@onb.test", PASSWORD).await;
        let state = client_state(app, &user, &token).await;
        assert_eq!(state["path"], "/dashboard/onboarding/too_late");
        assert_eq!(state["daysLeft"], 0);
        let photo = file_for(app, &token, "onboardingImage").await;
        let (code, body) = post(
            app,
            &format!("/api/onboarding/{user}/step"),
            &token,
            &json!({"step": "passport", "value": photo}),
        )
        .await;
        assert_eq!(
            (code, body["error"].as_str()),
            (StatusCode::BAD_REQUEST, Some(DEADLINE_PASSED))
        );
    })
    .await;
}

#[tokio::test]
async fn a_client_on_the_old_manual_system_is_told_so() {
    each_backend(Options::default(), async |app| {
        let (user, token) = person(app, Role::Client, "old@onb.test").await;
        let (code, body) = get(app, &format!("/api/onboarding/{user}?start=1"), &token).await;
        assert_eq!(code, StatusCode::OK);
        assert_eq!(
            body,
            json!({"error": false, "message": OLD_MANUAL_SYSTEM, "data": null})
        );
    })
    .await;
}
