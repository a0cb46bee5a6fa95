//! The table export read back with a PDF parser: pages, text, and where each piece of text is drawn.

use super::*;
use crate::pdf::{DocumentInfo, PdfDate, A4_HEIGHT, A4_WIDTH};
use lopdf::{content::Content, Document, Object};

/// A piece of text as drawn: its page (from 1), baseline start, font and text (ASCII in these tests).
#[derive(Debug, Clone)]
struct Placed {
    page: usize,
    x: f32,
    y: f32,
    bold: bool,
    size: f32,
    text: String,
}

impl Placed {
    fn right(&self) -> f32 {
        let font = if self.bold { Font::Bold } else { Font::Regular };
        self.x + text_width(&self.text, self.size, font)
    }
}

struct Read {
    document: Document,
    texts: Vec<Placed>,
    /// Each filled box: its page and colour (0-1 parts, as written).
    fills: Vec<(usize, [f32; 3])>,
}

fn number(object: &Object) -> f32 {
    object.as_float().expect("a number")
}

fn read(pdf: &[u8]) -> Read {
    let document = Document::load_mem(pdf).expect("the PDF parses");
    let mut texts = Vec::new();
    let mut fills = Vec::new();
    for (page, id) in document.get_pages() {
        let page = page as usize;
        let data = document.get_page_content(id);
        let content = Content::decode(&data).expect("content operations");
        let (mut font, mut size, mut at) = (Vec::new(), 0.0, (0.0, 0.0));
        let mut colour = [0.0; 3];
        for op in content.operations {
            let o = &op.operands;
            match op.operator.as_str() {
                "rg" => colour = [number(&o[0]), number(&o[1]), number(&o[2])],
                "f" => fills.push((page, colour)),
                "Tf" => {
                    font = o[0].as_name().expect("font").to_vec();
                    size = number(&o[1]);
                }
                "Td" => at = (number(&o[0]), number(&o[1])),
                "Tj" => texts.push(Placed {
                    page,
                    x: at.0,
                    y: at.1,
                    bold: font == b"F2",
                    size,
                    text: String::from_utf8_lossy(o[0].as_str().expect("text")).into_owned(),
                }),
                _ => {}
            }
        }
    }
    Read {
        document,
        texts,
        fills,
    }
}

fn export(title: &str, cells: &[&str], columns: usize, numeric: &[bool]) -> Vec<u8> {
    let info = DocumentInfo {
        title,
        author: "Tujenge",
        created: None,
    };
    table_document(&Table::new(cells, columns, numeric), &info)
}

/// A header row and `rows` rows of (number, item, amount).
fn sales(rows: usize) -> Vec<String> {
    let mut cells = vec!["No.".to_owned(), "Item".to_owned(), "Amount".to_owned()];
    for n in 1..=rows {
        cells.push(n.to_string());
        cells.push(format!("Item {n}"));
        cells.push(format!("Ksh {},000.00", n * 7));
    }
    cells
}

fn refs(cells: &[String]) -> Vec<&str> {
    cells.iter().map(String::as_str).collect()
}

const BRAND_PARTS: [f32; 3] = [15.0 / 255.0, 118.0 / 255.0, 110.0 / 255.0];

fn is_brand(colour: [f32; 3]) -> bool {
    colour
        .iter()
        .zip(BRAND_PARTS)
        .all(|(a, b)| (a - b).abs() < 0.001)
}

#[test]
fn a_long_table_flows_over_numbered_pages_with_the_header_on_each() {
    let cells = sales(150);
    let read = read(&export("Sales", &refs(&cells), 3, &[true, false, true]));
    let pages = read.document.get_pages().len();
    assert!(pages >= 3, "{pages} pages");
    for page in 1..=pages {
        let on_page: Vec<&Placed> = read.texts.iter().filter(|t| t.page == page).collect();
        // The highest table text on every page is the bold header row, on the brand band.
        let table: Vec<&&Placed> = on_page.iter().filter(|t| t.size == 8.0).collect();
        let top = table.iter().map(|t| t.y).fold(f32::MIN, f32::max);
        let header: Vec<&str> = table
            .iter()
            .filter(|t| t.y == top)
            .map(|t| t.text.as_str())
            .collect();
        assert_eq!(header, ["No.", "Item", "Amount"], "page {page}");
        assert!(table.iter().filter(|t| t.y == top).all(|t| t.bold));
        assert!(read
            .fills
            .iter()
            .any(|(p, colour)| *p == page && is_brand(*colour)));
        let numbered = format!("{page} / {pages}");
        assert!(on_page.iter().any(|t| t.text == numbered), "{numbered}");
    }
    // Every row once, in order, over the pages.
    let items: Vec<&str> = read
        .texts
        .iter()
        .filter(|t| t.text.starts_with("Item "))
        .map(|t| t.text.as_str())
        .collect();
    let expected: Vec<String> = (1..=150).map(|n| format!("Item {n}")).collect();
    assert_eq!(items, expected);
    // The title only on the first page, above the table.
    let titles: Vec<&Placed> = read.texts.iter().filter(|t| t.text == "Sales").collect();
    assert_eq!(titles.len(), 1);
    assert_eq!(
        (titles[0].page, titles[0].size, titles[0].bold),
        (1, 14.0, true)
    );
}

