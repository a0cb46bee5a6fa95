//! The invest profile over real HTTP (spec 002 sections 3.3, 5.3, 7.3, 8.3 and 9; docs/invest.md):
//! the client's create, read and update with every message and the defaults, the pictures taken
//! from finished uploads and checked by content, who may do what, "not yours" answering like "not
//! there", and the investors' pages: only enabled and ready profiles, rate limited, the last 12
//! months of DigiKua only when the owner shows them, matching records written through the gateway.

use crate::common;
use crate::uploads::{finish, part, start_kind, uploaded_kind};

use common::books::{entrepreneur, id};
use common::gateway::{
    create as gateway_create, expense_body, product_sale_body, service_sale_body, shop,
};
use common::profile::{jpeg, png};
use common::{each_backend, error, json, Options, TestApp, PASSWORD};
use portal_core::invest::messages::*;
use portal_core::profile::NOT_AN_IMAGE;
use portal_core::roles::Role;
use portal_core::time::nairobi_day;
use reqwest::StatusCode;
use serde_json::{json, Value};

const READ: &str = "/api/business/read";
const CREATE: &str = "/api/business/create";
const UPDATE: &str = "/api/business/update";
const CATEGORIES: &str = "/api/businessCategory/read";
const PUBLIC: &str = "/api/investors/profiles";

/// The whole form as the phone sends it on create (section 7.3).
fn form() -> Value {
    json!({
        "name": "Mama Mboga Greens", "businessCategory": 2, "phone": "0712345678",
        "displayName": "Mama Mboga", "currentNeed": "A cold room", "enabled": 1,
        "readyForGrowth": 0, "showPerformance": 0, "videoId": "dQw4w9WgXcQ",
        "overview": "Fresh vegetables for Kibera", "investorBenefit": "10% of profit",
        "mapLink": "{\"lng\":36.8219,\"lat\":-1.2921}", "businessAddress": "Kibera, Nairobi",
        "yearPlan5": "Three shops", "companyDifferentiation": "Picked every morning",
        "dateAdded": 1, "image": "", "logo": "",
    })
}

async fn send(app: &TestApp, path: &str, token: &str, body: &Value) -> (StatusCode, Value) {
    json(app.post_json(path, Some(token), body).await).await
}

async fn read(app: &TestApp, token: &str, query: &str) -> (StatusCode, Value) {
    json(app.get(&format!("{READ}{query}"), Some(token)).await).await
}

fn refusal(message: &str) -> Value {
    json!({ "error": true, "message": message })
}

/// A signed-in client with their business: (token, business id).
async fn client(app: &TestApp, email: &str) -> (String, String) {
    let (_, token, business) = entrepreneur(app, Role::Client, email).await;
    (token, business.id)
}

/// A client with a profile made from `body`: (token, business id).
async fn with_profile(app: &TestApp, email: &str, body: &Value) -> (String, String) {
    let (token, business) = client(app, email).await;
    let (status, answer) = send(app, CREATE, &token, body).await;
    assert_eq!(status, StatusCode::OK, "{answer}");
    (token, business)
}

async fn staff(app: &TestApp, role: Role) -> String {
    let email = format!("{}@example.com", role.as_str());
    app.create_user(role, &email).await;
    app.token(&email, PASSWORD).await
}

