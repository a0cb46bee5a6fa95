//! `POST /api/media/upload`: a file sent whole becomes a finished upload of the kind its folder and
//! step (or question) name, which the step then takes like any upload; only the caller's own
//! folders, only with a token.

use portal_core::language::Language;
use portal_core::onboarding::accept::FILE_NOT_ACCEPTED;
use portal_core::onboarding::hubs::SELECT_HUB;
use portal_core::onboarding::messages::in_language;
use portal_core::onboarding::upload_kinds::{FOLDER_NOT_FOUND, STEP_IN_OTHER_FOLDER};
use portal_core::profile::NOT_AN_IMAGE;
use portal_core::resumable::{MAX_UNUSED_UPLOADS, TOO_MANY_UNUSED};
use portal_core::roles::Role;
use reqwest::multipart::{Form, Part};
use reqwest::StatusCode;
use serde_json::{json, Value};

use super::support::{client_state, cohort, enrol, get, person, post, put};
use crate::common::loans::pdf_bytes;
use crate::common::profile::jpeg;
use crate::common::{each_backend, json as read, Options, TestApp};
use crate::uploads::videos::mp4;

/// Sends `bytes` with the form's other fields; `token` None sends no token.
async fn upload(
    app: &TestApp,
    token: Option<&str>,
    bytes: Vec<u8>,
    fields: &[(&str, &str)],
) -> (StatusCode, Value) {
    let part = Part::bytes(bytes)
        .file_name("passport.exe")
        .mime_str("application/octet-stream")
        .expect("mime");
    let mut form = Form::new()
        .part("file", part)
        .text("fileName", "Passport_Amina_Otieno.jpg");
    for (name, value) in fields {
        form = form.text((*name).to_owned(), (*value).to_owned());
    }
    let mut request = app
        .client
        .post(app.url("/api/media/upload"))
        .multipart(form);
    if let Some(token) = token {
        request = request.bearer_auth(token);
    }
    read(request.send().await.expect("upload")).await
}

/// A client enrolled with the hub set up: their id, token and (info, invest) folders.
async fn client(
    app: &TestApp,
    coach: &str,
    cohort: &str,
    email: &str,
) -> (String, String, (String, String)) {
    let (user, token) = person(app, Role::Client, email).await;
    enrol(app, coach, cohort, &[email]).await;
    let (code, body) = get(
        app,
        &format!("/api/onboarding/{user}?location=Nairobi"),
        &token,
    )
    .await;
    assert_eq!(code, StatusCode::OK, "{body}");
    let state = client_state(app, &user, &token).await;
    let folder = |name: &str| {
        state["onboarding"][name]
            .as_str()
            .expect("folder")
            .to_owned()
    };
    let folders = (folder("infoFolder"), folder("investFolder"));
    (user, token, folders)
}

