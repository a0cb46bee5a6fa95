//! The page writer: pages of Helvetica text, rules and filled boxes, flowing onto a new page when
//! one is full, written out as one PDF.
//!
//! Positions are PDF points (1/72 inch) from the bottom-left corner of the page. The writer keeps a
//! current height `y` (the baseline of the next line for [`PageWriter::line`]) that moves down as
//! lines are written and returns to the top on a new page.

use pdf_writer::{Date, Filter, Name, Pdf, Ref, TextStr};

use super::content::Ops;
use super::jpeg::{jpeg_info, JpegInfo};
use super::text::{encode, text_width, wrap, Font};

/// A4 in points (page sizes are whole points).
pub const A4_WIDTH: f32 = 595.0;
pub const A4_HEIGHT: f32 = 842.0;
/// The margin of [`Layout::default`].
pub const MARGIN: f32 = 50.0;

/// The size of the page numbers, in the middle of the bottom margin.
const PAGE_NUMBER_SIZE: f32 = 8.0;

/// A colour in 8-bit red, green and blue.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rgb(pub u8, pub u8, pub u8);

impl Rgb {
    pub const BLACK: Rgb = Rgb(0, 0, 0);
    pub const WHITE: Rgb = Rgb(255, 255, 255);
    pub const GREY: Rgb = Rgb(102, 102, 102);
}

/// The pages of a document: their size, margin, and whether they are numbered ("2 / 5").
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Layout {
    pub width: f32,
    pub height: f32,
    pub margin: f32,
    pub page_numbers: bool,
}

impl Default for Layout {
    /// A4 upright, 50-point margins, no page numbers (the offer letter's pages).
    fn default() -> Layout {
        Layout::a4(false, MARGIN)
    }
}

impl Layout {
    /// A4, upright or turned sideways (`landscape`), with `margin` on every side.
    pub fn a4(landscape: bool, margin: f32) -> Layout {
        let (width, height) = if landscape {
            (A4_HEIGHT, A4_WIDTH)
        } else {
            (A4_WIDTH, A4_HEIGHT)
        };
        Layout {
            width,
            height,
            margin,
            page_numbers: false,
        }
    }

    pub fn with_page_numbers(self) -> Layout {
        Layout {
            page_numbers: true,
            ..self
        }
    }

    pub fn left(&self) -> f32 {
        self.margin
    }
    pub fn right(&self) -> f32 {
        self.width - self.margin
    }
    /// Where the first line of a page goes.
    pub fn top(&self) -> f32 {
        self.height - self.margin
    }
    /// Nothing is written below this (but the page numbers).
    pub fn bottom(&self) -> f32 {
        self.margin
    }
    pub fn content_width(&self) -> f32 {
        self.right() - self.left()
    }
}

/// A moment in UTC for the document's creation date, taken from the caller's clock.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PdfDate {
    pub year: u16,
    pub month: u8,
    pub day: u8,
    pub hour: u8,
    pub minute: u8,
    pub second: u8,
}

impl PdfDate {
    /// The UTC date and time of `seconds` since 1970-01-01 (years 1970 to 9999).
    pub fn from_unix(seconds: i64) -> Option<PdfDate> {
        const DAY: i64 = 86_400;
        let (days, in_day) = (seconds.div_euclid(DAY), seconds.rem_euclid(DAY));
        // Days to a civil date (Howard Hinnant's algorithm), counted from 0000-03-01.
        let z = days + 719_468;
        let era = z.div_euclid(146_097);
        let day_of_era = z.rem_euclid(146_097);
        let year_of_era =
            (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
        let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
        let month_index = (5 * day_of_year + 2) / 153;
        let day = day_of_year - (153 * month_index + 2) / 5 + 1;
        let month = if month_index < 10 {
            month_index + 3
        } else {
            month_index - 9
        };
        let year = year_of_era + era * 400 + i64::from(month <= 2);
        if !(1970..=9999).contains(&year) {
            return None;
        }
        Some(PdfDate {
            year: year as u16,
            month: month as u8,
            day: day as u8,
            hour: (in_day / 3600) as u8,
            minute: (in_day / 60 % 60) as u8,
            second: (in_day % 60) as u8,
        })
    }

    fn to_pdf(self) -> Date {
        Date::new(self.year)
            .month(self.month)
            .day(self.day)
            .hour(self.hour)
            .minute(self.minute)
            .second(self.second)
            .utc_offset_hour(0)
    }
}

/// What the document says about itself (shown by a reader's document properties).
#[derive(Debug, Clone, Copy)]
pub struct DocumentInfo<'a> {
    pub title: &'a str,
    /// The organisation that made it; also written as the creator.
    pub author: &'a str,
    pub created: Option<PdfDate>,
}