#[test]
fn numeric_columns_are_right_aligned_and_text_columns_left_aligned() {
    let cells = sales(12);
    let read = read(&export("Sales", &refs(&cells), 3, &[true, false, true]));
    let column = |test: &dyn Fn(&str) -> bool| -> Vec<Placed> {
        read.texts
            .iter()
            .filter(|t| test(&t.text))
            .cloned()
            .collect()
    };
    let amounts = column(&|t| t.starts_with("Ksh ") || t == "Amount");
    let numbers = column(&|t| t.parse::<u32>().is_ok() || t == "No.");
    let items = column(&|t| t.starts_with("Item"));
    assert_eq!((amounts.len(), numbers.len(), items.len()), (13, 13, 13));
    for placed in [&amounts, &numbers] {
        let right = placed[0].right();
        // "Ksh 7,000.00" and "Ksh 84,000.00" differ in width, yet end at the same edge.
        assert!(
            placed.iter().all(|t| (t.right() - right).abs() < 0.01),
            "{placed:?}"
        );
        assert!(placed.iter().any(|t| (t.x - placed[0].x).abs() > 1.0));
    }
    assert!(items.iter().all(|t| t.x == items[0].x));
    // Columns in order, the amounts ending at the right margin (less the padding).
    assert!(numbers[0].right() < items[0].x && items[0].x < amounts[0].x);
    assert!((amounts[0].right() - (A4_WIDTH - EXPORT_MARGIN - 4.0)).abs() < 0.01);
}

#[test]
fn long_cells_wrap_inside_their_column_and_keep_every_word() {
    let note = "Sold two crates of tomatoes and a sack of onions to the hotel on the main road, \
                paid half now and half at the end of the month";
    let cells = ["Sale ID", "Note", "Revenue", "S-1", note, "Ksh 4,500.00"];
    let read = read(&export("Sales", &cells, 3, &[false, false, true]));
    let note_lines: Vec<&Placed> = read
        .texts
        .iter()
        .filter(|t| t.size == 8.0 && note.contains(&t.text) && !t.bold && t.text != "S-1")
        .collect();
    assert!(note_lines.len() >= 2, "{note_lines:?}");
    let joined: Vec<&str> = note_lines.iter().map(|t| t.text.as_str()).collect();
    assert_eq!(joined.join(" "), note);
    let revenue = read
        .texts
        .iter()
        .find(|t| t.text == "Ksh 4,500.00")
        .expect("revenue");
    for (line, next) in note_lines.iter().zip(note_lines.iter().skip(1)) {
        assert_eq!(line.x, note_lines[0].x);
        assert!(next.y < line.y, "lines go down");
    }
    assert!(note_lines.iter().all(|t| t.right() < revenue.x));
    // The row's other cells sit on its first line.
    assert_eq!(revenue.y, note_lines[0].y);
}

#[test]
fn a_row_taller_than_a_page_continues_on_the_next_without_losing_a_line() {
    let long: String = (1..=150).map(|n| format!("line {n}\n")).collect();
    let cells = ["Name", "Notes", "Before", long.as_str(), "After", "short"];
    let read = read(&export("Notes", &cells, 2, &[false, false]));
    let pages = read.document.get_pages().len();
    assert!(pages >= 2);
    let lines: Vec<&str> = read
        .texts
        .iter()
        .filter(|t| t.text.starts_with("line "))
        .map(|t| t.text.as_str())
        .collect();
    let expected: Vec<String> = (1..=150).map(|n| format!("line {n}")).collect();
    assert_eq!(lines, expected);
    for page in 1..=pages {
        assert!(read
            .texts
            .iter()
            .any(|t| t.page == page && t.bold && t.text == "Notes"));
    }
    // No text below the bottom margin but the page number.
    assert!(read
        .texts
        .iter()
        .filter(|t| t.size == 8.0 && !t.text.contains(" / "))
        .all(|t| t.y > EXPORT_MARGIN));
}

#[test]
fn beyond_five_columns_the_pages_turn_sideways() {
    let media_box = |columns: usize| {
        let cells = vec!["x"; columns * 2];
        let read = read(&export("T", &cells, columns, &[]));
        let (_, id) = read
            .document
            .get_pages()
            .into_iter()
            .next()
            .expect("a page");
        let page = read.document.get_dictionary(id).expect("page");
        let corners: Vec<f32> = page
            .get(b"MediaBox")
            .and_then(Object::as_array)
            .expect("media box")
            .iter()
            .map(number)
            .collect();
        corners
    };
    assert_eq!(media_box(5), [0.0, 0.0, A4_WIDTH, A4_HEIGHT]);
    assert_eq!(media_box(6), [0.0, 0.0, A4_HEIGHT, A4_WIDTH]);
}

