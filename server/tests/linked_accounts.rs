//! The linked financial account over real HTTP (docs/linked-accounts.md): linking with the
//! simulator's code, the link status and account information, "not yours" answering like "not
//! there", the staff who read it, the transaction history's ranges and refusals, the statement's
//! CSV that the validation's reader accepts, a code sent twice applied once; Mono's client against a
//! small Mono inside the test (its secret key sent as the header, never in the log); production
//! refusing the simulator.

use crate::common;

use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

use axum::extract::{Path, Query};
use axum::http::HeaderMap;
use axum::Json;
use common::binary::{databases, run_to_exit, Server};
use common::profile::{client, staff};
use common::{each_backend, error, json, Options, TestApp, PASSWORD};
use portal_core::linked_accounts::messages::*;
use portal_core::linked_accounts::period::Period;
use portal_core::roles::Role;
use portal_core::validation::{check_balances, read_checked_csv};
use portal_server::config::{LinkedAccountsKind, MonoConfig};
use portal_server::linked_accounts::feed::statement_transactions;
use portal_server::linked_accounts::handlers::LINKED_AUDIT;
use portal_server::linked_accounts::simulator::INSTITUTION;
use reqwest::StatusCode;
use rust_decimal::Decimal;
use serde_json::{json, Value};
use sqlx::Row;

fn refusal(message: &str) -> Value {
    json!({ "error": true, "message": message })
}

async fn info(app: &TestApp, token: &str, user: &str) -> (StatusCode, Value) {
    json(
        app.get(&format!("/api/mono/account_info/{user}"), Some(token))
            .await,
    )
    .await
}

async fn link(app: &TestApp, token: &str, user: &str, body: &Value) -> (StatusCode, Value) {
    json(
        app.post_json(&format!("/api/mono/get_id/{user}"), Some(token), body)
            .await,
    )
    .await
}

async fn history(app: &TestApp, token: &str, user: &str, body: &Value) -> (StatusCode, Value) {
    json(
        app.post_json(
            &format!("/api/mono/transaction_history/{user}"),
            Some(token),
            body,
        )
        .await,
    )
    .await
}

async fn statement(app: &TestApp, token: &str, user: &str, param: &str) -> (StatusCode, Value) {
    json(
        app.get(
            &format!("/api/mono/account_statement/{user}/{param}"),
            Some(token),
        )
        .await,
    )
    .await
}

async fn simulator_code(app: &TestApp, token: &str) -> String {
    let (status, body) = json(app.post("/api/mono/simulator/code", Some(token)).await).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["message"], SIMULATOR_CODE);
    let code = body["data"]["code"].as_str().expect("code").to_owned();
    assert!(code.starts_with("sim_"), "{code}");
    code
}

/// A client with an account linked through the simulator: (id, token, the link's data).
async fn linked_client(app: &TestApp, email: &str) -> (String, String, Value) {
    let (id, token) = client(app, email).await;
    let code = simulator_code(app, &token).await;
    let (status, body) = link(app, &token, &id, &json!({ "mono_code": code })).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    (id, token, body["data"].clone())
}

fn is_amount(text: &Value) -> bool {
    let text = text.as_str().unwrap_or("");
    let (whole, cents) = text.split_once('.').unwrap_or(("", ""));
    !whole.is_empty() && whole.bytes().all(|b| b.is_ascii_digit()) && cents.len() == 2
}

fn amount(text: &Value) -> Decimal {
    text.as_str().expect("text").parse().expect("an amount")
}

async fn link_rows(app: &TestApp) -> i64 {
    sqlx::query("SELECT COUNT(*) FROM linked_accounts")
        .fetch_one(app.pool())
        .await
        .expect("count")
        .get(0)
}

fn today(app: &TestApp) -> chrono::NaiveDate {
    portal_server::clock::nairobi_today(app.state.now()).expect("today")
}

