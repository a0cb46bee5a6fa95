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
//!
//! `to_html` renders exactly this subset as HTML (the server sends it beside the Markdown as
//! `infoHtml`); every other character is escaped, so whatever a text holds stays inert text.

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

/// The text as HTML: headings `<h1>`–`<h3>`, paragraphs `<p>` (lines joined by a space), lists
/// `<ul>`/`<ol>` of `<li>`, bold `<strong>`, links to `https://` addresses as
/// `<a href="…" rel="noopener noreferrer" target="_blank">`. Anything else, `<`, `>`, `&`, `"` and
/// `'` included, is escaped text: a tag, an image or a link to anything but `https://` shows as
/// written and does nothing. Blocks are separated by a newline.
pub fn to_html(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + text.len() / 4 + 16);
    let mut open = Block::None;
    for line in text.lines() {
        let trimmed = line.trim();
        if trimmed.is_empty() {
            close(&mut out, &mut open);
            continue;
        }
        let item = list_item(trimmed);
        let indented = matches!(line.as_bytes().first(), Some(b' ' | b'\t'));
        let carries_on = match (open, item) {
            (Block::Paragraph, None) => true,
            // An indented line under a list item carries the item on.
            (Block::Unordered | Block::Ordered, None) => indented,
            _ => false,
        };
        if carries_on {
            out.push(' ');
            inline(&mut out, trimmed);
            continue;
        }
        if let Some((list, rest)) = item {
            if open == list {
                out.push_str("</li>\n<li>");
            } else {
                close(&mut out, &mut open);
                new_block(&mut out);
                out.push_str(if list == Block::Ordered {
                    "<ol>\n<li>"
                } else {
                    "<ul>\n<li>"
                });
                open = list;
            }
            inline(&mut out, rest);
            continue;
        }
        close(&mut out, &mut open);
        new_block(&mut out);
        if let Some((tag, rest)) = heading(trimmed) {
            out.push('<');
            out.push_str(tag);
            out.push('>');
            inline(&mut out, rest);
            out.push_str("</");
            out.push_str(tag);
            out.push('>');
        } else {
            out.push_str("<p>");
            inline(&mut out, trimmed);
            open = Block::Paragraph;
        }
    }
    close(&mut out, &mut open);
    out
}

