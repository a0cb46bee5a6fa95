//! Uploads: what a file really is (judged by its content, never by its name or declared type), what
//! each kind of upload accepts, the size, picture and per-account limits, and what a refusal says.
//! The server decodes the content; these are the rules it and the phone share.

pub mod media_duration;

use crate::language::Language;
use crate::roles::Role;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FileKind {
    Jpeg,
    Png,
    Pdf,
    /// Word 2007+ (.docx): a zip whose entries include `word/`.
    Docx,
    /// Word 97-2003 (.doc): an OLE compound file.
    Doc,
    /// Excel 2007+ (.xlsx): a zip whose entries include `xl/workbook.xml`.
    Xlsx,
    /// PowerPoint 2007+ (.pptx): a zip whose entries include `ppt/presentation.xml`.
    Pptx,
    /// An ISO base media file with an MP4 brand (isom, mp41, mp42, avc1, M4V …).
    Mp4,
    /// An ISO base media file with a 3GPP brand (3gp*, 3g2*), as older phones record.
    ThreeGp,
    /// An EBML file whose DocType is `webm`.
    WebM,
    /// MP3: an ID3 tag or an MPEG audio layer III frame.
    Mp3,
    /// An ISO base media file with the M4A brand (AAC audio).
    M4a,
    Ogg,
    Wav,
    /// Comma-separated text (UTF-8): taken only where an upload asks for it (a statement), as
    /// text has no first bytes of its own.
    Csv,
}

impl FileKind {
    pub fn extension(self) -> &'static str {
        match self {
            FileKind::Jpeg => "jpg",
            FileKind::Png => "png",
            FileKind::Pdf => "pdf",
            FileKind::Docx => "docx",
            FileKind::Doc => "doc",
            FileKind::Xlsx => "xlsx",
            FileKind::Pptx => "pptx",
            FileKind::Mp4 => "mp4",
            FileKind::ThreeGp => "3gp",
            FileKind::WebM => "webm",
            FileKind::Mp3 => "mp3",
            FileKind::M4a => "m4a",
            FileKind::Ogg => "ogg",
            FileKind::Wav => "wav",
            FileKind::Csv => "csv",
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
            FileKind::Xlsx => "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
            FileKind::Pptx => {
                "application/vnd.openxmlformats-officedocument.presentationml.presentation"
            }
            FileKind::Mp4 => "video/mp4",
            FileKind::ThreeGp => "video/3gpp",
            FileKind::WebM => "video/webm",
            FileKind::Mp3 => "audio/mpeg",
            FileKind::M4a => "audio/mp4",
            FileKind::Ogg => "audio/ogg",
            FileKind::Wav => "audio/wav",
            FileKind::Csv => "text/csv",
        }
    }

    pub fn is_image(self) -> bool {
        matches!(self, FileKind::Jpeg | FileKind::Png)
    }

    pub fn is_video(self) -> bool {
        matches!(self, FileKind::Mp4 | FileKind::ThreeGp | FileKind::WebM)
    }

    pub fn is_audio(self) -> bool {
        matches!(
            self,
            FileKind::Mp3 | FileKind::M4a | FileKind::Ogg | FileKind::Wav
        )
    }

    /// How long a video or a recording in an ISO or WebM container lasts, in milliseconds, as its
    /// container says (`None` for other kinds, or when the container gives no duration).
    pub fn duration_millis(self, bytes: &[u8]) -> Option<u64> {
        match self {
            FileKind::Mp4 | FileKind::ThreeGp | FileKind::M4a => {
                media_duration::iso_bmff_millis(bytes)
            }
            FileKind::WebM => media_duration::webm_millis(bytes),
            _ => None,
        }
    }
}

