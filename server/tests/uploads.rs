//! Resumable uploads over real HTTP: a file in chunks at offsets the server confirms (a chunk sent
//! again is refused with the offset to carry on from, so no byte is stored twice), checked whole by
//! the kind's own content check, taken once by the identity step; owner only; bounded in size, in
//! uploads open or unused at once and started per hour; expired uploads removed with their bytes.

pub(crate) mod videos;

use crate::common;

use common::books::id;
use common::profile::{client, details, jpeg, png, through_details};
use common::{each_backend, error, json, Options, TestApp};
use portal_core::forms::REQUIRED;
use portal_core::profile::{IMAGE_TOO_LARGE, NOT_AN_IMAGE};
use portal_core::resumable::{
    CHUNK_BYTES, CHUNK_TOO_LARGE, FILE_EMPTY, FILE_NOT_FOUND, FINISHED_SECONDS, ID_TAKEN,
    MAX_OPEN_UPLOADS, MAX_UNUSED_UPLOADS, NOT_WHOLE, OPEN_SECONDS, PAST_THE_END, TOO_MANY_STARTED,
    TOO_MANY_UNUSED, TOO_MANY_UPLOADS, UNKNOWN_KIND, UPLOADS_PER_HOUR, WRONG_OFFSET,
};
use portal_core::roles::Role;
use reqwest::StatusCode;
use serde_json::{json, Value};

const CHUNK: i64 = 256 * 1024;

async fn start(app: &TestApp, token: &str, upload: &str, size: usize) -> (StatusCode, Value) {
    start_kind(
        app,
        token,
        upload,
        "identityImage",
        i64::try_from(size).expect("size"),
    )
    .await
}

pub(crate) async fn start_kind(
    app: &TestApp,
    token: &str,
    upload: &str,
    kind: &str,
    size: i64,
) -> (StatusCode, Value) {
    let response = app
        .client
        .put(app.url(&format!("/api/uploads/{upload}")))
        .bearer_auth(token)
        .json(&json!({ "kind": kind, "size": size }))
        .send()
        .await
        .expect("start");
    json(response).await
}

/// Sends `bytes` at `offset`: the status, the answer and its Upload-Offset header.
pub(crate) async fn part(
    app: &TestApp,
    token: &str,
    upload: &str,
    offset: i64,
    bytes: &[u8],
) -> (StatusCode, Value, Option<i64>) {
    let response = app
        .client
        .patch(app.url(&format!("/api/uploads/{upload}")))
        .bearer_auth(token)
        .header("Upload-Offset", offset.to_string())
        .header("Content-Type", "application/offset+octet-stream")
        .body(bytes.to_vec())
        .send()
        .await
        .expect("part");
    let header = response
        .headers()
        .get("upload-offset")
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse().ok());
    let (status, body) = json(response).await;
    (status, body, header)
}

async fn status(app: &TestApp, token: &str, upload: &str) -> (StatusCode, Value) {
    json(
        app.get(&format!("/api/uploads/{upload}"), Some(token))
            .await,
    )
    .await
}

pub(crate) async fn finish(app: &TestApp, token: &str, upload: &str) -> (StatusCode, Value) {
    json(
        app.post(&format!("/api/uploads/{upload}/finish"), Some(token))
            .await,
    )
    .await
}

/// Starts, sends every chunk and finishes: the upload's id.
async fn uploaded(app: &TestApp, token: &str, bytes: &[u8]) -> String {
    uploaded_kind(app, token, "identityImage", bytes).await
}

/// The same for an upload of `kind`.
pub(crate) async fn uploaded_kind(app: &TestApp, token: &str, kind: &str, bytes: &[u8]) -> String {
    let upload = id();
    let size = i64::try_from(bytes.len()).expect("size");
    let (code, body) = start_kind(app, token, &upload, kind, size).await;
    assert_eq!(code, StatusCode::CREATED, "{body}");
    let mut offset = 0;
    for chunk in bytes.chunks(CHUNK_BYTES) {
        let (code, body, _) = part(app, token, &upload, offset, chunk).await;
        assert_eq!(code, StatusCode::OK, "{body}");
        offset = body["offset"].as_i64().expect("offset");
    }
    let (code, body) = finish(app, token, &upload).await;
    assert_eq!(code, StatusCode::OK, "{body}");
    upload
}

async fn identity(app: &TestApp, token: &str, user_id: &str, body: &Value) -> (StatusCode, Value) {
    let response = app
        .client
        .patch(app.url(&format!("/api/media/identity/{user_id}/uploads")))
        .bearer_auth(token)
        .json(body)
        .send()
        .await
        .expect("identity");
    json(response).await
}

