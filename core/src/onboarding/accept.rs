//! A file question's accept pattern (`fileType`): HTML's `accept` list of extensions (`.pdf`) and
//! media types (`application/pdf`, `video/*`), which files it lets through, and the kinds of file it
//! names for the required note (spec 001 section 5).

use crate::language::Language;

/// What a file question accepts when it names nothing.
pub const DEFAULT_FILE_TYPE: &str = "image/*";
pub const INVALID_FILE_TYPE: &str =
    "Write the accepted files like image/*, .pdf or video/*,.mp4, separated by commas";
pub const FILE_NOT_ACCEPTED: &str = "This kind of file is not accepted for this question";

fn is_token_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, '.' | '+' | '-' | '_')
}

fn valid_entry(entry: &str) -> bool {
    if let Some(extension) = entry.strip_prefix('.') {
        return (1..=10).contains(&extension.len())
            && extension.chars().all(|c| c.is_ascii_alphanumeric());
    }
    match entry.split_once('/') {
        Some((kind, sub)) => {
            !kind.is_empty()
                && kind.chars().all(is_token_char)
                && (sub == "*" || !sub.is_empty() && sub.chars().all(is_token_char))
        }
        None => false,
    }
}

/// The pattern as stored: lower case, entries separated by commas without spaces; `image/*` when
/// empty; or the message when an entry is neither `.ext` nor `type/subtype`.
pub fn check_accept_pattern(text: &str) -> Result<String, &'static str> {
    let entries: Vec<String> = text
        .split(',')
        .map(|e| e.trim().to_ascii_lowercase())
        .filter(|e| !e.is_empty())
        .collect();
    if entries.is_empty() {
        return Ok(DEFAULT_FILE_TYPE.to_owned());
    }
    if !entries.iter().all(|e| valid_entry(e)) {
        return Err(INVALID_FILE_TYPE);
    }
    Ok(entries.join(","))
}

fn entries(pattern: &str) -> impl Iterator<Item = String> + '_ {
    let pattern = if pattern.trim().is_empty() {
        DEFAULT_FILE_TYPE
    } else {
        pattern
    };
    pattern
        .split(',')
        .map(|e| e.trim().to_ascii_lowercase())
        .filter(|e| !e.is_empty())
}

/// Whether a file with this name and media type (as the browser or the upload gives them) fits the
/// pattern, as a file input would let it through.
pub fn accepts_file(pattern: &str, file_name: &str, content_type: &str) -> bool {
    let name = file_name.trim().to_ascii_lowercase();
    let media = content_type.trim().to_ascii_lowercase();
    let media = media.split(';').next().unwrap_or_default().trim();
    entries(pattern).any(|entry| {
        if entry.starts_with('.') {
            name.ends_with(&entry)
        } else if let Some(kind) = entry.strip_suffix("/*") {
            media
                .split_once('/')
                .is_some_and(|(media_kind, _)| media_kind == kind)
        } else {
            media == entry
        }
    })
}

/// Whether `text` holds `part` (byte by byte: `str::contains` would add its searcher's code to the
/// phones' download).
fn has(text: &str, part: &str) -> bool {
    text.as_bytes()
        .windows(part.len())
        .any(|w| w == part.as_bytes())
}

/// The kinds of file the required note names.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum FileNote {
    Presentation,
    WordDocument,
    Spreadsheet,
    Pdf,
    Video,
    Audio,
}

