//! The staff review list of M-Pesa money not applied on its own: who may see it, newest first in
//! pages, applying an item to a loan through the one apply path (its receipt still counts once),
//! dismissing with a reason, each item resolved once and audited.

use crate::common;
use crate::repayments_setup;

use common::profile::{client, staff};
use common::{each_backend, error, json, Options, TestApp};
use futures_util::future::join_all;
use portal_core::loans::paybill::{account_number, LOAN_NOT_REPAYABLE};
use portal_core::loans::received::{
    ReviewReason, AMOUNT_CANNOT_BE_APPLIED, CHOOSE_A_LOAN, DISMISS_NEEDS_REASON,
    DISMISS_REASON_TOO_LONG, RECEIPT_ALREADY_APPLIED, REVIEW_ALREADY_RESOLVED, REVIEW_APPLIED,
    REVIEW_DISMISSED, UNKNOWN_REVIEW_STATUS,
};
use portal_core::roles::Role;
use repayments_setup::*;
use reqwest::StatusCode;
use serde_json::{json, Value};
use sqlx::Row;

const OWED: i64 = 103_000;

async fn list(app: &TestApp, token: &str, query: &str) -> (StatusCode, Value) {
    json(
        app.get(&format!("/api/payments/reviews{query}"), Some(token))
            .await,
    )
    .await
}

async fn resolve(
    app: &TestApp,
    token: &str,
    id: &str,
    how: &str,
    body: Value,
) -> (StatusCode, Value) {
    json(
        app.post_json(
            &format!("/api/payments/reviews/{id}/{how}"),
            Some(token),
            &body,
        )
        .await,
    )
    .await
}

/// Paybill money for an account number no loan has; returns the item's id.
async fn unknown_account(app: &TestApp, receipt: &str, amount: &str) -> String {
    let body = c2b(receipt, "NOSUCH12", amount);
    post_c2b(app, "confirmation", &secret(app), &body).await;
    sqlx::query("SELECT id FROM payment_reviews WHERE receipt = $1")
        .bind(receipt)
        .fetch_one(app.pool())
        .await
        .expect("kept for review")
        .get(0)
}

async fn audit_details(app: &TestApp, kind: &str) -> Vec<(Option<String>, String)> {
    sqlx::query("SELECT user_id, detail FROM audit_events WHERE kind = $1 ORDER BY created_at")
        .bind(kind)
        .fetch_all(app.pool())
        .await
        .expect("audit")
        .iter()
        .map(|row| (row.get(0), row.get(1)))
        .collect()
}

async fn recorded_by(app: &TestApp, receipt: &str) -> Option<String> {
    sqlx::query("SELECT recorded_by FROM loan_repayments WHERE receipt = $1")
        .bind(receipt)
        .fetch_one(app.pool())
        .await
        .expect("repayment")
        .get(0)
}

#[tokio::test]
async fn only_authorizers_and_super_admins_see_and_resolve_the_list() {
    each_backend(Options::default(), async |app| {
        let id = unknown_account(app, "RKM0000001", "500").await;
        let (_, client_token) = client(app, "amina@example.com").await;
        let mut refused = vec![client_token];
        for (role, email) in [
            (Role::Processor, "processor@example.com"),
            (Role::Admin, "admin@example.com"),
            (Role::Sales, "sales@example.com"),
            (Role::Applicant, "applicant@example.com"),
        ] {
            refused.push(staff(app, role, email).await);
        }
        let forbidden = (
            StatusCode::FORBIDDEN,
            error("You do not have access to this"),
        );
        for token in &refused {
            assert_eq!(list(app, token, "").await, forbidden);
            // The same answer whether the item exists or not.
            for item in [id.as_str(), "67400000deadbeef00a1b2c3"] {
                let body = json!({ "loanId": "00A1B2C3" });
                assert_eq!(resolve(app, token, item, "apply", body).await, forbidden);
                let body = json!({ "reason": "x" });
                assert_eq!(resolve(app, token, item, "dismiss", body).await, forbidden);
            }
        }
        let response = app.get("/api/payments/reviews", None).await;
        assert_eq!(response.status(), StatusCode::UNAUTHORIZED);

        for (role, email) in [
            (Role::Authorizer, "authorizer@example.com"),
            (Role::Super, "super@example.com"),
        ] {
            let token = staff(app, role, email).await;
            let (status, body) = list(app, &token, "").await;
            assert_eq!(status, StatusCode::OK, "{body}");
            assert_eq!(body["total"], 1);
            // Missing and malformed ids are not found alike.
            for item in ["67400000deadbeef00a1b2c3", "nope"] {
                let body = json!({ "reason": "x" });
                assert_eq!(
                    resolve(app, &token, item, "dismiss", body).await,
                    (StatusCode::NOT_FOUND, error("Not found"))
                );
            }
        }
        assert_eq!(
            app.count_rows("audit_events WHERE kind LIKE 'payment_review%'")
                .await,
            0
        );
        assert_eq!(
            app.count_rows("payment_reviews WHERE status = 'open'")
                .await,
            1
        );
    })
    .await;
}