#[tokio::test]
async fn a_file_goes_up_in_chunks_at_the_servers_offsets_and_the_identity_step_takes_it_once() {
    each_backend(Options::default(), async |app| {
        let (user_id, token) = client(app, "amina@example.com").await;
        through_details(app, &token, &user_id).await;
        let photo = png(420, 420);
        assert!(photo.len() > 2 * CHUNK_BYTES, "three chunks");
        let size = i64::try_from(photo.len()).expect("size");
        let upload = id();

        let (code, started) = start(app, &token, &upload, photo.len()).await;
        assert_eq!(code, StatusCode::CREATED);
        assert_eq!(
            (
                started["offset"].clone(),
                started["chunkSize"].clone(),
                started["state"].clone(),
                started["size"].clone()
            ),
            (json!(0), json!(CHUNK), json!("open"), json!(size))
        );
        // Starting again (a reload before the answer arrived) answers where it is.
        let (code, again) = start(app, &token, &upload, photo.len()).await;
        assert_eq!((code, again), (StatusCode::OK, started));

        let first = &photo[..CHUNK_BYTES];
        let (code, body, header) = part(app, &token, &upload, 0, first).await;
        assert_eq!(
            (code, body["offset"].clone(), header),
            (StatusCode::OK, json!(CHUNK), Some(CHUNK))
        );
        // The same chunk again after a lost answer, or one at a made-up offset: refused with the offset
        // to carry on from; nothing stored twice.
        for offset in [0, 5, 2 * CHUNK] {
            let (code, body, header) = part(app, &token, &upload, offset, first).await;
            assert_eq!(code, StatusCode::CONFLICT, "offset {offset}");
            assert_eq!(body, json!({ "error": WRONG_OFFSET, "offset": CHUNK }));
            assert_eq!(header, Some(CHUNK));
        }
        let (_, now) = status(app, &token, &upload).await;
        assert_eq!(now["offset"], CHUNK);
        let (code, body) = finish(app, &token, &upload).await;
        assert_eq!(
            (code, body),
            (
                StatusCode::CONFLICT,
                json!({ "error": NOT_WHOLE, "offset": CHUNK })
            )
        );
        // A chunk larger than the chunk size, or past the declared end, is refused.
        let (code, body, _) = part(app, &token, &upload, CHUNK, &photo[..CHUNK_BYTES + 1]).await;
        assert_eq!(
            (code, body),
            (StatusCode::PAYLOAD_TOO_LARGE, error(CHUNK_TOO_LARGE))
        );
        let mut offset = CHUNK;
        for chunk in photo[CHUNK_BYTES..].chunks(CHUNK_BYTES) {
            if offset + CHUNK >= size {
                let mut beyond = chunk.to_vec();
                beyond.push(0);
                let (code, body, _) = part(app, &token, &upload, offset, &beyond).await;
                assert_eq!((code, body), (StatusCode::BAD_REQUEST, error(PAST_THE_END)));
            }
            let (code, body, _) = part(app, &token, &upload, offset, chunk).await;
            assert_eq!(code, StatusCode::OK, "{body}");
            offset = body["offset"].as_i64().expect("offset");
        }
        assert_eq!(offset, size);
        assert_eq!(app.count_rows("upload_chunks").await, 3);
        let (code, done) = finish(app, &token, &upload).await;
        assert_eq!(
            (code, done["state"].clone()),
            (StatusCode::OK, json!("finished"))
        );
        assert_eq!(
            app.count_rows("upload_chunks").await,
            0,
            "chunks go once joined"
        );
        let (code, again) = finish(app, &token, &upload).await;
        assert_eq!((code, again), (StatusCode::OK, done));
        let (code, body, _) = part(app, &token, &upload, 0, first).await;
        assert_eq!(
            (code, body["offset"].clone()),
            (StatusCode::CONFLICT, json!(size))
        );

        // The identity step takes it and a second image; the profile serves the picture (a fresh
        // copy of it: the upload check decodes every picture and stores it anew).
        let document = uploaded(app, &token, &jpeg(40, 30)).await;
        let step = json!({
            "identity_type": "National Identity Card",
            "identification": document,
            "passport": upload,
        });
        let (code, saved) = identity(app, &token, &user_id, &step).await;
        assert_eq!(code, StatusCode::OK, "{saved}");
        assert_eq!(saved["message"], "Details updated");
        let photo_url = saved["data"]["profilePhoto"].as_str().expect("photo url");
        let served = app.get(photo_url, Some(&token)).await;
        assert_eq!(served.status(), StatusCode::OK);
        let served = served.bytes().await.expect("bytes").to_vec();
        let reader = png::Decoder::new(std::io::Cursor::new(served))
            .read_info()
            .expect("a PNG that decodes");
        assert_eq!((reader.info().width, reader.info().height), (420, 420));
        let (_, shown) = details(app, &token, &user_id).await;
        assert_eq!(shown["data"]["identity"], saved["data"]);
        // Taken once: the same uploads cannot be used again.
        let (code, body) = identity(app, &token, &user_id, &step).await;
        assert_eq!(code, StatusCode::BAD_REQUEST);
        assert_eq!(body["error"], FILE_NOT_FOUND);
        assert_eq!(
            body["fields"],
            json!({ "identification": FILE_NOT_FOUND, "passport": FILE_NOT_FOUND })
        );
        let (code, body) = identity(app, &token, &user_id, &json!({ "identification": " " })).await;
        assert_eq!(code, StatusCode::BAD_REQUEST);
        assert_eq!(body["fields"]["identification"], REQUIRED);
        assert_eq!(body["fields"]["passport"], REQUIRED);
    })
    .await;
}

