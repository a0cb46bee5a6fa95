//! The public loan calculator and loan funds: the worked case, its errors in `msg`, fund checks by
//! core, who may list and manage funds, and the demo funds.

use crate::common;

use common::loans::{create_fund, fund_body, person, with};
use common::{each_backend, json, Options};
use portal_core::loans::fund::{
    CHOOSE_CURRENCY, INTEREST_RANGE, INTERVAL_RANGE, WHOLE_MAX_LOAN, YEARS_RANGE,
};
use portal_core::loans::quote::{
    AMOUNT_NOT_A_NUMBER, AMOUNT_NOT_POSITIVE, CONTRIBUTION_OUT_OF_RANGE, RATE_OUT_OF_RANGE,
    YEARS_NOT_POSITIVE,
};
use portal_core::roles::Role;
use reqwest::StatusCode;
use serde_json::{json, Value};

#[tokio::test]
async fn the_calculator_answers_the_worked_case_without_a_token() {
    each_backend(Options::default(), async |app| {
        let body = json!({ "amount": 6250, "contribution": 20, "years": 1.5,
                           "payments_per_year": 12, "interest_rate": 12 });
        let (status, answer) = json(app.post_json("/api/loan/calculate", None, &body).await).await;
        assert_eq!(status, StatusCode::OK, "{answer}");
        assert_eq!(
            answer["data"]["out"],
            json!({ "full_periods": 17, "installment": 328, "overflow_amount": 324,
                    "payable_interest": 900, "totalToPay": 5900, "no_of_installments": 18,
                    "amount_b4_contrib": 6250 })
        );
        assert_eq!(
            answer["data"]["in"],
            json!({ "amount": 6250, "interest_rate": 12, "contribution": 20, "years": 1.5,
                    "payments_per_year": 12 })
        );
        // Text works too, and the 5000 principal is what the interest is on.
        let text = json!({ "amount": "6,250", "contribution": "20", "years": "1.5",
                           "payments_per_year": "12", "interest_rate": "12" });
        let (status, again) = json(app.post_json("/api/loan/calculate", None, &text).await).await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(again["data"]["out"], answer["data"]["out"]);
    })
    .await;
}

#[tokio::test]
async fn the_calculator_answers_errors_in_msg() {
    each_backend(Options::default(), async |app| {
        let good = json!({ "amount": 6250, "contribution": 20, "years": 1.5,
                           "payments_per_year": 12, "interest_rate": 12 });
        let cases = [
            (json!({ "amount": 0 }), AMOUNT_NOT_POSITIVE),
            (json!({ "amount": "abc" }), AMOUNT_NOT_A_NUMBER),
            (json!({ "contribution": 100 }), CONTRIBUTION_OUT_OF_RANGE),
            (json!({ "years": 0 }), YEARS_NOT_POSITIVE),
            (json!({ "years": null }), YEARS_NOT_POSITIVE),
            (json!({ "interest_rate": 101 }), RATE_OUT_OF_RANGE),
        ];
        for (change, message) in cases {
            let body = with(good.clone(), change.clone());
            let (status, answer) =
                json(app.post_json("/api/loan/calculate", None, &body).await).await;
            assert_eq!(status, StatusCode::BAD_REQUEST, "{change}");
            assert_eq!(answer, json!({ "msg": message }), "{change}");
        }
        let response = app
            .client
            .post(app.url("/api/loan/calculate"))
            .body("not json")
            .send()
            .await
            .expect("send");
        let (status, answer) = json(response).await;
        assert_eq!(status, StatusCode::BAD_REQUEST);
        assert!(answer["msg"].is_string());
    })
    .await;
}

