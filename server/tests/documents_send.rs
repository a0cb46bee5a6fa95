//! Sending business documents over real HTTP (docs/documents.md, "Sending and the public link"; spec
//! 002 sections 4.2, 7.2 and 8.2): the SMS with the short link and the e-mail with the PDF attached
//! through the outbox (and through an SMTP relay), the public page and PDF opened with the token and
//! no sign-in, only the token's hash kept, links turned off or expired answering exactly as unknown
//! ones, receipts sent, and another business's documents and links answered as missing ones.

use crate::common;

use std::time::Duration;

use base64::Engine;
use common::books::{entrepreneur, id};
use common::gateway::{shop, Shop};
use common::{each_backend, json, Options, TestApp};
use portal_core::documents::messages::*;
use portal_core::roles::Role;
use portal_server::config::EmailProvider;
use portal_server::outbox::deliver_due;
use reqwest::StatusCode;
use serde_json::{json, Value};
use sqlx::Row;

const PHONE: &str = "254712000111";
const CLIENT_PHONE: &str = "254722000333";
const CLIENT_EMAIL: &str = "shop@otieno.co.ke";
const NINETY_DAYS: i64 = 90 * 24 * 3600;

fn dev_outbox() -> Options {
    Options::configured(|config| config.dev_outbox = true)
}

async fn post(app: &TestApp, path: &str, token: Option<&str>, body: &Value) -> (StatusCode, Value) {
    json(app.post_json(path, token, body).await).await
}

fn document(shop: &Shop) -> Value {
    json!({
        "phone": PHONE,
        "items": [
            {"variantId": shop.variant, "quantity": 12, "totalAmount": 240},
            {"variantId": shop.service_variant, "quantity": "1", "totalAmount": "150.50"},
        ],
        "clientName": "Otieno Hardware", "clientPhone": "0722 000 333", "clientEmail": CLIENT_EMAIL,
    })
}

/// A signed-in entrepreneur with a phone and a shop: (user id, token, business id, shop).
async fn seller(app: &TestApp, email: &str) -> (String, String, String, Shop) {
    let (user_id, token, business) = entrepreneur(app, Role::Client, email).await;
    app.set_phone_and_verified(&user_id, Some(PHONE), true)
        .await;
    let shop = shop(app, &token, &business.id, 100.0).await;
    (user_id, token, business.id, shop)
}

/// An invoice (or quotation) of the seller's: (id, number).
async fn made(app: &TestApp, token: &str, shop: &Shop, kind: &str) -> (String, String) {
    let path = format!("/api/documents/{kind}/items/add-multiple");
    let (code, body) = post(app, &path, Some(token), &document(shop)).await;
    assert_eq!(code, StatusCode::OK, "{body}");
    let id = body["data"]["id"].as_str().expect("id").to_owned();
    let number = body["data"]["number"].as_str().expect("number").to_owned();
    (id, number)
}

/// The token in a link's address.
fn token_of(url: &str) -> String {
    url.strip_prefix("http://portal.test/d/")
        .unwrap_or_else(|| panic!("a link of the portal: {url}"))
        .to_owned()
}

async fn outbox_to(app: &TestApp, to: &str) -> Vec<Value> {
    let (code, body) = json(app.get(&format!("/api/dev/outbox?to={to}"), None).await).await;
    assert_eq!(code, StatusCode::OK);
    body["messages"].as_array().expect("messages").clone()
}

/// The text drawn on a PDF's first page.
fn pdf_text(bytes: &[u8]) -> String {
    let parsed = lopdf::Document::load_mem(bytes).expect("a PDF");
    let page = parsed.get_pages().values().next().copied().expect("a page");
    String::from_utf8_lossy(&parsed.get_page_content(page)).into_owned()
}

async fn stored_bytes(app: &TestApp, key: &str) -> Vec<u8> {
    app.state
        .storage
        .get(key)
        .await
        .expect("storage")
        .expect("the attachment is stored")
}