#[tokio::test]
async fn the_whole_file_is_checked_by_content_and_a_refusal_is_for_good() {
    each_backend(Options::default(), async |app| {
        let (user_id, token) = client(app, "baraka@example.com").await;
        through_details(app, &token, &user_id).await;
        // A PNG signature followed by anything is not an image; the name and type were never asked.
        let mut fake = b"%PDF-1.7\n".to_vec();
        fake.resize(300_000, b'x');
        let upload = id();
        start(app, &token, &upload, fake.len()).await;
        part(app, &token, &upload, 0, &fake[..CHUNK_BYTES]).await;
        part(app, &token, &upload, CHUNK, &fake[CHUNK_BYTES..]).await;
        let (code, body) = finish(app, &token, &upload).await;
        assert_eq!((code, body), (StatusCode::BAD_REQUEST, error(NOT_AN_IMAGE)));
        let (_, kept) = status(app, &token, &upload).await;
        assert_eq!(
            (kept["state"].clone(), kept["message"].clone()),
            (json!("refused"), json!(NOT_AN_IMAGE))
        );
        assert_eq!(app.count_rows("upload_chunks").await, 0);
        let (code, _) = finish(app, &token, &upload).await;
        assert_eq!(code, StatusCode::BAD_REQUEST);
        let good = uploaded(app, &token, &png(8, 8)).await;
        let (code, body) = identity(
            app,
            &token,
            &user_id,
            &json!({ "identity_type": "International Passport", "identification": upload, "passport": good }),
        )
        .await;
        assert_eq!(code, StatusCode::BAD_REQUEST);
        assert_eq!(body["fields"], json!({ "identification": FILE_NOT_FOUND }));
        // Nothing was taken by the refused step: the good upload is still there to use.
        let (_, still) = status(app, &token, &good).await;
        assert_eq!(still["state"], "finished");

        // A real picture's header followed by something else: the same decoding check as a file
        // sent whole refuses it, in the person's language.
        let mut disguised = jpeg(16, 16);
        disguised.truncate(200);
        disguised.extend(std::iter::repeat_n(0x90_u8, 4000));
        let upload = id();
        start(app, &token, &upload, disguised.len()).await;
        part(app, &token, &upload, 0, &disguised).await;
        let (code, body) = finish(app, &token, &upload).await;
        assert_eq!(code, StatusCode::BAD_REQUEST);
        assert_eq!(
            body["error"],
            "The picture could not be read: send a JPG or PNG photo that opens"
        );
        let (_, kept) = status(app, &token, &upload).await;
        assert_eq!(kept["state"], "refused");
    })
    .await;
}

