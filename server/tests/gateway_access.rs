//! Whose books a caller reaches through the data gateway and the business and user reads: an
//! entrepreneur their own, staff anyone's for reading only, nobody else's.

use crate::common;

use common::books::entrepreneur;
use common::gateway::*;
use common::{each_backend, error, json, Options, PASSWORD};
use portal_core::bookkeeping::messages::{BUSINESS_NOT_FOUND, RECORD_NOT_FOUND};
use portal_core::roles::Role;
use reqwest::StatusCode;
use serde_json::json;

const NO_ACCESS: &str = "You do not have access to this";
const STAFF_READ_ONLY: &str = "Staff may read a business's books but not change them";

#[tokio::test]
async fn another_entrepreneur_can_neither_read_nor_change_the_books() {
    each_backend(Options::default(), async |app| {
        let (_, token, business) = entrepreneur(app, Role::Client, "amina@example.com").await;
        let b = business.id.as_str();
        let shop = shop(app, &token, b, 10.0).await;
        let (_, intruder, _) = entrepreneur(app, Role::Digiprime, "chege@example.com").await;
        let before = app.count_rows("bk_records").await;

        for resource in ["entrepreneurProduct", "entrepreneurProductVariant"] {
            let (status, body) = read(app, &intruder, resource, &format!("&businessId={b}")).await;
            assert_eq!((status, body), (StatusCode::FORBIDDEN, failure(NO_ACCESS)));
        }
        // An unknown business is no different to them.
        let unknown = portal_server::ids::new_id(app.state.now());
        let (status, _) = read(
            app,
            &intruder,
            "entrepreneurProduct",
            &format!("&businessId={unknown}"),
        )
        .await;
        assert_eq!(status, StatusCode::FORBIDDEN);
        let (status, body) = write(
            app,
            &intruder,
            "entrepreneurProduct",
            "create",
            &product_body(b, "Stolen"),
        )
        .await;
        assert_eq!((status, body), (StatusCode::FORBIDDEN, failure(NO_ACCESS)));
        let (status, body) = write(
            app,
            &intruder,
            "entrepreneurProduct",
            "update",
            &json!({ "id": shop.product, "name": "Mine now" }),
        )
        .await;
        assert_eq!(
            (status, body),
            (StatusCode::NOT_FOUND, failure(RECORD_NOT_FOUND))
        );
        assert_eq!(app.count_rows("bk_records").await, before);
        assert_eq!(
            list(app, &token, "entrepreneurProduct", b).await[0]["name"],
            "Mandazi"
        );
    })
    .await;
}

#[tokio::test]
async fn staff_read_any_business_and_change_none() {
    each_backend(Options::default(), async |app| {
        let (_, token, business) = entrepreneur(app, Role::Applicant, "baraka@example.com").await;
        let b = business.id.as_str();
        let shop = shop(app, &token, b, 10.0).await;
        let before = app.count_rows("bk_records").await;
        for (role, email) in [
            (Role::Admin, "admin@example.com"),
            (Role::Super, "super@example.com"),
            (Role::Processor, "processor@example.com"),
        ] {
            app.create_user(role, email).await;
            let staff = app.token(email, PASSWORD).await;
            let variants = list(app, &staff, "entrepreneurProductVariant", b).await;
            assert_eq!(variants.len(), 1);
            assert_eq!(variants[0]["endingQuantity"], 10);
            let (status, body) = write(
                app,
                &staff,
                "entrepreneurProduct",
                "create",
                &product_body(b, "Staff product"),
            )
            .await;
            assert_eq!(
                (status, body),
                (StatusCode::FORBIDDEN, failure(STAFF_READ_ONLY))
            );
            let (status, body) = write(
                app,
                &staff,
                "entrepreneurProduct",
                "update",
                &json!({ "id": shop.product, "name": "Renamed" }),
            )
            .await;
            assert_eq!(
                (status, body),
                (StatusCode::FORBIDDEN, failure(STAFF_READ_ONLY))
            );
            let unknown = portal_server::ids::new_id(app.state.now());
            let (status, body) = read(
                app,
                &staff,
                "entrepreneurProduct",
                &format!("&businessId={unknown}"),
            )
            .await;
            assert_eq!(
                (status, body),
                (StatusCode::NOT_FOUND, failure(BUSINESS_NOT_FOUND))
            );
            let (status, body) = write(
                app,
                &staff,
                "entrepreneurProduct",
                "update",
                &json!({ "id": unknown, "name": "x" }),
            )
            .await;
            assert_eq!(
                (status, body),
                (StatusCode::NOT_FOUND, failure(RECORD_NOT_FOUND))
            );
        }
        assert_eq!(app.count_rows("bk_records").await, before);
    })
    .await;
}

