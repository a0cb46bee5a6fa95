//! Money from M-Pesa applied at most once, however the news of one payment arrives: several success
//! callbacks for one request, a receipt-less status query racing the callback, a C2B confirmation of
//! a payment the query already settled, fifty deliveries at once; and amounts that cannot be right
//! never reach a balance.

use crate::common;
use crate::repayments_setup;

use common::profile::client;
use common::{each_backend, Options, TestApp};
use futures_util::future::join_all;
use portal_core::loans::paybill::account_number;
use portal_server::repayments::model::PAYMENT_MATCH_WINDOW_SECONDS;
use repayments_setup::*;
use reqwest::StatusCode;
use serde_json::json;

/// The loan's whole balance before any payment (`LoanSpec::default()`).
const OWED: i64 = 103_000;

/// Sends every prompt and its callback is so slow that the test delivers the news itself.
fn no_callback() -> Options {
    Options::configured(|config| config.mpesa.simulator_delay_ms = 600_000)
}

/// A client with an active loan and one pending STK request of `amount` shillings:
/// (token, loan id, CheckoutRequestID).
async fn pending_payment(app: &TestApp, amount: i64) -> (String, String, String) {
    let (id, token) = client(app, "amina@example.com").await;
    let loan = active_loan(app, &id, LoanSpec::default()).await;
    let checkout = pay_ok(app, &token, &loan, amount, PAYS).await;
    (token, loan, checkout)
}

fn accepted() -> (StatusCode, serde_json::Value) {
    (
        StatusCode::OK,
        json!({ "ResultCode": 0, "ResultDesc": "Accepted" }),
    )
}

#[tokio::test]
async fn fifty_success_callbacks_with_different_receipts_apply_one_request_once() {
    each_backend(no_callback(), async |app| {
        let (token, loan, checkout) = pending_payment(app, 400).await;
        let key = secret(app);
        let bodies: Vec<_> = (0..50)
            .map(|n| stk_callback(&checkout, 0, Some(&format!("RKA{n:07}")), 400))
            .collect();
        let answers = join_all(bodies.iter().map(|body| post_callback(app, &key, body))).await;
        for answer in answers {
            assert_eq!(answer, accepted());
        }

        assert_eq!(
            loan_money(app, &loan).await,
            ("active".into(), OWED - 40_000, 0)
        );
        let paid = repayments(app, &loan).await;
        assert_eq!(paid.len(), 1, "{paid:?}");
        let (receipt, amount, channel, credit) = &paid[0];
        assert!(receipt.starts_with("RKA"), "{receipt}");
        assert_eq!((*amount, channel.as_str(), *credit), (40_000, "stk", 0));
        let data = settled(app, &token, &checkout).await;
        assert_eq!(data["status"], "paid");
        assert_eq!(data["receipt"], receipt.as_str());
        assert_eq!(app.messages_to(PAYS_MSISDN).await.len(), 1);
        // Each other receipt is money M-Pesa says it took: kept for staff, not applied, not lost.
        let kept = kept_for_review(app).await;
        assert_eq!(kept.len(), 49);
        for (kept_receipt, reason, amount, loan_id) in kept {
            assert_ne!(kept_receipt.as_deref(), Some(receipt.as_str()));
            assert_eq!(
                (reason.as_str(), amount.as_str(), loan_id.as_deref()),
                ("another_receipt", "400", Some(loan.as_str()))
            );
        }
    })
    .await;
}

#[tokio::test]
async fn a_receipt_less_settlement_racing_the_callback_applies_once() {
    each_backend(no_callback(), async |app| {
        let (id, token) = client(app, "amina@example.com").await;
        let loan = active_loan(app, &id, LoanSpec::default()).await;
        let key = secret(app);
        for n in 0..20 {
            let checkout = pay_ok(app, &token, &loan, 10, PAYS).await;
            let real = format!("RKB{n:07}");
            let callback = stk_callback(&checkout, 0, Some(&real), 10);
            let (settled_by_query, answer) = tokio::join!(
                query_says_paid_without_receipt(app, &checkout),
                post_callback(app, &key, &callback)
            );
            settled_by_query.expect("the query's settlement");
            assert_eq!(answer, accepted());
            let paid = repayments(app, &loan).await;
            assert_eq!(paid.len(), n + 1, "try {n}: {paid:?}");
            let balance = loan_money(app, &loan).await.1;
            let expected = OWED - 1_000 * i64::try_from(n + 1).expect("small");
            assert_eq!(balance, expected, "try {n}");
        }
        assert!(kept_for_review(app).await.is_empty());
    })
    .await;
}

