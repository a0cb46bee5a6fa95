//! Applying: the proposal upload and serving it, the fund flow with every message of the amount
//! screen, the server's own figures, one open request at a time, and the staged flow's stages.

use crate::common;

use common::loans::{
    amount_payload, amount_step, apply_through_fund, calculate, create_fund, fund_body, fund_step,
    history_count, person, proposal_step, upload_proposal, with,
};
use common::{each_backend, json, Options, TestApp};
use portal_core::calculator::{BELOW_MINIMUM, NOT_ELIGIBLE, ONLY_BUSINESS_GROWTH};
use portal_core::forms::REQUIRED;
use portal_core::loans::application::{
    AMOUNT_AND_PERIOD_REQUIRED, CHOOSE_PAY_DAY, CONTRIBUTION_NOT_OFFERED, CONTRIBUTION_REQUIRED,
    FIRST_NAME_REQUIRED, ID_NUMBER_FORM, ID_NUMBER_REQUIRED, LAST_NAME_REQUIRED,
    PERIOD_NOT_OFFERED, PROPOSAL_NOT_DOCUMENT, RESUME_PREVIOUS, SELECT_FUND, SELECT_PROPOSAL,
};
use portal_core::loans::lifecycle::LoanStatus;
use portal_core::roles::Role;
use reqwest::StatusCode;
use serde_json::{json, Value};

async fn super_fund(app: &TestApp, body: Value) -> String {
    let (_, token) = person(app, Role::Super, "super@example.com").await;
    create_fund(app, &token, &body).await
}

#[tokio::test]
async fn proposals_are_word_or_pdf_by_content_and_served_to_owner_and_staff() {
    each_backend(Options::default(), async |app| {
        let (id, token) = person(app, Role::Client, "amina@example.com").await;
        let (_, other) = person(app, Role::Client, "baraka@example.com").await;
        let (_, processor) = person(app, Role::Processor, "processor@example.com").await;

        let (status, body) =
            json(upload_proposal(app, &token, &id, b"\xFF\xD8\xFFjpeg".to_vec()).await).await;
        assert_eq!(
            (status, body["error"].as_str()),
            (StatusCode::BAD_REQUEST, Some(PROPOSAL_NOT_DOCUMENT))
        );
        let (status, body) = json(upload_proposal(app, &token, &id, Vec::new()).await).await;
        assert_eq!(
            (status, body["error"].as_str()),
            (StatusCode::BAD_REQUEST, Some(SELECT_PROPOSAL))
        );
        let (status, _) =
            json(upload_proposal(app, &other, &id, common::loans::pdf_bytes()).await).await;
        assert_eq!(status, StatusCode::FORBIDDEN);

        let (status, body) =
            json(upload_proposal(app, &token, &id, common::loans::pdf_bytes()).await).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        let file_id = body["data"]["fileId"].as_str().expect("id").to_owned();
        assert_eq!(
            body["data"]["proposalLink"],
            format!("/api/files/{file_id}")
        );

        for (who, expected) in [
            (&token, StatusCode::OK),
            (&processor, StatusCode::OK),
            (&other, StatusCode::NOT_FOUND),
        ] {
            let response = app.get(&format!("/api/files/{file_id}"), Some(who)).await;
            assert_eq!(response.status(), expected);
            if expected == StatusCode::OK {
                let headers = response.headers().clone();
                assert_eq!(headers["content-type"], "application/pdf");
                assert_eq!(
                    headers["content-disposition"],
                    format!("inline; filename=\"proposal-{file_id}.pdf\"").as_str()
                );
                let bytes = response.bytes().await.expect("bytes");
                assert_eq!(bytes.to_vec(), common::loans::pdf_bytes());
            }
        }
        let response = app
            .get("/api/files/665000000000000000000999", Some(&token))
            .await;
        assert_eq!(response.status(), StatusCode::NOT_FOUND);
        let response = app.get(&format!("/api/files/{file_id}"), None).await;
        assert_eq!(response.status(), StatusCode::UNAUTHORIZED);

        // Word documents (.docx and .doc) are proposals too.
        for document in [common::loans::docx_bytes(), common::loans::doc_bytes()] {
            let (status, body) = json(upload_proposal(app, &token, &id, document).await).await;
            assert_eq!(status, StatusCode::OK, "{body}");
        }
    })
    .await;
}

