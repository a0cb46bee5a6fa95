//! The coach's review over real HTTP (docs/validation.md): a picture (or another institution's
//! statement) waits for a coach; the coach's monthly totals, every check's message, a correction
//! replacing them, the audit; the report using them against the books; who may review.

use crate::common;
use crate::validation_common::*;

use common::books::{entrepreneur, id, push_ok, put};
use common::gateway::day;
use common::profile::{client, jpeg, staff};
use common::{each_backend, Options};
use portal_core::roles::Role;
use portal_core::validation::messages::*;
use portal_core::validation::sample::write_pdf;
use portal_server::validation::quarter_result;
use reqwest::StatusCode;
use serde_json::{json, Value};

fn months(rows: &[(&str, Value, Value)]) -> Value {
    json!({ "months": rows.iter().map(|(m, i, o)| json!({"month": m, "moneyIn": i, "moneyOut": o})).collect::<Vec<_>>() })
}

fn expense(business: &str, amount: f64, (y, m, d): (i32, u32, u32)) -> Value {
    json!({
        "id": id(), "businessId": business, "nature": "OpEx", "name": "Rent", "amountSpent": amount,
        "transactionDate": day(y, m, d), "typeOfExpense": "rent", "supplierPhone": "0733000000",
        "productVariantId": "", "lifespanInYears": null,
        "dateAdded": day(y, m, d), "lastEdited": day(y, m, d),
    })
}