#[tokio::test]
async fn a_client_creates_reads_and_updates_with_the_defaults() {
    each_backend(Options::default(), async |app| {
        app.freeze_clock();
        let (token, business) = client(app, "amina@example.com").await;
        // No profile yet: the page invites the client to create one.
        let (status, none) = read(app, &token, "").await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(
            none,
            json!({ "error": false, "message": PROFILE_NOT_FOUND, "business": [] })
        );
        let (status, updated) = send(app, UPDATE, &token, &form()).await;
        assert_eq!(
            (status, updated),
            (StatusCode::NOT_FOUND, refusal(PROFILE_NOT_FOUND))
        );

        // Only the four mandatory fields: the rest take their defaults.
        let minimal = json!({
            "name": " Mama Mboga Greens ", "businessCategory": "2", "phone": "+254 712 345 678",
            "overview": "Fresh vegetables",
        });
        let (status, created) = send(app, CREATE, &token, &minimal).await;
        assert_eq!(status, StatusCode::OK, "{created}");
        assert_eq!(created["error"], false);
        assert_eq!(created["message"], PROFILE_CREATED);
        let data = &created["data"];
        let now = app.state.now();
        assert_eq!(data["id"], business.as_str());
        assert_eq!(data["name"], "Mama Mboga Greens");
        assert_eq!(data["displayName"], "Mama Mboga Greens");
        assert_eq!(data["businessCategory"], 2);
        assert_eq!(data["businessCategoryName"], "Agriculture and agribusiness");
        assert_eq!(data["phone"], "254712345678");
        assert_eq!(
            (
                &data["enabled"],
                &data["readyForGrowth"],
                &data["showPerformance"]
            ),
            (&json!(1), &json!(0), &json!(0))
        );
        assert_eq!(
            (&data["mapLink"], &data["videoId"]),
            (&json!(""), &json!(""))
        );
        assert_eq!(
            (&data["image"], &data["imageUrl"]),
            (&json!(""), &Value::Null)
        );
        assert_eq!(
            (&data["dateAdded"], &data["lastEdited"]),
            (&json!(now), &json!(now))
        );

        // The read gives the same profile as business[0], by id or without one.
        for query in [String::new(), format!("?id={business}")] {
            let (status, found) = read(app, &token, &query).await;
            assert_eq!(status, StatusCode::OK);
            assert_eq!(found["message"], PROFILE_FOUND);
            assert_eq!(found["business"], json!([data.clone()]));
        }

        // A second create is refused clearly; nothing changes.
        let (status, again) = send(app, CREATE, &token, &form()).await;
        assert_eq!(
            (status, again),
            (StatusCode::CONFLICT, refusal(PROFILE_EXISTS))
        );

        // An update sends the whole form (the map text rewritten by core, a video link read as
        // its id); later, one field alone keeps the others.
        app.advance_clock(60);
        let mut whole = form();
        whole["id"] = json!(business);
        whole["mapLink"] = json!("{ \"lat\": -1.29206590, \"lng\": 36.82194328308106 }");
        whole["videoId"] = json!("https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3");
        let (status, updated) = send(app, UPDATE, &token, &whole).await;
        assert_eq!(status, StatusCode::OK, "{updated}");
        assert_eq!(updated["message"], PROFILE_UPDATED);
        let data = &updated["data"];
        assert_eq!(data["mapLink"], r#"{"lng":36.821943,"lat":-1.292066}"#);
        assert_eq!(data["videoId"], "dQw4w9WgXcQ");
        assert_eq!(data["displayName"], "Mama Mboga");
        assert_eq!(
            (&data["dateAdded"], &data["lastEdited"]),
            (&json!(now), &json!(now + 60))
        );
        let (status, one) = send(app, UPDATE, &token, &json!({ "readyForGrowth": 1 })).await;
        assert_eq!(status, StatusCode::OK, "{one}");
        assert_eq!(one["data"]["readyForGrowth"], 1);
        assert_eq!(one["data"]["overview"], "Fresh vegetables for Kibera");
        assert_eq!(one["data"]["mapLink"], data["mapLink"]);

        assert_eq!(app.count_rows("invest_profiles").await, 1);
        assert_eq!(app.audit_count("invest_profile_created").await, 1);
        assert_eq!(app.audit_count("invest_profile_updated").await, 2);
    })
    .await;
}

#[tokio::test]
async fn every_check_has_its_message_in_the_specs_order() {
    each_backend(Options::default(), async |app| {
        let (token, _) = client(app, "amina@example.com").await;
        let (status, blank) = send(app, CREATE, &token, &json!({})).await;
        assert_eq!(status, StatusCode::BAD_REQUEST);
        assert_eq!(
            blank,
            json!({
                "error": true, "message": NAME_BLANK,
                "fields": {
                    "name": NAME_BLANK, "businessCategory": CATEGORY_BLANK,
                    "phone": PHONE_BLANK, "overview": OVERVIEW_BLANK,
                },
            })
        );
        // Each of section 5.3's messages alone, then the checks the spec leaves open.
        let cases: Vec<(&str, Value, &str)> = vec![
            ("name", json!(""), NAME_BLANK),
            ("businessCategory", json!(0), CATEGORY_BLANK),
            ("businessCategory", json!(""), CATEGORY_BLANK),
            ("phone", json!("  "), PHONE_BLANK),
            ("overview", json!(""), OVERVIEW_BLANK),
            ("businessCategory", json!(99), CATEGORY_UNKNOWN),
            ("phone", json!("12345"), PHONE_INVALID),
            ("name", json!("n".repeat(101)), NAME_TOO_LONG),
            ("overview", json!("o".repeat(2001)), OVERVIEW_TOO_LONG),
            ("yearPlan5", json!("y".repeat(1001)), YEAR_PLAN_TOO_LONG),
            ("businessAddress", json!("a".repeat(201)), ADDRESS_TOO_LONG),
            (
                "mapLink",
                json!("https://www.google.com/maps/embed?pb=1"),
                MAP_LINK_INVALID,
            ),
            (
                "mapLink",
                json!("{\"lng\":200,\"lat\":0}"),
                MAP_OUT_OF_RANGE,
            ),
            ("videoId", json!("https://vimeo.com/1"), VIDEO_INVALID),
            ("showPerformance", json!(2), FLAG_INVALID),
        ];
        for (field, value, message) in cases {
            let mut body = form();
            body[field] = value;
            let (status, answer) = send(app, CREATE, &token, &body).await;
            assert_eq!(status, StatusCode::BAD_REQUEST, "{field}");
            assert_eq!(answer["message"], message, "{field}");
            assert_eq!(answer["fields"], json!({ field: message }), "{field}");
        }
        let unreadable = app
            .client
            .post(app.url(CREATE))
            .bearer_auth(&token)
            .header("content-type", "application/json")
            .body("[1, 2")
            .send()
            .await
            .expect("send");
        assert_eq!(
            json(unreadable).await,
            (StatusCode::BAD_REQUEST, refusal(REQUEST_UNREADABLE))
        );
        assert_eq!(app.count_rows("invest_profiles").await, 0);

        // The update checks the same, and a refused update changes nothing.
        let (status, _) = send(app, CREATE, &token, &form()).await;
        assert_eq!(status, StatusCode::OK);
        let (status, answer) =
            send(app, UPDATE, &token, &json!({ "name": "", "overview": "" })).await;
        assert_eq!(status, StatusCode::BAD_REQUEST);
        assert_eq!(answer["message"], NAME_BLANK);
        assert_eq!(
            answer["fields"],
            json!({ "name": NAME_BLANK, "overview": OVERVIEW_BLANK })
        );
        let (_, found) = read(app, &token, "").await;
        assert_eq!(found["business"][0]["name"], "Mama Mboga Greens");

        // A client reading Swahili gets every message in Swahili.
        let (sw_token, _) = client(app, "baraka@example.com").await;
        sqlx::query("UPDATE users SET language = 'sw' WHERE email = $1")
            .bind("baraka@example.com")
            .execute(app.pool())
            .await
            .expect("swahili");
        let (_, answer) = send(app, CREATE, &sw_token, &json!({ "name": "Duka" })).await;
        assert_eq!(answer["message"], "Aina ya Biashara haiwezi kuwa tupu");
        assert_eq!(
            answer["fields"]["overview"],
            "Maelezo ya jumla hayawezi kuwa tupu"
        );
        let (_, created) = send(app, CREATE, &sw_token, &form()).await;
        assert_eq!(created["message"], "Wasifu umeundwa");
        assert_eq!(
            created["data"]["businessCategoryName"],
            "Kilimo na biashara ya kilimo"
        );
    })
    .await;
}

#[tokio::test]
async fn the_business_categories_are_seeded_in_both_languages() {
    each_backend(Options::default(), async |app| {
        let (token, _) = client(app, "amina@example.com").await;
        let (status, all) = json(app.get(CATEGORIES, Some(&token)).await).await;
        assert_eq!(status, StatusCode::OK);
        let list = all["data"].as_array().expect("data");
        assert_eq!(list.len(), 15);
        assert_eq!(
            list[0],
            json!({ "id": 1, "name": "Retail shop", "nameEn": "Retail shop", "nameSw": "Duka la rejareja" })
        );
        assert_eq!(list[14]["name"], "Other");
        assert!(list.iter().all(|c| c["nameSw"].as_str().is_some_and(|s| !s.is_empty())));

        let (status, one) = send(app, CATEGORIES, &token, &json!({ "id": 4 })).await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(one["data"]["name"], "Tailoring and fashion");
        let (_, text_id) = send(app, CATEGORIES, &token, &json!({ "id": "4" })).await;
        assert_eq!(text_id, one);
        for missing in [json!({ "id": 99 }), json!({ "id": "shop" }), json!({})] {
            let (status, answer) = send(app, CATEGORIES, &token, &missing).await;
            assert_eq!((status, answer), (StatusCode::NOT_FOUND, refusal(CATEGORY_NOT_FOUND)));
        }
    })
    .await;
}

#[tokio::test]
async fn not_yours_answers_like_not_there() {
    each_backend(Options::default(), async |app| {
        let (_, amina_business) = with_profile(app, "amina@example.com", &form()).await;
        let (baraka, baraka_business) = client(app, "baraka@example.com").await;
        let nobody = id();

        // Reading another's profile, or one that does not exist: the same answer.
        let (status, theirs) = read(app, &baraka, &format!("?id={amina_business}")).await;
        let (_, missing) = read(app, &baraka, &format!("?id={nobody}")).await;
        let (_, malformed) = read(app, &baraka, "?id=not-an-id").await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(theirs, missing);
        assert_eq!(theirs, malformed);
        assert_eq!(theirs["business"], json!([]));

        // Updating (or creating) under another's business id: the answer of a missing one.
        for path in [UPDATE, CREATE] {
            let mut body = form();
            body["name"] = json!("Taken over");
            body["id"] = json!(amina_business);
            let theirs = send(app, path, &baraka, &body).await;
            body["id"] = json!(nobody);
            let missing = send(app, path, &baraka, &body).await;
            assert_eq!(
                theirs,
                (StatusCode::NOT_FOUND, refusal(PROFILE_NOT_FOUND)),
                "{path}"
            );
            assert_eq!(theirs, missing, "{path}");
        }
        // Baraka's own update still answers "not there": he has no profile yet.
        let mut own = form();
        own["id"] = json!(baraka_business);
        assert_eq!(
            send(app, UPDATE, &baraka, &own).await,
            (StatusCode::NOT_FOUND, refusal(PROFILE_NOT_FOUND))
        );
        let stored: String =
            sqlx::query_scalar("SELECT name FROM invest_profiles WHERE business_id = $1")
                .bind(&amina_business)
                .fetch_one(app.pool())
                .await
                .expect("amina's profile");
        assert_eq!(stored, "Mama Mboga Greens");
        assert_eq!(app.count_rows("invest_profiles").await, 1);
    })
    .await;
}

#[tokio::test]
async fn clients_write_their_own_and_three_staff_roles_read_any() {
    each_backend(Options::default(), async |app| {
        let (_, business) = with_profile(app, "amina@example.com", &form()).await;
        let query = format!("?id={business}");
        let no_access = (
            StatusCode::FORBIDDEN,
            error("You do not have access to this"),
        );
        for role in Role::ALL.into_iter().filter(|r| *r != Role::Client) {
            let token = staff(app, role).await;
            let reads = matches!(role, Role::Coach | Role::Super | Role::Admin);
            let (status, answer) = read(app, &token, &query).await;
            if reads {
                assert_eq!(status, StatusCode::OK, "{role:?}");
                assert_eq!(
                    answer["business"][0]["name"], "Mama Mboga Greens",
                    "{role:?}"
                );
                assert_eq!(
                    read(app, &token, "").await,
                    (StatusCode::BAD_REQUEST, refusal(CHOOSE_A_BUSINESS)),
                    "{role:?}"
                );
                let (status, _) = json(app.get(CATEGORIES, Some(&token)).await).await;
                assert_eq!(status, StatusCode::OK, "{role:?}");
            } else {
                assert_eq!((status, answer), no_access.clone(), "{role:?}");
                let categories = json(app.get(CATEGORIES, Some(&token)).await).await;
                assert_eq!(categories, no_access.clone(), "{role:?}");
            }
            // Nobody but a client writes a profile, staff included.
            for path in [CREATE, UPDATE] {
                let mut body = form();
                body["id"] = json!(business);
                assert_eq!(
                    send(app, path, &token, &body).await,
                    no_access.clone(),
                    "{role:?} {path}"
                );
            }
        }
        let signed_out = (StatusCode::UNAUTHORIZED, error("Sign in to continue"));
        assert_eq!(
            json(app.get(&format!("{READ}{query}"), None).await).await,
            signed_out.clone()
        );
        assert_eq!(
            json(app.post_json(CREATE, None, &form()).await).await,
            signed_out
        );
        assert_eq!(app.audit_count("invest_profile_updated").await, 0);
    })
    .await;
}

/// Starts, sends and finishes an upload of `kind`: the finish's status and answer.
async fn finished(
    app: &TestApp,
    token: &str,
    kind: &str,
    bytes: &[u8],
) -> (String, StatusCode, Value) {
    let upload = id();
    let (status, body) = start_kind(app, token, &upload, kind, bytes.len() as i64).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let (status, body, _) = part(app, token, &upload, 0, bytes).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (status, body) = finish(app, token, &upload).await;
    (upload, status, body)
}

#[tokio::test]
async fn the_picture_and_logo_are_checked_images_served_publicly_once_ready() {
    each_backend(Options::default(), async |app| {
        let (token, _) = client(app, "amina@example.com").await;
        // A PDF is no picture, whatever its name: the upload check refuses it by its content.
        let pdf = b"%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n".to_vec();
        let (refused, status, answer) = finished(app, &token, "investImage", &pdf).await;
        assert_eq!(
            (status, answer),
            (StatusCode::BAD_REQUEST, error(NOT_AN_IMAGE))
        );
        let mut body = form();
        body["image"] = json!(refused);
        let (status, answer) = send(app, CREATE, &token, &body).await;
        assert_eq!(status, StatusCode::BAD_REQUEST);
        assert_eq!(answer["fields"], json!({ "image": PICTURE_NOT_FOUND }));
        // Another's finished picture cannot be named either.
        let (other, _) = client(app, "baraka@example.com").await;
        let theirs = uploaded_kind(app, &other, "investLogo", &png(8, 8)).await;
        let mut body = form();
        body["logo"] = json!(theirs);
        let (status, answer) = send(app, CREATE, &token, &body).await;
        assert_eq!(status, StatusCode::BAD_REQUEST);
        assert_eq!(answer["fields"], json!({ "logo": PICTURE_NOT_FOUND }));
        assert_eq!(app.count_rows("invest_profiles").await, 0);

        // Real pictures: taken by the profile, readable by their owner and the coach.
        let image = uploaded_kind(app, &token, "investImage", &png(16, 12)).await;
        let logo = uploaded_kind(app, &token, "investLogo", &jpeg(16, 16)).await;
        let mut body = form();
        body["image"] = json!(image);
        body["logo"] = json!(logo);
        let (status, created) = send(app, CREATE, &token, &body).await;
        assert_eq!(status, StatusCode::OK, "{created}");
        let image_id = created["data"]["image"].as_str().expect("image").to_owned();
        let logo_id = created["data"]["logo"].as_str().expect("logo").to_owned();
        assert_eq!(
            created["data"]["imageUrl"],
            format!("/api/media/{image_id}")
        );
        let coach = staff(app, Role::Coach).await;
        for reader in [&token, &coach] {
            let response = app
                .get(&format!("/api/media/{image_id}"), Some(reader))
                .await;
            assert_eq!(response.status(), StatusCode::OK);
            assert_eq!(response.headers()["content-type"], "image/png");
        }
        // The same request sent again (a phone's queue after a cut connection) keeps the pictures
        // the first took; naming the stored files keeps them too.
        for body in [body.clone(), json!({ "image": image_id, "logo": logo_id })] {
            let (status, kept) = send(app, UPDATE, &token, &body).await;
            assert_eq!(status, StatusCode::OK, "{kept}");
            assert_eq!(
                (
                    kept["data"]["image"].as_str(),
                    kept["data"]["logo"].as_str()
                ),
                (Some(image_id.as_str()), Some(logo_id.as_str()))
            );
        }
        // Another upload that was taken already (by the logo) is not this slot's to take.
        let (status, answer) = send(app, UPDATE, &token, &json!({ "image": logo })).await;
        assert_eq!(
            (status, &answer["fields"]),
            (
                StatusCode::BAD_REQUEST,
                &json!({ "image": PICTURE_NOT_FOUND })
            )
        );

        // Not public yet: investors cannot load the pictures.
        let public_image = format!("/api/investors/files/{image_id}");
        assert_eq!(
            app.get(&public_image, None).await.status(),
            StatusCode::NOT_FOUND
        );
        send(app, UPDATE, &token, &json!({ "readyForGrowth": 1 })).await;
        for (path, kind) in [
            (public_image.clone(), "image/png"),
            (format!("/api/investors/files/{logo_id}"), "image/jpeg"),
        ] {
            let response = app.get(&path, None).await;
            assert_eq!(response.status(), StatusCode::OK, "{path}");
            assert_eq!(response.headers()["content-type"], kind);
            assert_eq!(response.headers()["cache-control"], "public, max-age=3600");
            let bytes = response.bytes().await.expect("bytes");
            assert!(portal_core::uploads::sniff(&bytes).is_some_and(|k| k.content_type() == kind));
        }
        let (_, page) = json(app.get(PUBLIC, None).await).await;
        assert_eq!(page["data"][0]["imageUrl"], public_image.as_str());

        // A new picture replaces the old: its file and its addresses are gone.
        let newer = uploaded_kind(app, &token, "investImage", &png(10, 10)).await;
        let (status, replaced) = send(app, UPDATE, &token, &json!({ "image": newer })).await;
        assert_eq!(status, StatusCode::OK, "{replaced}");
        assert_ne!(replaced["data"]["image"], image_id.as_str());
        assert_eq!(replaced["data"]["logo"], logo_id.as_str());
        assert_eq!(
            app.get(&public_image, None).await.status(),
            StatusCode::NOT_FOUND
        );
        let gone = app
            .get(&format!("/api/media/{image_id}"), Some(&token))
            .await;
        assert_eq!(gone.status(), StatusCode::NOT_FOUND);
        let files: i64 = sqlx::query_scalar(
            "SELECT CAST(COUNT(*) AS BIGINT) FROM files WHERE purpose LIKE 'invest:%'",
        )
        .fetch_one(app.pool())
        .await
        .expect("count");
        assert_eq!(files, 2);
        // Disabled: hidden again.
        send(app, UPDATE, &token, &json!({ "enabled": 0 })).await;
        let logo_path = format!("/api/investors/files/{logo_id}");
        assert_eq!(
            app.get(&logo_path, None).await.status(),
            StatusCode::NOT_FOUND
        );
    })
    .await;
}

#[tokio::test]
async fn investors_see_only_enabled_profiles_ready_for_growth() {
    each_backend(Options::default(), async |app| {
        let public = |name: &str, enabled: i64, ready: i64, category: i64| {
            let mut body = form();
            body["name"] = json!(name);
            body["enabled"] = json!(enabled);
            body["readyForGrowth"] = json!(ready);
            body["businessCategory"] = json!(category);
            body
        };
        let (_, ready) = with_profile(app, "a@example.com", &public("Ready", 1, 1, 2)).await;
        app.advance_clock(10);
        let (_, newer) = with_profile(app, "b@example.com", &public("Newer", 1, 1, 5)).await;
        let (_, not_ready) =
            with_profile(app, "c@example.com", &public("Not ready", 1, 0, 2)).await;
        let (_, disabled) = with_profile(app, "d@example.com", &public("Disabled", 0, 1, 2)).await;

        let (status, page) = json(app.get(PUBLIC, None).await).await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(
            (&page["total"], &page["page"], &page["perPage"]),
            (&json!(2), &json!(1), &json!(20))
        );
        let names: Vec<&str> = page["data"]
            .as_array()
            .expect("data")
            .iter()
            .map(|p| p["name"].as_str().expect("name"))
            .collect();
        assert_eq!(names, vec!["Newer", "Ready"]);
        assert!(
            page["data"][0].get("phone").is_none(),
            "no phone on the public list"
        );
        let (_, second) = json(app.get(&format!("{PUBLIC}?page=2&perPage=1"), None).await).await;
        assert_eq!(
            (second["data"][0]["id"].as_str(), &second["total"]),
            (Some(ready.as_str()), &json!(2))
        );
        let (_, farming) = json(app.get(&format!("{PUBLIC}?category=2"), None).await).await;
        assert_eq!(farming["total"], 1);
        assert_eq!(
            farming["data"][0]["businessCategoryNameSw"],
            "Kilimo na biashara ya kilimo"
        );

        let (status, one) = json(app.get(&format!("{PUBLIC}/{newer}"), None).await).await;
        assert_eq!(status, StatusCode::OK, "{one}");
        let data = &one["data"];
        assert_eq!(data["name"], "Newer");
        assert_eq!(data["videoId"], "dQw4w9WgXcQ");
        assert_eq!(data["mapLink"], r#"{"lng":36.8219,"lat":-1.2921}"#);
        assert!(
            data.get("phone").is_none() && data.get("performance").is_none(),
            "{data}"
        );
        for hidden in [not_ready, disabled, id(), "nonsense".to_owned()] {
            let answer = json(app.get(&format!("{PUBLIC}/{hidden}"), None).await).await;
            assert_eq!(
                answer,
                (StatusCode::NOT_FOUND, refusal(PROFILE_NOT_FOUND)),
                "{hidden}"
            );
        }
    })
    .await;
}

#[tokio::test]
async fn performance_is_shown_only_when_the_owner_shows_it_and_matches_the_books() {
    each_backend(Options::default(), async |app| {
        app.freeze_clock();
        let (token, business) = with_profile(app, "amina@example.com", &json!({
            "name": "Mandazi Point", "businessCategory": 3, "phone": "0712345678",
            "overview": "Mandazi and chai", "readyForGrowth": 1,
        }))
        .await;
        let now = app.state.now();
        let (year, month, _) = nairobi_day(now).expect("today");
        let back = |months: i32| {
            let index = year * 12 + month as i32 - 1 - months;
            (index.div_euclid(12), index.rem_euclid(12) as u32 + 1)
        };
        let shop = shop(app, &token, &business, 1000.0).await;
        let sale = |revenue: f64, (y, m): (i32, u32)| {
            let mut body = product_sale_body(&business, &shop.variant, 1.0, revenue, m);
            body["yearSold"] = json!(y);
            body["dateSold"] = json!(1);
            body
        };
        let expense = |nature: &str, amount: f64, (y, m): (i32, u32)| {
            let mut body = expense_body(&business, nature, amount, m);
            body["year"] = json!(y);
            body["dayDate"] = json!(1);
            body
        };
        // This month: 1,000.50 + 200 of sales, 300 of goods, 100 of rent, 50 of an oven.
        gateway_create(app, &token, "entrepreneurProductSale", &sale(1000.5, back(0))).await;
        let mut service = service_sale_body(&business, &shop.service_variant, 200.0, back(0).1);
        service["yearSold"] = json!(back(0).0);
        service["dateSold"] = json!(1);
        gateway_create(app, &token, "entrepreneurServiceSale", &service).await;
        let mut goods = expense("COG", 300.0, back(0));
        goods["productVariantId"] = json!(shop.variant);
        gateway_create(app, &token, "entrepreneurCostOfGoods", &goods).await;
        gateway_create(app, &token, "entrepreneurOverheadExpense", &expense("OpEx", 100.0, back(0))).await;
        let mut oven = expense("CapEx", 50.0, back(0));
        oven["lifespanInYears"] = json!(5);
        gateway_create(app, &token, "entrepreneurCapitalExpense", &oven).await;
        // Two months back: 500 of sales alone. Twelve months back: outside the window.
        gateway_create(app, &token, "entrepreneurProductSale", &sale(500.0, back(2))).await;
        gateway_create(app, &token, "entrepreneurProductSale", &sale(999.0, back(12))).await;

        let page = format!("{PUBLIC}/{business}");
        let (_, hidden) = json(app.get(&page, None).await).await;
        assert!(hidden["data"].get("performance").is_none(), "{hidden}");

        let (status, _) = send(app, UPDATE, &token, &json!({ "showPerformance": 1 })).await;
        assert_eq!(status, StatusCode::OK);
        let (status, shown) = json(app.get(&page, None).await).await;
        assert_eq!(status, StatusCode::OK);
        let months = shown["data"]["performance"].as_array().expect("performance");
        assert_eq!(months.len(), 12);
        let label = |(y, m): (i32, u32)| format!("{y:04}-{m:02}");
        assert_eq!(months[0]["month"], label(back(11)));
        assert_eq!(months[11]["month"], label(back(0)));
        assert_eq!(
            months[11],
            json!({ "month": label(back(0)), "revenue": 1200.5, "grossMarginPercent": 75.01, "netCashflow": 750.5 })
        );
        assert_eq!(
            months[9],
            json!({ "month": label(back(2)), "revenue": 500, "grossMarginPercent": 100, "netCashflow": 500 })
        );
        let total: f64 = months.iter().map(|m| m["revenue"].as_f64().expect("a number")).sum();
        assert_eq!(total, 1700.5);
        assert!(months[0..9].iter().all(|m| m["revenue"] == 0 && m["netCashflow"] == 0));
    })
    .await;
}

#[tokio::test]
async fn public_reads_are_rate_limited_by_address() {
    each_backend(Options::default(), async |app| {
        app.freeze_clock();
        let (status, _) = json(app.get(PUBLIC, None).await).await;
        assert_eq!(status, StatusCode::OK);
        // The address's window is full (as after 300 reads this minute).
        sqlx::query("UPDATE rate_limits SET count = $1 WHERE key LIKE 'investors:%'")
            .bind(portal_core::invest::PUBLIC_READS_PER_IP)
            .execute(app.pool())
            .await
            .expect("fill the window");
        for path in [
            PUBLIC.to_owned(),
            format!("{PUBLIC}/{}", id()),
            format!("/api/investors/files/{}", id()),
        ] {
            let answer = json(app.get(&path, None).await).await;
            assert_eq!(
                answer,
                (StatusCode::TOO_MANY_REQUESTS, refusal(TOO_MANY_REQUESTS)),
                "{path}"
            );
        }
        // The next minute is a new window.
        app.advance_clock(60);
        assert_eq!(app.get(PUBLIC, None).await.status(), StatusCode::OK);
    })
    .await;
}

#[tokio::test]
async fn two_creates_at_once_make_one_profile() {
    each_backend(Options::default(), async |app| {
        let (token, _) = client(app, "amina@example.com").await;
        let body = form();
        let (first, second) = tokio::join!(
            send(app, CREATE, &token, &body),
            send(app, CREATE, &token, &body)
        );
        let mut statuses = [first.0, second.0];
        statuses.sort();
        assert_eq!(
            statuses,
            [StatusCode::OK, StatusCode::CONFLICT],
            "{first:?} {second:?}"
        );
        let refused = if first.0 == StatusCode::CONFLICT {
            first.1
        } else {
            second.1
        };
        assert_eq!(refused, refusal(PROFILE_EXISTS));
        assert_eq!(app.count_rows("invest_profiles").await, 1);
        assert_eq!(app.audit_count("invest_profile_created").await, 1);
    })
    .await;
}

#[tokio::test]
async fn the_pictures_keep_to_the_upload_quota() {
    // Room for small pictures only: large ones are refused whole, the uploads kept for another try.
    let options = Options::configured(|config| config.upload_quota_bytes = 6_000);
    each_backend(options, async |app| {
        let (token, _) = with_profile(app, "amina@example.com", &form()).await;
        let image = uploaded_kind(app, &token, "investImage", &jpeg(200, 200)).await;
        let logo = uploaded_kind(app, &token, "investLogo", &jpeg(200, 200)).await;
        let body = json!({ "image": image, "logo": logo, "overview": "Changed" });
        let (status, answer) = send(app, UPDATE, &token, &body).await;
        assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE, "{answer}");
        assert_eq!(answer["error"], true);
        assert!(
            answer["message"].as_str().is_some_and(|m| m.contains("MB")),
            "{answer}"
        );
        // Nothing changed, and the uploads wait, finished.
        let (_, found) = read(app, &token, "").await;
        assert_eq!(
            found["business"][0]["overview"],
            "Fresh vegetables for Kibera"
        );
        assert_eq!(found["business"][0]["image"], "");
        let (_, waiting) = json(
            app.get(&format!("/api/uploads/{image}"), Some(&token))
                .await,
        )
        .await;
        assert_eq!(waiting["state"], "finished");

        let small = uploaded_kind(app, &token, "investImage", &png(8, 8)).await;
        let (status, answer) = send(app, UPDATE, &token, &json!({ "image": small })).await;
        assert_eq!(status, StatusCode::OK, "{answer}");
        assert_ne!(answer["data"]["image"], "");
    })
    .await;
}