async fn open_link(app: &TestApp, token: &str) -> (StatusCode, Value) {
    json(
        app.get(&format!("/api/public/documents/{token}"), None)
            .await,
    )
    .await
}

fn gone() -> Value {
    json!({"error": true, "message": LINK_GONE})
}

#[tokio::test]
async fn an_invoice_is_sent_by_sms_with_its_link_and_by_e_mail_with_its_pdf() {
    each_backend(dev_outbox(), async |app| {
        let (_, token, _, shop) = seller(app, "amina@example.com").await;
        let (invoice, number) = made(app, &token, &shop, "invoices").await;

        let (code, body) = post(
            app,
            "/api/documents/invoices/print",
            Some(&token),
            &json!({"phone": PHONE, "id": invoice}),
        )
        .await;
        assert_eq!(code, StatusCode::OK, "{body}");
        assert_eq!(
            (body["error"].as_bool(), body["message"].as_str()),
            (Some(false), Some(INVOICE_SENT))
        );
        let sent = &body["data"];
        assert_eq!(sent["document"]["isGenerated"], true);
        assert_eq!(sent["document"]["id"], invoice.as_str());
        let link = &sent["link"];
        assert_eq!(
            (link["open"].as_bool(), link["revoked"].as_bool()),
            (Some(true), Some(false))
        );
        assert_eq!(
            link["expiresAt"].as_i64().expect("expiry") - link["createdAt"].as_i64().expect("made"),
            NINETY_DAYS
        );
        let url = link["url"].as_str().expect("url").to_owned();
        let link_token = token_of(&url);
        assert!(link_token.len() >= 22, "at least 128 bits: {link_token}");
        assert!(
            link_token
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_'),
            "{link_token}"
        );

        // Only the token's SHA-256 is kept.
        let row = sqlx::query("SELECT token_hash, document_id, payment_id FROM document_links")
            .fetch_one(app.pool())
            .await
            .expect("a link");
        let hash: String = row.get(0);
        assert_ne!(hash, link_token);
        assert!(!hash.contains(&link_token));
        assert_eq!(hash, portal_server::auth::password::token_hash(&link_token));
        assert_eq!(row.get::<String, _>(1), invoice);
        assert_eq!(row.get::<Option<String>, _>(2), None);

        // The business's name, as the public page shows it.
        let (code, page) = open_link(app, &link_token).await;
        assert_eq!(code, StatusCode::OK, "{page}");
        let business = page["data"]["businessName"]
            .as_str()
            .expect("business")
            .to_owned();
        assert!(!business.is_empty());

        // The SMS to the client's phone: the business, the number, the total and the link.
        let sms = outbox_to(app, CLIENT_PHONE).await;
        assert_eq!(sms.len(), 1);
        assert_eq!(sms[0]["channel"], "sms");
        let text = sms[0]["body"].as_str().expect("body");
        assert_eq!(
            text,
            format!("{business} sent you invoice {number} for Ksh 390.50. View it: {url}")
        );
        assert!(sms[0].get("attachment").is_none());

        // The e-mail to the client's address with the PDF attached.
        let mail = outbox_to(app, CLIENT_EMAIL).await;
        assert_eq!(mail.len(), 1);
        assert_eq!(
            mail[0]["subject"],
            format!("Invoice {number} from {business}")
        );
        let body_text = mail[0]["body"].as_str().expect("body");
        assert!(
            body_text.starts_with("Hello Otieno Hardware,")
                && body_text.contains(&url)
                && body_text.contains("90 days"),
            "{body_text}"
        );
        let attachment = &mail[0]["attachment"];
        assert_eq!(attachment["name"], format!("{number}.pdf"));
        assert_eq!(attachment["contentType"], "application/pdf");
        let bytes = stored_bytes(app, attachment["key"].as_str().expect("key")).await;
        assert_eq!(attachment["size"].as_u64(), Some(bytes.len() as u64));
        let drawn = pdf_text(&bytes);
        assert!(
            drawn.contains(&format!("({number}) Tj")) && drawn.contains("(INVOICE) Tj"),
            "{drawn}"
        );

        // Delivered once each by a pass (the log provider).
        let report = deliver_due(&app.state).await.expect("pass");
        assert_eq!(report.sent, 2);

        // The list shows it sent, with its link.
        let listed = post(
            app,
            "/api/documents/invoices/list",
            Some(&token),
            &json!({"phone": PHONE}),
        )
        .await
        .1;
        assert_eq!(listed["data"][0]["isGenerated"], true);
        let (code, links) = json(
            app.get(&format!("/api/documents/{invoice}/links"), Some(&token))
                .await,
        )
        .await;
        assert_eq!(code, StatusCode::OK);
        assert_eq!(links["data"].as_array().map(Vec::len), Some(1));
        assert_eq!(links["data"][0]["id"], link["id"]);
        assert!(
            links["data"][0].get("url").is_none(),
            "the token is never shown again"
        );

        // Sent again: a new link and new messages; the first link still opens.
        app.advance_clock(5);
        let again = post(
            app,
            "/api/documents/invoices/print",
            Some(&token),
            &json!({"phone": PHONE, "id": invoice}),
        )
        .await
        .1;
        assert_eq!(again["message"], INVOICE_SENT);
        let second = again["data"]["link"]["url"]
            .as_str()
            .expect("url")
            .to_owned();
        assert_ne!(second, url);
        assert_eq!(outbox_to(app, CLIENT_PHONE).await.len(), 2);
        assert_eq!(outbox_to(app, CLIENT_EMAIL).await.len(), 2);
        assert_eq!(open_link(app, &link_token).await.0, StatusCode::OK);
        assert_eq!(open_link(app, &token_of(&second)).await.0, StatusCode::OK);
        let links = json(
            app.get(&format!("/api/documents/{invoice}/links"), Some(&token))
                .await,
        )
        .await
        .1;
        assert_eq!(links["data"].as_array().map(Vec::len), Some(2));
        assert_eq!(
            links["data"][0]["id"], again["data"]["link"]["id"],
            "newest first"
        );
        assert_eq!(app.audit_count("document_sent").await, 2);
    })
    .await;
}

