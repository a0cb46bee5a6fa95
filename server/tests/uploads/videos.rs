//! Videos and the onboarding's files through the resumable upload, over real HTTP: a video's
//! container must give its duration, the invest video may be at most 5 minutes (a longer one is
//! refused in the person's language, for good), and each kind takes its own files from its own
//! people.

use super::{finish, part, start_kind, status};
use crate::common;

use common::books::id;
use common::loans::{docx_bytes, pdf_bytes};
use common::profile::{client, jpeg};
use common::{each_backend, error, Options, TestApp, PASSWORD};
use portal_core::language::Language;
use portal_core::resumable::{CHUNK_BYTES, TOO_MUCH_WAITING};
use portal_core::roles::Role;
use portal_core::uploads::{
    FileKind, UploadKind, UploadProblem, MAX_VIDEO_BYTES, NOT_A_VIDEO, ONBOARDING_PDF_NOT_PDF,
    VIDEO_TOO_LARGE,
};
use reqwest::StatusCode;
use serde_json::Value;

fn bx(kind: &[u8; 4], body: &[u8]) -> Vec<u8> {
    let size = u32::try_from(8 + body.len()).expect("small");
    [&size.to_be_bytes()[..], kind, body].concat()
}

/// An MP4 as a phone writes it: `ftyp` with `brand`, the media data (`media` bytes), then the movie
/// box whose header says `seconds` at 600 units a second.
pub(crate) fn mp4(brand: &[u8; 4], seconds: u32, media: usize) -> Vec<u8> {
    let ftyp = bx(b"ftyp", &[&brand[..], &[0, 0, 2, 0], b"isommp41"].concat());
    let mut mvhd = vec![0; 12];
    mvhd.extend(600u32.to_be_bytes());
    mvhd.extend((seconds * 600).to_be_bytes());
    mvhd.resize(100, 0);
    let moov = bx(
        b"moov",
        &[bx(b"mvhd", &mvhd), bx(b"trak", &[0; 32])].concat(),
    );
    [ftyp, bx(b"mdat", &vec![0x5A; media]), moov].concat()
}

/// An EBML element with a one-byte size.
fn el(id: &[u8], body: &[u8]) -> Vec<u8> {
    let size = u8::try_from(body.len()).expect("small");
    assert!(size < 0x7F);
    [id, &[0x80 | size], body].concat()
}

/// A WebM whose `Segment > Info` says `millis` (the default timecode scale).
fn webm(millis: u32) -> Vec<u8> {
    let header = el(
        &[0x1A, 0x45, 0xDF, 0xA3],
        &[el(&[0x42, 0x82], b"webm"), el(&[0x42, 0x87], &[4])].concat(),
    );
    let info = el(
        &[0x15, 0x49, 0xA9, 0x66],
        &el(&[0x44, 0x89], &f64::from(millis).to_be_bytes()),
    );
    let segment = el(
        &[0x18, 0x53, 0x80, 0x67],
        &[info, el(&[0xA3], &[0; 40])].concat(),
    );
    [header, segment].concat()
}

/// Sends `bytes` as an upload of `kind` in chunks and asks to finish it: the finish's answer.
async fn send(app: &TestApp, token: &str, kind: UploadKind, bytes: &[u8]) -> (StatusCode, Value) {
    let upload = id();
    let size = i64::try_from(bytes.len()).expect("size");
    let (code, body) = start_kind(app, token, &upload, kind.name(), size).await;
    assert_eq!(code, StatusCode::CREATED, "{body}");
    let mut offset = 0;
    for chunk in bytes.chunks(CHUNK_BYTES) {
        let (code, body, _) = part(app, token, &upload, offset, chunk).await;
        assert_eq!(code, StatusCode::OK, "{body}");
        offset = body["offset"].as_i64().expect("offset");
    }
    let (code, body) = finish(app, token, &upload).await;
    let (_, kept) = status(app, token, &upload).await;
    let expected = if code == StatusCode::OK {
        "finished"
    } else {
        "refused"
    };
    assert_eq!(kept["state"], expected, "{kept}");
    (code, body)
}

fn said(problem: UploadProblem, language: Language) -> Value {
    error(&problem.message(language))
}

