//! Resumable uploads (see docs/files.md): a phone declares a file's kind and size, sends it in
//! chunks at offsets the server confirms, and asks the server to finish it; a cut connection or a
//! reload carries on from the offset the server has. The kind says how large the file may be and
//! which content check the whole file must pass.

/// The most bytes one chunk may carry: small enough to arrive over a poor connection before it
/// drops, large enough that a 2 MB photo needs only eight.
pub const CHUNK_BYTES: usize = 256 * 1024;
/// Unfinished uploads one user may have at a time.
pub const MAX_OPEN_UPLOADS: i64 = 6;
/// Finished uploads no feature has taken yet that one user may have at a time (with the open ones,
/// this bounds what one user keeps on the server before a feature takes it).
pub const MAX_UNUSED_UPLOADS: i64 = 12;
/// Bytes one user's open and finished-but-unused uploads may hold together (by their declared
/// sizes): two videos at their largest. Without it, six open and twelve unused uploads of 150 MB
/// would let one user keep 2.7 GB on the server before any feature took them.
pub const MAX_WAITING_BYTES: i64 = 2 * crate::uploads::MAX_VIDEO_BYTES as i64;
/// Uploads one user may start in an hour.
pub const UPLOADS_PER_HOUR: i64 = 60;
/// An unfinished upload is dropped this long after it was started.
pub const OPEN_SECONDS: i64 = 24 * 60 * 60;
/// A finished upload that nothing used is dropped this long after it was finished.
pub const FINISHED_SECONDS: i64 = 7 * 24 * 60 * 60;

pub const UNKNOWN_KIND: &str = "This kind of file is not known";
pub const FILE_EMPTY: &str = "The file is empty";
pub const TOO_MANY_UPLOADS: &str =
    "Too many files are uploading at once; wait until they finish and try again";
pub const TOO_MANY_UNUSED: &str =
    "Too many uploaded files are waiting to be used; finish what they were for and try again";
pub const TOO_MUCH_WAITING: &str =
    "The files waiting to upload or to be used are too large together; finish what they were for and try again";
pub const TOO_MANY_STARTED: &str = "Too many files were sent, try again in an hour";
pub const ID_TAKEN: &str = "This upload id is in use; make a new one";
pub const WRONG_OFFSET: &str =
    "The server has a different part of this file; continue from its offset";
pub const CHUNK_TOO_LARGE: &str = "A part of a file may be at most 256 KB";
pub const PAST_THE_END: &str = "This part goes past the end of the file";
pub const CHUNK_EMPTY: &str = "A part of a file cannot be empty";
pub const NOT_WHOLE: &str = "The file has not arrived whole yet";
pub const FILE_NOT_FOUND: &str = "The file was not found; choose it and upload it again";

pub use crate::uploads::UploadKind;

/// A new upload's kind and declared size, checked before any byte is sent.
pub fn check_new(kind: &str, size: i64) -> Result<UploadKind, &'static str> {
    let kind = UploadKind::parse(kind).ok_or(UNKNOWN_KIND)?;
    if size <= 0 {
        return Err(FILE_EMPTY);
    }
    if usize::try_from(size).map_or(true, |size| size > kind.max_bytes()) {
        return Err(kind.too_large_message());
    }
    Ok(kind)
}

/// Whether a new upload of `size` fits beside the `waiting` bytes of the user's open and unused
/// uploads.
pub fn check_waiting(waiting: i64, size: i64) -> Result<(), &'static str> {
    if waiting.saturating_add(size) > MAX_WAITING_BYTES {
        return Err(TOO_MUCH_WAITING);
    }
    Ok(())
}

/// Why a chunk was not taken.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ChunkRefusal {
    /// The chunk does not start where the server's copy ends: the phone continues from `received`.
    WrongOffset,
    TooLarge,
    PastTheEnd,
    Empty,
}

