//! What an uploaded file really is, judged by its first bytes, never by its name or declared type.

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
    fn refuses_pretenders() {
        assert_eq!(sniff(b"PK\x03\x04 an ordinary zip"), None);
        assert_eq!(sniff(b"<html>not a picture</html>"), None);
        assert_eq!(sniff(b"GIF89a"), None);
        assert_eq!(sniff(b""), None);
        assert_eq!(sniff(b"\xFF\xD8"), None);
    }
}
