//! A document or a receipt as its PDF and its public page's JSON, for sending and for the public
//! link (both made from the stored document and its payments, as the owner's PDFs are).

use portal_core::documents::model::{balance, receipt_number, DocumentKind};
use portal_core::documents::pdf::{self as pdf, PaymentLine, Receipt};
use portal_core::language::Language;
use portal_core::money::format_money;
use rust_decimal::Decimal;

use super::access::Owner;
use super::letterhead::Head;
use super::model::money_text;
use super::send_model::{PublicDocument, PublicItem, PublicPayment};
use super::store::{Stored, StoredPayment};

/// What a link or a sending is about: a quotation or invoice, or one payment's receipt.
pub struct Subject<'a> {
    pub document: &'a Stored,
    /// The invoice's payments in the order recorded.
    pub payments: &'a [StoredPayment],
    /// The receipt's payment (an index into `payments`).
    pub receipt: Option<usize>,
}

pub fn payment_lines(payments: &[StoredPayment]) -> Vec<PaymentLine> {
    payments
        .iter()
        .map(|p| PaymentLine {
            receipt_number: receipt_number(p.created_at, &p.id),
            date_paid: p.date_paid.clone(),
            amount_paid: p.amount_paid,
        })
        .collect()
}

impl Subject<'_> {
    /// The receipt's payment, if a receipt.
    fn payment(&self) -> Option<&StoredPayment> {
        self.receipt.and_then(|i| self.payments.get(i))
    }

    /// The payments the subject counts: all of them, or a receipt's up to its own.
    fn counted(&self) -> &[StoredPayment] {
        match self.receipt {
            Some(i) => self.payments.get(..=i).unwrap_or(self.payments),
            None => self.payments,
        }
    }

    /// `INV-…`, `QUO-…` or a receipt's `RCT-…`.
    pub fn number(&self) -> String {
        match self.payment() {
            Some(p) => receipt_number(p.created_at, &p.id),
            None => self.document.document.number(),
        }
    }

    /// The PDF in `language`, with the letterhead `head` (`Head::with_logo`).
    pub fn pdf(&self, head: &Head, language: Language) -> Vec<u8> {
        let lines = payment_lines(self.payments);
        match self.receipt {
            Some(this_one) => {
                let receipt = Receipt {
                    invoice: &self.document.document,
                    payments: &lines,
                    this_one,
                };
                pdf::receipt_pdf(&receipt, &head.letterhead(), language)
            }
            None => pdf::document_pdf(
                &self.document.document,
                &lines,
                &head.letterhead(),
                language,
            ),
        }
    }

    /// The amount the messages name: a document's total, or a receipt's payment.
    pub fn amount_text(&self, owner: &Owner) -> String {
        let currency = Head::of(owner).currency;
        let amount = match self.payment() {
            Some(p) => p.amount_paid,
            None => self.document.document.total(),
        };
        format_money(amount, currency)
    }

    /// What the public page shows, and nothing more: no client contact, no ids of the business.
    pub fn public_json(&self, owner: &Owner, expires_at: i64) -> PublicDocument {
        let head = Head::of(owner);
        let d = &self.document.document;
        let amounts: Vec<Decimal> = self.counted().iter().map(|p| p.amount_paid).collect();
        let state = balance(d.total(), &amounts);
        let kind = match (self.receipt, d.kind) {
            (Some(_), _) => "receipt",
            (None, DocumentKind::Invoice) => "invoice",
            (None, DocumentKind::Quotation) => "quotation",
        };
        PublicDocument {
            kind: kind.to_owned(),
            number: self.number(),
            created_at: self.payment().map_or(d.created_at, |p| p.created_at),
            business_name: head.name.clone(),
            currency: head.currency.code().to_owned(),
            language: owner.user.language.code().to_owned(),
            client_name: d.client.name.clone(),
            items: d
                .items
                .iter()
                .map(|i| PublicItem {
                    name: i.name.clone(),
                    quantity: i.quantity.normalize().to_string(),
                    unit_price: i.unit_price.map(money_text),
                    total_amount: money_text(i.total_amount),
                })
                .collect(),
            total: money_text(state.total),
            paid: money_text(state.paid),
            balance_due: money_text(state.due),
            paid_state: state.state.name().to_owned(),
            invoice_number: self.receipt.map(|_| d.number()),
            payment: self.payment().map(|p| PublicPayment {
                receipt_number: receipt_number(p.created_at, &p.id),
                amount_paid: money_text(p.amount_paid),
                date_paid: p.date_paid.clone(),
            }),
            expires_at,
        }
    }
}
