//! Who may do what: the entrepreneur only their own state, the team (coach, super admin) the rest;
//! another's id answers like one that names nobody.

use portal_core::roles::Role;
use reqwest::{Method, StatusCode};
use serde_json::json;

use super::support::{cohort, enrol, get, person, send};
use crate::common::{each_backend, Options};

#[tokio::test]
async fn each_role_reaches_only_its_own_part() {
    each_backend(Options::default(), async |app| {
        let (_, coach) = person(app, Role::Coach, "coach@onb.test").await;
        let (_, superadmin) = person(app, Role::Super, "super@onb.test").await;
        let (_, sales) = person(app, Role::Sales, "sales@onb.test").await;
        let (_, processor) = person(app, Role::Processor, "processor@onb.test").await;
        let (amina, amina_token) = person(app, Role::Client, "amina@onb.test").await;
        let (_, baraka_token) = person(app, Role::Client, "baraka@onb.test").await;
        let (_, applicant) = person(app, Role::Applicant, "applicant@onb.test").await;
        let cohort = cohort(app, &coach, "Cohort 9").await;
        enrol(app, &superadmin, &cohort, &["amina@onb.test"]).await;

        // The team's calls: coach and super admin only.
        let team_calls = [
            (Method::GET, "/api/cohorts".to_owned()),
            (Method::GET, format!("/api/cohorts/{cohort}/questions")),
            (Method::GET, format!("/api/cohorts/{cohort}/progress")),
            (Method::GET, "/api/onboarding/reviews".to_owned()),
        ];
        for (method, path) in &team_calls {
            for token in [&coach, &superadmin] {
                let (code, body) = send(app, method.clone(), path, Some(token), None).await;
                assert_eq!(code, StatusCode::OK, "{path}: {body}");
            }
            for token in [&sales, &processor, &amina_token, &applicant] {
                let (code, _) = send(app, method.clone(), path, Some(token), None).await;
                assert_eq!(code, StatusCode::FORBIDDEN, "{path}");
            }
            let (code, _) = send(app, method.clone(), path, None, None).await;
            assert_eq!(code, StatusCode::UNAUTHORIZED, "{path}");
        }
        let (code, _) = send(
            app,
            Method::POST,
            "/api/cohorts",
            Some(&sales),
            Some(&json!({"name": "x"})),
        )
        .await;
        assert_eq!(code, StatusCode::FORBIDDEN);

        // Another's state, or an id that names nobody: the same answer.
        let (theirs, _) = get(app, &format!("/api/onboarding/{amina}"), &baraka_token).await;
        let (nobody, _) = get(
            app,
            "/api/onboarding/000000000000000000000000",
            &baraka_token,
        )
        .await;
        assert_eq!(
            (theirs, nobody),
            (StatusCode::FORBIDDEN, StatusCode::FORBIDDEN)
        );
        let (code, _) = send(
            app,
            Method::POST,
            &format!("/api/onboarding/{amina}/step"),
            Some(&baraka_token),
            Some(&json!({"step": "passport", "value": "x"})),
        )
        .await;
        assert_eq!(code, StatusCode::FORBIDDEN);
        // An applicant's route is not a client's, and the other way round.
        let (code, _) = get(app, &format!("/api/applicant/{amina}"), &amina_token).await;
        assert_eq!(code, StatusCode::FORBIDDEN);
        // The team deciding on someone with nothing sent: not there.
        let (code, _) = send(
            app,
            Method::POST,
            &format!("/api/onboarding/reviews/{amina}/passport"),
            Some(&coach),
            Some(&json!({"decision": "approve"})),
        )
        .await;
        assert_eq!(code, StatusCode::NOT_FOUND);
    })
    .await;
}
