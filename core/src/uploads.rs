//! Uploads: what a file really is (judged by its content, never by its name or declared type), what
//! each kind of upload accepts, the size, picture and per-account limits, and what a refusal says.
//! The server decodes the content; these are the rules it and the phone share.

use crate::language::Language;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FileKind {
    Jpeg,
    Png,
    Pdf,
    /// Word 2007+ (.docx): a zip whose entries include `word/`.
    Docx,
    /// Word 97-2003 (.doc): an OLE compound file.
    Doc,
}

impl FileKind {
    pub fn extension(self) -> &'static str {
        match self {
            FileKind::Jpeg => "jpg",
            FileKind::Png => "png",
            FileKind::Pdf => "pdf",
            FileKind::Docx => "docx",
            FileKind::Doc => "doc",
        }
    }

    pub fn content_type(self) -> &'static str {
        match self {
            FileKind::Jpeg => "image/jpeg",
            FileKind::Png => "image/png",
            FileKind::Pdf => "application/pdf",
            FileKind::Docx => {
                "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
            }
            FileKind::Doc => "application/msword",
        }
    }

    pub fn is_image(self) -> bool {
        matches!(self, FileKind::Jpeg | FileKind::Png)
    }
}

/// What an upload is for; each accepts some kinds of file up to a size.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum UploadKind {
    /// An identity document or passport photo: a JPEG or PNG picture.
    IdentityImage,
    /// A loan proposal: a PDF or Word document.
    Proposal,
}

/// Pictures from a phone: 2 MB.
pub const MAX_IMAGE_BYTES: usize = 2 * 1024 * 1024;
/// Documents: 10 MB.
pub const MAX_DOCUMENT_BYTES: usize = 10 * 1024 * 1024;

/// The most pixels a picture may have. A cheap phone's camera at its usual setting takes 13 to 16
/// megapixels (4608 × 3456 is 15.9), more than an identity document needs to be read; above this
/// a 2 MB file can only be a picture made to be huge (20000 × 20000 compresses to about 1 MB).
/// Decoding needs at most 4 bytes a pixel: 64 MB at this limit.
pub const MAX_IMAGE_PIXELS: u64 = 16 * 1024 * 1024;
/// The longest side a picture may have: a panorama from a phone, at most twice a square's side.
pub const MAX_IMAGE_SIDE: u32 = 8192;

/// What one account may keep in uploaded files, unless the server is set otherwise: room for the
/// identity pictures and about nine proposals at their largest.
pub const DEFAULT_UPLOAD_QUOTA_MB: u64 = 100;

impl UploadKind {
    pub const ALL: [UploadKind; 2] = [UploadKind::IdentityImage, UploadKind::Proposal];

    /// Its name on the wire (a resumable upload names its kind).
    pub fn name(self) -> &'static str {
        match self {
            UploadKind::IdentityImage => "identityImage",
            UploadKind::Proposal => "proposal",
        }
    }

    pub fn parse(name: &str) -> Option<UploadKind> {
        UploadKind::ALL.into_iter().find(|kind| kind.name() == name)
    }

    /// Who may upload files of this kind (the feature that takes them checks its own rules too).
    pub fn may_upload(self, role: crate::roles::Role) -> bool {
        role == crate::roles::Role::Client
    }

    /// The English message for a file larger than the kind takes.
    pub fn too_large_message(self) -> &'static str {
        match self {
            UploadKind::IdentityImage => crate::profile::IMAGE_TOO_LARGE,
            UploadKind::Proposal => crate::loans::application::PROPOSAL_TOO_LARGE,
        }
    }

    pub fn accepts(self, kind: FileKind) -> bool {
        match self {
            UploadKind::IdentityImage => kind.is_image(),
            UploadKind::Proposal => matches!(kind, FileKind::Pdf | FileKind::Docx | FileKind::Doc),
        }
    }

    pub fn max_bytes(self) -> usize {
        match self {
            UploadKind::IdentityImage => MAX_IMAGE_BYTES,
            UploadKind::Proposal => MAX_DOCUMENT_BYTES,
        }
    }
}

/// Why an upload is refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UploadProblem {
    /// Not a kind of file this upload accepts (by its first bytes).
    WrongKind(UploadKind),
    /// Larger than the upload's size limit.
    TooLarge(UploadKind),
    /// A picture with more pixels, or a longer side, than the limits.
    TooManyPixels,
    /// It starts like a `FileKind` but does not decode as one.
    Unreadable(FileKind),
    /// The account's files would pass `limit_bytes` in all.
    QuotaFull { limit_bytes: u64 },
}

const MB: u64 = 1024 * 1024;