#[tokio::test]
async fn a_simulator_code_links_the_account_once_and_bad_codes_are_refused() {
    each_backend(Options::default(), async |app| {
        let (id, token) = client(app, "amina@example.com").await;
        assert_eq!(
            info(app, &token, &id).await,
            (
                StatusCode::OK,
                json!({ "error": false, "message": NOT_LINKED, "data": { "status": "inactive" } })
            )
        );

        let refused = [
            (json!({}), CODE_MISSING),
            (json!({ "mono_code": "  " }), CODE_MISSING),
            (json!({ "mono_code": "two words" }), CODE_UNREADABLE),
            (json!({ "mono_code": "code_from_elsewhere" }), CODE_REFUSED),
            (json!({ "mono_code": "sim_" }), CODE_REFUSED),
        ];
        for (body, message) in refused {
            assert_eq!(
                link(app, &token, &id, &body).await,
                (StatusCode::UNPROCESSABLE_ENTITY, refusal(message)),
                "{body}"
            );
        }
        let no_body = app
            .post(&format!("/api/mono/get_id/{id}"), Some(&token))
            .await;
        assert_eq!(
            json(no_body).await,
            (StatusCode::UNPROCESSABLE_ENTITY, refusal(CODE_MISSING))
        );
        assert_eq!(link_rows(app).await, 0);

        let code = simulator_code(app, &token).await;
        let (status, linked) = link(app, &token, &id, &json!({ "mono_code": code })).await;
        assert_eq!(status, StatusCode::OK, "{linked}");
        assert_eq!(linked["error"], false);
        assert_eq!(linked["message"], LINKED);
        let data = &linked["data"];
        assert_eq!(data["status"], "active");
        assert_eq!(data["institution"], INSTITUTION);
        let number = data["accountNumber"].as_str().expect("number");
        assert!(
            number.starts_with("******") && number.len() == 10,
            "{number}"
        );
        let name = data["accountName"].as_str().expect("name");
        assert!(name.split(' ').count() == 2, "{name}");

        // The same code again (a resend): the same answer, applied once.
        assert_eq!(
            link(app, &token, &id, &json!({ "mono_code": code })).await,
            (StatusCode::OK, linked.clone())
        );
        assert_eq!(app.audit_count(LINKED_AUDIT).await, 1);
        assert_eq!(link_rows(app).await, 1);
        let stored: String = sqlx::query("SELECT code_hash FROM linked_accounts")
            .fetch_one(app.pool())
            .await
            .expect("row")
            .get(0);
        assert!(!stored.contains(&code), "the code itself is never kept");

        let (status, read) = info(app, &token, &id).await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(read["message"], ACCOUNT_FOUND);
        let account = &read["data"];
        assert_eq!(account["status"], "active");
        for field in ["institution", "accountName", "accountNumber"] {
            assert_eq!(account[field], data[field], "{field}");
        }
        assert_eq!(account["currency"], "KES");
        assert_eq!(account["accountType"], "Mobile money wallet");
        assert!(is_amount(&account["balance"]), "{account}");
        assert!(account["linkedAt"].is_i64());

        // A refused code leaves the link as it was; another code replaces it.
        link(app, &token, &id, &json!({ "mono_code": "nope" })).await;
        assert_eq!(info(app, &token, &id).await.1, read);
        let other = simulator_code(app, &token).await;
        let (status, relinked) = link(app, &token, &id, &json!({ "mono_code": other })).await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(link_rows(app).await, 1);
        assert_eq!(app.audit_count(LINKED_AUDIT).await, 2);
        assert_eq!(
            info(app, &token, &id).await.1["data"]["accountNumber"],
            relinked["data"]["accountNumber"]
        );

        // In the caller's language.
        sqlx::query("UPDATE users SET language = 'sw' WHERE id = $1")
            .bind(&id)
            .execute(app.pool())
            .await
            .expect("swahili");
        let (_, swahili) = link(app, &token, &id, &json!({ "mono_code": other })).await;
        assert_eq!(
            swahili["message"],
            in_language(LINKED, portal_core::language::Language::Swahili)
        );
        assert_ne!(swahili["message"], LINKED);
    })
    .await;
}

