//! Data gateway helpers: reads and writes through `/api/gateway/api.php` with the spec's bodies, and
//! a small shop (a product, a service, a variant of each) made through the gateway.

use reqwest::StatusCode;
use serde_json::{json, Value};

use super::{json, TestApp};

pub const GATEWAY: &str = "/api/gateway/api.php";

/// A read of `resource` with extra query text (`&businessId=…`): the status and answer.
pub async fn read(app: &TestApp, token: &str, resource: &str, query: &str) -> (StatusCode, Value) {
    let path = format!("{GATEWAY}?resource={resource}{query}");
    json(app.get(&path, Some(token)).await).await
}

/// The records of `resource` kept by `business_id`, failing the test unless the read succeeds.
pub async fn list(app: &TestApp, token: &str, resource: &str, business_id: &str) -> Vec<Value> {
    let (status, body) = read(app, token, resource, &format!("&businessId={business_id}")).await;
    assert_eq!(
        status,
        StatusCode::OK,
        "{resource} on {}: {body}",
        app.backend
    );
    assert_eq!(body["error"], false);
    body["data"].as_array().expect("data").clone()
}

/// A create or an update of `resource` with `body`: the status and answer.
pub async fn write(
    app: &TestApp,
    token: &str,
    resource: &str,
    action: &str,
    body: &Value,
) -> (StatusCode, Value) {
    let path = format!("{GATEWAY}?resource={resource}&action={action}");
    json(app.post_json(&path, Some(token), body).await).await
}

/// Creates, failing the test unless it succeeds; the record as the answer shows it.
pub async fn create(app: &TestApp, token: &str, resource: &str, body: &Value) -> Value {
    let (status, answer) = write(app, token, resource, "create", body).await;
    assert_eq!(
        status,
        StatusCode::OK,
        "create {resource} on {}: {answer}",
        app.backend
    );
    assert_eq!(answer["error"], false, "{answer}");
    assert_eq!(answer["message"], "Added successfully");
    answer["data"][0].clone()
}

/// Updates, failing the test unless it succeeds; the record as the answer shows it.
pub async fn update(app: &TestApp, token: &str, resource: &str, body: &Value) -> Value {
    let (status, answer) = write(app, token, resource, "update", body).await;
    assert_eq!(
        status,
        StatusCode::OK,
        "update {resource} on {}: {answer}",
        app.backend
    );
    assert_eq!(answer["message"], "Updated successfully");
    answer["data"][0].clone()
}

/// `{error: true, message}`.
pub fn failure(message: &str) -> Value {
    json!({ "error": true, "message": message })
}

pub fn id_of(record: &Value) -> String {
    record["id"].as_str().expect("an id").to_owned()
}

/// Epoch seconds of midnight of that day in Nairobi.
pub fn day(year: i32, month: u32, day: u32) -> i64 {
    portal_core::time::nairobi_midnight(year, month, day).expect("a day")
}

/// What `shop` made.
pub struct Shop {
    pub product: String,
    pub service: String,
    pub variant: String,
    pub service_variant: String,
}

pub fn product_body(business_id: &str, name: &str) -> Value {
    json!({
        "businessId": business_id, "name": name, "categoryId": "food",
        "measurementId": "piece", "price": 20,
    })
}

pub fn variant_body(business_id: &str, product_id: &str, starting: f64) -> Value {
    json!({
        "businessId": business_id, "name": "Small", "mainProductId": product_id,
        "unitPrice": 20, "startingQuantity": starting,
    })
}

/// A product sale of `quantity` for `revenue` on 2025-`month`-15.
pub fn product_sale_body(
    business_id: &str,
    variant_id: &str,
    quantity: f64,
    revenue: f64,
    month: u32,
) -> Value {
    json!({
        "businessId": business_id, "productVariantId": variant_id, "quantity": quantity,
        "revenueAmount": revenue, "monthSold": month, "dateSold": 15, "yearSold": 2025,
        "typeOfSale": "mpesa", "clientPhone": "0712345678",
        "whoAdds": { "id": "someone", "email": "someone@example.com", "phone": "0700000000" },
    })
}

pub fn service_sale_body(business_id: &str, variant_id: &str, revenue: f64, month: u32) -> Value {
    json!({
        "businessId": business_id, "serviceVariantId": variant_id, "quantity": 1,
        "revenueAmount": revenue, "monthSold": month, "dateSold": 2, "yearSold": 2025,
        "typeOfSale": "cash", "clientPhone": "0722000000",
    })
}

/// An expense body as the add form sends it (both names, the nature's one filled).
pub fn expense_body(business_id: &str, nature: &str, amount: f64, month: u32) -> Value {
    let (cogs, capex) = match nature {
        "COG" => ("Flour", ""),
        "CapEx" => ("", "Oven"),
        _ => ("", "Rent"),
    };
    json!({
        "businessId": business_id, "typeOfExpense": "stock", "supplierPhone": "0733000000",
        "monthDate": month, "dayDate": 20, "year": 2025, "amountSpent": amount,
        "productVariantId": "", "cogsName": cogs, "capexName": capex, "lifespanInYears": "",
        "whoAdds": { "id": "someone" },
    })
}

/// A product (Mandazi) with a variant (starting `starting`), and a service (Tailoring) with one.
pub async fn shop(app: &TestApp, token: &str, business_id: &str, starting: f64) -> Shop {
    let product = create(
        app,
        token,
        "entrepreneurProduct",
        &product_body(business_id, "Mandazi"),
    )
    .await;
    let variant = create(
        app,
        token,
        "entrepreneurProductVariant",
        &variant_body(business_id, &id_of(&product), starting),
    )
    .await;
    let service = create(
        app,
        token,
        "entrepreneurService",
        &json!({
            "businessId": business_id, "name": "Tailoring", "categoryId": "clothing",
            "measurementId": "job", "price": 500,
        }),
    )
    .await;
    let service_variant = create(
        app,
        token,
        "entrepreneurServiceVariant",
        &json!({
            "businessId": business_id, "name": "Hemming", "mainServiceId": id_of(&service),
            "unitPrice": 150,
        }),
    )
    .await;
    Shop {
        product: id_of(&product),
        service: id_of(&service),
        variant: id_of(&variant),
        service_variant: id_of(&service_variant),
    }
}
