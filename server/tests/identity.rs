//! The identity step's uploads (checked by content) and serving the stored files.

use crate::common;

use common::profile::{
    client, file, identity_form, jpeg, png, staff, through_details, upload, verify_mpesa,
};
use common::{each_backend, error, json, Options};
use portal_core::forms::REQUIRED;
use portal_core::profile::{IMAGE_TOO_LARGE, MAX_IDENTITY_BYTES, NOT_AN_IMAGE};
use portal_core::roles::Role;
use reqwest::multipart::Form;
use reqwest::StatusCode;
use serde_json::json;

fn form(identification: reqwest::multipart::Part, passport: reqwest::multipart::Part) -> Form {
    Form::new()
        .part("identification", identification)
        .part("passport", passport)
        .text("identity_type", "Driver's License")
}

/// Files in the upload folder (names only).
fn stored_names(app: &common::TestApp) -> Vec<String> {
    match std::fs::read_dir(&app.config.upload_dir) {
        Err(_) => Vec::new(),
        Ok(entries) => {
            let mut names: Vec<String> = entries
                .map(|entry| {
                    entry
                        .expect("entry")
                        .file_name()
                        .to_string_lossy()
                        .into_owned()
                })
                .collect();
            names.sort();
            names
        }
    }
}

#[tokio::test]
async fn images_are_judged_by_content_and_size() {
    each_backend(Options::default(), async |app| {
        let (id, token) = client(app, "amina@example.com").await;
        through_details(app, &token, &id).await;

        let pdf = b"%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n".to_vec();
        let mut too_big = png(4, 4);
        too_big.resize(MAX_IDENTITY_BYTES + 1, 0);
        let cases = [
            (
                form(
                    file(pdf, "passport.jpg", "image/jpeg"),
                    file(png(4, 4), "me.png", "image/png"),
                ),
                json!({ "identification": NOT_AN_IMAGE }),
            ),
            (
                form(
                    file(jpeg(8, 8), "id.jpg", "image/jpeg"),
                    file(
                        b"just some words, honestly a photo".to_vec(),
                        "me.png",
                        "image/png",
                    ),
                ),
                json!({ "passport": NOT_AN_IMAGE }),
            ),
            (
                form(
                    file(too_big, "id.png", "image/png"),
                    file(png(4, 4), "me.png", "image/png"),
                ),
                json!({ "identification": IMAGE_TOO_LARGE }),
            ),
            (
                Form::new()
                    .part("identification", file(jpeg(8, 8), "id.jpg", "image/jpeg"))
                    .text("identity_type", "Library Card"),
                json!({ "passport": REQUIRED, "identity_type": REQUIRED }),
            ),
            (
                Form::new()
                    .part("identification", file(Vec::new(), "id.jpg", "image/jpeg"))
                    .part("passport", file(png(4, 4), "me.png", "image/png")),
                json!({ "identification": REQUIRED, "identity_type": REQUIRED }),
            ),
        ];
        for (form, fields) in cases {
            let (status, body) = json(upload(app, &token, &id, form).await).await;
            let first = fields
                .as_object()
                .expect("fields")
                .values()
                .next()
                .expect("one")
                .clone();
            assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
            assert_eq!(body, json!({ "error": first, "fields": fields }));
        }
        assert_eq!(
            IMAGE_TOO_LARGE,
            "The image is larger than 2 MB, choose a smaller one"
        );
        assert_eq!(app.count_rows("files").await, 0);
        assert!(stored_names(app).is_empty(), "{:?}", stored_names(app));
        assert_eq!(app.audit_count("identity_uploaded").await, 0);
        let (_, me) = json(app.get("/api/user/unbox", Some(&token)).await).await;
        assert_eq!(me["user"]["profilePhoto"], serde_json::Value::Null);

        // Types come from the content: a PNG sent as a JPEG is stored as a PNG, under a new id.
        let good = Form::new()
            .part(
                "identification",
                file(png(10, 6), "../../etc/passwd", "application/octet-stream"),
            )
            .part("passport", file(jpeg(12, 12), "photo.png", "image/png"))
            .text("identity_type", "International Passport");
        let (status, body) = json(upload(app, &token, &id, good).await).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        let image = body["data"]["imageUrl"].as_str().expect("url").to_owned();
        let photo = body["data"]["profilePhoto"]
            .as_str()
            .expect("url")
            .to_owned();
        let response = app.get(&image, Some(&token)).await;
        assert_eq!(response.headers()["content-type"], "image/png");
        let stored = response.bytes().await.expect("bytes").to_vec();
        let reader = png::Decoder::new(std::io::Cursor::new(stored))
            .read_info()
            .expect("a PNG");
        assert_eq!((reader.info().width, reader.info().height), (10, 6));
        let response = app.get(&photo, Some(&token)).await;
        assert_eq!(response.headers()["content-type"], "image/jpeg");
        let stored = response.bytes().await.expect("bytes").to_vec();
        let mut decoder = zune_jpeg::JpegDecoder::new(std::io::Cursor::new(stored));
        decoder.decode().expect("a JPEG");
        let info = decoder.info().expect("info");
        assert_eq!((info.width, info.height), (12, 12));
        let mut ids = vec![
            image.trim_start_matches("/api/media/").to_owned(),
            photo.trim_start_matches("/api/media/").to_owned(),
        ];
        ids.sort();
        assert_eq!(stored_names(app), ids);
        assert_eq!(app.count_rows("files").await, 2);
    })
    .await;
}