#[test]
fn column_widths_follow_the_content_and_span_the_width() {
    let style = TableStyle::default();
    let sum = |widths: &[f32]| widths.iter().sum::<f32>();
    let cells = [
        "No.",
        "Description",
        "1",
        "A much longer description of the sale",
    ];
    let table = Table::new(&cells, 2, &[true, false]);
    let widths = table.column_widths(500.0, &style);
    assert!((sum(&widths) - 500.0).abs() < 0.01);
    assert!(widths[0] * 5.0 < widths[1], "{widths:?}");

    // Too wide for the page: each column keeps room for its longest word.
    let cells = [
        "Name",
        "Story",
        "Amina",
        "word word word word word word word word word word word word word word word word",
    ];
    let widths = Table::new(&cells, 2, &[]).column_widths(150.0, &style);
    assert!((sum(&widths) - 150.0).abs() < 0.01);
    assert!(widths[0] >= text_width("Amina", 8.0, Font::Regular) + 8.0);

    // Even the longest words do not fit: everything shrinks, and words break.
    let cells = ["674000000102030405060708", "674000000102030405060709"];
    let widths = Table::new(&cells, 2, &[]).column_widths(100.0, &style);
    assert!((sum(&widths) - 100.0).abs() < 0.01);
    let token = "1234567890".repeat(6);
    let cells = vec![token.as_str(); 5];
    let read = read(&export("Ids", &cells, 5, &[]));
    let pieces: Vec<&str> = read
        .texts
        .iter()
        .filter(|t| t.text.starts_with(char::is_numeric) && !t.text.contains(" / "))
        .map(|t| t.text.as_str())
        .collect();
    assert!(pieces.len() > 5, "{pieces:?}");
    assert_eq!(pieces.concat(), token.repeat(5));
}

#[test]
fn short_columns_keep_their_width_beside_a_long_one() {
    let note = "word ".repeat(200);
    let cells = [
        "Sale ID",
        "Note",
        "Revenue",
        "S-1",
        note.as_str(),
        "Ksh 4,500.00",
    ];
    let widths = Table::new(&cells, 3, &[]).column_widths(515.0, &TableStyle::default());
    let need = |text: &str, font| text_width(text, 8.0, font) + 8.0;
    assert_eq!(widths[0], need("Sale ID", Font::Bold));
    assert_eq!(widths[2], need("Ksh 4,500.00", Font::Regular));
    assert!((widths.iter().sum::<f32>() - 515.0).abs() < 0.01);
}

#[test]
fn the_title_and_letters_outside_latin_1_read_back() {
    let cells = ["Bidhaa", "Bei", "Café Ōmar 日本", "Ksh 1,000.00"];
    let pdf = export("Mauzo – Café", &cells, 2, &[false, true]);
    let read = read(&pdf);
    let text = read.document.extract_text(&[1]).expect("text");
    assert!(text.contains("Mauzo – Café"), "{text}");
    assert!(text.contains("Café Omar ??"), "{text}");
    let info = read
        .document
        .trailer
        .get(b"Info")
        .and_then(Object::as_reference)
        .and_then(|id| read.document.get_dictionary(id))
        .expect("document info");
    let title = info.get(b"Title").and_then(Object::as_str).expect("title");
    // UTF-16 with its byte-order mark: the full title, whatever the font draws.
    assert!(title.starts_with(&[0xfe, 0xff]));
    assert!(!String::from_utf8_lossy(&pdf).contains("/CreationDate"));
}

#[test]
fn a_creation_date_is_written_when_given() {
    let cells = ["A"];
    let info = DocumentInfo {
        title: "T",
        author: "Tujenge",
        created: PdfDate::from_unix(1_795_296_600),
    };
    let pdf = table_document(&Table::new(&cells, 1, &[]), &info);
    assert!(String::from_utf8_lossy(&pdf).contains("/CreationDate (D:20261121213000Z)"));
}

#[test]
fn a_table_of_only_its_header_and_a_short_last_row_are_drawn() {
    let read_header = read(&export("Empty", &["A", "B"], 2, &[]));
    assert_eq!(read_header.document.get_pages().len(), 1);
    let texts: Vec<&str> = read_header.texts.iter().map(|t| t.text.as_str()).collect();
    assert_eq!(texts, ["Empty", "A", "B", "1 / 1"]);
    let read_short = read(&export("Short", &["A", "B", "1", "2", "3"], 2, &[]));
    assert!(read_short.texts.iter().any(|t| t.text == "3"));
    let read_none = read(&export("None", &[], 0, &[]));
    assert_eq!(read_none.document.get_pages().len(), 1);
}