#[tokio::test]
async fn the_link_opens_only_its_document_without_signing_in() {
    each_backend(dev_outbox(), async |app| {
        let (_, token, _, shop) = seller(app, "amina@example.com").await;
        let (quotation, number) = made(app, &token, &shop, "quotations").await;
        made(app, &token, &shop, "invoices").await;
        let body = post(
            app,
            "/api/documents/quotations/print",
            Some(&token),
            &json!({"phone": PHONE, "id": quotation}),
        )
        .await
        .1;
        assert_eq!(body["message"], QUOTATION_SENT);
        let link_token = token_of(body["data"]["link"]["url"].as_str().expect("url"));

        let response = app
            .get(&format!("/api/public/documents/{link_token}"), None)
            .await;
        assert_eq!(response.status(), StatusCode::OK);
        assert_eq!(response.headers()["cache-control"], "private, no-store");
        assert_eq!(response.headers()["x-robots-tag"], "noindex, nofollow");
        let page: Value = response.json().await.expect("json");
        let data = &page["data"];
        assert_eq!(
            (data["kind"].as_str(), data["number"].as_str()),
            (Some("quotation"), Some(number.as_str()))
        );
        assert_eq!(data["clientName"], "Otieno Hardware");
        assert_eq!(
            (
                data["total"].as_str(),
                data["paid"].as_str(),
                data["balanceDue"].as_str()
            ),
            (Some("390.50"), Some("0.00"), Some("390.50"))
        );
        assert_eq!(data["currency"], "KES");
        assert_eq!(data["items"].as_array().map(Vec::len), Some(2));
        assert_eq!(data["items"][1]["totalAmount"], "150.50");
        // Nothing of the client's contacts, the business's ids or its other documents.
        let text = page.to_string();
        for private in [
            CLIENT_EMAIL,
            CLIENT_PHONE,
            quotation.as_str(),
            shop.variant.as_str(),
        ] {
            assert!(!text.contains(private), "{private} in {text}");
        }

        let response = app
            .get(
                &format!("/api/public/documents/{link_token}/pdf?language=sw"),
                None,
            )
            .await;
        assert_eq!(response.status(), StatusCode::OK);
        assert_eq!(response.headers()["content-type"], "application/pdf");
        assert_eq!(response.headers()["cache-control"], "private, no-store");
        let drawn = pdf_text(&response.bytes().await.expect("pdf"));
        assert!(
            drawn.contains(&format!("({number}) Tj")) && drawn.contains("(NUKUU YA BEI) Tj"),
            "{drawn}"
        );

        // Opening counts against the address: past the hour's openings, 429 until the next hour.
        sqlx::query("UPDATE rate_limits SET count = 120 WHERE key = 'doclink:ip:127.0.0.1'")
            .execute(app.pool())
            .await
            .expect("fill the window");
        let (code, body) = open_link(app, &link_token).await;
        assert_eq!(
            (code, body["message"].as_str()),
            (
                StatusCode::TOO_MANY_REQUESTS,
                Some(portal_core::limits::TOO_MANY_RESET_REQUESTS)
            )
        );
        assert_eq!(
            app.get(&format!("/api/public/documents/{link_token}/pdf"), None)
                .await
                .status(),
            StatusCode::TOO_MANY_REQUESTS
        );
        app.advance_clock(3600);
        assert_eq!(open_link(app, &link_token).await.0, StatusCode::OK);
    })
    .await;
}

