//! Profile setup helpers: a signed-in client, the steps as calls, and real small images.

use portal_core::roles::Role;
use reqwest::multipart::{Form, Part};
use reqwest::{Response, StatusCode};
use serde_json::{json, Value};

use super::{json, TestApp, PASSWORD};

/// A client (named First-client Last-client) and their token.
pub async fn client(app: &TestApp, email: &str) -> (String, String) {
    let id = app.create_user(Role::Client, email).await;
    let token = app.token(email, PASSWORD).await;
    (id, token)
}

pub async fn staff(app: &TestApp, role: Role, email: &str) -> String {
    app.create_user(role, email).await;
    app.token(email, PASSWORD).await
}

pub async fn verify_mpesa(
    app: &TestApp,
    token: &str,
    user_id: &str,
    phone: &str,
    country: &str,
) -> (StatusCode, Value) {
    let body = json!({ "phone": phone, "country": country });
    json(
        app.post_json(&format!("/api/verify_mpesa/{user_id}"), Some(token), &body)
            .await,
    )
    .await
}

pub async fn details(app: &TestApp, token: &str, user_id: &str) -> (StatusCode, Value) {
    json(
        app.get(&format!("/api/client/details/{user_id}"), Some(token))
            .await,
    )
    .await
}

pub async fn patch_details(
    app: &TestApp,
    token: &str,
    user_id: &str,
    body: &Value,
) -> (StatusCode, Value) {
    json(
        app.patch_json(&format!("/api/client_details/{user_id}"), Some(token), body)
            .await,
    )
    .await
}

/// A complete, valid personal-info step for a Kenyan client, with a 10-digit account the bank knows.
pub fn details_body() -> Value {
    json!({
        "alternativePhoneNumber": "0733000222",
        "gender": "Female",
        "residence_street": "Moi Avenue 12",
        "residence_city": "Nairobi",
        "residence_state": "Nairobi",
        "nextOfKin_fullName": "Juma Wanjiru",
        "nextOfKin_relationship": "Brother",
        "nextOfKin_email": "Juma@Example.com",
        "nextOfKin_phoneNumber": "0722000111",
        "nextOfKin_residentialAddress": "Kisumu, Milimani",
        "bank_name": "Equity Bank Kenya",
        "bank_code": "EQBLKENA",
        "bank_accountType": "Savings",
        "bank_accountNumber": "0123456789",
        "bank_accountName": "Amina Wanjiru",
        "idno": "12345678"
    })
}

/// `details_body` with some fields replaced.
pub fn details_with(changes: Value) -> Value {
    let mut body = details_body();
    for (key, value) in changes.as_object().expect("object") {
        body[key] = value.clone();
    }
    body
}

/// M-Pesa verified (Kenya) and personal details saved.
pub async fn through_details(app: &TestApp, token: &str, user_id: &str) {
    let (status, body) = verify_mpesa(app, token, user_id, "0712345678", "Kenya").await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (status, body) = patch_details(app, token, user_id, &details_body()).await;
    assert_eq!(status, StatusCode::OK, "{body}");
}

/// A file part with the name and declared type a client chose.
pub fn file(bytes: Vec<u8>, name: &str, content_type: &str) -> Part {
    Part::bytes(bytes)
        .file_name(name.to_owned())
        .mime_str(content_type)
        .expect("mime")
}

pub async fn upload(app: &TestApp, token: &str, user_id: &str, form: Form) -> Response {
    app.client
        .patch(app.url(&format!("/api/media/identity/{user_id}")))
        .bearer_auth(token)
        .multipart(form)
        .send()
        .await
        .expect("upload request")
}

/// The identity form with a JPEG document, a PNG photo and a type.
pub fn identity_form(identity_type: &str) -> Form {
    Form::new()
        .part(
            "identification",
            file(jpeg(16, 12), "id-front.jpg", "image/jpeg"),
        )
        .part("passport", file(png(8, 8), "me.png", "image/png"))
        .text("identity_type", identity_type.to_owned())
}