impl ChunkRefusal {
    pub fn message(self) -> &'static str {
        match self {
            ChunkRefusal::WrongOffset => WRONG_OFFSET,
            ChunkRefusal::TooLarge => CHUNK_TOO_LARGE,
            ChunkRefusal::PastTheEnd => PAST_THE_END,
            ChunkRefusal::Empty => CHUNK_EMPTY,
        }
    }
}

/// A chunk of `len` bytes sent at `offset` of a file of `size` of which the server holds the first
/// `received`: the new received offset, or why it is refused. A chunk sent again after a lost answer
/// starts before `received` and is refused as a wrong offset, so no byte is stored twice.
pub fn chunk_step(size: i64, received: i64, offset: i64, len: usize) -> Result<i64, ChunkRefusal> {
    if offset != received {
        return Err(ChunkRefusal::WrongOffset);
    }
    if len == 0 {
        return Err(ChunkRefusal::Empty);
    }
    if len > CHUNK_BYTES {
        return Err(ChunkRefusal::TooLarge);
    }
    let end = i64::try_from(len)
        .ok()
        .and_then(|len| offset.checked_add(len))
        .ok_or(ChunkRefusal::PastTheEnd)?;
    if end > size {
        return Err(ChunkRefusal::PastTheEnd);
    }
    Ok(end)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::profile::IMAGE_TOO_LARGE;

    #[test]
    fn a_new_upload_names_a_known_kind_and_a_size_it_takes() {
        assert_eq!(check_new("identityImage", 1), Ok(UploadKind::IdentityImage));
        assert_eq!(
            check_new("identityImage", 2 * 1024 * 1024),
            Ok(UploadKind::IdentityImage)
        );
        assert_eq!(
            check_new("identityImage", 2 * 1024 * 1024 + 1),
            Err(IMAGE_TOO_LARGE)
        );
        assert_eq!(check_new("identityImage", 0), Err(FILE_EMPTY));
        assert_eq!(check_new("identityImage", -5), Err(FILE_EMPTY));
        assert_eq!(check_new("video", 10), Err(UNKNOWN_KIND));
    }

    #[test]
    fn a_user_holds_at_most_two_videos_waiting() {
        let video = i64::try_from(crate::uploads::MAX_VIDEO_BYTES).expect("fits");
        assert_eq!(check_waiting(0, video), Ok(()));
        assert_eq!(check_waiting(video, video), Ok(()));
        assert_eq!(check_waiting(2 * video, 1), Err(TOO_MUCH_WAITING));
        assert_eq!(check_waiting(video + 1, video), Err(TOO_MUCH_WAITING));
        assert_eq!(check_waiting(i64::MAX, i64::MAX), Err(TOO_MUCH_WAITING));
    }

    #[test]
    fn chunks_follow_each_other_without_overlap() {
        let size = i64::try_from(CHUNK_BYTES).expect("small") + 10;
        assert_eq!(chunk_step(size, 0, 0, CHUNK_BYTES), Ok(size - 10));
        assert_eq!(chunk_step(size, size - 10, size - 10, 10), Ok(size));
        // The same chunk again after a lost answer: refused, the phone goes on from the server's offset.
        assert_eq!(
            chunk_step(size, size - 10, 0, CHUNK_BYTES),
            Err(ChunkRefusal::WrongOffset)
        );
        assert_eq!(chunk_step(size, 0, 5, 10), Err(ChunkRefusal::WrongOffset));
        assert_eq!(
            chunk_step(size, 0, 0, CHUNK_BYTES + 1),
            Err(ChunkRefusal::TooLarge)
        );
        assert_eq!(
            chunk_step(size, size - 10, size - 10, 11),
            Err(ChunkRefusal::PastTheEnd)
        );
        assert_eq!(chunk_step(size, 0, 0, 0), Err(ChunkRefusal::Empty));
        assert_eq!(
            chunk_step(size, size, size, 1),
            Err(ChunkRefusal::PastTheEnd)
        );
    }
}
