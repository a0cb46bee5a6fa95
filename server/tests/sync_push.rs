//! `POST /api/sync/push` over real HTTP: each change taken once and in order whatever the network
//! does (repeats, lost answers, reordering, gaps, two pushes at once), refusals kept and reported,
//! and nobody writing into another's business or device.

use crate::common;

use common::books::{entrepreneur, id, product, pull_all, push, push_ok, put, sale, variant};
use common::loans::person;
use common::{each_backend, error, Options, TestApp};
use portal_core::bookkeeping::messages::{
    PRODUCT_VARIANT_NOT_FOUND, RECORD_ID_MISMATCH, RECORD_OF_ANOTHER_BUSINESS, REVENUE_BLANK,
    UNKNOWN_ENTITY, UNKNOWN_OP,
};
use portal_core::roles::Role;
use reqwest::StatusCode;
use serde_json::{json, Value};
use sqlx::Row;

/// A product and its variant as seqs 1 and 2, then `sales` sales of 100.25 each from seq 3.
fn outbox(business_id: &str, sales: usize) -> (Vec<Value>, String) {
    let (p, v) = (id(), id());
    let mut mutations = vec![
        put(1, "product", &product(business_id, &p)),
        put(2, "productVariant", &variant(business_id, &v, &p)),
    ];
    for n in 0..sales {
        let seq = i64::try_from(n).expect("small") + 3;
        mutations.push(put(seq, "sale", &sale(business_id, &id(), &v, 100.25)));
    }
    (mutations, v)
}

async fn records_of(app: &TestApp, business_id: &str, entity: &str) -> i64 {
    sqlx::query("SELECT COUNT(*) FROM bk_records WHERE business_id = $1 AND entity = $2")
        .bind(business_id)
        .bind(entity)
        .fetch_one(app.pool())
        .await
        .expect("count")
        .get(0)
}

async fn change_seq(app: &TestApp, business_id: &str) -> i64 {
    sqlx::query("SELECT change_seq FROM businesses WHERE id = $1")
        .bind(business_id)
        .fetch_one(app.pool())
        .await
        .expect("business")
        .get(0)
}

fn answer(last_seq: i64, applied: usize, skipped: usize, rejected: Value, gap_at: Value) -> Value {
    json!({
        "lastSeq": last_seq, "applied": applied, "skipped": skipped,
        "rejected": rejected, "gapAt": gap_at,
    })
}

#[tokio::test]
async fn the_same_push_twice_applies_once() {
    each_backend(Options::default(), async |app| {
        let (_, token, biz) = entrepreneur(app, Role::Client, "wanjiku@example.com").await;
        let client = id();
        let (mutations, _) = outbox(&biz.id, 3);
        let first = push_ok(app, &token, &client, &mutations).await;
        assert_eq!(first, answer(5, 5, 0, json!([]), Value::Null));
        let second = push_ok(app, &token, &client, &mutations).await;
        assert_eq!(second, answer(5, 0, 5, json!([]), Value::Null));
        assert_eq!(records_of(app, &biz.id, "sale").await, 3);
        assert_eq!(change_seq(app, &biz.id).await, 5);
        // An empty push only tells where the install stands.
        let empty = push_ok(app, &token, &client, &[]).await;
        assert_eq!(empty, answer(5, 0, 0, json!([]), Value::Null));
    })
    .await;
}

#[tokio::test]
async fn a_lost_answer_retried_applies_nothing_twice_and_still_reports_refusals() {
    each_backend(Options::default(), async |app| {
        let (_, token, biz) = entrepreneur(app, Role::Applicant, "baraka@example.com").await;
        let client = id();
        let (mut mutations, v) = outbox(&biz.id, 2);
        let mut blank = sale(&biz.id, &id(), &v, 10.0);
        blank["revenue"] = Value::Null;
        let blank_id = blank["id"].clone();
        mutations.push(put(5, "sale", &blank));
        let body = json!({ "clientId": client, "mutations": mutations });
        // The push is committed but its answer never read: the connection is dropped unread.
        let sent = app
            .client
            .post(app.url("/api/sync/push"))
            .bearer_auth(&token)
            .json(&body)
            .send()
            .await
            .expect("push");
        assert_eq!(sent.status(), StatusCode::OK);
        drop(sent);
        assert_eq!(records_of(app, &biz.id, "sale").await, 2);

        let retry = push_ok(app, &token, &client, &mutations).await;
        let refused = json!([{
            "seq": 5, "id": blank_id, "entity": "sale", "message": REVENUE_BLANK,
        }]);
        assert_eq!(retry, answer(5, 0, 5, refused.clone(), Value::Null));
        // A retry of only the refused one still learns it.
        let only = push_ok(app, &token, &client, &mutations[4..]).await;
        assert_eq!(only, answer(5, 0, 1, refused, Value::Null));
        assert_eq!(records_of(app, &biz.id, "sale").await, 2);
        assert_eq!(app.count_rows("sync_rejections").await, 1);
    })
    .await;
}