#[tokio::test]
async fn links_turned_off_expired_or_unknown_open_nothing_alike() {
    each_backend(dev_outbox(), async |app| {
        app.freeze_clock();
        let (_, token, _, shop) = seller(app, "amina@example.com").await;
        let (invoice, _) = made(app, &token, &shop, "invoices").await;
        let send = json!({"phone": PHONE, "id": invoice});
        let first = post(app, "/api/documents/invoices/print", Some(&token), &send)
            .await
            .1;
        app.advance_clock(10);
        let second = post(app, "/api/documents/invoices/print", Some(&token), &send)
            .await
            .1;
        let (first_id, first_token) = (
            first["data"]["link"]["id"].as_str().expect("id").to_owned(),
            token_of(first["data"]["link"]["url"].as_str().expect("url")),
        );
        let second_token = token_of(second["data"]["link"]["url"].as_str().expect("url"));

        // Turned off by its owner (twice answers the same).
        for _ in 0..2 {
            let (code, body) = post(
                app,
                &format!("/api/documents/links/{first_id}/revoke"),
                Some(&token),
                &json!({}),
            )
            .await;
            assert_eq!(code, StatusCode::OK, "{body}");
            assert_eq!(body["message"], LINK_REVOKED);
            assert_eq!(
                (
                    body["data"]["revoked"].as_bool(),
                    body["data"]["open"].as_bool()
                ),
                (Some(true), Some(false))
            );
        }
        assert_eq!(app.audit_count("document_link_revoked").await, 1);
        let unknown = portal_server::documents::send::new_link_token();
        for gone_token in [first_token.as_str(), unknown.as_str(), "x"] {
            assert_eq!(
                open_link(app, gone_token).await,
                (StatusCode::NOT_FOUND, gone()),
                "{gone_token}"
            );
            let pdf = json(
                app.get(&format!("/api/public/documents/{gone_token}/pdf"), None)
                    .await,
            )
            .await;
            assert_eq!(pdf, (StatusCode::NOT_FOUND, gone()));
        }
        assert_eq!(open_link(app, &second_token).await.0, StatusCode::OK);

        // Open until its ninetieth day ends, then gone like the others.
        app.advance_clock(NINETY_DAYS - 1);
        assert_eq!(open_link(app, &second_token).await.0, StatusCode::OK);
        app.advance_clock(1);
        assert_eq!(
            open_link(app, &second_token).await,
            (StatusCode::NOT_FOUND, gone())
        );
        // (The session has expired too by now.)
        let token = app.token("amina@example.com", common::PASSWORD).await;
        let links = json(
            app.get(&format!("/api/documents/{invoice}/links"), Some(&token))
                .await,
        )
        .await
        .1;
        let open: Vec<bool> = links["data"]
            .as_array()
            .expect("links")
            .iter()
            .map(|l| l["open"].as_bool().expect("open"))
            .collect();
        assert_eq!(open, [false, false]);
    })
    .await;
}