impl FileNote {
    pub fn label(self, language: Language) -> &'static str {
        let (en, sw) = match self {
            FileNote::Presentation => ("presentation", "wasilisho"),
            FileNote::WordDocument => ("Word document", "hati ya Word"),
            FileNote::Spreadsheet => ("spreadsheet", "jedwali la hesabu"),
            FileNote::Pdf => ("PDF", "PDF"),
            FileNote::Video => ("video", "video"),
            FileNote::Audio => ("audio", "sauti"),
        };
        match language {
            Language::English => en,
            Language::Swahili => sw,
        }
    }

    fn of_entry(entry: &str) -> Option<FileNote> {
        let e = entry;
        Some(
            if e.starts_with("video/")
                || matches!(e, ".mp4" | ".webm" | ".3gp" | ".mov" | ".mkv" | ".avi")
            {
                FileNote::Video
            } else if e.starts_with("audio/")
                || matches!(e, ".mp3" | ".wav" | ".m4a" | ".ogg" | ".aac")
            {
                FileNote::Audio
            } else if matches!(e, ".pdf" | "application/pdf") {
                FileNote::Pdf
            } else if matches!(
                e,
                ".ppt" | ".pptx" | ".odp" | "application/vnd.ms-powerpoint"
            ) || has(e, "presentationml")
            {
                FileNote::Presentation
            } else if matches!(e, ".doc" | ".docx" | ".odt" | "application/msword")
                || has(e, "wordprocessingml")
            {
                FileNote::WordDocument
            } else if matches!(
                e,
                ".xls" | ".xlsx" | ".ods" | ".csv" | "application/vnd.ms-excel" | "text/csv"
            ) || has(e, "spreadsheetml")
            {
                FileNote::Spreadsheet
            } else {
                return None;
            },
        )
    }
}

/// The known kinds a pattern names, each once, in the pattern's order (none for images).
pub fn file_notes(pattern: &str) -> Vec<FileNote> {
    let mut notes = Vec::new();
    for note in entries(pattern).filter_map(|e| FileNote::of_entry(&e)) {
        if !notes.contains(&note) {
            notes.push(note);
        }
    }
    notes
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn patterns_are_checked_and_tidied() {
        assert_eq!(check_accept_pattern(""), Ok("image/*".into()));
        assert_eq!(
            check_accept_pattern(" Video/*, .MP4 "),
            Ok("video/*,.mp4".into())
        );
        assert_eq!(
            check_accept_pattern(
                "application/vnd.openxmlformats-officedocument.presentationml.presentation"
            ),
            Ok("application/vnd.openxmlformats-officedocument.presentationml.presentation".into())
        );
        for bad in ["pdf", ".p df", "image/", "/*", "*/*x", ".", "image/png;x"] {
            assert_eq!(check_accept_pattern(bad), Err(INVALID_FILE_TYPE), "{bad}");
        }
    }

    #[test]
    fn files_fit_by_extension_or_media_type() {
        assert!(accepts_file("", "me.JPG", "image/jpeg"));
        assert!(!accepts_file("", "cv.pdf", "application/pdf"));
        assert!(accepts_file(".pdf", "CV.PDF", ""));
        assert!(accepts_file("video/*,.mp4", "clip.bin", "video/webm"));
        assert!(accepts_file(
            "video/*,.mp4",
            "clip.mp4",
            "application/octet-stream"
        ));
        assert!(!accepts_file("video/*,.mp4", "song.mp3", "audio/mpeg"));
        assert!(accepts_file(
            "application/pdf",
            "x",
            "application/pdf; charset=binary"
        ));
        assert!(!accepts_file(".pdf", "pdf", ""));
    }

    #[test]
    fn the_kinds_the_note_names() {
        assert_eq!(file_notes(""), []);
        assert_eq!(file_notes("image/*"), []);
        assert_eq!(file_notes("video/*,.mp4"), [FileNote::Video]);
        assert_eq!(
            file_notes(".pdf,.docx,.doc"),
            [FileNote::Pdf, FileNote::WordDocument]
        );
        assert_eq!(file_notes(".pptx"), [FileNote::Presentation]);
        assert_eq!(file_notes(".xlsx,text/csv"), [FileNote::Spreadsheet]);
        assert_eq!(file_notes("audio/*"), [FileNote::Audio]);
        assert_eq!(
            FileNote::WordDocument.label(Language::Swahili),
            "hati ya Word"
        );
    }
}
