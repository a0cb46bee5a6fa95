//! Creates and updates through the data gateway over real HTTP, with the spec's bodies (spec 002
//! section 7.1): each writable resource, core's messages for bad bodies, the locked nature, and
//! updates that keep what the body leaves out.

use crate::common;

use common::books::entrepreneur;
use common::gateway::*;
use common::{each_backend, Options};
use portal_core::bookkeeping::messages::*;
use portal_core::roles::Role;
use reqwest::StatusCode;
use serde_json::{json, Value};
use sqlx::Row;

/// The one record of `resource` in the business.
async fn only(app: &common::TestApp, token: &str, resource: &str, business_id: &str) -> Value {
    let mut all = list(app, token, resource, business_id).await;
    assert_eq!(all.len(), 1, "{resource}: {all:?}");
    all.remove(0)
}

#[tokio::test]
async fn every_writable_resource_is_created_and_updated_with_the_spec_bodies() {
    each_backend(Options::default(), async |app| {
        app.freeze_clock();
        let added = app.state.now();
        let (_, token, business) = entrepreneur(app, Role::Client, "amina@example.com").await;
        let b = business.id.as_str();
        let shop = shop(app, &token, b, 10.0).await;
        let sale = create(
            app,
            &token,
            "entrepreneurProductSale",
            &product_sale_body(b, &shop.variant, 3.0, 300.0, 3),
        )
        .await;
        let service_sale = create(
            app,
            &token,
            "entrepreneurServiceSale",
            &service_sale_body(b, &shop.service_variant, 150.0, 4),
        )
        .await;
        let mut cog = expense_body(b, "COG", 120.0, 2);
        cog["productVariantId"] = json!(shop.variant);
        let cog = create(app, &token, "entrepreneurCostOfGoods", &cog).await;
        let mut capex = expense_body(b, "CapEx", 30_000.0, 5);
        capex["lifespanInYears"] = json!("5");
        let capex = create(app, &token, "entrepreneurCapitalExpense", &capex).await;
        let opex = create(
            app,
            &token,
            "entrepreneurOverheadExpense",
            &expense_body(b, "OpEx", 4_000.0, 6),
        )
        .await;
        let investment = create(
            app,
            &token,
            "entrepreneurInvestment",
            &json!({
                "businessId": b, "investmentNarration": "Savings put in",
                "typeOfInvestment": "savings", "investmentAmount": "5,000",
                "investmentDate": "2025-01-10",
            }),
        )
        .await;
        let stocking = create(
            app,
            &token,
            "entrepreneurProductInventory",
            &json!({
                "businessId": b, "productVariantId": shop.variant, "stocked": 5,
                "stockValue": 80, "monthStocked": 2, "dateStocked": 1, "yearStocked": 2025,
            }),
        )
        .await;
        assert_eq!(
            only(app, &token, "entrepreneurProductVariant", b).await["endingQuantity"],
            12
        );

        app.advance_clock(60);
        let edited = app.state.now();
        let who =
            json!({ "AddedById": "x", "AddedByEmail": "x@example.com", "AddedByPhone": "07" });

        // Product: only the name and price sent; the category and measurement are kept.
        update(
            app,
            &token,
            "entrepreneurProduct",
            &json!({ "id": shop.product, "name": "Mandazi tamu", "price": 25 }),
        )
        .await;
        let product = only(app, &token, "entrepreneurProduct", b).await;
        assert_eq!(
            (
                &product["name"],
                &product["price"],
                &product["categoryName"],
                &product["lastEdited"]
            ),
            (
                &json!("Mandazi tamu"),
                &json!(25),
                &json!("Food and drinks"),
                &json!(edited)
            )
        );
        // Service: the whole create body plus the id.
        update(
            app,
            &token,
            "entrepreneurService",
            &json!({
                "id": shop.service, "businessId": b, "name": "Tailoring and repairs",
                "categoryId": "repairs", "measurementId": "hour", "price": 350,
            }),
        )
        .await;
        let service = only(app, &token, "entrepreneurService", b).await;
        assert_eq!(service["name"], "Tailoring and repairs");
        assert_eq!(service["categoryName"], "Repairs and maintenance");
        assert_eq!(service["measurement"], "Hour");
        assert_eq!(service["price"], 350);

        update(
            app,
            &token,
            "entrepreneurProductVariant",
            &json!({
                "id": shop.variant, "businessId": b, "name": "Large",
                "mainProductId": shop.product, "unitPrice": 30, "startingQuantity": 20,
            }),
        )
        .await;
        let variant = only(app, &token, "entrepreneurProductVariant", b).await;
        assert_eq!(variant["name"], "Large");
        assert_eq!(variant["mainProduct"], "Mandazi tamu");
        assert_eq!(variant["unitPrice"], 30);
        assert_eq!(variant["endingQuantity"], 22);
        assert_eq!(
            (&variant["dateAdded"], &variant["lastEdited"]),
            (&json!(added), &json!(edited))
        );

        update(
            app,
            &token,
            "entrepreneurServiceVariant",
            &json!({
                "id": shop.service_variant, "businessId": b, "name": "Zips",
                "mainServiceId": shop.service, "unitPrice": 200,
            }),
        )
        .await;
        let service_variant = only(app, &token, "entrepreneurServiceVariant", b).await;
        assert_eq!(service_variant["name"], "Zips");
        assert_eq!(service_variant["mainProduct"], "Tailoring and repairs");

        let sale_view = update(
            app,
            &token,
            "entrepreneurProductSale",
            &json!({
                "id": id_of(&sale), "productVariantId": shop.variant, "quantity": 4,
                "revenue": 400.75, "monthSold": 3, "dateSold": 16, "yearSold": 2025,
                "typeOfSale": "cash", "clientPhone": "0799000000", "whoUpdates": who,
            }),
        )
        .await;
        assert_eq!(
            sale_view,
            json!({
                "id": id_of(&sale), "businessId": b, "nature": "Product",
                "productVariantId": shop.variant, "productVariantName": "Large",
                "quantity": 4, "revenue": 400.75, "dateSold": day(2025, 3, 16),
                "typeOfSale": "cash", "typeOfSaleName": "Cash", "clientPhone": "0799000000",
                "dateAdded": added, "lastEdited": edited,
            })
        );
        assert_eq!(
            only(app, &token, "entrepreneurProductSale", b).await,
            sale_view
        );
        assert_eq!(
            only(app, &token, "entrepreneurProductVariant", b).await["quantitySold"],
            4
        );

        // Only the revenue: the date and everything else stay.
        update(
            app,
            &token,
            "entrepreneurServiceSale",
            &json!({ "id": id_of(&service_sale), "revenue": 175, "whoUpdates": who }),
        )
        .await;
        let service_sale = only(app, &token, "entrepreneurServiceSale", b).await;
        assert_eq!(service_sale["revenue"], 175);
        assert_eq!(service_sale["dateSold"], day(2025, 4, 2));
        assert_eq!(service_sale["serviceVariantName"], "Zips");

        update(
            app,
            &token,
            "entrepreneurCostOfGoods",
            &json!({
                "id": id_of(&cog), "name": "Wheat flour", "typeOfExpense": "materials",
                "supplierPhone": "0733111111", "monthDate": 2, "dayDate": 21, "year": 2025,
                "amountSpent": 130, "productVariantId": shop.variant, "whoUpdates": who,
            }),
        )
        .await;
        let cog = only(app, &token, "entrepreneurCostOfGoods", b).await;
        assert_eq!(cog["name"], "Wheat flour");
        assert_eq!(cog["typeOfExpenseName"], "Raw materials");
        assert_eq!(cog["transactionDate"], day(2025, 2, 21));
        assert_eq!(cog["amountSpent"], 130);

        update(
            app,
            &token,
            "entrepreneurCapitalExpense",
            &json!({ "id": id_of(&capex), "lifespanInYears": 10, "dayDate": 1 }),
        )
        .await;
        let capex = only(app, &token, "entrepreneurCapitalExpense", b).await;
        assert_eq!(capex["lifespanInYears"], 10);
        assert_eq!(capex["name"], "Oven");
        assert_eq!(capex["transactionDate"], day(2025, 5, 1));

        update(
            app,
            &token,
            "entrepreneurOverheadExpense",
            &json!({ "id": id_of(&opex), "name": "Shop rent", "amountSpent": 4500.5 }),
        )
        .await;
        let opex = only(app, &token, "entrepreneurOverheadExpense", b).await;
        assert_eq!(opex["name"], "Shop rent");
        assert_eq!(opex["amountSpent"], 4500.5);

        update(
            app,
            &token,
            "entrepreneurInvestment",
            &json!({
                "id": id_of(&investment), "businessId": b, "investmentNarration": "Loan",
                "typeOfInvestment": "loan", "investmentAmount": 6000,
                "investmentDate": day(2025, 1, 11) + 5 * 3600,
            }),
        )
        .await;
        let investment = only(app, &token, "entrepreneurInvestment", b).await;
        assert_eq!(investment["typeOfInvestmentName"], "Loan");
        assert_eq!(investment["investmentAmount"], 6000);
        // A date sent as seconds is kept as its day.
        assert_eq!(investment["investmentDate"], day(2025, 1, 11));

        update(
            app,
            &token,
            "entrepreneurProductInventory",
            &json!({ "id": id_of(&stocking), "businessId": b, "stocked": 7 }),
        )
        .await;
        let stocking = only(app, &token, "entrepreneurProductInventory", b).await;
        assert_eq!(stocking["stocked"], 7);
        assert_eq!(stocking["stockValue"], 80);
        assert_eq!(stocking["productVariant"], "Large");
        // 20 + 7 − 4
        assert_eq!(
            only(app, &token, "entrepreneurProductVariant", b).await["endingQuantity"],
            23
        );
        let rows: i64 = sqlx::query("SELECT COUNT(*) FROM bk_records WHERE business_id = $1")
            .bind(b)
            .fetch_one(app.pool())
            .await
            .expect("count")
            .get(0);
        assert_eq!(rows, 11, "updates replace, never add");
    })
    .await;
}