#[tokio::test]
async fn another_business_can_neither_send_nor_see_nor_turn_off() {
    each_backend(dev_outbox(), async |app| {
        let (_, token, _, shop) = seller(app, "amina@example.com").await;
        let (_, other, _) = entrepreneur(app, Role::Client, "baraka@example.com").await;
        let (invoice, _) = made(app, &token, &shop, "invoices").await;
        let (quotation, _) = made(app, &token, &shop, "quotations").await;
        let sent = post(
            app,
            "/api/documents/invoices/print",
            Some(&token),
            &json!({"phone": PHONE, "id": invoice}),
        )
        .await
        .1;
        let link_id = sent["data"]["link"]["id"].as_str().expect("id").to_owned();
        let messages = app.outbox_count().await;
        let not_found = json!({"error": true, "message": "Document not found"});

        let unknown = id();
        for (path, body) in [
            (
                "/api/documents/invoices/print",
                json!({"phone": PHONE, "id": invoice}),
            ),
            (
                "/api/documents/invoices/print",
                json!({"phone": PHONE, "id": unknown}),
            ),
            (
                "/api/documents/quotations/print",
                json!({"phone": PHONE, "id": quotation}),
            ),
            (
                "/api/documents/invoices/receipts/print",
                json!({"phone": PHONE, "invoiceId": invoice}),
            ),
        ] {
            assert_eq!(
                post(app, path, Some(&other), &body).await,
                (StatusCode::NOT_FOUND, not_found.clone()),
                "{path} {body}"
            );
        }
        // The owner too: a quotation is not sent as an invoice, nor one made up.
        assert_eq!(
            post(
                app,
                "/api/documents/invoices/print",
                Some(&token),
                &json!({"phone": PHONE, "id": quotation})
            )
            .await,
            (StatusCode::NOT_FOUND, not_found.clone())
        );
        assert_eq!(
            post(
                app,
                "/api/documents/quotations/print",
                Some(&token),
                &json!({"phone": PHONE, "id": unknown})
            )
            .await,
            (StatusCode::NOT_FOUND, not_found.clone())
        );
        for path in [
            format!("/api/documents/links/{link_id}/revoke"),
            format!("/api/documents/links/{unknown}/revoke"),
        ] {
            assert_eq!(
                post(app, &path, Some(&other), &json!({})).await,
                (StatusCode::NOT_FOUND, not_found.clone()),
                "{path}"
            );
        }
        for path in [
            format!("/api/documents/{invoice}/links"),
            format!("/api/documents/{unknown}/links"),
        ] {
            assert_eq!(
                json(app.get(&path, Some(&other)).await).await,
                (StatusCode::NOT_FOUND, not_found.clone()),
                "{path}"
            );
        }
        let links = json(
            app.get(&format!("/api/documents/{invoice}/links"), Some(&token))
                .await,
        )
        .await
        .1;
        assert_eq!(links["data"][0]["open"], true, "still open");

        // The spec's first check, then the roles.
        for body in [
            json!({"phone": "", "id": invoice}),
            json!({"phone": PHONE}),
            json!({}),
        ] {
            let (code, answer) =
                post(app, "/api/documents/invoices/print", Some(&token), &body).await;
            assert_eq!(
                (code, answer["message"].as_str()),
                (StatusCode::BAD_REQUEST, Some(MISSING_IMPORTANT_INFORMATION))
            );
        }
        app.create_user(Role::Coach, "coach@example.com").await;
        let coach = app.token("coach@example.com", common::PASSWORD).await;
        assert_eq!(
            post(
                app,
                "/api/documents/invoices/print",
                Some(&coach),
                &json!({"phone": PHONE, "id": invoice})
            )
            .await
            .0,
            StatusCode::FORBIDDEN
        );
        assert_eq!(
            post(
                app,
                "/api/documents/invoices/print",
                None,
                &json!({"phone": PHONE, "id": invoice})
            )
            .await
            .0,
            StatusCode::UNAUTHORIZED
        );
        assert_eq!(
            post(
                app,
                &format!("/api/documents/links/{link_id}/revoke"),
                None,
                &json!({})
            )
            .await
            .0,
            StatusCode::UNAUTHORIZED
        );
        assert_eq!(
            app.outbox_count().await,
            messages,
            "nothing sent by a refusal"
        );
        let listed = post(
            app,
            "/api/documents/quotations/list",
            Some(&token),
            &json!({}),
        )
        .await
        .1;
        assert_eq!(listed["data"][0]["isGenerated"], false);
    })
    .await;
}