#[tokio::test]
async fn the_list_shows_each_item_with_its_reason_newest_first_in_pages() {
    each_backend(Options::default(), async |app| {
        let token = staff(app, Role::Super, "super@example.com").await;
        let (id, _) = client(app, "amina@example.com").await;
        let loan = active_loan(app, &id, LoanSpec::default()).await;
        let account = account_number(&loan);
        unknown_account(app, "RKN0000001", "500").await;
        app.advance_clock(1);
        post_c2b(
            app,
            "confirmation",
            &secret(app),
            &c2b("RKN0000002", &account, "1e15"),
        )
        .await;
        for n in 3..=7 {
            app.advance_clock(1);
            unknown_account(app, &format!("RKN000000{n}"), "10").await;
        }

        let (status, first) = list(app, &token, "?perPage=2").await;
        assert_eq!(status, StatusCode::OK, "{first}");
        assert_eq!(
            (
                first["page"].clone(),
                first["perPage"].clone(),
                first["total"].clone()
            ),
            (json!(1), json!(2), json!(7))
        );
        let receipts = |page: &Value| -> Vec<String> {
            page["data"]
                .as_array()
                .expect("data")
                .iter()
                .map(|item| item["receipt"].as_str().expect("receipt").to_owned())
                .collect()
        };
        assert_eq!(receipts(&first), ["RKN0000007", "RKN0000006"]);
        let (_, last) = list(app, &token, "?perPage=2&page=4").await;
        assert_eq!(receipts(&last), ["RKN0000001"]);
        let (_, all) = list(app, &token, "?perPage=500").await;
        assert_eq!(all["perPage"], 100);
        assert_eq!(receipts(&all).len(), 7);

        let huge = &all["data"][5];
        assert_eq!(huge["receipt"], "RKN0000002");
        assert_eq!(huge["channel"], "c2b");
        assert_eq!(huge["reference"], account.as_str());
        assert_eq!(huge["loanId"], loan.as_str());
        assert_eq!(huge["accountNumber"], account.as_str());
        assert_eq!(huge["msisdn"], PAYS_MSISDN);
        // The payer's name M-Pesa gave: the clue to whose money it is.
        assert_eq!(huge["payerName"], "Amina");
        assert_eq!(huge["amount"], json!(1_000_000_000_000_000_i64));
        assert_eq!(huge["amountText"], "1e15");
        assert_eq!(huge["reason"], "amount_above_ceiling");
        assert_eq!(
            huge["reasonText"],
            ReviewReason::AmountAboveCeiling.message()
        );
        assert_eq!(huge["status"], "open");
        assert_eq!(huge["resolvedBy"], Value::Null);
        let unknown = &all["data"][6];
        assert_eq!(unknown["reason"], "unknown_account");
        assert_eq!(unknown["reasonText"], "No loan has this account number");
        assert_eq!(unknown["loanId"], Value::Null);
        assert_eq!(unknown["amount"], json!(500));

        // A confirmation without a name (or only spaces) lists none.
        for (receipt, name) in [("RKN0000008", json!("  ")), ("RKN0000009", Value::Null)] {
            app.advance_clock(1);
            let mut body = c2b(receipt, "NOSUCH12", "20");
            match name {
                Value::Null => body.as_object_mut().expect("body").remove("FirstName"),
                name => body
                    .as_object_mut()
                    .expect("body")
                    .insert("FirstName".into(), name),
            };
            post_c2b(app, "confirmation", &secret(app), &body).await;
        }
        let (_, nameless) = list(app, &token, "?perPage=2").await;
        for item in nameless["data"].as_array().expect("data") {
            assert_eq!(item["payerName"], Value::Null, "{item}");
        }

        assert_eq!(
            list(app, &token, "?status=closed").await,
            (StatusCode::BAD_REQUEST, error(UNKNOWN_REVIEW_STATUS))
        );
        assert_eq!(list(app, &token, "?status=applied").await.1["total"], 0);
        assert_eq!(list(app, &token, "?status=all").await.1["total"], 9);
    })
    .await;
}

