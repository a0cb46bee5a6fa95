//! Bookkeeping helpers: an entrepreneur with a business, record JSON of each kind, and sync pushes
//! and pulls through the real calls.

use portal_core::roles::Role;
use portal_server::bookkeeping::business::{self, Business};
use portal_server::users::store as users;
use reqwest::StatusCode;
use serde_json::{json, Value};

use super::{json, TestApp, PASSWORD};

/// 2023-11-14 in Nairobi, a day every date rule accepts.
pub const DAY: i64 = 1_699_909_200;

/// A fresh record id (core's form: 24 lowercase hex characters).
pub fn id() -> String {
    portal_server::ids::new_id(DAY)
}

/// An entrepreneur of `role`, signed in, with their business: (user id, token, business).
pub async fn entrepreneur(app: &TestApp, role: Role, email: &str) -> (String, String, Business) {
    let user_id = app.create_user(role, email).await;
    let token = app.token(email, PASSWORD).await;
    let user = users::find_by_id(app.pool(), &user_id)
        .await
        .expect("read user")
        .expect("user");
    let business = business::ensure_for(app.pool(), &user, app.state.now())
        .await
        .expect("business")
        .expect("an entrepreneur has a business");
    (user_id, token, business)
}

pub fn product(business_id: &str, id: &str) -> Value {
    json!({
        "id": id, "businessId": business_id, "name": "Mandazi", "categoryId": "food",
        "measurementId": "piece", "price": 20, "providerPrice": null, "status": "Active",
        "lastEdited": DAY,
    })
}

pub fn service(business_id: &str, id: &str) -> Value {
    json!({
        "id": id, "businessId": business_id, "name": "Tailoring", "categoryId": "clothing",
        "measurementId": "job", "price": 500, "status": "Active", "lastEdited": DAY,
    })
}

pub fn variant(business_id: &str, id: &str, product_id: &str) -> Value {
    json!({
        "id": id, "businessId": business_id, "name": "Small", "mainProductId": product_id,
        "unitPrice": 20, "startingQuantity": 100, "dateAdded": DAY, "lastEdited": DAY,
    })
}

/// A JSON number as a phone's `JSON.stringify` writes it: `4`, not `4.0`.
pub fn number(value: f64) -> Value {
    #[allow(clippy::cast_possible_truncation)]
    if value.fract() == 0.0 && value.abs() < 1e15 {
        json!(value as i64)
    } else {
        json!(value)
    }
}

pub fn sale(business_id: &str, id: &str, variant_id: &str, revenue: f64) -> Value {
    let revenue = number(revenue);
    json!({
        "id": id, "businessId": business_id, "nature": "Product", "variantId": variant_id,
        "quantity": 2, "revenue": revenue, "dateSold": DAY, "typeOfSale": "cash",
        "clientPhone": "0712345678", "dateAdded": DAY, "lastEdited": DAY,
    })
}

/// One mutation of a push.
pub fn put(seq: i64, entity: &str, record: &Value) -> Value {
    json!({ "seq": seq, "id": record["id"], "entity": entity, "op": "put", "record": record })
}

/// Pushes `mutations` from `client_id`; the status and answer.
pub async fn push(
    app: &TestApp,
    token: &str,
    client_id: &str,
    mutations: &[Value],
) -> (StatusCode, Value) {
    let body = json!({ "clientId": client_id, "mutations": mutations });
    json(app.post_json("/api/sync/push", Some(token), &body).await).await
}

/// Pushes and expects 200.
pub async fn push_ok(app: &TestApp, token: &str, client_id: &str, mutations: &[Value]) -> Value {
    let (status, body) = push(app, token, client_id, mutations).await;
    assert_eq!(status, StatusCode::OK, "push on {}: {body}", app.backend);
    body
}

/// One pull page: the status and answer.
pub async fn pull(app: &TestApp, token: &str, query: &str) -> (StatusCode, Value) {
    json(
        app.get(&format!("/api/sync/pull?{query}"), Some(token))
            .await,
    )
    .await
}

/// Every change after cursor 0, through as many pages as it takes.
pub async fn pull_all(app: &TestApp, token: &str) -> Vec<Value> {
    let mut cursor = 0;
    let mut changes = Vec::new();
    loop {
        let (status, page) = pull(app, token, &format!("cursor={cursor}")).await;
        assert_eq!(status, StatusCode::OK, "pull on {}: {page}", app.backend);
        changes.extend(page["changes"].as_array().expect("changes").iter().cloned());
        cursor = page["cursor"].as_i64().expect("cursor");
        if page["more"] != true {
            return changes;
        }
    }
}