#[tokio::test]
async fn a_receipt_is_sent_for_the_latest_payment_or_the_one_named() {
    each_backend(dev_outbox(), async |app| {
        app.freeze_clock();
        let (user_id, token, _, shop) = seller(app, "amina@example.com").await;
        let (invoice, invoice_number) = made(app, &token, &shop, "invoices").await;
        let receipt = "/api/documents/invoices/receipts/print";
        // No payment yet: nothing to send a receipt for.
        assert_eq!(post(app, receipt, Some(&token), &json!({"phone": PHONE, "invoiceId": invoice})).await.0, StatusCode::NOT_FOUND);
        let (code, answer) = post(app, receipt, Some(&token), &json!({"phone": PHONE, "invoiceId": ""})).await;
        assert_eq!((code, answer["message"].as_str()), (StatusCode::BAD_REQUEST, Some(MISSING_IMPORTANT_INFORMATION)));

        let today = portal_core::time::nairobi_day(app.state.now()).expect("today");
        let day = format!("{:04}-{:02}-{:02}", today.0, today.1, today.2);
        let mut payments = Vec::new();
        for amount in ["100", "50.25"] {
            let body = json!({"phone": PHONE, "invoiceId": invoice, "amountPaid": amount, "datePaid": day});
            let (code, paid) = post(app, "/api/documents/invoices/payments/add", Some(&token), &body).await;
            assert_eq!(code, StatusCode::OK, "{paid}");
            payments.push((paid["data"]["id"].as_str().expect("id").to_owned(), paid["data"]["receiptNumber"].as_str().expect("number").to_owned()));
            // The spec sends the payment's body again.
            let (code, sent) = post(app, receipt, Some(&token), &body).await;
            assert_eq!(code, StatusCode::OK, "{sent}");
            assert_eq!(sent["message"], RECEIPT_SENT);
            assert_eq!(sent["data"]["payment"]["id"], paid["data"]["id"], "the latest payment");
            app.advance_clock(1);
        }
        let (second_id, second_number) = payments[1].clone();
        let sent_at: Option<i64> = sqlx::query("SELECT receipt_sent_at FROM document_payments WHERE id = $1")
            .bind(&second_id).fetch_one(app.pool()).await.expect("payment").get(0);
        assert!(sent_at.is_some());
        let sms = outbox_to(app, CLIENT_PHONE).await;
        let text = sms[0]["body"].as_str().expect("body");
        assert!(text.contains(&format!("receipt {second_number} for your payment of Ksh 50.25 on invoice {invoice_number}. View it: http://portal.test/d/")), "{text}");
        let url = text.rsplit(' ').next().expect("link");
        let (code, page) = open_link(app, &token_of(url)).await;
        assert_eq!(code, StatusCode::OK, "{page}");
        let data = &page["data"];
        assert_eq!((data["kind"].as_str(), data["number"].as_str(), data["invoiceNumber"].as_str()), (Some("receipt"), Some(second_number.as_str()), Some(invoice_number.as_str())));
        assert_eq!(data["payment"]["amountPaid"], "50.25");
        assert_eq!((data["paid"].as_str(), data["balanceDue"].as_str()), (Some("150.25"), Some("240.25")));
        let mail = outbox_to(app, CLIENT_EMAIL).await;
        assert_eq!(mail[0]["attachment"]["name"], format!("{second_number}.pdf"));
        let drawn = pdf_text(&stored_bytes(app, mail[0]["attachment"]["key"].as_str().expect("key")).await);
        assert!(drawn.contains(&format!("({second_number}) Tj")), "{drawn}");

        // The first payment named, in the entrepreneur's Swahili.
        sqlx::query("UPDATE users SET language = 'sw' WHERE id = $1").bind(&user_id).execute(app.pool()).await.expect("language");
        let (first_id, first_number) = payments[0].clone();
        let sent = post(app, receipt, Some(&token), &json!({"phone": PHONE, "invoiceId": invoice, "paymentId": first_id})).await.1;
        assert_eq!(sent["data"]["payment"]["receiptNumber"], first_number.as_str());
        let sms = outbox_to(app, CLIENT_PHONE).await;
        let text = sms[0]["body"].as_str().expect("body");
        assert!(text.contains(&format!("amekutumia risiti {first_number} ya malipo yako ya Ksh 100.00 kwa ankara {invoice_number}. Iangalie: http://portal.test/d/")), "{text}");
        let mail = outbox_to(app, CLIENT_EMAIL).await;
        assert!(mail[0]["subject"].as_str().is_some_and(|s| s.starts_with(&format!("Risiti {first_number} kutoka kwa "))), "{}", mail[0]["subject"]);
        let url = text.rsplit(' ').next().expect("link");
        let page = open_link(app, &token_of(url)).await.1;
        assert_eq!((page["data"]["paid"].as_str(), page["data"]["balanceDue"].as_str(), page["data"]["language"].as_str()), (Some("100.00"), Some("290.50"), Some("sw")));
        // Another invoice's payment is not this invoice's.
        let (other_invoice, _) = made(app, &token, &shop, "invoices").await;
        assert_eq!(post(app, receipt, Some(&token), &json!({"phone": PHONE, "invoiceId": other_invoice, "paymentId": first_id})).await.0, StatusCode::NOT_FOUND);
        assert_eq!(app.audit_count("receipt_sent").await, 3);
        // A receipt's link is among the invoice's links.
        let links = json(app.get(&format!("/api/documents/{invoice}/links"), Some(&token)).await).await.1;
        assert_eq!(links["data"][0]["paymentId"], first_id.as_str());
    })
    .await;
}

