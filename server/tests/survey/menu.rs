//! The survey menu: each code in English and Swahili, the spec's messages, who may read it; an
//! options list.

use portal_core::roles::Role;
use portal_core::survey::codes::SurveyCode;
use portal_core::survey::seeds::seed;
use reqwest::StatusCode;
use serde_json::json;

use super::support::{menu, open_quarterly, person, post};
use crate::common::{each_backend, Options};

#[tokio::test]
async fn each_survey_in_both_languages() {
    each_backend(Options::default(), async |app| {
        let (_, client, token) = open_quarterly(app).await;
        for code in SurveyCode::ALL {
            let survey = seed(code);
            for (lang, title) in [("en", &survey.title.en), ("sw", &survey.title.sw)] {
                let (status, body) = menu(app, &token, &client, code.code(), lang).await;
                assert_eq!(status, StatusCode::OK, "{body}");
                assert_eq!(body["error"], false);
                let data = &body["data"];
                assert_eq!(data["text"], json!(title));
                assert_eq!(
                    data["endpointLink"],
                    format!("/api/survey/{}/answers", code.name())
                );
                assert_eq!(
                    data["subMenus"].as_array().map(Vec::len),
                    Some(survey.questions.len())
                );
                assert_eq!(
                    data["subMenus"],
                    serde_json::to_value(&survey.questions).expect("json")
                );
                assert_eq!(data["active"], code == SurveyCode::Quarterly, "{code:?}");
                assert_eq!(data["submitted"], false);
            }
        }
        // The name is read too.
        let (status, _) = menu(app, &token, &client, "post_quarterly_survey", "sw").await;
        assert_eq!(status, StatusCode::OK);
    })
    .await;
}

#[tokio::test]
async fn the_specs_messages_and_who_may_read() {
    each_backend(Options::default(), async |app| {
        let (_, client, token) = open_quarterly(app).await;
        let (status, body) = menu(app, &token, &client, "2*14*3", "en").await;
        assert_eq!(status, StatusCode::BAD_REQUEST);
        assert_eq!(
            body,
            json!({"error": true, "message": "Error Occured Unmapped survey"})
        );
        let (status, body) = menu(app, &token, &client, " ", "en").await;
        assert_eq!(status, StatusCode::BAD_REQUEST);
        assert_eq!(body["message"], "Error Occured No data");
        let (status, body) = post(
            app,
            "/api/survey/menu",
            &token,
            &json!({"userId": client, "menuId": "other", "text": "2*14*1"}),
        )
        .await;
        assert_eq!(status, StatusCode::BAD_REQUEST);
        assert_eq!(body["message"], "Error Occured Invalid data");

        // Applicant and digiprime fill surveys in too; each only as themself.
        for (role, email) in [
            (Role::Applicant, "a@survey.test"),
            (Role::Digiprime, "d@survey.test"),
        ] {
            let (id, t) = person(app, role, email).await;
            let (status, body) = menu(app, &t, &id, "2*14*1", "sw").await;
            assert_eq!(status, StatusCode::OK, "{role:?} {body}");
        }
        let (other, _) = person(app, Role::Client, "other@survey.test").await;
        let (theirs, a) = menu(app, &token, &other, "2*14*1", "en").await;
        let (nobody, b) = menu(app, &token, "000000000000000000000000", "2*14*1", "en").await;
        assert_eq!((theirs, &a), (nobody, &b));
        assert_eq!(theirs, StatusCode::FORBIDDEN);
        for role in [Role::Sales, Role::Processor, Role::Coach] {
            let email = format!("{}@staff.survey.test", role.as_str());
            let (id, t) = person(app, role, &email).await;
            let (status, _) = menu(app, &t, &id, "2*14*1", "en").await;
            assert_eq!(status, StatusCode::FORBIDDEN, "{role:?}");
        }
        let response = app
            .client
            .post(app.url("/api/survey/menu"))
            .json(&json!({"userId": client, "text": "2*14*1"}))
            .send()
            .await
            .expect("request");
        assert_eq!(response.status(), StatusCode::UNAUTHORIZED);
    })
    .await;
}

