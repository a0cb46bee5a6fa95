//! Uploads are judged by decoding them: a picture must decode within the pixel limits and is
//! stored as a fresh copy (what was appended to it is dropped), a PDF must parse, a Word document
//! must be a real one; a replaced identity picture is gone; each account has a quota.

use crate::common;

use common::loans::{doc_bytes, docx_bytes, pdf_bytes, pdf_of_size, person, upload_proposal};
use common::profile::{
    client, file, identity_form, jpeg, png, png_declaring, through_details, upload,
};
use common::{each_backend, json, Options, TestApp};
use portal_core::language::Language;
use portal_core::roles::Role;
use portal_core::uploads::{FileKind, UploadKind, UploadProblem};
use reqwest::multipart::Form;
use reqwest::StatusCode;
use serde_json::{json, Value};

const EXECUTABLE: &[u8] = b"MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xFF\xFF\x00\x00\
    This program cannot be run in DOS mode.\r\r\n$\x00PE\x00\x00";

fn problem(problem: UploadProblem) -> String {
    problem.message(Language::English)
}

fn identity(identification: Vec<u8>, passport: Vec<u8>) -> Form {
    Form::new()
        .part(
            "identification",
            file(identification, "id.jpg", "image/jpeg"),
        )
        .part("passport", file(passport, "me.png", "image/png"))
        .text("identity_type", "Voters Card")
}

/// Files in the upload folder.
fn stored_count(app: &TestApp) -> usize {
    std::fs::read_dir(&app.config.upload_dir).map_or(0, |entries| entries.count())
}

async fn bytes_at(app: &TestApp, token: &str, url: &str) -> (StatusCode, Vec<u8>) {
    let response = app.get(url, Some(token)).await;
    let status = response.status();
    (status, response.bytes().await.expect("bytes").to_vec())
}

fn contains(haystack: &[u8], needle: &[u8]) -> bool {
    haystack.windows(needle.len()).any(|w| w == needle)
}

fn jpeg_size(bytes: &[u8]) -> (usize, usize) {
    let mut decoder = zune_jpeg::JpegDecoder::new(std::io::Cursor::new(bytes));
    decoder.decode().expect("a JPEG that decodes");
    let info = decoder.info().expect("info");
    (usize::from(info.width), usize::from(info.height))
}

fn png_size(bytes: &[u8]) -> (u32, u32) {
    let reader = png::Decoder::new(std::io::Cursor::new(bytes))
        .read_info()
        .expect("a PNG that decodes");
    (reader.info().width, reader.info().height)
}

#[tokio::test]
async fn pictures_must_decode_within_the_pixel_limits() {
    each_backend(Options::default(), async |app| {
        let (id, token) = client(app, "amina@example.com").await;
        through_details(app, &token, &id).await;
        let huge = png_declaring(20_000, 20_000);
        let mut jpeg_then_exe = b"\xFF\xD8\xFF\xE0\x00\x10JFIF\x00".to_vec();
        jpeg_then_exe.extend(EXECUTABLE);
        let mut png_then_junk = b"\x89PNG\r\n\x1a\n".to_vec();
        png_then_junk.extend(EXECUTABLE);
        let unreadable = problem(UploadProblem::Unreadable(FileKind::Jpeg));
        for (identification, message) in [
            (huge, problem(UploadProblem::TooManyPixels)),
            (
                png_declaring(9000, 10),
                problem(UploadProblem::TooManyPixels),
            ),
            (jpeg_then_exe, unreadable.clone()),
            (png_then_junk, unreadable.clone()),
        ] {
            let (status, body) =
                json(upload(app, &token, &id, identity(identification, png(4, 4))).await).await;
            assert_eq!(
                (status, body),
                (
                    StatusCode::BAD_REQUEST,
                    json!({ "error": message, "fields": { "identification": message } })
                )
            );
        }
        assert_eq!(app.count_rows("files").await, 0);
        assert_eq!(stored_count(app), 0);
    })
    .await;
}

