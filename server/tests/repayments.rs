//! Loan repayment by M-Pesa through the simulator, which calls the server back over HTTP: the pay
//! form's messages, a payment applied to the schedule, balance and history once per receipt, failed
//! prompts, overpayment, other clients' loans and the callback secret.

use crate::common;
use crate::repayments_setup;

use common::profile::{client, staff};
use common::{each_backend, error, Options};
use portal_core::loans::pay_form::{
    ABOVE_MPESA_LIMIT, AMOUNT_AND_PHONE_REQUIRED, PAYMENT_FAILED, PROMPT_SENT, WHOLE_SHILLINGS,
};
use portal_core::loans::paybill::{account_number, LOAN_NOT_REPAYABLE};
use portal_core::loans::repayment::ScheduledInstallment;
use portal_core::profile::INVALID_MPESA_PHONE;
use portal_core::roles::Role;
use repayments_setup::*;
use reqwest::StatusCode;
use serde_json::json;
use sqlx::Row;

const NOT_FOUND: &str = "Not found";

/// The simulator calls back at once.
fn instant() -> Options {
    Options::configured(|config| config.mpesa.simulator_delay_ms = 0)
}

async fn request_row(
    app: &common::TestApp,
    checkout: &str,
) -> (String, Option<i64>, Option<String>) {
    let row = sqlx::query(
        "SELECT status, result_code, receipt FROM mpesa_requests WHERE checkout_request_id = $1",
    )
    .bind(checkout)
    .fetch_one(app.pool())
    .await
    .expect("request row");
    (row.get(0), row.get(1), row.get(2))
}

#[tokio::test]
async fn the_pay_form_is_checked_and_the_prompt_sent() {
    each_backend(instant(), async |app| {
        let (id, token) = client(app, "amina@example.com").await;
        let spec = LoanSpec {
            amount: 10_000,
            ..LoanSpec::default()
        };
        let loan = active_loan(app, &id, spec).await;

        for (loan_id, amount, phone, message) in [
            ("", json!(500), PAYS, AMOUNT_AND_PHONE_REQUIRED),
            (loan.as_str(), json!(""), PAYS, AMOUNT_AND_PHONE_REQUIRED),
            (loan.as_str(), json!(500), "", AMOUNT_AND_PHONE_REQUIRED),
            (loan.as_str(), json!(0), PAYS, AMOUNT_AND_PHONE_REQUIRED),
            (loan.as_str(), json!(100.5), PAYS, WHOLE_SHILLINGS),
            (loan.as_str(), json!("250001"), PAYS, ABOVE_MPESA_LIMIT),
            (loan.as_str(), json!(500), "12345", INVALID_MPESA_PHONE),
        ] {
            let answer = pay(app, &token, loan_id, amount.clone(), phone).await;
            assert_eq!(answer, (StatusCode::BAD_REQUEST, error(message)), "{amount} {phone}");
        }
        assert_eq!(app.count_rows("mpesa_requests").await, 0);

        // The prompt: the spec's message, the request id and the paybill instructions.
        let (status, body) = pay(app, &token, &loan, json!("1,500"), PAYS).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        assert_eq!(body["msg"], PROMPT_SENT);
        assert_eq!(body["msg"], "Check you phone to complete payment");
        let data = &body["data"];
        assert_eq!(data["paybill"], "174379");
        assert_eq!(data["account_number"], account_number(&loan));
        assert_eq!(data["amount"], json!(1500));
        let checkout = data["checkoutRequestId"].as_str().expect("id");
        let row = sqlx::query("SELECT loan_id, user_id, msisdn, amount_minor FROM mpesa_requests WHERE checkout_request_id = $1")
            .bind(checkout)
            .fetch_one(app.pool())
            .await
            .expect("recorded");
        assert_eq!(row.get::<String, _>(0), loan);
        assert_eq!(row.get::<String, _>(1), id);
        assert_eq!(row.get::<String, _>(2), PAYS_MSISDN);
        assert_eq!(row.get::<i64, _>(3), 150_000);

        // The old front end posts a form.
        let response = app
            .client
            .post(app.url("/api/payments/mpesa/initiate"))
            .bearer_auth(&token)
            .form(&[("loanId", loan.as_str()), ("amount", "200"), ("mpesa_phone", "254712345678")])
            .send()
            .await
            .expect("form post");
        let (status, body) = common::json(response).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        assert_eq!(body["data"]["amount"], json!(200));

        // M-Pesa refuses the push itself.
        assert_eq!(
            pay(app, &token, &loan, json!(500), REFUSED).await,
            (StatusCode::BAD_GATEWAY, error(PAYMENT_FAILED))
        );
        // Not a loan of this client's, not active, no token, not a client.
        let unknown = portal_server::ids::new_id(app.state.now());
        assert_eq!(
            pay(app, &token, &unknown, json!(500), PAYS).await,
            (StatusCode::NOT_FOUND, error(NOT_FOUND))
        );
        sqlx::query("UPDATE loans SET status = 'approved' WHERE id = $1")
            .bind(&loan)
            .execute(app.pool())
            .await
            .expect("status");
        assert_eq!(
            pay(app, &token, &loan, json!(500), PAYS).await,
            (StatusCode::CONFLICT, error(LOAN_NOT_REPAYABLE))
        );
        let response = app
            .post_json("/api/payments/mpesa/initiate", None, &json!({}))
            .await;
        assert_eq!(response.status(), StatusCode::UNAUTHORIZED);
        let processor = staff(app, Role::Processor, "pat@example.com").await;
        assert_eq!(
            pay(app, &processor, &loan, json!(500), PAYS).await.0,
            StatusCode::FORBIDDEN
        );
    })
    .await;
}