fn new_block(out: &mut String) {
    if !out.is_empty() {
        out.push('\n');
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Block {
    None,
    Paragraph,
    Unordered,
    Ordered,
}

fn close(out: &mut String, open: &mut Block) {
    match *open {
        Block::None => {}
        Block::Paragraph => out.push_str("</p>"),
        Block::Unordered => out.push_str("</li>\n</ul>"),
        Block::Ordered => out.push_str("</li>\n</ol>"),
    }
    *open = Block::None;
}

/// `- item`, `* item` or `1. item`: the list's kind and the item's text.
fn list_item(line: &str) -> Option<(Block, &str)> {
    if let Some(rest) = line.strip_prefix("- ").or_else(|| line.strip_prefix("* ")) {
        return Some((Block::Unordered, rest.trim_start()));
    }
    let digits = line.bytes().take_while(u8::is_ascii_digit).count();
    let rest = line.get(digits..)?.strip_prefix(". ")?;
    (digits > 0 && digits < 10).then_some((Block::Ordered, rest.trim_start()))
}

/// `#`, `##` or `###` then a space: the heading's tag and text.
fn heading(line: &str) -> Option<(&'static str, &str)> {
    let hashes = line.bytes().take_while(|&b| b == b'#').count();
    let tag = match hashes {
        1 => "h1",
        2 => "h2",
        3 => "h3",
        _ => return None,
    };
    let text = line.get(hashes..)?.strip_prefix(' ')?;
    Some((tag, text.trim()))
}

/// Bold and links within a line; everything else escaped.
fn inline(out: &mut String, text: &str) {
    let mut rest = text;
    while !rest.is_empty() {
        if let Some(after) = rest.strip_prefix("**") {
            if let Some(end) = after.find("**").filter(|&end| end > 0) {
                out.push_str("<strong>");
                links(out, &after[..end]);
                out.push_str("</strong>");
                rest = &after[end + 2..];
                continue;
            }
        }
        let first = rest.chars().next().map_or(1, char::len_utf8);
        let next = rest[first..].find("**").map_or(rest.len(), |i| i + first);
        links(out, &rest[..next]);
        rest = &rest[next..];
    }
}

/// Links `[text](https://…)` within a piece of a line; everything else escaped.
fn links(out: &mut String, text: &str) {
    let mut rest = text;
    while let Some(start) = rest.find('[') {
        let before = &rest[..start];
        escape(out, before);
        let after = &rest[start..];
        // `![…](…)` is an image, refused by the check: shown as written.
        let image = before.ends_with('!');
        match link(after).filter(|_| !image) {
            Some((label, href, used)) => {
                out.push_str("<a href=\"");
                escape(out, href);
                out.push_str("\" rel=\"noopener noreferrer\" target=\"_blank\">");
                escape(out, label);
                out.push_str("</a>");
                rest = &after[used..];
            }
            None => {
                out.push('[');
                rest = &after[1..];
            }
        }
    }
    escape(out, rest);
}

/// `[label](https://…)` at the start of `text`: the label, the address and the bytes used.
fn link(text: &str) -> Option<(&str, &str, usize)> {
    let close = text.find("](")?;
    let label = &text[1..close];
    if label.is_empty() || label.bytes().any(|b| b == b'[' || b == b']') {
        return None;
    }
    let target_start = close + 2;
    let target_len = text[target_start..].find(')')?;
    let href = &text[target_start..target_start + target_len];
    let safe = href.starts_with("https://")
        && href.len() > "https://".len()
        && !href.contains(|c: char| c.is_whitespace());
    safe.then_some((label, href, target_start + target_len + 1))
}

/// Appends `text` with `<`, `>`, `&`, `"` and `'` escaped.
fn escape(out: &mut String, text: &str) {
    for c in text.chars() {
        match c {
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '&' => out.push_str("&amp;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            _ => out.push(c),
        }
    }
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

    #[test]
    fn the_subset_renders() {
        let text = "## Know your costs\n\nA paragraph with **bold** and a \
                    [link](https://www.kra.go.ke).\nSecond line.\n\n- one\n* two\n\n1. first\n2. second\n\
                    \nSales < costs & 3 > 2.";
        assert_eq!(
            to_html(text),
            "<h2>Know your costs</h2>\n\
             <p>A paragraph with <strong>bold</strong> and a \
             <a href=\"https://www.kra.go.ke\" rel=\"noopener noreferrer\" target=\"_blank\">link</a>. \
             Second line.</p>\n\
             <ul>\n<li>one</li>\n<li>two</li>\n</ul>\n\
             <ol>\n<li>first</li>\n<li>second</li>\n</ol>\n\
             <p>Sales &lt; costs &amp; 3 &gt; 2.</p>"
        );
        assert_eq!(to_html("# One\n### Three"), "<h1>One</h1>\n<h3>Three</h3>");
        assert_eq!(
            to_html("Intro\n- item\n  carried on\nAfter"),
            "<p>Intro</p>\n<ul>\n<li>item carried on</li>\n</ul>\n<p>After</p>"
        );
        assert_eq!(
            to_html("- **Bold [KRA](https://kra.go.ke)** item"),
            "<ul>\n<li><strong>Bold <a href=\"https://kra.go.ke\" rel=\"noopener noreferrer\" \
             target=\"_blank\">KRA</a></strong> item</li>\n</ul>"
        );
        assert_eq!(to_html(""), "");
        assert_eq!(to_html("\n\n"), "");
    }

    #[test]
    fn everything_else_stays_inert_text() {
        assert_eq!(
            to_html("Hi <script>alert('x')</script>"),
            "<p>Hi &lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;</p>"
        );
        assert_eq!(
            to_html("[x](javascript:alert(1))"),
            "<p>[x](javascript:alert(1))</p>"
        );
        assert_eq!(
            to_html("[x](http://x.org) ![logo](https://x.org/a.png)"),
            "<p>[x](http://x.org) ![logo](https://x.org/a.png)</p>"
        );
        // An address cannot leave its attribute.
        assert_eq!(
            to_html("[x](https://a.org/\"onclick=\"alert(1))"),
            "<p><a href=\"https://a.org/&quot;onclick=&quot;alert(1\" rel=\"noopener noreferrer\" \
             target=\"_blank\">x</a>)</p>"
        );
        assert_eq!(to_html("#### Deep"), "<p>#### Deep</p>");
        assert_eq!(to_html("#Tag"), "<p>#Tag</p>");
        assert_eq!(to_html("**open only"), "<p>**open only</p>");
        assert_eq!(to_html("a ** b"), "<p>a ** b</p>");
        assert_eq!(to_html("Bei ni 2 > 1 ✓"), "<p>Bei ni 2 &gt; 1 ✓</p>");
        assert_eq!(
            to_html("✓ **Bold** \"quoted\""),
            "<p>✓ <strong>Bold</strong> &quot;quoted&quot;</p>"
        );
    }

    #[test]
    fn every_seed_renders_without_a_raw_tag() {
        for seed in crate::playbook::seeds::seeds() {
            for session in &seed.sessions {
                for text in [&session.info.en, &session.info.sw] {
                    let html = to_html(text);
                    assert!(!html.contains("<script"), "{html}");
                    assert!(html.starts_with('<'), "{html}");
                }
            }
        }
    }
}