/// Writes pages one after another; [`PageWriter::finish`] gives the PDF.
pub struct PageWriter {
    layout: Layout,
    pages: Vec<Ops>,
    current: Ops,
    y: f32,
    /// JPEGs drawn so far, each written once whatever the pages that show it.
    images: Vec<(Vec<u8>, JpegInfo)>,
}

impl Default for PageWriter {
    fn default() -> Self {
        PageWriter::new()
    }
}

impl PageWriter {
    /// A4 upright pages with 50-point margins.
    pub fn new() -> PageWriter {
        PageWriter::with_layout(Layout::default())
    }

    pub fn with_layout(layout: Layout) -> PageWriter {
        PageWriter {
            layout,
            pages: Vec::new(),
            current: Ops::default(),
            y: layout.top(),
            images: Vec::new(),
        }
    }

    pub fn layout(&self) -> Layout {
        self.layout
    }

    /// The current height on the page.
    pub fn y(&self) -> f32 {
        self.y
    }

    /// Ends this page; the next starts at the top.
    pub fn new_page(&mut self) {
        let full = std::mem::take(&mut self.current);
        self.pages.push(full);
        self.y = self.layout.top();
    }

    /// Starts a new page when fewer than `height` points are left above the bottom margin; true
    /// when it did.
    pub fn ensure(&mut self, height: f32) -> bool {
        let full = self.y - height < self.layout.bottom();
        if full {
            self.new_page();
        }
        full
    }

    /// Moves down `height` points, onto a new page if that passes the bottom margin.
    pub fn advance(&mut self, height: f32) {
        self.y -= height;
        self.ensure(0.0);
    }

    /// Moves down `height` points on this page, whatever is left (for a block already fitted).
    pub fn move_down(&mut self, height: f32) {
        self.y -= height;
    }

    /// Writes `text` with its left edge at `x` on the current height, in black.
    pub fn text(&mut self, x: f32, size: f32, font: Font, text: &str) {
        self.coloured_text(x, size, font, Rgb::BLACK, text);
    }

    /// Writes `text` with its right edge at `right`.
    pub fn text_right(&mut self, right: f32, size: f32, font: Font, text: &str) {
        let x = right - text_width(text, size, font);
        self.text(x, size, font, text);
    }

    /// Writes `text` in `colour` with its left edge at `x` on the current height.
    pub fn coloured_text(&mut self, x: f32, size: f32, font: Font, colour: Rgb, text: &str) {
        self.text_at(x, self.y, size, font, colour, text);
    }

    /// Writes `text` in `colour` with its baseline starting at (`x`, `y`); the current height stays.
    pub fn text_at(&mut self, x: f32, y: f32, size: f32, font: Font, colour: Rgb, text: &str) {
        let font = font_name(font).0;
        self.current.text(font, size, x, y, colour, &encode(text));
    }

    /// A line of text at the left margin, then the next line (1.5 times the size below).
    pub fn line(&mut self, size: f32, font: Font, text: &str) {
        self.ensure(size * 1.5);
        self.text(self.layout.left(), size, font, text);
        self.advance(size * 1.5);
    }

    /// Words wrapped to the width between the margins, a line at a time.
    pub fn paragraph(&mut self, size: f32, text: &str) {
        self.indented(0.0, size, Font::Regular, text);
    }

    /// Words wrapped between `indent` points in from the left margin and the right margin, a line
    /// at a time (1.5 times the size apart).
    pub fn indented(&mut self, indent: f32, size: f32, font: Font, text: &str) {
        let x = self.layout.left() + indent;
        for line in wrap(text, self.layout.content_width() - indent, size, font) {
            self.ensure(size * 1.5);
            self.text(x, size, font, line);
            self.advance(size * 1.5);
        }
    }

