//! Bounds and precision of money and percentage fields, over HTTP: an absurd or over-precise value
//! is refused with the field's message and nothing is stored or computed with it. One case per
//! family: calculator income and amounts, quote contributions and rates, the fund amount screen,
//! fund settings, bookkeeping amounts and quantities, and M-Pesa payments.

use crate::common;
use crate::repayments_setup;

use common::books::{entrepreneur, id, product, push_ok, put, sale, variant};
use common::loans::{amount_step, create_fund, fund_body, fund_step, person, proposal_step, with};
use common::{each_backend, error, json, Options, TestApp};
use portal_core::roles::Role;
use repayments_setup::{active_loan, pay, LoanSpec, PAYS};
use reqwest::StatusCode;
use serde_json::{json, Value};

async fn calculate(app: &TestApp, changes: Value) -> (StatusCode, Value) {
    let good = json!({ "amount": 6250, "contribution": 20, "years": 1.5,
                       "payments_per_year": 12, "interest_rate": 12 });
    json(
        app.post_json("/api/loan/calculate", None, &with(good, changes))
            .await,
    )
    .await
}

#[tokio::test]
async fn a_monthly_income_of_1e308_is_refused_and_nothing_is_stored() {
    each_backend(Options::default(), async |app| {
        let (id, token) = person(app, Role::Client, "amina@example.com").await;
        let good = json!({ "proposedAmount": "60,000", "proposedDuration": 12, "monthlyIncome": "100000",
                           "employmentStatus": "Capital Expenses" });
        for (income, message) in [
            (json!(1e308), "The monthly income can be at most 100,000,000"),
            (json!("1e308"), "The monthly income can be at most 100,000,000"),
            (json!("100000.50"), "Enter the monthly income in whole shillings"),
            (json!("10,00,000"), "Enter the monthly income in digits, e.g. 70000"),
            (json!(-100_000), "Enter a monthly income above 0"),
        ] {
            let body = with(good.clone(), json!({ "monthlyIncome": income }));
            let (status, answer) = json(
                app.post_json(&format!("/api/client/loan/apply/{id}"), Some(&token), &body)
                    .await,
            )
            .await;
            assert_eq!(status, StatusCode::BAD_REQUEST, "{income}: {answer}");
            assert_eq!(answer["error"], message, "{income}");
            assert_eq!(answer["fields"], json!({ "monthlyIncome": message }), "{income}");
        }
        assert_eq!(app.count_rows("loans").await, 0);
    })
    .await;
}

#[tokio::test]
async fn the_calculation_refuses_a_contribution_or_rate_finer_than_a_hundredth_and_absurd_amounts()
{
    each_backend(Options::default(), async |app| {
        for (changes, message) in [
            (
                json!({ "contribution": 99.999 }),
                "The contribution can have at most 2 decimals",
            ),
            (
                json!({ "interest_rate": 12.345 }),
                "The interest rate can have at most 2 decimals",
            ),
            (
                json!({ "amount": 1e308 }),
                "A loan can be at most 10,000,000,000",
            ),
            (
                json!({ "amount": "6,25,0" }),
                "Enter the loan amount as a number, e.g. 70000",
            ),
            (
                json!({ "years": 1.125 }),
                "The repayment period can have at most 2 decimals",
            ),
        ] {
            let (status, answer) = calculate(app, changes.clone()).await;
            assert_eq!(status, StatusCode::BAD_REQUEST, "{changes}: {answer}");
            assert_eq!(answer, json!({ "msg": message }), "{changes}");
        }
        // At the bounds, the figures as sent come back.
        let (status, answer) = calculate(app, json!({ "contribution": 99.99 })).await;
        assert_eq!(status, StatusCode::OK, "{answer}");
        assert_eq!(answer["data"]["in"]["contribution"], json!(99.99));
    })
    .await;
}

#[tokio::test]
async fn the_amount_screen_refuses_cents_and_absurd_amounts_instead_of_dropping_the_point() {
    each_backend(Options::default(), async |app| {
        let (_, super_token) = person(app, Role::Super, "super@example.com").await;
        let fund = create_fund(app, &super_token, &fund_body()).await;
        let (id, token) = person(app, Role::Client, "amina@example.com").await;
        proposal_step(app, &token, &id).await;
        let (status, _) = fund_step(app, &token, &id, &fund).await;
        assert_eq!(status, StatusCode::OK);
        let bare = json!({ "years": 1.5, "contribution": 20,
                           "name1": "Amina", "name2": "Wanjiru", "idno": "12345678" });
        for (amount, message) in [
            (
                json!("62500.50"),
                "Enter the loan amount in whole shillings",
            ),
            (json!(1e308), "A loan can be at most 10,000,000,000"),
            (
                json!("Ksh 62,500"),
                "Enter Loan amount in digits without commas or special characters e.g 70000",
            ),
        ] {
            let body = with(bare.clone(), json!({ "amount_b4_contrib": amount }));
            let (status, answer) = amount_step(app, &token, &id, &body).await;
            assert_eq!(status, StatusCode::BAD_REQUEST, "{amount}: {answer}");
            assert_eq!(answer["fields"], json!({ "amount": message }), "{amount}");
        }
        let (_, state) = json(
            app.get(&format!("/api/client/loan/get_state/{id}"), Some(&token))
                .await,
        )
        .await;
        assert_eq!(state["data"]["loanInfo"]["status"], "draft");
        assert_eq!(state["data"]["loanInfo"]["amount"], 0);
    })
    .await;
}

