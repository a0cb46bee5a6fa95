//! The data gateway and sync share one record store: what the gateway writes is pulled by the
//! phones, and what a phone pushes is read through the gateway.

use crate::common;

use common::books::{entrepreneur, id, pull_all, push_ok, put, sale, variant, DAY};
use common::gateway::*;
use common::{each_backend, Options};
use portal_core::roles::Role;
use serde_json::json;

#[tokio::test]
async fn records_written_through_the_gateway_are_pulled() {
    each_backend(Options::default(), async |app| {
        app.freeze_clock();
        let now = app.state.now();
        let (_, token, business) = entrepreneur(app, Role::Client, "amina@example.com").await;
        let b = business.id.as_str();
        let shop = shop(app, &token, b, 10.0).await;
        let created = create(
            app,
            &token,
            "entrepreneurProductSale",
            &product_sale_body(b, &shop.variant, 2.0, 300.5, 3),
        )
        .await;
        update(
            app,
            &token,
            "entrepreneurProductSale",
            &json!({ "id": id_of(&created), "revenue": 320 }),
        )
        .await;

        let changes = pull_all(app, &token).await;
        let seen: Vec<(String, String)> = changes
            .iter()
            .map(|c| {
                (
                    c["entity"].as_str().unwrap_or_default().to_owned(),
                    c["id"].as_str().unwrap_or_default().to_owned(),
                )
            })
            .collect();
        assert_eq!(
            seen,
            vec![
                ("product".to_owned(), shop.product.clone()),
                ("productVariant".to_owned(), shop.variant.clone()),
                ("service".to_owned(), shop.service.clone()),
                ("serviceVariant".to_owned(), shop.service_variant.clone()),
                ("sale".to_owned(), id_of(&created)),
            ],
            "one change per record, its latest, in change order"
        );
        let seqs: Vec<i64> = changes
            .iter()
            .map(|c| c["changeSeq"].as_i64().expect("changeSeq"))
            .collect();
        assert_eq!(seqs, vec![1, 2, 3, 4, 6]);
        let pulled = &changes[4];
        assert_eq!(pulled["date"], day(2025, 3, 15));
        assert_eq!(
            pulled["record"],
            json!({
                "id": id_of(&created), "businessId": b, "nature": "Product",
                "variantId": shop.variant, "quantity": 2, "revenue": 320,
                "dateSold": day(2025, 3, 15), "typeOfSale": "mpesa",
                "clientPhone": "0712345678", "dateAdded": now, "lastEdited": now,
            })
        );
    })
    .await;
}

#[tokio::test]
async fn records_pushed_by_a_phone_are_read_through_the_gateway() {
    each_backend(Options::default(), async |app| {
        let (_, token, business) = entrepreneur(app, Role::Digiprime, "chege@example.com").await;
        let b = business.id.as_str();
        let shop = shop(app, &token, b, 10.0).await;
        let pushed_variant = id();
        let pushed_sale = id();
        push_ok(
            app,
            &token,
            &id(),
            &[
                put(
                    1,
                    "productVariant",
                    &variant(b, &pushed_variant, &shop.product),
                ),
                put(2, "sale", &sale(b, &pushed_sale, &pushed_variant, 40.0)),
            ],
        )
        .await;
        let sales = list(app, &token, "entrepreneurProductSale", b).await;
        assert_eq!(sales.len(), 1);
        assert_eq!(sales[0]["id"], pushed_sale.as_str());
        assert_eq!(sales[0]["productVariantName"], "Small");
        assert_eq!(sales[0]["dateSold"], DAY);
        let variants = list(app, &token, "entrepreneurProductVariant", b).await;
        let pushed = variants
            .iter()
            .find(|v| v["id"] == pushed_variant.as_str())
            .expect("the pushed variant");
        // Starting 100 (the pushed record) − 2 sold.
        assert_eq!(pushed["endingQuantity"], 98);
        assert_eq!(pushed["mainProduct"], "Mandazi");
    })
    .await;
}
