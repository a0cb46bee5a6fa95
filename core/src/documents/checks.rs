//! The checks of a quotation or invoice as typed (spec 002 section 5.2, in its order, then the
//! items'), and of a payment against an invoice. The phone runs them before saving and the server
//! again before storing; a refusal changes nothing.

use rust_decimal::Decimal;

use super::messages::*;
use super::model::{balance, Item, PaidState, Party, Variant};
use crate::forms::{is_empty, looks_like_email};
use crate::money::{round_cents, AmountField};
use crate::phones::international_any;
use crate::places::Country;
use crate::time::nairobi_midnight;

/// Items a document may have.
pub const MAX_ITEMS: usize = 100;
/// Characters of a client's name.
pub const MAX_NAME: usize = 100;
/// The largest amount of a document, an item or a payment (cents): a hundred million.
const MAX_AMOUNT: i64 = 100_000_000 * 100;

pub const QUANTITY: AmountField = AmountField {
    name: "documentQuantity",
    decimals: 3,
    min: 1,
    max: 10_000_000 * 1_000,
    not_a_number: QUANTITY_NOT_A_NUMBER,
    too_precise: QUANTITY_TOO_PRECISE,
    too_small: QUANTITY_TOO_SMALL,
    too_large: QUANTITY_TOO_LARGE,
};

pub const ITEM_TOTAL: AmountField = AmountField {
    name: "documentItemTotal",
    decimals: 2,
    min: 0,
    max: MAX_AMOUNT,
    not_a_number: AMOUNT_NOT_A_NUMBER,
    too_precise: AMOUNT_TOO_PRECISE,
    too_small: TOTAL_NEGATIVE,
    too_large: AMOUNT_TOO_LARGE,
};

pub const AMOUNT_PAID: AmountField = AmountField {
    name: "documentAmountPaid",
    decimals: 2,
    min: 1,
    max: MAX_AMOUNT,
    not_a_number: AMOUNT_NOT_A_NUMBER,
    too_precise: AMOUNT_TOO_PRECISE,
    too_small: AMOUNT_PAID_TOO_SMALL,
    too_large: AMOUNT_TOO_LARGE,
};

/// An item row as typed or sent: the variant chosen, the quantity and the total as text.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ItemDraft {
    pub variant_id: String,
    pub quantity: String,
    pub total_amount: String,
}

/// A quotation or invoice as typed: the signed-in person's phone (the spec's sessionPhone), the
/// client and the item rows.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct DocumentDraft {
    pub session_phone: String,
    pub client: Party,
    pub items: Vec<ItemDraft>,
}

/// Why a draft is refused: the message, and the item row (from 1) it is about, if one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Refusal {
    pub message: &'static str,
    pub item: Option<usize>,
}

impl From<&'static str> for Refusal {
    fn from(message: &'static str) -> Refusal {
        Refusal {
            message,
            item: None,
        }
    }
}

/// A draft that passed: the client tidied (the phone in its international form) and the items.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CheckedDocument {
    pub client: Party,
    pub items: Vec<Item>,
}

/// The total an item's quantity comes to at its unit price, to the cent; None without a price.
pub fn item_total(unit_price: Option<Decimal>, quantity: Decimal) -> Option<Decimal> {
    unit_price.map(|price| round_cents(price * quantity))
}

/// Checks `draft` against the business's `variants`; local phone numbers are taken as `country`'s.
pub fn check_document(
    draft: &DocumentDraft,
    variants: &[Variant],
    country: Country,
) -> Result<CheckedDocument, Refusal> {
    if is_empty(&draft.session_phone) {
        return Err(MISSING_IMPORTANT_INFORMATION.into());
    }
    if draft.items.is_empty() {
        return Err(ADD_AN_ITEM.into());
    }
    let client = &draft.client;
    for (value, blank) in [
        (&client.email, CLIENT_EMAIL_BLANK),
        (&client.phone, CLIENT_PHONE_BLANK),
        (&client.name, CLIENT_NAME_BLANK),
    ] {
        if is_empty(value) {
            return Err(blank.into());
        }
    }
    if !looks_like_email(&client.email) {
        return Err(CLIENT_EMAIL_INVALID.into());
    }
    let phone = international_any(&client.phone, country).ok_or(CLIENT_PHONE_INVALID)?;
    let name = client.name.trim();
    if name.chars().count() > MAX_NAME {
        return Err(CLIENT_NAME_TOO_LONG.into());
    }
    if draft.items.len() > MAX_ITEMS {
        return Err(TOO_MANY_ITEMS.into());
    }
    let items = draft
        .items
        .iter()
        .enumerate()
        .map(|(at, row)| {
            check_item(row, variants).map_err(|message| Refusal {
                message,
                item: Some(at + 1),
            })
        })
        .collect::<Result<Vec<Item>, Refusal>>()?;
    Ok(CheckedDocument {
        client: Party {
            name: name.to_owned(),
            phone,
            email: client.email.trim().to_ascii_lowercase(),
        },
        items,
    })
}