#[tokio::test]
async fn a_payment_updates_the_schedule_and_balance_and_sends_a_receipt() {
    each_backend(instant(), async |app| {
        let (id, token) = client(app, "amina@example.com").await;
        let loan = active_loan(app, &id, LoanSpec::default()).await;
        assert_eq!(loan_money(app, &loan).await, ("active".into(), 103_000, 0));
        assert_eq!(
            installments(app, &loan).await,
            [(33_900, 0, 0), (33_900, 0, 0), (33_900, 0, 0), (1_300, 0, 0)]
        );

        let checkout = pay_ok(app, &token, &loan, 500, PAYS).await;
        let data = settled(app, &token, &checkout).await;
        assert_eq!(data["status"], "paid");
        assert_eq!(data["balance"], json!(530));
        let receipt = data["receipt"].as_str().expect("receipt").to_owned();
        assert!(receipt.starts_with("SIM") && receipt.len() == 10, "{receipt}");

        assert_eq!(loan_money(app, &loan).await, ("active".into(), 53_000, 0));
        assert_eq!(
            installments(app, &loan).await,
            [(33_900, 0, 33_900), (33_900, 0, 16_100), (33_900, 0, 0), (1_300, 0, 0)]
        );
        assert_eq!(
            repayments(app, &loan).await,
            [(receipt.clone(), 50_000, "stk".into(), 0)]
        );
        assert_eq!(
            request_row(app, &checkout).await,
            ("paid".into(), Some(0), Some(receipt.clone()))
        );
        // Not repaid yet: no history row.
        assert!(history(app, &loan).await.is_empty());

        // The SMS receipt, queued in the outbox to the paying number.
        let messages = app.messages_to(PAYS_MSISDN).await;
        assert_eq!(messages.len(), 1, "{messages:?}");
        let (subject, body, _) = &messages[0];
        assert_eq!(subject, "Tujenge payment received");
        assert!(body.contains("we received Ksh 500.00 for loan"), "{body}");
        assert!(body.contains(&account_number(&loan)), "{body}");
        assert!(body.contains(&format!("M-Pesa receipt: {receipt}")), "{body}");
        assert!(body.contains("Balance: Ksh 530.00"), "{body}");

        // The paybill instructions ask for what is left of the oldest installment.
        let (status, body) = common::json(
            app.get(&format!("/api/payments/instructions/{loan}"), Some(&token)).await,
        )
        .await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(
            body,
            json!({ "data": { "paybill": "174379", "account_number": account_number(&loan), "amount": 178 } })
        );
    })
    .await;
}