#[tokio::test]
async fn a_picture_waits_for_a_coach_whose_totals_the_report_uses() {
    each_backend(Options::default(), async |app| {
        let (_, token, business) = entrepreneur(app, Role::Client, "amina@example.com").await;
        let upload = uploaded(app, &token, &jpeg(64, 48)).await;
        let (status, answer) = send_upload(app, &token, EQUITY, &upload, None).await;
        assert_eq!(status, StatusCode::OK, "{answer}");
        assert_eq!(answer["message"], STATEMENT_RECEIVED);
        let statement = answer["data"].clone();
        assert_eq!(statement["status"], "awaitingReview");
        assert_eq!(statement["fileKind"], "image");
        assert_eq!(statement["periodFrom"], Value::Null);
        // An M-Pesa PDF sent as another institution's is not read either.
        let (status, answer) = send_form(
            app,
            &token,
            &EQUITY.to_string(),
            Some((write_pdf(&statement_of_ten()), "s.pdf")),
            None,
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{answer}");
        assert_eq!(answer["data"]["status"], "awaitingReview");
        let (status, answer) = get(app, &token, REPORT).await;
        assert_eq!((status, answer["message"].clone()), (StatusCode::NOT_FOUND, json!(NO_STATEMENT_YET)));

        let coach = staff(app, Role::Coach, "coach@example.com").await;
        let (status, list) = get(app, &coach, REVIEWS).await;
        assert_eq!(status, StatusCode::OK, "{list}");
        assert_eq!(list["message"], REVIEWS_FOUND);
        let waiting = list["data"].as_array().expect("data");
        assert_eq!(waiting.len(), 2);
        let item = waiting.iter().find(|s| s["id"] == statement["id"]).expect("listed");
        assert_eq!(item["businessName"], business.name);
        assert_eq!(item["institutionName"], "Equity Bank");
        assert_eq!(item["fileKind"], "image");
        let file = app.get(item["fileUrl"].as_str().expect("url"), Some(&coach)).await;
        assert_eq!(file.status(), StatusCode::OK);

        let path = format!("{REVIEWS}/{}", statement["id"].as_str().expect("id"));
        for (body, message) in [
            (json!({ "months": [] }), MONTHS_REQUIRED),
            (json!({}), MONTHS_REQUIRED),
            (months(&[("2026/01", json!("1"), json!("1"))]), MONTH_UNREADABLE),
            (months(&[("2099-01", json!("1"), json!("1"))]), MONTH_IN_FUTURE),
            (months(&[("2026-01", json!("1"), json!("1")), ("2026-01", json!("1"), json!("1"))]), MONTH_TWICE),
            (months(&[("2026-01", json!("-5"), json!("1"))]), AMOUNT_INVALID),
            (months(&[("2026-01", json!("1.234"), json!("1"))]), AMOUNT_INVALID),
        ] {
            let (status, answer) = common::json(app.post_json(&path, Some(&coach), &body).await).await;
            assert_eq!(status, StatusCode::BAD_REQUEST, "{body}: {answer}");
            assert_eq!(answer, json!({"error": true, "message": message}), "{body}");
        }
        let many: Vec<(String, Value, Value)> = (0..25)
            .map(|i| (format!("{}-{:02}", 2023 + i / 12, i % 12 + 1), json!("1"), json!("1")))
            .collect();
        let body = json!({ "months": many.iter().map(|(m, i, o)| json!({"month": m, "moneyIn": i, "moneyOut": o})).collect::<Vec<_>>() });
        let (status, answer) = common::json(app.post_json(&path, Some(&coach), &body).await).await;
        assert_eq!((status, answer["message"].clone()), (StatusCode::BAD_REQUEST, json!(TOO_MANY_MONTHS)));
        assert_eq!(app.audit_count("validation_statement_reviewed").await, 0);

        // A client cannot review; an unknown statement is not there.
        let review = months(&[
            ("2026-01", json!("12000.00"), json!("8,500")),
            ("2026-02", json!(10000), json!("8500")),
            ("2026-03", json!("11000.5"), json!("0")),
        ]);
        let (status, _) = common::json(app.post_json(&path, Some(&token), &review).await).await;
        assert_eq!(status, StatusCode::FORBIDDEN);
        let (status, answer) =
            common::json(app.post_json(&format!("{REVIEWS}/{}", id()), Some(&coach), &review).await).await;
        assert_eq!((status, answer["message"].clone()), (StatusCode::NOT_FOUND, json!(STATEMENT_NOT_FOUND)));

        let (status, answer) = common::json(app.post_json(&path, Some(&coach), &review).await).await;
        assert_eq!(status, StatusCode::OK, "{answer}");
        assert_eq!(answer["message"], REVIEW_SAVED);
        assert_eq!(answer["data"]["status"], "reviewed");
        assert_eq!(answer["data"]["periodFrom"], "2026-01-01");
        assert_eq!(answer["data"]["periodTo"], "2026-03-31");
        assert_eq!(app.audit_count("validation_statement_reviewed").await, 1);
        let (_, reviewed) = get(app, &coach, &format!("{REVIEWS}?status=reviewed")).await;
        assert_eq!(reviewed["data"].as_array().expect("data").len(), 1);

        let data = report(app, &token, "").await;
        assert_eq!((data["year"].clone(), data["quarter"].clone()), (json!(2026), json!(1)));
        assert_eq!(data["totals"]["statementIn"], "33000.50");
        assert_eq!(data["totals"]["statementOut"], "17000.00");
        assert_eq!(data["totals"]["booksOut"], "0.00");
        assert_eq!(data["totals"]["tier"], "over9");
        assert_eq!(data["byInstitution"], json!([{ "institutionName": "Equity Bank", "moneyIn": "33000.50", "moneyOut": "17000.00" }]));
        assert_eq!(data["unmatched"], json!([]));
        assert_eq!(data["months"][0], json!({
            "month": "2026-01", "statementIn": "12000.00", "booksIn": "0.00", "inPercent": "100.00",
            "inTier": "over9", "statementOut": "8500.00", "booksOut": "0.00", "outPercent": "100.00",
            "outTier": "over9",
        }));

        // The books move the report: the rent of January and February.
        push_ok(
            app,
            &token,
            &common::random_hex(12),
            &[
                put(1, "expense", &expense(&business.id, 8500.0, (2026, 1, 10))),
                put(2, "expense", &expense(&business.id, 8500.0, (2026, 2, 10))),
            ],
        )
        .await;
        let data = report(app, &token, "?year=2026&quarter=1").await;
        assert_eq!(data["totals"]["booksOut"], "17000.00");
        assert_eq!(data["months"][0]["outTier"], "none");

        // A correction replaces the totals.
        let correction = months(&[("2026-01", json!("0"), json!("8500"))]);
        let (status, answer) = common::json(app.post_json(&path, Some(&coach), &correction).await).await;
        assert_eq!(status, StatusCode::OK, "{answer}");
        assert_eq!(answer["data"]["periodTo"], "2026-01-31");
        assert_eq!(app.audit_count("validation_statement_reviewed").await, 2);
        let data = report(app, &token, "").await;
        assert_eq!(data["months"].as_array().expect("months").len(), 1);
        assert_eq!(data["totals"]["statementOut"], "8500.00");
        assert_eq!(data["totals"]["tier"], "none");
        assert_eq!(data["cashFlowValidated"], false, "one month of three");
        let stored = quarter_result(app.pool(), &business.id, 2026, 1)
            .await
            .expect("read")
            .expect("row");
        assert_eq!((stored.statement_out, stored.months_covered), (850_000, 1));
    })
    .await;
}

fn statement_of_ten() -> portal_core::validation::Statement {
    statement(81, 10)
}

#[tokio::test]
async fn only_the_coach_the_super_admin_and_the_admin_review() {
    each_backend(Options::default(), async |app| {
        let (_, token) = client(app, "amina@example.com").await;
        let upload = uploaded(app, &token, &jpeg(32, 32)).await;
        let (_, answer) = send_upload(app, &token, EQUITY, &upload, None).await;
        let path = format!("{REVIEWS}/{}", answer["data"]["id"].as_str().expect("id"));
        let review = months(&[("2026-01", json!("1"), json!("1"))]);
        for (role, allowed) in [
            (Role::Coach, true),
            (Role::Super, true),
            (Role::Admin, true),
            (Role::Advisor, false),
            (Role::Mentor, false),
            (Role::Sales, false),
        ] {
            let staff_token = staff(app, role, &format!("{}@example.com", role.as_str())).await;
            let (status, _) = get(app, &staff_token, REVIEWS).await;
            assert_eq!(status == StatusCode::OK, allowed, "{role:?}");
            let (status, _) =
                common::json(app.post_json(&path, Some(&staff_token), &review).await).await;
            assert_eq!(status == StatusCode::OK, allowed, "{role:?}");
        }
        let (status, _) = get(app, &token, REVIEWS).await;
        assert_eq!(status, StatusCode::FORBIDDEN);
        // A statement read from its file needs no review.
        let upload = uploaded(
            app,
            &token,
            portal_core::validation::sample::write_csv(&statement(82, 10)).as_bytes(),
        )
        .await;
        let (_, answer) = send_upload(app, &token, MPESA, &upload, None).await;
        let coach = staff(app, Role::Coach, "coach2@example.com").await;
        let read = format!("{REVIEWS}/{}", answer["data"]["id"].as_str().expect("id"));
        let (status, answer) =
            common::json(app.post_json(&read, Some(&coach), &review).await).await;
        assert_eq!(
            (status, answer["message"].clone()),
            (StatusCode::BAD_REQUEST, json!(ALREADY_READ))
        );
    })
    .await;
}
