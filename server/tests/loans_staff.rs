//! The staff screens (loans by status and search, a client in full, the overview's figures) and the
//! super admin's reports with their CSV downloads.

use crate::common;

use common::loans::{
    client_with_mpesa, create_fund, fund_body, insert_loan, person, transfer, upload_proposal, with,
};
use common::{each_backend, json, Options, TestApp};
use portal_core::loans::lifecycle::LoanStatus;
use portal_core::roles::Role;
use reqwest::StatusCode;
use serde_json::{json, Value};

struct World {
    super_token: String,
    amina: String,
    kes_active: String,
    kes_pending: String,
    kes_rejected: String,
    tzs_active: String,
}

async fn repayment(app: &TestApp, loan: &str, receipt: &str, cents: i64, paid_at: i64) {
    sqlx::query(
        "INSERT INTO loan_repayments (id, loan_id, amount_minor, receipt, channel, msisdn, paid_at, created_at) \
         VALUES ($1, $2, $3, $4, 'stk', '254712345678', $5, $5)",
    )
    .bind(portal_server::ids::new_id(paid_at))
    .bind(loan)
    .bind(cents)
    .bind(receipt)
    .bind(paid_at)
    .execute(app.pool())
    .await
    .expect("repayment");
}

/// Two clients; a Ksh loan active, pending and rejected; a Tsh loan active; three repayments.
async fn world(app: &TestApp) -> World {
    let (_, super_token) = person(app, Role::Super, "super@example.com").await;
    let kes = create_fund(app, &super_token, &fund_body()).await;
    let tzs = create_fund(
        app,
        &super_token,
        &with(fund_body(), json!({ "name": "Mkopo Tanzania", "currency": "TZS", "banded": true, "maxLoan": 20000000 })),
    )
    .await;
    let (amina, amina_token) = client_with_mpesa(app, "amina@example.com", "254712345678").await;
    let (baraka, _) = client_with_mpesa(app, "baraka@example.com", "254733000111").await;
    sqlx::query("UPDATE users SET first_name = 'Baraka', last_name = 'Otieno' WHERE id = $1")
        .bind(&baraka)
        .execute(app.pool())
        .await
        .expect("name");
    upload_proposal(app, &amina_token, &amina, common::loans::pdf_bytes()).await;

    let kes_active = insert_loan(app, &amina, &kes, LoanStatus::Approved, None).await;
    let tzs_active = insert_loan(app, &amina, &tzs, LoanStatus::Approved, None).await;
    sqlx::query("UPDATE loans SET currency = 'TZS' WHERE id = $1")
        .bind(&tzs_active)
        .execute(app.pool())
        .await
        .expect("tzs");
    for (loan, reference) in [(&kes_active, "FT-1"), (&tzs_active, "FT-2")] {
        let (status, body) = transfer(
            app,
            &super_token,
            loan,
            &json!({ "method": "bank", "reference": reference }),
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{body}");
    }
    let kes_pending = insert_loan(app, &baraka, &kes, LoanStatus::Pending, None).await;
    let kes_rejected = insert_loan(app, &baraka, &kes, LoanStatus::Rejected, None).await;
    let now = app.state.now();
    repayment(app, &kes_active, "RCPT1", 32_800, now).await;
    repayment(app, &kes_active, "RCPT2", 10_000, now - 40 * 86_400).await;
    repayment(app, &tzs_active, "RCPT3", 50_000, now).await;
    // The first Ksh installment is paid (as the repayments work would record it).
    sqlx::query(
        "UPDATE loan_installments SET paid_minor = amount_minor WHERE loan_id = $1 AND number = 1",
    )
    .bind(&kes_active)
    .execute(app.pool())
    .await
    .expect("paid");
    World {
        super_token,
        amina,
        kes_active,
        kes_pending,
        kes_rejected,
        tzs_active,
    }
}

fn ids(list: &Value) -> Vec<String> {
    let mut ids: Vec<String> = list["data"]
        .as_array()
        .expect("list")
        .iter()
        .map(|l| l["_id"].as_str().unwrap_or_default().to_owned())
        .collect();
    ids.sort();
    ids
}

fn sorted(mut ids: Vec<&String>) -> Vec<String> {
    ids.sort();
    ids.into_iter().cloned().collect()
}

#[tokio::test]
async fn staff_list_search_and_open_clients() {
    each_backend(Options::default(), async |app| {
        let w = world(app).await;
        let (_, sales) = person(app, Role::Processor, "esther@example.com").await;
        let get = |path: String, token: String| async move {
            json(app.get(&path, Some(&token)).await).await
        };

        let (status, all) = get("/api/staff/loans".into(), sales.clone()).await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(
            ids(&all),
            sorted(vec![
                &w.kes_active,
                &w.tzs_active,
                &w.kes_pending,
                &w.kes_rejected
            ])
        );
        let (_, pending) = get("/api/staff/loans?status=pending".into(), sales.clone()).await;
        assert_eq!(ids(&pending), vec![w.kes_pending.clone()]);
        let (status, _) = get("/api/staff/loans?status=lost".into(), sales.clone()).await;
        assert_eq!(status, StatusCode::BAD_REQUEST);
        let (_, by_name) = get("/api/staff/loans?q=BARAKA".into(), sales.clone()).await;
        assert_eq!(ids(&by_name), sorted(vec![&w.kes_pending, &w.kes_rejected]));
        let (_, by_phone) = get("/api/staff/loans?q=0712%20345%20678".into(), sales.clone()).await;
        assert_eq!(ids(&by_phone), sorted(vec![&w.kes_active, &w.tzs_active]));
        let prefix = &w.kes_active[..14];
        let (_, by_id) = get(
            format!("/api/staff/loans?q={prefix}&status=active"),
            sales.clone(),
        )
        .await;
        assert_eq!(ids(&by_id), vec![w.kes_active.clone()]);
        // The short id the lists show is the id's end.
        let shown = &w.kes_active[w.kes_active.len() - 6..];
        let (_, by_short_id) = get(format!("/api/staff/loans?q={shown}"), sales.clone()).await;
        assert_eq!(ids(&by_short_id), vec![w.kes_active.clone()]);
        let (_, both) = get(
            "/api/staff/loans?q=otieno&status=rejected".into(),
            sales.clone(),
        )
        .await;
        assert_eq!(ids(&both), vec![w.kes_rejected.clone()]);

        let (status, file) = get(format!("/api/staff/clients/{}", w.amina), sales.clone()).await;
        assert_eq!(status, StatusCode::OK, "{file}");
        let data = &file["data"];
        assert_eq!(data["client"]["_id"], w.amina.as_str());
        assert_eq!(data["client"]["mpesaPhone"], "254712345678");
        assert_eq!(
            data["client"]["details"]["bioData"]["email"],
            "amina@example.com"
        );
        assert_eq!(data["documents"].as_array().map(Vec::len), Some(1));
        assert_eq!(data["documents"][0]["purpose"], "proposal");
        assert_eq!(data["documents"][0]["contentType"], "application/pdf");
        assert_eq!(data["loans"].as_array().map(Vec::len), Some(2));
        let (status, _) = get(
            "/api/staff/clients/665000000000000000000999".into(),
            sales.clone(),
        )
        .await;
        assert_eq!(status, StatusCode::NOT_FOUND);

        // Every staff role reads; clients and the other roles may not.
        for role in Role::ALL {
            let (_, token) =
                person(app, role, &format!("{}-reader@example.com", role.as_str())).await;
            let expected = if role.is_staff() {
                StatusCode::OK
            } else {
                StatusCode::FORBIDDEN
            };
            for path in [
                "/api/staff/loans".to_owned(),
                "/api/staff/overview".to_owned(),
                format!("/api/staff/clients/{}", w.amina),
            ] {
                let (status, _) = get(path.clone(), token.clone()).await;
                // A sales agent (and an advisor, who registers nobody) opens only the clients they
                // registered, a business coach and an advisor see no loans
                // (tests/staff_visibility.rs).
                let expected = if matches!(role, Role::Sales | Role::Advisor | Role::Mentor)
                    && path.contains("clients")
                {
                    StatusCode::NOT_FOUND
                } else if matches!(role, Role::Coach | Role::Advisor | Role::Mentor)
                    && !path.contains("clients")
                {
                    StatusCode::FORBIDDEN
                } else {
                    expected
                };
                assert_eq!(status, expected, "{role:?} {path}");
            }
        }
    })
    .await;
}

#[tokio::test]
async fn the_overview_counts_and_sums_by_currency() {
    each_backend(Options::default(), async |app| {
        let w = world(app).await;
        let (status, body) = json(app.get("/api/staff/overview", Some(&w.super_token)).await).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        let counts = &body["data"]["counts"];
        assert_eq!((counts["active"].as_i64(), counts["pending"].as_i64(), counts["rejected"].as_i64()), (Some(2), Some(1), Some(1)));
        assert_eq!(counts["closed"], 0);
        assert_eq!(counts.as_object().map(|c| c.len()), Some(11));
        assert_eq!(
            body["data"]["totals"],
            json!([
                { "currency": "KES", "disbursed": 5000, "collected": 428, "arrears": 0, "outstanding": 5900 },
                { "currency": "TZS", "disbursed": 5000, "collected": 500, "arrears": 0, "outstanding": 5900 },
            ])
        );
        // 75 days on: the Ksh loan's second installment (day 60) is due; the Tsh loan's first two.
        // (Sessions last 30 days: sign in again.)
        app.advance_clock(75 * 86_400);
        let token = app.token("super@example.com", common::PASSWORD).await;
        let (_, body) = json(app.get("/api/staff/overview", Some(&token)).await).await;
        assert_eq!(body["data"]["totals"][0]["arrears"], 328);
        assert_eq!(body["data"]["totals"][1]["arrears"], 656);
    })
    .await;
}

#[tokio::test]
async fn reports_for_the_super_admin_as_json_and_csv() {
    each_backend(Options::default(), async |app| {
        let w = world(app).await;
        let token = std::cell::RefCell::new(w.super_token.clone());
        let get = |path: &'static str| {
            let token = token.borrow().clone();
            async move { app.get(path, Some(&token)).await }
        };
        let (status, portfolio) = json(get("/api/reports/portfolio").await).await;
        assert_eq!(status, StatusCode::OK);
        let rows = portfolio["data"].as_array().expect("rows");
        assert_eq!(rows.len(), 4, "{portfolio}");
        let row = |currency: &str, status: &str| {
            rows.iter()
                .find(|r| r["currency"] == currency && r["status"] == status)
                .cloned()
                .unwrap_or_else(|| panic!("{currency} {status} in {portfolio}"))
        };
        let active = row("KES", "active");
        assert_eq!(
            (active["fundName"].as_str(), active["count"].as_i64()),
            (Some("Inua Fund"), Some(1))
        );
        assert_eq!(
            (active["principal"].as_i64(), active["balance"].as_i64()),
            (Some(5000), Some(5900))
        );
        assert_eq!(row("KES", "pending")["balance"], 0);
        assert_eq!(row("TZS", "active")["fundName"], "Mkopo Tanzania");

        // (Sessions last 30 days: sign in again.)
        app.advance_clock(75 * 86_400);
        *token.borrow_mut() = app.token("super@example.com", common::PASSWORD).await;
        let (_, arrears) = json(get("/api/reports/arrears").await).await;
        let cells: Vec<(String, String, i64, f64)> = arrears["data"]
            .as_array()
            .expect("rows")
            .iter()
            .map(|r| {
                (
                    r["currency"].as_str().unwrap_or_default().to_owned(),
                    r["bucket"].as_str().unwrap_or_default().to_owned(),
                    r["loans"].as_i64().unwrap_or_default(),
                    r["amount"].as_f64().unwrap_or_default(),
                )
            })
            .collect();
        let expected: Vec<(String, String, i64, f64)> = [
            ("KES", "1-30", 1, 328.0),
            ("KES", "31-60", 0, 0.0),
            ("KES", "61-90", 0, 0.0),
            ("KES", "90+", 0, 0.0),
            ("TZS", "1-30", 0, 0.0),
            ("TZS", "31-60", 1, 656.0),
            ("TZS", "61-90", 0, 0.0),
            ("TZS", "90+", 0, 0.0),
        ]
        .iter()
        .map(|(c, b, l, a)| ((*c).to_owned(), (*b).to_owned(), *l, *a))
        .collect();
        assert_eq!(cells, expected);

        let (_, collections) = json(get("/api/reports/collections").await).await;
        let rows = collections["data"].as_array().expect("rows");
        assert_eq!(rows.len(), 3, "{collections}");
        let payments: i64 = rows
            .iter()
            .map(|r| r["payments"].as_i64().unwrap_or_default())
            .sum();
        assert_eq!(payments, 3);
        assert!(rows.iter().all(|r| r["month"]
            .as_str()
            .is_some_and(|m| m.len() == 7 && &m[4..5] == "-")));
        let kes: f64 = rows
            .iter()
            .filter(|r| r["currency"] == "KES")
            .map(|r| r["amount"].as_f64().unwrap_or_default())
            .sum();
        assert!((kes - 428.0).abs() < 1e-9);

        // CSV downloads.
        let response = get("/api/reports/portfolio?format=csv").await;
        assert_eq!(response.status(), StatusCode::OK);
        assert_eq!(
            response.headers()["content-type"],
            "text/csv; charset=utf-8"
        );
        let disposition = response.headers()["content-disposition"]
            .to_str()
            .expect("text")
            .to_owned();
        assert!(
            disposition.starts_with("attachment; filename=\"portfolio-")
                && disposition.ends_with(".csv\""),
            "{disposition}"
        );
        let text = response.text().await.expect("csv");
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(
            lines[0],
            "fundId,fundName,currency,status,count,principal,balance"
        );
        assert_eq!(lines.len(), 5);
        assert!(
            lines
                .iter()
                .any(|l| l.ends_with(",Inua Fund,KES,active,1,5000,5900")),
            "{text}"
        );
        let text = get("/api/reports/arrears?format=csv")
            .await
            .text()
            .await
            .expect("csv");
        assert!(
            text.starts_with("bucket,currency,loans,amount\n1-30,KES,1,328\n"),
            "{text}"
        );
        let text = get("/api/reports/collections?format=CSV")
            .await
            .text()
            .await
            .expect("csv");
        assert!(
            text.starts_with("month,currency,payments,amount\n"),
            "{text}"
        );

        for role in Role::ALL.into_iter().filter(|r| *r != Role::Super) {
            let (_, token) =
                person(app, role, &format!("{}-reports@example.com", role.as_str())).await;
            for path in [
                "/api/reports/portfolio",
                "/api/reports/arrears",
                "/api/reports/collections?format=csv",
            ] {
                let (status, _) = json(app.get(path, Some(&token)).await).await;
                assert_eq!(status, StatusCode::FORBIDDEN, "{role:?} {path}");
            }
        }
    })
    .await;
}