#[tokio::test]
async fn what_is_appended_to_a_picture_is_not_stored() {
    each_backend(Options::default(), async |app| {
        let (id, token) = client(app, "amina@example.com").await;
        through_details(app, &token, &id).await;
        let mut photo = jpeg(40, 30);
        photo.extend(EXECUTABLE);
        let mut document = png(24, 20);
        document.extend(EXECUTABLE);
        let (status, body) = json(upload(app, &token, &id, identity(document, photo)).await).await;
        assert_eq!(status, StatusCode::OK, "{body}");

        let (status, stored) = bytes_at(
            app,
            &token,
            body["data"]["profilePhoto"].as_str().expect("url"),
        )
        .await;
        assert_eq!(status, StatusCode::OK);
        assert!(!contains(&stored, b"This program cannot be run"));
        assert!(stored.starts_with(b"\xFF\xD8\xFF") && stored.ends_with(b"\xFF\xD9"));
        assert_eq!(jpeg_size(&stored), (40, 30));

        let (status, stored) =
            bytes_at(app, &token, body["data"]["imageUrl"].as_str().expect("url")).await;
        assert_eq!(status, StatusCode::OK);
        assert!(!contains(&stored, b"This program cannot be run"));
        assert_eq!(png_size(&stored), (24, 20));
        // What is recorded is what is stored.
        let sizes: Vec<i64> = sqlx::query_scalar("SELECT size_bytes FROM files ORDER BY purpose")
            .fetch_all(app.pool())
            .await
            .expect("sizes");
        assert_eq!(sizes.len(), 2);
        assert!(sizes.iter().all(|size| *size > 0));
    })
    .await;
}

/// An EXIF block (big-endian TIFF) with an orientation and a description.
fn exif(orientation: u16, description: &[u8; 8]) -> Vec<u8> {
    let mut out = b"Exif\0\0MM\0\x2a\0\0\0\x08".to_vec();
    out.extend(2u16.to_be_bytes());
    out.extend([0x01, 0x0E, 0x00, 0x02, 0x00, 0x00, 0x00, 0x08]);
    out.extend(38u32.to_be_bytes());
    out.extend([0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01]);
    out.extend(orientation.to_be_bytes());
    out.extend([0, 0]);
    out.extend([0, 0, 0, 0]);
    out.extend(description);
    out
}

#[tokio::test]
async fn a_photo_keeps_its_orientation_and_loses_the_rest_of_its_metadata() {
    each_backend(Options::default(), async |app| {
        let (id, token) = client(app, "amina@example.com").await;
        through_details(app, &token, &id).await;
        let mut pixels = Vec::new();
        for _ in 0..(32 * 16) {
            pixels.extend([200u8, 120, 40]);
        }
        let mut photo = Vec::new();
        let mut encoder = jpeg_encoder::Encoder::new(&mut photo, 90);
        encoder
            .add_app_segment(1, exif(6, b"-1.2921\0"))
            .expect("exif");
        encoder
            .encode(&pixels, 32, 16, jpeg_encoder::ColorType::Rgb)
            .expect("jpeg");
        assert!(contains(&photo, b"-1.2921"));
        let (status, body) = json(upload(app, &token, &id, identity(photo, png(4, 4))).await).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        let (_, stored) =
            bytes_at(app, &token, body["data"]["imageUrl"].as_str().expect("url")).await;
        assert!(
            !contains(&stored, b"-1.2921"),
            "the rest of the EXIF block is dropped"
        );
        assert!(
            contains(
                &stored,
                &[0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00, 0x06]
            ),
            "the orientation stays, so the photo shows upright"
        );
        assert_eq!(jpeg_size(&stored), (32, 16));
    })
    .await;
}

#[tokio::test]
async fn documents_must_parse() {
    each_backend(Options::default(), async |app| {
        let (id, token) = person(app, Role::Client, "amina@example.com").await;
        let mut pdf_then_exe = b"%PDF-1.7\n".to_vec();
        pdf_then_exe.extend(EXECUTABLE);
        let mut docx_then_junk = b"PK\x03\x04\x14\x00\x00\x00word/document.xml".to_vec();
        docx_then_junk.extend(EXECUTABLE);
        let mut zip_without_word = zip::ZipWriter::new(std::io::Cursor::new(Vec::new()));
        zip_without_word
            .start_file(
                "word/other.xml",
                zip::write::SimpleFileOptions::default()
                    .compression_method(zip::CompressionMethod::Stored),
            )
            .expect("entry");
        let zip_without_word = zip_without_word.finish().expect("zip").into_inner();
        let mut doc_then_junk = b"\xD0\xCF\x11\xE0\xA1\xB1\x1A\xE1".to_vec();
        doc_then_junk.extend(EXECUTABLE);
        let mut truncated = pdf_bytes();
        truncated.truncate(24);
        for (document, kind) in [
            (pdf_then_exe, FileKind::Pdf),
            (truncated, FileKind::Pdf),
            (docx_then_junk, FileKind::Docx),
            (doc_then_junk, FileKind::Doc),
        ] {
            let (status, body) = json(upload_proposal(app, &token, &id, document).await).await;
            assert_eq!(
                (status, body),
                (
                    StatusCode::BAD_REQUEST,
                    json!({ "error": problem(UploadProblem::Unreadable(kind)) })
                ),
                "{kind:?}"
            );
        }
        let (status, body) = json(upload_proposal(app, &token, &id, zip_without_word).await).await;
        assert_eq!(
            (status, body),
            (
                StatusCode::BAD_REQUEST,
                json!({ "error": problem(UploadProblem::Unreadable(FileKind::Docx)) })
            )
        );
        let (status, body) = json(upload_proposal(app, &token, &id, jpeg(8, 8)).await).await;
        assert_eq!(
            (status, body),
            (
                StatusCode::BAD_REQUEST,
                json!({ "error": problem(UploadProblem::WrongKind(UploadKind::Proposal)) })
            )
        );
        assert_eq!(app.count_rows("files").await, 0);
        assert_eq!(stored_count(app), 0);

        for document in [pdf_bytes(), docx_bytes(), doc_bytes()] {
            let (status, body) =
                json(upload_proposal(app, &token, &id, document.clone()).await).await;
            assert_eq!(status, StatusCode::OK, "{body}");
            let link = body["data"]["proposalLink"].as_str().expect("link");
            assert_eq!(
                bytes_at(app, &token, link).await,
                (StatusCode::OK, document)
            );
        }
    })
    .await;
}

