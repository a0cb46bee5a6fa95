//! A quotation, an invoice or a receipt as one A4 PDF: the business's letterhead (logo, name and
//! contacts), the document's number and dates, who it is for, the items with their total, and for
//! an invoice the payments and the balance due; in English or Swahili. The same code makes it on
//! the server (to attach to an e-mail, for the public link) and on the phone (to preview and share
//! offline).

use rust_decimal::Decimal;

use super::model::{balance, Document, DocumentKind, Party};
use crate::language::Language;
use crate::money::{decimal_text, format_money, Currency};
use crate::pdf::{DocumentInfo, Font, PageWriter, PdfDate, Rgb, Table, TableStyle, BRAND};
use crate::phones::show_phone;
use crate::time::format_date;

/// The business the document comes from.
#[derive(Debug, Clone, Copy)]
pub struct Letterhead<'a> {
    pub name: &'a str,
    pub phone: &'a str,
    pub email: &'a str,
    pub address: &'a str,
    /// The invest profile's logo, when it is a JPEG (anything else is left out).
    pub logo_jpeg: Option<&'a [u8]>,
    pub currency: Currency,
}

/// A payment as an invoice lists it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PaymentLine {
    pub receipt_number: String,
    pub date_paid: String,
    pub amount_paid: Decimal,
}

/// What a receipt says: the payment, its invoice and what is left to pay after it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Receipt<'a> {
    pub invoice: &'a Document,
    /// Every payment of the invoice up to and including this one, in the order made.
    pub payments: &'a [PaymentLine],
    /// The one this receipt is for (its position in `payments`).
    pub this_one: usize,
}

const TITLE: f32 = 20.0;
const BODY: f32 = 10.0;
const SMALL: f32 = 8.5;
const GREY: Rgb = Rgb(90, 90, 90);
const LOGO: f32 = 56.0;

struct Labels {
    quotation: &'static str,
    invoice: &'static str,
    receipt: &'static str,
    number: &'static str,
    date: &'static str,
    for_whom: &'static str,
    received_from: &'static str,
    item: &'static str,
    quantity: &'static str,
    unit_price: &'static str,
    amount: &'static str,
    total: &'static str,
    paid: &'static str,
    balance_due: &'static str,
    payments: &'static str,
    date_paid: &'static str,
    receipt_no: &'static str,
    for_invoice: &'static str,
    amount_paid: &'static str,
    balance_after: &'static str,
    paid_in_full: &'static str,
    thanks: &'static str,
}

const ENGLISH: Labels = Labels {
    quotation: "QUOTATION",
    invoice: "INVOICE",
    receipt: "RECEIPT",
    number: "Number",
    date: "Date",
    for_whom: "For",
    received_from: "Received from",
    item: "Item",
    quantity: "Quantity",
    unit_price: "Unit price",
    amount: "Amount",
    total: "Total",
    paid: "Paid",
    balance_due: "Balance due",
    payments: "Payments",
    date_paid: "Date paid",
    receipt_no: "Receipt",
    for_invoice: "For invoice",
    amount_paid: "Amount paid",
    balance_after: "Balance due after this payment",
    paid_in_full: "Paid in full. Thank you.",
    thanks: "Thank you for your business.",
};

const SWAHILI: Labels = Labels {
    quotation: "NUKUU YA BEI",
    invoice: "ANKARA",
    receipt: "RISITI",
    number: "Namba",
    date: "Tarehe",
    for_whom: "Kwa",
    received_from: "Imepokelewa kutoka kwa",
    item: "Bidhaa",
    quantity: "Idadi",
    unit_price: "Bei ya kimoja",
    amount: "Kiasi",
    total: "Jumla",
    paid: "Imelipwa",
    balance_due: "Salio linalodaiwa",
    payments: "Malipo",
    date_paid: "Tarehe ya malipo",
    receipt_no: "Risiti",
    for_invoice: "Kwa ankara",
    amount_paid: "Kiasi kilicholipwa",
    balance_after: "Salio baada ya malipo haya",
    paid_in_full: "Imelipwa yote. Asante.",
    thanks: "Asante kwa kufanya biashara nasi.",
};

