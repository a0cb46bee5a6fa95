//! The tables' Excel export (`tableXlsx`), in the `books` package: every role that lists records keeps it.

use portal_core::xlsx;
use wasm_bindgen::prelude::*;

use crate::CELL_SEPARATOR;

/// The .xlsx of a table on one sheet named `sheet`: `cells` row by row, the header row first (in
/// bold), joined by U+001F; `kinds[i]` says what the i-th cell is: 0 text, 1 a number, 2 an amount in
/// Ksh (numbers as decimal text); `widths` are the columns' widths in characters.
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
