//! Disbursement by M-Pesa (the simulator) and by bank transfer, the schedule it writes, a failed
//! M-Pesa transfer that changes nothing, and the offer letter.

use crate::common;

use common::loans::{
    client_with_mpesa, create_fund, fund_body, history_count, insert_loan, loan_status, person,
    transfer,
};
use common::{each_backend, json, Options, TestApp};
use portal_core::loans::lifecycle::LoanStatus;
use portal_core::roles::Role;
use reqwest::StatusCode;
use serde_json::{json, Value};
use sqlx::Row;

struct Setup {
    client: String,
    client_token: String,
    authorizer: String,
    fund: String,
}

async fn setup(app: &TestApp, phone: &str) -> Setup {
    let (_, super_token) = person(app, Role::Super, "super@example.com").await;
    let fund = create_fund(app, &super_token, &fund_body()).await;
    let (client, client_token) = client_with_mpesa(app, "amina@example.com", phone).await;
    let (_, authorizer) = person(app, Role::Authorizer, "authorizer@example.com").await;
    Setup {
        client,
        client_token,
        authorizer,
        fund,
    }
}

/// Today in Nairobi, and `days` after it.
fn nairobi_date(app: &TestApp, days: u64) -> String {
    let today = portal_server::clock::nairobi_today(app.state.now()).expect("today");
    (today + chrono::Days::new(days))
        .format("%Y-%m-%d")
        .to_string()
}

fn sum(schedule: &[Value], key: &str) -> f64 {
    schedule
        .iter()
        .map(|r| r[key].as_f64().unwrap_or_default())
        .sum()
}

#[tokio::test]
async fn mpesa_disbursement_writes_the_schedule_from_today() {
    each_backend(Options::default(), async |app| {
        let s = setup(app, "254712345678").await;
        let loan = insert_loan(app, &s.client, &s.fund, LoanStatus::Approved, None).await;
        let (status, body) =
            transfer(app, &s.authorizer, &loan, &json!({ "method": "mpesa" })).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        assert_eq!(body["message"], "Loan disbursed");
        let data = &body["data"];
        assert_eq!(data["status"], "active");
        assert_eq!(data["approvedAmount"], 5000);
        assert_eq!(data["balance"], 5900);
        assert!(data["disbursedAt"].is_i64());
        let schedule = data["repayment"].as_array().expect("schedule");
        assert_eq!(schedule.len(), 18);
        assert_eq!(schedule[0]["dueDate"], nairobi_date(app, 30).as_str());
        assert_eq!(schedule[17]["dueDate"], nairobi_date(app, 30 * 18).as_str());
        assert_eq!(schedule[0]["scheduledAmount"], 328);
        assert_eq!(schedule[17]["scheduledAmount"], 324);
        assert_eq!(
            (
                schedule[0]["principal"].as_f64(),
                schedule[0]["interest"].as_f64()
            ),
            (Some(277.97), Some(50.03))
        );
        assert!(schedule
            .iter()
            .all(|r| r["status"] == false && r["paid"] == 0 && r["penaltyFee"] == 0));
        // The rows add up to the total, the principal and the interest, in cents.
        let cents: i64 = sqlx::query(
            "SELECT CAST(SUM(amount_minor) AS BIGINT), CAST(SUM(principal_minor) AS BIGINT), \
             CAST(SUM(interest_minor) AS BIGINT) FROM loan_installments WHERE loan_id = $1",
        )
        .bind(&loan)
        .fetch_one(app.pool())
        .await
        .map(|row| {
            assert_eq!(row.get::<i64, _>(1), 500_000);
            assert_eq!(row.get::<i64, _>(2), 90_000);
            row.get(0)
        })
        .expect("sums");
        assert_eq!(cents, 590_000);
        assert!((sum(schedule, "scheduledAmount") - 5900.0).abs() < 1e-6);
        // The M-Pesa receipt is the reference; one history row, by the authorizer.
        let reference: String =
            sqlx::query("SELECT disbursement_reference FROM loans WHERE id = $1")
                .bind(&loan)
                .fetch_one(app.pool())
                .await
                .expect("loan")
                .get(0);
        assert!(reference.starts_with("SIM"), "{reference}");
        assert_eq!(history_count(app, &loan).await, 1);
        assert_eq!(data["history"][0]["action"], "disburse");
        assert_eq!(app.audit_count("loan_disbursed").await, 1);

        // Once only.
        let (status, _) = transfer(app, &s.authorizer, &loan, &json!({ "method": "mpesa" })).await;
        assert_eq!(status, StatusCode::CONFLICT);
        // The client sees it among the loans to repay.
        let (_, current) = json(
            app.get(
                &format!("/api/client/loan/current/{}", s.client),
                Some(&s.client_token),
            )
            .await,
        )
        .await;
        assert_eq!(current["data"]["current"][0]["_id"], loan.as_str());
    })
    .await;
}

