//! Course media over real HTTP, on both databases (and S3 when the test script names it): real
//! WAV and MP3 files uploaded as `lmsMedia` by the team, served publicly by their link with their
//! type, a Range answered 206, a wrong token the 404 of an unknown id, a text file refused by its
//! content, a mentor not allowed to upload.

use portal_core::lms::team::MEDIA_SAVED;
use portal_core::uploads::MEDIA_NOT_ACCEPTED;
use reqwest::{Method, StatusCode};
use serde_json::json;

use super::support::{post, send, world, UNKNOWN};
use crate::common::{each_backend, Options, TestApp};
use crate::uploads::{finish, part, start_kind, uploaded_kind};

/// A real WAV: 8 kHz mono 16-bit PCM, `samples` samples of a tone.
fn wav(samples: usize) -> Vec<u8> {
    let data: Vec<u8> = (0..samples)
        .flat_map(|i| (((i % 16) as i16 - 8) * 1000).to_le_bytes())
        .collect();
    let mut out = Vec::new();
    out.extend_from_slice(b"RIFF");
    out.extend_from_slice(&(36 + data.len() as u32).to_le_bytes());
    out.extend_from_slice(b"WAVEfmt ");
    out.extend_from_slice(&16u32.to_le_bytes());
    out.extend_from_slice(&1u16.to_le_bytes()); // PCM
    out.extend_from_slice(&1u16.to_le_bytes()); // mono
    out.extend_from_slice(&8000u32.to_le_bytes());
    out.extend_from_slice(&16000u32.to_le_bytes());
    out.extend_from_slice(&2u16.to_le_bytes());
    out.extend_from_slice(&16u16.to_le_bytes());
    out.extend_from_slice(b"data");
    out.extend_from_slice(&(data.len() as u32).to_le_bytes());
    out.extend_from_slice(&data);
    out
}

/// A real MP3: an ID3v2.4 tag, then MPEG-1 layer III frames (128 kbit/s, 44.1 kHz: 417 bytes).
fn mp3(frames: usize) -> Vec<u8> {
    let mut out = b"ID3\x04\x00\x00\x00\x00\x00\x00".to_vec();
    for _ in 0..frames {
        let mut frame = vec![0u8; 417];
        frame[..4].copy_from_slice(b"\xFF\xFB\x90\x64");
        out.extend_from_slice(&frame);
    }
    out
}

#[tokio::test]
async fn course_media_are_served_publicly_by_their_link() {
    each_backend(Options::default(), media_are_served).await;
}

/// The same with the files in an S3 bucket (moto's, when the test script names it).
#[tokio::test]
async fn course_media_are_served_from_s3_too() {
    let Some(bucket) = crate::common::s3::bucket("lms::team::course_media_from_s3").await else {
        return;
    };
    let options = Options::configured(move |config| config.s3 = Some(bucket.clone()));
    each_backend(options, media_are_served).await;
}

