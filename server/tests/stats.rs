//! The cashflow analytics over real HTTP: revenue and operating profit (revenue − cost of goods −
//! operating expense; capital expenses and investments left out) per month and per quarter, from
//! records written through the data gateway.

use crate::common;

use common::books::entrepreneur;
use common::gateway::*;
use common::{each_backend, json, Options, PASSWORD};
use portal_core::roles::Role;
use reqwest::StatusCode;
use serde_json::{json, Value};

fn path(business_id: &str, year: &str, query: &str) -> String {
    format!("/api/stats/cashflow/{business_id}/Mama%20Mboga/{year}{query}")
}

fn months(values: [f64; 12]) -> Value {
    let labels = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ];
    Value::Object(
        labels
            .iter()
            .zip(values)
            .map(|(label, value)| ((*label).to_owned(), json!(value)))
            .collect(),
    )
}

fn quarters(values: [f64; 4]) -> Value {
    json!({ "Q1": values[0], "Q2": values[1], "Q3": values[2], "Q4": values[3] })
}

/// Compares numbers by value (1 and 1.0 alike).
fn same_numbers(actual: &Value, expected: &Value) -> bool {
    match (actual, expected) {
        (Value::Object(a), Value::Object(e)) => {
            a.len() == e.len()
                && e.iter()
                    .all(|(k, v)| a.get(k).is_some_and(|x| same_numbers(x, v)))
        }
        (Value::Number(a), Value::Number(e)) => a.as_f64() == e.as_f64(),
        _ => actual == expected,
    }
}

fn assert_figures(body: &Value, revenue: Value, operating_profit: Value) {
    assert_eq!(body["Response"], true, "{body}");
    assert!(
        same_numbers(&body["data"]["revenue"], &revenue),
        "revenue {} != {revenue}",
        body["data"]["revenue"]
    );
    assert!(
        same_numbers(&body["data"]["operatingProfit"], &operating_profit),
        "operating profit {} != {operating_profit}",
        body["data"]["operatingProfit"]
    );
}

#[tokio::test]
async fn monthly_and_quarterly_figures_are_the_hand_computed_totals() {
    each_backend(Options::default(), async |app| {
        let (_, token, business) = entrepreneur(app, Role::Client, "amina@example.com").await;
        let b = business.id.as_str();
        let shop = shop(app, &token, b, 100.0).await;
        let sale = |quantity: f64, revenue: f64, (year, month, day): (i32, u32, u32)| {
            let mut body = product_sale_body(b, &shop.variant, quantity, revenue, month);
            body["yearSold"] = json!(year);
            body["dateSold"] = json!(day);
            body
        };
        for body in [
            sale(2.0, 300.5, (2025, 1, 15)),
            sale(1.0, 200.0, (2025, 3, 15)),
            // The first and last days of the year count in it; the day before does not.
            sale(1.0, 7.0, (2025, 1, 1)),
            sale(1.0, 10.0, (2025, 12, 31)),
            sale(1.0, 999.0, (2024, 12, 31)),
        ] {
            create(app, &token, "entrepreneurProductSale", &body).await;
        }
        create(
            app,
            &token,
            "entrepreneurServiceSale",
            &service_sale_body(b, &shop.service_variant, 150.0, 4),
        )
        .await;
        let mut cog = expense_body(b, "COG", 120.25, 2);
        cog["productVariantId"] = json!(shop.variant);
        create(app, &token, "entrepreneurCostOfGoods", &cog).await;
        create(
            app,
            &token,
            "entrepreneurOverheadExpense",
            &expense_body(b, "OpEx", 50.0, 3),
        )
        .await;
        let mut capex = expense_body(b, "CapEx", 30_000.0, 5);
        capex["lifespanInYears"] = json!(4);
        create(app, &token, "entrepreneurCapitalExpense", &capex).await;
        create(
            app,
            &token,
            "entrepreneurInvestment",
            &json!({
                "businessId": b, "investmentNarration": "Savings", "typeOfInvestment": "savings",
                "investmentAmount": 5000, "investmentDate": "2025-01-10",
            }),
        )
        .await;

        let response = app
            .get(
                &path(b, "2025", "?dataMode=monthly&usr_mail=amina@example.com"),
                Some(&token),
            )
            .await;
        assert_eq!(response.status(), StatusCode::OK);
        let text = response.text().await.expect("body");
        // The periods come in calendar order.
        let at = |label: &str| text.find(&format!("\"{label}\"")).expect(label);
        assert!(at("Jan") < at("Feb") && at("Feb") < at("Mar") && at("Nov") < at("Dec"));
        let monthly: Value = serde_json::from_str(&text).expect("JSON");
        assert_figures(
            &monthly,
            months([
                307.5, 0.0, 200.0, 150.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 10.0,
            ]),
            months([
                307.5, -120.25, 150.0, 150.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 10.0,
            ]),
        );
        let (status, quarterly) = json(
            app.get(&path(b, "2025", "?dataMode=quarterly"), Some(&token))
                .await,
        )
        .await;
        assert_eq!(status, StatusCode::OK);
        assert_figures(
            &quarterly,
            quarters([507.5, 150.0, 0.0, 10.0]),
            // Q1: 507.50 − 120.25 − 50
            quarters([337.25, 150.0, 0.0, 10.0]),
        );
        let (_, last_year) = json(app.get(&path(b, "2024", ""), Some(&token)).await).await;
        let mut december = [0.0; 12];
        december[11] = 999.0;
        assert_figures(&last_year, months(december), months(december));

        // A year with nothing in it: every period 0.
        let (status, empty) = json(
            app.get(&path(b, "2023", "?dataMode=quarterly"), Some(&token))
                .await,
        )
        .await;
        assert_eq!(status, StatusCode::OK);
        assert_figures(&empty, quarters([0.0; 4]), quarters([0.0; 4]));

        // Staff read any business; the name in the path changes nothing.
        app.create_user(Role::Admin, "admin@example.com").await;
        let staff = app.token("admin@example.com", PASSWORD).await;
        let (status, seen) = json(
            app.get(
                &format!("/api/stats/cashflow/{b}/Another%20name/2025?dataMode=quarterly"),
                Some(&staff),
            )
            .await,
        )
        .await;
        assert_eq!((status, seen), (StatusCode::OK, quarterly));
    })
    .await;
}

