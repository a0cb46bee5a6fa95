//! Which upload kind carries each step's file: the uploads' check then holds the file to the
//! step's accepted types (spec 001 section 5); and, for a file sent whole into one of a client's
//! folders (spec 001 section 7.1), which kind it is.

use super::accept::{accepts_file, DEFAULT_FILE_TYPE};
use super::client::{DEADLINE_PASSED, UNKNOWN_STEP};
use super::deadline::is_past;
use super::hubs::SELECT_HUB;
use super::steps::{Accepts, Step};
use crate::uploads::{FileKind, UploadKind};

const FILE_KINDS: [FileKind; 14] = [
    FileKind::Jpeg,
    FileKind::Png,
    FileKind::Pdf,
    FileKind::Docx,
    FileKind::Doc,
    FileKind::Xlsx,
    FileKind::Pptx,
    FileKind::Mp4,
    FileKind::ThreeGp,
    FileKind::WebM,
    FileKind::Mp3,
    FileKind::M4a,
    FileKind::Ogg,
    FileKind::Wav,
];

/// The upload kind of a file step; None for the typed overview.
pub fn upload_kind(step: Step) -> Option<UploadKind> {
    match step.accepts() {
        Accepts::Images => Some(UploadKind::OnboardingImage),
        Accepts::Pdf => Some(UploadKind::OnboardingPdf),
        Accepts::ImagesOrPdf => Some(UploadKind::OnboardingImageOrPdf),
        Accepts::Video => Some(UploadKind::InvestVideo),
        Accepts::Text => None,
    }
}

/// Spec 001 section 8: a file sent whole that could not be read.
pub const UPLOAD_FAILED: &str = "Upload Failed, Try again";
pub const FOLDER_NOT_FOUND: &str = "This folder was not found: reload the page and try again";
pub const STEP_TAKES_NO_FILE: &str = "This step takes no file";
pub const STEP_IN_OTHER_FOLDER: &str = "This step's file goes in the other folder";
pub const QUESTION_TAKES_NO_FILE: &str = "This question takes no file";

/// A client's two document folders: the invest video, image and logo go to the invest folder,
/// every other document to the info folder (spec 001 section 7.1).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Folder {
    Info,
    Invest,
}

/// The folder a step's file goes to; None for the typed overview.
pub fn folder_of(step: Step) -> Option<Folder> {
    match step {
        Step::InvestOverview => None,
        Step::InvestVideo | Step::InvestImage | Step::InvestLogo => Some(Folder::Invest),
        _ => Some(Folder::Info),
    }
}

/// Whether a person may send files now, as they may send steps: after the hub set-up and before the
/// deadline (a file nothing could take is not received).
pub fn may_send_files(activated: bool, now: i64, deadline: i64) -> Result<(), &'static str> {
    if is_past(now, deadline) {
        return Err(DEADLINE_PASSED);
    }
    if !activated {
        return Err(SELECT_HUB);
    }
    Ok(())
}

/// The upload kind of a client's file sent whole into `folder`: the named step's (a step whose
/// file goes to that folder); without a step, the invest folder's video when the file's first
/// bytes say video, else its picture (invest image or logo), and the info folder's picture-or-PDF
/// (the business bank card, map and signed forms: the passport, ID and certificates, whose kinds
/// are narrower, must name their step).
pub fn client_file_kind(
    folder: Folder,
    step: &str,
    file: Option<FileKind>,
) -> Result<UploadKind, &'static str> {
    if step.trim().is_empty() {
        return Ok(match folder {
            Folder::Invest if file.is_some_and(FileKind::is_video) => UploadKind::InvestVideo,
            Folder::Invest => UploadKind::OnboardingImage,
            Folder::Info => UploadKind::OnboardingImageOrPdf,
        });
    }
    let step = Step::parse(step).ok_or(UNKNOWN_STEP)?;
    let kind = upload_kind(step).ok_or(STEP_TAKES_NO_FILE)?;
    if folder_of(step) != Some(folder) {
        return Err(STEP_IN_OTHER_FOLDER);
    }
    Ok(kind)
}

