//! Business documents over real HTTP (docs/documents.md, spec 002 sections 5.2, 7.2 and 8.2): the
//! checks in the spec's order, quotations made invoices once, payments within the balance and
//! recorded once (the same one twice, two at once), their DigiKua sales, the PDFs, roles, and
//! another business's documents answered as missing ones.

use crate::common;

use common::books::{entrepreneur, id};
use common::gateway::{shop, Shop};
use common::{each_backend, json, Options, TestApp};
use portal_core::documents::messages::*;
use portal_core::roles::Role;
use reqwest::StatusCode;
use serde_json::{json, Value};
use sqlx::Row;

async fn post(app: &TestApp, path: &str, token: &str, body: &Value) -> (StatusCode, Value) {
    json(app.post_json(path, Some(token), body).await).await
}

fn items(shop: &Shop) -> Value {
    json!([
        {"variantId": shop.variant, "quantity": 12, "totalAmount": 240},
        {"variantId": shop.service_variant, "quantity": "1", "totalAmount": "150.50"},
    ])
}

fn document(shop: &Shop) -> Value {
    json!({
        "phone": "254712000111", "items": items(shop), "clientName": "Otieno Hardware",
        "clientPhone": "0722 000 333", "clientEmail": "shop@otieno.co.ke",
    })
}

fn refused(body: &Value, message: &str) {
    assert_eq!(body["error"], true, "{body}");
    assert_eq!(body["message"], message, "{body}");
}

async fn sales_of(app: &TestApp, business_id: &str) -> Vec<(String, String)> {
    let rows = sqlx::query(
        "SELECT data FROM bk_records WHERE business_id = $1 AND entity = 'sale' ORDER BY created_at, id",
    )
    .bind(business_id)
    .fetch_all(app.pool())
    .await
    .expect("sales");
    rows.iter()
        .map(|r| {
            let data: Value = serde_json::from_str(&r.get::<String, _>("data")).expect("json");
            (
                data["variantId"].as_str().unwrap_or("").to_owned(),
                data["revenue"].to_string(),
            )
        })
        .collect()
}

