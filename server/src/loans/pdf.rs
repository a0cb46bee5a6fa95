//! A small page writer over `pdf-writer`: A4 pages of Helvetica text, lines and rules, flowing onto
//! a new page when one is full. Text is written in WinAnsi (Latin-1); other characters become '?'.

use pdf_writer::{Content, Name, Pdf, Rect, Ref, Str, TextStr};

pub const PAGE_WIDTH: f32 = 595.0;
pub const PAGE_HEIGHT: f32 = 842.0;
pub const MARGIN: f32 = 50.0;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Font {
    Regular,
    Bold,
}

impl Font {
    fn name(self) -> Name<'static> {
        match self {
            Font::Regular => Name(b"F1"),
            Font::Bold => Name(b"F2"),
        }
    }
}

/// Text as WinAnsi bytes (Latin-1 for the printable range, a few typographic marks).
fn win_ansi(text: &str) -> Vec<u8> {
    text.chars()
        .map(|c| match c {
            '\u{20}'..='\u{7e}' => c as u8,
            '\u{a0}'..='\u{ff}' => c as u32 as u8,
            '–' => 0x96,
            '—' => 0x97,
            '‘' => 0x91,
            '’' => 0x92,
            '“' => 0x93,
            '”' => 0x94,
            '•' => 0x95,
            _ => b'?',
        })
        .collect()
}

/// Helvetica's advance widths for digits and the marks in amounts; other characters by an average.
pub fn text_width(text: &str, size: f32) -> f32 {
    let units: u32 = text
        .chars()
        .map(|c| match c {
            '0'..='9' => 556,
            ',' | '.' | ' ' | ':' | '/' => 278,
            '-' => 333,
            'i' | 'l' | 'j' | 'I' => 222,
            'm' | 'w' | 'M' | 'W' => 833,
            c if c.is_ascii_uppercase() => 667,
            _ => 556,
        })
        .sum();
    units as f32 * size / 1000.0
}

pub struct PageWriter {
    pages: Vec<Content>,
    current: Content,
    /// The baseline of the next line.
    pub y: f32,
}

impl Default for PageWriter {
    fn default() -> Self {
        PageWriter::new()
    }
}

impl PageWriter {
    pub fn new() -> PageWriter {
        PageWriter {
            pages: Vec::new(),
            current: Content::new(),
            y: PAGE_HEIGHT - MARGIN,
        }
    }

    /// Starts a new page when fewer than `height` points are left.
    pub fn ensure(&mut self, height: f32) {
        if self.y - height < MARGIN {
            let full = std::mem::replace(&mut self.current, Content::new());
            self.pages.push(full);
            self.y = PAGE_HEIGHT - MARGIN;
        }
    }

    /// Writes `text` with its left edge at `x` on the current line.
    pub fn text(&mut self, x: f32, size: f32, font: Font, text: &str) {
        self.current
            .begin_text()
            .set_font(font.name(), size)
            .next_line(x, self.y)
            .show(Str(&win_ansi(text)))
            .end_text();
    }

    /// Writes `text` with its right edge at `right`.
    pub fn text_right(&mut self, right: f32, size: f32, font: Font, text: &str) {
        let x = right - text_width(text, size);
        self.text(x, size, font, text);
    }

    /// Moves down one line of `height` points, onto a new page if needed.
    pub fn advance(&mut self, height: f32) {
        self.y -= height;
        self.ensure(0.0);
    }

    /// A line of text at the left margin, then the next line.
    pub fn line(&mut self, size: f32, font: Font, text: &str) {
        self.ensure(size * 1.5);
        self.text(MARGIN, size, font, text);
        self.advance(size * 1.5);
    }

    /// Words wrapped to the page width.
    pub fn paragraph(&mut self, size: f32, text: &str) {
        let width = PAGE_WIDTH - 2.0 * MARGIN;
        let mut line = String::new();
        for word in text.split_whitespace() {
            let candidate = if line.is_empty() {
                word.to_owned()
            } else {
                format!("{line} {word}")
            };
            if text_width(&candidate, size) > width && !line.is_empty() {
                self.line(size, Font::Regular, &line);
                line = word.to_owned();
            } else {
                line = candidate;
            }
        }
        if !line.is_empty() {
            self.line(size, Font::Regular, &line);
        }
    }

    /// A thin horizontal rule across the page, just above the current line.
    pub fn rule(&mut self) {
        let y = self.y + 10.0;
        self.current
            .set_line_width(0.5)
            .move_to(MARGIN, y)
            .line_to(PAGE_WIDTH - MARGIN, y)
            .stroke();
    }

    /// The whole document.
    pub fn finish(mut self, title: &str, author: &str) -> Vec<u8> {
        self.pages.push(self.current);
        let catalog = Ref::new(1);
        let tree = Ref::new(2);
        let regular = Ref::new(3);
        let bold = Ref::new(4);
        let info = Ref::new(5);
        let first_page = 6;
        let page_ref = |i: usize| Ref::new(first_page + 2 * i as i32);
        let content_ref = |i: usize| Ref::new(first_page + 2 * i as i32 + 1);
        let mut pdf = Pdf::new();
        pdf.catalog(catalog).pages(tree);
        let count = self.pages.len();
        pdf.pages(tree)
            .kids((0..count).map(page_ref))
            .count(count as i32);
        for (i, content) in self.pages.into_iter().enumerate() {
            let mut page = pdf.page(page_ref(i));
            page.media_box(Rect::new(0.0, 0.0, PAGE_WIDTH, PAGE_HEIGHT))
                .parent(tree)
                .contents(content_ref(i));
            let mut resources = page.resources();
            resources
                .fonts()
                .pair(Font::Regular.name(), regular)
                .pair(Font::Bold.name(), bold);
            drop(resources);
            drop(page);
            pdf.stream(content_ref(i), &content.finish());
        }
        pdf.type1_font(regular)
            .base_font(Name(b"Helvetica"))
            .encoding_predefined(Name(b"WinAnsiEncoding"));
        pdf.type1_font(bold)
            .base_font(Name(b"Helvetica-Bold"))
            .encoding_predefined(Name(b"WinAnsiEncoding"));
        pdf.document_info(info)
            .title(TextStr(title))
            .author(TextStr(author))
            .creator(TextStr(author));
        pdf.finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn writes_a_pdf_that_flows_onto_new_pages() {
        let mut writer = PageWriter::new();
        for n in 0..120 {
            writer.line(10.0, Font::Regular, &format!("Line {n} – Ksh 1,234.00"));
        }
        let bytes = writer.finish("Test", "Tujenge");
        assert!(bytes.starts_with(b"%PDF-"));
        let text = String::from_utf8_lossy(&bytes);
        assert!(text.contains("/Count 3"), "three pages");
        assert!(text.contains("Helvetica-Bold"));
    }
}