#[tokio::test]
async fn a_code_sent_several_times_at_once_is_applied_once() {
    each_backend(Options::default(), async |app| {
        let (id, token) = client(app, "amina@example.com").await;
        let code = simulator_code(app, &token).await;
        let body = json!({ "mono_code": code });
        let answers =
            futures_util::future::join_all((0..4).map(|_| link(app, &token, &id, &body))).await;
        for (status, answer) in &answers {
            assert_eq!(*status, StatusCode::OK, "{answer}");
            assert_eq!(answer, &answers[0].1);
        }
        assert_eq!(app.audit_count(LINKED_AUDIT).await, 1);
        assert_eq!(link_rows(app).await, 1);
    })
    .await;
}

#[tokio::test]
async fn not_yours_answers_like_not_there_and_staff_read_the_information() {
    each_backend(Options::default(), async |app| {
        let (amina, amina_token, linked) = linked_client(app, "amina@example.com").await;
        let (baraka, baraka_token) = client(app, "baraka@example.com").await;
        let nobody = "0123456789abcdef01234567";
        for user in [amina.as_str(), nobody] {
            let not_there = (StatusCode::NOT_FOUND, error("Not found"));
            assert_eq!(info(app, &baraka_token, user).await, not_there, "{user}");
            let code = json!({ "mono_code": "sim_x" });
            assert_eq!(link(app, &baraka_token, user, &code).await, not_there);
            assert_eq!(
                history(app, &baraka_token, user, &json!({})).await,
                not_there
            );
            assert_eq!(statement(app, &baraka_token, user, "6").await, not_there);
        }
        assert_eq!(
            info(app, &baraka_token, &baraka).await.1["data"]["status"],
            "inactive"
        );

        for (role, email) in [
            (Role::Coach, "coach@example.com"),
            (Role::Super, "super@example.com"),
            (Role::Admin, "admin@example.com"),
        ] {
            let staff_token = staff(app, role, email).await;
            let (status, read) = info(app, &staff_token, &amina).await;
            assert_eq!(status, StatusCode::OK, "{role:?}: {read}");
            assert_eq!(read["data"]["status"], "active");
            assert_eq!(read["data"]["accountNumber"], linked["accountNumber"]);
            assert_eq!(
                info(app, &staff_token, &baraka).await.1["data"]["status"],
                "inactive"
            );
            assert_eq!(
                info(app, &staff_token, nobody).await,
                (StatusCode::NOT_FOUND, error("Not found"))
            );
            // Read only: staff link nothing and read no history.
            let code = json!({ "mono_code": "sim_staff" });
            assert_eq!(
                link(app, &staff_token, &amina, &code).await.0,
                StatusCode::FORBIDDEN
            );
            assert_eq!(
                history(app, &staff_token, &amina, &json!({})).await.0,
                StatusCode::FORBIDDEN
            );
            assert_eq!(
                app.post("/api/mono/simulator/code", Some(&staff_token))
                    .await
                    .status(),
                StatusCode::FORBIDDEN
            );
        }
        // A staff member is no client whose account a coach reads.
        let coach = staff(app, Role::Coach, "coach2@example.com").await;
        let admin_id: String =
            sqlx::query("SELECT id FROM users WHERE email = 'admin@example.com'")
                .fetch_one(app.pool())
                .await
                .expect("admin")
                .get(0);
        assert_eq!(info(app, &coach, &admin_id).await.0, StatusCode::NOT_FOUND);
        for role in [Role::Sales, Role::Processor, Role::Advisor] {
            let token = staff(app, role, &format!("{}@example.com", role.as_str())).await;
            assert_eq!(
                info(app, &token, &amina).await,
                (
                    StatusCode::FORBIDDEN,
                    error("You do not have access to this")
                ),
                "{role:?}"
            );
        }
        assert_eq!(
            app.get(&format!("/api/mono/account_info/{amina}"), None)
                .await
                .status(),
            StatusCode::UNAUTHORIZED
        );
        assert_eq!(info(app, &amina_token, &amina).await.0, StatusCode::OK);
    })
    .await;
}