#[tokio::test]
async fn a_client_sends_the_passport_whole_and_the_step_takes_it() {
    each_backend(Options::default(), async |app| {
        let (_, coach) = person(app, Role::Coach, "coach@onb.test").await;
        let cohort = cohort(app, &coach, "Cohort 9").await;
        let (user, token, (info, invest)) = client(app, &coach, &cohort, "amina@onb.test").await;
        let (_, _, (others, _)) = client(app, &coach, &cohort, "baraka@onb.test").await;
        let passport = [("folderId", info.as_str()), ("step", "passport")];

        // A PDF is not a passport photo: the upload check's message, nothing recorded.
        let (code, body) = upload(app, Some(&token), pdf_bytes(), &passport).await;
        assert_eq!(
            (code, body["error"].as_str()),
            (StatusCode::BAD_REQUEST, Some(NOT_AN_IMAGE))
        );
        assert_eq!(app.count_rows("uploads").await, 0);

        // Another's folder answers like one that does not exist.
        let (missing_code, missing) = upload(
            app,
            Some(&token),
            jpeg(64, 48),
            &[
                ("folderId", "0123456789abcdef01234567"),
                ("step", "passport"),
            ],
        )
        .await;
        assert_eq!(
            (missing_code, missing["error"].as_str()),
            (StatusCode::NOT_FOUND, Some(FOLDER_NOT_FOUND))
        );
        let (code, body) = upload(
            app,
            Some(&token),
            jpeg(64, 48),
            &[("folderId", others.as_str()), ("step", "passport")],
        )
        .await;
        assert_eq!((code, body), (missing_code, missing));

        // The step's file goes in its own folder.
        let (code, body) = upload(
            app,
            Some(&token),
            jpeg(64, 48),
            &[("folderId", invest.as_str()), ("step", "passport")],
        )
        .await;
        assert_eq!(
            (code, body["error"].as_str()),
            (StatusCode::BAD_REQUEST, Some(STEP_IN_OTHER_FOLDER))
        );

        // No token: nothing is read.
        let (code, _) = upload(app, None, jpeg(64, 48), &passport).await;
        assert_eq!(code, StatusCode::UNAUTHORIZED);
        assert_eq!(app.count_rows("uploads").await, 0);

        let (code, body) = upload(app, Some(&token), jpeg(64, 48), &passport).await;
        assert_eq!(code, StatusCode::OK, "{body}");
        assert_eq!(body["error"], false);
        let id = body["data"].as_str().expect("upload id").to_owned();
        // Exactly a finished resumable upload of the step's kind.
        let (code, found) = get(app, &format!("/api/uploads/{id}"), &token).await;
        assert_eq!(code, StatusCode::OK, "{found}");
        assert_eq!(found["state"], "finished");
        assert_eq!(found["kind"], "onboardingImage");
        assert_eq!(found["offset"], found["size"]);

        let path = format!("/api/onboarding/{user}/step");
        let (code, body) = post(
            app,
            &path,
            &token,
            &json!({"step": "passport", "value": id}),
        )
        .await;
        assert_eq!(code, StatusCode::OK, "{body}");
        let state = client_state(app, &user, &token).await;
        assert_eq!(state["steps"][0]["state"], "pending", "{state}");
        // Taken once.
        let (code, _) = get(app, &format!("/api/uploads/{id}"), &token).await;
        assert_eq!(code, StatusCode::NOT_FOUND);
    })
    .await;
}

#[tokio::test]
async fn only_clients_and_applicants_send_files_whole() {
    each_backend(Options::default(), async |app| {
        let (_, coach) = person(app, Role::Coach, "coach@onb.test").await;
        let (code, _) = upload(app, Some(&coach), jpeg(8, 8), &[("folderId", "x")]).await;
        assert_eq!(code, StatusCode::FORBIDDEN);
        // A client on no onboarding has no folders.
        let (_, token) = person(app, Role::Client, "old@onb.test").await;
        let (code, body) = upload(app, Some(&token), jpeg(8, 8), &[("folderId", "x")]).await;
        assert_eq!(
            (code, body["error"].as_str()),
            (StatusCode::NOT_FOUND, Some(FOLDER_NOT_FOUND))
        );
        // Enrolled, before the hub set-up: nothing could take a file yet.
        let cohort = cohort(app, &coach, "Cohort 9").await;
        let (user, token) = person(app, Role::Client, "new@onb.test").await;
        enrol(app, &coach, &cohort, &["new@onb.test"]).await;
        let state = client_state(app, &user, &token).await;
        let info = state["onboarding"]["infoFolder"].as_str().expect("folder");
        let (code, body) = upload(app, Some(&token), jpeg(8, 8), &[("folderId", info)]).await;
        assert_eq!(
            (code, body["error"].as_str()),
            (StatusCode::BAD_REQUEST, Some(SELECT_HUB))
        );
    })
    .await;
}

