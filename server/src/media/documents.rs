//! Documents are parsed, never trusted by their first bytes: a PDF must load and have a page, a
//! .docx must be a zip whose directory holds `word/document.xml` (an .xlsx `xl/workbook.xml`, a
//! .pptx `ppt/presentation.xml`), a .doc a compound file with a `WordDocument` stream. Nothing is rewritten: documents are stored as sent.

use std::io::Cursor;

use portal_core::uploads::{FileKind, UploadProblem};

/// What any one compressed stream of a PDF may inflate to while it loads. Object and
/// cross-reference streams of real documents are far smaller; this keeps a crafted one from
/// inflating a 10 MB upload to gigabytes.
const PDF_STREAM_LIMIT: usize = 16 * 1024 * 1024;

pub fn check_pdf(bytes: &[u8]) -> Result<(), UploadProblem> {
    let options = lopdf::LoadOptions {
        max_decompressed_size: Some(PDF_STREAM_LIMIT),
        ..lopdf::LoadOptions::default()
    };
    let document = lopdf::Document::load_mem_with_options(bytes, options)
        .map_err(|_| UploadProblem::Unreadable(FileKind::Pdf))?;
    if document.get_pages().is_empty() {
        return Err(UploadProblem::Unreadable(FileKind::Pdf));
    }
    Ok(())
}

pub fn check_docx(bytes: &[u8]) -> Result<(), UploadProblem> {
    zip_holding(bytes, "word/document.xml", FileKind::Docx)
}

pub fn check_xlsx(bytes: &[u8]) -> Result<(), UploadProblem> {
    zip_holding(bytes, "xl/workbook.xml", FileKind::Xlsx)
}

pub fn check_pptx(bytes: &[u8]) -> Result<(), UploadProblem> {
    zip_holding(bytes, "ppt/presentation.xml", FileKind::Pptx)
}

/// A zip whose directory names `part`.
fn zip_holding(bytes: &[u8], part: &str, kind: FileKind) -> Result<(), UploadProblem> {
    let unreadable = || UploadProblem::Unreadable(kind);
    let archive = zip::ZipArchive::new(Cursor::new(bytes)).map_err(|_| unreadable())?;
    archive
        .index_for_name(part)
        .map(|_| ())
        .ok_or_else(unreadable)
}

pub fn check_doc(bytes: &[u8]) -> Result<(), UploadProblem> {
    let unreadable = || UploadProblem::Unreadable(FileKind::Doc);
    let file = cfb::CompoundFile::open(Cursor::new(bytes)).map_err(|_| unreadable())?;
    if file.is_stream("/WordDocument") {
        Ok(())
    } else {
        Err(unreadable())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn headers_alone_do_not_pass() {
        assert!(check_pdf(b"%PDF-1.7\n%%EOF\n").is_err());
        assert!(check_docx(b"PK\x03\x04word/document.xml").is_err());
        assert!(check_xlsx(b"PK\x03\x04xl/workbook.xml").is_err());
        assert!(check_pptx(b"PK\x03\x04ppt/presentation.xml").is_err());
        assert!(check_doc(b"\xD0\xCF\x11\xE0\xA1\xB1\x1A\xE1\0\0\0\0").is_err());
    }
}