#[tokio::test]
async fn the_fund_flow_resumes_from_its_saved_stage_and_submits() {
    each_backend(Options::default(), async |app| {
        let fund = super_fund(app, fund_body()).await;
        let (id, token) = person(app, Role::Client, "amina@example.com").await;
        let state = |start: bool| {
            let path = if start {
                format!("/api/client/loan/get_state/{id}?start=1")
            } else {
                format!("/api/client/loan/get_state/{id}")
            };
            let token = token.clone();
            async move { json(app.get(&path, Some(&token)).await).await }
        };
        let (status, body) = state(false).await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(
            body["data"],
            json!({ "path": "/dashboard/consumer-credit/apply/proposal", "loanInfo": null })
        );

        // No proposal yet: the fund and amount screens say so.
        let (status, body) = fund_step(app, &token, &id, &fund).await;
        assert_eq!(
            (status, body["error"].as_str()),
            (StatusCode::BAD_REQUEST, Some(SELECT_PROPOSAL))
        );
        let (status, body) = json(
            app.post_json(
                &format!("/api/client/loan/proposal/{id}"),
                Some(&token),
                &json!({ "proposalLink": "" }),
            )
            .await,
        )
        .await;
        assert_eq!(
            (status, body["error"].as_str()),
            (StatusCode::BAD_REQUEST, Some(SELECT_PROPOSAL))
        );

        let link = proposal_step(app, &token, &id).await;
        let (_, body) = state(false).await;
        assert_eq!(
            body["data"]["path"],
            "/dashboard/consumer-credit/apply/fund"
        );
        assert_eq!(body["data"]["loanInfo"]["proposalLink"], link);
        assert_eq!(body["data"]["loanInfo"]["status"], "draft");
        assert_eq!(body["data"]["loanInfo"]["stage"], "proposal");

        let (status, body) = fund_step(app, &token, &id, "665000000000000000000999").await;
        assert_eq!(
            (status, body["error"].as_str()),
            (StatusCode::BAD_REQUEST, Some(SELECT_FUND))
        );
        let (status, body) = fund_step(app, &token, &id, &fund).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        // The fund's own figures, not the ones sent.
        assert_eq!(body["data"]["loanFundInterest"], 12);
        assert_eq!(body["data"]["loanFundMaxLoan"], 500000);
        assert_eq!(body["data"]["loanFundRepaymentPeriod"], 1.5);
        assert_eq!(body["data"]["loanFundRepaymentInterval"], 30);
        let (_, body) = state(true).await;
        assert_eq!(
            body["data"]["path"],
            "/dashboard/consumer-credit/apply/amount"
        );

        let out = calculate(app, 62_500, 20, 1.5, 365.0 / 30.0, 12.0).await;
        let (status, body) =
            amount_step(app, &token, &id, &amount_payload(&out, 1.5, 12.0, 20)).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        assert_eq!(body["message"], "Details updated");
        let loan = &body["data"];
        assert_eq!(loan["status"], "pending");
        assert_eq!(loan["statusLabel"], "Pending");
        assert_eq!(loan["amount"], 62500);
        assert_eq!(loan["principal"], 50000);
        assert_eq!(loan["payableInterest"], 9000);
        assert_eq!(loan["totalToPay"], 59000);
        assert_eq!(loan["monthlyRepayment"], out["installment"]);
        assert_eq!(loan["noOfInstallments"], out["no_of_installments"]);
        assert_eq!(loan["repaymentPeriod"], 1.5);
        assert_eq!(loan["contribution"], 20);
        assert_eq!(
            (loan["name1"].as_str(), loan["idno"].as_str()),
            (Some("Amina"), Some("12345678"))
        );
        assert!(loan["submittedAt"].is_i64());
        let loan_id = loan["_id"].as_str().expect("id");
        assert_eq!(history_count(app, loan_id).await, 1);

        // Submitted: a new application starts at the proposal, but starting is refused while it is open.
        let (_, body) = state(false).await;
        assert_eq!(
            body["data"],
            json!({ "path": "/dashboard/consumer-credit/apply/proposal", "loanInfo": null })
        );
        let (status, body) = state(true).await;
        assert_eq!(status, StatusCode::CONFLICT);
        assert_eq!(body["error"], RESUME_PREVIOUS);
        assert_eq!(body["data"]["loanId"], loan_id);

        // Only one's own id.
        let (_, other) = person(app, Role::Client, "baraka@example.com").await;
        let (status, _) = json(
            app.get(&format!("/api/client/loan/get_state/{id}"), Some(&other))
                .await,
        )
        .await;
        assert_eq!(status, StatusCode::FORBIDDEN);
        let (status, _) = amount_step(app, &other, &id, &amount_payload(&out, 1.5, 12.0, 20)).await;
        assert_eq!(status, StatusCode::FORBIDDEN);
    })
    .await;
}