#[tokio::test]
async fn an_applicants_file_fits_the_questions_types() {
    each_backend(Options::default(), async |app| {
        let (_, coach) = person(app, Role::Coach, "coach@onb.test").await;
        let (user, token) = person(app, Role::Applicant, "neema@onb.test").await;
        let cohort = cohort(app, &coach, "Applicants 2026").await;
        let questions = json!({"questions": [
            {"question": "Your business plan (PDF)", "order": 1, "type": "file", "fileType": ".pdf", "required": true}
        ]});
        let (code, body) = put(app, &format!("/api/cohorts/{cohort}/questions"), &coach, &questions).await;
        assert_eq!(code, StatusCode::OK, "{body}");
        let question = body["data"][0]["_id"].as_str().expect("id").to_owned();
        enrol(app, &coach, &cohort, &["neema@onb.test"]).await;
        let (code, body) = get(app, &format!("/api/applicant/{user}?location=Kisumu"), &token).await;
        assert_eq!(code, StatusCode::OK, "{body}");
        let folder = body["data"]["applicant"]["infoFolder"]
            .as_str()
            .expect("folder")
            .to_owned();
        let fields = [("folderId", folder.as_str()), ("quizId", question.as_str())];

        let (code, body) = upload(app, Some(&token), jpeg(64, 48), &fields).await;
        assert_eq!(
            (code, body["error"].as_str()),
            (StatusCode::BAD_REQUEST, Some(FILE_NOT_ACCEPTED))
        );
        let (code, body) = upload(app, Some(&token), pdf_bytes(), &fields).await;
        assert_eq!(code, StatusCode::OK, "{body}");
        let id = body["data"].as_str().expect("upload id").to_owned();
        let answer = json!({"step": question, "value": id, "cohort": cohort});
        let (code, body) = post(app, &format!("/api/applicant/{user}"), &token, &answer).await;
        assert_eq!(code, StatusCode::OK, "{body}");
        assert_eq!(body["path"], "/dashboard/applicant/approvals");
    })
    .await;
}

#[tokio::test]
async fn the_invest_folder_tells_a_video_and_the_resumable_limits_hold() {
    each_backend(Options::default(), async |app| {
        let (_, coach) = person(app, Role::Coach, "coach@onb.test").await;
        let cohort = cohort(app, &coach, "Cohort 9").await;
        let (_, token, (_, invest)) = client(app, &coach, &cohort, "amina@onb.test").await;
        let folder = [("folderId", invest.as_str())];

        // Refusals in the person's language.
        let response = app
            .client
            .put(app.url("/api/user/language"))
            .bearer_auth(&token)
            .json(&json!({ "language": "sw" }))
            .send()
            .await
            .expect("language");
        assert_eq!(response.status(), StatusCode::OK);
        let (code, body) = upload(
            app,
            Some(&token),
            jpeg(16, 16),
            &[("folderId", "elsewhere")],
        )
        .await;
        assert_eq!(
            (code, body["error"].as_str()),
            (
                StatusCode::NOT_FOUND,
                Some(in_language(FOLDER_NOT_FOUND, Language::Swahili))
            )
        );
        // Without a step: a video in the invest folder is the invest video, a picture its image.
        let (code, body) = upload(app, Some(&token), mp4(b"mp42", 90, 1000), &folder).await;
        assert_eq!(code, StatusCode::OK, "{body}");
        let (_, found) = get(
            app,
            &format!("/api/uploads/{}", body["data"].as_str().expect("id")),
            &token,
        )
        .await;
        assert_eq!(found["kind"], "investVideo");
        for _ in 1..MAX_UNUSED_UPLOADS {
            let (code, body) = upload(app, Some(&token), jpeg(16, 16), &folder).await;
            assert_eq!(code, StatusCode::OK, "{body}");
        }
        // Twelve finished and unused: the next is refused before its bytes are read, either way.
        let (code, body) = upload(app, Some(&token), jpeg(16, 16), &folder).await;
        assert_eq!(
            (code, body["error"].as_str()),
            (StatusCode::TOO_MANY_REQUESTS, Some(TOO_MANY_UNUSED))
        );
        let (code, _) = put(
            app,
            "/api/uploads/0123456789abcdef01234567",
            &token,
            &json!({"kind": "onboardingImage", "size": 100}),
        )
        .await;
        assert_eq!(code, StatusCode::TOO_MANY_REQUESTS);
    })
    .await;
}