/// Whether an applicant's uploaded file (its checked media type) fits the question's accept
/// pattern (images when the question gives none), as the file input would have let it through.
pub fn answer_file_fits(file_type: &str, content_type: &str) -> bool {
    let pattern = if file_type.trim().is_empty() {
        DEFAULT_FILE_TYPE
    } else {
        file_type
    };
    let extension = FILE_KINDS
        .iter()
        .find(|kind| kind.content_type() == content_type)
        .map_or("", |kind| kind.extension());
    accepts_file(pattern, &["file.", extension].concat(), content_type)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_answer_file_fits_by_type_or_by_extension() {
        assert!(answer_file_fits("", "image/png"));
        assert!(!answer_file_fits("", "application/pdf"));
        assert!(answer_file_fits(".pdf", "application/pdf"));
        assert!(answer_file_fits("video/*", "video/mp4"));
        assert!(!answer_file_fits("video/*", "image/jpeg"));
        assert!(answer_file_fits(".pptx", FileKind::Pptx.content_type()));
    }

    #[test]
    fn files_are_sent_after_the_set_up_and_before_the_deadline() {
        assert_eq!(may_send_files(true, 10, 20), Ok(()));
        assert_eq!(may_send_files(false, 10, 20), Err(SELECT_HUB));
        assert_eq!(may_send_files(true, 30, 20), Err(DEADLINE_PASSED));
        assert_eq!(may_send_files(false, 30, 20), Err(DEADLINE_PASSED));
    }

    #[test]
    fn a_file_sent_whole_takes_its_steps_kind_or_its_folders() {
        use Folder::{Info, Invest};
        let video = Some(FileKind::Mp4);
        let jpeg = Some(FileKind::Jpeg);
        assert_eq!(
            client_file_kind(Info, "passport", jpeg),
            Ok(UploadKind::OnboardingImage)
        );
        assert_eq!(
            client_file_kind(Info, "kraPin", jpeg),
            Ok(UploadKind::OnboardingPdf)
        );
        assert_eq!(
            client_file_kind(Invest, "investVideo", jpeg),
            Ok(UploadKind::InvestVideo)
        );
        assert_eq!(
            client_file_kind(Invest, "passport", jpeg),
            Err(STEP_IN_OTHER_FOLDER)
        );
        assert_eq!(
            client_file_kind(Info, "investLogo", jpeg),
            Err(STEP_IN_OTHER_FOLDER)
        );
        assert_eq!(
            client_file_kind(Info, "investOverview", jpeg),
            Err(STEP_TAKES_NO_FILE)
        );
        assert_eq!(client_file_kind(Info, "selfie", jpeg), Err(UNKNOWN_STEP));
        assert_eq!(
            client_file_kind(Invest, "", video),
            Ok(UploadKind::InvestVideo)
        );
        assert_eq!(
            client_file_kind(Invest, " ", jpeg),
            Ok(UploadKind::OnboardingImage)
        );
        assert_eq!(
            client_file_kind(Invest, "", None),
            Ok(UploadKind::OnboardingImage)
        );
        assert_eq!(
            client_file_kind(Info, "", video),
            Ok(UploadKind::OnboardingImageOrPdf)
        );
        for step in Step::ALL {
            if let (Some(folder), Some(kind)) = (folder_of(step), upload_kind(step)) {
                assert_eq!(client_file_kind(folder, step.name(), None), Ok(kind));
            }
        }
    }

    #[test]
    fn each_file_step_takes_what_section_5_lists() {
        let images = [
            Step::Passport,
            Step::IdFront,
            Step::IdBack,
            Step::InvestImage,
            Step::InvestLogo,
        ];
        for step in Step::ALL {
            let Some(kind) = upload_kind(step) else {
                assert_eq!(step, Step::InvestOverview);
                continue;
            };
            let pdf = kind.accepts(FileKind::Pdf);
            let jpeg = kind.accepts(FileKind::Jpeg);
            let mp4 = kind.accepts(FileKind::Mp4);
            match step {
                Step::KraPin | Step::BusinessName => assert!(pdf && !jpeg && !mp4, "{step:?}"),
                Step::InvestVideo => assert!(mp4 && !pdf && !jpeg, "{step:?}"),
                _ if images.contains(&step) => assert!(jpeg && !pdf && !mp4, "{step:?}"),
                _ => assert!(jpeg && pdf && !mp4, "{step:?}"),
            }
        }
    }
}
