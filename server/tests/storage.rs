//! Both kinds of file storage, local disk and an S3-compatible bucket (moto's server in the test
//! script), pass the same checks; and files go up and come back over HTTP with the server on S3.

use crate::common;

use common::loans::{pdf_bytes, person, upload_proposal};
use common::profile::{identity_form, through_details, upload};
use common::{each_backend, json, Options, TestApp};
use portal_core::roles::Role;
use portal_server::storage::local::LocalDisk;
use portal_server::storage::s3::S3;
use portal_server::storage::{Storage, StorageError};
use reqwest::StatusCode;

const KEY: &str = "67400000deadbeef00010203";

/// What every storage must do: keep bytes whole under a key, replace them, read a byte range of
/// them, say when there are none, delete (twice is fine), and refuse any key the server does not make.
async fn keeps_reads_and_deletes(storage: &dyn Storage) {
    storage
        .put(KEY, b"\xFF\xD8\xFFdata", "image/jpeg")
        .await
        .expect("put");
    assert_eq!(
        storage.get(KEY).await.expect("get"),
        Some(b"\xFF\xD8\xFFdata".to_vec())
    );
    // Every byte value, over a megabyte, comes back as it went.
    let large: Vec<u8> = (0..1_500_000_u32).map(|n| (n * 7 % 256) as u8).collect();
    storage
        .put(KEY, &large, "application/pdf")
        .await
        .expect("replace");
    // A byte range: only those bytes (audio seeking, course media).
    assert_eq!(
        storage.get_range(KEY, 1_000, 1_100).await.expect("range"),
        Some(large[1_000..1_100].to_vec())
    );
    assert_eq!(
        storage
            .get_range(KEY, 1_499_990, 1_500_000)
            .await
            .expect("range"),
        Some(large[1_499_990..].to_vec())
    );
    assert_eq!(storage.get(KEY).await.expect("get"), Some(large));
    storage.delete(KEY).await.expect("delete");
    assert_eq!(storage.get_range(KEY, 0, 10).await.expect("range"), None);
    assert_eq!(storage.get(KEY).await.expect("get"), None);
    storage.delete(KEY).await.expect("deleting twice is fine");
    assert_eq!(
        storage.get("67400000deadbeef00010299").await.expect("get"),
        None
    );
    for bad in ["../etc/passwd", "a/b", "", ".hidden", "A"] {
        assert!(matches!(
            storage.put(bad, b"x", "text/plain").await,
            Err(StorageError::BadKey(_))
        ));
        assert!(matches!(
            storage.get(bad).await,
            Err(StorageError::BadKey(_))
        ));
        assert!(matches!(
            storage.delete(bad).await,
            Err(StorageError::BadKey(_))
        ));
    }
}

#[tokio::test]
async fn local_disk_keeps_reads_and_deletes() {
    let dir = tempfile::tempdir().expect("temp dir");
    keeps_reads_and_deletes(&LocalDisk::new(dir.path().join("uploads"))).await;
}

#[tokio::test]
async fn s3_keeps_reads_and_deletes() {
    let Some(bucket) = common::s3::bucket("storage::s3_keeps_reads_and_deletes").await else {
        return;
    };
    keeps_reads_and_deletes(&S3::new(&bucket).expect("S3 settings")).await;
}

#[tokio::test]
async fn s3_reports_a_missing_bucket() {
    let Some(mut bucket) = common::s3::bucket("storage::s3_reports_a_missing_bucket").await else {
        return;
    };
    bucket.bucket.push_str("-not-made");
    let storage = S3::new(&bucket).expect("S3 settings");
    assert!(matches!(
        storage.put(KEY, b"data", "text/plain").await,
        Err(StorageError::ObjectStore(_))
    ));
}

/// The storage key of the file served at `url` (`/api/media/{id}` or `/api/files/{id}`).
async fn key_of(app: &TestApp, url: &str) -> String {
    let id = url.rsplit('/').next().expect("an id");
    sqlx::query("SELECT storage_key FROM files WHERE id = $1")
        .bind(id)
        .fetch_one(app.pool())
        .await
        .map(|row| sqlx::Row::get(&row, 0))
        .expect("the file's record")
}

#[tokio::test]
async fn files_go_up_and_come_back_with_the_server_on_s3() {
    let Some(bucket) =
        common::s3::bucket("storage::files_go_up_and_come_back_with_the_server_on_s3").await
    else {
        return;
    };
    let in_bucket = S3::new(&bucket).expect("S3 settings");
    let options = Options::configured(move |config| config.s3 = Some(bucket.clone()));
    each_backend(options, async |app| {
        let (id, token) = person(app, Role::Client, "amina@example.com").await;
        let (status, body) = json(upload_proposal(app, &token, &id, pdf_bytes()).await).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        let link = body["data"]["proposalLink"].as_str().expect("link");
        let response = app.get(link, Some(&token)).await;
        assert_eq!(response.status(), StatusCode::OK);
        assert_eq!(response.headers()["content-type"], "application/pdf");
        assert_eq!(response.bytes().await.expect("bytes").to_vec(), pdf_bytes());
        let proposal = key_of(app, link).await;
        assert_eq!(
            in_bucket.get(&proposal).await.expect("read the bucket"),
            Some(pdf_bytes())
        );

        // Identity images sent again replace the first ones, whose bytes leave the bucket.
        through_details(app, &token, &id).await;
        let mut keys = Vec::new();
        for _ in 0..2 {
            let (status, body) =
                json(upload(app, &token, &id, identity_form("Voters Card")).await).await;
            assert_eq!(status, StatusCode::OK, "{body}");
            let image = body["data"]["imageUrl"].as_str().expect("url");
            let response = app.get(image, Some(&token)).await;
            assert_eq!(response.status(), StatusCode::OK);
            assert_eq!(response.headers()["content-type"], "image/jpeg");
            let served = response.bytes().await.expect("bytes").to_vec();
            let key = key_of(app, image).await;
            assert_eq!(in_bucket.get(&key).await.expect("read"), Some(served));
            keys.push(key);
        }
        assert_eq!(in_bucket.get(&keys[0]).await.expect("read"), None);
        assert!(in_bucket.get(&keys[1]).await.expect("read").is_some());
        assert!(
            !app.config.upload_dir.exists(),
            "nothing is written to local disk"
        );
    })
    .await;
}
