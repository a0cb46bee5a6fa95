//! The data gateway's reads over real HTTP: every resource of spec 002 section 3.1 with its fields
//! and the names it points at, stock levels, filters, the lookup lists in the caller's language, and
//! the answers to calls it cannot take.

use crate::common;

use common::books::entrepreneur;
use common::gateway::*;
use common::{each_backend, json, Options};
use portal_core::bookkeeping::lookups::LookupList;
use portal_core::roles::Role;
use reqwest::StatusCode;
use serde_json::{json, Value};

#[tokio::test]
async fn every_resource_reads_the_spec_fields_with_the_names_it_points_at() {
    each_backend(Options::default(), async |app| {
        app.freeze_clock();
        let now = app.state.now();
        let (_, token, business) = entrepreneur(app, Role::Client, "amina@example.com").await;
        let b = business.id.as_str();
        let shop = shop(app, &token, b, 10.0).await;
        let sale = create(
            app,
            &token,
            "entrepreneurProductSale",
            &product_sale_body(b, &shop.variant, 3.0, 300.5, 3),
        )
        .await;
        let service_sale = create(
            app,
            &token,
            "entrepreneurServiceSale",
            &service_sale_body(b, &shop.service_variant, 150.0, 4),
        )
        .await;
        let mut cog = expense_body(b, "COG", 120.25, 2);
        cog["productVariantId"] = json!(shop.variant);
        let cog = create(app, &token, "entrepreneurCostOfGoods", &cog).await;
        let mut capex = expense_body(b, "CapEx", 30_000.0, 5);
        capex["typeOfExpense"] = json!("equipment");
        capex["lifespanInYears"] = json!(5);
        let capex = create(app, &token, "entrepreneurCapitalExpense", &capex).await;
        let mut opex = expense_body(b, "OpEx", 4_000.0, 6);
        opex["typeOfExpense"] = json!("rent");
        let opex = create(app, &token, "entrepreneurOverheadExpense", &opex).await;
        let investment = create(
            app,
            &token,
            "entrepreneurInvestment",
            &json!({
                "businessId": b, "investmentNarration": "Savings put in",
                "typeOfInvestment": "savings", "investmentAmount": 5000,
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

        let products = list(app, &token, "entrepreneurProduct", b).await;
        assert_eq!(
            products,
            vec![json!({
                "id": shop.product, "businessId": b, "name": "Mandazi",
                "categoryId": "food", "categoryName": "Food and drinks",
                "measurementId": "piece", "measurement": "Piece", "price": 20,
                "providerPrice": null, "status": "Active", "lastEdited": now,
            })]
        );
        let services = list(app, &token, "entrepreneurService", b).await;
        assert_eq!(services[0]["categoryName"], "Clothing and shoes");
        assert_eq!(services[0]["measurement"], "Job");
        assert_eq!(services[0]["price"], 500);
        assert_eq!(services.len(), 1);

        // Stock: starting 10 + stocked 5 − sold 3.
        let variants = list(app, &token, "entrepreneurProductVariant", b).await;
        assert_eq!(
            variants,
            vec![json!({
                "id": shop.variant, "businessId": b, "name": "Small",
                "mainProductId": shop.product, "mainProduct": "Mandazi", "unitPrice": 20,
                "startingQuantity": 10, "quantityStocked": 5, "quantitySold": 3,
                "endingQuantity": 12, "dateAdded": now, "lastEdited": now,
            })]
        );
        let service_variants = list(app, &token, "entrepreneurServiceVariant", b).await;
        assert_eq!(
            service_variants,
            vec![json!({
                "id": shop.service_variant, "businessId": b, "name": "Hemming",
                "mainServiceId": shop.service, "mainProduct": "Tailoring",
                "mainService": "Tailoring", "unitPrice": 150, "dateAdded": now,
                "lastEdited": now,
            })]
        );

        let sales = list(app, &token, "entrepreneurProductSale", b).await;
        assert_eq!(
            sales,
            vec![json!({
                "id": id_of(&sale), "businessId": b, "nature": "Product",
                "productVariantId": shop.variant, "productVariantName": "Small",
                "quantity": 3, "revenue": 300.5, "dateSold": day(2025, 3, 15),
                "typeOfSale": "mpesa", "typeOfSaleName": "M-Pesa",
                "clientPhone": "0712345678", "dateAdded": now, "lastEdited": now,
            })]
        );
        let service_sales = list(app, &token, "entrepreneurServiceSale", b).await;
        assert_eq!(
            service_sales,
            vec![json!({
                "id": id_of(&service_sale), "businessId": b, "nature": "Service",
                "serviceVariantId": shop.service_variant, "serviceVariantName": "Hemming",
                "quantity": 1, "revenue": 150, "dateSold": day(2025, 4, 2),
                "typeOfSale": "cash", "typeOfSaleName": "Cash",
                "clientPhone": "0722000000", "dateAdded": now, "lastEdited": now,
            })]
        );

        let cogs = list(app, &token, "entrepreneurCostOfGoods", b).await;
        assert_eq!(
            cogs,
            vec![json!({
                "id": id_of(&cog), "businessId": b, "nature": "COG", "name": "Flour",
                "amountSpent": 120.25, "transactionDate": day(2025, 2, 20),
                "typeOfExpense": "stock", "typeOfExpenseName": "Stock for resale",
                "supplierPhone": "0733000000", "productVariantId": shop.variant,
                "productVariantName": "Small", "lifespanInYears": null,
                "dateAdded": now, "lastEdited": now,
            })]
        );
        let capexes = list(app, &token, "entrepreneurCapitalExpense", b).await;
        assert_eq!(
            capexes,
            vec![json!({
                "id": id_of(&capex), "businessId": b, "nature": "CapEx", "name": "Oven",
                "amountSpent": 30000, "transactionDate": day(2025, 5, 20),
                "typeOfExpense": "equipment", "typeOfExpenseName": "Equipment and tools",
                "supplierPhone": "0733000000", "productVariantId": "",
                "lifespanInYears": 5, "dateAdded": now, "lastEdited": now,
            })]
        );
        let opexes = list(app, &token, "entrepreneurOverheadExpense", b).await;
        assert_eq!(
            opexes,
            vec![json!({
                "id": id_of(&opex), "businessId": b, "nature": "OpEx", "name": "Rent",
                "amountSpent": 4000, "transactionDate": day(2025, 6, 20),
                "typeOfExpense": "rent", "typeOfExpenseName": "Rent",
                "supplierPhone": "0733000000", "productVariantId": "",
                "lifespanInYears": null, "dateAdded": now, "lastEdited": now,
            })]
        );
        let investments = list(app, &token, "entrepreneurInvestment", b).await;
        assert_eq!(
            investments,
            vec![json!({
                "id": id_of(&investment), "businessId": b,
                "investmentNarration": "Savings put in", "typeOfInvestment": "savings",
                "typeOfInvestmentName": "Own savings", "investmentAmount": 5000,
                "investmentDate": day(2025, 1, 10), "dateAdded": now, "lastEdited": now,
            })]
        );
        let stockings = list(app, &token, "entrepreneurProductInventory", b).await;
        assert_eq!(
            stockings,
            vec![json!({
                "id": id_of(&stocking), "businessId": b, "productVariantId": shop.variant,
                "productVariant": "Small", "stocked": 5, "stockValue": 80,
                "dateStocked": day(2025, 2, 1), "dateAdded": now, "lastEdited": now,
            })]
        );
    })
    .await;
}

#[tokio::test]
async fn variants_filter_by_their_main_product_or_service_and_count_every_sale() {
    each_backend(Options::default(), async |app| {
        let (_, token, business) = entrepreneur(app, Role::Applicant, "baraka@example.com").await;
        let b = business.id.as_str();
        let shop = shop(app, &token, b, 0.0).await;
        let other = create(
            app,
            &token,
            "entrepreneurProduct",
            &product_body(b, "Chapati"),
        )
        .await;
        let other_variant = create(
            app,
            &token,
            "entrepreneurProductVariant",
            &variant_body(b, &id_of(&other), 2.5),
        )
        .await;
        for (quantity, month) in [(1.5, 1), (0.25, 2)] {
            let body = product_sale_body(b, &id_of(&other_variant), quantity, 10.0, month);
            create(app, &token, "entrepreneurProductSale", &body).await;
        }

        let (status, answer) = read(
            app,
            &token,
            "entrepreneurProductVariant",
            &format!("&businessId={b}&mainProductId={}", id_of(&other)),
        )
        .await;
        assert_eq!(status, StatusCode::OK);
        let data = answer["data"].as_array().expect("data");
        assert_eq!(data.len(), 1, "{answer}");
        assert_eq!(data[0]["mainProduct"], "Chapati");
        assert_eq!(data[0]["quantitySold"], 1.75);
        assert_eq!(data[0]["endingQuantity"], 0.75);
        // Every variant (the 'all' screen): no filter.
        let all = list(app, &token, "entrepreneurProductVariant", b).await;
        assert_eq!(all.len(), 2);
        let (_, services) = read(
            app,
            &token,
            "entrepreneurServiceVariant",
            &format!("&businessId={b}&mainServiceId={}", shop.service),
        )
        .await;
        assert_eq!(services["data"].as_array().map(Vec::len), Some(1));
        let (_, none) = read(
            app,
            &token,
            "entrepreneurServiceVariant",
            &format!("&businessId={b}&mainServiceId={}", shop.product),
        )
        .await;
        assert_eq!(none["data"], json!([]));
        // A sale shows only under its own nature's resource.
        assert!(list(app, &token, "entrepreneurServiceSale", b)
            .await
            .is_empty());
        assert_eq!(
            list(app, &token, "entrepreneurProductSale", b).await.len(),
            2
        );
    })
    .await;
}

#[tokio::test]
async fn lookup_lists_answer_ids_and_names_in_the_callers_language() {
    each_backend(Options::default(), async |app| {
        let (_, token, business) = entrepreneur(app, Role::Digiprime, "chege@example.com").await;
        let lists = [
            ("productCategory", LookupList::ProductCategory),
            ("measurement", LookupList::Measurement),
            ("entrepreneurSaleType", LookupList::SaleType),
            ("entrepreneurExpenseType", LookupList::ExpenseType),
            ("entrepreneurInvestmentType", LookupList::InvestmentType),
        ];
        for (resource, list) in lists {
            let (status, answer) = read(app, &token, resource, "").await;
            assert_eq!(status, StatusCode::OK, "{resource}: {answer}");
            let expected: Vec<Value> = list
                .entries()
                .iter()
                .map(|e| json!({ "id": e.id, "name": e.en }))
                .collect();
            assert_eq!(answer["data"], json!(expected), "{resource}");
        }

        let shop = shop(app, &token, &business.id, 1.0).await;
        let body = product_sale_body(&business.id, &shop.variant, 1.0, 20.0, 1);
        create(app, &token, "entrepreneurProductSale", &body).await;
        let switched = app
            .client
            .put(app.url("/api/user/language"))
            .bearer_auth(&token)
            .json(&json!({ "language": "sw" }))
            .send()
            .await
            .expect("send");
        assert_eq!(switched.status(), StatusCode::OK);
        let (_, sale_types) = read(app, &token, "entrepreneurSaleType", "").await;
        assert_eq!(
            sale_types["data"][0],
            json!({ "id": "cash", "name": "Taslimu" })
        );
        let sales = list(app, &token, "entrepreneurProductSale", &business.id).await;
        assert_eq!(sales[0]["typeOfSaleName"], "M-Pesa");
        let products = list(app, &token, "entrepreneurProduct", &business.id).await;
        assert_eq!(products[0]["categoryName"], "Vyakula na vinywaji");
        assert_eq!(products[0]["measurement"], "Kipande");
    })
    .await;
}

#[tokio::test]
async fn calls_the_gateway_cannot_take_get_a_clear_message() {
    each_backend(Options::default(), async |app| {
        let (_, token, business) = entrepreneur(app, Role::Client, "amina@example.com").await;
        let b = business.id.as_str();
        let (status, body) =
            read(app, &token, "entrepreneurCar", &format!("&businessId={b}")).await;
        assert_eq!(status, StatusCode::BAD_REQUEST);
        assert_eq!(body["error"], true);
        let message = body["message"].as_str().expect("message");
        assert!(
            message.starts_with("Unknown resource 'entrepreneurCar': use one of productCategory")
                && message.contains("entrepreneurProductInventory"),
            "{message}"
        );
        let (status, body) = json(app.get(gateway_path("").as_str(), Some(&token)).await).await;
        assert_eq!(status, StatusCode::BAD_REQUEST);
        assert!(body["message"]
            .as_str()
            .is_some_and(|m| m.starts_with("Name a resource")));

        let (status, body) = read(
            app,
            &token,
            "entrepreneurProduct",
            &format!("&businessId={b}&action=delete"),
        )
        .await;
        assert_eq!(
            (status, body),
            (
                StatusCode::BAD_REQUEST,
                failure("Unknown action 'delete': use read, create or update")
            )
        );
        let (status, body) = read(app, &token, "entrepreneurProduct", "").await;
        assert_eq!(
            (status, body),
            (
                StatusCode::BAD_REQUEST,
                failure("Missing important information")
            )
        );
        let (status, body) = read(
            app,
            &token,
            "entrepreneurProduct",
            &format!("&businessId={b}&action=create"),
        )
        .await;
        assert_eq!(
            (status, body),
            (
                StatusCode::BAD_REQUEST,
                failure("Create and update with POST and a JSON body")
            )
        );
        let (status, body) = write(app, &token, "entrepreneurProduct", "read", &json!({})).await;
        assert_eq!(
            (status, body),
            (
                StatusCode::BAD_REQUEST,
                failure("Read with GET; POST is for action=create or action=update")
            )
        );
        let (status, body) = write(app, &token, "measurement", "create", &json!({})).await;
        assert_eq!(
            (status, body),
            (
                StatusCode::BAD_REQUEST,
                failure("The lookup lists cannot be changed")
            )
        );
        let not_json = app
            .client
            .post(app.url(&format!(
                "{GATEWAY}?resource=entrepreneurProduct&action=create"
            )))
            .bearer_auth(&token)
            .body("name=Mandazi")
            .send()
            .await
            .expect("send");
        let (status, body) = json(not_json).await;
        assert_eq!(status, StatusCode::BAD_REQUEST);
        assert_eq!(body["error"], true);

        // No token, or a dead one: 401 in the gateway's envelope.
        let path = format!("{GATEWAY}?resource=entrepreneurProduct&businessId={b}");
        assert_eq!(
            json(app.get(&path, None).await).await,
            (StatusCode::UNAUTHORIZED, failure("Sign in to continue"))
        );
        assert_eq!(
            json(app.get(&path, Some("not-a-token")).await).await,
            (StatusCode::UNAUTHORIZED, failure("Sign in to continue"))
        );
        let (status, body) = json(
            app.post_json(
                &format!("{GATEWAY}?resource=entrepreneurProduct&action=create"),
                None,
                &product_body(b, "Mandazi"),
            )
            .await,
        )
        .await;
        assert_eq!(
            (status, body),
            (StatusCode::UNAUTHORIZED, failure("Sign in to continue"))
        );
    })
    .await;
}

fn gateway_path(query: &str) -> String {
    format!("{GATEWAY}{query}")
}