#[tokio::test]
async fn a_c2b_confirmation_of_a_payment_the_query_settled_attaches_to_it() {
    each_backend(no_callback(), async |app| {
        let (token, loan, checkout) = pending_payment(app, 100).await;
        let key = secret(app);
        let real = "RKC1234567";

        // The status query settles it without a receipt; then the paybill confirms the same payment
        // with its real receipt; then the STK callback comes.
        query_says_paid_without_receipt(app, &checkout)
            .await
            .expect("settled");
        assert_eq!(loan_money(app, &loan).await.1, OWED - 10_000);
        let confirmation = c2b(real, &account_number(&loan), "100");
        assert_eq!(
            post_c2b(app, "confirmation", &key, &confirmation).await,
            accepted()
        );
        assert_eq!(
            post_callback(app, &key, &stk_callback(&checkout, 0, Some(real), 100)).await,
            accepted()
        );

        assert_eq!(
            loan_money(app, &loan).await,
            ("active".into(), OWED - 10_000, 0)
        );
        assert_eq!(
            repayments(app, &loan).await,
            [(real.to_owned(), 10_000, "stk".into(), 0)]
        );
        let data = settled(app, &token, &checkout).await;
        assert_eq!(
            (data["status"].as_str(), data["receipt"].as_str()),
            (Some("paid"), Some(real))
        );
    })
    .await;
}

#[tokio::test]
async fn a_c2b_confirmation_first_settles_the_request_it_matches() {
    each_backend(no_callback(), async |app| {
        let (token, loan, checkout) = pending_payment(app, 100).await;
        let key = secret(app);
        let real = "RKD1234567";

        let confirmation = c2b(real, &account_number(&loan), "100");
        assert_eq!(
            post_c2b(app, "confirmation", &key, &confirmation).await,
            accepted()
        );
        query_says_paid_without_receipt(app, &checkout)
            .await
            .expect("settled");
        assert_eq!(
            post_callback(app, &key, &stk_callback(&checkout, 0, Some(real), 100)).await,
            accepted()
        );

        assert_eq!(loan_money(app, &loan).await.1, OWED - 10_000);
        assert_eq!(
            repayments(app, &loan).await,
            [(real.to_owned(), 10_000, "c2b".into(), 0)]
        );
        let data = settled(app, &token, &checkout).await;
        assert_eq!(
            (data["status"].as_str(), data["receipt"].as_str()),
            (Some("paid"), Some(real))
        );
    })
    .await;
}

#[tokio::test]
async fn fifty_mixed_deliveries_of_one_payment_apply_it_once() {
    each_backend(no_callback(), async |app| {
        let (token, loan, checkout) = pending_payment(app, 250).await;
        let key = secret(app);
        let real = "RKE1234567";
        let account = account_number(&loan);
        let callback = stk_callback(&checkout, 0, Some(real), 250);
        let confirmation = c2b(real, &account, "250");

        let deliveries = (0..50).map(|n| {
            let (callback, confirmation, key, checkout) =
                (&callback, &confirmation, &key, &checkout);
            async move {
                match n % 3 {
                    0 => assert_eq!(post_callback(app, key, callback).await, accepted()),
                    1 => assert_eq!(
                        post_c2b(app, "confirmation", key, confirmation).await,
                        accepted()
                    ),
                    _ => query_says_paid_without_receipt(app, checkout)
                        .await
                        .expect("settled"),
                }
            }
        });
        join_all(deliveries).await;

        assert_eq!(loan_money(app, &loan).await.1, OWED - 25_000);
        let paid = repayments(app, &loan).await;
        assert_eq!(paid.len(), 1, "{paid:?}");
        assert_eq!((paid[0].0.as_str(), paid[0].1), (real, 25_000));
        let data = settled(app, &token, &checkout).await;
        assert_eq!(
            (data["status"].as_str(), data["receipt"].as_str()),
            (Some("paid"), Some(real))
        );
        assert_eq!(app.messages_to(PAYS_MSISDN).await.len(), 1);
        assert!(kept_for_review(app).await.is_empty());
    })
    .await;
}

#[tokio::test]
async fn a_success_for_a_request_never_sent_is_kept_for_staff() {
    each_backend(Options::default(), async |app| {
        let body = stk_callback("ws_CO_UNKNOWN", 0, Some("RKT0000001"), 700);
        assert_eq!(post_callback(app, &secret(app), &body).await, accepted());
        let failed = stk_callback("ws_CO_UNKNOWN2", 1032, None, 0);
        assert_eq!(post_callback(app, &secret(app), &failed).await, accepted());
        assert_eq!(
            kept_for_review(app).await,
            [(
                Some("RKT0000001".into()),
                "unknown_request".into(),
                "700".into(),
                None
            )]
        );
    })
    .await;
}

