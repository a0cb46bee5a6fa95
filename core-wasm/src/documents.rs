//! The business documents' rules for the PWA's forms (spec 002 section 5.2), in the `books` package:
//! a quotation's or invoice's checks, an item's total, a payment's checks, the balance and the
//! numbers made offline. Lists cross as one string, cells joined by U+001F (`CELL_SEPARATOR`);
//! answers are arrays of text (less code to download than objects with getters).

use portal_core::bookkeeping::records::SaleNature;
use portal_core::documents::checks::{self, DocumentDraft, ItemDraft, PaymentDraft};
use portal_core::documents::model::{self, DocumentKind, PaidState, Party, Variant};
use portal_core::money::{decimal_text, read_number, whole_text};
use portal_core::places::Country;
use portal_core::time::{nairobi_day, nairobi_midnight};
use rust_decimal::Decimal;
use wasm_bindgen::prelude::*;

use crate::CELL_SEPARATOR;

fn cells(joined: &str) -> Vec<&str> {
    if joined.is_empty() {
        Vec::new()
    } else {
        joined.split(CELL_SEPARATOR).collect()
    }
}

/// Two decimals, as the server writes amounts.
fn money(amount: Decimal) -> String {
    let mut amount = amount;
    amount.rescale(2);
    decimal_text(amount)
}

fn amounts(joined: &str) -> Vec<Decimal> {
    cells(joined)
        .into_iter()
        .map(|text| read_number(text).unwrap_or(Decimal::ZERO))
        .collect()
}

/// Checks a quotation or invoice as typed (spec order, then each item's). `items`: variant id,
/// quantity and total, three cells a row; `variants` (the business's product and service variants):
/// id, name, kind (Product or Service) and unit price ("" when none), four cells each; `country`
/// (`KE`, `TZ`, …) reads local phone numbers. Refused: `[message, row]` (the item row from 1, or
/// ""). Passed: `["", name, phone, email]` (tidied; the phone international) followed by six cells an
/// item: variant id, name, kind, quantity, unit price ("" when none), total.
#[wasm_bindgen(js_name = checkDocument)]
#[allow(clippy::too_many_arguments)]
pub fn check_document(
    session_phone: &str,
    client_name: &str,
    client_phone: &str,
    client_email: &str,
    items: &str,
    variants: &str,
    country: &str,
) -> Vec<String> {
    let items: Vec<ItemDraft> = cells(items)
        .chunks(3)
        .map(|row| ItemDraft {
            variant_id: row.first().copied().unwrap_or("").to_owned(),
            quantity: row.get(1).copied().unwrap_or("").to_owned(),
            total_amount: row.get(2).copied().unwrap_or("").to_owned(),
        })
        .collect();
    let variants: Vec<Variant> = cells(variants)
        .chunks(4)
        .filter_map(|row| {
            Some(Variant {
                id: (*row.first()?).to_owned(),
                name: (*row.get(1)?).to_owned(),
                nature: SaleNature::parse(row.get(2)?).unwrap_or(SaleNature::Product),
                unit_price: row.get(3).and_then(|p| read_number(p).ok()),
            })
        })
        .collect();
    let draft = DocumentDraft {
        session_phone: session_phone.to_owned(),
        client: Party {
            name: client_name.to_owned(),
            phone: client_phone.to_owned(),
            email: client_email.to_owned(),
        },
        items,
    };
    let country = Country::parse(country).unwrap_or(Country::Kenya);
    match checks::check_document(&draft, &variants, country) {
        Err(refusal) => vec![
            refusal.message.to_owned(),
            refusal
                .item
                .map(|row| whole_text(row as u64))
                .unwrap_or_default(),
        ],
        Ok(checked) => {
            let mut out = vec![
                String::new(),
                checked.client.name,
                checked.client.phone,
                checked.client.email,
            ];
            for item in checked.items {
                out.push(item.variant_id);
                out.push(item.name);
                out.push(item.nature.name().to_owned());
                out.push(decimal_text(item.quantity.normalize()));
                out.push(item.unit_price.map(money).unwrap_or_default());
                out.push(money(item.total_amount));
            }
            out
        }
    }
}

/// What an item's quantity comes to at the variant's unit price, to the cent (two decimals);
/// undefined without a price or a quantity that reads as a number.
#[wasm_bindgen(js_name = itemTotal)]
pub fn item_total(unit_price: &str, quantity: &str) -> Option<String> {
    let quantity = read_number(quantity).ok()?;
    checks::item_total(read_number(unit_price).ok(), quantity).map(money)
}

/// Checks a payment against an invoice of `total` with `paid` already recorded (amounts joined by
/// U+001F), as of `now` (epoch seconds; its Nairobi day is today). Refused: `[message]`. Passed:
/// `["", amount, day, paidAt]` (the amount with two decimals, the day `yyyy-mm-dd`, its Nairobi
/// midnight in epoch seconds).
#[wasm_bindgen(js_name = checkPayment)]
#[allow(clippy::too_many_arguments)]
pub fn check_payment(
    session_phone: &str,
    invoice_id: &str,
    amount_paid: &str,
    date_paid: &str,
    total: &str,
    paid: &str,
    now: f64,
) -> Vec<String> {
    let draft = PaymentDraft {
        session_phone: session_phone.to_owned(),
        invoice_id: invoice_id.to_owned(),
        amount_paid: amount_paid.to_owned(),
        date_paid: date_paid.to_owned(),
    };
    let today = nairobi_day(now as i64)
        .and_then(|(y, m, d)| nairobi_midnight(y, m, d))
        .unwrap_or(now as i64);
    let total = read_number(total).unwrap_or(Decimal::ZERO);
    match checks::check_payment(&draft, total, &amounts(paid), today) {
        Err(message) => vec![message.to_owned()],
        Ok(checked) => vec![
            String::new(),
            money(checked.amount_paid),
            checked.date_paid,
            whole_text(checked.paid_at),
        ],
    }
}

/// An invoice's `[total, paid, due, state]` (two decimals; state `unpaid`, `partlyPaid` or `paid`)
/// from its total and its payments' amounts (joined by U+001F).
#[wasm_bindgen]
pub fn balance(total: &str, paid: &str) -> Vec<String> {
    let total = read_number(total).unwrap_or(Decimal::ZERO);
    let b = model::balance(total, &amounts(paid));
    let state = match b.state {
        PaidState::Unpaid => "unpaid",
        PaidState::PartlyPaid => "partlyPaid",
        PaidState::Paid => "paid",
    };
    vec![
        money(b.total),
        money(b.paid),
        money(b.due),
        state.to_owned(),
    ]
}

/// A quotation's or invoice's number (`kind` `quotation` or `invoice`), made on the phone: e.g.
/// `INV-261126-7F3A`.
#[wasm_bindgen]
pub fn number(kind: &str, created_at: f64, id: &str) -> String {
    let kind = if kind == "quotation" {
        DocumentKind::Quotation
    } else {
        DocumentKind::Invoice
    };
    model::number(kind.prefix(), created_at as i64, id)
}

/// A receipt's number from the time the payment was recorded and its id: e.g. `RCT-261126-9B1C`.
#[wasm_bindgen(js_name = receiptNumber)]
pub fn receipt_number(recorded_at: f64, payment_id: &str) -> String {
    model::receipt_number(recorded_at as i64, payment_id)
}