/// A real baseline JPEG of a colour gradient.
pub fn jpeg(width: u16, height: u16) -> Vec<u8> {
    let mut pixels = Vec::new();
    for y in 0..height {
        for x in 0..width {
            let shade = |v: u16| u8::try_from(v.saturating_mul(16).min(255)).unwrap_or(255);
            pixels.extend([shade(x), shade(y), 160]);
        }
    }
    let mut out = Vec::new();
    jpeg_encoder::Encoder::new(&mut out, 85)
        .encode(&pixels, width, height, jpeg_encoder::ColorType::Rgb)
        .expect("encode jpeg");
    out
}

fn crc32(data: &[u8]) -> u32 {
    let mut crc = 0xFFFF_FFFF_u32;
    for &byte in data {
        crc ^= u32::from(byte);
        for _ in 0..8 {
            crc = if crc & 1 == 1 {
                0xEDB8_8320 ^ (crc >> 1)
            } else {
                crc >> 1
            };
        }
    }
    !crc
}

fn adler32(data: &[u8]) -> u32 {
    let (mut a, mut b) = (1_u32, 0_u32);
    for &byte in data {
        a = (a + u32::from(byte)) % 65_521;
        b = (b + a) % 65_521;
    }
    (b << 16) | a
}

fn png_chunk(out: &mut Vec<u8>, kind: &[u8; 4], data: &[u8]) {
    out.extend(u32::try_from(data.len()).expect("small").to_be_bytes());
    let mut tagged = kind.to_vec();
    tagged.extend(data);
    out.extend(&tagged);
    out.extend(crc32(&tagged).to_be_bytes());
}

/// A PNG whose header declares `width` × `height` RGB pixels, with one row of data: what a
/// picture made to be huge looks like before it is decoded.
pub fn png_declaring(width: u32, height: u32) -> Vec<u8> {
    let mut header = Vec::new();
    header.extend(width.to_be_bytes());
    header.extend(height.to_be_bytes());
    header.extend([8, 2, 0, 0, 0]);
    let mut out = b"\x89PNG\r\n\x1a\n".to_vec();
    png_chunk(&mut out, b"IHDR", &header);
    png_chunk(
        &mut out,
        b"IDAT",
        &[0x78, 0x01, 0x01, 0x01, 0x00, 0xFE, 0xFF, 0x00],
    );
    png_chunk(&mut out, b"IEND", &[]);
    out
}

/// A real RGB PNG (zlib with stored blocks, so no compressor is needed).
pub fn png(width: u32, height: u32) -> Vec<u8> {
    let mut raw = Vec::new();
    for y in 0..height {
        raw.push(0);
        for x in 0..width {
            let shade = |v: u32| u8::try_from((v * 32).min(255)).unwrap_or(255);
            raw.extend([shade(x), 90, shade(y)]);
        }
    }
    let mut zlib = vec![0x78, 0x01];
    let blocks: Vec<&[u8]> = raw.chunks(65_535).collect();
    for (n, block) in blocks.iter().enumerate() {
        zlib.push(u8::from(n + 1 == blocks.len()));
        let len = u16::try_from(block.len()).expect("block");
        zlib.extend(len.to_le_bytes());
        zlib.extend((!len).to_le_bytes());
        zlib.extend(*block);
    }
    zlib.extend(adler32(&raw).to_be_bytes());
    let mut header = Vec::new();
    header.extend(width.to_be_bytes());
    header.extend(height.to_be_bytes());
    header.extend([8, 2, 0, 0, 0]);
    let mut out = b"\x89PNG\r\n\x1a\n".to_vec();
    png_chunk(&mut out, b"IHDR", &header);
    png_chunk(&mut out, b"IDAT", &zlib);
    png_chunk(&mut out, b"IEND", &[]);
    out
}
