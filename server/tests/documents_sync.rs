//! Business documents through the offline engine (docs/documents.md, docs/sync.md): a quotation,
//! the invoice made from it and a payment pushed from a phone that was offline, pulled back with what
//! the server adds; a push repeated applies nothing twice; two phones paying the same invoice offline
//! beyond its total: the second is refused with core's message, never silently dropped.

use crate::common;

use common::books::{entrepreneur, id, pull_all, push_ok, put};
use common::gateway::shop;
use common::{each_backend, Options};
use portal_core::documents::messages::{CLIENT_NAME_BLANK, MORE_THAN_BALANCE};
use portal_core::roles::Role;
use serde_json::{json, Value};

fn quotation(business: &str, shop: &common::gateway::Shop, created_at: i64) -> Value {
    json!({
        "id": id(), "businessId": business, "kind": "quotation", "createdAt": created_at,
        "clientName": "Otieno Hardware", "clientPhone": "0722000333", "clientEmail": "shop@otieno.co.ke",
        "items": [{"variantId": shop.variant, "quantity": "10", "totalAmount": "200.00"}],
    })
}

fn rejected(answer: &Value) -> Vec<(String, String)> {
    answer["rejected"]
        .as_array()
        .map(|list| {
            list.iter()
                .map(|r| {
                    (
                        r["id"].as_str().unwrap_or("").to_owned(),
                        r["message"].as_str().unwrap_or("").to_owned(),
                    )
                })
                .collect()
        })
        .unwrap_or_default()
}

#[tokio::test]
async fn documents_made_offline_sync_once_and_a_second_payment_beyond_the_total_is_refused() {
    each_backend(Options::default(), async |app| {
        app.freeze_clock();
        let now = app.state.now();
        let (_, token, business) = entrepreneur(app, Role::Client, "amina@example.com").await;
        let b = business.id.as_str();
        let shop = shop(app, &token, b, 100.0).await;
        let today = portal_core::time::nairobi_day(now).expect("today");
        let day = format!("{:04}-{:02}-{:02}", today.0, today.1, today.2);

        // Made an hour ago on a phone in airplane mode: a quotation, its invoice and a payment.
        let made = now - 3600;
        let q = quotation(b, &shop, made);
        let mut bad = quotation(b, &shop, made);
        bad["clientName"] = json!("");
        let invoice_id = id();
        let invoice = json!({
            "id": invoice_id, "businessId": b, "kind": "invoice", "createdAt": made,
            "clientName": "", "clientPhone": "", "clientEmail": "", "items": [], "linkedId": q["id"],
        });
        let first = json!({"id": id(), "businessId": b, "invoiceId": invoice_id, "amountPaid": "150.00", "datePaid": day, "method": "cash", "createdAt": made + 60});
        let phone = id();
        let mutations = vec![put(1, "document", &q), put(2, "document", &bad), put(3, "document", &invoice), put(4, "documentPayment", &first)];
        let answer = push_ok(app, &token, &phone, &mutations).await;
        assert_eq!(answer["applied"], 3, "{answer}");
        assert_eq!(rejected(&answer), vec![(bad["id"].as_str().unwrap_or("").to_owned(), CLIENT_NAME_BLANK.to_owned())]);
        // The same push again (a lost answer): nothing twice.
        let again = push_ok(app, &token, &phone, &mutations).await;
        assert_eq!(again["applied"], 0);
        assert_eq!(app.count_rows("documents").await, 2);
        assert_eq!(app.count_rows("document_payments").await, 1);

        // A second phone, offline too, records the same invoice's payment of 100: past the total.
        let second = json!({"id": id(), "businessId": b, "invoiceId": invoice_id, "amountPaid": 100, "datePaid": day});
        let answer = push_ok(app, &token, &id(), &[put(1, "documentPayment", &second)]).await;
        assert_eq!(rejected(&answer), vec![(second["id"].as_str().unwrap_or("").to_owned(), MORE_THAN_BALANCE.to_owned())]);

        // Pulled back: the documents with their numbers and names, the payment, and its sale.
        let changes = pull_all(app, &token).await;
        let of = |entity: &str| -> Vec<Value> {
            changes.iter().filter(|c| c["entity"] == entity).map(|c| c["record"].clone()).collect()
        };
        let documents = of("document");
        assert_eq!(documents.len(), 2);
        let pulled_quotation = documents.iter().find(|d| d["kind"] == "quotation").expect("quotation");
        assert_eq!(pulled_quotation["linkedId"], invoice_id.as_str(), "the quotation names its invoice");
        let pulled_invoice = documents.iter().find(|d| d["kind"] == "invoice").expect("invoice");
        assert_eq!(pulled_invoice["createdAt"], made, "the phone's time, so its number stays");
        assert_eq!(pulled_invoice["items"][0]["name"], "Mandazi, Small");
        assert_eq!(pulled_invoice["total"], "200.00");
        assert_eq!(pulled_invoice["clientName"], "Otieno Hardware", "the quotation's client");
        let number = pulled_invoice["number"].as_str().expect("number");
        assert!(number.starts_with("INV-") && number.ends_with(&invoice_id[20..].to_ascii_uppercase()));
        let payments = of("documentPayment");
        assert_eq!(payments.len(), 1);
        assert_eq!((payments[0]["amountPaid"].as_str(), payments[0]["method"].as_str()), (Some("150.00"), Some("cash")));
        // The phone's time is kept, so the receipt number it showed offline stays.
        assert_eq!(payments[0]["createdAt"], made + 60);
        let shown = portal_core::documents::model::receipt_number(made + 60, first["id"].as_str().unwrap_or(""));
        assert_eq!(payments[0]["receiptNumber"], shown.as_str());
        let sales = of("sale");
        assert_eq!(sales.len(), 1);
        assert_eq!(sales[0]["id"], payments[0]["saleIds"][0]);

        // Someone who keeps no documents cannot push them.
        app.create_user(Role::Coach, "coach@example.com").await;
        let coach = app.token("coach@example.com", common::PASSWORD).await;
        let (code, _) = common::books::push(app, &coach, &id(), &[put(1, "document", &quotation(b, &shop, made))]).await;
        assert!(code.is_client_error(), "{code}");
    })
    .await;
}
