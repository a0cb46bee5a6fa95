//! The demo course's media (content/lms/demo-media/): five spoken clips and five printable sheets,
//! built into the server and stored once each as course media (storage and an `lms_media` row)
//! under the fixed id and token its `- audio |` and `- file |` links in content/lms/demo-course/
//! name, so the demo course plays, downloads and opens its files from the portal itself. A row
//! whose bytes have gone from storage (a new bucket, say) has them put back.

use crate::error::{AppError, AppResult};
use crate::lms::store::media::{self as store, Media};
use crate::state::AppState;

pub struct DemoMedia {
    pub id: &'static str,
    pub token: &'static str,
    pub name: &'static str,
    pub content_type: &'static str,
    pub bytes: &'static [u8],
}

macro_rules! media {
    ($id:literal, $token:literal, $name:literal, $type:literal) => {
        DemoMedia {
            id: $id,
            token: $token,
            name: $name,
            content_type: $type,
            bytes: include_bytes!(concat!("../../../content/lms/demo-media/", $name)),
        }
    };
}

pub const DEMO_MEDIA: [DemoMedia; 10] = [
    media!(
        "de0000000000000000000001",
        "b0d904ae2deca7e9b5e8f0e0334eb9f6",
        "records-in-ten-minutes.opus",
        "audio/ogg"
    ),
    media!(
        "de0000000000000000000002",
        "a3d7f92c035197d72b8d8da8dbeaf3fb",
        "paying-yourself.opus",
        "audio/ogg"
    ),
    media!(
        "de0000000000000000000003",
        "56487b748a3a3d6d60fa2e92be9d3486",
        "listening-to-customers.opus",
        "audio/ogg"
    ),
    media!(
        "de0000000000000000000004",
        "a5e41a2587b1536604958e6cddc81509",
        "the-second-sale.opus",
        "audio/ogg"
    ),
    media!(
        "de0000000000000000000005",
        "a1c64384ba1232a9ff24bfba195856fb",
        "slow-months.opus",
        "audio/ogg"
    ),
    media!(
        "de0000000000000000000006",
        "3d1eb392e5f0228d515bccab3b059aa9",
        "daily-record-sheet.pdf",
        "application/pdf"
    ),
    media!(
        "de0000000000000000000007",
        "5960d3b5832c18a80396be0f2f7df1fd",
        "pricing-worksheet.pdf",
        "application/pdf"
    ),
    media!(
        "de0000000000000000000008",
        "30875f045877b3a4c8f93cadad7e338b",
        "whatsapp-checklist.pdf",
        "application/pdf"
    ),
    media!(
        "de0000000000000000000009",
        "7b4ce9e0ff35ccee59d18f78a078cd81",
        "cash-plan-template.pdf",
        "application/pdf"
    ),
    media!(
        "de0000000000000000000010",
        "cc5211d3f8345decb08c46f758e07551",
        "pitch-one-page.pdf",
        "application/pdf"
    ),
];

/// Stores each demo file that is missing, written down as made by `created_by`.
pub async fn seed(state: &AppState, created_by: &str, now: i64) -> AppResult<()> {
    for file in &DEMO_MEDIA {
        let row = store::find(&state.pool, file.id).await?;
        let stored = match &row {
            Some(media) => state
                .storage
                .get_range(&media.storage_key, 0, 1)
                .await
                .map_err(|error| AppError::internal(error.to_string()))?
                .is_some_and(|first| !first.is_empty()),
            None => false,
        };
        if stored {
            continue;
        }
        // The id is the storage key too: lowercase hex, as keys must be.
        state
            .storage
            .put(file.id, file.bytes, file.content_type)
            .await
            .map_err(|error| AppError::internal(error.to_string()))?;
        if row.is_none() {
            let mut conn = state.pool.acquire().await?;
            store::insert(
                &mut conn,
                &Media {
                    id: file.id.to_owned(),
                    token: file.token.to_owned(),
                    storage_key: file.id.to_owned(),
                    name: file.name.to_owned(),
                    content_type: file.content_type.to_owned(),
                    size_bytes: i64::try_from(file.bytes.len()).unwrap_or(i64::MAX),
                    created_by: created_by.to_owned(),
                    created_at: now,
                },
            )
            .await?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use portal_core::lms::course::demo::demo_course_files;
    use portal_core::lms::course::read_course;
    use portal_core::uploads::{precheck, UploadKind};

    use super::DEMO_MEDIA;
    use crate::lms::team::media::media_link;

    /// Every audio and file resource of the demo course is one of these, with its exact size, and
    /// each of these is used.
    #[test]
    fn demo_course_links_name_the_demo_media_with_their_sizes() {
        let course = read_course(&demo_course_files()).expect("the demo course reads");
        let mut used = vec![false; DEMO_MEDIA.len()];
        for topic in course.chapters.iter().flat_map(|c| &c.topics) {
            for resource in topic.resources.iter().filter(|r| r.type_id != 3) {
                let at = DEMO_MEDIA
                    .iter()
                    .position(|m| media_link(m.id, m.token) == resource.link)
                    .unwrap_or_else(|| panic!("{} is no demo media", resource.link));
                let bytes = DEMO_MEDIA[at].bytes.len() as u64;
                assert_eq!(
                    resource.size_bytes,
                    Some(bytes),
                    "the size written for {}",
                    DEMO_MEDIA[at].name
                );
                used[at] = true;
            }
        }
        assert!(used.iter().all(|u| *u), "every demo file is used: {used:?}");
        for media in &DEMO_MEDIA {
            let kind = precheck(UploadKind::LmsMedia, media.bytes).map(|k| k.content_type());
            assert_eq!(
                kind,
                Ok(media.content_type),
                "{} passes as an upload would",
                media.name
            );
        }
    }
}