#[tokio::test]
async fn a_business_is_read_by_its_owners_email_phone_or_id() {
    each_backend(Options::default(), async |app| {
        let (user_id, token, business) = entrepreneur(app, Role::Client, "amina@example.com").await;
        app.set_phone_and_verified(&user_id, Some("254712000001"), true)
            .await;
        let mine = json!({
            "message": "Business found",
            "business": [{
                "id": business.id, "name": "First-client Last-client",
                "displayName": "First-client Last-client",
            }],
        });
        for wanted in [
            "Amina@Example.com",
            "0712000001",
            "+254 712 000 001",
            business.id.as_str(),
            user_id.as_str(),
        ] {
            let answer = json(
                app.post_json(
                    "/api/business/readByEmailOrId",
                    Some(&token),
                    &json!({ "readByEmailOrId": wanted }),
                )
                .await,
            )
            .await;
            assert_eq!(answer, (StatusCode::OK, mine.clone()), "{wanted}");
        }
        // The old API's form.
        let form = app
            .client
            .post(app.url("/api/business/readByEmailOrId"))
            .bearer_auth(&token)
            .form(&[("readByEmailOrId", "amina@example.com")])
            .send()
            .await
            .expect("send");
        assert_eq!(json(form).await, (StatusCode::OK, mine.clone()));

        let (_, other_token, other) = entrepreneur(app, Role::Applicant, "neema@example.com").await;
        for wanted in ["amina@example.com", business.id.as_str()] {
            let answer = json(
                app.post_json(
                    "/api/business/readByEmailOrId",
                    Some(&other_token),
                    &json!({ "readByEmailOrId": wanted }),
                )
                .await,
            )
            .await;
            assert_eq!(
                answer,
                (
                    StatusCode::OK,
                    json!({ "message": "No business was found", "business": [] })
                ),
                "{wanted}"
            );
        }
        app.create_user(Role::Processor, "processor@example.com")
            .await;
        let staff = app.token("processor@example.com", PASSWORD).await;
        let (status, body) = json(
            app.post_json(
                "/api/business/readByEmailOrId",
                Some(&staff),
                &json!({ "readByEmailOrId": "neema@example.com" }),
            )
            .await,
        )
        .await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(body["business"][0]["id"], other.id.as_str());

        let nobody = json(
            app.post_json(
                "/api/business/readByEmailOrId",
                Some(&staff),
                &json!({ "readByEmailOrId": "nobody@example.com" }),
            )
            .await,
        )
        .await;
        assert_eq!(
            nobody,
            (
                StatusCode::OK,
                json!({ "message": "No business was found", "business": [] })
            )
        );
        // A staff account keeps no books.
        let staff_self = json(
            app.post_json(
                "/api/business/readByEmailOrId",
                Some(&staff),
                &json!({ "readByEmailOrId": "sales@example.com" }),
            )
            .await,
        )
        .await;
        assert_eq!(staff_self.1["business"], json!([]));
        let blank = json(
            app.post_json(
                "/api/business/readByEmailOrId",
                Some(&token),
                &json!({ "readByEmailOrId": " " }),
            )
            .await,
        )
        .await;
        assert_eq!(
            blank,
            (
                StatusCode::BAD_REQUEST,
                error("Enter an e-mail address, a phone number or an id")
            )
        );
        let anonymous = app
            .post_json(
                "/api/business/readByEmailOrId",
                None,
                &json!({ "readByEmailOrId": "amina@example.com" }),
            )
            .await;
        assert_eq!(anonymous.status(), StatusCode::UNAUTHORIZED);
    })
    .await;
}

#[tokio::test]
async fn a_user_is_read_with_their_business_by_id_phone_or_email() {
    each_backend(Options::default(), async |app| {
        let (user_id, token, business) =
            entrepreneur(app, Role::Digiprime, "chege@example.com").await;
        app.set_phone_and_verified(&user_id, Some("255712000009"), true)
            .await;
        let me = json!({
            "message": "User found",
            "data": [{
                "id": user_id, "name": "First-digiprime", "firstName": "First-digiprime",
                "lastName": "Last-digiprime", "email": "chege@example.com",
                "businesses": [{
                    "id": business.id, "name": "First-digiprime Last-digiprime",
                    "displayName": "First-digiprime Last-digiprime",
                }],
            }],
        });
        for wanted in ["chege@example.com", "0712000009", user_id.as_str()] {
            let form = app
                .client
                .post(app.url("/api/user/readByIdOrPhoneOrEmail"))
                .bearer_auth(&token)
                .form(&[("email", wanted)])
                .send()
                .await
                .expect("send");
            assert_eq!(json(form).await, (StatusCode::OK, me.clone()), "{wanted}");
        }
        let (_, other_token, _) = entrepreneur(app, Role::Client, "amina@example.com").await;
        let answer = json(
            app.post_json(
                "/api/user/readByIdOrPhoneOrEmail",
                Some(&other_token),
                &json!({ "email": "chege@example.com" }),
            )
            .await,
        )
        .await;
        assert_eq!(
            answer,
            (
                StatusCode::OK,
                json!({ "message": "No user was found", "data": [] })
            )
        );
        app.create_user(Role::Authorizer, "authorizer@example.com")
            .await;
        let staff = app.token("authorizer@example.com", PASSWORD).await;
        let answer = json(
            app.post_json(
                "/api/user/readByIdOrPhoneOrEmail",
                Some(&staff),
                &json!({ "email": "chege@example.com" }),
            )
            .await,
        )
        .await;
        assert_eq!(answer, (StatusCode::OK, me));
        let answer = json(
            app.post_json(
                "/api/user/readByIdOrPhoneOrEmail",
                Some(&staff),
                &json!({ "email": "authorizer@example.com" }),
            )
            .await,
        )
        .await;
        assert_eq!(answer.1["data"][0]["businesses"], json!([]));
        let nobody = json(
            app.post_json(
                "/api/user/readByIdOrPhoneOrEmail",
                Some(&other_token),
                &json!({ "email": "nobody@example.com" }),
            )
            .await,
        )
        .await;
        assert_eq!(
            nobody,
            (
                StatusCode::OK,
                json!({ "message": "No user was found", "data": [] })
            )
        );
    })
    .await;
}