/// What an upload is for; each accepts some kinds of file up to a size.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum UploadKind {
    /// An identity document or passport photo: a JPEG or PNG picture.
    IdentityImage,
    /// A loan proposal: a PDF or Word document.
    Proposal,
    /// An onboarding step taken as a picture: passport, ID front and back, invest image and logo.
    OnboardingImage,
    /// An onboarding step taken as a PDF: the KRA / TRA pin certificate, the business name
    /// certificate.
    OnboardingPdf,
    /// An onboarding step taken as a picture or a PDF: business bank card, entrepreneur map, code
    /// of conduct, photography consent, agreement letter.
    OnboardingImageOrPdf,
    /// The onboarding's invest video: MP4, 3GP or WebM, at most `MAX_VIDEO_MILLIS` long.
    InvestVideo,
    /// An applicant's answer to a file question: any kind of file accepted here (the question's
    /// own accepted types are the feature's to check).
    ApplicantFile,
    /// A file sent with a playbook task's reply or a session's feedback (spec 001 section 4.3): a
    /// picture, a PDF or an Office document.
    PlaybookFile,
    /// A learning trainee's assignment file answer or pitch deck (spec 002 section 3.5), or a
    /// mentor's file: a picture, a PDF or an Office document.
    LmsFile,
    /// Course media the learning team hosts on the portal (docs/lms.md, "Course media"): a
    /// recording (MP3, M4A, OGG, WAV, WebM), a PDF or a picture.
    LmsMedia,
    /// The invest profile's business picture (spec 002 section 5.3: images only).
    InvestImage,
    /// The invest profile's logo (images only).
    InvestLogo,
    /// A financial statement for the validation (spec 002 section 5.4): a PDF, a CSV export or a
    /// picture of it.
    Statement,
}

/// Pictures from a phone: 2 MB.
pub const MAX_IMAGE_BYTES: usize = 2 * 1024 * 1024;
/// Documents: 10 MB.
pub const MAX_DOCUMENT_BYTES: usize = 10 * 1024 * 1024;

/// Videos: 150 MB, a 5-minute phone video at 720p (about 4 Mbit/s) with room to spare. A full-HD
/// recording of 5 minutes is larger: the phone says so before it sends a byte.
pub const MAX_VIDEO_BYTES: usize = 150 * 1024 * 1024;
/// The invest video's longest: 5 minutes.
pub const MAX_VIDEO_MILLIS: u64 = 5 * 60 * 1000;
/// Course media: 50 MB, an hour of speech at 96 kbit/s with room to spare.
pub const MAX_MEDIA_BYTES: usize = 50 * 1024 * 1024;

/// The most pixels a picture may have. A cheap phone's camera at its usual setting takes 13 to 16
/// megapixels (4608 × 3456 is 15.9), more than an identity document needs to be read; above this
/// a 2 MB file can only be a picture made to be huge (20000 × 20000 compresses to about 1 MB).
/// Decoding needs at most 4 bytes a pixel: 64 MB at this limit.
pub const MAX_IMAGE_PIXELS: u64 = 16 * 1024 * 1024;
/// The longest side a picture may have: a panorama from a phone, at most twice a square's side.
pub const MAX_IMAGE_SIDE: u32 = 8192;

/// What one account may keep in uploaded files, unless the server is set otherwise: room for the
/// acceleration onboarding's files at their largest (five pictures of 2 MB, seven documents of
/// 10 MB and a 150 MB video: 230 MB), the identity pictures and a few proposals.
pub const DEFAULT_UPLOAD_QUOTA_MB: u64 = 300;

pub const ONBOARDING_PDF_NOT_PDF: &str = "Upload a PDF file";
pub const ONBOARDING_NOT_IMAGE_OR_PDF: &str = "Upload a JPG or PNG image or a PDF file";
pub const NOT_A_VIDEO: &str = "Upload a video in MP4, 3GP or WebM format";
pub const FILE_NOT_ACCEPTED: &str = "This kind of file is not accepted: send a picture, a PDF, a Word, Excel or PowerPoint document, a video or a recording";
pub const PLAYBOOK_FILE_NOT_ACCEPTED: &str =
    "Attach a picture, a PDF, or a Word, Excel or PowerPoint document";
pub const FILE_TOO_LARGE: &str = "The file is larger than 10 MB, choose a smaller one";
pub const VIDEO_TOO_LARGE: &str =
    "The video is larger than 150 MB, choose a shorter or smaller one";
pub const APPLICANT_FILE_TOO_LARGE: &str = "The file is larger than 150 MB, choose a smaller one";
pub const MEDIA_NOT_ACCEPTED: &str =
    "Upload a recording (MP3, M4A, OGG, WAV or WebM), a PDF or a picture";
pub const MEDIA_TOO_LARGE: &str = "The file is larger than 50 MB, choose a smaller one";
pub const STATEMENT_NOT_ACCEPTED: &str =
    "Upload the statement as a PDF or CSV file, or a JPG or PNG picture of it";

