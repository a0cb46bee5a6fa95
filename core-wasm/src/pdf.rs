//! The PDF writer, in a package of its own (`pdf`): downloaded when a PDF is made (a table's export,
//! a quotation's, an invoice's or a receipt's), so the packages every screen loads do not carry it.
//! Lists cross as one string, cells joined by U+001F (`CELL_SEPARATOR`).

use portal_core::bookkeeping::records::SaleNature;
use portal_core::documents::model::{Document, DocumentKind, Item, Party};
use portal_core::documents::pdf::{document_pdf, receipt_pdf, Letterhead, PaymentLine, Receipt};
use portal_core::language::Language;
use portal_core::money::{read_number, Currency};
use portal_core::pdf::{table_document, DocumentInfo, PdfDate, Table};
use rust_decimal::Decimal;
use wasm_bindgen::prelude::*;

use crate::CELL_SEPARATOR;

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

/// Rows of `width` cells from one joined string; none for "".
fn rows(joined: &str, width: usize) -> Vec<Vec<&str>> {
    if joined.is_empty() {
        return Vec::new();
    }
    let cells: Vec<&str> = joined.split(CELL_SEPARATOR).collect();
    cells.chunks(width).map(<[_]>::to_vec).collect()
}

fn amount(text: &str) -> Decimal {
    read_number(text).unwrap_or(Decimal::ZERO)
}

/// A quotation or invoice from what the phone keeps. `items`: name, kind (Product or Service),
/// quantity, unit price ("" when none) and total, five cells an item.
#[allow(clippy::too_many_arguments)]
fn document(
    kind: &str,
    id: &str,
    created_at: f64,
    client_name: &str,
    client_phone: &str,
    client_email: &str,
    items: &str,
) -> Document {
    let items = rows(items, 5)
        .into_iter()
        .map(|cell| {
            let at = |i: usize| cell.get(i).copied().unwrap_or("");
            Item {
                variant_id: String::new(),
                name: at(0).to_owned(),
                nature: SaleNature::parse(at(1)).unwrap_or(SaleNature::Product),
                quantity: amount(at(2)),
                unit_price: read_number(at(3)).ok(),
                total_amount: amount(at(4)),
            }
        })
        .collect();
    Document {
        id: id.to_owned(),
        kind: if kind == "quotation" {
            DocumentKind::Quotation
        } else {
            DocumentKind::Invoice
        },
        created_at: created_at as i64,
        client: Party {
            name: client_name.to_owned(),
            phone: client_phone.to_owned(),
            email: client_email.to_owned(),
        },
        items,
        sent: false,
        linked_id: None,
    }
}

/// `payments`: receipt number, day paid (`yyyy-mm-dd`) and amount, three cells a payment, in the order made.
fn payment_lines(payments: &str) -> Vec<PaymentLine> {
    rows(payments, 3)
        .into_iter()
        .map(|cell| PaymentLine {
            receipt_number: cell.first().copied().unwrap_or("").to_owned(),
            date_paid: cell.get(1).copied().unwrap_or("").to_owned(),
            amount_paid: amount(cell.get(2).copied().unwrap_or("")),
        })
        .collect()
}

/// The letterhead: `business` is the business's name, the entrepreneur's phone and e-mail and the
/// currency (`KES`, `TZS`), four cells.
fn head(business: &str) -> ([&str; 3], Currency) {
    let cells: Vec<&str> = business.split(CELL_SEPARATOR).collect();
    let at = |i: usize| cells.get(i).copied().unwrap_or("");
    (
        [at(0), at(1), at(2)],
        Currency::parse(at(3)).unwrap_or(Currency::Kes),
    )
}

fn language(code: &str) -> Language {
    Language::parse(code).unwrap_or(Language::English)
}

/// A quotation or an invoice (`kind`) as a PDF: see `document` for `items`, `payment_lines` for
/// `payments` (an invoice's), `head` for `business`; `language` `en` or `sw`.
#[wasm_bindgen(js_name = documentPdf)]
#[allow(clippy::too_many_arguments)]
pub fn document_pdf_bytes(
    kind: &str,
    id: &str,
    created_at: f64,
    client_name: &str,
    client_phone: &str,
    client_email: &str,
    items: &str,
    payments: &str,
    business: &str,
    language_code: &str,
) -> Vec<u8> {
    let doc = document(
        kind,
        id,
        created_at,
        client_name,
        client_phone,
        client_email,
        items,
    );
    let ([name, phone, email], currency) = head(business);
    let letterhead = Letterhead {
        name,
        phone,
        email,
        address: "",
        logo_jpeg: None,
        currency,
    };
    document_pdf(
        &doc,
        &payment_lines(payments),
        &letterhead,
        language(language_code),
    )
}

/// The receipt of the invoice's payment at position `this_one` of `payments` (every payment up to
/// and including it, in the order made) as a PDF; the other arguments as `documentPdf`'s.
#[wasm_bindgen(js_name = receiptPdf)]
#[allow(clippy::too_many_arguments)]
pub fn receipt_pdf_bytes(
    id: &str,
    created_at: f64,
    client_name: &str,
    client_phone: &str,
    client_email: &str,
    items: &str,
    payments: &str,
    this_one: usize,
    business: &str,
    language_code: &str,
) -> Vec<u8> {
    let invoice = document(
        "invoice",
        id,
        created_at,
        client_name,
        client_phone,
        client_email,
        items,
    );
    let lines = payment_lines(payments);
    let ([name, phone, email], currency) = head(business);
    let letterhead = Letterhead {
        name,
        phone,
        email,
        address: "",
        logo_jpeg: None,
        currency,
    };
    let receipt = Receipt {
        invoice: &invoice,
        payments: &lines,
        this_one,
    };
    receipt_pdf(&receipt, &letterhead, language(language_code))
}
