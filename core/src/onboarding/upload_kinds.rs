//! Which upload kind carries each step's file: the uploads' check then holds the file to the
//! step's accepted types (spec 001 section 5).

use super::accept::{accepts_file, DEFAULT_FILE_TYPE};
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
