//! A business's documents: quotations and invoices with their client and items, and the payments
//! against an invoice. Amounts are `Decimal` (two decimals on the wire, cents in storage).

use rust_decimal::Decimal;
use serde::{Deserialize, Serialize};

use crate::bookkeeping::records::SaleNature;
use crate::id::short_id;
use crate::time::nairobi_day;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum DocumentKind {
    Quotation,
    Invoice,
}

impl DocumentKind {
    /// The start of its number: `QUO` or `INV`.
    pub fn prefix(self) -> &'static str {
        match self {
            DocumentKind::Quotation => "QUO",
            DocumentKind::Invoice => "INV",
        }
    }

    /// The spec's path word: `quotations` or `invoices`.
    pub fn plural(self) -> &'static str {
        match self {
            DocumentKind::Quotation => "quotations",
            DocumentKind::Invoice => "invoices",
        }
    }
}

/// Who the document is for (the spec's billTo or quoteTo).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct Party {
    pub name: String,
    pub phone: String,
    pub email: String,
}

/// One product or service variant of the business, as the item choice offers it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Variant {
    pub id: String,
    pub name: String,
    /// A product variant or a service variant.
    pub nature: SaleNature,
    pub unit_price: Option<Decimal>,
}

/// An item as checked: the variant, its name when the document was made, quantity and total.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Item {
    pub variant_id: String,
    pub name: String,
    pub nature: SaleNature,
    pub quantity: Decimal,
    pub unit_price: Option<Decimal>,
    pub total_amount: Decimal,
}

/// A payment against an invoice, as recorded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Payment {
    pub id: String,
    pub invoice_id: String,
    pub amount_paid: Decimal,
    /// The day paid, `yyyy-mm-dd`.
    pub date_paid: String,
}

/// Where an invoice stands with its payments.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum PaidState {
    Unpaid,
    PartlyPaid,
    Paid,
}

impl PaidState {
    /// Its name on the wire: `unpaid`, `partlyPaid`, `paid`.
    pub fn name(self) -> &'static str {
        match self {
            PaidState::Unpaid => "unpaid",
            PaidState::PartlyPaid => "partlyPaid",
            PaidState::Paid => "paid",
        }
    }
}

/// The items' total.
pub fn document_total(items: &[Item]) -> Decimal {
    items.iter().map(|i| i.total_amount).sum()
}

/// An invoice's total, what is paid and the balance due, and its state.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Balance {
    pub total: Decimal,
    pub paid: Decimal,
    pub due: Decimal,
    pub state: PaidState,
}

pub fn balance(total: Decimal, payments: &[Decimal]) -> Balance {
    let paid: Decimal = payments.iter().copied().sum();
    let due = (total - paid).max(Decimal::ZERO);
    let state = if paid <= Decimal::ZERO {
        PaidState::Unpaid
    } else if due > Decimal::ZERO {
        PaidState::PartlyPaid
    } else {
        PaidState::Paid
    };
    Balance {
        total,
        paid,
        due,
        state,
    }
}

/// A document's or receipt's number, made on the phone without asking anyone: the prefix, the
/// Nairobi day it was made and the last four characters of its id (random), e.g. `INV-261126-7F3A`.
pub fn number(prefix: &str, created_at: i64, id: &str) -> String {
    let (year, month, day) = nairobi_day(created_at).unwrap_or((1970, 1, 1));
    format!(
        "{prefix}-{:02}{month:02}{day:02}-{}",
        year.rem_euclid(100),
        short_id(id, 4).to_ascii_uppercase()
    )
}

/// A receipt's number.
pub fn receipt_number(paid_at: i64, payment_id: &str) -> String {
    number("RCT", paid_at, payment_id)
}

/// A quotation or invoice as kept.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Document {
    pub id: String,
    pub kind: DocumentKind,
    /// Epoch seconds (the spec's createdAt).
    pub created_at: i64,
    pub client: Party,
    pub items: Vec<Item>,
    /// Sent to the client (the spec's isGenerated).
    pub sent: bool,
    /// An invoice made from a quotation: the quotation's id. A quotation made into an invoice: the
    /// invoice's.
    pub linked_id: Option<String>,
}

impl Document {
    pub fn number(&self) -> String {
        number(self.kind.prefix(), self.created_at, &self.id)
    }

    pub fn total(&self) -> Decimal {
        document_total(&self.items)
    }
}
