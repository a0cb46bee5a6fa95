//! A table of text laid out over as many pages as it needs: column widths from the content, cells
//! wrapped to their column, numbers right-aligned, the header row on a coloured band at the top of
//! every page the table reaches, and every second row shaded. A row taller than a page continues on
//! the next one; no line of a cell is ever left out.

use super::page::{DocumentInfo, Layout, PageWriter, Rgb};
use super::text::{text_width, wrap, Font};

/// The portal's brand colour (#0f766e): the header band.
pub const BRAND: Rgb = Rgb(15, 118, 110);
/// The table export turns its pages sideways beyond this many columns.
pub const PORTRAIT_MAX_COLUMNS: usize = 5;
/// The table export's margin, in points.
pub const EXPORT_MARGIN: f32 = 40.0;
/// The table export's title size.
pub const TITLE_SIZE: f32 = 14.0;

/// Where a line's baseline sits below the top of its line box, as a share of the font size.
const BASELINE: f32 = 0.85;

/// How a table looks; the default is the table export's look.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct TableStyle {
    pub font_size: f32,
    /// Space between a cell's edges and its text, in points.
    pub padding: f32,
    /// Distance between the lines of a cell, as a multiple of the font size.
    pub line_height: f32,
    pub header_fill: Rgb,
    pub header_text: Rgb,
    /// The fill of every second body row (from the first), if any.
    pub stripe: Option<Rgb>,
}

impl Default for TableStyle {
    fn default() -> TableStyle {
        TableStyle {
            font_size: 8.0,
            padding: 4.0,
            line_height: 1.15,
            header_fill: BRAND,
            header_text: Rgb::WHITE,
            stripe: Some(Rgb(245, 245, 245)),
        }
    }
}

/// Cells row by row, the header row first.
#[derive(Debug, Clone, Copy)]
pub struct Table<'a> {
    cells: &'a [&'a str],
    columns: usize,
    numeric: &'a [bool],
}

impl<'a> Table<'a> {
    /// `columns` cells a row (at least one; a short last row is completed with empty cells);
    /// `numeric[i]` right-aligns column `i`, its header included (missing flags are false).
    pub fn new(cells: &'a [&'a str], columns: usize, numeric: &'a [bool]) -> Table<'a> {
        Table {
            cells,
            columns: columns.max(1),
            numeric,
        }
    }

    pub fn columns(&self) -> usize {
        self.columns
    }

    /// The number of rows, the header row included (at least one).
    pub fn rows(&self) -> usize {
        self.cells.len().div_ceil(self.columns).max(1)
    }

    fn cell(&self, row: usize, column: usize) -> &'a str {
        self.cells
            .get(row * self.columns + column)
            .copied()
            .unwrap_or("")
    }

    fn is_numeric(&self, column: usize) -> bool {
        self.numeric.get(column).copied().unwrap_or(false)
    }

    /// The width of each column when the table spans `available` points. Each column gets what
    /// its longest line needs and the table is stretched to the width. When that is too wide, the
    /// columns that need less than an even share keep what they need, and the others share the
    /// rest: each keeps room for its longest word and gets a part of what is left by what it lacks.
    /// When even their longest words do not fit, the words are broken.
    pub fn column_widths(&self, available: f32, style: &TableStyle) -> Vec<f32> {
        let size = style.font_size;
        let floor = 2.0 * style.padding + size;
        let mut natural = vec![floor; self.columns];
        let mut minimum = vec![floor; self.columns];
        for row in 0..self.rows() {
            let font = font_of(row);
            for column in 0..self.columns {
                let text = self.cell(row, column);
                let widest = |parts: &mut dyn Iterator<Item = &str>| {
                    parts
                        .map(|part| text_width(part, size, font))
                        .fold(0.0, f32::max)
                        + 2.0 * style.padding
                };
                natural[column] = natural[column].max(widest(&mut text.split('\n')));
                minimum[column] = minimum[column].max(widest(&mut text.split_whitespace()));
            }
        }
        let natural_sum: f32 = natural.iter().sum();
        if natural_sum <= available {
            let stretch = available / natural_sum;
            return natural.iter().map(|w| w * stretch).collect();
        }
        // Settle the narrow columns at their natural width until every other one needs more
        // than an even share of what is left.
        let mut widths: Vec<Option<f32>> = vec![None; self.columns];
        let mut left = available;
        loop {
            let open = widths.iter().filter(|w| w.is_none()).count();
            let share = left / open as f32;
            let mut settled = false;
            for (width, need) in widths.iter_mut().zip(&natural) {
                if width.is_none() && *need <= share {
                    *width = Some(*need);
                    left -= need;
                    settled = true;
                }
            }
            if !settled {
                break;
            }
        }
        let open = |values: &[f32]| -> f32 {
            values
                .iter()
                .zip(&widths)
                .filter(|(_, w)| w.is_none())
                .map(|(v, _)| v)
                .sum()
        };
        let (natural_open, minimum_open) = (open(&natural), open(&minimum));
        widths
            .iter()
            .zip(natural.iter().zip(&minimum))
            .map(|(width, (nat, min))| {
                width.unwrap_or(if minimum_open <= left {
                    min + (nat - min) * (left - minimum_open) / (natural_open - minimum_open)
                } else {
                    min * left / minimum_open
                })
            })
            .collect()
    }

    /// Draws the table from the page's current height down, starting a new page (with the header
    /// row again) whenever the next row does not fit; leaves the height at the table's bottom edge.
    pub fn draw(&self, page: &mut PageWriter, style: &TableStyle) {
        let layout = page.layout();
        let widths = self.column_widths(layout.content_width(), style);
        let mut lefts = Vec::with_capacity(self.columns);
        let mut x = layout.left();
        for width in &widths {
            lefts.push(x);
            x += width;
        }
        let grid = Grid {
            table: self,
            style,
            lefts,
            widths,
        };
        let header = grid.lines(0);
        let header_height = grid.height(&header, 0, usize::MAX);
        let line = style.font_size * style.line_height;
        let padding = 2.0 * style.padding;
        // Lines of a row a page holds under the header.
        let page_lines = ((layout.top() - header_height - layout.bottom() - padding) / line)
            .floor()
            .max(1.0) as usize;
        // The header with the first row (as much of it as a page holds), or a new page.
        let first_row = match self.rows() {
            1 => 0.0,
            _ => grid.height(&grid.lines(1), 0, page_lines),
        };
        page.ensure(header_height + first_row);
        grid.draw_header(page, &header);
        for row in 1..self.rows() {
            let lines = grid.lines(row);
            let total = lines.iter().map(Vec::len).max().unwrap_or(1);
            let fill = style.stripe.filter(|_| row % 2 == 1);
            let mut from = 0;
            let mut fresh_page = false;
            while from < total {
                let room = ((page.y() - layout.bottom() - padding) / line)
                    .floor()
                    .max(0.0) as usize;
                let rest = total - from;
                let whole_fits_on_a_page = from == 0 && rest <= page_lines;
                if !fresh_page && room < rest && (room == 0 || whole_fits_on_a_page) {
                    page.new_page();
                    grid.draw_header(page, &header);
                    fresh_page = true;
                    continue;
                }
                let count = rest.min(room.max(1));
                grid.draw_row(page, &lines, from, count, Font::Regular, Rgb::BLACK, fill);
                from += count;
                fresh_page = false;
            }
        }
    }
}