#[tokio::test]
async fn the_transaction_history_covers_the_asked_days_and_refuses_the_others() {
    each_backend(Options::default(), async |app| {
        let (id, token) = client(app, "amina@example.com").await;
        assert_eq!(
            history(app, &token, &id, &json!({})).await,
            (StatusCode::CONFLICT, refusal(LINK_FIRST))
        );
        let code = simulator_code(app, &token).await;
        link(app, &token, &id, &json!({ "mono_code": code })).await;

        let (status, recent) = history(app, &token, &id, &json!({})).await;
        assert_eq!(status, StatusCode::OK, "{recent}");
        assert_eq!(recent["message"], HISTORY_FOUND);
        let today = today(app);
        let from = today - chrono::Days::new(89);
        assert_eq!(recent["to"], today.to_string());
        assert_eq!(recent["from"], from.to_string());
        let rows = recent["data"].as_array().expect("data");
        assert!(rows.len() > 20, "{}", rows.len());
        let period = Period { from, to: today };
        for row in rows {
            assert!(
                period.contains(row["time"].as_i64().expect("time")),
                "{row}"
            );
            assert!(
                is_amount(&row["amount"]) && is_amount(&row["balance"]),
                "{row}"
            );
            assert!(
                matches!(row["type"].as_str(), Some("debit" | "credit")),
                "{row}"
            );
            assert!(!row["id"].as_str().unwrap_or("").is_empty());
        }
        // Newest first, and each balance follows from the one before.
        for pair in rows.windows(2) {
            let (newer, older) = (&pair[0], &pair[1]);
            assert!(newer["time"].as_i64() >= older["time"].as_i64());
            let moved = match newer["type"].as_str() {
                Some("credit") => amount(&newer["amount"]),
                _ => -amount(&newer["amount"]),
            };
            assert_eq!(
                amount(&older["balance"]) + moved,
                amount(&newer["balance"]),
                "{newer}"
            );
        }
        // The same every time.
        assert_eq!(history(app, &token, &id, &json!({})).await.1, recent);

        let month = json!({ "from": "2025-03-01", "to": "2025-03-31" });
        let (status, march) = history(app, &token, &id, &month).await;
        assert_eq!(status, StatusCode::OK);
        let days = Period {
            from: chrono::NaiveDate::from_ymd_opt(2025, 3, 1).expect("day"),
            to: chrono::NaiveDate::from_ymd_opt(2025, 3, 31).expect("day"),
        };
        let rows = march["data"].as_array().expect("data");
        assert!(!rows.is_empty());
        assert!(rows
            .iter()
            .all(|row| days.contains(row["time"].as_i64().expect("time"))));
        let one_day = json!({ "from": "2025-03-15", "to": "2025-03-15" });
        assert_eq!(history(app, &token, &id, &one_day).await.0, StatusCode::OK);

        let tomorrow = (today + chrono::Days::new(1)).to_string();
        let year_before = (today - chrono::Months::new(12)).to_string();
        let too_early = (today - chrono::Months::new(12) - chrono::Days::new(1)).to_string();
        let refused = [
            (json!({ "from": "01/03/2025" }), DATE_UNREADABLE),
            (
                json!({ "from": "2025-02-30", "to": "2025-03-31" }),
                DATE_UNREADABLE,
            ),
            (
                json!({ "from": "2025-04-01", "to": "2025-03-01" }),
                FROM_AFTER_TO,
            ),
            (json!({ "to": tomorrow }), TO_AFTER_TODAY),
            (json!({ "from": too_early }), RANGE_TOO_LONG),
        ];
        for (body, message) in refused {
            assert_eq!(
                history(app, &token, &id, &body).await,
                (StatusCode::UNPROCESSABLE_ENTITY, refusal(message)),
                "{body}"
            );
        }
        assert_eq!(
            history(app, &token, &id, &json!({ "from": year_before }))
                .await
                .0,
            StatusCode::OK
        );
        let not_json = app
            .client
            .post(app.url(&format!("/api/mono/transaction_history/{id}")))
            .bearer_auth(&token)
            .body("from=2025-01-01")
            .send()
            .await
            .expect("request");
        assert_eq!(not_json.status(), StatusCode::BAD_REQUEST);
    })
    .await;
}

async fn download(app: &TestApp, token: Option<&str>, path: &str) -> reqwest::Response {
    let path = path
        .strip_prefix("/api")
        .map(|p| format!("/api{p}"))
        .expect("an /api path");
    app.get(&path, token).await
}