    /// A list item: `marker` (a bullet, a number, a box to tick) at the left margin and `text`
    /// wrapped from `indent` points in, the marker on the same page as the text's first line.
    pub fn item(&mut self, marker: &str, indent: f32, size: f32, text: &str) {
        self.ensure(size * 1.5);
        self.text(self.layout.left(), size, Font::Regular, marker);
        self.indented(indent, size, Font::Regular, text);
    }

    /// A thin horizontal rule between the margins, just above the current line.
    pub fn rule(&mut self) {
        let y = self.y + 10.0;
        let (left, right) = (self.layout.left(), self.layout.right());
        self.current.line(0.5, (left, y), (right, y));
    }

    /// A box filled with `colour`, its bottom-left corner at (`x`, `y`).
    pub fn fill_rect(&mut self, x: f32, y: f32, width: f32, height: f32, colour: Rgb) {
        self.current.fill_rect(x, y, width, height, colour);
    }

    /// A JPEG drawn `width` by `height` points with its bottom-left corner at (`x`, `y`), as it is
    /// (the reader decodes it); false, and nothing drawn, when it is not a JPEG a PDF can show.
    pub fn jpeg(&mut self, bytes: &[u8], x: f32, y: f32, width: f32, height: f32) -> bool {
        let Some(info) = jpeg_info(bytes) else {
            return false;
        };
        let index = match self.images.iter().position(|(kept, _)| kept == bytes) {
            Some(index) => index,
            None => {
                self.images.push((bytes.to_vec(), info));
                self.images.len() - 1
            }
        };
        self.current.image(&image_name(index), x, y, width, height);
        true
    }

    /// The whole document.
    pub fn finish(mut self, info: &DocumentInfo) -> Vec<u8> {
        self.pages.push(self.current);
        let layout = self.layout;
        if layout.page_numbers {
            let count = self.pages.len();
            for (index, page) in self.pages.iter_mut().enumerate() {
                let number = format!("{} / {count}", index + 1);
                let width = text_width(&number, PAGE_NUMBER_SIZE, Font::Regular);
                let x = (layout.width - width) / 2.0;
                let y = layout.bottom() / 2.0;
                let font = font_name(Font::Regular).0;
                page.text(font, PAGE_NUMBER_SIZE, x, y, Rgb::GREY, number.as_bytes());
            }
        }
        let catalog = Ref::new(1);
        let tree = Ref::new(2);
        let regular = Ref::new(3);
        let bold = Ref::new(4);
        let info_ref = Ref::new(5);
        let page_ref = |i: usize| Ref::new(6 + 2 * i as i32);
        let content_ref = |i: usize| Ref::new(7 + 2 * i as i32);
        let image_ref = |k: usize| Ref::new(6 + 2 * self.pages.len() as i32 + k as i32);
        let image_refs: Vec<Ref> = (0..self.images.len()).map(image_ref).collect();
        let mut pdf = Pdf::new();
        pdf.catalog(catalog).pages(tree);
        let count = self.pages.len();
        pdf.pages(tree)
            .kids((0..count).map(page_ref))
            .count(count as i32);
        for (i, content) in self.pages.into_iter().enumerate() {
            let mut page = pdf.page(page_ref(i));
            // Whole points, written as integers (see the content module on float formatting).
            let corners = [
                0,
                0,
                layout.width.round() as i32,
                layout.height.round() as i32,
            ];
            page.insert(Name(b"MediaBox")).array().items(corners);
            page.parent(tree).contents(content_ref(i));
            let mut resources = page.resources();
            resources
                .fonts()
                .pair(font_name(Font::Regular), regular)
                .pair(font_name(Font::Bold), bold);
            if !image_refs.is_empty() {
                let mut objects = resources.x_objects();
                for (k, reference) in image_refs.iter().enumerate() {
                    objects.pair(Name(&image_name(k)), *reference);
                }
            }
            drop(resources);
            drop(page);
            pdf.stream(content_ref(i), &content.into_bytes());
        }
        for ((bytes, jpeg), reference) in self.images.iter().zip(&image_refs) {
            let mut image = pdf.image_xobject(*reference, bytes);
            image.filter(Filter::DctDecode);
            image.width(jpeg.width as i32).height(jpeg.height as i32);
            image.bits_per_component(8);
            match jpeg.components {
                1 => image.color_space().device_gray(),
                4 => image.color_space().device_cmyk(),
                _ => image.color_space().device_rgb(),
            };
        }
        pdf.type1_font(regular)
            .base_font(Name(b"Helvetica"))
            .encoding_predefined(Name(b"WinAnsiEncoding"));
        pdf.type1_font(bold)
            .base_font(Name(b"Helvetica-Bold"))
            .encoding_predefined(Name(b"WinAnsiEncoding"));
        let mut document = pdf.document_info(info_ref);
        document
            .title(TextStr(info.title))
            .author(TextStr(info.author))
            .creator(TextStr(info.author));
        if let Some(created) = info.created {
            document.creation_date(created.to_pdf());
        }
        drop(document);
        pdf.finish()
    }
}

