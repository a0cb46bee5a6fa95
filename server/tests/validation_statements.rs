//! Statements sent for the validation over real HTTP (docs/validation.md): an M-Pesa CSV and PDF
//! read and reconciled now with their tier, by upload id and by the spec's form; an altered one
//! refused with nothing kept; a protected PDF and its password; the same upload twice (also at the
//! same moment) keeping one statement; the quarter's row; every check's message; who may send and
//! read; a DigiKua sale pushed for an unmatched transaction taking it off the list.

use crate::common;
use crate::validation_common::*;

use common::books::{entrepreneur, id, push_ok, put};
use common::profile::{client, staff};
use common::{each_backend, Options, TestApp};
use portal_core::roles::Role;
use portal_core::validation::messages::*;
use portal_core::validation::protect::protect_pdf;
use portal_core::validation::sample::{alter_amount, write_csv, write_pdf};
use portal_server::validation::quarter_result;
use reqwest::StatusCode;
use serde_json::{json, Value};

fn totals_agree(data: &Value, expected: &portal_core::validation::quarter::QuarterReport) {
    let totals = &data["totals"];
    assert_eq!(
        totals["statementIn"],
        money(expected.totals.money_in.statement)
    );
    assert_eq!(totals["booksIn"], money(expected.totals.money_in.books));
    assert_eq!(
        totals["statementOut"],
        money(expected.totals.money_out.statement)
    );
    assert_eq!(totals["tier"], expected.totals.tier.wire());
    assert_eq!(totals["inTier"], expected.totals.money_in.tier.wire());
    assert_eq!(data["discrepancy"], money(expected.totals.discrepancy));
    assert_eq!(data["cashFlowValidated"], expected.validated);
    assert_eq!(
        data["unmatched"].as_array().expect("unmatched").len(),
        expected.unmatched.len()
    );
}