#[tokio::test]
async fn quotations_and_invoices_follow_the_spec() {
    each_backend(Options::default(), async |app| {
        let (_, token, business) = entrepreneur(app, Role::Client, "amina@example.com").await;
        let shop = shop(app, &token, &business.id, 100.0).await;
        let (code, body) = post(
            app,
            "/api/documents/quotations/list",
            &token,
            &json!({"phone": "254712000111"}),
        )
        .await;
        assert_eq!(code, StatusCode::OK);
        assert_eq!(
            (body["Response"].as_str(), body["message"].as_str()),
            (Some("False"), Some(QUOTATIONS_NOT_FOUND))
        );

        // The 5.2 checks, in order.
        let add = "/api/documents/quotations/items/add-multiple";
        let mut d = document(&shop);
        d["phone"] = json!("");
        d["items"] = json!([]);
        d["clientEmail"] = json!("");
        refused(
            &post(app, add, &token, &d).await.1,
            MISSING_IMPORTANT_INFORMATION,
        );
        d["phone"] = json!("254712000111");
        refused(&post(app, add, &token, &d).await.1, ADD_AN_ITEM);
        d["items"] = items(&shop);
        refused(&post(app, add, &token, &d).await.1, CLIENT_EMAIL_BLANK);
        d["clientEmail"] = json!("shop@otieno.co.ke");
        d["clientPhone"] = json!(" ");
        refused(&post(app, add, &token, &d).await.1, CLIENT_PHONE_BLANK);
        d["clientPhone"] = json!("0722000333");
        d["clientName"] = json!("");
        let (code, body) = post(app, add, &token, &d).await;
        assert_eq!(code, StatusCode::BAD_REQUEST);
        refused(&body, CLIENT_NAME_BLANK);
        let mut d = document(&shop);
        d["items"][1]["quantity"] = json!(0);
        let body = post(app, add, &token, &d).await.1;
        refused(&body, QUANTITY_TOO_SMALL);
        assert_eq!(body["item"], 2);
        d["items"][1]["quantity"] = json!(1);
        d["items"][0]["variantId"] = json!(id());
        refused(&post(app, add, &token, &d).await.1, ITEM_NOT_FOUND);
        assert_eq!(
            app.count_rows("documents").await,
            0,
            "nothing kept from a refusal"
        );

        // Made once, even when the phone sends it twice.
        let mut d = document(&shop);
        let phone_id = id();
        d["id"] = json!(phone_id);
        let (code, body) = post(app, add, &token, &d).await;
        assert_eq!(code, StatusCode::OK, "{body}");
        assert_eq!(body["message"], QUOTATION_CREATED);
        let quotation = body["data"].clone();
        assert_eq!(quotation["id"], phone_id.as_str());
        assert_eq!(quotation["quoteTo"]["phone"], "254722000333");
        assert_eq!(quotation["isGenerated"], false);
        assert_eq!(quotation["total"], "390.50");
        assert_eq!(quotation["items"][0]["name"], "Mandazi, Small");
        let again = post(app, add, &token, &d).await.1;
        assert_eq!(again["data"]["id"], phone_id.as_str());
        assert_eq!(app.count_rows("documents").await, 1);

        // The quotation becomes an invoice, once.
        let make = "/api/documents/quotations/invoice";
        let (code, body) = post(
            app,
            make,
            &token,
            &json!({"phone": "254712000111", "id": phone_id}),
        )
        .await;
        assert_eq!(code, StatusCode::OK, "{body}");
        assert_eq!(body["message"], INVOICE_FROM_QUOTATION);
        let invoice = body["data"].clone();
        assert_eq!(
            (invoice["kind"].as_str(), invoice["linkedId"].as_str()),
            (Some("invoice"), Some(phone_id.as_str()))
        );
        assert_eq!(invoice["billTo"]["name"], "Otieno Hardware");
        assert_eq!(invoice["balanceDue"], "390.50");
        refused(
            &post(
                app,
                make,
                &token,
                &json!({"phone": "254712000111", "id": phone_id}),
            )
            .await
            .1,
            ALREADY_AN_INVOICE,
        );
        let listed = post(app, "/api/documents/quotations/list", &token, &json!({}))
            .await
            .1;
        assert_eq!(listed["data"][0]["linkedId"], invoice["id"]);
        let listed = post(app, "/api/documents/invoices/list", &token, &json!({}))
            .await
            .1;
        assert_eq!(
            (listed["Response"].as_str(), listed["count"].as_u64()),
            (Some("True"), Some(1))
        );

        // An invoice made directly.
        let (code, body) = post(
            app,
            "/api/documents/invoices/items/add-multiple",
            &token,
            &document(&shop),
        )
        .await;
        assert_eq!(
            (code, body["message"].as_str()),
            (StatusCode::OK, Some(INVOICE_GENERATED))
        );
        assert_eq!(app.audit_count("document_made").await, 3);
    })
    .await;
}

