//! `GET /api/sync/pull` and `GET /api/bookkeeping/lookups` over real HTTP: pages at their edges,
//! a second device getting exactly what the first wrote, and only the user's own business.

use crate::common;

use common::books::{entrepreneur, id, product, pull, pull_all, push_ok, put, sale, variant, DAY};
use common::loans::person;
use common::{each_backend, error, json, Options, TestApp};
use portal_core::bookkeeping::lookups::LookupList;
use portal_core::roles::Role;
use reqwest::StatusCode;
use serde_json::{json, Value};

/// A product, its variant and `sales` sales pushed from a new install: (the mutations, client id).
async fn pushed(
    app: &TestApp,
    token: &str,
    business_id: &str,
    sales: usize,
) -> (Vec<Value>, String) {
    let (p, v) = (id(), id());
    let mut mutations = vec![
        put(1, "product", &product(business_id, &p)),
        put(2, "productVariant", &variant(business_id, &v, &p)),
    ];
    for n in 0..sales {
        let seq = i64::try_from(n).expect("small") + 3;
        let cents = i64::try_from(n).expect("small") * 7 + 1;
        #[allow(clippy::cast_precision_loss)]
        let revenue = cents as f64 / 100.0;
        mutations.push(put(seq, "sale", &sale(business_id, &id(), &v, revenue)));
    }
    let client = id();
    for chunk in mutations.chunks(1000) {
        push_ok(app, token, &client, chunk).await;
    }
    (mutations, client)
}

fn seqs(page: &Value) -> Vec<i64> {
    page["changes"]
        .as_array()
        .expect("changes")
        .iter()
        .map(|c| c["changeSeq"].as_i64().expect("changeSeq"))
        .collect()
}

#[tokio::test]
async fn pages_of_none_one_a_full_page_and_one_more() {
    each_backend(Options::default(), async |app| {
        let (_, token, biz) = entrepreneur(app, Role::Client, "wanjiku@example.com").await;
        // Nothing yet: an empty page keeps the cursor given.
        let (status, page) = pull(app, &token, "cursor=0&limit=3").await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(
            page,
            json!({ "changes": [], "cursor": 0, "more": false, "lastSeq": 0 })
        );

        let (mutations, client) = pushed(app, &token, &biz.id, 4).await;
        // One change after the cursor.
        let (_, page) = pull(app, &token, "cursor=5&limit=3").await;
        assert_eq!(seqs(&page), vec![6]);
        assert_eq!(
            (page["cursor"].clone(), page["more"].clone()),
            (json!(6), json!(false))
        );
        // Exactly a full page: nothing more.
        let (_, page) = pull(app, &token, "cursor=3&limit=3").await;
        assert_eq!(seqs(&page), vec![4, 5, 6]);
        assert_eq!(
            (page["cursor"].clone(), page["more"].clone()),
            (json!(6), json!(false))
        );
        // A full page and one more.
        let (_, page) = pull(app, &token, &format!("cursor=2&limit=3&clientId={client}")).await;
        assert_eq!(seqs(&page), vec![3, 4, 5]);
        assert_eq!(
            (
                page["cursor"].clone(),
                page["more"].clone(),
                page["lastSeq"].clone()
            ),
            (json!(5), json!(true), json!(6))
        );
        let (_, rest) = pull(app, &token, "cursor=5&limit=3").await;
        assert_eq!(seqs(&rest), vec![6]);
        // Past the end.
        let (_, end) = pull(app, &token, "cursor=6").await;
        assert_eq!(
            (
                end["changes"].clone(),
                end["cursor"].clone(),
                end["more"].clone()
            ),
            (json!([]), json!(6), json!(false))
        );

        // Each change is the record as stored, its kind, id and cashflow date.
        let (_, first) = pull(app, &token, "cursor=0&limit=1").await;
        assert_eq!(
            first["changes"][0],
            json!({
                "entity": "product", "id": mutations[0]["id"], "record": mutations[0]["record"],
                "date": null, "changeSeq": 1,
            })
        );
        let (_, sale_page) = pull(app, &token, "cursor=2&limit=1").await;
        assert_eq!(sale_page["changes"][0]["date"], DAY);
        assert_eq!(sale_page["changes"][0]["record"], mutations[2]["record"]);
    })
    .await;
}