#[tokio::test]
async fn replaced_identity_pictures_are_no_longer_served() {
    each_backend(Options::default(), async |app| {
        let (id, token) = client(app, "amina@example.com").await;
        let sales = common::profile::staff(app, Role::Processor, "esther@example.com").await;
        through_details(app, &token, &id).await;
        let (status, first) =
            json(upload(app, &token, &id, identity_form("Voters Card")).await).await;
        assert_eq!(status, StatusCode::OK, "{first}");
        let (status, second) =
            json(upload(app, &token, &id, identity(jpeg(20, 20), png(6, 6))).await).await;
        assert_eq!(status, StatusCode::OK, "{second}");

        let missing = (StatusCode::NOT_FOUND, json!({ "error": "Not found" }));
        for key in ["imageUrl", "profilePhoto"] {
            let old = first["data"][key].as_str().expect("url");
            let new = second["data"][key].as_str().expect("url");
            assert_ne!(old, new);
            for who in [&token, &sales] {
                assert_eq!(json(app.get(old, Some(who)).await).await, missing, "{key}");
                assert_eq!(app.get(new, Some(who)).await.status(), StatusCode::OK);
            }
        }
        assert_eq!(app.count_rows("files").await, 2);
        assert_eq!(stored_count(app), 2, "the old bytes are deleted");
        let (_, me) = json(app.get("/api/user/unbox", Some(&token)).await).await;
        assert_eq!(me["user"]["profilePhoto"], second["data"]["profilePhoto"]);
    })
    .await;
}

const QUOTA: u64 = 1024 * 1024;

#[tokio::test]
async fn each_account_has_an_upload_quota() {
    let options = Options::configured(|config| config.upload_quota_bytes = QUOTA);
    each_backend(options, async |app| {
        let (amina, amina_token) = person(app, Role::Client, "amina@example.com").await;
        let (neema, neema_token) = person(app, Role::Client, "neema@example.com").await;
        sqlx::query("UPDATE users SET language = 'sw' WHERE id = $1")
            .bind(&neema)
            .execute(app.pool())
            .await
            .expect("swahili");
        let proposal = pdf_of_size(400 * 1024);
        for _ in 0..2 {
            let (status, body) =
                json(upload_proposal(app, &amina_token, &amina, proposal.clone()).await).await;
            assert_eq!(status, StatusCode::OK, "{body}");
        }
        let full = UploadProblem::QuotaFull { limit_bytes: QUOTA };
        let (status, body) =
            json(upload_proposal(app, &amina_token, &amina, proposal.clone()).await).await;
        assert_eq!(
            (status, body),
            (
                StatusCode::PAYLOAD_TOO_LARGE,
                json!({ "error": full.message(Language::English) })
            )
        );
        assert_eq!(
            full.message(Language::English),
            "Your files have reached the 1 MB one account may keep. Contact us to upload more."
        );
        assert_eq!(app.count_rows("files").await, 2);
        assert_eq!(stored_count(app), 2, "the refused bytes are not kept");
        // A small one still fits; another account has its own quota, and hears it in Swahili.
        let (status, _) = json(upload_proposal(app, &amina_token, &amina, pdf_bytes()).await).await;
        assert_eq!(status, StatusCode::OK);
        for _ in 0..2 {
            let (status, _) =
                json(upload_proposal(app, &neema_token, &neema, proposal.clone()).await).await;
            assert_eq!(status, StatusCode::OK);
        }
        let refused: (StatusCode, Value) =
            json(upload_proposal(app, &neema_token, &neema, proposal).await).await;
        assert_eq!(
            refused,
            (
                StatusCode::PAYLOAD_TOO_LARGE,
                json!({ "error": full.message(Language::Swahili) })
            )
        );
    })
    .await;
}
