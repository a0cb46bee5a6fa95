//! A quotation becomes an invoice in one action: the invoice has the quotation's client and items,
//! not sent yet, and each points at the other. A quotation becomes an invoice once.

use super::messages::{ALREADY_AN_INVOICE, NOT_A_QUOTATION};
use super::model::{Document, DocumentKind};

/// The invoice `quotation` becomes, with id `invoice_id`, made at `now`.
pub fn invoice_from(
    quotation: &Document,
    invoice_id: &str,
    now: i64,
) -> Result<Document, &'static str> {
    if quotation.kind != DocumentKind::Quotation {
        return Err(NOT_A_QUOTATION);
    }
    if quotation.linked_id.is_some() {
        return Err(ALREADY_AN_INVOICE);
    }
    Ok(Document {
        id: invoice_id.to_owned(),
        kind: DocumentKind::Invoice,
        created_at: now,
        client: quotation.client.clone(),
        items: quotation.items.clone(),
        sent: false,
        linked_id: Some(quotation.id.clone()),
    })
}