/// The body of the part named `filename` in an e-mail's transcript, decoded from base64.
fn attachment_in(transcript: &str, filename: &str) -> Vec<u8> {
    let lines: Vec<&str> = transcript.lines().collect();
    let named = lines
        .iter()
        .position(|l| l.contains(&format!("filename=\"{filename}\"")))
        .unwrap_or_else(|| panic!("no {filename} in:\n{transcript}"));
    let start = named
        + lines[named..]
            .iter()
            .position(|l| l.is_empty())
            .expect("the part's body")
        + 1;
    let encoded: String = lines[start..]
        .iter()
        .take_while(|l| !l.starts_with("--") && !l.is_empty())
        .copied()
        .collect();
    base64::engine::general_purpose::STANDARD
        .decode(encoded)
        .expect("base64")
}

#[tokio::test]
async fn the_pdf_goes_through_the_smtp_relay_as_an_attachment() {
    let (addr, transcripts) = crate::outbox::fake_smtp().await;
    let transcripts = tokio::sync::Mutex::new(transcripts);
    let options = Options::configured(move |config| {
        config.dev_outbox = true;
        config.email = EmailProvider::Smtp {
            url: format!("smtp://{addr}"),
            from: "Tujenge <no-reply@portal.test>".into(),
        };
    });
    each_backend(options, async |app| {
        let (_, token, _, shop) = seller(app, "amina@example.com").await;
        let (invoice, number) = made(app, &token, &shop, "invoices").await;
        let sent = post(
            app,
            "/api/documents/invoices/print",
            Some(&token),
            &json!({"phone": PHONE, "id": invoice}),
        )
        .await
        .1;
        let url = sent["data"]["link"]["url"]
            .as_str()
            .expect("url")
            .to_owned();
        let report = deliver_due(&app.state).await.expect("pass");
        assert_eq!((report.sent, report.retried), (2, 0));
        let mut transcripts = transcripts.lock().await;
        let transcript = tokio::time::timeout(Duration::from_secs(10), transcripts.recv())
            .await
            .expect("in time")
            .expect("a transcript");
        assert!(
            transcript.contains(&format!("RCPT TO:<{CLIENT_EMAIL}>")),
            "{transcript}"
        );
        assert!(
            transcript.contains("Content-Type: multipart/mixed"),
            "{transcript}"
        );
        assert!(
            transcript.contains("Content-Type: application/pdf"),
            "{transcript}"
        );
        assert!(
            transcript.contains(&url),
            "the link beside the PDF: {transcript}"
        );
        let pdf = attachment_in(&transcript, &format!("{number}.pdf"));
        let drawn = pdf_text(&pdf);
        assert!(drawn.contains(&format!("({number}) Tj")), "{drawn}");
        let mail = outbox_to(app, CLIENT_EMAIL).await;
        assert_eq!(mail[0]["status"], "sent");
        assert_eq!(
            pdf,
            stored_bytes(app, mail[0]["attachment"]["key"].as_str().expect("key")).await
        );
    })
    .await;
}