#[tokio::test]
async fn a_second_device_pulls_exactly_what_the_first_wrote() {
    each_backend(Options::default(), async |app| {
        let (_, token, biz) = entrepreneur(app, Role::Applicant, "baraka@example.com").await;
        let (mutations, first_client) = pushed(app, &token, &biz.id, 1200).await;
        // The same person on a second phone (a second session).
        let second_token = app.token("baraka@example.com", common::PASSWORD).await;
        let second_client = id();
        let changes = pull_all(app, &second_token).await;
        assert_eq!(changes.len(), mutations.len());
        for (change, mutation) in changes.iter().zip(&mutations) {
            assert_eq!(change["entity"], mutation["entity"]);
            assert_eq!(change["id"], mutation["id"]);
            assert_eq!(change["record"], mutation["record"]);
            assert_eq!(
                change["record"].to_string(),
                mutation["record"].to_string(),
                "the same JSON text"
            );
        }
        // The second install has taken nothing yet; the first one everything.
        let (_, page) = pull(
            app,
            &second_token,
            &format!("clientId={second_client}&limit=1"),
        )
        .await;
        assert_eq!(page["lastSeq"], 0);
        let (_, page) = pull(
            app,
            &second_token,
            &format!("clientId={first_client}&limit=1"),
        )
        .await;
        assert_eq!(page["lastSeq"], 1202);
        // An edit on the second phone reaches the first as a later change.
        let mut edited = mutations[2]["record"].clone();
        edited["revenue"] = json!(999.99);
        push_ok(
            app,
            &second_token,
            &second_client,
            &[put(1, "sale", &edited)],
        )
        .await;
        let (_, page) = pull(app, &token, "cursor=1202").await;
        assert_eq!(page["changes"].as_array().map(Vec::len), Some(1));
        assert_eq!(page["changes"][0]["record"], edited);
        assert_eq!(page["changes"][0]["changeSeq"], 1203);
    })
    .await;
}

#[tokio::test]
async fn a_pull_sees_only_the_users_own_business() {
    each_backend(Options::default(), async |app| {
        let (_, token, biz) = entrepreneur(app, Role::Client, "wanjiku@example.com").await;
        let (_, other_token, _) = entrepreneur(app, Role::Digiprime, "neema@example.com").await;
        let (_, client) = pushed(app, &token, &biz.id, 2).await;
        assert_eq!(pull_all(app, &token).await.len(), 4);
        assert_eq!(pull_all(app, &other_token).await, Vec::<Value>::new());
        // Another account's install: its lastSeq is not shown.
        let (_, page) = pull(app, &other_token, &format!("clientId={client}")).await;
        assert_eq!(page["lastSeq"], 0);

        let (_, staff) = person(app, Role::Processor, "processor@example.com").await;
        let (status, body) = pull(app, &staff, "cursor=0").await;
        assert_eq!(status, StatusCode::FORBIDDEN, "{body}");
        let (status, _) = json(app.get("/api/sync/pull", None).await).await;
        assert_eq!(status, StatusCode::UNAUTHORIZED);
        for (query, message) in [
            ("cursor=-1", "cursor must be a whole number of 0 or more"),
            ("cursor=abc", "cursor must be a whole number of 0 or more"),
            ("limit=0", "limit must be a whole number of 1 or more"),
            (
                "clientId=phone",
                "clientId must be the app's install id: 24 lowercase hex characters",
            ),
        ] {
            assert_eq!(
                pull(app, &token, query).await,
                (StatusCode::BAD_REQUEST, error(message)),
                "{query}"
            );
        }
    })
    .await;
}

#[tokio::test]
async fn lookups_come_in_the_users_language() {
    each_backend(Options::default(), async |app| {
        let (_, token, _) = entrepreneur(app, Role::Client, "wanjiku@example.com").await;
        let (status, body) = json(app.get("/api/bookkeeping/lookups", Some(&token)).await).await;
        assert_eq!(status, StatusCode::OK);
        for list in LookupList::ALL {
            let expected: Vec<Value> = list
                .entries()
                .iter()
                .map(|e| json!({ "id": e.id, "name": e.en }))
                .collect();
            assert_eq!(
                body["data"][list.name()],
                json!(expected),
                "{}",
                list.name()
            );
        }
        let changed = app
            .client
            .put(app.url("/api/user/language"))
            .bearer_auth(&token)
            .json(&json!({ "language": "sw" }))
            .send()
            .await
            .expect("set language");
        assert_eq!(changed.status(), StatusCode::OK);
        let (_, body) = json(app.get("/api/bookkeeping/lookups", Some(&token)).await).await;
        assert_eq!(
            body["data"]["saleType"][0],
            json!({ "id": "cash", "name": "Taslimu" })
        );
        // Staff read books too, so they get the lists as well.
        let (_, staff) = person(app, Role::Admin, "admin@example.com").await;
        let (status, _) = json(app.get("/api/bookkeeping/lookups", Some(&staff)).await).await;
        assert_eq!(status, StatusCode::OK);
        let (status, _) = json(app.get("/api/bookkeeping/lookups", None).await).await;
        assert_eq!(status, StatusCode::UNAUTHORIZED);
    })
    .await;
}