fn check_item(row: &ItemDraft, variants: &[Variant]) -> Result<Item, &'static str> {
    let chosen = row.variant_id.trim();
    if chosen.is_empty() {
        return Err(CHOOSE_AN_ITEM);
    }
    let variant = variants
        .iter()
        .find(|v| v.id == chosen)
        .ok_or(ITEM_NOT_FOUND)?;
    let quantity = QUANTITY.read(&row.quantity)?.ok_or(QUANTITY_BLANK)?;
    let total = ITEM_TOTAL.read(&row.total_amount)?.ok_or(TOTAL_BLANK)?;
    Ok(Item {
        variant_id: variant.id.clone(),
        name: variant.name.clone(),
        nature: variant.nature,
        quantity,
        unit_price: variant.unit_price,
        total_amount: total,
    })
}

/// A payment as typed or sent.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PaymentDraft {
    pub session_phone: String,
    pub invoice_id: String,
    pub amount_paid: String,
    /// `yyyy-mm-dd`.
    pub date_paid: String,
}

/// A payment that passed: the amount, the day (`yyyy-mm-dd`) and its Nairobi midnight.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CheckedPayment {
    pub amount_paid: Decimal,
    pub date_paid: String,
    pub paid_at: i64,
}

/// Checks a payment against an invoice of `total` with `paid` already recorded, on the day `today`
/// (Nairobi midnight, epoch seconds): the spec's order, then a real day not after today, then an
/// amount within the balance due.
pub fn check_payment(
    draft: &PaymentDraft,
    total: Decimal,
    paid: &[Decimal],
    today: i64,
) -> Result<CheckedPayment, &'static str> {
    if is_empty(&draft.session_phone) || is_empty(&draft.invoice_id) {
        return Err(MISSING_IMPORTANT_INFORMATION);
    }
    if is_empty(&draft.date_paid) {
        return Err(DATE_PAID_BLANK);
    }
    if is_empty(&draft.amount_paid) {
        return Err(AMOUNT_PAID_BLANK);
    }
    let date = draft.date_paid.trim();
    let paid_at = day_of(date).ok_or(DATE_PAID_INVALID)?;
    if paid_at > today {
        return Err(DATE_PAID_IN_FUTURE);
    }
    let amount = AMOUNT_PAID
        .read(&draft.amount_paid)?
        .ok_or(AMOUNT_PAID_BLANK)?;
    let now = balance(total, paid);
    if now.state == PaidState::Paid {
        return Err(ALREADY_PAID);
    }
    if amount > now.due {
        return Err(MORE_THAN_BALANCE);
    }
    Ok(CheckedPayment {
        amount_paid: amount,
        date_paid: date.to_owned(),
        paid_at,
    })
}

/// `yyyy-mm-dd` as the Nairobi midnight that starts it.
pub fn day_of(text: &str) -> Option<i64> {
    let mut parts = text.split('-');
    let (year, month, day) = (parts.next()?, parts.next()?, parts.next()?);
    let digits = |s: &str, n: usize| s.len() == n && s.bytes().all(|b| b.is_ascii_digit());
    if parts.next().is_some() || !digits(year, 4) || !digits(month, 2) || !digits(day, 2) {
        return None;
    }
    nairobi_midnight(year.parse().ok()?, month.parse().ok()?, day.parse().ok()?)
}
