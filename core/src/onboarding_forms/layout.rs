//! How a form is laid out: the lender's letterhead, the title, the person's details and the day,
//! the opening, the numbered sections as bulleted points, the boxes to tick, the declaration, then
//! the two signature blocks side by side (the entrepreneur's and the programme's), kept together
//! on one page. Pages are numbered at the foot.

use super::long_date::long_date;
use super::wording::{self, Labels};
use super::{Form, Signer};
use crate::language::Language;
use crate::pdf::text::wrap;
use crate::pdf::{text_width, DocumentInfo, Font, Layout, PageWriter, PdfDate, Rgb, BRAND};

const BODY: f32 = 10.0;
const HEADING: f32 = 11.0;
/// Where a detail's value starts, from the left margin.
const DETAIL_VALUE: f32 = 100.0;
const BULLET_INDENT: f32 = 14.0;
const BOX_INDENT: f32 = 28.0;
/// The space left above the signature lines to sign in.
const ROOM_TO_SIGN: f32 = 34.0;
const SIGNATURE_LINE: f32 = 24.0;
/// Between the declaration and the signature blocks.
const SIGNATURES_BELOW: f32 = 24.0;
/// Between the two signature blocks.
const GUTTER: f32 = 24.0;

pub(super) fn draw(
    form: Form,
    signer: &Signer,
    language: Language,
    lender: &str,
    now: i64,
    created: Option<PdfDate>,
) -> Vec<u8> {
    let words = wording::of(form, language);
    let labels = wording::labels(language);
    let fill = |text: &str| {
        text.replace("{programme}", lender)
            .replace("{name}", signer.name)
    };
    let mut page = PageWriter::with_layout(Layout::default().with_page_numbers());
    let left = page.layout().left();

    page.coloured_text(left, 18.0, Font::Bold, BRAND, lender);
    page.advance(20.0);
    page.coloured_text(left, BODY, Font::Regular, Rgb::GREY, labels.programme);
    page.advance(30.0);
    page.indented(0.0, 15.0, Font::Bold, words.title);
    page.rule();
    page.advance(8.0);

    let date = long_date(now, language);
    let details = [
        (labels.name, Some(signer.name)),
        (labels.email, signer.email),
        (labels.phone, signer.phone),
        (labels.date, Some(date.as_str())),
    ];
    for (label, value) in details {
        let Some(value) = value.filter(|value| !value.trim().is_empty()) else {
            continue;
        };
        page.ensure(BODY * 1.5);
        page.text(left, BODY, Font::Bold, label);
        page.text(left + DETAIL_VALUE, BODY, Font::Regular, value);
        page.advance(BODY * 1.5);
    }
    page.advance(10.0);

    for paragraph in words.opening {
        page.paragraph(BODY, &fill(paragraph));
        page.advance(4.0);
    }
    for (number, section) in words.sections.iter().enumerate() {
        page.advance(6.0);
        // A heading never ends a page: it keeps at least two lines of its first point below it.
        page.ensure(HEADING * 1.5 + BODY * 3.0);
        page.indented(
            0.0,
            HEADING,
            Font::Bold,
            &format!("{}. {}", number + 1, section.heading),
        );
        for point in section.points {
            page.item("\u{2022}", BULLET_INDENT, BODY, &fill(point));
            page.advance(2.0);
        }
    }
    if !words.choices.is_empty() {
        page.advance(8.0);
        page.ensure(BODY * 1.5 * 2.0);
        page.indented(0.0, BODY, Font::Bold, labels.tick_one);
        for choice in words.choices {
            page.advance(2.0);
            page.item("[     ]", BOX_INDENT, BODY, &fill(choice));
        }
    }
    page.advance(10.0);
    closing(&mut page, labels, signer, &fill(words.declaration));

    page.finish(&DocumentInfo {
        title: &format!("{} \u{2013} {}", words.title, signer.name),
        author: &fill(labels.author),
        created,
    })
}

/// The declaration, then the entrepreneur's signature block on the left (their name printed) and
/// the programme's on the right, all on one page: a signature is never parted from what it signs.
fn closing(page: &mut PageWriter, labels: &Labels, signer: &Signer, declaration: &str) {
    let layout = page.layout();
    let width = (layout.content_width() - GUTTER) / 2.0;
    let columns = [layout.left(), layout.left() + width + GUTTER];
    let blank = |label: &str| to_sign(label, width);
    let rows = [
        [blank(labels.signature), blank(labels.signature)],
        [
            format!("{}: {}", labels.name, signer.name),
            blank(labels.name_and_position),
        ],
        [blank(labels.date), blank(labels.date)],
    ];
    let declaration_lines = wrap(declaration, layout.content_width(), BODY, Font::Bold).len();
    page.ensure(
        BODY * 1.5 * (declaration_lines as f32 + 1.0)
            + SIGNATURES_BELOW
            + ROOM_TO_SIGN
            + SIGNATURE_LINE * rows.len() as f32,
    );
    page.indented(0.0, BODY, Font::Bold, declaration);
    page.move_down(SIGNATURES_BELOW);
    page.text(columns[0], BODY, Font::Bold, labels.entrepreneur);
    page.text(columns[1], BODY, Font::Bold, labels.for_programme);
    page.move_down(ROOM_TO_SIGN);
    for row in rows {
        for (x, text) in columns.iter().zip(row) {
            page.text(*x, BODY, Font::Regular, &text);
        }
        page.move_down(SIGNATURE_LINE);
    }
}

/// `label: ______` with the line reaching `width`.
fn to_sign(label: &str, width: f32) -> String {
    let start = format!("{label}: ");
    let room = width - text_width(&start, BODY, Font::Regular);
    let underscore = text_width("_", BODY, Font::Regular);
    let count = (room / underscore).floor().max(3.0) as usize;
    start + &"_".repeat(count)
}
