//! The record store shared by sync and the data gateway, called directly on a real database:
//! core's checks, ownership, references, change numbers and the derived columns.

use crate::common;

use common::books::{entrepreneur, id, product, sale, service, variant};
use common::{each_backend, Options, TestApp};
use portal_core::bookkeeping::messages::{
    NATURE_LOCKED, PRODUCT_NOT_FOUND, PRODUCT_VARIANT_NOT_FOUND, RECORD_OF_ANOTHER_BUSINESS,
    REVENUE_BLANK,
};
use portal_core::bookkeeping::{Entity, Record};
use portal_core::roles::Role;
use portal_server::bookkeeping::business::Business;
use portal_server::bookkeeping::records::{
    apply_records, find_record, find_records, list_by_entity, Outcome,
};
use serde_json::Value;
use sqlx::Row;

fn record(entity: Entity, value: Value) -> Record {
    Record::from_value(entity, value).expect("a readable record")
}

async fn apply(
    app: &TestApp,
    business: &Business,
    user_id: &str,
    records: Vec<Record>,
) -> Vec<Outcome> {
    let mut tx = app.state.begin().await.expect("begin");
    let outcomes = apply_records(&mut tx, business, user_id, records, app.state.now())
        .await
        .expect("apply");
    tx.commit().await.expect("commit");
    outcomes
}

async fn change_seq(app: &TestApp, business_id: &str) -> i64 {
    sqlx::query("SELECT change_seq FROM businesses WHERE id = $1")
        .bind(business_id)
        .fetch_one(app.pool())
        .await
        .expect("business")
        .get(0)
}

#[tokio::test]
async fn a_batch_may_point_at_records_it_creates_and_numbers_each_change() {
    each_backend(Options::default(), async |app| {
        let (user_id, _, biz) = entrepreneur(app, Role::Client, "wanjiku@example.com").await;
        let (p, v, s) = (id(), id(), id());
        let outcomes = apply(
            app,
            &biz,
            &user_id,
            vec![
                record(Entity::Product, product(&biz.id, &p)),
                record(Entity::ProductVariant, variant(&biz.id, &v, &p)),
                record(Entity::Sale, sale(&biz.id, &s, &v, 300.5)),
            ],
        )
        .await;
        assert_eq!(outcomes, vec![Ok(()), Ok(()), Ok(())]);
        assert_eq!(change_seq(app, &biz.id).await, 3);

        let row = sqlx::query(
            "SELECT entity, cash_kind, record_date, amount_minor, ref_id, change_seq, created_by \
             FROM bk_records WHERE id = $1",
        )
        .bind(&s)
        .fetch_one(app.pool())
        .await
        .expect("sale row");
        assert_eq!(row.get::<String, _>("entity"), "sale");
        assert_eq!(row.get::<Option<i64>, _>("cash_kind"), Some(1));
        assert_eq!(
            row.get::<Option<i64>, _>("record_date"),
            Some(common::books::DAY)
        );
        assert_eq!(row.get::<Option<i64>, _>("amount_minor"), Some(30050));
        assert_eq!(row.get::<Option<String>, _>("ref_id"), Some(v.clone()));
        assert_eq!(row.get::<i64, _>("change_seq"), 3);
        assert_eq!(row.get::<String, _>("created_by"), user_id);

        let found = find_records(app.pool(), &biz.id, Entity::Sale, &[s.as_str(), p.as_str()])
            .await
            .expect("find");
        assert_eq!(
            found,
            vec![record(Entity::Sale, sale(&biz.id, &s, &v, 300.5))]
        );
        let variants = list_by_entity(app.pool(), &biz.id, Entity::ProductVariant)
            .await
            .expect("list");
        assert_eq!(variants.len(), 1);
        assert_eq!(variants[0].id(), v);

        // An edit gets a new change number; the creator stays.
        let outcomes = apply(
            app,
            &biz,
            &user_id,
            vec![record(Entity::Sale, sale(&biz.id, &s, &v, 410.0))],
        )
        .await;
        assert_eq!(outcomes, vec![Ok(())]);
        assert_eq!(change_seq(app, &biz.id).await, 4);
        let edited = find_record(app.pool(), &biz.id, Entity::Sale, &s)
            .await
            .expect("find")
            .expect("the sale");
        assert_eq!(edited, record(Entity::Sale, sale(&biz.id, &s, &v, 410.0)));
    })
    .await;
}

