//! Reading an M-Pesa statement PDF (natively, with the `pdf-read` feature: lopdf does not build for
//! the phones). A password-protected statement is opened with the password the person types; it is
//! used for this reading only, never kept or logged. The pages' text is placed by where it is
//! drawn: lines by height, cells by the detailed table's header row (each text goes to the column
//! whose header's middle is nearest), and the lines of a wrapped cell joined to their row.

use lopdf::content::Content;
use lopdf::{Document, LoadOptions, Object};

use super::statement::{column_positions, read_row, Statement, StatementError, COLUMNS};
use crate::pdf::{text_width, Font};

/// What one page's drawing may inflate to: a statement page holds a few kilobytes; this bounds a
/// file made to inflate without end.
const PAGE_CONTENT_LIMIT: usize = 8 << 20;

/// The statement in `bytes`; `password` is needed only when the file is protected.
pub fn read_pdf(bytes: &[u8], password: Option<&str>) -> Result<Statement, StatementError> {
    let document = open(bytes, password)?;
    let mut lines = Vec::new();
    for (_, page) in document.get_pages() {
        let content = document
            .get_page_content_with_limit(page, PAGE_CONTENT_LIMIT)
            .map_err(|_| StatementError::PdfUnreadable)?;
        let content = Content::decode(&content).map_err(|_| StatementError::PdfUnreadable)?;
        lines.extend(page_lines(&content));
    }
    statement_from_lines(&lines)
}

fn open(bytes: &[u8], password: Option<&str>) -> Result<Document, StatementError> {
    let document = Document::load_mem(bytes).map_err(|_| StatementError::PdfUnreadable)?;
    if !document.is_encrypted() {
        return Ok(document);
    }
    match password.filter(|p| !p.is_empty()) {
        None => Err(StatementError::PasswordNeeded),
        Some(password) => {
            Document::load_mem_with_options(bytes, LoadOptions::with_password(password)).map_err(
                |error| match error {
                    lopdf::Error::InvalidPassword | lopdf::Error::Decryption(_) => {
                        StatementError::PasswordWrong
                    }
                    _ => StatementError::PdfUnreadable,
                },
            )
        }
    }
}

/// A piece of text where it is drawn: its left edge, its width (from the standard font's widths)
/// and its baseline.
#[derive(Debug, Clone)]
struct Placed {
    x: f32,
    width: f32,
    y: f32,
    size: f32,
    text: String,
}

/// One line of a page: its pieces from left to right.
type Line = Vec<Placed>;

/// The page's text in lines, top to bottom. Handles the text operators statements use: BT, Tf,
/// TL, Td/TD, Tm (its scale and position; text is not expected turned), T*, Tj, TJ, ' and ".
fn page_lines(content: &Content) -> Vec<Line> {
    let mut placed = Vec::new();
    // The text line matrix [a b c d e f], and where the next text starts along its line.
    let mut line = [1.0f32, 0.0, 0.0, 1.0, 0.0, 0.0];
    let mut advance = 0.0f32;
    let (mut size, mut leading) = (10.0f32, 0.0f32);
    let number = |o: &Object| o.as_float().unwrap_or(0.0);
    let next_line = |line: &mut [f32; 6], tx: f32, ty: f32| {
        line[4] += tx * line[0] + ty * line[2];
        line[5] += tx * line[1] + ty * line[3];
    };
    for op in &content.operations {
        let operands = &op.operands;
        match op.operator.as_str() {
            "BT" => (line, advance) = ([1.0, 0.0, 0.0, 1.0, 0.0, 0.0], 0.0),
            "Tf" if operands.len() == 2 => size = number(&operands[1]),
            "TL" if operands.len() == 1 => leading = number(&operands[0]),
            "Td" | "TD" if operands.len() == 2 => {
                let (tx, ty) = (number(&operands[0]), number(&operands[1]));
                if op.operator == "TD" {
                    leading = -ty;
                }
                next_line(&mut line, tx, ty);
                advance = 0.0;
            }
            "Tm" if operands.len() == 6 => {
                for (slot, operand) in line.iter_mut().zip(operands) {
                    *slot = number(operand);
                }
                advance = 0.0;
            }
            "T*" => {
                next_line(&mut line, 0.0, -leading);
                advance = 0.0;
            }
            "Tj" | "'" | "\"" | "TJ" => {
                if op.operator == "'" || op.operator == "\"" {
                    next_line(&mut line, 0.0, -leading);
                    advance = 0.0;
                }
                let text = shown_text(operands);
                // Widths in text space, then scaled by the matrix to the page.
                let width = text_width(&text, size, Font::Regular);
                if !text.trim().is_empty() {
                    placed.push(Placed {
                        x: line[4] + advance * line[0],
                        width: width * line[0].abs(),
                        y: line[5],
                        size: size * line[3].abs(),
                        text: text.trim().to_owned(),
                    });
                }
                advance += width;
            }
            _ => {}
        }
    }
    placed.sort_by(|a, b| b.y.total_cmp(&a.y).then(a.x.total_cmp(&b.x)));
    let mut lines: Vec<Line> = Vec::new();
    for piece in placed {
        match lines.last_mut() {
            Some(line) if (line[0].y - piece.y).abs() < 1.0 => line.push(piece),
            _ => lines.push(vec![piece]),
        }
    }
    lines
}