#[tokio::test]
async fn the_receipt_is_written_in_the_borrowers_language() {
    each_backend(instant(), async |app| {
        let (id, token) = client(app, "neema@example.com").await;
        sqlx::query("UPDATE users SET language = 'sw' WHERE id = $1")
            .bind(&id)
            .execute(app.pool())
            .await
            .expect("language");
        let loan = active_loan(app, &id, LoanSpec::default()).await;
        let checkout = pay_ok(app, &token, &loan, 500, PAYS).await;
        let receipt = settled(app, &token, &checkout).await["receipt"]
            .as_str()
            .expect("receipt")
            .to_owned();
        let messages = app.messages_to(PAYS_MSISDN).await;
        let (subject, body, _) = &messages[0];
        assert_eq!(subject, "Tujenge: malipo yamepokelewa");
        assert!(body.contains("tumepokea Ksh 500.00 kwa mkopo"), "{body}");
        assert!(
            body.contains(&format!("Risiti ya M-Pesa: {receipt}")),
            "{body}"
        );
        assert!(body.contains("Salio: Ksh 530.00"), "{body}");
    })
    .await;
}

#[tokio::test]
async fn a_repeated_callback_changes_nothing() {
    each_backend(instant(), async |app| {
        let (id, token) = client(app, "amina@example.com").await;
        let loan = active_loan(app, &id, LoanSpec::default()).await;
        let checkout = pay_ok(app, &token, &loan, 400, PAYS).await;
        let receipt = settled(app, &token, &checkout).await["receipt"]
            .as_str()
            .expect("receipt")
            .to_owned();
        let before = (
            loan_money(app, &loan).await,
            installments(app, &loan).await,
            app.outbox_count().await,
        );

        // M-Pesa sends the same result again (twice, even at once).
        let body = stk_callback(&checkout, 0, Some(&receipt), 400);
        let key = secret(app);
        let (a, b) = tokio::join!(
            post_callback(app, &key, &body),
            post_callback(app, &key, &body)
        );
        for answer in [a, b] {
            assert_eq!(
                answer,
                (
                    StatusCode::OK,
                    json!({ "ResultCode": 0, "ResultDesc": "Accepted" })
                )
            );
        }
        let after = (
            loan_money(app, &loan).await,
            installments(app, &loan).await,
            app.outbox_count().await,
        );
        assert_eq!(before, after);
        assert_eq!(repayments(app, &loan).await.len(), 1);
        assert_eq!(loan_money(app, &loan).await.1, 63_000);
    })
    .await;
}

