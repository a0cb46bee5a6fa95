//! An applicant answers a cohort's questions of every type, one at a time and in order, each
//! checked by core; the team writes the questions, and a bad one is named by its field.

use portal_core::onboarding::accept::FILE_NOT_ACCEPTED;
use portal_core::onboarding::answers::{FIELD_REQUIRED, NOT_AN_OPTION, NOT_A_NUMBER, SELECT_FILE};
use portal_core::onboarding::authoring::OPTIONS_REQUIRED;
use portal_core::roles::Role;
use reqwest::StatusCode;
use serde_json::{json, Value};

use super::support::{cohort, enrol, file_for, get, person, post, put};
use crate::common::{each_backend, Options};

fn questions() -> Value {
    json!({"questions": [
        {"question": "What does your business sell?", "order": 1, "type": "text", "required": true},
        {"question": "How many people work in it?", "order": 2, "type": "number", "required": true},
        {"question": "Tell us your story", "order": 3, "type": "textarea", "required": false},
        {"question": "Which markets do you sell in?", "order": 4, "type": "checkbox", "options": ["Local", "County", "Export"], "required": true},
        {"question": "Your sector", "order": 5, "type": "select", "options": ["Agriculture", "Retail", "Manufacturing"], "required": true},
        {"question": "Your business plan (PDF)", "order": 6, "type": "file", "fileType": ".pdf", "required": true}
    ]})
}

#[tokio::test]
async fn an_applicant_answers_every_type_of_question_in_order() {
    each_backend(Options::default(), async |app| {
        let (_, coach) = person(app, Role::Coach, "coach@onb.test").await;
        let (user, token) = person(app, Role::Applicant, "neema@onb.test").await;
        let cohort = cohort(app, &coach, "Applicants 2026").await;

        // The team's questions: a choice question without options is named by its field.
        let path = format!("/api/cohorts/{cohort}/questions");
        let mut bad = questions();
        bad["questions"][3]["options"] = json!([]);
        let (code, body) = put(app, &path, &coach, &bad).await;
        assert_eq!(code, StatusCode::BAD_REQUEST);
        assert_eq!(body["error"], OPTIONS_REQUIRED);
        assert_eq!(
            body["fields"]["questions.3.options"], OPTIONS_REQUIRED,
            "{body}"
        );
        let (code, body) = put(app, &path, &coach, &questions()).await;
        assert_eq!(code, StatusCode::OK, "{body}");
        let ids: Vec<String> = body["data"]
            .as_array()
            .expect("list")
            .iter()
            .map(|q| q["_id"].as_str().expect("id").to_owned())
            .collect();
        assert_eq!(ids.len(), 6);
        // Saved again with their ids, the ids stay (answers point at them).
        let mut kept = questions();
        for (i, id) in ids.iter().enumerate() {
            kept["questions"][i]["_id"] = json!(id);
        }
        let (_, body) = put(app, &path, &coach, &kept).await;
        assert_eq!(body["data"][0]["_id"], json!(ids[0]));

        enrol(app, &coach, &cohort, &["neema@onb.test"]).await;
        let (code, body) = get(
            app,
            &format!("/api/applicant/{user}?location=Kisumu"),
            &token,
        )
        .await;
        assert_eq!(code, StatusCode::OK, "{body}");
        let state = &body["data"];
        assert_eq!(state["outQuizes"].as_array().map(Vec::len), Some(6));
        assert_eq!(state["outQuizes"][3]["type"], "checkbox");
        assert_eq!(
            state["path"],
            format!("/dashboard/applicant/apply/{}", ids[0])
        );

        let answer =
            |i: usize, value: Value| json!({"step": ids[i], "value": value, "cohort": cohort});
        let save = format!("/api/applicant/{user}");
        let refused = [
            (answer(0, json!("  ")), FIELD_REQUIRED),
            (answer(0, json!("Maize flour")), ""),
            (answer(1, json!("about ten")), NOT_A_NUMBER),
            (answer(1, json!("12")), ""),
            (answer(2, json!("")), ""),
            (answer(3, json!(["Export", "Mars"])), NOT_AN_OPTION),
            (answer(3, json!(["Export", "Local"])), ""),
            (answer(4, json!("Mining")), NOT_AN_OPTION),
            (answer(4, json!("Agriculture")), ""),
            (answer(5, json!("")), SELECT_FILE),
        ];
        for (body, message) in refused {
            let (code, answer) = post(app, &save, &token, &body).await;
            if message.is_empty() {
                assert_eq!(code, StatusCode::OK, "{body}: {answer}");
            } else {
                assert_eq!(
                    (code, answer["error"].as_str()),
                    (StatusCode::BAD_REQUEST, Some(message)),
                    "{body}"
                );
            }
        }
        // A picture for a PDF question is refused and stays for another try; the PDF is taken.
        let picture = file_for(app, &token, "applicantImage").await;
        let (code, body) = post(app, &save, &token, &answer(5, json!(picture))).await;
        assert_eq!(
            (code, body["error"].as_str()),
            (StatusCode::BAD_REQUEST, Some(FILE_NOT_ACCEPTED))
        );
        let plan = file_for(app, &token, "applicantFile").await;
        let (code, body) = post(app, &save, &token, &answer(5, json!(plan))).await;
        assert_eq!(code, StatusCode::OK, "{body}");
        assert_eq!(body["path"], "/dashboard/applicant/approvals");

        let (_, body) = get(app, &format!("/api/applicant/{user}"), &token).await;
        assert_eq!(body["data"]["pendingApproval"], 6);
        let markets = body["data"]["steps"][3].clone();
        assert_eq!(markets["state"], "pending");
        let (_, queue) = get(
            app,
            &format!("/api/onboarding/reviews?step={}", ids[3]),
            &coach,
        )
        .await;
        assert_eq!(
            queue["data"][0]["value"], "[\"Local\",\"Export\"]",
            "choices kept in the options' order"
        );
        assert_eq!(queue["data"][0]["label"], "Which markets do you sell in?");
    })
    .await;
}