#[tokio::test]
async fn identity_needs_personal_details_and_a_multipart_body() {
    each_backend(Options::default(), async |app| {
        let (id, token) = client(app, "amina@example.com").await;
        let (status, _) = verify_mpesa(app, &token, &id, "0712345678", "Kenya").await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(
            json(upload(app, &token, &id, identity_form("Voters Card")).await).await,
            (
                StatusCode::BAD_REQUEST,
                error("Save your personal details first")
            )
        );
        through_details(app, &token, &id).await;
        let not_a_form = app
            .client
            .patch(app.url(&format!("/api/media/identity/{id}")))
            .bearer_auth(&token)
            .json(&json!({ "identity_type": "Voters Card" }))
            .send()
            .await
            .expect("send");
        assert_eq!(
            json(not_a_form).await,
            (
                StatusCode::BAD_REQUEST,
                error("Send the files as a multipart form (Content-Type: multipart/form-data)")
            )
        );
        assert_eq!(app.count_rows("files").await, 0);
    })
    .await;
}

#[tokio::test]
async fn an_upload_over_the_body_limit_is_413() {
    each_backend(Options::default(), async |app| {
        let (id, token) = client(app, "amina@example.com").await;
        through_details(app, &token, &id).await;
        let mut huge = jpeg(8, 8);
        huge.resize(6 * 1024 * 1024, 0);
        let big = Form::new()
            .text("identity_type", "Voters Card")
            .part("identification", file(huge, "id.jpg", "image/jpeg"))
            .part("passport", file(png(4, 4), "me.png", "image/png"));
        assert_eq!(
            json(upload(app, &token, &id, big).await).await,
            (
                StatusCode::PAYLOAD_TOO_LARGE,
                error("The upload is larger than 5 MB, send smaller images")
            )
        );
        assert_eq!(app.count_rows("files").await, 0);
        assert!(stored_names(app).is_empty());
    })
    .await;
}

#[tokio::test]
async fn media_goes_to_the_owner_and_staff_only() {
    each_backend(Options::default(), async |app| {
        let (amina, amina_token) = client(app, "amina@example.com").await;
        let (_, baraka_token) = client(app, "baraka@example.com").await;
        let sales = staff(app, Role::Processor, "esther@example.com").await;
        through_details(app, &amina_token, &amina).await;
        let (status, body) =
            json(upload(app, &amina_token, &amina, identity_form("Voters Card")).await).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        let image = body["data"]["imageUrl"].as_str().expect("url").to_owned();

        for token in [&amina_token, &sales] {
            let response = app.get(&image, Some(token)).await;
            assert_eq!(response.status(), StatusCode::OK);
            let headers = response.headers().clone();
            assert_eq!(headers["content-type"], "image/jpeg");
            // An identity document is never kept by the browser (every API answer is no-store).
            assert_eq!(headers["cache-control"], "no-store");
            assert_eq!(headers["x-content-type-options"], "nosniff");
            assert_eq!(headers["content-disposition"], "inline");
            let stored = response.bytes().await.expect("bytes");
            assert!(stored.starts_with(b"\xFF\xD8\xFF"));
        }
        assert_eq!(
            json(app.get(&image, Some(&baraka_token)).await).await,
            (StatusCode::NOT_FOUND, error("Not found"))
        );
        assert_eq!(
            app.get(&image, None).await.status(),
            StatusCode::UNAUTHORIZED
        );
        assert_eq!(
            json(
                app.get("/api/media/000000000000000000000000", Some(&amina_token))
                    .await
            )
            .await,
            (StatusCode::NOT_FOUND, error("Not found"))
        );
        let (_, staff_view) = json(
            app.get(&format!("/api/client/details/{amina}"), Some(&sales))
                .await,
        )
        .await;
        assert_eq!(staff_view["data"]["identity"]["imageUrl"], image.as_str());
        assert_eq!(staff_view["data"]["setupPath"], "/dashboard/profile/user");
    })
    .await;
}