/// `Im1`, `Im2`… for the images in the order first drawn.
fn image_name(index: usize) -> Vec<u8> {
    format!("Im{}", index + 1).into_bytes()
}

fn font_name(font: Font) -> Name<'static> {
    match font {
        Font::Regular => Name(b"F1"),
        Font::Bold => Name(b"F2"),
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
        let info = DocumentInfo {
            title: "Test",
            author: "Tujenge",
            created: None,
        };
        let bytes = writer.finish(&info);
        assert!(bytes.starts_with(b"%PDF-"));
        let text = String::from_utf8_lossy(&bytes);
        assert!(text.contains("/Count 3"), "three pages");
        assert!(text.contains("Helvetica-Bold"));
        assert!(!text.contains("/CreationDate"));
    }

    #[test]
    fn list_items_keep_their_marker_beside_the_first_line() {
        let mut writer = PageWriter::new();
        let bottom = writer.layout().bottom();
        writer.move_down(writer.y() - bottom - 5.0);
        let text = "word ".repeat(60);
        writer.item("-", 20.0, 10.0, &text);
        // Too little room: the item starts on the next page, marker and all.
        let pdf = writer.finish(&DocumentInfo {
            title: "Items",
            author: "Tujenge",
            created: None,
        });
        let document = lopdf::Document::load_mem(&pdf).expect("parses");
        let pages = document.get_pages();
        assert_eq!(pages.len(), 2);
        let second = document.get_page_content(pages[&2]);
        let second = String::from_utf8_lossy(&second);
        assert!(second.contains("50 792 Td\n(-) Tj"), "{second}");
        assert!(second.contains("70 792 Td\n(word word"), "{second}");
        let lines = second.matches("(word").count();
        assert_eq!(
            lines,
            wrap(&text, A4_WIDTH - 2.0 * MARGIN - 20.0, 10.0, Font::Regular).len()
        );
    }

    #[test]
    fn ensure_says_when_it_started_a_page() {
        let mut writer = PageWriter::with_layout(Layout::a4(true, 40.0));
        assert_eq!(writer.y(), A4_WIDTH - 40.0);
        assert!(!writer.ensure(A4_WIDTH - 80.0));
        writer.advance(100.0);
        assert!(writer.ensure(A4_WIDTH - 80.0));
        assert_eq!(writer.y(), A4_WIDTH - 40.0);
    }

    #[test]
    fn unix_seconds_become_utc_dates() {
        let date = |y, mo, d, h, mi, s| PdfDate {
            year: y,
            month: mo,
            day: d,
            hour: h,
            minute: mi,
            second: s,
        };
        assert_eq!(PdfDate::from_unix(0), Some(date(1970, 1, 1, 0, 0, 0)));
        assert_eq!(
            PdfDate::from_unix(951_868_800 - 1),
            Some(date(2000, 2, 29, 23, 59, 59))
        );
        assert_eq!(
            PdfDate::from_unix(1_795_296_600),
            Some(date(2026, 11, 21, 21, 30, 0))
        );
        assert_eq!(PdfDate::from_unix(-1), None);
        assert_eq!(PdfDate::from_unix(i64::MAX), None);
    }
}