#[tokio::test]
async fn an_stk_payment_also_confirmed_by_c2b_counts_once() {
    each_backend(instant(), async |app| {
        let (id, token) = client(app, "amina@example.com").await;
        let loan = active_loan(app, &id, LoanSpec::default()).await;
        let account = account_number(&loan);
        let checkout = pay_ok(app, &token, &loan, 300, PAYS).await;
        let receipt = settled(app, &token, &checkout).await["receipt"]
            .as_str()
            .expect("receipt")
            .to_owned();
        assert_eq!(loan_money(app, &loan).await.1, 73_000);

        // The same receipt through the paybill confirmation: accepted, not counted again.
        let accepted = (StatusCode::OK, json!({ "ResultCode": 0, "ResultDesc": "Accepted" }));
        assert_eq!(
            post_c2b(app, "confirmation", &secret(app), &c2b(&receipt, &account, "300.00")).await,
            accepted
        );
        assert_eq!(loan_money(app, &loan).await.1, 73_000);
        assert_eq!(repayments(app, &loan).await.len(), 1);

        // A payment made by hand at the paybill (account typed in lower case with a space).
        let typed = format!("{} {}", &account[..4], &account[4..]).to_lowercase();
        assert_eq!(
            post_c2b(app, "validation", &secret(app), &c2b("RKTQDM7W6S", &typed, "200")).await,
            accepted
        );
        assert_eq!(
            post_c2b(app, "confirmation", &secret(app), &c2b("RKTQDM7W6S", &typed, "200")).await,
            accepted
        );
        assert_eq!(loan_money(app, &loan).await.1, 53_000);
        let paid = repayments(app, &loan).await;
        assert_eq!(paid.len(), 2);
        assert!(paid.contains(&("RKTQDM7W6S".into(), 20_000, "c2b".into(), 0)));
        let messages = app.messages_to(PAYS_MSISDN).await;
        assert_eq!(messages.len(), 2);
        assert!(messages[0].1.contains("M-Pesa receipt: RKTQDM7W6S"));

        // An account number no loan has: refused at validation, kept for staff at confirmation.
        let rejected = (StatusCode::OK, json!({ "ResultCode": "C2B00012", "ResultDesc": "Rejected" }));
        assert_eq!(
            post_c2b(app, "validation", &secret(app), &c2b("RKTQDM7W7T", "NOSUCH12", "200")).await,
            rejected
        );
        assert_eq!(
            post_c2b(app, "confirmation", &secret(app), &c2b("RKTQDM7W7T", "NOSUCH12", "200")).await,
            accepted
        );
        assert_eq!(loan_money(app, &loan).await.1, 53_000);
        let row = sqlx::query("SELECT channel, reference, amount_minor, reason FROM payment_reviews WHERE receipt = $1")
            .bind("RKTQDM7W7T")
            .fetch_one(app.pool())
            .await
            .expect("kept for staff");
        assert_eq!(row.get::<String, _>(0), "c2b");
        assert_eq!(row.get::<String, _>(1), "NOSUCH12");
        assert_eq!(row.get::<i64, _>(2), 20_000);
        assert_eq!(row.get::<String, _>(3), "unknown_account");

        // Without the secret the C2B URLs do not exist.
        let (status, _) = post_c2b(app, "confirmation", "wrong", &c2b("RKTQDM7W8U", &account, "200")).await;
        assert_eq!(status, StatusCode::NOT_FOUND);
        let response = app
            .post_json("/api/payments/mpesa/c2b/confirmation", None, &c2b("RKTQDM7W8U", &account, "200"))
            .await;
        assert_eq!(response.status(), StatusCode::NOT_FOUND);
        assert_eq!(loan_money(app, &loan).await.1, 53_000);
    })
    .await;
}

#[tokio::test]
async fn cancelled_low_balance_and_unanswered_prompts_leave_the_balance() {
    each_backend(instant(), async |app| {
        let (id, token) = client(app, "amina@example.com").await;
        let loan = active_loan(app, &id, LoanSpec::default()).await;

        let cancelled = pay_ok(app, &token, &loan, 500, CANCELS).await;
        let data = settled(app, &token, &cancelled).await;
        assert_eq!(data["status"], "cancelled");
        assert_eq!(data["resultDesc"], "Request cancelled by user");
        assert_eq!(data["receipt"], json!(null));
        assert_eq!(request_row(app, &cancelled).await.1, Some(1032));

        let low = pay_ok(app, &token, &loan, 500, LOW_BALANCE).await;
        let data = settled(app, &token, &low).await;
        assert_eq!(data["status"], "failed");
        assert_eq!(request_row(app, &low).await.1, Some(1));

        // No callback ever comes; the status query settles it once its time has come.
        let silent = pay_ok(app, &token, &loan, 500, NO_ANSWER).await;
        tokio::time::sleep(std::time::Duration::from_millis(300)).await;
        assert_eq!(
            payment_status(app, &token, &silent).await.1["data"]["status"],
            "pending"
        );
        let report = portal_server::repayments::query_due(&app.state)
            .await
            .expect("pass");
        assert_eq!(report.settled, 0, "not due yet");
        app.advance_clock(61);
        let report = portal_server::repayments::query_due(&app.state)
            .await
            .expect("pass");
        assert_eq!(report.settled, 1);
        let data = settled(app, &token, &silent).await;
        assert_eq!(data["status"], "timeout");
        assert_eq!(request_row(app, &silent).await.1, Some(1037));

        assert_eq!(loan_money(app, &loan).await, ("active".into(), 103_000, 0));
        assert!(repayments(app, &loan).await.is_empty());
        assert!(app.messages_to(PAYS_MSISDN).await.is_empty());
        assert_eq!(app.outbox_count().await, 0);
    })
    .await;
}