#[tokio::test]
async fn core_messages_come_back_and_nothing_is_written() {
    each_backend(Options::default(), async |app| {
        let (_, token, business) = entrepreneur(app, Role::Applicant, "baraka@example.com").await;
        let b = business.id.as_str();
        let shop = shop(app, &token, b, 10.0).await;
        let before = app.count_rows("bk_records").await;

        let sale = |change: &dyn Fn(&mut Value)| {
            let mut body = product_sale_body(b, &shop.variant, 1.0, 50.0, 3);
            change(&mut body);
            body
        };
        let expense = |nature: &str, change: &dyn Fn(&mut Value)| {
            let mut body = expense_body(b, nature, 50.0, 3);
            change(&mut body);
            body
        };
        let unknown_id = portal_server::ids::new_id(app.state.now());
        let cases: Vec<(&str, Value, &str)> = vec![
            (
                "entrepreneurProductSale",
                sale(&|s| {
                    s.as_object_mut().map(|o| o.remove("revenueAmount"));
                }),
                REVENUE_BLANK,
            ),
            (
                "entrepreneurProductSale",
                sale(&|s| s["quantity"] = json!("")),
                QUANTITY_BLANK,
            ),
            (
                "entrepreneurProductSale",
                sale(&|s| s["productVariantId"] = json!(null)),
                SALE_PRODUCT_VARIANT_BLANK,
            ),
            (
                "entrepreneurServiceSale",
                sale(&|_| {}),
                SALE_SERVICE_VARIANT_BLANK,
            ),
            (
                "entrepreneurProductSale",
                sale(&|s| {
                    s.as_object_mut().map(|o| o.remove("yearSold"));
                }),
                DATE_SOLD_BLANK,
            ),
            (
                "entrepreneurProductSale",
                sale(&|s| {
                    s["monthSold"] = json!(2);
                    s["dateSold"] = json!(30);
                }),
                DATE_NOT_A_DAY,
            ),
            (
                "entrepreneurProductSale",
                sale(&|s| s["yearSold"] = json!(2099)),
                DATE_IN_FUTURE,
            ),
            (
                "entrepreneurProductSale",
                sale(&|s| s["typeOfSale"] = json!("barter")),
                UNKNOWN_SALE_TYPE,
            ),
            (
                "entrepreneurProductSale",
                sale(&|s| s["quantity"] = json!("abc")),
                NOT_A_NUMBER,
            ),
            (
                "entrepreneurProductSale",
                sale(&|s| s["productVariantId"] = json!(unknown_id)),
                PRODUCT_VARIANT_NOT_FOUND,
            ),
            (
                "entrepreneurProductSale",
                sale(&|s| s["productVariantId"] = json!(shop.service_variant)),
                PRODUCT_VARIANT_NOT_FOUND,
            ),
            (
                "entrepreneurProductSale",
                sale(&|s| s["clientPhone"] = json!(" ")),
                CLIENT_PHONE_BLANK,
            ),
            (
                "entrepreneurProductSale",
                sale(&|s| {
                    s.as_object_mut().map(|o| o.remove("businessId"));
                }),
                MISSING_INFORMATION,
            ),
            (
                "entrepreneurCostOfGoods",
                expense("COG", &|_| {}),
                EXPENSE_PRODUCT_VARIANT_BLANK,
            ),
            (
                "entrepreneurCapitalExpense",
                expense("CapEx", &|_| {}),
                LIFESPAN_BLANK,
            ),
            (
                "entrepreneurCapitalExpense",
                expense("CapEx", &|e| e["lifespanInYears"] = json!(2.5)),
                LIFESPAN_WHOLE_YEARS,
            ),
            (
                "entrepreneurOverheadExpense",
                expense("OpEx", &|e| e["capexName"] = json!("")),
                NAME_BLANK,
            ),
            (
                "entrepreneurOverheadExpense",
                expense("OpEx", &|e| e["supplierPhone"] = json!("")),
                SUPPLIER_PHONE_BLANK,
            ),
            (
                "entrepreneurOverheadExpense",
                expense("OpEx", &|e| e["amountSpent"] = json!(-5)),
                AMOUNT_NEGATIVE,
            ),
            (
                "entrepreneurProduct",
                json!({ "businessId": b, "categoryId": "food", "measurementId": "kg", "price": 1 }),
                PRODUCT_NAME_BLANK,
            ),
            (
                "entrepreneurService",
                json!({ "businessId": b, "name": "", "categoryId": "food", "price": 1 }),
                SERVICE_NAME_BLANK,
            ),
            (
                "entrepreneurProduct",
                json!({ "businessId": b, "name": "Tea", "categoryId": "food", "measurementId": "kg" }),
                PRICE_BLANK,
            ),
            (
                "entrepreneurProductVariant",
                json!({ "businessId": b, "name": "Big", "mainProductId": shop.product, "unitPrice": 3 }),
                STARTING_QUANTITY_BLANK,
            ),
            (
                "entrepreneurProductVariant",
                json!({ "businessId": b, "name": "Big", "mainProductId": shop.service,
                        "unitPrice": 3, "startingQuantity": 1 }),
                PRODUCT_NOT_FOUND,
            ),
            (
                "entrepreneurServiceVariant",
                json!({ "businessId": b, "name": "Big", "unitPrice": 3 }),
                MAIN_SERVICE_BLANK,
            ),
            (
                "entrepreneurInvestment",
                json!({ "businessId": b, "typeOfInvestment": "loan", "investmentAmount": 1,
                        "investmentDate": "2025-01-01" }),
                NARRATION_BLANK,
            ),
            (
                "entrepreneurInvestment",
                json!({ "businessId": b, "investmentNarration": "x", "typeOfInvestment": "loan",
                        "investmentAmount": 1, "investmentDate": "1 January" }),
                DATE_NOT_A_DAY,
            ),
            (
                "entrepreneurProductInventory",
                json!({ "businessId": b, "productVariantId": shop.variant, "stockValue": 1,
                        "monthStocked": 1, "dateStocked": 1, "yearStocked": 2025 }),
                ITEMS_BLANK,
            ),
        ];
        for (resource, body, message) in cases {
            let (status, answer) = write(app, &token, resource, "create", &body).await;
            assert_eq!(
                (status, answer),
                (StatusCode::BAD_REQUEST, failure(message)),
                "{resource} {body} on {}",
                app.backend
            );
        }
        assert_eq!(app.count_rows("bk_records").await, before);

        // Updates need an id that names a record of the resource's kind.
        let (status, answer) = write(
            app,
            &token,
            "entrepreneurProduct",
            "update",
            &json!({ "name": "x" }),
        )
        .await;
        assert_eq!(
            (status, answer),
            (StatusCode::BAD_REQUEST, failure(MISSING_INFORMATION))
        );
        let (status, answer) = write(
            app,
            &token,
            "entrepreneurProduct",
            "update",
            &json!({ "id": unknown_id, "name": "x" }),
        )
        .await;
        assert_eq!(
            (status, answer),
            (StatusCode::NOT_FOUND, failure(RECORD_NOT_FOUND))
        );
        let (status, answer) = write(
            app,
            &token,
            "entrepreneurInvestment",
            "update",
            &json!({ "id": shop.product, "investmentAmount": 1 }),
        )
        .await;
        assert_eq!(
            (status, answer),
            (StatusCode::NOT_FOUND, failure(RECORD_NOT_FOUND))
        );
        // A bad update changes nothing of the saved record.
        let (status, answer) = write(
            app,
            &token,
            "entrepreneurProduct",
            "update",
            &json!({ "id": shop.product, "name": "Tea", "price": "" }),
        )
        .await;
        assert_eq!((status, answer), (StatusCode::BAD_REQUEST, failure(PRICE_BLANK)));
        let product = &list(app, &token, "entrepreneurProduct", b).await[0];
        assert_eq!((&product["name"], &product["price"]), (&json!("Mandazi"), &json!(20)));
        assert_eq!(app.count_rows("bk_records").await, before);
    })
    .await;
}