#[tokio::test]
async fn options_lists_answer_ids_and_names() {
    each_backend(Options::default(), async |app| {
        let (_, _, token) = open_quarterly(app).await;
        let (status, body) = post(
            app,
            "/api/survey/options/counties",
            &token,
            &json!({"phone": "0712345678"}),
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{body}");
        assert_eq!(body["data"].as_object().map(|m| m.len()), Some(47));
        assert_eq!(body["data"]["Nairobi"], "Nairobi");
        let (status, body) = post(app, "/api/survey/options/regions", &token, &json!({})).await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(body["data"].as_object().map(|m| m.len()), Some(31));
        let (status, body) = post(app, "/api/survey/options/planets", &token, &json!({})).await;
        assert_eq!(status, StatusCode::NOT_FOUND);
        assert_eq!(body["message"], "Error! No Options available");
        let (_, sales) = person(app, Role::Sales, "sales@survey.test").await;
        let (status, _) = post(app, "/api/survey/options/counties", &sales, &json!({})).await;
        assert_eq!(status, StatusCode::FORBIDDEN);
    })
    .await;
}

/// A survey authored with a question whose options come from a link (stored as the next version,
/// as an upload would).
#[tokio::test]
async fn a_linked_options_list_is_served_and_checked() {
    use portal_core::survey::model::{Question, QuestionType, Survey, Text};
    each_backend(Options::default(), async |app| {
        let (coach, client, token) = open_quarterly(app).await;
        super::support::set_open(app, &coach, "post_quarterly_survey", true).await;
        let survey = Survey {
            code: SurveyCode::PostQuarterly,
            title: Text::new("Where", "Wapi"),
            questions: vec![Question {
                name: "county".into(),
                code: Survey::question_code(SurveyCode::PostQuarterly, 0),
                text: Text::new("Your county", "Kaunti yako"),
                kind: QuestionType::SelectOne,
                options: Vec::new(),
                options_link: Some("/api/survey/options/counties".into()),
                active: true,
                dependent: None,
                required: true,
            }],
        };
        portal_server::survey::store::surveys::insert(
            app.pool(),
            &survey,
            2,
            None,
            app.state.now(),
        )
        .await
        .expect("stored");
        let (_, body) = menu(app, &token, &client, "2*14*2", "en").await;
        let link = body["data"]["subMenus"][0]["optionsLink"]
            .as_str()
            .expect("a link")
            .to_owned();
        let (status, options) = post(app, &link, &token, &json!({"phone": "0712345678"})).await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(options["data"]["Kisumu"], "Kisumu");
        let endpoint = body["data"]["endpointLink"]
            .as_str()
            .expect("endpoint")
            .to_owned();
        let (status, refused) = post(
            app,
            &endpoint,
            &token,
            &json!({"county": "Atlantis", "submissionId": "l-1"}),
        )
        .await;
        assert_eq!(status, StatusCode::BAD_REQUEST);
        assert_eq!(refused["fields"]["county"], "Choose from the options given");
        let (status, ok) = post(
            app,
            &endpoint,
            &token,
            &json!({"county": "Kisumu", "submissionId": "l-2"}),
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{ok}");
        assert_eq!(app.count_rows("survey_responses").await, 1);
    })
    .await;
}

/// The demo: the quarterly survey is open for this quarter.
#[tokio::test]
async fn the_demo_opens_the_quarterly_survey() {
    each_backend(
        Options::configured(|config| config.demo_data = true),
        async |app| {
            let quarter = super::support::quarter(app);
            let open = portal_server::survey::store::surveys::is_open(
                app.pool(),
                SurveyCode::Quarterly,
                quarter,
            )
            .await
            .expect("read");
            assert!(open);
            assert_eq!(app.count_rows("surveys").await, 3);
        },
    )
    .await;
}
