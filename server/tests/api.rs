//! The JSON API over real HTTP: sign-in, sessions, roles, health, OpenAPI, unknown paths.

use crate::common;

use common::{each_backend, error, json, Options, PASSWORD};
use portal_core::forms::{INVALID_EMAIL, REQUIRED};
use portal_core::roles::Role;
use reqwest::StatusCode;
use serde_json::{json, Value};
use sqlx::Row;

const SIGN_IN: &str = "Sign in to continue";

#[tokio::test]
async fn signin_returns_an_opaque_token_stored_only_hashed() {
    each_backend(Options::default(), async |app| {
        let user_id = app.create_user(Role::Client, "amina@example.com").await;
        let (status, body) = json(app.signin("amina@example.com", PASSWORD).await).await;
        assert_eq!(status, StatusCode::OK);
        let token = body["token"].as_str().expect("token");
        assert_eq!(token.len(), 43, "32 bytes in base64url without padding");
        assert!(token
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_'));
        assert_eq!(body.as_object().map(|o| o.len()), Some(1));

        let rows = sqlx::query("SELECT token_hash, user_id, expires_at, created_at FROM sessions")
            .fetch_all(app.pool())
            .await
            .expect("sessions");
        assert_eq!(rows.len(), 1);
        let stored: String = rows[0].get("token_hash");
        assert_eq!(stored, portal_server::auth::password::token_hash(token));
        assert_ne!(stored, token);
        assert_eq!(rows[0].get::<String, _>("user_id"), user_id);
        let lifetime = rows[0].get::<i64, _>("expires_at") - rows[0].get::<i64, _>("created_at");
        assert_eq!(lifetime, 30 * 24 * 3600);
    })
    .await;
}

#[tokio::test]
async fn signin_ignores_email_case_and_spaces() {
    each_backend(Options::default(), async |app| {
        app.create_user(Role::Client, "Baraka@Example.com").await;
        let stored: String = sqlx::query("SELECT email FROM users")
            .fetch_one(app.pool())
            .await
            .expect("row")
            .get(0);
        assert_eq!(stored, "baraka@example.com");
        app.token("  BARAKA@example.COM ", PASSWORD).await;
    })
    .await;
}

#[tokio::test]
async fn wrong_password_and_unknown_email_get_the_same_401() {
    each_backend(Options::default(), async |app| {
        app.create_user(Role::Client, "amina@example.com").await;
        let wrong = json(app.signin("amina@example.com", "Wrong-password-1").await).await;
        let unknown = json(app.signin("nobody@example.com", PASSWORD).await).await;
        assert_eq!(
            wrong,
            (StatusCode::UNAUTHORIZED, error("Invalid email or password"))
        );
        assert_eq!(unknown, wrong);

        let failures: i64 =
            sqlx::query("SELECT COUNT(*) FROM audit_events WHERE kind = 'signin_failed'")
                .fetch_one(app.pool())
                .await
                .expect("count")
                .get(0);
        assert_eq!(failures, 2);
    })
    .await;
}

#[tokio::test]
async fn invalid_signin_forms_get_the_core_message() {
    each_backend(Options::default(), async |app| {
        let cases = [
            (json!({ "email": "", "password": "x" }), REQUIRED),
            (json!({ "email": "jane", "password": "x" }), INVALID_EMAIL),
            (
                json!({ "email": "jane@example.com", "password": "" }),
                REQUIRED,
            ),
            (json!({ "password": "x" }), REQUIRED),
            (json!({}), REQUIRED),
        ];
        for (body, message) in cases {
            let response = app
                .client
                .post(app.url("/api/client/signin"))
                .json(&body)
                .send()
                .await
                .expect("send");
            assert_eq!(
                json(response).await,
                (StatusCode::BAD_REQUEST, error(message)),
                "{body}"
            );
        }
        let garbage = app
            .client
            .post(app.url("/api/client/signin"))
            .header("content-type", "application/json")
            .body("{not json")
            .send()
            .await
            .expect("send");
        let (status, body) = json(garbage).await;
        assert_eq!(status, StatusCode::BAD_REQUEST);
        assert!(body["error"].as_str().is_some_and(|m| !m.is_empty()));
    })
    .await;
}

#[tokio::test]
async fn unbox_shows_the_signed_in_user() {
    each_backend(Options::default(), async |app| {
        let user_id = app.create_user(Role::Applicant, "baraka@example.com").await;
        let token = app.token("baraka@example.com", PASSWORD).await;
        let (status, body) = json(app.get("/api/user/unbox", Some(&token)).await).await;
        assert_eq!(status, StatusCode::OK);
        // An entrepreneur gets a business on first need, the same one every time.
        let business_id = body["user"]["businessId"]
            .as_str()
            .expect("a business")
            .to_owned();
        assert_eq!(business_id.len(), 24);
        let again = json(app.get("/api/user/unbox", Some(&token)).await).await.1;
        assert_eq!(again["user"]["businessId"], business_id.as_str());
        assert_eq!(
            body,
            json!({ "user": {
                "user_id": user_id,
                "firstName": "First-applicant",
                "lastName": "Last-applicant",
                "email": "baraka@example.com",
                "phoneNumber": null,
                "role": "applicant",
                "profilePhoto": null,
                "useNewOnboarding": true,
                "onboardingComplete": false,
                "mpesaPhone": null,
                "language": "en",
                "businessId": business_id,
                "businessName": "First-applicant Last-applicant",
                "playbookPaired": false,
                "lmsTrainee": false,
            }})
        );
        assert_eq!(
            json(app.get("/api/user/unbox", None).await).await,
            (StatusCode::UNAUTHORIZED, error(SIGN_IN))
        );
        let forged = json(app.get("/api/user/unbox", Some("not-a-real-token")).await).await;
        assert_eq!(forged, (StatusCode::UNAUTHORIZED, error(SIGN_IN)));
        let basic = app
            .client
            .get(app.url("/api/user/unbox"))
            .header("authorization", format!("Basic {token}"));
        assert_eq!(
            basic.send().await.expect("send").status(),
            StatusCode::UNAUTHORIZED
        );
    })
    .await;
}

#[tokio::test]
async fn expired_tokens_are_refused() {
    each_backend(Options::default(), async |app| {
        app.create_user(Role::Client, "amina@example.com").await;
        let token = app.token("amina@example.com", PASSWORD).await;
        app.advance_clock(30 * 24 * 3600 - 60);
        assert_eq!(
            app.get("/api/user/unbox", Some(&token)).await.status(),
            StatusCode::OK
        );
        app.advance_clock(61);
        assert_eq!(
            json(app.get("/api/user/unbox", Some(&token)).await).await,
            (StatusCode::UNAUTHORIZED, error(SIGN_IN))
        );
    })
    .await;
}

#[tokio::test]
async fn logout_revokes_only_the_presented_token() {
    each_backend(Options::default(), async |app| {
        app.create_user(Role::Client, "amina@example.com").await;
        let phone = app.token("amina@example.com", PASSWORD).await;
        let laptop = app.token("amina@example.com", PASSWORD).await;
        assert_ne!(phone, laptop);
        let (status, body) = json(app.post("/api/client/logout", Some(&phone)).await).await;
        assert_eq!(
            (status, body),
            (StatusCode::OK, json!({ "message": "Logged out" }))
        );
        assert_eq!(
            json(app.get("/api/user/unbox", Some(&phone)).await).await,
            (StatusCode::UNAUTHORIZED, error(SIGN_IN))
        );
        assert_eq!(
            app.post("/api/client/logout", Some(&phone)).await.status(),
            StatusCode::UNAUTHORIZED
        );
        assert_eq!(
            app.get("/api/user/unbox", Some(&laptop)).await.status(),
            StatusCode::OK
        );

        let kinds: Vec<String> = sqlx::query("SELECT kind FROM audit_events ORDER BY kind")
            .fetch_all(app.pool())
            .await
            .expect("events")
            .iter()
            .map(|row| row.get(0))
            .collect();
        assert_eq!(kinds, ["logout", "signin", "signin"]);
        let ip: Option<String> = sqlx::query("SELECT ip FROM audit_events WHERE kind = 'logout'")
            .fetch_one(app.pool())
            .await
            .expect("row")
            .get(0);
        assert_eq!(ip.as_deref(), Some("127.0.0.1"));
    })
    .await;
}

#[tokio::test]
async fn deactivated_accounts_cannot_sign_in_and_lose_their_sessions() {
    each_backend(Options::default(), async |app| {
        let id = app.create_user(Role::Client, "amina@example.com").await;
        let token = app.token("amina@example.com", PASSWORD).await;
        portal_server::users::store::set_active(app.pool(), &id, false, app.state.now())
            .await
            .expect("deactivate");

        assert_eq!(
            json(app.get("/api/user/unbox", Some(&token)).await).await,
            (StatusCode::UNAUTHORIZED, error(SIGN_IN))
        );
        let refused = json(app.signin("amina@example.com", PASSWORD).await).await;
        assert_eq!(
            refused,
            (
                StatusCode::FORBIDDEN,
                error("Your account has been deactivated, contact support")
            )
        );
        let wrong = json(app.signin("amina@example.com", "Wrong-password-1").await).await;
        assert_eq!(
            wrong,
            (StatusCode::UNAUTHORIZED, error("Invalid email or password"))
        );

        portal_server::users::store::set_active(app.pool(), &id, true, app.state.now())
            .await
            .expect("reactivate");
        assert_eq!(
            app.get("/api/user/unbox", Some(&token)).await.status(),
            StatusCode::OK
        );
    })
    .await;
}

#[tokio::test]
async fn unverified_accounts_are_sent_to_verification() {
    each_backend(Options::default(), async |app| {
        let id = app.create_user(Role::Client, "amina@example.com").await;
        sqlx::query("UPDATE users SET verified = 0 WHERE id = $1")
            .bind(&id)
            .execute(app.pool())
            .await
            .expect("update");
        let refused = json(app.signin("amina@example.com", PASSWORD).await).await;
        assert_eq!(
            refused,
            (
                StatusCode::FORBIDDEN,
                error("Verify your email or phone to activate account")
            )
        );
    })
    .await;
}

#[tokio::test]
async fn clients_list_is_for_staff_only() {
    each_backend(Options::default(), async |app| {
        let older = app.create_user(Role::Client, "older@example.com").await;
        sqlx::query("UPDATE users SET created_at = created_at - 100 WHERE id = $1")
            .bind(&older)
            .execute(app.pool())
            .await
            .expect("age the first client");
        let newer = app.create_user(Role::Client, "newer@example.com").await;
        for role in Role::ALL.into_iter().filter(|r| *r != Role::Client) {
            app.create_user(role, &format!("{}@example.com", role.as_str()))
                .await;
        }
        // A sales agent lists the clients they registered.
        sqlx::query(
            "UPDATE users SET registered_by = (SELECT id FROM users WHERE role = 'sales') \
             WHERE role = 'client'",
        )
        .execute(app.pool())
        .await
        .expect("register");

        for role in [
            Role::Admin,
            Role::Sales,
            Role::Processor,
            Role::Authorizer,
            Role::Super,
        ] {
            let token = app
                .token(&format!("{}@example.com", role.as_str()), PASSWORD)
                .await;
            let (status, body) = json(app.get("/api/clients", Some(&token)).await).await;
            assert_eq!(status, StatusCode::OK, "{role:?}");
            let users = body["users"].as_array().expect("users array");
            let ids: Vec<&str> = users
                .iter()
                .map(|u| u["_id"].as_str().expect("_id"))
                .collect();
            assert_eq!(
                ids,
                [newer.as_str(), older.as_str()],
                "only clients, newest first"
            );
            let first = &users[0];
            assert_eq!(first["firstName"], "First-client");
            assert_eq!(first["lastName"], "Last-client");
            assert_eq!(first["email"], "newer@example.com");
            assert_eq!(first["phoneNumber"], Value::Null);
            assert!(
                first["createdAt"].as_i64().expect("createdAt")
                    > users[1]["createdAt"].as_i64().expect("createdAt")
            );
        }

        let client = app.token("newer@example.com", PASSWORD).await;
        let mut refused = vec![client];
        for role in [Role::Applicant, Role::Digiprime] {
            refused.push(
                app.token(&format!("{}@example.com", role.as_str()), PASSWORD)
                    .await,
            );
        }
        for token in refused {
            let answer = json(app.get("/api/clients", Some(&token)).await).await;
            assert_eq!(
                answer,
                (
                    StatusCode::FORBIDDEN,
                    error("You do not have access to this")
                )
            );
        }
        assert_eq!(
            json(app.get("/api/clients", None).await).await,
            (StatusCode::UNAUTHORIZED, error(SIGN_IN))
        );
    })
    .await;
}

#[tokio::test]
async fn health_checks_the_database() {
    each_backend(Options::default(), async |app| {
        let (status, body) = json(app.get("/api/health", None).await).await;
        assert_eq!(
            (status, body),
            (StatusCode::OK, json!({ "status": "ok", "database": "ok" }))
        );
        app.pool().close().await;
        let (status, body) = json(app.get("/api/health", None).await).await;
        assert_eq!(
            (status, body),
            (
                StatusCode::SERVICE_UNAVAILABLE,
                json!({ "status": "error", "database": "error" })
            )
        );
    })
    .await;
}

#[tokio::test]
async fn openapi_lists_every_route() {
    each_backend(Options::default(), async |app| {
        let (status, doc) = json(app.get("/api/openapi.json", None).await).await;
        assert_eq!(status, StatusCode::OK);
        assert!(doc["openapi"].as_str().is_some_and(|v| v.starts_with("3.")));
        let paths = doc["paths"].as_object().expect("paths");
        let expected = [
            ("/api/client/signin", "post"),
            ("/api/user/unbox", "get"),
            ("/api/client/logout", "post"),
            ("/api/user/change_password", "post"),
            ("/api/client/reset_pwd", "post"),
            ("/api/otp/3/new_pwd", "post"),
            ("/api/otp/3/{identifier}", "get"),
            ("/api/otp/3/verify/{identifier}", "post"),
            ("/api/client/signup", "post"),
            ("/api/invitations", "post"),
            ("/api/invitations", "get"),
            ("/api/client/invite", "post"),
            ("/api/client/invite_onboard", "post"),
            ("/api/staff", "get"),
            ("/api/staff/{userId}/deactivate", "post"),
            ("/api/staff/{userId}/activate", "post"),
            ("/api/clients", "get"),
            ("/api/client/details/{userId}", "get"),
            ("/api/client_details/{userId}", "patch"),
            ("/api/verify_mpesa/{userId}", "post"),
            ("/api/media/identity/{userId}", "patch"),
            ("/api/media/identity/{userId}/uploads", "patch"),
            ("/api/media/{fileId}", "get"),
            ("/api/bank/list/{provider}", "get"),
            ("/api/bank/verify/{accountNumber}/{bankCode}", "get"),
            ("/api/user/language", "put"),
            ("/api/payments/mpesa/initiate", "post"),
            ("/api/payments/mpesa/status/{checkoutRequestId}", "get"),
            ("/api/payments/instructions/{loanId}", "get"),
            ("/api/payments/mpesa/callback/{secret}", "post"),
            ("/api/payments/mpesa/c2b/validation", "post"),
            ("/api/payments/mpesa/c2b/confirmation", "post"),
            ("/api/payments/mpesa/b2c/{secret}", "post"),
            ("/api/payments/reviews", "get"),
            ("/api/payments/reviews/{id}/apply", "post"),
            ("/api/payments/reviews/{id}/dismiss", "post"),
            ("/api/files/{fileId}", "get"),
            ("/api/loan/calculate", "post"),
            ("/api/loan_fund/list", "get"),
            ("/api/loan_fund/all", "get"),
            ("/api/loan_fund", "post"),
            ("/api/loan_fund/{id}", "patch"),
            ("/api/media/proposal/{user_id}", "post"),
            ("/api/client/loan/get_state/{user_id}", "get"),
            ("/api/client/loan/proposal/{user_id}", "post"),
            ("/api/client/loan/fund/{user_id}", "post"),
            ("/api/client/loan/amount/{user_id}", "post"),
            ("/api/client/loan/apply/{userId}", "post"),
            ("/api/client/loan/address/{loanId}", "post"),
            ("/api/client/loan/work/{loanId}", "post"),
            ("/api/client/loan/bank/{loanId}", "post"),
            ("/api/client/loan/view", "get"),
            ("/api/client/loan/view/{loanId}", "get"),
            ("/api/client/loan/current/{user_id}", "get"),
            ("/api/user/loan/action/{loanId}", "post"),
            ("/api/user/loan/offer_letter/{loanId}", "post"),
            ("/api/payment/transfer/{loanId}", "post"),
            ("/api/onboarding/forms/{form}", "get"),
            ("/api/onboarding/{userId}", "get"),
            ("/api/onboarding/{userId}/step", "post"),
            ("/api/applicant/{userId}", "get"),
            ("/api/applicant/{userId}", "post"),
            ("/api/cohorts", "get"),
            ("/api/cohorts", "post"),
            ("/api/cohorts/{id}", "put"),
            ("/api/cohorts/{id}/questions", "get"),
            ("/api/cohorts/{id}/questions", "put"),
            ("/api/cohorts/{id}/enrol", "post"),
            ("/api/cohorts/{id}/progress", "get"),
            ("/api/onboarding/reviews", "get"),
            ("/api/onboarding/reviews/{userId}/{step}", "post"),
            ("/api/media/upload", "post"),
            ("/api/survey/menu", "post"),
            ("/api/survey/options/{list}", "post"),
            ("/api/survey/{name}/answers", "post"),
            ("/api/surveys", "get"),
            ("/api/surveys/{name}", "get"),
            ("/api/surveys/{name}/window", "put"),
            ("/api/surveys/xlsform", "post"),
            ("/api/surveys/{name}/xlsform", "get"),
            ("/api/surveys/{name}/responses", "get"),
            ("/api/surveys/{name}/rate", "get"),
            ("/api/surveys/{name}/responses/export", "get"),
            ("/api/lms/trainees", "get"),
            ("/api/lms/classes", "get"),
            ("/api/lms/mentors/{cohortId}", "get"),
            ("/api/lms/topics", "get"),
            ("/api/lms/topics/{id}", "get"),
            ("/api/lms/topic-resources", "get"),
            ("/api/lms/objectives", "get"),
            ("/api/lms/faqs", "get"),
            ("/api/lms/assignments/{id}", "get"),
            ("/api/lms/assignments/{id}/submits", "get"),
            ("/api/lms/assignments/{id}/submits", "post"),
            ("/api/lms/chapters", "get"),
            ("/api/lms/chapters/{id}/offline", "get"),
            ("/api/lms/assignments", "get"),
            ("/api/lms/assignments/progress", "get"),
            ("/api/lms/files/{fileId}", "get"),
            ("/api/lms/trainees/{id}/notes", "get"),
            ("/api/lms/trainees/{id}/notes", "post"),
            ("/api/lms/trainees/{id}/notes/{noteId}", "get"),
            ("/api/lms/trainees/{id}/notes/{noteId}", "patch"),
            ("/api/lms/trainees/{id}/notes/{noteId}", "delete"),
            ("/api/lms/topics/{id}/reviews", "get"),
            ("/api/lms/topics/{id}/reviews", "post"),
            ("/api/lms/messages", "get"),
            ("/api/lms/messages", "post"),
            ("/api/lms/messages/read", "post"),
            ("/api/lms/pitches", "get"),
            ("/api/lms/pitches/{number}", "post"),
            ("/api/lms/mentor/overview", "get"),
            ("/api/lms/mentor/submissions", "get"),
            ("/api/lms/mentor/pitches", "get"),
            ("/api/lms/submissions/{id}/grade", "post"),
            ("/api/lms/pitches/{id}/grade", "post"),
            ("/api/lms/scores/aggregates", "get"),
            ("/api/lms/surveys/verify-done/1", "get"),
            ("/api/lms/surveys/{slug}", "get"),
            ("/api/lms/surveys/business-acumen/{part}", "get"),
            ("/api/lms/surveys/trainees/{slug}", "get"),
            ("/api/lms/surveys/{slug}/submits", "post"),
            ("/api/lms/surveys/business-acumen/{part}/submits", "post"),
            ("/api/lms/surveys/trainees/{slug}/submits", "post"),
            ("/api/lms/surveys/{slug}/{round}/submits", "post"),
            ("/api/lms/team/classes/{id}", "get"),
            ("/api/lms/team/classes/{id}", "put"),
            ("/api/lms/team/classes/{id}", "delete"),
            ("/api/lms/team/cohorts/{id}/classes", "post"),
            ("/api/lms/team/classes/{id}/meetings", "put"),
            ("/api/lms/team/classes/{id}/faqs", "put"),
            ("/api/lms/team/classes/{id}/chapters", "post"),
            ("/api/lms/team/chapters/{id}", "put"),
            ("/api/lms/team/chapters/{id}", "delete"),
            ("/api/lms/team/topics/{id}", "get"),
            ("/api/lms/team/topics/{id}", "put"),
            ("/api/lms/team/topics/{id}", "delete"),
            ("/api/lms/team/chapters/{id}/topics", "post"),
            ("/api/lms/team/assignments/{id}", "get"),
            ("/api/lms/team/assignments/{id}", "put"),
            ("/api/lms/team/assignments/{id}", "delete"),
            ("/api/lms/team/chapters/{id}/assignments", "post"),
            ("/api/lms/team/preview", "post"),
            ("/api/lms/team/cohorts/{id}/import", "post"),
            ("/api/lms/team/classes/{id}/export", "get"),
            ("/api/lms/team/cohorts", "get"),
            ("/api/lms/team/cohorts", "post"),
            ("/api/lms/team/cohorts/{id}", "get"),
            ("/api/lms/team/cohorts/{id}", "put"),
            ("/api/lms/team/cohorts/{id}/mentors", "put"),
            ("/api/lms/team/people", "get"),
            ("/api/lms/team/cohorts/{id}/trainees", "post"),
            ("/api/lms/team/trainees/{id}", "delete"),
            ("/api/lms/team/media", "post"),
            ("/api/lms/media/{id}/{token}", "get"),
            ("/api/lms/trainees/{id}/score-entries", "get"),
            ("/api/lms/trainees/{id}/score-entries/{item}", "put"),
            ("/api/playbook/pairs", "get"),
            ("/api/playbook/pairs", "post"),
            ("/api/playbook/playbooks", "get"),
            ("/api/playbook/chapters/{playbookId}", "get"),
            ("/api/playbook/sessions/{chapterId}", "get"),
            ("/api/playbook/session/{id}", "get"),
            ("/api/playbook/tools/{sessId}/{pairId}", "get"),
            ("/api/playbook/tools/{sessId}/{pairId}", "post"),
            ("/api/playbook/tasks/{sessId}/{pairId}", "get"),
            ("/api/playbook/feedback/{sessId}/{pairId}", "get"),
            ("/api/playbook/tasks", "post"),
            ("/api/playbook/add-task-response", "post"),
            ("/api/playbook/add-feedback", "post"),
            ("/api/playbook/people", "get"),
            ("/api/playbook/pairs/{pairId}/playbooks", "post"),
            (
                "/api/playbook/pairs/{pairId}/playbooks/{playbookId}",
                "delete",
            ),
            ("/api/playbook/alerts", "get"),
            ("/api/playbook/alerts/{id}/read", "post"),
            ("/api/playbook/alerts/settings", "get"),
            ("/api/playbook/alerts/settings", "put"),
            ("/api/playbook/files/{fileId}", "get"),
            ("/api/playbook/content", "get"),
            ("/api/playbook/content/preview", "post"),
            ("/api/playbook/content/playbooks", "post"),
            ("/api/playbook/content/playbooks/{id}", "put"),
            ("/api/playbook/content/playbooks/{id}/chapters", "post"),
            ("/api/playbook/content/chapters/{id}", "put"),
            ("/api/playbook/content/chapters/{id}", "delete"),
            ("/api/playbook/content/chapters/{id}/sessions", "post"),
            ("/api/playbook/content/sessions/{id}", "put"),
            ("/api/playbook/content/sessions/{id}", "delete"),
            ("/api/staff/loans", "get"),
            ("/api/staff/clients/{clientId}", "get"),
            ("/api/staff/overview", "get"),
            ("/api/reports/portfolio", "get"),
            ("/api/reports/arrears", "get"),
            ("/api/reports/collections", "get"),
            ("/api/gateway/api.php", "get"),
            ("/api/gateway/api.php", "post"),
            ("/api/business/readByEmailOrId", "post"),
            ("/api/scorecard/read", "post"),
            ("/api/scorecard/compute", "post"),
            ("/api/scorecard/options", "get"),
            ("/api/scorecard/latest", "get"),
            ("/api/scorecard/risk/{businessId}", "get"),
            ("/api/scorecard/credit-report", "get"),
            ("/api/scorecard/sheets/{businessId}/{year}/{quarter}", "get"),
            ("/api/scorecard/sheets/{businessId}/{year}/{quarter}", "put"),
            ("/api/scorecard/thresholds", "get"),
            ("/api/scorecard/thresholds", "put"),
            ("/api/scorecard/portfolio", "get"),
            ("/api/user/readByIdOrPhoneOrEmail", "post"),
            ("/api/business/read", "get"),
            ("/api/businessCategory/read", "get"),
            ("/api/businessCategory/read", "post"),
            ("/api/business/create", "post"),
            ("/api/business/update", "post"),
            ("/api/investors/profiles", "get"),
            ("/api/investors/profiles/{id}", "get"),
            ("/api/investors/files/{fileId}", "get"),
            (
                "/api/stats/cashflow/{businessId}/{businessName}/{year}",
                "get",
            ),
            ("/api/sync/push", "post"),
            ("/api/sync/pull", "get"),
            ("/api/bookkeeping/lookups", "get"),
            ("/api/uploads/{uploadId}", "put"),
            ("/api/uploads/{uploadId}", "get"),
            ("/api/uploads/{uploadId}", "patch"),
            ("/api/uploads/{uploadId}/finish", "post"),
            ("/api/documents/invoices/list", "post"),
            ("/api/documents/quotations/list", "post"),
            ("/api/documents/invoices/items/add-multiple", "post"),
            ("/api/documents/quotations/items/add-multiple", "post"),
            ("/api/documents/quotations/invoice", "post"),
            ("/api/documents/invoices/payments/add", "post"),
            ("/api/documents/{id}/pdf", "get"),
            ("/api/documents/payments/{id}/receipt", "get"),
            ("/api/documents/invoices/print", "post"),
            ("/api/documents/quotations/print", "post"),
            ("/api/documents/invoices/receipts/print", "post"),
            ("/api/documents/{id}/links", "get"),
            ("/api/documents/links/{id}/revoke", "post"),
            ("/api/public/documents/{token}", "get"),
            ("/api/public/documents/{token}/pdf", "get"),
            ("/api/budget", "get"),
            ("/api/budget/export.csv", "get"),
            ("/api/budget/export.xlsx", "get"),
            ("/api/validation/institutions", "post"),
            ("/api/validation/statements", "post"),
            ("/api/validation/statements", "get"),
            ("/api/validation/statements/{statementId}/file", "get"),
            ("/api/validation/report", "get"),
            ("/api/validation/reviews", "get"),
            ("/api/validation/reviews/{statementId}", "post"),
            ("/api/validation/linked", "post"),
            ("/api/mono/get_id/{userId}", "post"),
            ("/api/mono/account_info/{userId}", "get"),
            ("/api/mono/transaction_history/{userId}", "post"),
            ("/api/mono/account_statement/{userId}/{param}", "get"),
            ("/api/mono/statements/{id}", "get"),
            ("/api/mono/simulator/code", "post"),
            ("/api/dev/outbox", "get"),
            ("/api/health", "get"),
            ("/api/openapi.json", "get"),
        ];
        for (path, method) in expected {
            assert!(
                paths.get(path).and_then(|item| item.get(method)).is_some(),
                "{method} {path} missing"
            );
        }
        let mut distinct: Vec<&str> = expected.iter().map(|(path, _)| *path).collect();
        distinct.dedup();
        assert_eq!(
            paths.len(),
            distinct.len(),
            "{:?}",
            paths.keys().collect::<Vec<_>>()
        );
        let change = &paths["/api/user/change_password"]["post"]["requestBody"]["content"];
        assert!(
            change["application/json"].is_object()
                && change["application/x-www-form-urlencoded"].is_object()
        );
        assert!(doc["components"]["securitySchemes"]["bearer"].is_object());
    })
    .await;
}

#[tokio::test]
async fn unknown_api_paths_are_json_404s() {
    let pwa = tempfile::tempdir().expect("temp dir");
    std::fs::write(
        pwa.path().join("index.html"),
        "<!doctype html><title>portal</title>",
    )
    .expect("index");
    let options = Options {
        pwa_dir: Some(pwa.path().to_path_buf()),
        ..Options::default()
    };
    each_backend(options, async |app| {
        for path in [
            "/api/nope",
            "/api",
            "/api/client/signin/extra",
            "/api/dashboard/overview",
        ] {
            let response = app.get(path, None).await;
            assert!(
                response.headers()["content-type"]
                    .to_str()
                    .is_ok_and(|t| t.starts_with("application/json")),
                "{path}"
            );
            assert_eq!(
                json(response).await,
                (StatusCode::NOT_FOUND, error("Not found")),
                "{path}"
            );
        }
        let post = app.post("/api/nope", None).await;
        assert_eq!(
            json(post).await,
            (StatusCode::NOT_FOUND, error("Not found"))
        );
        let wrong_method = app.get("/api/client/signin", None).await;
        assert_eq!(wrong_method.status(), StatusCode::METHOD_NOT_ALLOWED);
        assert!(json(wrong_method).await.1["error"].is_string());
    })
    .await;
}

#[tokio::test]
async fn security_headers_on_api_answers() {
    each_backend(Options::default(), async |app| {
        let response = app.get("/api/health", None).await;
        let headers = response.headers();
        assert_eq!(headers["x-content-type-options"], "nosniff");
        assert_eq!(headers["referrer-policy"], "same-origin");
        assert_eq!(headers["x-frame-options"], "DENY");
    })
    .await;
}

#[tokio::test]
async fn the_database_enforces_foreign_keys_and_sqlite_uses_wal() {
    each_backend(Options::default(), async |app| {
        let orphan = sqlx::query("INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, 1, 2)")
            .bind("abc")
            .bind("000000000000000000000000")
            .execute(app.pool())
            .await;
        assert!(orphan.is_err(), "a session of an unknown user must be refused");
        if app.backend == "sqlite" {
            let mode: String = sqlx::query("PRAGMA journal_mode").fetch_one(app.pool()).await.expect("pragma").get(0);
            assert_eq!(mode, "wal");
            let timeout: i64 = sqlx::query("PRAGMA busy_timeout").fetch_one(app.pool()).await.expect("pragma").get(0);
            assert_eq!(timeout, 5000);
        }
    })
    .await;
}