#[tokio::test]
async fn out_of_order_changes_apply_in_seq_order_up_to_a_gap() {
    each_backend(Options::default(), async |app| {
        let (_, token, biz) = entrepreneur(app, Role::Digiprime, "neema@example.com").await;
        let client = id();
        let (mutations, _) = outbox(&biz.id, 4);
        // The variant (2) comes before its product (1), and the sale 4 is missing.
        let shuffled = vec![
            mutations[2].clone(),
            mutations[1].clone(),
            mutations[5].clone(),
            mutations[0].clone(),
            mutations[4].clone(),
        ];
        let first = push_ok(app, &token, &client, &shuffled).await;
        assert_eq!(first, answer(3, 3, 0, json!([]), json!(5)));
        assert_eq!(records_of(app, &biz.id, "sale").await, 1);
        assert_eq!(records_of(app, &biz.id, "productVariant").await, 1);

        // The next push fills the gap; the rest follows.
        let second = push_ok(app, &token, &client, &mutations[3..]).await;
        assert_eq!(second, answer(6, 3, 0, json!([]), Value::Null));
        assert_eq!(records_of(app, &biz.id, "sale").await, 4);
        let sales: Vec<Value> = pull_all(app, &token)
            .await
            .into_iter()
            .filter(|c| c["entity"] == "sale")
            .collect();
        assert_eq!(sales.len(), 4);
    })
    .await;
}

#[tokio::test]
async fn two_pushes_of_the_same_changes_at_once_apply_each_once() {
    each_backend(Options::default(), async |app| {
        let (_, token, biz) = entrepreneur(app, Role::Client, "wanjiku@example.com").await;
        let client = id();
        let (mutations, _) = outbox(&biz.id, 200);
        for _ in 0..3 {
            let (a, b) = tokio::join!(
                push(app, &token, &client, &mutations),
                push(app, &token, &client, &mutations)
            );
            assert_eq!(
                (a.0, b.0),
                (StatusCode::OK, StatusCode::OK),
                "{} {}",
                a.1,
                b.1
            );
            let applied = a.1["applied"].as_u64().expect("n") + b.1["applied"].as_u64().expect("n");
            assert!(applied == 202 || applied == 0, "{} {}", a.1, b.1);
            assert_eq!(
                (a.1["lastSeq"].clone(), b.1["lastSeq"].clone()),
                (json!(202), json!(202))
            );
        }
        assert_eq!(records_of(app, &biz.id, "sale").await, 200);
        assert_eq!(change_seq(app, &biz.id).await, 202);

        // A first push from a new install, twice at once.
        let fresh = id();
        let (more, _) = outbox(&biz.id, 50);
        let (a, b) = tokio::join!(
            push(app, &token, &fresh, &more),
            push(app, &token, &fresh, &more)
        );
        assert_eq!(
            (a.0, b.0),
            (StatusCode::OK, StatusCode::OK),
            "{} {}",
            a.1,
            b.1
        );
        let applied = a.1["applied"].as_u64().expect("n") + b.1["applied"].as_u64().expect("n");
        assert_eq!(applied, 52, "{} {}", a.1, b.1);
        assert_eq!(records_of(app, &biz.id, "sale").await, 250);
        assert_eq!(change_seq(app, &biz.id).await, 254);
    })
    .await;
}

#[tokio::test]
async fn refused_changes_are_kept_reported_and_leave_no_record() {
    each_backend(Options::default(), async |app| {
        let (_, token, biz) = entrepreneur(app, Role::Client, "wanjiku@example.com").await;
        let client = id();
        let (mut mutations, v) = outbox(&biz.id, 1);
        let mut blank = sale(&biz.id, &id(), &v, 10.0);
        blank["revenue"] = Value::Null;
        let nowhere = sale(&biz.id, &id(), &id(), 10.0);
        let good = sale(&biz.id, &id(), &v, 10.0);
        let mut mismatched = put(8, "sale", &sale(&biz.id, &id(), &v, 10.0));
        mismatched["id"] = json!(id());
        let mut deleted = put(9, "sale", &good);
        deleted["op"] = json!("delete");
        mutations.extend([
            put(4, "sale", &blank),
            put(5, "sale", &nowhere),
            put(6, "loan", &good),
            json!({ "seq": 7, "id": id(), "entity": "sale", "op": "put", "record": "text" }),
            mismatched.clone(),
            deleted,
            put(10, "sale", &good),
        ]);
        let body = push_ok(app, &token, &client, &mutations).await;
        assert_eq!(body["lastSeq"], 10);
        assert_eq!(body["applied"], 4);
        assert_eq!(body["gapAt"], Value::Null);
        let rejected = body["rejected"].as_array().expect("rejected");
        let seen: Vec<(i64, &str, &str)> = rejected
            .iter()
            .map(|r| {
                (
                    r["seq"].as_i64().expect("seq"),
                    r["entity"].as_str().expect("entity"),
                    r["message"].as_str().expect("message"),
                )
            })
            .collect();
        assert_eq!(seen[0], (4, "sale", REVENUE_BLANK));
        assert_eq!(seen[1], (5, "sale", PRODUCT_VARIANT_NOT_FOUND));
        assert_eq!(seen[2], (6, "loan", UNKNOWN_ENTITY));
        assert_eq!(seen[3].0, 7);
        assert!(
            seen[3].2.starts_with("This record could not be read"),
            "{}",
            seen[3].2
        );
        assert_eq!(seen[4], (8, "sale", RECORD_ID_MISMATCH));
        assert_eq!(seen[5], (9, "sale", UNKNOWN_OP));
        assert_eq!(seen.len(), 6);
        assert_eq!(rejected[0]["id"], blank["id"]);
        assert_eq!(rejected[4]["id"], mismatched["id"]);

        // Only the good sale is stored; what was refused is kept as the phone sent it.
        assert_eq!(records_of(app, &biz.id, "sale").await, 2);
        let kept: String =
            sqlx::query("SELECT record FROM sync_rejections WHERE client_id = $1 AND seq = 4")
                .bind(&client)
                .fetch_one(app.pool())
                .await
                .expect("kept")
                .get(0);
        assert_eq!(serde_json::from_str::<Value>(&kept).expect("json"), blank);
        let pulled = pull_all(app, &token).await;
        assert!(pulled
            .iter()
            .all(|c| c["id"] != blank["id"] && c["id"] != nowhere["id"]));
    })
    .await;
}