#[tokio::test]
async fn an_update_cannot_change_the_nature_or_the_business() {
    each_backend(Options::default(), async |app| {
        let (_, token, business) = entrepreneur(app, Role::Client, "amina@example.com").await;
        let b = business.id.as_str();
        let shop = shop(app, &token, b, 10.0).await;
        let sale = create(
            app,
            &token,
            "entrepreneurProductSale",
            &product_sale_body(b, &shop.variant, 1.0, 50.0, 3),
        )
        .await;
        let mut cog = expense_body(b, "COG", 70.0, 3);
        cog["productVariantId"] = json!(shop.variant);
        let cog = create(app, &token, "entrepreneurCostOfGoods", &cog).await;

        let (status, answer) = write(
            app,
            &token,
            "entrepreneurServiceSale",
            "update",
            &json!({ "id": id_of(&sale), "serviceVariantId": shop.service_variant, "revenue": 1 }),
        )
        .await;
        assert_eq!(
            (status, answer),
            (StatusCode::BAD_REQUEST, failure(NATURE_LOCKED))
        );
        for resource in ["entrepreneurOverheadExpense", "entrepreneurCapitalExpense"] {
            let (status, answer) = write(
                app,
                &token,
                resource,
                "update",
                &json!({ "id": id_of(&cog), "name": "Rent", "lifespanInYears": 3 }),
            )
            .await;
            assert_eq!(
                (status, answer),
                (StatusCode::BAD_REQUEST, failure(NATURE_LOCKED)),
                "{resource}"
            );
        }
        let (_, _, other) = entrepreneur(app, Role::Client, "neema@example.com").await;
        let (status, answer) = write(
            app,
            &token,
            "entrepreneurProductSale",
            "update",
            &json!({ "id": id_of(&sale), "businessId": other.id, "revenue": 1 }),
        )
        .await;
        assert_eq!(
            (status, answer),
            (StatusCode::BAD_REQUEST, failure(RECORD_OF_ANOTHER_BUSINESS))
        );
        let sales = list(app, &token, "entrepreneurProductSale", b).await;
        assert_eq!(sales.len(), 1);
        assert_eq!(sales[0]["revenue"], 50);
        assert!(list(app, &token, "entrepreneurServiceSale", b)
            .await
            .is_empty());
        let cogs = list(app, &token, "entrepreneurCostOfGoods", b).await;
        assert_eq!(cogs[0]["name"], "Flour");
        assert!(list(app, &token, "entrepreneurOverheadExpense", b)
            .await
            .is_empty());
    })
    .await;
}