#[tokio::test]
async fn the_statement_downloads_a_csv_the_validation_accepts() {
    each_backend(Options::default(), async |app| {
        let (id, token) = client(app, "amina@example.com").await;
        assert_eq!(
            statement(app, &token, &id, "6").await,
            (StatusCode::CONFLICT, refusal(LINK_FIRST))
        );
        let code = simulator_code(app, &token).await;
        let (_, linked) = link(app, &token, &id, &json!({ "mono_code": code })).await;

        let (status, answer) = statement(app, &token, &id, "last6months").await;
        assert_eq!(status, StatusCode::OK, "{answer}");
        assert_eq!(answer["message"], STATEMENT_READY);
        let data = &answer["data"];
        let path = data["path"].as_str().expect("path");
        assert!(path.starts_with("/api/mono/statements/"), "{path}");
        assert_eq!(data["months"], 6);
        let today = today(app);
        assert_eq!(data["to"], today.to_string());
        let from = today - chrono::Months::new(6) + chrono::Days::new(1);
        assert_eq!(data["from"], from.to_string());
        // The number and the word say the same.
        assert_eq!(statement(app, &token, &id, "6").await.1, answer);

        let response = download(app, Some(&token), path).await;
        assert_eq!(response.status(), StatusCode::OK);
        assert!(response.headers()["content-type"]
            .to_str()
            .is_ok_and(|t| t.starts_with("text/csv")));
        let bytes = response.bytes().await.expect("csv");
        let read = read_checked_csv(&bytes).expect("the validation's reader takes it");
        assert_eq!(
            read.transactions.len() as u64,
            data["transactions"].as_u64().expect("count")
        );
        assert!(read.transactions.len() > 50);
        assert_eq!(read.header.customer_name, linked["data"]["accountName"]);
        assert_eq!(read.header.mobile_number, linked["data"]["accountNumber"]);
        let period = Period { from, to: today };
        assert!(read
            .transactions
            .iter()
            .all(|t| period.contains(t.completed_at)));

        // What the validation would take without an upload: the same rows.
        let fed = statement_transactions(&app.state, &id, &period)
            .await
            .expect("fed")
            .expect("linked");
        assert_eq!(fed, read.transactions);
        assert_eq!(check_balances(&fed), Ok(()));
        assert!(
            statement_transactions(&app.state, "0123456789abcdef01234567", &period)
                .await
                .expect("fed")
                .is_none()
        );

        for param in ["0", "13", "lastyear", "last13months", "6months"] {
            assert_eq!(
                statement(app, &token, &id, param).await,
                (StatusCode::UNPROCESSABLE_ENTITY, refusal(STATEMENT_PERIOD)),
                "{param}"
            );
        }
        let (_, baraka) = client(app, "baraka@example.com").await;
        let coach = staff(app, Role::Coach, "coach@example.com").await;
        for other in [baraka.as_str(), coach.as_str()] {
            assert_eq!(
                json(download(app, Some(other), path).await).await,
                (StatusCode::NOT_FOUND, error("Not found"))
            );
        }
        assert_eq!(
            download(app, None, path).await.status(),
            StatusCode::UNAUTHORIZED
        );
        let rows: i64 = sqlx::query("SELECT COUNT(*) FROM linked_account_statements")
            .fetch_one(app.pool())
            .await
            .expect("count")
            .get(0);
        assert_eq!(rows, 1, "the same statement asked again is one file");
    })
    .await;
}

type Asked = Arc<Mutex<Vec<(String, Option<String>)>>>;

