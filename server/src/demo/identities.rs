//! Every portfolio client's identity step, done as the upload does it: a national ID card and a
//! passport photo (small pictures drawn here, passed through the one upload check), their bytes in
//! storage, their records within the client's quota, the passport photo as the profile photo.
//! Only for clients without an identity yet, so a restart adds nothing.

use portal_core::language::Language;
use portal_core::profile::IDENTITY_TYPES;
use portal_core::uploads::UploadKind;
use sqlx::{Any, Transaction};

use super::people::PORTFOLIO;
use crate::error::{AppError, AppResult};
use crate::media::check::{check_upload, CheckedFile, UploadError};
use crate::media::model::{media_url, StoredFile};
use crate::media::{quota, save};
use crate::profile::store::{self as details, IdentityFiles};
use crate::state::AppState;
use crate::users::store as users;

const NATIONAL_ID: &str = IDENTITY_TYPES[3];

/// A picture of `width` x `height` RGB pixels, each coloured by `paint(x, y)`, as a PNG.
fn png(width: u32, height: u32, paint: impl Fn(u32, u32) -> [u8; 3]) -> AppResult<Vec<u8>> {
    let mut pixels = Vec::with_capacity((width * height * 3) as usize);
    for y in 0..height {
        for x in 0..width {
            pixels.extend_from_slice(&paint(x, y));
        }
    }
    let mut out = Vec::new();
    let mut encoder = png::Encoder::new(&mut out, width, height);
    encoder.set_color(png::ColorType::Rgb);
    encoder.set_depth(png::BitDepth::Eight);
    let failed = |error: png::EncodingError| AppError::internal(error.to_string());
    let mut writer = encoder.write_header().map_err(failed)?;
    writer.write_image_data(&pixels).map_err(failed)?;
    writer.finish().map_err(failed)?;
    Ok(out)
}

/// A card: a green band across the top, a photo box on the left, lines of text on the right.
pub(super) fn id_card() -> AppResult<Vec<u8>> {
    png(160, 100, |x, y| match (x, y) {
        (_, 0..16) => [0, 122, 61],
        (12..52, 26..80) => [150, 150, 160],
        (64..148, 30..84) if (y - 30) % 12 < 4 => [60, 60, 70],
        _ => [236, 232, 214],
    })
}

/// A head and shoulders on a pale background.
pub(super) fn passport_photo() -> AppResult<Vec<u8>> {
    png(70, 90, |x, y| {
        let (dx, dy) = (i64::from(x) - 35, i64::from(y) - 36);
        if dx * dx + dy * dy * 5 / 4 < 17 * 17 {
            [120, 82, 56]
        } else if y > 62 && (i64::from(x) - 35).abs() < (i64::from(y) - 40) {
            [40, 52, 90]
        } else {
            [222, 230, 238]
        }
    })
}

async fn checked(bytes: Vec<u8>) -> AppResult<CheckedFile> {
    check_upload(UploadKind::IdentityImage, bytes)
        .await
        .map_err(|error| error.into_app_error(Language::English))
}

struct Identity {
    user_id: String,
    card: StoredFile,
    photo: StoredFile,
}

pub async fn seed(state: &AppState, now: i64) -> AppResult<()> {
    let mut missing = Vec::new();
    for person in &PORTFOLIO {
        let Some(user) = users::find_by_email(&state.pool, &person.email()).await? else {
            continue;
        };
        let found = details::find(&state.pool, &user.id).await?;
        if found.is_some_and(|d| d.identity_type.is_none()) {
            missing.push(user.id);
        }
    }
    if missing.is_empty() {
        return Ok(());
    }
    let card = checked(id_card()?).await?;
    let photo = checked(passport_photo()?).await?;
    let made: Vec<Identity> = missing
        .into_iter()
        .map(|user_id| Identity {
            card: save::record_for(&user_id, "identification", &card, now),
            photo: save::record_for(&user_id, "passport", &photo, now),
            user_id,
        })
        .collect();
    let bytes: Vec<(&StoredFile, &[u8])> = made
        .iter()
        .flat_map(|m| [(&m.card, &card.bytes[..]), (&m.photo, &photo.bytes[..])])
        .collect();
    save::put(state, &bytes).await?;
    let all: Vec<&StoredFile> = made.iter().flat_map(|m| [&m.card, &m.photo]).collect();
    match record(state, &made, now).await {
        Ok(unused) => {
            save::forget(state, &unused).await;
            Ok(())
        }
        Err(error) => {
            save::forget(state, &all).await;
            Err(error.into_app_error(Language::English))
        }
    }
}

/// Records each identity in one transaction; the files of a client who has one by now (another
/// server starting at the same moment) are returned unused.
async fn record<'a>(
    state: &AppState,
    made: &'a [Identity],
    now: i64,
) -> Result<Vec<&'a StoredFile>, UploadError> {
    let mut tx = state.begin().await?;
    let mut unused = Vec::new();
    for identity in made {
        if !record_one(&mut tx, state.config.upload_quota_bytes, identity, now).await? {
            unused.extend([&identity.card, &identity.photo]);
        }
    }
    tx.commit().await?;
    Ok(unused)
}

async fn record_one(
    tx: &mut Transaction<'static, Any>,
    quota_bytes: u64,
    identity: &Identity,
    now: i64,
) -> Result<bool, UploadError> {
    let user_id = &identity.user_id;
    quota::lock_owner(tx, user_id).await?;
    let current = details::find(&mut **tx, user_id).await?;
    if current.is_none_or(|d| d.identity_type.is_some()) {
        return Ok(false);
    }
    let new = [&identity.card, &identity.photo];
    save::insert_within_quota(tx, quota_bytes, user_id, &new, &[]).await?;
    let files = IdentityFiles {
        identity_type: NATIONAL_ID,
        identity_file_id: &identity.card.id,
        photo_file_id: &identity.photo.id,
    };
    details::set_identity(&mut **tx, user_id, &files, now).await?;
    users::set_profile_photo(&mut **tx, user_id, &media_url(&identity.photo.id), now).await?;
    Ok(true)
}