impl UploadKind {
    pub const ALL: [UploadKind; 13] = [
        UploadKind::IdentityImage,
        UploadKind::Proposal,
        UploadKind::OnboardingImage,
        UploadKind::OnboardingPdf,
        UploadKind::OnboardingImageOrPdf,
        UploadKind::InvestVideo,
        UploadKind::ApplicantFile,
        UploadKind::PlaybookFile,
        UploadKind::LmsFile,
        UploadKind::LmsMedia,
        UploadKind::InvestImage,
        UploadKind::InvestLogo,
        UploadKind::Statement,
    ];

    /// Its name on the wire (a resumable upload names its kind).
    pub fn name(self) -> &'static str {
        match self {
            UploadKind::IdentityImage => "identityImage",
            UploadKind::Proposal => "proposal",
            UploadKind::OnboardingImage => "onboardingImage",
            UploadKind::OnboardingPdf => "onboardingPdf",
            UploadKind::OnboardingImageOrPdf => "onboardingImageOrPdf",
            UploadKind::InvestVideo => "investVideo",
            UploadKind::ApplicantFile => "applicantFile",
            UploadKind::PlaybookFile => "playbookFile",
            UploadKind::LmsFile => "lmsFile",
            UploadKind::LmsMedia => "lmsMedia",
            UploadKind::InvestImage => "investImage",
            UploadKind::InvestLogo => "investLogo",
            UploadKind::Statement => "statement",
        }
    }

    pub fn parse(name: &str) -> Option<UploadKind> {
        UploadKind::ALL.into_iter().find(|kind| kind.name() == name)
    }

    /// Who may upload files of this kind (the feature that takes them checks its own rules too).
    pub fn may_upload(self, role: Role) -> bool {
        match self {
            UploadKind::ApplicantFile => role == Role::Applicant,
            UploadKind::PlaybookFile => matches!(
                role,
                Role::Client | Role::Applicant | Role::Digiprime | Role::Advisor
            ),
            // Trainees are clients or applicants (the feature checks they are in a cohort).
            UploadKind::LmsFile => matches!(role, Role::Client | Role::Applicant | Role::Mentor),
            // The learning team: those who write the course.
            UploadKind::LmsMedia => matches!(role, Role::Coach | Role::Super),
            _ => role == Role::Client,
        }
    }

    /// The English message for a file larger than the kind takes.
    pub fn too_large_message(self) -> &'static str {
        match self {
            UploadKind::IdentityImage
            | UploadKind::OnboardingImage
            | UploadKind::InvestImage
            | UploadKind::InvestLogo => crate::profile::IMAGE_TOO_LARGE,
            UploadKind::Proposal => crate::loans::application::PROPOSAL_TOO_LARGE,
            UploadKind::OnboardingPdf
            | UploadKind::OnboardingImageOrPdf
            | UploadKind::PlaybookFile
            | UploadKind::LmsFile
            | UploadKind::Statement => FILE_TOO_LARGE,
            UploadKind::InvestVideo => VIDEO_TOO_LARGE,
            UploadKind::ApplicantFile => APPLICANT_FILE_TOO_LARGE,
            UploadKind::LmsMedia => MEDIA_TOO_LARGE,
        }
    }

    pub fn accepts(self, kind: FileKind) -> bool {
        match self {
            UploadKind::IdentityImage
            | UploadKind::OnboardingImage
            | UploadKind::InvestImage
            | UploadKind::InvestLogo => kind.is_image(),
            UploadKind::Proposal => matches!(kind, FileKind::Pdf | FileKind::Docx | FileKind::Doc),
            UploadKind::OnboardingPdf => kind == FileKind::Pdf,
            UploadKind::OnboardingImageOrPdf => kind.is_image() || kind == FileKind::Pdf,
            UploadKind::InvestVideo => kind.is_video(),
            UploadKind::ApplicantFile => kind != FileKind::Csv,
            UploadKind::Statement => {
                kind.is_image() || matches!(kind, FileKind::Pdf | FileKind::Csv)
            }
            UploadKind::LmsMedia => {
                kind.is_audio() || kind.is_image() || matches!(kind, FileKind::WebM | FileKind::Pdf)
            }
            UploadKind::PlaybookFile | UploadKind::LmsFile => {
                kind.is_image()
                    || matches!(
                        kind,
                        FileKind::Pdf
                            | FileKind::Docx
                            | FileKind::Doc
                            | FileKind::Xlsx
                            | FileKind::Pptx
                    )
            }
        }
    }

    pub fn max_bytes(self) -> usize {
        match self {
            UploadKind::IdentityImage
            | UploadKind::OnboardingImage
            | UploadKind::InvestImage
            | UploadKind::InvestLogo => MAX_IMAGE_BYTES,
            UploadKind::Proposal
            | UploadKind::OnboardingPdf
            | UploadKind::OnboardingImageOrPdf
            | UploadKind::PlaybookFile
            | UploadKind::LmsFile
            | UploadKind::Statement => MAX_DOCUMENT_BYTES,
            UploadKind::InvestVideo | UploadKind::ApplicantFile => MAX_VIDEO_BYTES,
            UploadKind::LmsMedia => MAX_MEDIA_BYTES,
        }
    }

    /// The longest a video of this upload may be, if it has a limit.
    pub fn max_video_millis(self) -> Option<u64> {
        (self == UploadKind::InvestVideo).then_some(MAX_VIDEO_MILLIS)
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
    /// A video longer than its upload takes (`MAX_VIDEO_MILLIS`).
    VideoTooLong { millis: u64 },
}

