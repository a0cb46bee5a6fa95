//! The tables' PDF and Excel exports, in a package of its own: downloaded when PDF or Excel is pressed.

use portal_core::pdf::{table_document, DocumentInfo, PdfDate, Table};
use portal_core::xlsx;
use wasm_bindgen::prelude::*;

/// Separates the cells in `tablePdf`'s `cells` (the ASCII unit separator, never typed).
pub const CELL_SEPARATOR: char = '\u{1f}';

/// The PDF of a table under `title`: `cells` row by row, the header row first, `columns` cells a
/// row, joined by U+001F; `numeric[i]` non-zero right-aligns column i; `created` is the time of the
/// export in seconds since 1970 (written as the document's creation date).
#[wasm_bindgen(js_name = tablePdf)]
pub fn table_pdf(
    title: &str,
    author: &str,
    cells: &str,
    columns: usize,
    numeric: &[u8],
    created: f64,
) -> Vec<u8> {
    let cells: Vec<&str> = cells.split(CELL_SEPARATOR).collect();
    let numeric: Vec<bool> = numeric.iter().map(|flag| *flag != 0).collect();
    let info = DocumentInfo {
        title,
        author,
        created: PdfDate::from_unix(created as i64),
    };
    table_document(&Table::new(&cells, columns, &numeric), &info)
}

/// The .xlsx of a table on one sheet named `sheet`: `cells` row by row as in `tablePdf`, the header
/// row first (in bold); `kinds[i]` says what the i-th cell is: 0 text, 1 a number, 2 an amount in Ksh
/// (numbers as decimal text); `widths` are the columns' widths in characters.
#[wasm_bindgen(js_name = tableXlsx)]
pub fn table_xlsx(
    sheet: &str,
    cells: &str,
    columns: usize,
    kinds: &[u8],
    widths: &[u32],
) -> Vec<u8> {
    let cells: Vec<&str> = cells.split(CELL_SEPARATOR).collect();
    let typed: Vec<xlsx::Cell> = cells
        .iter()
        .enumerate()
        .map(|(index, text)| match kinds.get(index) {
            Some(1) => xlsx::Cell::Number(text),
            Some(2) => xlsx::Cell::Money(text),
            _ => xlsx::Cell::Text(text),
        })
        .collect();
    let rows: Vec<Vec<xlsx::Cell>> = typed.chunks(columns.max(1)).map(<[_]>::to_vec).collect();
    xlsx::table_xlsx(sheet, &rows, widths)
}