impl UploadProblem {
    /// What the person is told, in their language.
    pub fn message(self, language: Language) -> String {
        let english = language == Language::English;
        let text = |en: &str, sw: &str| if english { en } else { sw }.to_owned();
        match self {
            UploadProblem::WrongKind(UploadKind::IdentityImage) => {
                text(crate::profile::NOT_AN_IMAGE, "Pakia picha ya JPG au PNG")
            }
            UploadProblem::WrongKind(UploadKind::Proposal) => text(
                crate::loans::application::PROPOSAL_NOT_DOCUMENT,
                "Pakia pendekezo lako kama hati ya Word au PDF",
            ),
            UploadProblem::TooLarge(UploadKind::IdentityImage) => text(
                crate::profile::IMAGE_TOO_LARGE,
                "Picha ni kubwa kuliko MB 2, chagua ndogo zaidi",
            ),
            UploadProblem::TooLarge(UploadKind::Proposal) => text(
                crate::loans::application::PROPOSAL_TOO_LARGE,
                "Pendekezo ni kubwa kuliko MB 10, chagua dogo zaidi",
            ),
            UploadProblem::TooManyPixels => text(
                "The picture has too many pixels (more than 16 megapixels): send a smaller copy of it",
                "Picha ina pikseli nyingi mno (zaidi ya megapikseli 16): tuma nakala yake ndogo zaidi",
            ),
            UploadProblem::Unreadable(kind) if kind.is_image() => text(
                "The picture could not be read: send a JPG or PNG photo that opens",
                "Picha haikuweza kusomwa: tuma picha ya JPG au PNG inayofunguka",
            ),
            UploadProblem::Unreadable(FileKind::Pdf) => text(
                "The PDF could not be read: send a PDF that opens, without a password",
                "PDF haikuweza kusomwa: tuma PDF inayofunguka, isiyo na nenosiri",
            ),
            UploadProblem::Unreadable(_) => text(
                "The Word document could not be read: send a .docx or .doc file that opens",
                "Hati ya Word haikuweza kusomwa: tuma faili ya .docx au .doc inayofunguka",
            ),
            UploadProblem::QuotaFull { limit_bytes } => {
                let limit = limit_bytes / MB;
                if english {
                    format!(
                        "Your files have reached the {limit} MB one account may keep. Contact us to upload more."
                    )
                } else {
                    format!(
                        "Faili zako zimefikia MB {limit} ambazo akaunti moja inaweza kuhifadhi. Wasiliana nasi ili kupakia zaidi."
                    )
                }
            }
        }
    }
}

/// What the first bytes and the size say, before anything is decoded (the phone checks this too).
pub fn precheck(upload: UploadKind, bytes: &[u8]) -> Result<FileKind, UploadProblem> {
    let kind = sniff(bytes)
        .filter(|kind| upload.accepts(*kind))
        .ok_or(UploadProblem::WrongKind(upload))?;
    if bytes.len() > upload.max_bytes() {
        return Err(UploadProblem::TooLarge(upload));
    }
    Ok(kind)
}

/// A picture's size as its header gives it, before it is decoded.
pub fn check_dimensions(width: u32, height: u32) -> Result<(), UploadProblem> {
    let pixels = u64::from(width) * u64::from(height);
    if pixels == 0 || pixels > MAX_IMAGE_PIXELS || width.max(height) > MAX_IMAGE_SIDE {
        return Err(UploadProblem::TooManyPixels);
    }
    Ok(())
}

/// Whether an account that keeps `used` bytes may add `adding` while `freeing` go (a replaced file).
pub fn check_quota(used: u64, adding: u64, freeing: u64, limit: u64) -> Result<(), UploadProblem> {
    if used.saturating_sub(freeing).saturating_add(adding) > limit {
        return Err(UploadProblem::QuotaFull { limit_bytes: limit });
    }
    Ok(())
}

const PNG_SIGNATURE: &[u8] = b"\x89PNG\r\n\x1a\n";
const OLE_SIGNATURE: &[u8] = b"\xD0\xCF\x11\xE0\xA1\xB1\x1A\xE1";

/// The kind of file, or None for anything we do not accept.
pub fn sniff(bytes: &[u8]) -> Option<FileKind> {
    if bytes.starts_with(b"\xFF\xD8\xFF") {
        Some(FileKind::Jpeg)
    } else if bytes.starts_with(PNG_SIGNATURE) {
        Some(FileKind::Png)
    } else if bytes.starts_with(b"%PDF-") {
        Some(FileKind::Pdf)
    } else if bytes.starts_with(OLE_SIGNATURE) {
        Some(FileKind::Doc)
    } else if bytes.starts_with(b"PK\x03\x04") && contains(bytes, b"word/") {
        Some(FileKind::Docx)
    } else {
        None
    }
}

