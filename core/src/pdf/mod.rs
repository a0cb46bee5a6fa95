//! PDF documents: the offer letter, the tables' export, the onboarding forms (`onboarding_forms`),
//! and later quotations, invoices, receipts and notes. Written with `pdf-writer` in the standard
//! Helvetica fonts (nothing embedded, so a document stays small), the same code natively in the
//! server and as WASM on the phone.
//!
//! - [`PageWriter`] writes pages of text, wrapped paragraphs and list items, rules and boxes, and
//!   flows onto new pages.
//! - [`Table`] lays a table of text over as many pages as it needs; [`table_document`] is the
//!   tables' export (a title and one table).
//! - [`text`] holds the fonts' encoding (what happens to letters outside Latin-1), widths and
//!   wrapping.
//!
//! Nothing here reads a clock: a creation date is passed in ([`PdfDate`]).

mod content;
pub mod jpeg;
mod page;
mod table;
pub mod text;

pub use page::{DocumentInfo, Layout, PageWriter, PdfDate, Rgb, A4_HEIGHT, A4_WIDTH, MARGIN};
pub use table::{
    table_document, Table, TableStyle, BRAND, EXPORT_MARGIN, PORTRAIT_MAX_COLUMNS, TITLE_SIZE,
};
pub use text::{text_width, Font};