#[tokio::test]
async fn fund_settings_have_upper_bounds_and_their_precision() {
    each_backend(Options::default(), async |app| {
        let (_, token) = person(app, Role::Super, "super@example.com").await;
        for (changes, field, message) in [
            (
                json!({ "maxLoan": 1e15 }),
                "maxLoan",
                "The largest loan can be at most 10,000,000,000",
            ),
            (
                json!({ "penaltyFee": 1e12 }),
                "penaltyFee",
                "The penalty fee can be at most 1,000,000",
            ),
            (
                json!({ "annualInterest": 12.345 }),
                "annualInterest",
                "Enter the yearly interest with at most 2 decimals",
            ),
        ] {
            let body = with(fund_body(), changes.clone());
            let (status, answer) =
                json(app.post_json("/api/loan_fund", Some(&token), &body).await).await;
            assert_eq!(status, StatusCode::BAD_REQUEST, "{changes}: {answer}");
            assert_eq!(answer["fields"], json!({ field: message }), "{changes}");
        }
        assert_eq!(app.count_rows("loan_funds").await, 0);
    })
    .await;
}

#[tokio::test]
async fn bookkeeping_amounts_and_quantities_beyond_a_decimal_get_the_fields_message() {
    each_backend(Options::default(), async |app| {
        let (_, token, business) = entrepreneur(app, Role::Client, "amina@example.com").await;
        let (p, v) = (id(), id());
        let mut huge_revenue = sale(&business.id, &id(), &v, 100.0);
        huge_revenue["revenue"] = json!(1e308);
        let mut huge_quantity = sale(&business.id, &id(), &v, 100.0);
        huge_quantity["quantity"] = json!(1e300);
        let mut typed_exponent = sale(&business.id, &id(), &v, 100.0);
        typed_exponent["revenue"] = json!("1.5e3");
        let mutations = [
            put(1, "product", &product(&business.id, &p)),
            put(2, "productVariant", &variant(&business.id, &v, &p)),
            put(3, "sale", &huge_revenue),
            put(4, "sale", &huge_quantity),
            put(5, "sale", &typed_exponent),
        ];
        let answer = push_ok(app, &token, &id(), &mutations).await;
        let rejected: Vec<(i64, &str)> = answer["rejected"]
            .as_array()
            .expect("rejected")
            .iter()
            .map(|r| {
                (
                    r["seq"].as_i64().unwrap_or(0),
                    r["message"].as_str().unwrap_or(""),
                )
            })
            .collect();
        assert_eq!(
            rejected,
            vec![
                (3, "Amounts can be at most 10,000,000,000"),
                (4, "Quantities can be at most 1,000,000,000"),
            ]
        );
        // The number typed as 1.5e3 is the 1500 it says.
        let (_, stored) = json(app.get("/api/sync/pull?cursor=0", Some(&token)).await).await;
        let revenues: Vec<&Value> = stored["changes"]
            .as_array()
            .expect("changes")
            .iter()
            .filter(|c| c["entity"] == "sale")
            .map(|c| &c["record"]["revenue"])
            .collect();
        assert_eq!(revenues, vec![&json!(1500)]);
    })
    .await;
}

#[tokio::test]
async fn a_payment_amount_is_read_whole_or_refused() {
    let instant = Options::configured(|config| config.mpesa.simulator_delay_ms = 0);
    each_backend(instant, async |app| {
        let (id, token) = common::profile::client(app, "amina@example.com").await;
        let loan = active_loan(app, &id, LoanSpec::default()).await;
        for (amount, message) in [
            (json!(1e308), "M-Pesa takes at most 250,000 in one payment"),
            (json!("1,0,0"), "Enter the amount in digits, e.g. 1500"),
            (json!("100.5"), "Enter the amount in whole shillings"),
        ] {
            let answer = pay(app, &token, &loan, amount.clone(), PAYS).await;
            assert_eq!(
                answer,
                (StatusCode::BAD_REQUEST, error(message)),
                "{amount}"
            );
        }
        assert_eq!(app.count_rows("mpesa_requests").await, 0);
    })
    .await;
}