#[tokio::test]
async fn an_upload_is_its_owners_alone() {
    each_backend(Options::default(), async |app| {
        let (owner_id, token) = client(app, "wanjiku@example.com").await;
        let (other_id, other) = client(app, "neema@example.com").await;
        through_details(app, &other, &other_id).await;
        let bytes = png(10, 10);
        let upload = uploaded(app, &token, &bytes).await;
        let open = id();
        start(app, &token, &open, bytes.len()).await;

        let missing = id();
        for (name, target) in [("another's", &open), ("missing", &missing)] {
            let seen = status(app, &other, target).await;
            assert_eq!(seen, (StatusCode::NOT_FOUND, error("Not found")), "{name}");
            let (code, body, _) = part(app, &other, target, 0, &bytes).await;
            assert_eq!((code, body), (StatusCode::NOT_FOUND, error("Not found")), "{name}");
            assert_eq!(
                finish(app, &other, target).await,
                (StatusCode::NOT_FOUND, error("Not found")),
                "{name}"
            );
        }
        let (code, body) = start(app, &other, &open, bytes.len()).await;
        assert_eq!((code, body), (StatusCode::CONFLICT, error(ID_TAKEN)));
        let (code, body) = start(app, &token, &open, bytes.len() + 1).await;
        assert_eq!((code, body), (StatusCode::CONFLICT, error(ID_TAKEN)));
        let (code, body) = identity(
            app,
            &other,
            &other_id,
            &json!({ "identity_type": "International Passport", "identification": upload, "passport": upload }),
        )
        .await;
        assert_eq!(code, StatusCode::BAD_REQUEST, "{body}");
        let (_, still) = status(app, &token, &upload).await;
        assert_eq!(still["state"], "finished");
        // Nobody takes a step for someone else.
        let (code, _) = identity(app, &other, &owner_id, &json!({})).await;
        assert_eq!(code, StatusCode::FORBIDDEN);

        // Identity images are the client's: staff and other roles do not upload them.
        let (_, staff) = common::loans::person(app, Role::Processor, "processor@example.com").await;
        let (code, _) = start(app, &staff, &id(), 100).await;
        assert_eq!(code, StatusCode::FORBIDDEN);
        let (code, _) = json(app.get(&format!("/api/uploads/{open}"), None).await).await;
        assert_eq!(code, StatusCode::UNAUTHORIZED);
    })
    .await;
}

#[tokio::test]
async fn sizes_open_uploads_and_starts_per_hour_are_bounded_and_expired_uploads_go() {
    each_backend(Options::default(), async |app| {
        let (_, token) = client(app, "chege@example.com").await;
        let max = 2 * 1024 * 1024;
        for (kind, size, message) in [
            ("identityImage", max + 1, IMAGE_TOO_LARGE),
            ("identityImage", 0, FILE_EMPTY),
            ("video", 10, UNKNOWN_KIND),
        ] {
            let (code, body) = start_kind(app, &token, &id(), kind, size).await;
            assert_eq!(
                (code, body),
                (StatusCode::BAD_REQUEST, error(message)),
                "{kind} {size}"
            );
        }
        let (code, _) = start(app, &token, "not-an-id", 10).await;
        assert_eq!(code, StatusCode::BAD_REQUEST);

        let mut open = Vec::new();
        for _ in 0..MAX_OPEN_UPLOADS {
            let upload = id();
            let (code, _) = start(app, &token, &upload, 500_000).await;
            assert_eq!(code, StatusCode::CREATED);
            part(app, &token, &upload, 0, &vec![1; CHUNK_BYTES]).await;
            open.push(upload);
        }
        let (code, body) = start(app, &token, &id(), 10).await;
        assert_eq!(
            (code, body),
            (StatusCode::TOO_MANY_REQUESTS, error(TOO_MANY_UPLOADS))
        );
        let finished = uploaded_after_expiry(app, &token).await;
        // Finished uploads nothing took are bounded too.
        for _ in 1..MAX_UNUSED_UPLOADS {
            uploaded(app, &token, &png(2, 2)).await;
        }
        let (code, body) = start(app, &token, &id(), 10).await;
        assert_eq!(
            (code, body),
            (StatusCode::TOO_MANY_REQUESTS, error(TOO_MANY_UNUSED))
        );

        // A day later the open ones have expired: gone with their chunks when the next one starts.
        assert_eq!(
            status(app, &token, &open[0]).await,
            (StatusCode::NOT_FOUND, error("Not found"))
        );
        assert_eq!(app.count_rows("upload_chunks").await, 0);
        // A finished upload nothing took goes a week after, its stored bytes with it.
        let key: String = sqlx::query("SELECT storage_key FROM uploads WHERE id = $1")
            .bind(&finished)
            .fetch_one(app.pool())
            .await
            .map(|row| sqlx::Row::get(&row, 0))
            .expect("key");
        assert!(app.state.storage.get(&key).await.expect("read").is_some());
        app.advance_clock(FINISHED_SECONDS + 1);
        start(app, &token, &id(), 10).await;
        assert!(app.state.storage.get(&key).await.expect("read").is_none());
        assert_eq!(
            status(app, &token, &finished).await.0,
            StatusCode::NOT_FOUND
        );
    })
    .await;
}