#[tokio::test]
async fn staff_apply_an_item_to_a_loan_once() {
    each_backend(Options::default(), async |app| {
        let token = staff(app, Role::Authorizer, "authorizer@example.com").await;
        let (id, _) = client(app, "amina@example.com").await;
        let loan = active_loan(app, &id, LoanSpec::default()).await;
        let item = unknown_account(app, "RKP0000001", "300").await;

        assert_eq!(
            resolve(app, &token, &item, "apply", json!({})).await,
            (StatusCode::BAD_REQUEST, error(CHOOSE_A_LOAN))
        );
        assert_eq!(
            resolve(app, &token, &item, "apply", json!({ "loanId": "FFFFFFFF" })).await,
            (StatusCode::NOT_FOUND, error("Not found"))
        );
        // Named by its paybill account number, as the customer should have typed it.
        let (status, body) = resolve(
            app,
            &token,
            &item,
            "apply",
            json!({ "loanId": account_number(&loan) }),
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{body}");
        assert_eq!(body["message"], REVIEW_APPLIED);
        assert_eq!(body["data"]["status"], "applied");
        assert_eq!(body["data"]["appliedLoanId"], loan.as_str());
        assert_eq!(
            body["data"]["resolvedByName"],
            "First-authorizer Last-authorizer"
        );
        assert!(body["data"]["resolvedAt"].is_i64());

        assert_eq!(
            loan_money(app, &loan).await,
            ("active".into(), OWED - 30_000, 0)
        );
        assert_eq!(
            repayments(app, &loan).await,
            [("RKP0000001".into(), 30_000, "c2b".into(), 0)]
        );
        let authorizer: String = sqlx::query("SELECT id FROM users WHERE email = $1")
            .bind("authorizer@example.com")
            .fetch_one(app.pool())
            .await
            .expect("user")
            .get(0);
        assert_eq!(
            recorded_by(app, "RKP0000001").await.as_deref(),
            Some(authorizer.as_str())
        );
        let sms = app.messages_to(PAYS_MSISDN).await;
        assert_eq!(sms.len(), 1);
        assert!(
            sms[0].1.contains("M-Pesa receipt: RKP0000001"),
            "{}",
            sms[0].1
        );
        let audited = audit_details(app, "payment_review_applied").await;
        assert_eq!(audited.len(), 1);
        assert_eq!(audited[0].0.as_deref(), Some(authorizer.as_str()));
        assert!(
            audited[0].1.contains(&item) && audited[0].1.contains(&loan),
            "{}",
            audited[0].1
        );

        // Once: again, or dismissing it now, is refused and changes nothing.
        let already = (StatusCode::CONFLICT, error(REVIEW_ALREADY_RESOLVED));
        assert_eq!(
            resolve(app, &token, &item, "apply", json!({ "loanId": loan })).await,
            already
        );
        assert_eq!(
            resolve(app, &token, &item, "dismiss", json!({ "reason": "oops" })).await,
            already
        );
        // The same receipt confirmed again by M-Pesa counts once too.
        let account = account_number(&loan);
        post_c2b(
            app,
            "confirmation",
            &secret(app),
            &c2b("RKP0000001", &account, "300"),
        )
        .await;
        assert_eq!(loan_money(app, &loan).await.1, OWED - 30_000);
        assert_eq!(audit_details(app, "payment_review_applied").await.len(), 1);
    })
    .await;
}

#[tokio::test]
async fn many_staff_applying_one_item_at_once_apply_it_once() {
    each_backend(Options::default(), async |app| {
        let first = staff(app, Role::Authorizer, "authorizer@example.com").await;
        let second = staff(app, Role::Super, "super@example.com").await;
        let (id, _) = client(app, "amina@example.com").await;
        let loan = active_loan(app, &id, LoanSpec::default()).await;
        let other = active_loan(app, &id, LoanSpec::default()).await;
        let item = unknown_account(app, "RKQ0000001", "200").await;

        let attempts = (0..20).map(|n| {
            let (token, target) = if n % 2 == 0 {
                (&first, &loan)
            } else {
                (&second, &other)
            };
            let body = if n % 5 == 4 {
                (
                    "dismiss",
                    json!({ "reason": "a duplicate of another payment" }),
                )
            } else {
                ("apply", json!({ "loanId": target }))
            };
            let item = &item;
            async move { resolve(app, token, item, body.0, body.1).await }
        });
        let answers = join_all(attempts).await;
        let done: Vec<&(StatusCode, Value)> =
            answers.iter().filter(|a| a.0 == StatusCode::OK).collect();
        assert_eq!(done.len(), 1, "{answers:?}");
        for answer in answers.iter().filter(|a| a.0 != StatusCode::OK) {
            assert_eq!(
                answer,
                &(StatusCode::CONFLICT, error(REVIEW_ALREADY_RESOLVED))
            );
        }
        let moved = [
            OWED - loan_money(app, &loan).await.1,
            OWED - loan_money(app, &other).await.1,
        ];
        let resolutions = audit_details(app, "payment_review_applied").await.len()
            + audit_details(app, "payment_review_dismissed").await.len();
        assert_eq!(resolutions, 1);
        if done[0].1["data"]["status"] == "applied" {
            assert_eq!(moved.iter().sum::<i64>(), 20_000, "{moved:?}");
        } else {
            assert_eq!(moved, [0, 0]);
        }
    })
    .await;
}

#[tokio::test]
async fn what_cannot_be_applied_is_refused_and_the_item_stays_open() {
    each_backend(Options::default(), async |app| {
        let token = staff(app, Role::Super, "super@example.com").await;
        let (id, client_token) = client(app, "amina@example.com").await;
        let loan = active_loan(app, &id, LoanSpec::default()).await;
        let account = account_number(&loan);
        let key = secret(app);

        // Part of a shilling, or nothing.
        post_c2b(
            app,
            "confirmation",
            &key,
            &c2b("RKR0000001", &account, "10.50"),
        )
        .await;
        post_c2b(
            app,
            "confirmation",
            &key,
            &c2b("RKR0000002", &account, "ten"),
        )
        .await;
        let (_, page) = list(app, &token, "").await;
        for item in page["data"].as_array().expect("items") {
            let id = item["id"].as_str().expect("id");
            assert_eq!(
                resolve(app, &token, id, "apply", json!({ "loanId": loan })).await,
                (StatusCode::BAD_REQUEST, error(AMOUNT_CANNOT_BE_APPLIED))
            );
        }

        // A loan not paid out takes no money.
        let pending = active_loan(app, &id, LoanSpec::default()).await;
        sqlx::query("UPDATE loans SET status = 'approved' WHERE id = $1")
            .bind(&pending)
            .execute(app.pool())
            .await
            .expect("not paid out yet");
        let item = unknown_account(app, "RKR0000003", "100").await;
        assert_eq!(
            resolve(app, &token, &item, "apply", json!({ "loanId": pending })).await,
            (StatusCode::CONFLICT, error(LOAN_NOT_REPAYABLE))
        );

        // An STK payment whose callback named another amount: its receipt is applied already.
        let checkout = pay_ok(app, &client_token, &loan, 100, PAYS).await;
        settled(app, &client_token, &checkout).await;
        let receipt: String =
            sqlx::query("SELECT receipt FROM mpesa_requests WHERE checkout_request_id = $1")
                .bind(&checkout)
                .fetch_one(app.pool())
                .await
                .expect("request")
                .get(0);
        let mut body = stk_callback(&checkout, 0, Some(&receipt), 100);
        body["Body"]["stkCallback"]["CallbackMetadata"]["Item"][0]["Value"] = json!(900);
        // The request is paid already; the callback repeats with another amount: nothing to review.
        post_callback(app, &key, &body).await;
        assert_eq!(loan_money(app, &loan).await.1, OWED - 10_000);
        let bought = "RKR0000004";
        let checkout = pay_ok(app, &client_token, &loan, 100, "0712345222").await;
        let mut body = stk_callback(&checkout, 0, Some(bought), 100);
        body["Body"]["stkCallback"]["CallbackMetadata"]["Item"][0]["Value"] = json!(900);
        post_callback(app, &key, &body).await;
        assert_eq!(loan_money(app, &loan).await.1, OWED - 20_000);
        let differs: String = sqlx::query("SELECT id FROM payment_reviews WHERE receipt = $1")
            .bind(bought)
            .fetch_one(app.pool())
            .await
            .expect("kept")
            .get(0);
        assert_eq!(
            resolve(app, &token, &differs, "apply", json!({ "loanId": loan })).await,
            (StatusCode::CONFLICT, error(RECEIPT_ALREADY_APPLIED))
        );

        assert_eq!(loan_money(app, &loan).await.1, OWED - 20_000);
        assert_eq!(
            app.count_rows("payment_reviews WHERE status = 'open'")
                .await,
            4
        );
        assert_eq!(
            app.count_rows("audit_events WHERE kind LIKE 'payment_review%'")
                .await,
            0
        );
    })
    .await;
}

#[tokio::test]
async fn staff_dismiss_an_item_with_a_reason_once() {
    each_backend(Options::default(), async |app| {
        let token = staff(app, Role::Super, "super@example.com").await;
        let item = unknown_account(app, "RKS0000001", "100").await;
        for (body, message) in [
            (json!({}), DISMISS_NEEDS_REASON),
            (json!({ "reason": "   " }), DISMISS_NEEDS_REASON),
            (
                json!({ "reason": "x".repeat(501) }),
                DISMISS_REASON_TOO_LONG,
            ),
        ] {
            assert_eq!(
                resolve(app, &token, &item, "dismiss", body).await,
                (StatusCode::BAD_REQUEST, error(message))
            );
        }
        let (status, body) = resolve(
            app,
            &token,
            &item,
            "dismiss",
            json!({ "reason": " Refunded to the customer by M-Pesa reversal " }),
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{body}");
        assert_eq!(body["message"], REVIEW_DISMISSED);
        assert_eq!(body["data"]["status"], "dismissed");
        assert_eq!(
            body["data"]["note"],
            "Refunded to the customer by M-Pesa reversal"
        );
        assert_eq!(body["data"]["resolvedByName"], "First-super Last-super");
        assert_eq!(
            resolve(app, &token, &item, "dismiss", json!({ "reason": "again" })).await,
            (StatusCode::CONFLICT, error(REVIEW_ALREADY_RESOLVED))
        );
        assert_eq!(
            audit_details(app, "payment_review_dismissed").await.len(),
            1
        );
        assert_eq!(list(app, &token, "").await.1["total"], 0);
        assert_eq!(list(app, &token, "?status=dismissed").await.1["total"], 1);
    })
    .await;
}