#[tokio::test]
async fn the_amount_screen_answers_each_of_cores_messages() {
    each_backend(Options::default(), async |app| {
        let fund = super_fund(app, fund_body()).await;
        let (id, token) = person(app, Role::Client, "amina@example.com").await;
        proposal_step(app, &token, &id).await;
        let (status, _) = fund_step(app, &token, &id, &fund).await;
        assert_eq!(status, StatusCode::OK);
        let out = calculate(app, 62_500, 20, 1.5, 365.0 / 30.0, 12.0).await;
        let good = amount_payload(&out, 1.5, 12.0, 20);
        let bare = json!({ "amount_b4_contrib": 62500, "years": 1.5, "contribution": 20,
                           "name1": "Amina", "name2": "Wanjiru", "idno": "12345678" });
        let cases: Vec<(Value, &str, String)> = vec![
            (
                json!({ "amount_b4_contrib": "", "amount": "" }),
                "amount",
                AMOUNT_AND_PERIOD_REQUIRED.into(),
            ),
            (
                json!({ "years": "" }),
                "amount",
                AMOUNT_AND_PERIOD_REQUIRED.into(),
            ),
            (
                json!({ "amount_b4_contrib": 600000 }),
                "amount",
                "Maximum Loan available from your selected fund is 500,000".into(),
            ),
            (
                json!({ "amount_b4_contrib": 100001 }),
                "amount",
                "A first loan can be at most Ksh 100,000".into(),
            ),
            (json!({ "years": 1.75 }), "years", PERIOD_NOT_OFFERED.into()),
            (json!({ "years": 1.1 }), "years", PERIOD_NOT_OFFERED.into()),
            (json!({ "name1": " " }), "name1", FIRST_NAME_REQUIRED.into()),
            (json!({ "name2": "" }), "name2", LAST_NAME_REQUIRED.into()),
            (json!({ "idno": "" }), "idno", ID_NUMBER_REQUIRED.into()),
            (json!({ "idno": "12-34" }), "idno", ID_NUMBER_FORM.into()),
            (
                json!({ "contribution": "" }),
                "contribution",
                CONTRIBUTION_REQUIRED.into(),
            ),
            (
                json!({ "contribution": 15 }),
                "contribution",
                CONTRIBUTION_NOT_OFFERED.into(),
            ),
        ];
        for (change, field, message) in cases {
            let (status, body) =
                amount_step(app, &token, &id, &with(bare.clone(), change.clone())).await;
            assert_eq!(status, StatusCode::BAD_REQUEST, "{change}");
            assert_eq!(body["error"], message.as_str(), "{change}");
            assert_eq!(body["fields"], json!({ field: message }), "{change}");
        }
        // The amount may be grouped by thousands (a currency or cents are refused: amount_bounds).
        let (status, body) = amount_step(
            app,
            &token,
            &id,
            &with(good.clone(), json!({ "amount_b4_contrib": "62,500" })),
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{body}");
        assert_eq!(body["data"]["amount"], 62500);
    })
    .await;
}

#[tokio::test]
async fn figures_that_differ_from_the_funds_terms_are_refused() {
    each_backend(Options::default(), async |app| {
        let fund = super_fund(app, fund_body()).await;
        let (id, token) = person(app, Role::Client, "amina@example.com").await;
        proposal_step(app, &token, &id).await;
        fund_step(app, &token, &id, &fund).await;
        // Calculated at 5% (another fund's rate) and with a rounded installment.
        let out = calculate(app, 62_500, 20, 1.5, 365.0 / 30.0, 5.0).await;
        let (status, body) =
            amount_step(app, &token, &id, &amount_payload(&out, 1.5, 5.0, 20)).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
        assert_eq!(
            body["error"],
            "The loan figures do not match the fund's terms, please calculate the loan again"
        );
        let fields = body["fields"].as_object().expect("fields");
        assert!(
            fields.contains_key("interest_rate") && fields.contains_key("installment"),
            "{body}"
        );
        let out = calculate(app, 62_500, 20, 1.5, 365.0 / 30.0, 12.0).await;
        let tampered = with(
            amount_payload(&out, 1.5, 12.0, 20),
            json!({ "installment": 1 }),
        );
        let (status, body) = amount_step(app, &token, &id, &tampered).await;
        assert_eq!(status, StatusCode::BAD_REQUEST);
        assert_eq!(body["fields"], json!({ "installment": body["error"] }));
        // Nothing was submitted.
        let (_, state) = json(
            app.get(&format!("/api/client/loan/get_state/{id}"), Some(&token))
                .await,
        )
        .await;
        assert_eq!(state["data"]["loanInfo"]["status"], "draft");
    })
    .await;
}

#[tokio::test]
async fn one_open_request_at_a_time_and_the_first_time_cap_ends_after_a_disbursement() {
    each_backend(Options::default(), async |app| {
        let fund = super_fund(app, fund_body()).await;
        let (id, token) = person(app, Role::Client, "amina@example.com").await;
        let first = apply_through_fund(app, &token, &id, &fund, 62_500).await;
        let first_id = first["_id"].as_str().expect("id");

        // A second application is refused at each step, with the open one to resume.
        let (status, upload) = json(upload_proposal(app, &token, &id, common::loans::pdf_bytes()).await).await;
        assert_eq!(status, StatusCode::OK);
        let (status, body) = json(
            app.post_json(
                &format!("/api/client/loan/proposal/{id}"),
                Some(&token),
                &json!({ "proposalLink": upload["data"]["proposalLink"] }),
            )
            .await,
        )
        .await;
        assert_eq!(status, StatusCode::CONFLICT);
        assert_eq!(body["error"], RESUME_PREVIOUS);
        assert_eq!(body["data"]["loanId"], first_id);
        let staged = json!({ "proposedAmount": "60,000", "proposedDuration": 12, "monthlyIncome": "100000",
                             "employmentStatus": "Capital Expenses", "proposedMonthyRepayment": 7996 });
        let (status, body) = json(
            app.post_json(&format!("/api/client/loan/apply/{id}"), Some(&token), &staged).await,
        )
        .await;
        assert_eq!(status, StatusCode::CONFLICT);
        assert_eq!(body["error"], RESUME_PREVIOUS);
        assert_eq!(body["data"]["stage"], "amount");

        // Once it is repaid (closed here), a returning client may borrow above the first-time cap.
        sqlx::query("UPDATE loans SET status = $1 WHERE id = $2")
            .bind(LoanStatus::Closed.as_str())
            .bind(first_id)
            .execute(app.pool())
            .await
            .expect("close");
        let second = apply_through_fund(app, &token, &id, &fund, 200_000).await;
        assert_eq!(second["amount"], 200000);
        assert_eq!(second["status"], "pending");
    })
    .await;
}

#[tokio::test]
async fn the_staged_flow_moves_through_its_stages_and_resumes() {
    each_backend(Options::default(), async |app| {
        let (id, token) = person(app, Role::Client, "amina@example.com").await;
        let apply = |body: Value| {
            let token = token.clone();
            let id = id.clone();
            async move { json(app.post_json(&format!("/api/client/loan/apply/{id}"), Some(&token), &body).await).await }
        };
        let good = json!({ "proposedAmount": "60,000", "proposedDuration": 12, "monthlyIncome": "100000",
                           "employmentStatus": "Capital Expenses", "proposedMonthyRepayment": 7996 });
        for (change, field, message) in [
            (json!({ "proposedAmount": "40000" }), "proposedAmount", BELOW_MINIMUM),
            (json!({ "employmentStatus": "Personal" }), "employmentStatus", ONLY_BUSINESS_GROWTH),
            (json!({ "monthlyIncome": "10000" }), "proposedMonthyRepayment", NOT_ELIGIBLE),
            (json!({ "monthlyIncome": "" }), "monthlyIncome", REQUIRED),
        ] {
            let (status, body) = apply(with(good.clone(), change.clone())).await;
            assert_eq!(status, StatusCode::BAD_REQUEST, "{change}");
            assert_eq!(body["error"], message, "{change}");
            assert_eq!(body["fields"][field], message, "{change}");
        }
        let (status, body) = apply(good.clone()).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        let loan = &body["data"];
        let loan_id = loan["_id"].as_str().expect("id").to_owned();
        assert_eq!((loan["flow"].as_str(), loan["stage"].as_str(), loan["status"].as_str()),
                   (Some("staged"), Some("calculated"), Some("draft")));
        // Banded Ksh rate (5% below 300,000), monthly, no contribution, 12 months = 1 year.
        assert_eq!(loan["loanFundInterest"], 5);
        assert_eq!(loan["loanFundRepaymentInterval"], 30);
        assert_eq!(loan["contribution"], 0);
        assert_eq!(loan["principal"], 60000);
        assert_eq!(loan["totalToPay"], 63000);
        assert_eq!(loan["repaymentPeriod"], 1);

        // Unfinished: applying again names it and its stage.
        let (status, body) = apply(good.clone()).await;
        assert_eq!(status, StatusCode::CONFLICT);
        assert_eq!(body["error"], RESUME_PREVIOUS);
        assert_eq!(body["data"]["loanId"], loan_id.as_str());
        assert_eq!(body["data"]["stage"], "calculated");

        let step = |name: &'static str, body: Value| {
            let token = token.clone();
            let loan_id = loan_id.clone();
            async move {
                json(app.post_json(&format!("/api/client/loan/{name}/{loan_id}"), Some(&token), &body).await).await
            }
        };
        let address = json!({ "street": "Moi Avenue 12", "city": "Nairobi", "state": "Nairobi" });
        let work = json!({ "businessName": "Amina Greens", "businessType": "Retail",
                           "businessAddress": "Gikomba", "yearsInBusiness": 3 });
        let bank = json!({ "bankName": "KCB", "accountNumber": "1234567890", "accountName": "Amina Wanjiru", "payDay": 28 });

        // Out of order: resume where it stands.
        let (status, body) = step("bank", bank.clone()).await;
        assert_eq!(status, StatusCode::CONFLICT);
        assert_eq!(body["data"]["stage"], "calculated");
        let (status, body) = step("address", json!({ "street": "", "city": "Nairobi" })).await;
        assert_eq!(status, StatusCode::BAD_REQUEST);
        assert_eq!(body["fields"], json!({ "street": REQUIRED, "state": REQUIRED }));

        let (status, body) = step("address", address.clone()).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        assert_eq!(body["data"]["stage"], "address_added");
        let (status, body) = step("address", address).await;
        assert_eq!(status, StatusCode::CONFLICT);
        assert_eq!(body["data"]["stage"], "address_added");
        let (status, body) = apply(good.clone()).await;
        assert_eq!((status, body["data"]["stage"].as_str()), (StatusCode::CONFLICT, Some("address_added")));

        let (status, body) = step("work", work).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        assert_eq!(body["data"]["stage"], "employer_added");
        let (status, body) = step("bank", with(bank.clone(), json!({ "payDay": 32 }))).await;
        assert_eq!(status, StatusCode::BAD_REQUEST);
        assert_eq!(body["error"], CHOOSE_PAY_DAY);
        let (status, body) = step("bank", bank).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        assert_eq!((body["data"]["stage"].as_str(), body["data"]["status"].as_str()),
                   (Some("bank_added"), Some("pending")));
        assert_eq!(history_count(app, &loan_id).await, 1);

        // Another client may not touch it.
        let (_, other) = person(app, Role::Client, "baraka@example.com").await;
        let (status, _) = json(
            app.post_json(&format!("/api/client/loan/work/{loan_id}"), Some(&other), &json!({})).await,
        )
        .await;
        assert_eq!(status, StatusCode::NOT_FOUND);
        let (status, _) = json(app.post_json(&format!("/api/client/loan/apply/{id}"), Some(&other), &good).await).await;
        assert_eq!(status, StatusCode::FORBIDDEN);
    })
    .await;
}