/// Moves a day on (the open uploads expire) and uploads a small image: its id.
async fn uploaded_after_expiry(app: &TestApp, token: &str) -> String {
    app.advance_clock(OPEN_SECONDS + 1);
    uploaded(app, token, &png(4, 4)).await
}

#[tokio::test]
async fn one_user_starts_at_most_so_many_uploads_an_hour() {
    each_backend(Options::default(), async |app| {
        let (_, token) = client(app, "juma@example.com").await;
        app.freeze_clock();
        // Each one refused when finished, so none stays open or unused: only the hourly count is left.
        let text = b"not an image".to_vec();
        for _ in 0..UPLOADS_PER_HOUR {
            let upload = id();
            let (code, _) = start(app, &token, &upload, text.len()).await;
            assert_eq!(code, StatusCode::CREATED);
            part(app, &token, &upload, 0, &text).await;
            assert_eq!(
                finish(app, &token, &upload).await.0,
                StatusCode::BAD_REQUEST
            );
        }
        let (code, body) = start(app, &token, &id(), 10).await;
        assert_eq!(
            (code, body),
            (StatusCode::TOO_MANY_REQUESTS, error(TOO_MANY_STARTED))
        );
        app.advance_clock(3600);
        let (code, _) = start(app, &token, &id(), 10).await;
        assert_eq!(code, StatusCode::CREATED);
    })
    .await;
}

#[tokio::test]
async fn the_same_chunk_sent_at_once_many_times_is_stored_once() {
    each_backend(Options::default(), async |app| {
        let (_, token) = client(app, "zawadi@example.com").await;
        let bytes = png(300, 300);
        let upload = id();
        start(app, &token, &upload, bytes.len()).await;
        let sends = (0..8).map(|_| part(app, &token, &upload, 0, &bytes[..CHUNK_BYTES]));
        let answers = futures_util::future::join_all(sends).await;
        let codes: Vec<StatusCode> = answers.iter().map(|(code, _, _)| *code).collect();
        assert_eq!(
            codes.iter().filter(|c| **c == StatusCode::OK).count(),
            1,
            "{codes:?}"
        );
        assert_eq!(
            codes.iter().filter(|c| **c == StatusCode::CONFLICT).count(),
            7,
            "{codes:?}"
        );
        assert_eq!(app.count_rows("upload_chunks").await, 1);
        part(app, &token, &upload, CHUNK, &bytes[CHUNK_BYTES..]).await;
        let (code, _) = finish(app, &token, &upload).await;
        assert_eq!(code, StatusCode::OK);
    })
    .await;
}

#[tokio::test]
async fn the_identity_step_from_uploads_keeps_to_the_upload_quota() {
    // Room for small pictures only: the second pair does not fit beside the first, once replaced it does.
    let options = Options::configured(|config| config.upload_quota_bytes = 6_000);
    each_backend(options, async |app| {
        let (user_id, token) = client(app, "neema@example.com").await;
        through_details(app, &token, &user_id).await;
        let step = |identification: &str, passport: &str| {
            json!({ "identity_type": "National Identity Card", "identification": identification, "passport": passport })
        };
        let first = (uploaded(app, &token, &png(8, 8)).await, uploaded(app, &token, &png(8, 8)).await);
        let (code, body) = identity(app, &token, &user_id, &step(&first.0, &first.1)).await;
        assert_eq!(code, StatusCode::OK, "{body}");
        let old_photo = body["data"]["profilePhoto"].as_str().expect("photo").to_owned();

        let large = (uploaded(app, &token, &jpeg(200, 200)).await, uploaded(app, &token, &jpeg(200, 200)).await);
        let (code, body) = identity(app, &token, &user_id, &step(&large.0, &large.1)).await;
        assert_eq!(code, StatusCode::PAYLOAD_TOO_LARGE, "{body}");
        assert!(body["error"].as_str().expect("message").contains("MB"), "{body}");
        // Refused whole: the old pictures are still served and the uploads wait for another try.
        assert_eq!(app.get(&old_photo, Some(&token)).await.status(), StatusCode::OK);
        let (_, still) = status(app, &token, &large.0).await;
        assert_eq!(still["state"], "finished");

        let small = (uploaded(app, &token, &png(8, 8)).await, uploaded(app, &token, &png(8, 8)).await);
        let (code, body) = identity(app, &token, &user_id, &step(&small.0, &small.1)).await;
        assert_eq!(code, StatusCode::OK, "{body}");
        // The replaced pictures are gone.
        assert_eq!(app.get(&old_photo, Some(&token)).await.status(), StatusCode::NOT_FOUND);
    })
    .await;
}