async fn media_are_served(app: &TestApp) {
    {
        let w = world(app).await;
        let sound = wav(4000);
        let upload = uploaded_kind(app, &w.coach, "lmsMedia", &sound).await;
        let (code, body) = post(
            app,
            "/api/lms/team/media",
            &w.coach,
            &json!({"upload": upload, "name": "Lesson 1 <intro>.wav"}),
        )
        .await;
        assert_eq!(code, StatusCode::OK, "{body}");
        assert_eq!(body["message"], MEDIA_SAVED);
        let data = &body["data"];
        assert_eq!(data["contentType"], "audio/wav");
        assert_eq!(data["sizeBytes"], sound.len());
        assert_eq!(data["name"], "Lesson 1 intro.wav");
        let link = data["link"].as_str().expect("link").to_owned();
        assert!(link.starts_with("/api/lms/media/"));
        // Taken once.
        let (code, _) = post(
            app,
            "/api/lms/team/media",
            &w.coach,
            &json!({"upload": upload}),
        )
        .await;
        assert_eq!(code, StatusCode::BAD_REQUEST);

        let response = app.client.get(app.url(&link)).send().await.expect("get");
        assert_eq!(response.status(), StatusCode::OK);
        let headers = response.headers().clone();
        assert_eq!(headers["content-type"], "audio/wav");
        assert_eq!(headers["accept-ranges"], "bytes");
        assert!(headers["cache-control"]
            .to_str()
            .expect("cc")
            .contains("immutable"));
        assert_eq!(
            response.bytes().await.expect("bytes").as_ref(),
            sound.as_slice()
        );

        let response = app
            .client
            .get(app.url(&link))
            .header("Range", "bytes=100-199")
            .send()
            .await
            .expect("range");
        assert_eq!(response.status(), StatusCode::PARTIAL_CONTENT);
        assert_eq!(
            response.headers()["content-range"],
            format!("bytes 100-199/{}", sound.len()).as_str()
        );
        assert_eq!(
            response.bytes().await.expect("bytes").as_ref(),
            &sound[100..200]
        );
        let response = app
            .client
            .get(app.url(&link))
            .header("Range", "bytes=-10")
            .send()
            .await
            .expect("range");
        assert_eq!(response.status(), StatusCode::PARTIAL_CONTENT);
        assert_eq!(
            response.bytes().await.expect("bytes").as_ref(),
            &sound[sound.len() - 10..]
        );
        let response = app
            .client
            .get(app.url(&link))
            .header("Range", format!("bytes={}-", sound.len()))
            .send()
            .await
            .expect("range");
        assert_eq!(response.status(), StatusCode::RANGE_NOT_SATISFIABLE);

        // A wrong token answers exactly as an unknown id.
        let (id, token) = link
            .trim_start_matches("/api/lms/media/")
            .split_once('/')
            .expect("id/token");
        let wrong = format!("/api/lms/media/{id}/{}", "0".repeat(token.len()));
        let unknown = format!("/api/lms/media/{UNKNOWN}/{token}");
        let (a, body_a) = send(app, Method::GET, &wrong, None, None).await;
        let (b, body_b) = send(app, Method::GET, &unknown, None, None).await;
        assert_eq!((a, b), (StatusCode::NOT_FOUND, StatusCode::NOT_FOUND));
        assert_eq!(body_a, body_b);

        // An MP3 too.
        let song = mp3(6);
        let upload = uploaded_kind(app, &w.super_admin, "lmsMedia", &song).await;
        let (code, body) = post(
            app,
            "/api/lms/team/media",
            &w.super_admin,
            &json!({"upload": upload}),
        )
        .await;
        assert_eq!(code, StatusCode::OK, "{body}");
        assert_eq!(body["data"]["contentType"], "audio/mpeg");
        assert_eq!(body["data"]["name"], "media.mp3");
        let response = app
            .client
            .get(app.url(body["data"]["link"].as_str().expect("link")))
            .send()
            .await
            .expect("get");
        assert_eq!(response.headers()["content-type"], "audio/mpeg");
        assert_eq!(
            response.bytes().await.expect("bytes").as_ref(),
            song.as_slice()
        );

        // A text file is refused by its content; a mentor may not upload media.
        let text = b"These are the notes of the lesson, as plain text.".to_vec();
        let upload = portal_server::ids::new_id(app.state.now());
        let (code, body) = start_kind(app, &w.coach, &upload, "lmsMedia", text.len() as i64).await;
        assert_eq!(code, StatusCode::CREATED, "{body}");
        let (code, _, _) = part(app, &w.coach, &upload, 0, &text).await;
        assert_eq!(code, StatusCode::OK);
        let (code, body) = finish(app, &w.coach, &upload).await;
        assert_eq!(code, StatusCode::BAD_REQUEST);
        assert_eq!(
            body["message"].as_str().or(body["error"].as_str()),
            Some(MEDIA_NOT_ACCEPTED),
            "{body}"
        );
        let (code, _) = post(
            app,
            "/api/lms/team/media",
            &w.coach,
            &json!({"upload": upload}),
        )
        .await;
        assert_eq!(code, StatusCode::BAD_REQUEST);
        let (code, _) = start_kind(
            app,
            &w.mentor,
            &portal_server::ids::new_id(app.state.now()),
            "lmsMedia",
            100,
        )
        .await;
        assert_eq!(code, StatusCode::FORBIDDEN);
    }
}