#[tokio::test]
async fn the_status_query_applies_a_payment_whose_callback_never_came() {
    // The callback would come a minute later: the query gets there first.
    let slow = Options::configured(|config| config.mpesa.simulator_delay_ms = 60_000);
    each_backend(slow, async |app| {
        let (id, token) = client(app, "amina@example.com").await;
        let loan = active_loan(app, &id, LoanSpec::default()).await;
        let checkout = pay_ok(app, &token, &loan, 500, PAYS).await;
        app.advance_clock(60);
        let report = portal_server::repayments::query_due(&app.state)
            .await
            .expect("pass");
        assert_eq!(report.settled, 1);
        let data = settled(app, &token, &checkout).await;
        assert_eq!(data["status"], "paid");
        assert_eq!(data["balance"], json!(530));
        let receipt = data["receipt"]
            .as_str()
            .expect("the simulator's query tells it");
        assert_eq!(
            repayments(app, &loan).await,
            [(receipt.to_owned(), 50_000, "stk".into(), 0)]
        );
        // Settled requests are not queried again.
        app.advance_clock(600);
        let report = portal_server::repayments::query_due(&app.state)
            .await
            .expect("pass");
        assert_eq!(report, Default::default());
    })
    .await;
}

#[tokio::test]
async fn an_overpayment_closes_the_loan_and_is_kept_as_credit() {
    each_backend(instant(), async |app| {
        let (id, token) = client(app, "amina@example.com").await;
        let loan = active_loan(app, &id, LoanSpec::default()).await;
        let checkout = pay_ok(app, &token, &loan, 1_130, PAYS).await;
        let data = settled(app, &token, &checkout).await;
        assert_eq!(data["status"], "paid");
        assert_eq!(data["balance"], json!(0));
        assert_eq!(loan_money(app, &loan).await, ("closed".into(), 0, 10_000));
        assert!(installments(app, &loan)
            .await
            .iter()
            .all(|(amount, _, paid)| amount == paid));
        let receipt = data["receipt"].as_str().expect("receipt").to_owned();
        assert_eq!(
            repayments(app, &loan).await,
            [(receipt, 113_000, "stk".into(), 10_000)]
        );
        assert_eq!(
            history(app, &loan).await,
            [(
                "close".into(),
                "active".into(),
                "closed".into(),
                None,
                "system".into()
            )]
        );
        let (_, body, _) = &app.messages_to(PAYS_MSISDN).await[0];
        assert!(
            body.contains("Your loan is fully repaid. Thank you!"),
            "{body}"
        );
        assert!(
            body.contains("Ksh 100.00 more than you owed is kept as credit."),
            "{body}"
        );

        // Nothing more is due, and a closed loan takes no new prompt.
        let (_, body) = common::json(
            app.get(&format!("/api/payments/instructions/{loan}"), Some(&token))
                .await,
        )
        .await;
        assert_eq!(body["data"]["amount"], json!(0));
        assert_eq!(
            pay(app, &token, &loan, json!(100), PAYS).await,
            (StatusCode::CONFLICT, error(LOAN_NOT_REPAYABLE))
        );
        // Money that still arrives at the paybill is kept as credit; the loan stays closed, once.
        assert_eq!(
            post_c2b(
                app,
                "confirmation",
                &secret(app),
                &c2b("RKTQDM7W9V", &account_number(&loan), "50")
            )
            .await
            .0,
            StatusCode::OK
        );
        assert_eq!(loan_money(app, &loan).await, ("closed".into(), 0, 15_000));
        assert_eq!(history(app, &loan).await.len(), 1);
    })
    .await;
}