#[tokio::test]
async fn refused_records_are_not_written_and_the_others_are() {
    each_backend(Options::default(), async |app| {
        let (user_id, _, biz) = entrepreneur(app, Role::Client, "wanjiku@example.com").await;
        let (other_user, _, other) = entrepreneur(app, Role::Applicant, "baraka@example.com").await;
        let (p, v, theirs) = (id(), id(), id());
        let outcomes = apply(
            app,
            &other,
            &other_user,
            vec![record(Entity::Product, product(&other.id, &theirs))],
        )
        .await;
        assert_eq!(outcomes, vec![Ok(())]);

        let mut no_revenue = sale(&biz.id, &id(), &v, 10.0);
        no_revenue["revenue"] = Value::Null;
        let s = id();
        let outcomes = apply(
            app,
            &biz,
            &user_id,
            vec![
                record(Entity::Sale, sale(&biz.id, &id(), &v, 10.0)),
                record(Entity::Product, product(&biz.id, &p)),
                record(Entity::ProductVariant, variant(&biz.id, &id(), &theirs)),
                record(Entity::Product, product(&biz.id, &theirs)),
                record(Entity::Product, product(&other.id, &id())),
                record(Entity::ProductVariant, variant(&biz.id, &v, &p)),
                record(Entity::Sale, no_revenue),
                record(Entity::Sale, sale(&biz.id, &s, &v, 10.0)),
                record(Entity::ProductVariant, variant(&biz.id, &id(), &v)),
            ],
        )
        .await;
        assert_eq!(
            outcomes,
            vec![
                Err(PRODUCT_VARIANT_NOT_FOUND.to_owned()),
                Ok(()),
                Err(PRODUCT_NOT_FOUND.to_owned()),
                Err(RECORD_OF_ANOTHER_BUSINESS.to_owned()),
                Err(RECORD_OF_ANOTHER_BUSINESS.to_owned()),
                Ok(()),
                Err(REVENUE_BLANK.to_owned()),
                Ok(()),
                Err(PRODUCT_NOT_FOUND.to_owned()),
            ]
        );
        assert_eq!(change_seq(app, &biz.id).await, 3);
        assert_eq!(change_seq(app, &other.id).await, 1);
        let count: i64 = sqlx::query("SELECT COUNT(*) FROM bk_records WHERE business_id = $1")
            .bind(&biz.id)
            .fetch_one(app.pool())
            .await
            .expect("count")
            .get(0);
        assert_eq!(count, 3);
        // Another business's product is untouched and cannot be read through this business.
        let theirs_found = find_record(app.pool(), &biz.id, Entity::Product, &theirs)
            .await
            .expect("find");
        assert_eq!(theirs_found, None);

        // The nature of a saved sale is locked; a service sale of a product variant points nowhere.
        let mut as_service = sale(&biz.id, &s, &v, 10.0);
        as_service["nature"] = "Service".into();
        let mut service_sale = sale(&biz.id, &id(), &v, 10.0);
        service_sale["nature"] = "Service".into();
        let sv_main = id();
        let outcomes = apply(
            app,
            &biz,
            &user_id,
            vec![
                record(Entity::Sale, as_service),
                record(Entity::Sale, service_sale),
                record(Entity::Service, service(&biz.id, &sv_main)),
                record(Entity::Product, service(&biz.id, &sv_main)),
            ],
        )
        .await;
        assert_eq!(
            outcomes,
            vec![
                Err(NATURE_LOCKED.to_owned()),
                Err(portal_core::bookkeeping::messages::SERVICE_VARIANT_NOT_FOUND.to_owned()),
                Ok(()),
                Err(portal_core::bookkeeping::messages::MISSING_INFORMATION.to_owned()),
            ]
        );
    })
    .await;
}

#[tokio::test]
async fn the_same_id_twice_in_one_batch_keeps_the_last() {
    each_backend(Options::default(), async |app| {
        let (user_id, _, biz) = entrepreneur(app, Role::Digiprime, "neema@example.com").await;
        let p = id();
        let mut renamed = product(&biz.id, &p);
        renamed["name"] = "  Chapati  ".into();
        let outcomes = apply(
            app,
            &biz,
            &user_id,
            vec![
                record(Entity::Product, product(&biz.id, &p)),
                record(Entity::Product, renamed),
            ],
        )
        .await;
        assert_eq!(outcomes, vec![Ok(()), Ok(())]);
        let saved = list_by_entity(app.pool(), &biz.id, Entity::Product)
            .await
            .expect("list");
        assert_eq!(saved.len(), 1);
        // Tidied as core tidies it.
        assert_eq!(saved[0].to_value()["name"], "Chapati");
        let seq: i64 = sqlx::query("SELECT change_seq FROM bk_records WHERE id = $1")
            .bind(&p)
            .fetch_one(app.pool())
            .await
            .expect("row")
            .get(0);
        assert_eq!((seq, change_seq(app, &biz.id).await), (2, 2));
    })
    .await;
}