#[tokio::test]
async fn payments_stay_within_the_balance_and_record_their_sales_once() {
    each_backend(Options::default(), async |app| {
        app.freeze_clock();
        let (_, token, business) = entrepreneur(app, Role::Client, "amina@example.com").await;
        let shop = shop(app, &token, &business.id, 100.0).await;
        let made = post(app, "/api/documents/invoices/items/add-multiple", &token, &document(&shop)).await.1;
        let invoice = made["data"]["id"].as_str().expect("invoice").to_owned();
        let today = portal_core::time::nairobi_day(app.state.now()).expect("today");
        let day = format!("{:04}-{:02}-{:02}", today.0, today.1, today.2);
        let pay = |amount: Value, date: &str, payment_id: Option<String>| {
            json!({"phone": "254712000111", "invoiceId": invoice, "amountPaid": amount, "datePaid": date, "id": payment_id})
        };
        let path = "/api/documents/invoices/payments/add";
        refused(&post(app, path, &token, &json!({"phone": "254712000111", "invoiceId": "", "amountPaid": 5, "datePaid": day})).await.1, MISSING_IMPORTANT_INFORMATION);
        refused(&post(app, path, &token, &pay(json!(5), "", None)).await.1, DATE_PAID_BLANK);
        refused(&post(app, path, &token, &pay(json!(""), &day, None)).await.1, AMOUNT_PAID_BLANK);
        refused(&post(app, path, &token, &pay(json!(5), "2999-01-01", None)).await.1, DATE_PAID_IN_FUTURE);
        refused(&post(app, path, &token, &pay(json!("390.51"), &day, None)).await.1, MORE_THAN_BALANCE);

        // A part, sent twice by the phone: recorded once, with its sales.
        let first = id();
        let (code, body) = post(app, path, &token, &pay(json!(200), &day, Some(first.clone()))).await;
        assert_eq!(code, StatusCode::OK, "{body}");
        assert_eq!(body["message"], PAYMENT_RECORDED);
        assert!(body["data"]["receiptNumber"].as_str().is_some_and(|n| n.starts_with("RCT-")));
        assert_eq!(body["data"]["saleIds"].as_array().map(Vec::len), Some(2));
        post(app, path, &token, &pay(json!(200), &day, Some(first.clone()))).await;
        assert_eq!(app.count_rows("document_payments").await, 1);
        assert_eq!(sales_of(app, &business.id).await.len(), 2);

        // Two payments of the rest at the same moment: one is recorded, the other refused.
        let (rest_a, rest_b) = (pay(json!("190.50"), &day, None), pay(json!("190.50"), &day, None));
        let (a, b) = tokio::join!(post(app, path, &token, &rest_a), post(app, path, &token, &rest_b));
        let mut codes = [a.0, b.0];
        codes.sort();
        assert_eq!(codes, [StatusCode::OK, StatusCode::BAD_REQUEST], "{} / {}", a.1, b.1);
        let loser = if a.0 == StatusCode::OK { b.1 } else { a.1 };
        assert!(loser["message"] == ALREADY_PAID || loser["message"] == MORE_THAN_BALANCE, "{loser}");
        let listed = post(app, "/api/documents/invoices/list", &token, &json!({})).await.1;
        assert_eq!((listed["data"][0]["balanceDue"].as_str(), listed["data"][0]["paidState"].as_str()), (Some("0.00"), Some("paid")));
        refused(&post(app, path, &token, &pay(json!(1), &day, None)).await.1, ALREADY_PAID);

        // The sales add up to the invoice, item by item.
        let sales = sales_of(app, &business.id).await;
        let total = |variant: &str| -> f64 {
            sales.iter().filter(|(v, _)| v == variant).map(|(_, r)| r.trim_matches('"').parse::<f64>().expect("revenue")).sum()
        };
        assert_eq!(total(&shop.variant), 240.0);
        assert_eq!(total(&shop.service_variant), 150.5);

        // Not recorded as a sale when the person says so.
        let other = post(app, "/api/documents/invoices/items/add-multiple", &token, &document(&shop)).await.1;
        let mut body = pay(json!(10), &day, None);
        body["invoiceId"] = other["data"]["id"].clone();
        body["recordSale"] = json!(false);
        let (code, answer) = post(app, path, &token, &body).await;
        assert_eq!((code, answer["data"]["saleIds"].as_array().map(Vec::len)), (StatusCode::OK, Some(0)));
        assert_eq!(sales_of(app, &business.id).await.len(), sales.len());
    })
    .await;
}