#[tokio::test]
async fn a_short_invest_video_passes_and_a_six_minute_one_is_refused_in_the_persons_language() {
    each_backend(Options::default(), async |app| {
        let (_, token) = client(app, "amina@example.com").await;
        let video = UploadKind::InvestVideo;
        // 90 seconds over two chunks, its movie box after the media as phones write it.
        let short = mp4(b"isom", 90, CHUNK_BYTES + 1000);
        let (code, body) = send(app, &token, video, &short).await;
        assert_eq!(code, StatusCode::OK, "{body}");
        assert_eq!(body["kind"], "investVideo");
        for (name, file) in [
            ("3gp of 4 min 59 s", mp4(b"3gp4", 299, 2000)),
            ("webm of 5 min", webm(300_000)),
        ] {
            let (code, body) = send(app, &token, video, &file).await;
            assert_eq!(code, StatusCode::OK, "{name}: {body}");
        }

        let long = mp4(b"mp42", 6 * 60 + 12, CHUNK_BYTES + 1000);
        let (code, body) = send(app, &token, video, &long).await;
        assert_eq!(code, StatusCode::BAD_REQUEST);
        assert_eq!(
            body,
            error("The video is 6 min 12 s long; it can be at most 5 minutes.")
        );
        let (code, body) = send(app, &token, video, &webm(300_001)).await;
        assert_eq!(
            (code, body),
            (
                StatusCode::BAD_REQUEST,
                error("The video is 5 min 1 s long; it can be at most 5 minutes.")
            )
        );

        // A container that gives no duration is unreadable; a picture is not a video.
        let (code, body) = send(app, &token, video, &mp4(b"isom", 0, 500)).await;
        assert_eq!(
            (code, body),
            (
                StatusCode::BAD_REQUEST,
                said(UploadProblem::Unreadable(FileKind::Mp4), Language::English)
            )
        );
        let (code, body) = send(app, &token, video, &jpeg(8, 8)).await;
        assert_eq!((code, body), (StatusCode::BAD_REQUEST, error(NOT_A_VIDEO)));

        let (neema, neema_token) = client(app, "neema@example.com").await;
        sqlx::query("UPDATE users SET language = 'sw' WHERE id = $1")
            .bind(&neema)
            .execute(app.pool())
            .await
            .expect("swahili");
        let (code, body) = send(app, &neema_token, video, &long).await;
        assert_eq!(
            (code, body),
            (
                StatusCode::BAD_REQUEST,
                error("Video ina urefu wa dakika 6 na sekunde 12; isizidi dakika 5.")
            )
        );
    })
    .await;
}

#[tokio::test]
async fn each_onboarding_kind_takes_its_steps_files_from_its_people() {
    each_backend(Options::default(), async |app| {
        let (_, token) = client(app, "baraka@example.com").await;
        let too_big = i64::try_from(MAX_VIDEO_BYTES + 1).expect("size");
        let (code, body) = start_kind(app, &token, &id(), "investVideo", too_big).await;
        assert_eq!(
            (code, body),
            (StatusCode::BAD_REQUEST, error(VIDEO_TOO_LARGE))
        );
        let (code, _) = start_kind(app, &token, &id(), "investVideo", too_big - 1).await;
        assert_eq!(code, StatusCode::CREATED);

        let (code, body) = send(app, &token, UploadKind::OnboardingPdf, &jpeg(8, 8)).await;
        assert_eq!(
            (code, body),
            (StatusCode::BAD_REQUEST, error(ONBOARDING_PDF_NOT_PDF))
        );
        for kind in [
            UploadKind::OnboardingImage,
            UploadKind::OnboardingImageOrPdf,
        ] {
            let (code, body) = send(app, &token, kind, &jpeg(8, 8)).await;
            assert_eq!(code, StatusCode::OK, "{kind:?}: {body}");
        }
        // An applicant's file is the applicant's, the client's steps the client's.
        let (code, _) = start_kind(app, &token, &id(), "applicantFile", 100).await;
        assert_eq!(code, StatusCode::FORBIDDEN);
        app.create_user(Role::Applicant, "zawadi@example.com").await;
        let applicant = app.token("zawadi@example.com", PASSWORD).await;
        for kind in ["investVideo", "onboardingImage", "onboardingPdf"] {
            let (code, _) = start_kind(app, &applicant, &id(), kind, 100).await;
            assert_eq!(code, StatusCode::FORBIDDEN, "{kind}");
        }
        // What one user's waiting uploads may hold together is bounded (by their declared sizes).
        let (_, other) = client(app, "chausiku@example.com").await;
        let most = i64::try_from(MAX_VIDEO_BYTES).expect("size");
        for _ in 0..2 {
            let (code, _) = start_kind(app, &other, &id(), "investVideo", most).await;
            assert_eq!(code, StatusCode::CREATED);
        }
        let (code, body) = start_kind(app, &other, &id(), "onboardingImage", 1).await;
        assert_eq!(
            (code, body),
            (StatusCode::TOO_MANY_REQUESTS, error(TOO_MUCH_WAITING))
        );

        // An applicant's video has no length limit, and any accepted kind goes.
        let hour = mp4(b"isom", 3600, 1000);
        let sheet = portal_core::xlsx::table_xlsx("Answers", &[], &[10]);
        for file in [
            hour,
            jpeg(8, 8),
            webm(2000),
            sheet,
            pdf_bytes(),
            docx_bytes(),
        ] {
            let (code, body) = send(app, &applicant, UploadKind::ApplicantFile, &file).await;
            assert_eq!(code, StatusCode::OK, "{body}");
        }
        let (code, body) = send(
            app,
            &applicant,
            UploadKind::ApplicantFile,
            b"PK\x03\x04 not a zip but names xl/workbook.xml",
        )
        .await;
        assert_eq!(
            (code, body),
            (
                StatusCode::BAD_REQUEST,
                said(UploadProblem::Unreadable(FileKind::Xlsx), Language::English)
            )
        );
        let (code, body) = send(app, &applicant, UploadKind::ApplicantFile, b"MZ\x90\0exe").await;
        assert_eq!(
            (code, body),
            (
                StatusCode::BAD_REQUEST,
                said(
                    UploadProblem::WrongKind(UploadKind::ApplicantFile),
                    Language::English
                )
            )
        );
    })
    .await;
}