fn labels(language: Language) -> &'static Labels {
    match language {
        Language::English => &ENGLISH,
        Language::Swahili => &SWAHILI,
    }
}

/// `2026-11-23` as `23/11/2026`; anything else as it is.
fn day_text(day: &str) -> String {
    match day.split('-').collect::<Vec<_>>()[..] {
        [year, month, date] if year.len() == 4 => format!("{date}/{month}/{year}"),
        _ => day.to_owned(),
    }
}

/// `1.5` as `1.5`, `2` as `2`: a quantity as typed, without trailing zeros.
fn quantity_text(quantity: Decimal) -> String {
    decimal_text(quantity.normalize())
}

/// The letterhead at the top of the page: the logo at the left (when there is one), the name and
/// contacts beside it, the document's title at the right.
fn letterhead(page: &mut PageWriter, head: &Letterhead, title: &str) {
    let layout = page.layout();
    let top = page.y();
    let mut x = layout.left();
    if let Some(logo) = head.logo_jpeg {
        if page.jpeg(logo, x, top - LOGO + TITLE, LOGO, LOGO) {
            x += LOGO + 12.0;
        }
    }
    page.text_at(x, top, 14.0, Font::Bold, BRAND, head.name);
    let mut y = top - 16.0;
    for contact in [head.phone, head.email, head.address] {
        if !contact.trim().is_empty() {
            page.text_at(x, y, SMALL, Font::Regular, GREY, contact);
            y -= 11.0;
        }
    }
    let width = crate::pdf::text_width(title, TITLE, Font::Bold);
    page.text_at(layout.right() - width, top, TITLE, Font::Bold, BRAND, title);
    let below = (top - LOGO - 4.0).min(y - 4.0);
    page.move_down(top - below);
    page.rule();
    page.advance(BODY);
}

/// `label: value` pairs, one a line, the label in bold.
fn facts(page: &mut PageWriter, pairs: &[(&str, String)]) {
    let x = page.layout().left();
    let width = pairs
        .iter()
        .map(|(label, _)| crate::pdf::text_width(label, BODY, Font::Bold))
        .fold(0.0_f32, f32::max);
    for (label, value) in pairs {
        page.ensure(BODY * 1.5);
        page.text(x, BODY, Font::Bold, label);
        page.text(x + width + 10.0, BODY, Font::Regular, value);
        page.advance(BODY * 1.5);
    }
}

fn party(page: &mut PageWriter, heading: &str, who: &Party) {
    page.line(BODY, Font::Bold, heading);
    for part in [&who.name, &show_phone(&who.phone), &who.email] {
        if !part.is_empty() {
            page.line(BODY, Font::Regular, part);
        }
    }
    page.advance(BODY * 0.5);
}

/// Right-aligned `label  value` lines under the table.
fn totals(page: &mut PageWriter, lines: &[(&str, String, bool)]) {
    let right = page.layout().right();
    for (label, value, bold) in lines {
        let font = if *bold { Font::Bold } else { Font::Regular };
        page.ensure(BODY * 1.6);
        page.text_right(right - 120.0, BODY, font, label);
        page.text_right(right, BODY, font, value);
        page.advance(BODY * 1.6);
    }
}

fn info<'a>(title: &'a str, head: &'a Letterhead, created: i64) -> DocumentInfo<'a> {
    DocumentInfo {
        title,
        author: head.name,
        created: PdfDate::from_unix(created),
    }
}