/// A small Mono: code `good_code` gives account `acc_1` (its balance 475.00 after two
/// transactions of the last days); `down` fails; other codes are refused. `failing` makes the
/// account calls fail. Every call's path and `mono-sec-key` header are kept in `asked`.
async fn fake_mono(failing: Arc<AtomicBool>) -> (SocketAddr, Asked) {
    let asked: Asked = Arc::new(Mutex::new(Vec::new()));
    let now = portal_server::clock::system_clock()();
    let iso = |at: i64| {
        chrono::DateTime::from_timestamp(at, 0)
            .expect("time")
            .to_rfc3339_opts(chrono::SecondsFormat::Millis, true)
    };
    let rows = json!([
        { "id": "tx_2", "narration": "POS Duka la Mfano, Nairobi", "amount": 2500, "type": "debit",
          "balance": 47500, "date": iso(now - 86_400), "category": "shopping" },
        { "id": "tx_1", "narration": "Transfer from Jaribio", "amount": 10000, "type": "credit",
          "balance": 50000, "date": iso(now - 2 * 86_400), "category": "transfer" },
    ]);
    let keep = |asked: &Asked, path: String, headers: &HeaderMap| {
        let key = headers
            .get("mono-sec-key")
            .and_then(|v| v.to_str().ok())
            .map(str::to_owned);
        asked.lock().expect("asked").push((path, key));
    };
    let (on_auth, on_account, on_transactions) = (asked.clone(), asked.clone(), asked.clone());
    let (failing_account, failing_transactions) = (failing.clone(), failing);
    let router = axum::Router::new()
        .route(
            "/v2/accounts/auth",
            axum::routing::post(move |headers: HeaderMap, Json(body): Json<Value>| {
                keep(&on_auth, "auth".to_owned(), &headers);
                async move {
                    match body["code"].as_str() {
                        Some("good_code") => (
                            StatusCode::OK,
                            Json(json!({ "status": "successful", "data": { "id": "acc_1" } })),
                        ),
                        Some("down") => (
                            StatusCode::INTERNAL_SERVER_ERROR,
                            Json(json!({ "status": "failed", "message": "Internal error" })),
                        ),
                        _ => (
                            StatusCode::BAD_REQUEST,
                            Json(json!({ "status": "failed", "message": "Invalid code" })),
                        ),
                    }
                }
            }),
        )
        .route(
            "/v2/accounts/{id}",
            axum::routing::get(move |headers: HeaderMap, Path(id): Path<String>| {
                keep(&on_account, format!("account {id}"), &headers);
                let failing = failing_account.load(Ordering::SeqCst);
                async move {
                    if failing || id != "acc_1" {
                        return (
                            StatusCode::SERVICE_UNAVAILABLE,
                            Json(json!({ "status": "failed", "message": "Bank unavailable" })),
                        );
                    }
                    (
                        StatusCode::OK,
                        Json(json!({ "status": "successful", "data": { "account": {
                            "id": "acc_1", "name": "WANJIKU JARIBIO", "currency": "KES",
                            "type": "SAVINGS ACCOUNT", "account_number": "0123457890",
                            "balance": 47500,
                            "institution": { "name": "Equity Bank", "bank_code": "068", "type": "PERSONAL_BANKING" }
                        }, "meta": { "data_status": "AVAILABLE" } } })),
                    )
                }
            }),
        )
        .route(
            "/v2/accounts/{id}/transactions",
            axum::routing::get(
                move |headers: HeaderMap,
                      Path(id): Path<String>,
                      Query(query): Query<HashMap<String, String>>| {
                    let mut keys: Vec<String> =
                        query.iter().map(|(k, v)| format!("{k}={v}")).collect();
                    keys.sort();
                    keep(
                        &on_transactions,
                        format!("transactions {id} {}", keys.join("&")),
                        &headers,
                    );
                    let failing = failing_transactions.load(Ordering::SeqCst);
                    let rows = rows.clone();
                    async move {
                        if failing {
                            return (
                                StatusCode::BAD_GATEWAY,
                                Json(json!({ "status": "failed", "message": "Bank unavailable" })),
                            );
                        }
                        (
                            StatusCode::OK,
                            Json(json!({ "status": "successful", "message": "Transaction retrieved successfully",
                                "data": rows, "meta": { "total": 2, "page": 1, "previous": null, "next": null } })),
                        )
                    }
                },
            ),
        );
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind");
    let addr = listener.local_addr().expect("addr");
    tokio::spawn(async move { axum::serve(listener, router).await.ok() });
    (addr, asked)
}

const MONO_KEY: &str = "test_sk_mono_0123456789";