#[tokio::test]
async fn only_the_owner_sees_a_document_and_its_pdfs() {
    each_backend(Options::default(), async |app| {
        let (_, token, business) = entrepreneur(app, Role::Client, "amina@example.com").await;
        let (_, other, _) = entrepreneur(app, Role::Client, "baraka@example.com").await;
        let shop = shop(app, &token, &business.id, 100.0).await;
        let made = post(app, "/api/documents/invoices/items/add-multiple", &token, &document(&shop)).await.1;
        let invoice = made["data"]["id"].as_str().expect("invoice").to_owned();
        let number = made["data"]["number"].as_str().expect("number").to_owned();

        let response = app.get(&format!("/api/documents/{invoice}/pdf?language=sw"), Some(&token)).await;
        assert_eq!(response.status(), StatusCode::OK);
        assert_eq!(response.headers()["content-type"], "application/pdf");
        let pdf = response.bytes().await.expect("pdf");
        let parsed = lopdf::Document::load_mem(&pdf).expect("a PDF");
        let page = parsed.get_pages().values().next().copied().expect("a page");
        let text = String::from_utf8_lossy(&parsed.get_page_content(page)).into_owned();
        assert!(text.contains("(ANKARA) Tj") && text.contains(&format!("({number}) Tj")), "{text}");

        // Another entrepreneur: the same answers as for an id that does not exist.
        let unknown = id();
        for path in [format!("/api/documents/{invoice}/pdf"), format!("/api/documents/{unknown}/pdf")] {
            let (code, body) = json(app.get(&path, Some(&other)).await).await;
            assert_eq!((code, body["message"].as_str()), (StatusCode::NOT_FOUND, Some("Document not found")), "{path}");
        }
        for invoice_id in [invoice.clone(), unknown] {
            let body = json!({"phone": "254712000222", "invoiceId": invoice_id, "amountPaid": 5, "datePaid": "2026-01-02"});
            let (code, answer) = post(app, "/api/documents/invoices/payments/add", &other, &body).await;
            assert_eq!((code, answer["message"].as_str()), (StatusCode::NOT_FOUND, Some("Document not found")));
        }
        let listed = post(app, "/api/documents/invoices/list", &other, &json!({})).await.1;
        assert_eq!(listed["count"], 0);

        // Only entrepreneurs keep documents.
        app.create_user(Role::Coach, "coach@example.com").await;
        let coach = app.token("coach@example.com", common::PASSWORD).await;
        let (code, _) = post(app, "/api/documents/invoices/list", &coach, &json!({})).await;
        assert_eq!(code, StatusCode::FORBIDDEN);
        let response = app.post_json("/api/documents/invoices/list", None, &json!({})).await;
        assert_eq!(response.status(), StatusCode::UNAUTHORIZED);
    })
    .await;
}

/// The invest profile's name, phone, address and JPEG logo head the business's documents.
#[tokio::test]
async fn the_invest_profile_heads_the_documents() {
    each_backend(Options::default(), async |app| {
        let now = app.state.now();
        let (user_id, token, business) = entrepreneur(app, Role::Client, "amina@example.com").await;
        let shop = shop(app, &token, &business.id, 100.0).await;
        let form = portal_core::invest::profile::ProfileForm {
            name: "Amina Soaps".into(),
            category: portal_core::invest::profile::Category::Id(1),
            phone: "0712000111".into(),
            overview: "Soap made in Kisumu.".into(),
            business_address: "Kibuye Market, Kisumu".into(),
            ..Default::default()
        };
        let profile = portal_core::invest::profile::check(&form).expect("a good profile");
        let logo = include_bytes!("../../core/src/documents/logo-test.jpg");
        app.state
            .storage
            .put("logo1", logo, "image/jpeg")
            .await
            .expect("stored");
        let file = portal_server::media::model::StoredFile {
            id: id(),
            owner_id: user_id.clone(),
            purpose: "invest:logo".into(),
            content_type: "image/jpeg".into(),
            size_bytes: logo.len() as i64,
            storage_key: "logo1".into(),
            created_at: now,
        };
        portal_server::media::store::insert(app.pool(), &file)
            .await
            .expect("file");
        let mut conn = app.pool().acquire().await.expect("conn");
        portal_server::invest::store::insert(&mut conn, &business.id, &profile, &user_id, now)
            .await
            .expect("profile");
        let picture = portal_server::invest::store::Picture {
            file_id: Some(file.id.clone()),
            upload_id: None,
        };
        portal_server::invest::store::set_pictures(
            &mut conn,
            &business.id,
            &Default::default(),
            &picture,
        )
        .await
        .expect("logo");
        drop(conn);

        let made = post(
            app,
            "/api/documents/quotations/items/add-multiple",
            &token,
            &document(&shop),
        )
        .await
        .1;
        let quotation = made["data"]["id"].as_str().expect("quotation").to_owned();
        let response = app
            .get(&format!("/api/documents/{quotation}/pdf"), Some(&token))
            .await;
        let pdf = response.bytes().await.expect("pdf");
        let parsed = lopdf::Document::load_mem(&pdf).expect("a PDF");
        let page = parsed.get_pages().values().next().copied().expect("a page");
        let text = String::from_utf8_lossy(&parsed.get_page_content(page)).into_owned();
        for shown in [
            "(Amina Soaps) Tj",
            "(+254 712 000 111) Tj",
            "(Kibuye Market, Kisumu) Tj",
            "/Im1 Do",
        ] {
            assert!(text.contains(shown), "{shown} in {text}");
        }
    })
    .await;
}