#[tokio::test]
async fn a_failed_mpesa_transfer_changes_nothing() {
    each_backend(Options::default(), async |app| {
        // The simulator's numbers ending 222 do not answer.
        let s = setup(app, "254712345222").await;
        let loan = insert_loan(app, &s.client, &s.fund, LoanStatus::Approved, None).await;
        let (status, body) =
            transfer(app, &s.authorizer, &loan, &json!({ "method": "mpesa" })).await;
        assert_eq!(status, StatusCode::FAILED_DEPENDENCY, "{body}");
        assert!(
            body["error"]
                .as_str()
                .is_some_and(|e| e.starts_with("M-Pesa could not send the loan")),
            "{body}"
        );
        assert_eq!(loan_status(app, &loan).await, "approved");
        assert_eq!(history_count(app, &loan).await, 0);
        assert_eq!(app.count_rows("loan_installments").await, 0);

        // Another number may be given.
        let (status, body) = transfer(
            app,
            &s.authorizer,
            &loan,
            &json!({ "method": "mpesa", "msisdn": "0711 000 999" }),
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{body}");
        let (status, body) = transfer(
            app,
            &s.authorizer,
            &loan,
            &json!({ "method": "mpesa", "msisdn": "12" }),
        )
        .await;
        assert_eq!(status, StatusCode::CONFLICT, "{body}");

        // A client without a verified phone: the number must be given.
        let (other, _) = person(app, Role::Client, "baraka@example.com").await;
        let second = insert_loan(app, &other, &s.fund, LoanStatus::Approved, None).await;
        let (status, body) =
            transfer(app, &s.authorizer, &second, &json!({ "method": "mpesa" })).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
        let (status, body) = transfer(
            app,
            &s.authorizer,
            &second,
            &json!({ "method": "mpesa", "msisdn": "12" }),
        )
        .await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
        let (status, body) =
            transfer(app, &s.authorizer, &second, &json!({ "method": "cash" })).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
        assert_eq!(loan_status(app, &second).await, "approved");

        // While M-Pesa is sending a loan, no second transfer of it starts, by M-Pesa or bank.
        sqlx::query(
            "UPDATE loans SET disbursement_method = 'mpesa_sending', updated_at = $1 WHERE id = $2",
        )
        .bind(app.state.now())
        .bind(&second)
        .execute(app.pool())
        .await
        .expect("mark");
        let body = json!({ "method": "mpesa", "msisdn": "0711000999" });
        let (status, answer) = transfer(app, &s.authorizer, &second, &body).await;
        assert_eq!(status, StatusCode::CONFLICT, "{answer}");
        assert_eq!(
            answer["error"],
            "The loan is being sent by M-Pesa, wait a moment and reload it"
        );
        let bank = json!({ "method": "bank", "reference": "FT77" });
        let (status, _) = transfer(app, &s.authorizer, &second, &bank).await;
        assert_eq!(status, StatusCode::CONFLICT);
        // A mark left by a server that stopped is taken over after five minutes.
        app.advance_clock(301);
        let token = app.token("authorizer@example.com", common::PASSWORD).await;
        let (status, answer) = transfer(app, &token, &second, &body).await;
        assert_eq!(status, StatusCode::OK, "{answer}");
    })
    .await;
}

#[tokio::test]
async fn a_bank_transfer_needs_a_unique_reference() {
    each_backend(Options::default(), async |app| {
        let s = setup(app, "254712345678").await;
        let (_, super_token) = person(app, Role::Super, "super2@example.com").await;
        let (_, processor) = person(app, Role::Processor, "processor@example.com").await;
        let first = insert_loan(app, &s.client, &s.fund, LoanStatus::Approved, None).await;
        let (status, body) =
            transfer(app, &s.authorizer, &first, &json!({ "method": "bank" })).await;
        assert_eq!(
            (status, body["error"].as_str()),
            (
                StatusCode::BAD_REQUEST,
                Some("Enter the bank transfer reference")
            )
        );
        let (status, _) = transfer(
            app,
            &processor,
            &first,
            &json!({ "method": "bank", "reference": "FT1" }),
        )
        .await;
        assert_eq!(status, StatusCode::FORBIDDEN);
        let (status, _) = transfer(
            app,
            &s.client_token,
            &first,
            &json!({ "method": "bank", "reference": "FT1" }),
        )
        .await;
        assert_eq!(status, StatusCode::FORBIDDEN);
        let (status, body) = transfer(
            app,
            &super_token,
            &first,
            &json!({ "method": "bank", "reference": "FT1" }),
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{body}");
        assert_eq!(body["data"]["repayment"].as_array().map(Vec::len), Some(18));
        let second = insert_loan(app, &s.client, &s.fund, LoanStatus::Approved, None).await;
        let (status, body) = transfer(
            app,
            &s.authorizer,
            &second,
            &json!({ "method": "bank", "reference": " FT1 " }),
        )
        .await;
        assert_eq!(
            (status, body["error"].as_str()),
            (
                StatusCode::CONFLICT,
                Some("This transfer reference is already recorded")
            )
        );
        assert_eq!(loan_status(app, &second).await, "approved");
    })
    .await;
}

#[tokio::test]
async fn the_offer_letter_is_a_pdf_once_approved() {
    each_backend(Options::default(), async |app| {
        let s = setup(app, "254712345678").await;
        let (_, other) = person(app, Role::Client, "baraka@example.com").await;
        let (_, sales) = person(app, Role::Processor, "esther@example.com").await;
        let letter = |loan: String, token: String| async move {
            app.post(&format!("/api/user/loan/offer_letter/{loan}"), Some(&token))
                .await
        };
        for status in [
            LoanStatus::Pending,
            LoanStatus::Recommended,
            LoanStatus::Rejected,
            LoanStatus::Withdrawn,
        ] {
            let loan = insert_loan(app, &s.client, &s.fund, status, None).await;
            let (code, body) = json(letter(loan, s.client_token.clone()).await).await;
            assert_eq!(code, StatusCode::CONFLICT, "{status:?}");
            assert_eq!(
                body["error"],
                "The offer letter is ready once the loan is approved"
            );
        }
        let loan = insert_loan(app, &s.client, &s.fund, LoanStatus::Approved, None).await;
        for token in [&s.client_token, &sales] {
            let response = letter(loan.clone(), token.clone()).await;
            assert_eq!(response.status(), StatusCode::OK);
            assert_eq!(response.headers()["content-type"], "application/pdf");
            let bytes = response.bytes().await.expect("pdf");
            assert!(bytes.starts_with(b"%PDF-"));
            let text = String::from_utf8_lossy(&bytes);
            assert!(text.contains("Tujenge") && text.contains("Loan Offer Letter"));
            assert!(text.contains("First-client Last-client") && text.contains("Inua Fund"));
            assert!(
                text.contains("Ksh 5,900.00")
                    && text.contains("Ksh 328.00")
                    && text.contains("Ksh 324.00")
            );
        }
        let response = letter(loan.clone(), other).await;
        assert_eq!(response.status(), StatusCode::NOT_FOUND);
        // Disbursed: the stored schedule's dates.
        let (status, _) = transfer(
            app,
            &s.authorizer,
            &loan,
            &json!({ "method": "bank", "reference": "FT9" }),
        )
        .await;
        assert_eq!(status, StatusCode::OK);
        let response = letter(loan.clone(), s.client_token.clone()).await;
        assert_eq!(response.status(), StatusCode::OK);
        let bytes = response.bytes().await.expect("pdf");
        assert!(String::from_utf8_lossy(&bytes).contains("Disbursed on"));
    })
    .await;
}