/// A quotation or an invoice (with its `payments`, in the order made) as a PDF.
pub fn document_pdf(
    document: &Document,
    payments: &[PaymentLine],
    head: &Letterhead,
    language: Language,
) -> Vec<u8> {
    let l = labels(language);
    let money = |amount: Decimal| format_money(amount, head.currency);
    let title = match document.kind {
        DocumentKind::Quotation => l.quotation,
        DocumentKind::Invoice => l.invoice,
    };
    let number = document.number();
    let mut page = PageWriter::new();
    letterhead(&mut page, head, title);
    facts(
        &mut page,
        &[
            (l.number, number.clone()),
            (l.date, format_date(document.created_at)),
        ],
    );
    page.advance(BODY * 0.5);
    party(&mut page, l.for_whom, &document.client);

    let rows: Vec<[String; 4]> = document
        .items
        .iter()
        .map(|item| {
            [
                item.name.clone(),
                quantity_text(item.quantity),
                item.unit_price.map(money).unwrap_or_default(),
                money(item.total_amount),
            ]
        })
        .collect();
    let mut cells: Vec<&str> = vec![l.item, l.quantity, l.unit_price, l.amount];
    cells.extend(rows.iter().flatten().map(String::as_str));
    Table::new(&cells, 4, &[false, true, true, true]).draw(&mut page, &TableStyle::default());
    page.advance(BODY * 2.0);

    let total = document.total();
    let mut lines = vec![(l.total, money(total), true)];
    if document.kind == DocumentKind::Invoice {
        let amounts: Vec<Decimal> = payments.iter().map(|p| p.amount_paid).collect();
        let state = balance(total, &amounts);
        if !payments.is_empty() {
            lines.push((l.paid, money(state.paid), false));
        }
        lines.push((l.balance_due, money(state.due), true));
    }
    totals(&mut page, &lines);

    if document.kind == DocumentKind::Invoice && !payments.is_empty() {
        page.advance(BODY);
        page.line(BODY, Font::Bold, l.payments);
        let rows: Vec<[String; 3]> = payments
            .iter()
            .map(|p| {
                [
                    p.receipt_number.clone(),
                    day_text(&p.date_paid),
                    money(p.amount_paid),
                ]
            })
            .collect();
        let mut cells: Vec<&str> = vec![l.receipt_no, l.date_paid, l.amount_paid];
        cells.extend(rows.iter().flatten().map(String::as_str));
        Table::new(&cells, 3, &[false, false, true]).draw(&mut page, &TableStyle::default());
    }
    page.advance(BODY * 2.0);
    page.line(BODY, Font::Regular, l.thanks);
    let heading = format!("{title} {number}");
    page.finish(&info(&heading, head, document.created_at))
}

/// A receipt for one payment as a PDF.
pub fn receipt_pdf(receipt: &Receipt, head: &Letterhead, language: Language) -> Vec<u8> {
    let l = labels(language);
    let money = |amount: Decimal| format_money(amount, head.currency);
    let invoice = receipt.invoice;
    let upto = &receipt.payments[..=receipt
        .this_one
        .min(receipt.payments.len().saturating_sub(1))];
    let this = upto.last();
    let amounts: Vec<Decimal> = upto.iter().map(|p| p.amount_paid).collect();
    let after = balance(invoice.total(), &amounts);
    let number = this.map(|p| p.receipt_number.clone()).unwrap_or_default();
    let mut page = PageWriter::new();
    letterhead(&mut page, head, l.receipt);
    facts(
        &mut page,
        &[
            (l.receipt_no, number.clone()),
            (
                l.date_paid,
                this.map(|p| day_text(&p.date_paid)).unwrap_or_default(),
            ),
            (l.for_invoice, invoice.number()),
        ],
    );
    page.advance(BODY * 0.5);
    party(&mut page, l.received_from, &invoice.client);
    totals(
        &mut page,
        &[
            (
                l.amount_paid,
                money(this.map_or(Decimal::ZERO, |p| p.amount_paid)),
                true,
            ),
            (l.total, money(after.total), false),
            (l.paid, money(after.paid), false),
            (l.balance_after, money(after.due), true),
        ],
    );
    page.advance(BODY);
    if after.due.is_zero() {
        page.line(BODY, Font::Bold, l.paid_in_full);
    } else {
        page.line(BODY, Font::Regular, l.thanks);
    }
    let heading = format!("{} {number}", l.receipt);
    page.finish(&info(&heading, head, invoice.created_at))
}