/// The header row is bold.
fn font_of(row: usize) -> Font {
    if row == 0 {
        Font::Bold
    } else {
        Font::Regular
    }
}

/// A table with its columns placed.
struct Grid<'t> {
    table: &'t Table<'t>,
    style: &'t TableStyle,
    lefts: Vec<f32>,
    widths: Vec<f32>,
}

impl<'t> Grid<'t> {
    /// Each cell of `row` wrapped to its column.
    fn lines(&self, row: usize) -> Vec<Vec<&'t str>> {
        let style = self.style;
        (0..self.table.columns)
            .map(|column| {
                let room = self.widths[column] - 2.0 * style.padding;
                wrap(
                    self.table.cell(row, column),
                    room,
                    style.font_size,
                    font_of(row),
                )
            })
            .collect()
    }

    /// The height of lines `from..from + count` of a row.
    fn height(&self, lines: &[Vec<&str>], from: usize, count: usize) -> f32 {
        let most = lines
            .iter()
            .map(|cell| cell.len().saturating_sub(from).min(count))
            .max()
            .unwrap_or(0)
            .max(1);
        2.0 * self.style.padding + most as f32 * self.style.font_size * self.style.line_height
    }

    fn draw_header(&self, page: &mut PageWriter, header: &[Vec<&str>]) {
        let style = self.style;
        let fill = Some(style.header_fill);
        self.draw_row(
            page,
            header,
            0,
            usize::MAX,
            Font::Bold,
            style.header_text,
            fill,
        );
    }

    /// Lines `from..from + count` of a row, with its top edge at the current height.
    #[allow(clippy::too_many_arguments)]
    fn draw_row(
        &self,
        page: &mut PageWriter,
        lines: &[Vec<&str>],
        from: usize,
        count: usize,
        font: Font,
        colour: Rgb,
        fill: Option<Rgb>,
    ) {
        let style = self.style;
        let size = style.font_size;
        let top = page.y();
        let height = self.height(lines, from, count);
        if let Some(fill) = fill {
            let width = self.widths.iter().sum();
            page.fill_rect(self.lefts[0], top - height, width, height, fill);
        }
        for (column, cell) in lines.iter().enumerate() {
            let left = self.lefts[column];
            let right = left + self.widths[column] - style.padding;
            for (index, text) in cell.iter().skip(from).take(count).enumerate() {
                if text.is_empty() {
                    continue;
                }
                let y =
                    top - style.padding - index as f32 * size * style.line_height - size * BASELINE;
                let x = if self.table.is_numeric(column) {
                    right - text_width(text, size, font)
                } else {
                    left + style.padding
                };
                page.text_at(x, y, size, font, colour, text);
            }
        }
        page.move_down(height);
    }
}

/// The table export: `info.title` as a heading, then the table, on numbered A4 pages with 40-point
/// margins, turned sideways beyond [`PORTRAIT_MAX_COLUMNS`] columns.
pub fn table_document(table: &Table, info: &DocumentInfo) -> Vec<u8> {
    let landscape = table.columns() > PORTRAIT_MAX_COLUMNS;
    let layout = Layout::a4(landscape, EXPORT_MARGIN).with_page_numbers();
    let mut page = PageWriter::with_layout(layout);
    for line in wrap(info.title, layout.content_width(), TITLE_SIZE, Font::Bold) {
        page.ensure(TITLE_SIZE);
        page.text(layout.left(), TITLE_SIZE, Font::Bold, line);
        page.advance(TITLE_SIZE * 1.2);
    }
    table.draw(&mut page, &TableStyle::default());
    page.finish(info)
}

#[cfg(test)]
#[path = "table_tests.rs"]
mod tests;