#[tokio::test]
async fn a_c2b_amount_that_cannot_be_right_moves_no_money() {
    each_backend(Options::default(), async |app| {
        let (id, _) = client(app, "amina@example.com").await;
        let loan = active_loan(app, &id, LoanSpec::default()).await;
        let account = account_number(&loan);
        let key = secret(app);
        for (n, amount) in ["1e15", "0", "-100", "100.50", "0.01", "ten", "250001"]
            .into_iter()
            .enumerate()
        {
            let body = c2b(&format!("RKF{n:07}"), &account, amount);
            assert_eq!(post_c2b(app, "confirmation", &key, &body).await, accepted());
            assert_eq!(
                loan_money(app, &loan).await,
                ("active".into(), OWED, 0),
                "{amount}"
            );
        }
        assert!(repayments(app, &loan).await.is_empty());
        assert!(app.messages_to(PAYS_MSISDN).await.is_empty());
        let reason = |n: usize, reason: &str, amount: &str| {
            (
                Some(format!("RKF{n:07}")),
                reason.to_owned(),
                amount.to_owned(),
                Some(loan.clone()),
            )
        };
        assert_eq!(
            kept_for_review(app).await,
            [
                reason(0, "amount_above_ceiling", "1e15"),
                reason(1, "amount_not_positive", "0"),
                reason(2, "amount_not_positive", "-100"),
                reason(3, "amount_not_whole", "100.50"),
                reason(4, "amount_not_whole", "0.01"),
                reason(5, "amount_unreadable", "ten"),
                reason(6, "amount_above_ceiling", "250001"),
            ]
        );
    })
    .await;
}

#[tokio::test]
async fn the_payment_ceiling_is_configured() {
    let ceiling = Options::configured(|config| {
        config.mpesa.max_payment = 1_000;
        config.mpesa.simulator_delay_ms = 600_000;
    });
    each_backend(ceiling, async |app| {
        let (id, _) = client(app, "amina@example.com").await;
        let loan = active_loan(app, &id, LoanSpec::default()).await;
        let account = account_number(&loan);
        let key = secret(app);
        post_c2b(
            app,
            "confirmation",
            &key,
            &c2b("RKG0000001", &account, "1001"),
        )
        .await;
        assert_eq!(loan_money(app, &loan).await.1, OWED);
        post_c2b(
            app,
            "confirmation",
            &key,
            &c2b("RKG0000002", &account, "1000"),
        )
        .await;
        assert_eq!(loan_money(app, &loan).await.1, OWED - 100_000);
        let kept = kept_for_review(app).await;
        assert_eq!(kept.len(), 1);
        assert_eq!(
            (kept[0].1.as_str(), kept[0].2.as_str()),
            ("amount_above_ceiling", "1001")
        );
    })
    .await;
}

#[tokio::test]
async fn an_stk_payment_applies_the_amount_requested() {
    each_backend(no_callback(), async |app| {
        let (id, token) = client(app, "amina@example.com").await;
        let loan = active_loan(app, &id, LoanSpec::default()).await;
        let key = secret(app);
        // M-Pesa charged what was asked; a callback naming another amount changes nothing of that.
        for (n, named) in [json!(1e15), json!(500), json!("100.5"), json!(-1)]
            .into_iter()
            .enumerate()
        {
            let checkout = pay_ok(app, &token, &loan, 100, PAYS).await;
            let mut body = stk_callback(&checkout, 0, Some(&format!("RKH{n:07}")), 0);
            body["Body"]["stkCallback"]["CallbackMetadata"]["Item"][0]["Value"] = named.clone();
            assert_eq!(post_callback(app, &key, &body).await, accepted());
            let paid = i64::try_from(n + 1).expect("small") * 10_000;
            assert_eq!(
                loan_money(app, &loan).await,
                ("active".into(), OWED - paid, 0),
                "{named}"
            );
        }
        let amounts: Vec<i64> = repayments(app, &loan).await.iter().map(|r| r.1).collect();
        assert_eq!(amounts, [10_000; 4]);
        // Each is also shown to staff, who find its receipt applied already.
        let kept = kept_for_review(app).await;
        let reasons: Vec<(&str, &str)> =
            kept.iter().map(|k| (k.1.as_str(), k.2.as_str())).collect();
        assert_eq!(
            reasons,
            [
                ("amount_differs", "1000000000000000.0"),
                ("amount_differs", "500"),
                ("amount_differs", "100.5"),
                ("amount_differs", "-1"),
            ]
        );
    })
    .await;
}