#[tokio::test]
async fn the_mono_client_links_and_reads_through_monos_api() {
    let failing = Arc::new(AtomicBool::new(false));
    let (addr, asked) = fake_mono(failing.clone()).await;
    let options = Options::configured(move |config| {
        config.linked_accounts = LinkedAccountsKind::Mono(MonoConfig {
            base_url: format!("http://{addr}"),
            secret_key: MONO_KEY.to_owned(),
        });
    });
    each_backend(options, async |app| {
        failing.store(false, Ordering::SeqCst);
        asked.lock().expect("asked").clear();
        let (id, token) = client(app, "amina@example.com").await;
        // The simulator's stand-in for the Connect widget is not there.
        assert_eq!(
            json(app.post("/api/mono/simulator/code", Some(&token)).await).await,
            (StatusCode::NOT_FOUND, error("Not found"))
        );
        assert_eq!(
            link(app, &token, &id, &json!({ "mono_code": "sim_abc" })).await,
            (StatusCode::UNPROCESSABLE_ENTITY, refusal(CODE_REFUSED))
        );
        assert_eq!(
            link(app, &token, &id, &json!({ "mono_code": "down" })).await,
            (StatusCode::BAD_GATEWAY, refusal(PROVIDER_FAILED))
        );
        assert_eq!(
            link(app, &token, &id, &json!({ "mono_code": "good_code" })).await,
            (
                StatusCode::OK,
                json!({ "error": false, "message": LINKED, "data": {
                    "status": "active", "institution": "Equity Bank",
                    "accountName": "WANJIKU JARIBIO", "accountNumber": "******7890"
                } })
            )
        );
        let (status, read) = info(app, &token, &id).await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(read["data"]["balance"], "475.00");
        assert_eq!(read["data"]["accountType"], "SAVINGS ACCOUNT");
        assert_eq!(read["data"]["currency"], "KES");

        let (status, recent) = history(app, &token, &id, &json!({})).await;
        assert_eq!(status, StatusCode::OK, "{recent}");
        let rows = recent["data"].as_array().expect("data");
        assert_eq!(rows.len(), 2);
        assert_eq!(rows[0]["id"], "tx_2");
        assert_eq!(
            (&rows[0]["type"], &rows[0]["amount"], &rows[0]["balance"]),
            (&json!("debit"), &json!("25.00"), &json!("475.00"))
        );
        assert_eq!(rows[1]["amount"], "100.00");

        let (status, answer) = statement(app, &token, &id, "1").await;
        assert_eq!(status, StatusCode::OK, "{answer}");
        let csv = download(
            app,
            Some(&token),
            answer["data"]["path"].as_str().expect("path"),
        )
        .await
        .bytes()
        .await
        .expect("csv");
        let read_back = read_checked_csv(&csv).expect("accepted");
        assert_eq!(read_back.transactions.len(), 2);
        assert_eq!(read_back.header.customer_name, "WANJIKU JARIBIO");
        assert_eq!(read_back.transactions[0].receipt, "tx_2");

        // Mono failing: the message, 502.
        failing.store(true, Ordering::SeqCst);
        assert_eq!(
            info(app, &token, &id).await,
            (StatusCode::BAD_GATEWAY, refusal(PROVIDER_FAILED))
        );
        assert_eq!(
            history(app, &token, &id, &json!({})).await,
            (StatusCode::BAD_GATEWAY, refusal(PROVIDER_FAILED))
        );
        assert_eq!(
            statement(app, &token, &id, "3").await,
            (StatusCode::BAD_GATEWAY, refusal(PROVIDER_FAILED))
        );

        let asked = asked.lock().expect("asked").clone();
        assert!(asked.len() >= 9, "{asked:?}");
        for (path, key) in &asked {
            assert_eq!(key.as_deref(), Some(MONO_KEY), "{path}");
        }
        let today = today(app);
        let from = today - chrono::Days::new(89);
        let dated = |day: chrono::NaiveDate| day.format("%d-%m-%Y").to_string();
        let transactions = format!(
            "transactions acc_1 end={}&paginate=false&start={}",
            dated(today),
            dated(from)
        );
        assert!(
            asked.iter().any(|(path, _)| *path == transactions),
            "{transactions}: {asked:?}"
        );
    })
    .await;
}