#[tokio::test]
async fn unknown_businesses_bad_modes_and_other_peoples_books_are_refused() {
    each_backend(Options::default(), async |app| {
        let (_, token, business) = entrepreneur(app, Role::Applicant, "baraka@example.com").await;
        let b = business.id.as_str();
        app.create_user(Role::Super, "super@example.com").await;
        let staff = app.token("super@example.com", PASSWORD).await;
        let unknown = portal_server::ids::new_id(app.state.now());
        assert_eq!(
            json(app.get(&path(&unknown, "2025", ""), Some(&staff)).await).await,
            (
                StatusCode::NOT_FOUND,
                json!({ "Response": false, "message": "Analytics not found" })
            )
        );
        assert_eq!(
            json(
                app.get(&path(b, "2025", "?dataMode=weekly"), Some(&token))
                    .await
            )
            .await,
            (
                StatusCode::BAD_REQUEST,
                json!({ "Response": false, "message": "dataMode must be monthly or quarterly" })
            )
        );
        for year in ["20x5", "1999", "2099", ""] {
            let (status, body) = json(app.get(&path(b, year, ""), Some(&token)).await).await;
            if year.is_empty() {
                // No year at all is no route.
                assert_eq!(status, StatusCode::NOT_FOUND, "{body}");
                continue;
            }
            assert_eq!(
                (status, body),
                (
                    StatusCode::BAD_REQUEST,
                    json!({ "Response": false, "message": "Choose a year from 2000 to this year" })
                ),
                "{year}"
            );
        }
        let (_, other, _) = entrepreneur(app, Role::Client, "amina@example.com").await;
        assert_eq!(
            json(app.get(&path(b, "2025", ""), Some(&other)).await).await,
            (
                StatusCode::FORBIDDEN,
                json!({ "Response": false, "message": "You do not have access to this" })
            )
        );
        assert_eq!(
            json(app.get(&path(b, "2025", ""), None).await).await,
            (
                StatusCode::UNAUTHORIZED,
                json!({ "Response": false, "message": "Sign in to continue" })
            )
        );
        // The owner's own, with no dataMode: monthly.
        let (status, own) = json(app.get(&path(b, "2025", ""), Some(&token)).await).await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(
            own["data"]["revenue"].as_object().map(|m| m.len()),
            Some(12)
        );
    })
    .await;
}