#[tokio::test]
async fn an_attachment_missing_from_the_storage_fails_the_try_not_the_sms() {
    each_backend(dev_outbox(), async |app| {
        let (_, token, _, shop) = seller(app, "amina@example.com").await;
        let (invoice, _) = made(app, &token, &shop, "invoices").await;
        post(
            app,
            "/api/documents/invoices/print",
            Some(&token),
            &json!({"phone": PHONE, "id": invoice}),
        )
        .await;
        let mail = outbox_to(app, CLIENT_EMAIL).await;
        let key = mail[0]["attachment"]["key"]
            .as_str()
            .expect("key")
            .to_owned();
        app.state.storage.delete(&key).await.expect("delete");
        let report = deliver_due(&app.state).await.expect("pass");
        assert_eq!((report.sent, report.retried, report.failed), (1, 1, 0));
        let row =
            sqlx::query("SELECT status, last_error FROM outbox_messages WHERE recipient = $1")
                .bind(CLIENT_EMAIL)
                .fetch_one(app.pool())
                .await
                .expect("the e-mail");
        assert_eq!(row.get::<String, _>(0), "pending");
        assert!(row
            .get::<Option<String>, _>(1)
            .is_some_and(|e| e.contains("is not in the storage")));
        let mail = outbox_to(app, CLIENT_EMAIL).await;
        assert_eq!(
            mail[0]["attachment"]["size"],
            Value::Null,
            "the dev outbox says it is gone"
        );
        assert_eq!(outbox_to(app, CLIENT_PHONE).await[0]["status"], "sent");
    })
    .await;
}