/// The text of a show operator's strings (WinAnsi: Latin-1 for what statements hold).
fn shown_text(operands: &[Object]) -> String {
    let mut text = String::new();
    let mut push = |object: &Object| match object {
        Object::String(bytes, _) => text.extend(bytes.iter().map(|&b| char::from(b))),
        // A TJ gap wider than a fifth of the font size (thousandths, negative moves right) is
        // how some writers draw a space.
        Object::Integer(_) | Object::Real(_) if object.as_float().unwrap_or(0.0) < -200.0 => {
            text.push(' ')
        }
        _ => {}
    };
    for operand in operands {
        match operand {
            Object::Array(items) => items.iter().for_each(&mut push),
            other => push(other),
        }
    }
    text
}

/// The table's rows from the lines: the header (before the table) read by its labels, each header
/// row of the table giving the columns' middles, a line with a receipt starting a row, a line close
/// below without one continuing it, and any other line (a footer, a note) left out.
fn statement_from_lines(lines: &[Line]) -> Result<Statement, StatementError> {
    let mut statement = Statement::default();
    let mut middles: Option<Vec<f32>> = None;
    let mut rows: Vec<(Vec<String>, f32)> = Vec::new();
    for line in lines {
        let texts: Vec<&str> = line.iter().map(|p| p.text.as_str()).collect();
        if column_positions(&texts).is_some() {
            middles = Some(line.iter().map(|p| p.x + p.width / 2.0).collect());
            // A header row on a new page: a row of the page before cannot continue past it.
            rows.push((Vec::new(), f32::NAN));
            continue;
        }
        let Some(middles) = &middles else {
            statement.header.read_line(&texts.join(" "));
            continue;
        };
        let mut cells = vec![String::new(); COLUMNS.len()];
        for piece in line {
            let middle = piece.x + piece.width / 2.0;
            let column = nearest(middles, middle);
            if !cells[column].is_empty() {
                cells[column].push(' ');
            }
            cells[column].push_str(&piece.text);
        }
        let y = line[0].y;
        let size = line[0].size;
        let starts_row = looks_like_receipt(&cells[0]);
        match rows.last_mut() {
            Some((row, last_y)) if !starts_row && !row.is_empty() && *last_y - y < 2.0 * size => {
                for (cell, more) in row.iter_mut().zip(cells) {
                    if !more.is_empty() {
                        if !cell.is_empty() {
                            cell.push(' ');
                        }
                        cell.push_str(&more);
                    }
                }
                *last_y = y;
            }
            // A page's footer or a note below the table.
            _ if !starts_row => {}
            _ => rows.push((cells, y)),
        }
    }
    if middles.is_none() {
        return Err(StatementError::NoTable);
    }
    let positions: [usize; 7] = [0, 1, 2, 3, 4, 5, 6];
    for (number, (cells, _)) in rows
        .iter()
        .filter(|(cells, _)| !cells.is_empty())
        .enumerate()
    {
        let cells: Vec<&str> = cells.iter().map(String::as_str).collect();
        statement
            .transactions
            .push(read_row(&cells, &positions, number + 1)?);
    }
    if statement.transactions.is_empty() {
        return Err(StatementError::NoTransactions);
    }
    Ok(statement)
}

/// A receipt number: one word of capitals and digits (M-Pesa's are ten).
fn looks_like_receipt(text: &str) -> bool {
    (6..=20).contains(&text.len())
        && text
            .bytes()
            .all(|b| b.is_ascii_uppercase() || b.is_ascii_digit())
}

fn nearest(middles: &[f32], x: f32) -> usize {
    middles
        .iter()
        .enumerate()
        .min_by(|a, b| (a.1 - x).abs().total_cmp(&(b.1 - x).abs()))
        .map_or(0, |(i, _)| i)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_scaled_by_its_matrix_is_placed_on_the_page() {
        let content =
            b"BT /F1 1 Tf 8 0 0 8 100 500 Tm (UA12345678) Tj 0 -1.25 Td [(Pay) -250 (Bill) -50 (s)] TJ ET";
        let content = Content::decode(content).expect("content");
        let lines = page_lines(&content);
        let [first, second] = &lines[..] else {
            panic!("two lines: {lines:?}");
        };
        assert_eq!((first[0].x, first[0].y, first[0].size), (100.0, 500.0, 8.0));
        assert_eq!(first[0].text, "UA12345678");
        assert_eq!((second[0].x, second[0].y), (100.0, 490.0));
        assert_eq!(second[0].text, "Pay Bills");
    }
}