#[tokio::test]
async fn funds_are_checked_by_core_and_managed_by_the_super_admin() {
    each_backend(Options::default(), async |app| {
        let (_, super_token) = person(app, Role::Super, "super@example.com").await;
        let (status, created) =
            json(app.post_json("/api/loan_fund", Some(&super_token), &fund_body()).await).await;
        assert_eq!(status, StatusCode::OK, "{created}");
        assert_eq!(created["message"], "Loan fund created");
        let id = created["data"]["_id"].as_str().expect("id").to_owned();
        assert_eq!(id.len(), 24);
        assert_eq!(
            created["data"],
            json!({ "_id": id, "name": "Inua Fund", "description": "Working capital", "currency": "KES",
                    "maxLoan": 500000, "website": "https://inua.example.org", "annualInterest": 12,
                    "banded": false, "maxRepayDurationYears": 1.5, "repaymentIntervalDays": 30,
                    "graceDays": 5, "penaltyFee": 200, "active": true })
        );

        // Every wrong field at once, the first in `error`.
        let bad = with(
            fund_body(),
            json!({ "currency": "USD", "maxLoan": 100.5, "annualInterest": 101,
                    "maxRepayDurationYears": 1.3, "repaymentIntervalDays": 0 }),
        );
        let (status, answer) =
            json(app.post_json("/api/loan_fund", Some(&super_token), &bad).await).await;
        assert_eq!(status, StatusCode::BAD_REQUEST);
        assert_eq!(answer["error"], CHOOSE_CURRENCY);
        assert_eq!(
            answer["fields"],
            json!({ "currency": CHOOSE_CURRENCY, "maxLoan": WHOLE_MAX_LOAN,
                    "annualInterest": INTEREST_RANGE, "maxRepayDurationYears": YEARS_RANGE,
                    "repaymentIntervalDays": INTERVAL_RANGE })
        );

        // A change keeps what it leaves out; `active` switches the fund off.
        let (status, changed) = json(
            app.patch_json(
                &format!("/api/loan_fund/{id}"),
                Some(&super_token),
                &json!({ "annualInterest": 0, "active": false }),
            )
            .await,
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{changed}");
        assert_eq!(changed["message"], "Loan fund updated");
        assert_eq!(changed["data"]["annualInterest"], 0);
        assert_eq!(changed["data"]["active"], false);
        assert_eq!(changed["data"]["penaltyFee"], 200);
        let (status, answer) = json(
            app.patch_json(
                &format!("/api/loan_fund/{id}"),
                Some(&super_token),
                &json!({ "maxRepayDurationYears": 11 }),
            )
            .await,
        )
        .await;
        assert_eq!(status, StatusCode::BAD_REQUEST);
        assert_eq!(answer["fields"], json!({ "maxRepayDurationYears": YEARS_RANGE }));
        let (status, _) = json(
            app.patch_json("/api/loan_fund/665000000000000000000999", Some(&super_token), &json!({}))
                .await,
        )
        .await;
        assert_eq!(status, StatusCode::NOT_FOUND);

        // A banded fund and a 0% fund.
        let banded = create_fund(
            app,
            &super_token,
            &with(fund_body(), json!({ "name": "Banded", "banded": true, "annualInterest": "" })),
        )
        .await;
        let (_, list) = json(app.get("/api/loan_fund/all", Some(&super_token)).await).await;
        let names: Vec<&str> = list["data"].as_array().expect("list").iter()
            .map(|f| f["name"].as_str().unwrap_or_default()).collect();
        assert_eq!(names, ["Banded", "Inua Fund"]);

        // The list shows active funds to anyone signed in who deals with loans (not a business
        // coach or an advisor); the rest is the super admin's.
        let (_, client_token) = person(app, Role::Client, "client@example.com").await;
        let (status, list) = json(app.get("/api/loan_fund/list", Some(&client_token)).await).await;
        assert_eq!(status, StatusCode::OK);
        let ids: Vec<&str> = list["data"].as_array().expect("list").iter()
            .map(|f| f["_id"].as_str().unwrap_or_default()).collect();
        assert_eq!(ids, [banded.as_str()]);
        let (status, _) = json(app.get("/api/loan_fund/list", None).await).await;
        assert_eq!(status, StatusCode::UNAUTHORIZED);
        for role in Role::ALL.into_iter().filter(|r| *r != Role::Super) {
            let (_, token) = person(app, role, &format!("{}-funds@example.com", role.as_str())).await;
            let (status, _) = json(app.get("/api/loan_fund/list", Some(&token)).await).await;
            let listed = if matches!(role, Role::Coach | Role::Advisor | Role::Mentor) { StatusCode::FORBIDDEN } else { StatusCode::OK };
            assert_eq!(status, listed, "{role:?}");
            let (status, answer) = json(app.get("/api/loan_fund/all", Some(&token)).await).await;
            assert_eq!(status, StatusCode::FORBIDDEN, "{role:?} {answer}");
            let (status, _) =
                json(app.post_json("/api/loan_fund", Some(&token), &fund_body()).await).await;
            assert_eq!(status, StatusCode::FORBIDDEN, "{role:?}");
            let (status, _) = json(
                app.patch_json(&format!("/api/loan_fund/{banded}"), Some(&token), &json!({ "active": false }))
                    .await,
            )
            .await;
            assert_eq!(status, StatusCode::FORBIDDEN, "{role:?}");
        }
        assert_eq!(app.audit_count("loan_fund_created").await, 2);
        assert_eq!(app.audit_count("loan_fund_updated").await, 1);
    })
    .await;
}

#[tokio::test]
async fn demo_data_seeds_four_funds_once() {
    let options = Options {
        demo: true,
        ..Options::default()
    };
    each_backend(options, async |app| {
        portal_server::demo::seed(&app.state)
            .await
            .expect("seed again");
        let token = app
            .token(
                "super@demo.test",
                portal_server::config::DEFAULT_DEMO_PASSWORD,
            )
            .await;
        let (_, list) = json(app.get("/api/loan_fund/all", Some(&token)).await).await;
        let funds = list["data"].as_array().expect("funds");
        assert_eq!(funds.len(), 4);
        let find = |currency: &str, pick: &dyn Fn(&Value) -> bool| {
            funds.iter().any(|f| f["currency"] == currency && pick(f))
        };
        assert!(find("KES", &|f| f["banded"] == true
            && f["maxRepayDurationYears"] == 2
            && f["repaymentIntervalDays"] == 30));
        assert!(find("KES", &|f| f["annualInterest"] == 12
            && f["maxRepayDurationYears"] == 1.5
            && f["graceDays"] == 5
            && f["penaltyFee"] == 200));
        assert!(find("TZS", &|f| f["banded"] == true
            && f["repaymentIntervalDays"] == 14));
        assert!(find("KES", &|f| f["banded"] == false && f["annualInterest"] == 0));
    })
    .await;
}

#[tokio::test]
async fn a_client_is_offered_the_funds_of_their_country() {
    each_backend(Options::default(), async |app| {
        let (_, boss) = person(app, Role::Super, "super@example.com").await;
        let kes = create_fund(app, &boss, &fund_body()).await;
        let tzs = create_fund(
            app,
            &boss,
            &with(
                fund_body(),
                json!({ "name": "Mkopo Fund", "currency": "TZS", "maxLoan": 5000000 }),
            ),
        )
        .await;
        let (kenyan, kenyan_token) =
            common::loans::client_with_mpesa(app, "amina@example.com", "254712345678").await;
        let names = |body: &Value| -> Vec<String> {
            body["data"]
                .as_array()
                .expect("funds")
                .iter()
                .map(|f| f["_id"].as_str().expect("id").to_owned())
                .collect()
        };
        let (_, listed) = json(app.get("/api/loan_fund/list", Some(&kenyan_token)).await).await;
        assert_eq!(names(&listed), vec![kes.clone()]);
        let (_, for_staff) = json(app.get("/api/loan_fund/list", Some(&boss)).await).await;
        assert_eq!(names(&for_staff).len(), 2);

        // Choosing the other country's fund is refused like choosing none.
        common::loans::proposal_step(app, &kenyan_token, &kenyan).await;
        let (status, body) = common::loans::fund_step(app, &kenyan_token, &kenyan, &tzs).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
        assert_eq!(body["error"], portal_core::loans::application::SELECT_FUND);
        let (status, _) = common::loans::fund_step(app, &kenyan_token, &kenyan, &kes).await;
        assert_eq!(status, StatusCode::OK);
    })
    .await;
}