#[tokio::test]
async fn another_client_can_neither_pay_nor_follow_someone_elses_loan() {
    each_backend(instant(), async |app| {
        let (amina, amina_token) = client(app, "amina@example.com").await;
        let (_, juma_token) = client(app, "juma@example.com").await;
        let loan = active_loan(app, &amina, LoanSpec::default()).await;
        let checkout = pay_ok(app, &amina_token, &loan, 100, PAYS).await;
        settled(app, &amina_token, &checkout).await;

        assert_eq!(
            pay(app, &juma_token, &loan, json!(100), PAYS).await,
            (StatusCode::NOT_FOUND, error(NOT_FOUND))
        );
        assert_eq!(
            payment_status(app, &juma_token, &checkout).await,
            (StatusCode::NOT_FOUND, error(NOT_FOUND))
        );
        let (status, _) = common::json(
            app.get(
                &format!("/api/payments/instructions/{loan}"),
                Some(&juma_token),
            )
            .await,
        )
        .await;
        assert_eq!(status, StatusCode::NOT_FOUND);
        assert_eq!(app.count_rows("mpesa_requests").await, 1);
        assert_eq!(repayments(app, &loan).await.len(), 1);
    })
    .await;
}

#[tokio::test]
async fn a_callback_with_a_wrong_secret_is_refused() {
    each_backend(instant(), async |app| {
        let (id, token) = client(app, "amina@example.com").await;
        let loan = active_loan(app, &id, LoanSpec::default()).await;
        // No callback of its own comes for this number.
        let checkout = pay_ok(app, &token, &loan, 500, NO_ANSWER).await;
        let forged = stk_callback(&checkout, 0, Some("FORGED1234"), 500);
        let mut wrong = secret(app);
        wrong.replace_range(..1, if wrong.starts_with('a') { "b" } else { "a" });
        for secret in [wrong.as_str(), "x", ""] {
            let response = app
                .post_json(
                    &format!("/api/payments/mpesa/callback/{secret}"),
                    None,
                    &forged,
                )
                .await;
            assert_eq!(response.status(), StatusCode::NOT_FOUND, "{secret:?}");
        }
        let response = app
            .client
            .post(app.url(&format!("/api/payments/mpesa/callback/{wrong}")))
            .body("not json")
            .send()
            .await
            .expect("post");
        assert_eq!(response.status(), StatusCode::NOT_FOUND);
        assert_eq!(
            request_row(app, &checkout).await,
            ("pending".into(), None, None)
        );
        assert_eq!(loan_money(app, &loan).await, ("active".into(), 103_000, 0));
        assert!(repayments(app, &loan).await.is_empty());

        // With the right secret the same body is taken.
        let (status, _) = post_callback(app, &secret(app), &forged).await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(loan_money(app, &loan).await.1, 53_000);
    })
    .await;
}

