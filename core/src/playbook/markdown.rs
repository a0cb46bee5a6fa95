//! The Markdown a session's information (and a tool's) may use; the PWA renders exactly this subset
//! and escapes everything else, so authored content can never carry a script:
//!
//! - headings `#`, `##`, `###`;
//! - paragraphs (blank lines between them);
//! - lists: `- item`, `* item`, `1. item`;
//! - bold `**text**`;
//! - links `[text](https://…)`, https only.
//!
//! Refused: raw HTML (`<` followed by a letter, `/`, `!` or `?`), images `![…](…)`, links to
//! anything but `https://`, deeper headings.

pub const MARKDOWN_HTML: &str = "Use Markdown, not HTML tags";
pub const MARKDOWN_IMAGE: &str = "Images are not shown in the text: add them as a tool's link";
pub const LINK_INVALID: &str = "A link starts with https://";
pub const MARKDOWN_HEADING: &str = "Use headings of one to three # only";

/// Whether `text` keeps to the subset; the first thing it breaks otherwise.
pub fn check_markdown(text: &str) -> Result<(), &'static str> {
    let bytes = text.as_bytes();
    for (i, &b) in bytes.iter().enumerate() {
        let next = bytes.get(i + 1).copied().unwrap_or(b' ');
        if b == b'<' && (next.is_ascii_alphabetic() || matches!(next, b'/' | b'!' | b'?')) {
            return Err(MARKDOWN_HTML);
        }
        if b == b'!' && next == b'[' {
            return Err(MARKDOWN_IMAGE);
        }
    }
    for (_, rest) in text.match_indices("](").map(|(i, _)| text.split_at(i + 2)) {
        let target = rest.split(')').next().unwrap_or_default().trim();
        if !target.starts_with("https://") || target.contains(|c: char| c.is_whitespace()) {
            return Err(LINK_INVALID);
        }
    }
    for line in text.lines() {
        let hashes = line.trim_start().bytes().take_while(|&b| b == b'#').count();
        if hashes > 3 {
            return Err(MARKDOWN_HEADING);
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_subset_passes() {
        let text = "## Know your costs\n\nA paragraph with **bold** and a \
                    [link](https://www.kra.go.ke).\n\n- one\n- two\n\n1. first\n2. second\n\
                    \nSales < costs means a loss; 3 > 2.";
        assert_eq!(check_markdown(text), Ok(()));
    }

    #[test]
    fn refusals() {
        assert_eq!(check_markdown("Hi <script>x</script>"), Err(MARKDOWN_HTML));
        assert_eq!(check_markdown("a<br>b"), Err(MARKDOWN_HTML));
        assert_eq!(check_markdown("</p>"), Err(MARKDOWN_HTML));
        assert_eq!(check_markdown("<!-- note -->"), Err(MARKDOWN_HTML));
        assert_eq!(
            check_markdown("![logo](https://x.org/a.png)"),
            Err(MARKDOWN_IMAGE)
        );
        assert_eq!(
            check_markdown("[x](javascript:alert(1))"),
            Err(LINK_INVALID)
        );
        assert_eq!(check_markdown("[x](http://x.org)"), Err(LINK_INVALID));
        assert_eq!(check_markdown("#### Too deep"), Err(MARKDOWN_HEADING));
    }
}