#[tokio::test]
async fn nobody_pushes_into_another_business_or_device() {
    each_backend(Options::default(), async |app| {
        let (_, token, biz) = entrepreneur(app, Role::Client, "wanjiku@example.com").await;
        let (_, other_token, other) = entrepreneur(app, Role::Client, "baraka@example.com").await;
        let client = id();
        let (mutations, _) = outbox(&biz.id, 1);
        push_ok(app, &token, &client, &mutations).await;

        // Another account using this device's id.
        let theirs = push(app, &other_token, &client, &[]).await;
        assert_eq!(
            theirs,
            (
                StatusCode::FORBIDDEN,
                error("This device is registered to another account")
            )
        );
        // Records naming another business, or taking over another business's ids, are refused.
        let other_client = id();
        let answer = push_ok(app, &other_token, &other_client, &mutations).await;
        assert_eq!(answer["applied"], 0);
        let messages: Vec<&str> = answer["rejected"]
            .as_array()
            .expect("rejected")
            .iter()
            .map(|r| r["message"].as_str().expect("message"))
            .collect();
        assert_eq!(messages, vec![RECORD_OF_ANOTHER_BUSINESS; 3]);
        let (mut theirs_now, _) = outbox(&other.id, 0);
        theirs_now[0]["id"] = mutations[0]["id"].clone();
        theirs_now[0]["record"]["id"] = mutations[0]["id"].clone();
        theirs_now[0]["seq"] = json!(4);
        let answer = push_ok(app, &other_token, &other_client, &theirs_now[..1]).await;
        assert_eq!(answer["rejected"][0]["message"], RECORD_OF_ANOTHER_BUSINESS);
        assert_eq!(records_of(app, &other.id, "product").await, 0);
        assert_eq!(records_of(app, &biz.id, "product").await, 1);

        // Staff keep no books.
        let (_, staff) = person(app, Role::Admin, "admin@example.com").await;
        let (status, body) = push(app, &staff, &id(), &[]).await;
        assert_eq!(status, StatusCode::FORBIDDEN, "{body}");
        let (status, _) = push(app, "not-a-token", &id(), &[]).await;
        assert_eq!(status, StatusCode::UNAUTHORIZED);
    })
    .await;
}

#[tokio::test]
async fn malformed_pushes_are_400s_that_change_nothing() {
    each_backend(Options::default(), async |app| {
        let (_, token, biz) = entrepreneur(app, Role::Client, "wanjiku@example.com").await;
        let (status, body) = push(app, &token, "device-1", &[]).await;
        assert_eq!(status, StatusCode::BAD_REQUEST);
        assert_eq!(
            body,
            error("clientId must be the app's install id: 24 lowercase hex characters")
        );
        let (mutations, _) = outbox(&biz.id, 999);
        let (status, body) = push(app, &token, &id(), &mutations).await;
        assert_eq!(status, StatusCode::BAD_REQUEST);
        assert_eq!(
            body,
            error("A push may carry at most 1000 changes; send the rest in the next push")
        );
        let no_seq = json!({ "clientId": id(), "mutations": [{ "entity": "sale" }] });
        let (status, body) =
            common::json(app.post_json("/api/sync/push", Some(&token), &no_seq).await).await;
        assert_eq!(status, StatusCode::BAD_REQUEST);
        assert!(
            body["error"]
                .as_str()
                .is_some_and(|m| m.starts_with("The changes could not be read")),
            "{body}"
        );
        assert_eq!(app.count_rows("sync_clients").await, 0);
        assert_eq!(app.count_rows("bk_records").await, 0);
    })
    .await;
}