#[tokio::test]
async fn a_late_installment_gets_the_penalty_once_after_the_grace_days() {
    each_backend(instant(), async |app| {
        app.freeze_clock();
        let (id, _) = client(app, "amina@example.com").await;
        let spec = LoanSpec::default();
        let loan = active_loan(app, &id, spec).await;
        let first_due = today(app) + chrono::Days::new(30);
        let penalties = || portal_server::repayments::apply_penalties(&app.state);

        // Due in 30 days, 5 days' grace: nothing on day 35.
        app.advance_clock(35 * 86_400);
        assert_eq!(today(app), first_due + chrono::Days::new(5));
        assert_eq!(penalties().await.expect("pass"), 0);
        assert_eq!(loan_money(app, &loan).await.1, 103_000);

        // Day 36: the first installment gets the fund's fee, once however often the job runs.
        app.advance_clock(86_400);
        let (a, b) = tokio::join!(penalties(), penalties());
        assert_eq!(a.expect("pass") + b.expect("pass"), 1);
        assert_eq!(penalties().await.expect("pass"), 0);
        assert_eq!(loan_money(app, &loan).await, ("active".into(), 108_000, 0));
        assert_eq!(
            installments(app, &loan).await,
            [
                (33_900, 5_000, 0),
                (33_900, 0, 0),
                (33_900, 0, 0),
                (1_300, 0, 0)
            ]
        );

        // A payment covers the penalty first with its installment; the next late one gets its own.
        let token = app.token("amina@example.com", common::PASSWORD).await;
        let checkout = pay_ok(app, &token, &loan, 389, PAYS).await;
        settled(app, &token, &checkout).await;
        assert_eq!(installments(app, &loan).await[0], (33_900, 5_000, 38_900));
        app.advance_clock(30 * 86_400);
        assert_eq!(penalties().await.expect("pass"), 1);
        assert_eq!(loan_money(app, &loan).await.1, 108_000 - 38_900 + 5_000);
        // Paid installments are never charged.
        assert_eq!(installments(app, &loan).await[0], (33_900, 5_000, 38_900));

        // Core agrees on what a late installment is.
        let row = ScheduledInstallment {
            number: 1,
            due_date: first_due,
            amount: rust_decimal::Decimal::from(339),
            penalty_fee: rust_decimal::Decimal::ZERO,
            paid: rust_decimal::Decimal::ZERO,
        };
        assert_eq!(
            portal_core::loans::repayment::newly_late(
                &[row],
                first_due + chrono::Days::new(6),
                5,
                rust_decimal::Decimal::from(50)
            ),
            vec![0]
        );
    })
    .await;
}

#[tokio::test]
async fn several_workers_query_each_request_once() {
    each_backend(instant(), async |app| {
        let (id, token) = client(app, "amina@example.com").await;
        let loan = active_loan(app, &id, LoanSpec::default()).await;
        let mut silent = Vec::new();
        for _ in 0..3 {
            silent.push(pay_ok(app, &token, &loan, 100, NO_ANSWER).await);
        }
        app.advance_clock(61);
        let (a, b) = tokio::join!(
            portal_server::repayments::query_due(&app.state),
            portal_server::repayments::query_due(&app.state)
        );
        let (a, b) = (a.expect("pass"), b.expect("pass"));
        assert_eq!(a.settled + b.settled, 3, "{a:?} {b:?}");
        let attempts: Vec<i64> =
            sqlx::query("SELECT query_attempts FROM mpesa_requests ORDER BY id")
                .fetch_all(app.pool())
                .await
                .expect("rows")
                .iter()
                .map(|row| row.get(0))
                .collect();
        assert_eq!(attempts, [1, 1, 1]);
        for checkout in &silent {
            assert_eq!(request_row(app, checkout).await.0, "timeout");
        }
    })
    .await;
}

#[tokio::test]
async fn the_worker_runs_in_the_background() {
    each_backend(instant(), async |app| {
        let (id, token) = client(app, "amina@example.com").await;
        let loan = active_loan(app, &id, LoanSpec::default()).await;
        let checkout = pay_ok(app, &token, &loan, 100, NO_ANSWER).await;
        app.advance_clock(61);
        let worker = portal_server::repayments::spawn_worker(app.state.clone());
        let data = settled(app, &token, &checkout).await;
        worker.abort();
        assert_eq!(data["status"], "timeout");
    })
    .await;
}