fn contains(haystack: &[u8], needle: &[u8]) -> bool {
    haystack.windows(needle.len()).any(|w| w == needle)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn recognises_by_content() {
        assert_eq!(sniff(b"\xFF\xD8\xFF\xE0\x00\x10JFIF"), Some(FileKind::Jpeg));
        assert_eq!(sniff(b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR"), Some(FileKind::Png));
        assert_eq!(sniff(b"%PDF-1.7\n"), Some(FileKind::Pdf));
        assert_eq!(
            sniff(b"\xD0\xCF\x11\xE0\xA1\xB1\x1A\xE1\0\0"),
            Some(FileKind::Doc)
        );
        assert_eq!(
            sniff(b"PK\x03\x04....[Content_Types].xml....word/document.xml"),
            Some(FileKind::Docx)
        );
    }

    #[test]
    fn each_upload_takes_its_kinds_up_to_its_size() {
        let jpeg = b"\xFF\xD8\xFF\xE0\x00\x10JFIF".to_vec();
        let pdf = b"%PDF-1.7\n".to_vec();
        assert_eq!(
            precheck(UploadKind::IdentityImage, &jpeg),
            Ok(FileKind::Jpeg)
        );
        assert_eq!(
            precheck(UploadKind::IdentityImage, &pdf),
            Err(UploadProblem::WrongKind(UploadKind::IdentityImage))
        );
        assert_eq!(precheck(UploadKind::Proposal, &pdf), Ok(FileKind::Pdf));
        assert_eq!(
            precheck(UploadKind::Proposal, &jpeg),
            Err(UploadProblem::WrongKind(UploadKind::Proposal))
        );
        let mut big = jpeg.clone();
        big.resize(MAX_IMAGE_BYTES + 1, 0);
        assert_eq!(
            precheck(UploadKind::IdentityImage, &big),
            Err(UploadProblem::TooLarge(UploadKind::IdentityImage))
        );
        big.truncate(MAX_IMAGE_BYTES);
        assert!(precheck(UploadKind::IdentityImage, &big).is_ok());
    }

    #[test]
    fn pictures_are_bounded_by_pixels_and_side() {
        assert_eq!(check_dimensions(4608, 3456), Ok(()));
        assert_eq!(check_dimensions(4032, 3024), Ok(()));
        assert_eq!(check_dimensions(MAX_IMAGE_SIDE, 2048), Ok(()));
        assert_eq!(
            check_dimensions(20_000, 20_000),
            Err(UploadProblem::TooManyPixels)
        );
        assert_eq!(
            check_dimensions(4097, 4097),
            Err(UploadProblem::TooManyPixels)
        );
        assert_eq!(
            check_dimensions(MAX_IMAGE_SIDE + 1, 10),
            Err(UploadProblem::TooManyPixels)
        );
        assert_eq!(check_dimensions(0, 10), Err(UploadProblem::TooManyPixels));
        assert_eq!(
            check_dimensions(u32::MAX, u32::MAX),
            Err(UploadProblem::TooManyPixels)
        );
    }

    #[test]
    fn the_quota_counts_what_stays_and_what_comes() {
        let limit = 10 * MB;
        assert_eq!(check_quota(0, 10 * MB, 0, limit), Ok(()));
        assert_eq!(
            check_quota(1, 10 * MB, 0, limit),
            Err(UploadProblem::QuotaFull { limit_bytes: limit })
        );
        assert_eq!(check_quota(9 * MB, 3 * MB, 2 * MB, limit), Ok(()));
        assert_eq!(check_quota(0, 0, 5, limit), Ok(()));
    }

    #[test]
    fn every_problem_is_said_in_both_languages() {
        let all = [
            UploadProblem::WrongKind(UploadKind::IdentityImage),
            UploadProblem::WrongKind(UploadKind::Proposal),
            UploadProblem::TooLarge(UploadKind::IdentityImage),
            UploadProblem::TooLarge(UploadKind::Proposal),
            UploadProblem::TooManyPixels,
            UploadProblem::Unreadable(FileKind::Png),
            UploadProblem::Unreadable(FileKind::Pdf),
            UploadProblem::Unreadable(FileKind::Docx),
            UploadProblem::QuotaFull {
                limit_bytes: 100 * MB,
            },
        ];
        for problem in all {
            let english = problem.message(Language::English);
            let swahili = problem.message(Language::Swahili);
            assert!(!english.is_empty() && !swahili.is_empty(), "{problem:?}");
            assert_ne!(english, swahili, "{problem:?}");
        }
        assert_eq!(
            UploadProblem::QuotaFull {
                limit_bytes: 100 * MB
            }
            .message(Language::English),
            "Your files have reached the 100 MB one account may keep. Contact us to upload more."
        );
        assert_eq!(
            UploadProblem::QuotaFull { limit_bytes: 100 * MB }.message(Language::Swahili),
            "Faili zako zimefikia MB 100 ambazo akaunti moja inaweza kuhifadhi. Wasiliana nasi ili kupakia zaidi."
        );
        assert_eq!(
            UploadProblem::WrongKind(UploadKind::IdentityImage).message(Language::English),
            crate::profile::NOT_AN_IMAGE
        );
    }

    #[test]
    fn refuses_pretenders() {
        assert_eq!(sniff(b"PK\x03\x04 an ordinary zip"), None);
        assert_eq!(sniff(b"<html>not a picture</html>"), None);
        assert_eq!(sniff(b"GIF89a"), None);
        assert_eq!(sniff(b""), None);
        assert_eq!(sniff(b"\xFF\xD8"), None);
    }
}