#[tokio::test]
async fn monos_secret_key_never_reaches_the_log() {
    let failing = Arc::new(AtomicBool::new(false));
    let (addr, _) = fake_mono(failing.clone()).await;
    let base = format!("http://{addr}");
    for database in databases().await {
        failing.store(false, Ordering::SeqCst);
        let upload_dir = tempfile::tempdir().expect("temp dir");
        let server = Server::start(&[
            ("DATABASE_URL", database.url.as_str()),
            ("PWA_DIR", "/nonexistent"),
            ("UPLOAD_DIR", &upload_dir.path().display().to_string()),
            ("LINKED_ACCOUNTS_PROVIDER", "mono"),
            ("MONO_BASE_URL", &base),
            ("MONO_SECRET_KEY", MONO_KEY),
            ("RUST_LOG", "debug"),
        ])
        .await;
        let pool = sqlx::AnyPool::connect(&database.url).await.expect("pool");
        let hasher = portal_server::auth::hasher::Hasher::per_core();
        let now = portal_server::clock::system_clock()();
        let id = common::insert_user(&pool, &hasher, Role::Client, "amina@example.com", now).await;
        pool.close().await;
        let client = reqwest::Client::new();
        let signin = client
            .post(format!("{}/api/client/signin", server.base))
            .json(&json!({ "email": "amina@example.com", "password": PASSWORD }))
            .send()
            .await
            .expect("sign in");
        let token = signin.json::<Value>().await.expect("json")["token"]
            .as_str()
            .expect("token")
            .to_owned();
        for code in ["good_code", "down", "refused"] {
            client
                .post(format!("{}/api/mono/get_id/{id}", server.base))
                .bearer_auth(&token)
                .json(&json!({ "mono_code": code }))
                .send()
                .await
                .expect("link");
        }
        failing.store(true, Ordering::SeqCst);
        let failed = client
            .get(format!("{}/api/mono/account_info/{id}", server.base))
            .bearer_auth(&token)
            .send()
            .await
            .expect("info");
        assert_eq!(failed.status(), StatusCode::BAD_GATEWAY);
        let log = server.stop();
        let backend = database.backend;
        database.drop().await;
        assert!(
            !log.contains(MONO_KEY),
            "the key is in the log ({backend}):\n{log}"
        );
        assert!(
            log.contains("mono answered 503 Service Unavailable: Bank unavailable"),
            "the failure is not named in the log ({backend}):\n{log}"
        );
    }
}

/// The one line the binary prints when it refuses to start.
fn refusal_line(output: &str) -> &str {
    output
        .lines()
        .find(|line| line.starts_with("portal-server: "))
        .unwrap_or_else(|| panic!("no refusal in:\n{output}"))
}

#[tokio::test]
async fn production_refuses_the_linked_accounts_simulator() {
    for database in databases().await {
        let (status, output) = run_to_exit(&[
            ("APP_ENV", "production"),
            ("DATABASE_URL", &database.url),
            ("PUBLIC_URL", "https://portal.example.org"),
        ]);
        assert!(status.is_some_and(|status| !status.success()), "{output}");
        assert!(
            refusal_line(&output).contains("LINKED_ACCOUNTS_PROVIDER is not set"),
            "{output}"
        );
        let (status, output) = run_to_exit(&[
            ("APP_ENV", "production"),
            ("DATABASE_URL", &database.url),
            ("PUBLIC_URL", "https://portal.example.org"),
            ("LINKED_ACCOUNTS_PROVIDER", "simulator"),
        ]);
        assert!(status.is_some_and(|status| !status.success()), "{output}");
        assert!(
            refusal_line(&output).contains("LINKED_ACCOUNTS_PROVIDER=simulator is refused"),
            "{output}"
        );
        let (_, output) = run_to_exit(&[
            ("APP_ENV", "production"),
            ("DATABASE_URL", &database.url),
            ("PUBLIC_URL", "https://portal.example.org"),
            ("LINKED_ACCOUNTS_PROVIDER", "mono"),
        ]);
        let line = refusal_line(&output);
        assert!(
            line.contains("MONO_SECRET_KEY must be set when LINKED_ACCOUNTS_PROVIDER=mono"),
            "{line}"
        );
        assert!(
            !line.contains("LINKED_ACCOUNTS_PROVIDER is not set"),
            "{line}"
        );
        database.drop().await;
    }
}
