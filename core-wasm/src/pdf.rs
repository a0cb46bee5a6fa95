//! The tables' PDF export, in a package of its own: downloaded when PDF is pressed.

use portal_core::pdf::{table_document, DocumentInfo, PdfDate, Table};
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