#[tokio::test]
async fn news_for_a_request_already_closed_moves_no_money() {
    each_backend(no_callback(), async |app| {
        let (id, token) = client(app, "amina@example.com").await;
        let loan = active_loan(app, &id, LoanSpec::default()).await;
        let key = secret(app);

        // Cancelled, then (M-Pesa contradicting itself) paid: kept for staff.
        let checkout = pay_ok(app, &token, &loan, 100, PAYS).await;
        post_callback(app, &key, &stk_callback(&checkout, 1032, None, 0)).await;
        post_callback(
            app,
            &key,
            &stk_callback(&checkout, 0, Some("RKJ0000001"), 100),
        )
        .await;
        assert_eq!(settled(app, &token, &checkout).await["status"], "cancelled");

        // Paid, then cancelled: still paid.
        let checkout = pay_ok(app, &token, &loan, 100, PAYS).await;
        post_callback(
            app,
            &key,
            &stk_callback(&checkout, 0, Some("RKJ0000002"), 100),
        )
        .await;
        post_callback(app, &key, &stk_callback(&checkout, 1032, None, 0)).await;
        let data = settled(app, &token, &checkout).await;
        assert_eq!(
            (data["status"].as_str(), data["receipt"].as_str()),
            (Some("paid"), Some("RKJ0000002"))
        );

        assert_eq!(loan_money(app, &loan).await.1, OWED - 10_000);
        let kept = kept_for_review(app).await;
        assert_eq!(kept.len(), 1);
        assert_eq!(
            (kept[0].0.as_deref(), kept[0].1.as_str()),
            (Some("RKJ0000001"), "paid_after_closed")
        );
    })
    .await;
}

#[tokio::test]
async fn a_confirmation_from_a_hidden_number_attaches_to_the_request_it_matches() {
    each_backend(no_callback(), async |app| {
        let (token, loan, checkout) = pending_payment(app, 100).await;
        let key = secret(app);
        query_says_paid_without_receipt(app, &checkout)
            .await
            .expect("settled");
        // Newer Daraja versions mask the payer's number.
        let mut hidden = c2b("RKL0000001", &account_number(&loan), "100");
        hidden["MSISDN"] = json!("2547 ***** 678");
        post_c2b(app, "confirmation", &key, &hidden).await;
        post_callback(
            app,
            &key,
            &stk_callback(&checkout, 0, Some("RKL0000001"), 100),
        )
        .await;
        assert_eq!(loan_money(app, &loan).await.1, OWED - 10_000);
        assert_eq!(
            settled(app, &token, &checkout).await["receipt"],
            "RKL0000001"
        );

        // Someone else's number paying the same amount is another payment.
        let checkout = pay_ok(app, &token, &loan, 100, PAYS).await;
        query_says_paid_without_receipt(app, &checkout)
            .await
            .expect("settled");
        let mut other = c2b("RKL0000002", &account_number(&loan), "100");
        other["MSISDN"] = json!("254722000111");
        post_c2b(app, "confirmation", &key, &other).await;
        assert_eq!(loan_money(app, &loan).await.1, OWED - 30_000);
        assert_eq!(
            settled(app, &token, &checkout).await["receipt"],
            checkout.as_str()
        );
        assert!(kept_for_review(app).await.is_empty());
    })
    .await;
}

#[tokio::test]
async fn a_payment_counted_under_two_receipts_is_shown_to_staff() {
    each_backend(no_callback(), async |app| {
        let (token, loan, checkout) = pending_payment(app, 100).await;
        let key = secret(app);
        // The query settles it; the paybill confirms it only after the request's window, so it
        // counts as a payment of its own; the callback's receipt then shows the double.
        query_says_paid_without_receipt(app, &checkout)
            .await
            .expect("settled");
        app.advance_clock(PAYMENT_MATCH_WINDOW_SECONDS + 1);
        post_c2b(
            app,
            "confirmation",
            &key,
            &c2b("RKK0000001", &account_number(&loan), "100"),
        )
        .await;
        assert_eq!(loan_money(app, &loan).await.1, OWED - 20_000);
        post_callback(
            app,
            &key,
            &stk_callback(&checkout, 0, Some("RKK0000001"), 100),
        )
        .await;
        assert_eq!(loan_money(app, &loan).await.1, OWED - 20_000);
        assert_eq!(
            settled(app, &token, &checkout).await["receipt"],
            checkout.as_str()
        );
        let kept = kept_for_review(app).await;
        assert_eq!(kept.len(), 1);
        assert_eq!(
            (kept[0].0.as_deref(), kept[0].1.as_str()),
            (Some("RKK0000001"), "counted_twice")
        );
    })
    .await;
}