const MB: u64 = 1024 * 1024;

impl UploadProblem {
    /// What the person is told, in their language.
    pub fn message(self, language: Language) -> String {
        let english = language == Language::English;
        let text = |en: &str, sw: &str| if english { en } else { sw }.to_owned();
        match self {
            UploadProblem::WrongKind(upload) => match upload {
                UploadKind::IdentityImage
                | UploadKind::OnboardingImage
                | UploadKind::InvestImage
                | UploadKind::InvestLogo => {
                    text(crate::profile::NOT_AN_IMAGE, "Pakia picha ya JPG au PNG")
                }
                UploadKind::Proposal => text(
                    crate::loans::application::PROPOSAL_NOT_DOCUMENT,
                    "Pakia pendekezo lako kama hati ya Word au PDF",
                ),
                UploadKind::OnboardingPdf => text(ONBOARDING_PDF_NOT_PDF, "Pakia faili ya PDF"),
                UploadKind::OnboardingImageOrPdf => text(
                    ONBOARDING_NOT_IMAGE_OR_PDF,
                    "Pakia picha ya JPG au PNG au faili ya PDF",
                ),
                UploadKind::InvestVideo => text(NOT_A_VIDEO, "Pakia video ya MP4, 3GP au WebM"),
                UploadKind::PlaybookFile | UploadKind::LmsFile => text(
                    PLAYBOOK_FILE_NOT_ACCEPTED,
                    "Ambatisha picha, PDF, au hati ya Word, Excel au PowerPoint",
                ),
                UploadKind::LmsMedia => text(
                    MEDIA_NOT_ACCEPTED,
                    "Pakia sauti (MP3, M4A, OGG, WAV au WebM), PDF au picha",
                ),
                UploadKind::Statement => text(
                    STATEMENT_NOT_ACCEPTED,
                    "Pakia taarifa kama faili ya PDF au CSV, au picha yake ya JPG au PNG",
                ),
                UploadKind::ApplicantFile => text(
                    FILE_NOT_ACCEPTED,
                    "Aina hii ya faili haikubaliwi: tuma picha, PDF, hati ya Word, Excel au PowerPoint, video au sauti",
                ),
            },
            UploadProblem::TooLarge(upload) => match upload {
                UploadKind::IdentityImage
                | UploadKind::OnboardingImage
                | UploadKind::InvestImage
                | UploadKind::InvestLogo => text(
                    crate::profile::IMAGE_TOO_LARGE,
                    "Picha ni kubwa kuliko MB 2, chagua ndogo zaidi",
                ),
                UploadKind::Proposal => text(
                    crate::loans::application::PROPOSAL_TOO_LARGE,
                    "Pendekezo ni kubwa kuliko MB 10, chagua dogo zaidi",
                ),
                UploadKind::OnboardingPdf
                | UploadKind::OnboardingImageOrPdf
                | UploadKind::PlaybookFile
                | UploadKind::LmsFile
                | UploadKind::Statement => text(
                    FILE_TOO_LARGE,
                    "Faili ni kubwa kuliko MB 10, chagua ndogo zaidi",
                ),
                UploadKind::InvestVideo => text(
                    VIDEO_TOO_LARGE,
                    "Video ni kubwa kuliko MB 150, chagua fupi au ndogo zaidi",
                ),
                UploadKind::ApplicantFile => text(
                    APPLICANT_FILE_TOO_LARGE,
                    "Faili ni kubwa kuliko MB 150, chagua ndogo zaidi",
                ),
                UploadKind::LmsMedia => text(
                    MEDIA_TOO_LARGE,
                    "Faili ni kubwa kuliko MB 50, chagua ndogo zaidi",
                ),
            },
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
            UploadProblem::Unreadable(kind) if kind.is_video() => text(
                "The video could not be read: send an MP4, 3GP or WebM video that plays",
                "Video haikuweza kusomwa: tuma video ya MP4, 3GP au WebM inayocheza",
            ),
            UploadProblem::Unreadable(kind) if kind.is_audio() => text(
                "The recording could not be read: send an MP3, M4A, OGG or WAV file that plays",
                "Sauti haikuweza kusomwa: tuma faili ya MP3, M4A, OGG au WAV inayocheza",
            ),
            UploadProblem::Unreadable(FileKind::Xlsx) => text(
                "The spreadsheet could not be read: send an .xlsx file that opens",
                "Lahajedwali haikuweza kusomwa: tuma faili ya .xlsx inayofunguka",
            ),
            UploadProblem::Unreadable(FileKind::Csv) => text(
                "The CSV file could not be read: send the statement's CSV export as it was saved",
                "Faili ya CSV haikuweza kusomwa: tuma CSV ya taarifa kama ilivyohifadhiwa",
            ),
            UploadProblem::Unreadable(FileKind::Pptx) => text(
                "The presentation could not be read: send a .pptx file that opens",
                "Wasilisho halikuweza kusomwa: tuma faili ya .pptx inayofunguka",
            ),
            UploadProblem::Unreadable(_) => text(
                "The Word document could not be read: send a .docx or .doc file that opens",
                "Hati ya Word haikuweza kusomwa: tuma faili ya .docx au .doc inayofunguka",
            ),
            UploadProblem::VideoTooLong { millis } => {
                let length = Length::of(millis);
                let most = MAX_VIDEO_MILLIS / 60_000;
                if english {
                    format!("The video is {length} long; it can be at most {most} minutes.")
                } else {
                    format!(
                        "Video ina urefu wa {}; isizidi dakika {most}.",
                        length.swahili()
                    )
                }
            }
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

/// A length in whole minutes and seconds, the seconds rounded up (5 min 0.4 s is "5 min 1 s", so a
/// video refused for being too long never reads as exactly at the limit).
struct Length {
    minutes: u64,
    seconds: u64,
}

impl Length {
    fn of(millis: u64) -> Length {
        let seconds = millis.div_ceil(1000);
        Length {
            minutes: seconds / 60,
            seconds: seconds % 60,
        }
    }

    fn swahili(&self) -> String {
        match (self.minutes, self.seconds) {
            (0, s) => format!("sekunde {s}"),
            (m, 0) => format!("dakika {m}"),
            (m, s) => format!("dakika {m} na sekunde {s}"),
        }
    }
}

impl std::fmt::Display for Length {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match (self.minutes, self.seconds) {
            (0, s) => write!(f, "{s} s"),
            (m, 0) => write!(f, "{m} min"),
            (m, s) => write!(f, "{m} min {s} s"),
        }
    }
}

/// A video of `kind` for `upload`: its duration in milliseconds as its container gives it, or why it
/// is refused (no readable container or duration; longer than the upload takes).
pub fn check_video(upload: UploadKind, kind: FileKind, bytes: &[u8]) -> Result<u64, UploadProblem> {
    let millis = kind
        .duration_millis(bytes)
        .ok_or(UploadProblem::Unreadable(kind))?;
    match upload.max_video_millis() {
        Some(most) if millis > most => Err(UploadProblem::VideoTooLong { millis }),
        _ => Ok(millis),
    }
}

/// What the first bytes and the size say, before anything is decoded (the phone checks this too).
pub fn precheck(upload: UploadKind, bytes: &[u8]) -> Result<FileKind, UploadProblem> {
    let kind = sniff(bytes)
        .or_else(|| {
            (upload.accepts(FileKind::Csv) && looks_like_text(bytes)).then_some(FileKind::Csv)
        })
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

/// Text a CSV may be: UTF-8 (a byte-order mark allowed), not empty, with no NUL byte. Whether it
/// reads as comma-separated rows is the content check's (`validation::csv::is_comma_separated`).
pub fn looks_like_text(bytes: &[u8]) -> bool {
    let text = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    !text.is_empty() && !text.contains(&0) && std::str::from_utf8(text).is_ok()
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
    } else if bytes.starts_with(b"PK\x03\x04") {
        office_kind(bytes)
    } else if let Some((major, compatible)) = media_duration::ftyp(bytes) {
        brand_kind(major).or_else(|| compatible.chunks_exact(4).find_map(brand_kind))
    } else if media_duration::ebml_doc_type(bytes) == Some(b"webm") {
        Some(FileKind::WebM)
    } else if bytes.starts_with(b"OggS") {
        Some(FileKind::Ogg)
    } else if bytes.starts_with(b"RIFF") && bytes.get(8..12) == Some(b"WAVE") {
        Some(FileKind::Wav)
    } else if bytes.starts_with(b"ID3") || is_mp3_frame(bytes) {
        Some(FileKind::Mp3)
    } else {
        None
    }
}

/// A zip is a Word, Excel or PowerPoint file by the names of its parts (whole names for Excel
/// and PowerPoint: three or four bytes would turn up by chance in a large compressed file).
fn office_kind(bytes: &[u8]) -> Option<FileKind> {
    if contains(bytes, b"word/") {
        Some(FileKind::Docx)
    } else if contains(bytes, b"xl/workbook.xml") {
        Some(FileKind::Xlsx)
    } else if contains(bytes, b"ppt/presentation.xml") {
        Some(FileKind::Pptx)
    } else {
        None
    }
}

/// What an ISO base media file's brand says it holds.
fn brand_kind(brand: &[u8]) -> Option<FileKind> {
    match brand {
        b"isom" | b"iso2" | b"iso4" | b"iso5" | b"iso6" | b"mp41" | b"mp42" | b"avc1" | b"M4V "
        | b"M4VH" | b"M4VP" | b"mmp4" => Some(FileKind::Mp4),
        b"M4A " => Some(FileKind::M4a),
        _ if brand.starts_with(b"3gp") || brand.starts_with(b"3g2") => Some(FileKind::ThreeGp),
        _ => None,
    }
}

/// An MPEG-1/2 audio layer III frame header: the 11-bit sync, a known version, layer III, a
/// bitrate and a sample rate that exist.
pub fn is_mp3_frame(bytes: &[u8]) -> bool {
    match bytes {
        [0xFF, second, third, ..] => {
            second & 0xE0 == 0xE0
                && second & 0x18 != 0x08
                && second & 0x06 == 0x02
                && third >> 4 != 0x0F
                && third >> 4 != 0
                && (third >> 2) & 0x03 != 0x03
        }
        _ => false,
    }
}

fn contains(haystack: &[u8], needle: &[u8]) -> bool {
    haystack.windows(needle.len()).any(|w| w == needle)
}

#[cfg(test)]
mod tests {
    use super::media_duration::build::{ebml_header, mp4_of, webm_of};
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
    fn recognises_videos_recordings_and_office_files() {
        assert_eq!(sniff(&mp4_of(b"isom", 1000)), Some(FileKind::Mp4));
        assert_eq!(sniff(&mp4_of(b"mp42", 1000)), Some(FileKind::Mp4));
        assert_eq!(sniff(&mp4_of(b"M4V ", 1000)), Some(FileKind::Mp4));
        assert_eq!(sniff(&mp4_of(b"3gp4", 1000)), Some(FileKind::ThreeGp));
        assert_eq!(sniff(&mp4_of(b"3g2a", 1000)), Some(FileKind::ThreeGp));
        assert_eq!(sniff(&mp4_of(b"M4A ", 1000)), Some(FileKind::M4a));
        // An unknown major brand is judged by its compatible ones (isom here).
        assert_eq!(sniff(&mp4_of(b"XAVC", 1000)), Some(FileKind::Mp4));
        assert_eq!(sniff(&webm_of(1000)), Some(FileKind::WebM));
        assert_eq!(sniff(&ebml_header(b"matroska")), None);
        assert_eq!(
            sniff(b"PK\x03\x04....[Content_Types].xml....xl/workbook.xml"),
            Some(FileKind::Xlsx)
        );
        assert_eq!(
            sniff(b"PK\x03\x04....ppt/presentation.xml"),
            Some(FileKind::Pptx)
        );
        assert_eq!(sniff(b"ID3\x04\0\0\0\0\0\x10"), Some(FileKind::Mp3));
        assert_eq!(sniff(b"\xFF\xFB\x90\x64"), Some(FileKind::Mp3));
        assert_eq!(sniff(b"OggS\0\x02"), Some(FileKind::Ogg));
        assert_eq!(sniff(b"RIFF\x24\0\0\0WAVEfmt "), Some(FileKind::Wav));
        // AAC without a container, AVI and a HEIF photo are not taken.
        assert_eq!(sniff(b"\xFF\xF1\x50\x80"), None);
        assert_eq!(sniff(b"RIFF\x24\0\0\0AVI LIST"), None);
        assert_eq!(sniff(b"\0\0\0\x18ftypheic\0\0\0\0mif1heic"), None);
    }

    #[test]
    fn the_onboarding_uploads_take_their_steps_kinds() {
        let jpeg = b"\xFF\xD8\xFF\xE0\x00\x10JFIF".to_vec();
        let pdf = b"%PDF-1.7\n".to_vec();
        let video = mp4_of(b"isom", 1000);
        let docx = b"PK\x03\x04word/document.xml".to_vec();
        let cases = [
            (UploadKind::OnboardingImage, [true, false, false, false]),
            (UploadKind::OnboardingPdf, [false, true, false, false]),
            (UploadKind::OnboardingImageOrPdf, [true, true, false, false]),
            (UploadKind::InvestVideo, [false, false, true, false]),
            (UploadKind::ApplicantFile, [true, true, true, true]),
        ];
        for (upload, taken) in cases {
            for (file, taken) in [&jpeg, &pdf, &video, &docx].into_iter().zip(taken) {
                assert_eq!(precheck(upload, file).is_ok(), taken, "{upload:?}");
            }
            assert_eq!(UploadKind::parse(upload.name()), Some(upload));
        }
        assert_eq!(
            precheck(UploadKind::InvestVideo, &webm_of(5000)),
            Ok(FileKind::WebM)
        );
        let mut big = video.clone();
        big.resize(MAX_VIDEO_BYTES + 1, 0);
        assert_eq!(
            precheck(UploadKind::InvestVideo, &big),
            Err(UploadProblem::TooLarge(UploadKind::InvestVideo))
        );
        assert!(UploadKind::InvestVideo.may_upload(Role::Client));
        assert!(!UploadKind::InvestVideo.may_upload(Role::Applicant));
        assert!(UploadKind::ApplicantFile.may_upload(Role::Applicant));
        assert!(!UploadKind::ApplicantFile.may_upload(Role::Client));
        assert!(!UploadKind::OnboardingPdf.may_upload(Role::Admin));
    }

    #[test]
    fn an_invest_video_is_at_most_five_minutes() {
        let ok =
            |file: &[u8]| check_video(UploadKind::InvestVideo, sniff(file).expect("kind"), file);
        assert_eq!(ok(&mp4_of(b"isom", 300_000)), Ok(300_000));
        assert_eq!(ok(&webm_of(299_999)), Ok(299_999));
        assert_eq!(
            ok(&mp4_of(b"3gp5", 372_000)),
            Err(UploadProblem::VideoTooLong { millis: 372_000 })
        );
        assert_eq!(
            ok(&webm_of(300_001)),
            Err(UploadProblem::VideoTooLong { millis: 300_001 })
        );
        // No duration: unreadable. An applicant's video has no length limit.
        assert_eq!(
            ok(&mp4_of(b"isom", 0)),
            Err(UploadProblem::Unreadable(FileKind::Mp4))
        );
        let long = mp4_of(b"isom", 3_600_000);
        assert_eq!(
            check_video(UploadKind::ApplicantFile, FileKind::Mp4, &long),
            Ok(3_600_000)
        );
    }

    #[test]
    fn a_too_long_video_is_told_its_length() {
        let said = |millis, language| UploadProblem::VideoTooLong { millis }.message(language);
        assert_eq!(
            said(372_000, Language::English),
            "The video is 6 min 12 s long; it can be at most 5 minutes."
        );
        assert_eq!(
            said(372_000, Language::Swahili),
            "Video ina urefu wa dakika 6 na sekunde 12; isizidi dakika 5."
        );
        assert_eq!(
            said(300_400, Language::English),
            "The video is 5 min 1 s long; it can be at most 5 minutes."
        );
        assert_eq!(
            said(420_000, Language::Swahili),
            "Video ina urefu wa dakika 7; isizidi dakika 5."
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
    fn invest_pictures_are_images_only_from_the_client() {
        for upload in [UploadKind::InvestImage, UploadKind::InvestLogo] {
            assert_eq!(UploadKind::parse(upload.name()), Some(upload));
            assert!(upload.accepts(FileKind::Jpeg) && upload.accepts(FileKind::Png));
            assert!(!upload.accepts(FileKind::Pdf) && !upload.accepts(FileKind::Mp4));
            assert_eq!(upload.max_bytes(), MAX_IMAGE_BYTES);
            assert_eq!(
                precheck(upload, b"%PDF-1.7\n"),
                Err(UploadProblem::WrongKind(upload))
            );
            assert_eq!(
                UploadProblem::WrongKind(upload).message(Language::English),
                crate::profile::NOT_AN_IMAGE
            );
            assert_eq!(
                UploadProblem::WrongKind(upload).message(Language::Swahili),
                "Pakia picha ya JPG au PNG"
            );
            for role in Role::ALL {
                assert_eq!(upload.may_upload(role), role == Role::Client, "{role:?}");
            }
        }
        assert_eq!(UploadKind::InvestImage.name(), "investImage");
        assert_eq!(UploadKind::InvestLogo.name(), "investLogo");
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
        let mut all = vec![
            UploadProblem::TooManyPixels,
            UploadProblem::QuotaFull {
                limit_bytes: 100 * MB,
            },
            UploadProblem::VideoTooLong { millis: 400_000 },
        ];
        for upload in UploadKind::ALL {
            all.extend([
                UploadProblem::WrongKind(upload),
                UploadProblem::TooLarge(upload),
            ]);
            assert_eq!(
                UploadProblem::TooLarge(upload).message(Language::English),
                upload.too_large_message()
            );
        }
        all.extend(
            [
                FileKind::Png,
                FileKind::Pdf,
                FileKind::Docx,
                FileKind::Xlsx,
                FileKind::Pptx,
                FileKind::Mp4,
                FileKind::Ogg,
            ]
            .map(UploadProblem::Unreadable),
        );
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
    fn course_media_take_recordings_pdfs_and_pictures() {
        let media = UploadKind::LmsMedia;
        let wav = b"RIFF\x24\0\0\0WAVEfmt ".to_vec();
        for bytes in [
            b"ID3\x04\0\0\0\0\0\x10".to_vec(),
            b"\xFF\xFB\x90\x64".to_vec(),
            wav.clone(),
            b"OggS\0\x02".to_vec(),
            webm_of(1000),
            b"%PDF-1.7\n".to_vec(),
            b"\xFF\xD8\xFF\xE0\x00\x10JFIF".to_vec(),
        ] {
            assert!(precheck(media, &bytes).is_ok(), "{:?}", sniff(&bytes));
        }
        assert_eq!(
            precheck(media, b"just some words"),
            Err(UploadProblem::WrongKind(media))
        );
        assert_eq!(
            precheck(media, b"PK\x03\x04 word/document.xml"),
            Err(UploadProblem::WrongKind(media))
        );
        let mut big = wav;
        big.resize(MAX_MEDIA_BYTES + 1, 0);
        assert_eq!(precheck(media, &big), Err(UploadProblem::TooLarge(media)));
        assert!(media.may_upload(Role::Coach) && media.may_upload(Role::Super));
        assert!(!media.may_upload(Role::Mentor) && !media.may_upload(Role::Client));
        assert_eq!(UploadKind::parse("lmsMedia"), Some(media));
    }

    #[test]
    fn a_statement_takes_pdfs_csvs_and_pictures() {
        let statement = UploadKind::Statement;
        assert_eq!(UploadKind::parse("statement"), Some(statement));
        assert_eq!(precheck(statement, b"%PDF-1.7\n"), Ok(FileKind::Pdf));
        assert_eq!(
            precheck(statement, b"\xFF\xD8\xFF\xE0\x00\x10JFIF"),
            Ok(FileKind::Jpeg)
        );
        assert_eq!(
            precheck(statement, b"\xEF\xBB\xBFReceipt No.,Paid In\n"),
            Ok(FileKind::Csv)
        );
        for refused in [&b"a,b\0c"[..], b"\xFF\xFE\x00a", b"", b"PK\x03\x04word/"] {
            assert_eq!(
                precheck(statement, refused),
                Err(UploadProblem::WrongKind(statement))
            );
        }
        // Text is a CSV only where an upload asks for one.
        assert_eq!(
            precheck(UploadKind::ApplicantFile, b"a,b\n"),
            Err(UploadProblem::WrongKind(UploadKind::ApplicantFile))
        );
        assert_eq!(statement.max_bytes(), MAX_DOCUMENT_BYTES);
        for role in Role::ALL {
            assert_eq!(statement.may_upload(role), role == Role::Client, "{role:?}");
        }
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