#[tokio::test]
async fn a_clean_csv_and_pdf_are_reconciled_with_their_tier() {
    each_backend(Options::default(), async |app| {
        let (_, token, business) = entrepreneur(app, Role::Client, "amina@example.com").await;
        let csv_statement = statement(11, 40);
        let csv = write_csv(&csv_statement).into_bytes();
        let upload = uploaded(app, &token, &csv).await;
        let (status, answer) = send_upload(app, &token, MPESA, &upload, None).await;
        assert_eq!(status, StatusCode::OK, "{answer}");
        assert_eq!(answer["error"], false);
        assert_eq!(answer["message"], STATEMENT_RECEIVED);
        let first = answer["data"].clone();
        assert_eq!(first["status"], "reconciled");
        assert_eq!(first["fileKind"], "csv");
        assert_eq!(first["source"], "upload");
        assert_eq!(first["institutionName"], "M-Pesa (Safaricom)");
        assert_eq!(first["periodFrom"], "2026-01-01");
        assert_eq!(first["periodTo"], "2026-03-31");
        assert_eq!(first["transactionCount"], 40);

        // Sent again (a phone's queue after a cut connection): the same statement.
        let (status, again) = send_upload(app, &token, MPESA, &upload, None).await;
        assert_eq!(status, StatusCode::OK, "{again}");
        assert_eq!(again["data"]["id"], first["id"]);
        assert_eq!(app.count_rows("validation_statements").await, 1);
        // Its file is the owner's, counted in their quota; the upload was taken.
        let kept: (i64, i64) = sqlx::query_as(
            "SELECT COUNT(*), CAST(COALESCE(SUM(size_bytes), 0) AS BIGINT) FROM files WHERE purpose = 'validation:statement'",
        )
        .fetch_one(app.pool())
        .await
        .expect("files");
        assert_eq!(kept, (1, csv.len() as i64));
        assert_eq!(app.count_rows("uploads").await, 0);

        let data = report(app, &token, "").await;
        assert_eq!(
            (data["year"].clone(), data["quarter"].clone()),
            (json!(2026), json!(1))
        );
        assert_eq!(data["quarters"], json!([{ "year": 2026, "quarter": 1 }]));
        assert_eq!(data["months"].as_array().expect("months").len(), 3);
        assert_eq!(data["months"][0]["month"], "2026-01");
        let id1 = first["id"].as_str().expect("id");
        let uploaded_at = first["uploadedAt"].as_i64().expect("uploadedAt");
        let one = [source(id1, uploaded_at, &csv_statement)];
        totals_agree(&data, &expected(&one));
        assert_eq!(
            data["byInstitution"][0]["moneyIn"],
            money(expected(&one).totals.money_in.statement)
        );
        let stored = quarter_result(app.pool(), &business.id, 2026, 1)
            .await
            .expect("read")
            .expect("the quarter's row");
        assert_eq!(stored.tier, expected(&one).totals.tier);
        assert_eq!(stored.months_covered, 3);
        assert!(!stored.validated);

        // The spec's form with the PDF of another statement over the same months: both kept, the
        // later one counts.
        app.advance_clock(60);
        let pdf_statement = statement(12, 30);
        let (status, answer) = send_form(
            app,
            &token,
            "1",
            Some((write_pdf(&pdf_statement), "statement.pdf")),
            None,
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{answer}");
        let second = answer["data"].clone();
        assert_eq!(second["fileKind"], "pdf");
        assert_eq!(second["transactionCount"], 30);
        let (status, list) = get(app, &token, STATEMENTS).await;
        assert_eq!(status, StatusCode::OK, "{list}");
        assert_eq!(list["message"], STATEMENTS_FOUND);
        let ids: Vec<&Value> = list["data"]
            .as_array()
            .expect("data")
            .iter()
            .map(|s| &s["id"])
            .collect();
        assert_eq!(ids, vec![&second["id"], &first["id"]]);
        let both = [
            one[0].clone(),
            source(
                second["id"].as_str().expect("id"),
                second["uploadedAt"].as_i64().expect("at"),
                &pdf_statement,
            ),
        ];
        let data = report(app, &token, "?year=2026&quarter=1").await;
        totals_agree(&data, &expected(&both));
        assert!(unmatched(&data)
            .iter()
            .all(|r| pdf_statement.transactions.iter().any(|t| &t.receipt == r)));

        // The file as sent, for its owner.
        let url = first["fileUrl"].as_str().expect("url");
        let response = app.get(url, Some(&token)).await;
        assert_eq!(response.status(), StatusCode::OK);
        assert_eq!(response.bytes().await.expect("bytes").to_vec(), csv);
    })
    .await;
}

#[tokio::test]
async fn an_altered_or_foreign_statement_is_refused_and_nothing_is_kept() {
    each_backend(Options::default(), async |app| {
        let (user_id, token) = client(app, "amina@example.com").await;
        let clean = statement(21, 30);
        let altered = alter_amount(&clean, 10);
        let upload = uploaded(app, &token, write_csv(&altered).as_bytes()).await;
        let (status, answer) = send_upload(app, &token, MPESA, &upload, None).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{answer}");
        assert_eq!(answer["error"], true);
        let message = answer["message"].as_str().expect("message");
        assert!(message.starts_with(BALANCES_BROKEN), "{message}");
        assert!(answer.get("needsPassword").is_none());

        let (status, answer) = send_form(
            app,
            &token,
            "1",
            Some((write_pdf(&altered), "statement.pdf")),
            None,
        )
        .await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{answer}");

        sqlx::query("UPDATE users SET language = 'sw' WHERE id = $1")
            .bind(&user_id)
            .execute(app.pool())
            .await
            .expect("swahili");
        let (status, answer) = send_form(
            app,
            &token,
            "1",
            Some((b"Jina,Kiasi\nA,1\n".to_vec(), "x.csv")),
            None,
        )
        .await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{answer}");
        assert_eq!(
            answer["message"],
            in_language(NO_TABLE, portal_core::language::Language::Swahili)
        );
        // Text that is no CSV does not pass the upload check.
        let (status, answer) = send_form(
            app,
            &token,
            "1",
            Some((b"just words\n".to_vec(), "x.csv")),
            None,
        )
        .await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{answer}");

        assert_eq!(app.count_rows("validation_statements").await, 0);
        assert_eq!(app.count_rows("validation_transactions").await, 0);
        let (status, answer) = get(app, &token, REPORT).await;
        assert_eq!(status, StatusCode::NOT_FOUND);
        assert_eq!(
            answer["message"],
            in_language(NO_STATEMENT_YET, portal_core::language::Language::Swahili)
        );
        let clean = write_csv(&clean).into_bytes();
        let (status, answer) = send_form(app, &token, "1", Some((clean, "s.csv")), None).await;
        assert_eq!(status, StatusCode::OK, "{answer}");
        assert_eq!(
            answer["message"],
            "Imefaulu. Subiri ripoti ya uthibitishaji"
        );
    })
    .await;
}

#[tokio::test]
async fn a_protected_pdf_is_read_with_its_password_only() {
    each_backend(Options::default(), async |app| {
        let (_, token) = client(app, "amina@example.com").await;
        let password = "Siri-7391";
        let pdf = protect_pdf(&write_pdf(&statement(31, 25)), password).expect("protected");
        // The upload check takes a protected PDF: its structure parses.
        let upload = uploaded(app, &token, &pdf).await;
        let (status, answer) = send_upload(app, &token, MPESA, &upload, None).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{answer}");
        assert_eq!(
            answer,
            json!({"error": true, "message": PASSWORD_NEEDED, "needsPassword": true})
        );
        let (status, answer) = send_upload(app, &token, MPESA, &upload, Some("wrong")).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{answer}");
        assert_eq!(
            answer,
            json!({"error": true, "message": PASSWORD_WRONG, "needsPassword": true})
        );
        assert_eq!(app.count_rows("validation_statements").await, 0);
        // The upload was not used up: the same id with the right password.
        let (status, answer) = send_upload(app, &token, MPESA, &upload, Some(password)).await;
        assert_eq!(status, StatusCode::OK, "{answer}");
        assert_eq!(answer["data"]["status"], "reconciled");
        assert_eq!(answer["data"]["transactionCount"], 25);
        assert!(!answer.to_string().contains(password));
        // The form too.
        let (status, answer) = send_form(
            app,
            &token,
            "1",
            Some((pdf.clone(), "s.pdf")),
            Some(password),
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{answer}");
    })
    .await;
}

#[tokio::test]
async fn every_check_has_its_message() {
    each_backend(Options::default(), async |app| {
        let (_, token) = client(app, "amina@example.com").await;
        let csv = write_csv(&statement(41, 10)).into_bytes();
        let upload = uploaded(app, &token, &csv).await;
        let cases = [
            (json!({"pdfFinancialStatement": upload, "phone": "0712345678"}), CHOOSE_INSTITUTION),
            (json!({"financialInsitutionId": "", "pdfFinancialStatement": upload, "phone": "0712345678"}), CHOOSE_INSTITUTION),
            (json!({"financialInsitutionId": 1, "phone": "0712345678"}), FILE_REQUIRED),
            (json!({"financialInsitutionId": 1, "pdfFinancialStatement": upload, "phone": "12"}), PHONE_INVALID),
            (json!({"financialInsitutionId": 999, "pdfFinancialStatement": upload, "phone": "0712345678"}), INSTITUTION_UNKNOWN),
            (json!({"financialInsitutionId": "1", "pdfFinancialStatement": id(), "phone": "0712345678"}), FILE_NOT_FOUND),
        ];
        for (body, message) in cases {
            let (status, answer) = send(app, &token, &body).await;
            assert_eq!(status, StatusCode::BAD_REQUEST, "{body}: {answer}");
            assert_eq!(answer, json!({"error": true, "message": message}), "{body}");
        }
        let (status, answer) = send_form(app, &token, "1", None, None).await;
        assert_eq!((status, answer["message"].clone()), (StatusCode::BAD_REQUEST, json!(FILE_REQUIRED)));
        // The form takes a statement of up to 10 MB (more than a request's usual limit).
        let big = b"Date,Amount\n".repeat(3 * 1024 * 1024 / 12);
        let (status, answer) = send_form(app, &token, "1", Some((big, "big.csv")), None).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{answer}");
        assert_eq!(answer["message"], NO_TABLE);
        let huge = b"Date,Amount\n".repeat(11 * 1024 * 1024 / 12);
        let (status, _) = send_form(app, &token, "1", Some((huge, "huge.csv")), None).await;
        assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE);
        // Another person's upload is not there.
        let (_, other) = client(app, "baraka@example.com").await;
        let (status, answer) = send_upload(app, &other, MPESA, &upload, None).await;
        assert_eq!((status, answer["message"].clone()), (StatusCode::BAD_REQUEST, json!(FILE_NOT_FOUND)));
        assert_eq!(app.count_rows("validation_statements").await, 0);
    })
    .await;
}

#[tokio::test]
async fn the_same_upload_at_the_same_moment_keeps_one_statement() {
    each_backend(Options::default(), async |app| {
        let (_, token) = client(app, "amina@example.com").await;
        let upload = uploaded(app, &token, write_csv(&statement(51, 30)).as_bytes()).await;
        let (a, b) = tokio::join!(
            send_upload(app, &token, MPESA, &upload, None),
            send_upload(app, &token, MPESA, &upload, None)
        );
        assert_eq!(a.0, StatusCode::OK, "{}", a.1);
        assert_eq!(b.0, StatusCode::OK, "{}", b.1);
        assert_eq!(a.1["data"]["id"], b.1["data"]["id"]);
        assert_eq!(app.count_rows("validation_statements").await, 1);
        assert_eq!(app.count_rows("validation_transactions").await, 30);
    })
    .await;
}

#[tokio::test]
async fn who_sends_and_reads_and_not_yours_is_not_there() {
    each_backend(Options::default(), async |app| {
        let (_, token, business) = entrepreneur(app, Role::Client, "amina@example.com").await;
        let upload = uploaded(app, &token, write_csv(&statement(61, 12)).as_bytes()).await;
        let (_, answer) = send_upload(app, &token, MPESA, &upload, None).await;
        let url = answer["data"]["fileUrl"].as_str().expect("url").to_owned();
        let query = format!("?businessId={}", business.id);

        let (_, other) = client(app, "baraka@example.com").await;
        for path in [format!("{STATEMENTS}{query}"), format!("{REPORT}{query}")] {
            let (status, answer) = get(app, &other, &path).await;
            assert_eq!(status, StatusCode::NOT_FOUND, "{path}");
            assert_eq!(answer["message"], BUSINESS_NOT_FOUND);
        }
        let (status, answer) = get(app, &other, &url).await;
        assert_eq!(
            (status, answer["message"].clone()),
            (StatusCode::NOT_FOUND, json!(STATEMENT_NOT_FOUND))
        );

        for role in [Role::Coach, Role::Super, Role::Admin] {
            let staff_token = staff(app, role, &format!("{}@example.com", role.as_str())).await;
            let (status, answer) = get(app, &staff_token, STATEMENTS).await;
            assert_eq!(
                (status, answer["message"].clone()),
                (StatusCode::BAD_REQUEST, json!(CHOOSE_A_BUSINESS))
            );
            let (status, answer) = get(app, &staff_token, &format!("{STATEMENTS}{query}")).await;
            assert_eq!(status, StatusCode::OK, "{answer}");
            assert_eq!(answer["data"].as_array().expect("data").len(), 1);
            let data = report(app, &staff_token, &query).await;
            assert_eq!(data["businessId"], business.id);
            let response = app.get(&url, Some(&staff_token)).await;
            assert_eq!(response.status(), StatusCode::OK);
            let (status, _) = send_upload(app, &staff_token, MPESA, &upload, None).await;
            assert_eq!(status, StatusCode::FORBIDDEN, "{role:?} sends none");
        }
        let advisor = staff(app, Role::Advisor, "advisor@example.com").await;
        let (status, _) = get(app, &advisor, &format!("{REPORT}{query}")).await;
        assert_eq!(status, StatusCode::FORBIDDEN);
        let response = app.get(STATEMENTS, None).await;
        assert_eq!(response.status(), StatusCode::UNAUTHORIZED);
    })
    .await;
}

/// Pushes the records the report suggests for `unmatched`, filled as the phone fills them (a
/// sale of a product pushed with it).
async fn push_suggested(app: &TestApp, token: &str, business: &str, unmatched: &[&Value]) {
    let (product, variant) = (id(), id());
    let mut mutations = vec![
        put(1, "product", &common::books::product(business, &product)),
        put(
            2,
            "productVariant",
            &common::books::variant(business, &variant, &product),
        ),
    ];
    for (u, seq) in unmatched.iter().zip(3..) {
        let suggested = &u["suggested"];
        let mut record = suggested["record"].clone();
        record["id"] = json!(id());
        record["businessId"] = json!(business);
        if suggested["entity"] == "sale" {
            record["nature"] = json!("Product");
            record["variantId"] = json!(variant);
        }
        mutations.push(put(
            seq,
            suggested["entity"].as_str().expect("entity"),
            &record,
        ));
    }
    let answer = push_ok(app, token, &common::random_hex(12), &mutations).await;
    assert_eq!(answer["rejected"], json!([]), "{answer}");
}

#[tokio::test]
async fn a_sale_pushed_for_an_unmatched_transaction_takes_it_off_the_list() {
    each_backend(Options::default(), async |app| {
        let (_, token, business) = entrepreneur(app, Role::Client, "amina@example.com").await;
        let upload = uploaded(app, &token, write_csv(&statement(71, 30)).as_bytes()).await;
        let (status, answer) = send_upload(app, &token, MPESA, &upload, None).await;
        assert_eq!(status, StatusCode::OK, "{answer}");
        let before = report(app, &token, "").await;
        let listed = before["unmatched"].as_array().expect("unmatched");
        let paid_in = listed
            .iter()
            .find(|u| u["side"] == "in")
            .expect("a payment in");
        let paid_out = listed
            .iter()
            .find(|u| u["side"] == "out")
            .expect("a payment out");
        assert_eq!(paid_in["suggested"]["entity"], "sale");
        assert_eq!(paid_out["suggested"]["entity"], "expense");
        push_suggested(app, &token, &business.id, &[paid_in, paid_out]).await;
        let after = report(app, &token, "").await;
        for gone in [paid_in, paid_out] {
            let receipt = gone["receipt"].as_str().expect("receipt").to_owned();
            assert!(unmatched(&before).contains(&receipt));
            assert!(!unmatched(&after).contains(&receipt), "{receipt}");
        }
        assert_eq!(unmatched(&after).len() + 2, unmatched(&before).len());
        let gap = |data: &Value| -> f64 {
            data["discrepancy"]
                .as_str()
                .expect("gap")
                .parse()
                .expect("number")
        };
        assert!(
            gap(&after) < gap(&before),
            "{} then {}",
            gap(&before),
            gap(&after)
        );
        assert_eq!(
            after["totals"]["booksIn"], paid_in["amount"],
            "the sale is the books' money in"
        );
        assert_eq!(after["totals"]["booksOut"], paid_out["amount"]);
        let stored = quarter_result(app.pool(), &business.id, 2026, 1)
            .await
            .expect("read")
            .expect("row");
        let cents = |v: &Value| -> i64 {
            let text = v.as_str().expect("amount").replace('.', "");
            text.parse().expect("cents")
        };
        assert_eq!(stored.books_in, cents(&paid_in["amount"]));
    })
    .await;
}

/// The real binary, logging at debug level: a statement's password, wrong or right, by JSON or by
/// the form, never reaches its output.
#[tokio::test]
async fn the_password_never_reaches_the_log() {
    use common::binary::{databases, Server};
    use portal_server::auth::hasher::Hasher;
    let password = "Log-Siri-4817";
    let pdf = protect_pdf(&write_pdf(&statement(91, 12)), password).expect("protected");
    for database in databases().await {
        let upload_dir = tempfile::tempdir().expect("temp dir");
        let server = Server::start(&[
            ("DATABASE_URL", database.url.as_str()),
            ("PWA_DIR", "/nonexistent"),
            ("UPLOAD_DIR", &upload_dir.path().display().to_string()),
            ("RUST_LOG", "debug"),
        ])
        .await;
        let pool = sqlx::AnyPool::connect(&database.url).await.expect("pool");
        let now = portal_server::clock::system_clock()();
        let email = "amina@example.com";
        common::insert_user(&pool, &Hasher::per_core(), Role::Client, email, now).await;
        pool.close().await;
        let client = reqwest::Client::new();
        let signin: Value = client
            .post(format!("{}/api/client/signin", server.base))
            .json(&json!({ "email": email, "password": common::PASSWORD }))
            .send()
            .await
            .expect("signin")
            .json()
            .await
            .expect("json");
        let token = signin["token"].as_str().expect("token").to_owned();
        for typed in ["wrong-Log-Siri-4817", password] {
            let form = reqwest::multipart::Form::new()
                .text("financialInsitutionId", "1")
                .text("phone", "0712345678")
                .text("password", typed.to_owned())
                .part(
                    "pdfFinancialStatement",
                    reqwest::multipart::Part::bytes(pdf.clone()).file_name("s.pdf"),
                );
            let answer = client
                .post(format!("{}{STATEMENTS}", server.base))
                .bearer_auth(&token)
                .multipart(form)
                .send()
                .await
                .expect("form");
            let wanted = if typed == password {
                StatusCode::OK
            } else {
                StatusCode::UNPROCESSABLE_ENTITY
            };
            assert_eq!(
                answer.status(),
                wanted,
                "{backend}",
                backend = database.backend
            );
            let body = answer.text().await.expect("body");
            assert!(!body.contains(password), "{body}");
        }
        let json_body = json!({
            "financialInsitutionId": 1, "pdfFinancialStatement": id(), "phone": "0712345678",
            "password": password,
        });
        client
            .post(format!("{}{STATEMENTS}", server.base))
            .bearer_auth(&token)
            .json(&json_body)
            .send()
            .await
            .expect("json");
        let log = server.stop();
        let backend = database.backend;
        database.drop().await;
        assert!(log.contains(STATEMENTS), "the calls are logged ({backend})");
        assert!(
            !log.contains(password),
            "the password is in the log ({backend}):\n{log}"
        );
    }
}
