//! Quotations, invoices and their payments as kinds of the offline engine (`crate::sync`), so an
//! entrepreneur makes them in airplane mode: `document` and `documentPayment`, business-scoped,
//! append-only (made once, never changed by a phone; the server itself marks a document sent or a
//! quotation made an invoice, and phones get that by pull). Pushed records go through the same
//! `write::make` and `payments::record` as the spec's calls; a refusal is core's message, kept on the
//! phone with what was typed.
//!
//! Pushed: `document {id, businessId, kind, createdAt, clientName, clientPhone, clientEmail,
//! items[{variantId, quantity, totalAmount}], linkedId?}` (an invoice with `linkedId` is made from
//! that quotation, its client and items); `documentPayment {id, businessId, invoiceId, amountPaid,
//! datePaid, method?, recordSale?, createdAt?}` (the phone's time, kept: its receipt number and its
//! place among the invoice's payments follow from it on both sides). Pulled: the same with what the server adds (`number`, the items'
//! names, kinds and prices, `total`, `sentAt`; a payment's `receiptNumber`, `saleIds`,
//! `receiptSentAt`, `createdAt`).

use std::sync::Arc;

use portal_core::bookkeeping::messages::RECORD_OF_ANOTHER_BUSINESS;
use portal_core::documents::checks::{DocumentDraft, ItemDraft, PaymentDraft};
use portal_core::documents::model::{receipt_number, DocumentKind, Party};
use portal_core::places::Country;
use portal_core::roles::Role;
use portal_core::sync::{ConflictRule, Scope};
use serde_json::{json, Value};
use sqlx::{AnyConnection, AnyPool, Row};

use super::model::money_text;
use super::payments::{self, Paying, DEFAULT_METHOD};
use super::store::{self, Stored, StoredPayment};
use super::write::{self, Maker, NewDocument};
use crate::sync::model::Change;
use crate::sync::registry::{EntityKind, EntityStore, Incoming, Outcome, Place, Registry, Rights};

pub const DOCUMENT: &str = "document";
pub const PAYMENT: &str = "documentPayment";
/// A record a phone sent that is not a document or payment as the engine knows them.
pub const UNREADABLE: &str = "The record could not be read";

fn entrepreneur(role: Role) -> bool {
    role == Role::Client
}

const RIGHTS: Rights = Rights {
    write: entrepreneur,
    read: entrepreneur,
};

pub struct DocumentsStore;

pub fn register(registry: &mut Registry) {
    let store: Arc<dyn EntityStore> = Arc::new(DocumentsStore);
    for name in [DOCUMENT, PAYMENT] {
        registry.register(EntityKind {
            name,
            scope: Scope::Business,
            conflict: ConflictRule::AppendOnly,
            rights: RIGHTS,
            check: None,
            store: store.clone(),
        });
    }
}

fn text(record: &Value, key: &str) -> String {
    super::model::text_of(&record[key])
}

fn document_draft(record: &Value, session: &str) -> DocumentDraft {
    DocumentDraft {
        session_phone: session.to_owned(),
        client: Party {
            name: text(record, "clientName"),
            phone: text(record, "clientPhone"),
            email: text(record, "clientEmail"),
        },
        items: record["items"]
            .as_array()
            .map(|items| {
                items
                    .iter()
                    .map(|i| ItemDraft {
                        variant_id: text(i, "variantId"),
                        quantity: text(i, "quantity"),
                        total_amount: text(i, "totalAmount"),
                    })
                    .collect()
            })
            .unwrap_or_default(),
    }
}

async fn country(conn: &mut AnyConnection, user_id: &str) -> Result<Country, sqlx::Error> {
    let row = sqlx::query("SELECT country FROM users WHERE id = $1")
        .bind(user_id)
        .fetch_optional(conn)
        .await?;
    let code: Option<String> = match row {
        Some(row) => row.try_get("country")?,
        None => None,
    };
    Ok(code
        .as_deref()
        .and_then(Country::parse)
        .unwrap_or(Country::Kenya))
}

async fn apply_one(
    conn: &mut AnyConnection,
    maker: Maker<'_>,
    incoming: &Incoming<'_>,
    counter: &mut i64,
) -> Result<Outcome, sqlx::Error> {
    let record = &incoming.record;
    if incoming.op != "put" || record["id"].as_str() != Some(incoming.id.as_str()) {
        return Ok(Err(UNREADABLE.to_owned()));
    }
    if record["businessId"].as_str() != Some(maker.business_id) {
        return Ok(Err(RECORD_OF_ANOTHER_BUSINESS.to_owned()));
    }
    // The signed-in person is the one who pushes: the spec's "logged-in user's phone" is there.
    let session = maker.user_id;
    if incoming.kind.name == DOCUMENT {
        let kind = match record["kind"].as_str() {
            Some("quotation") => DocumentKind::Quotation,
            Some("invoice") => DocumentKind::Invoice,
            _ => return Ok(Err(UNREADABLE.to_owned())),
        };
        let Some(created_at) = record["createdAt"].as_i64() else {
            return Ok(Err(UNREADABLE.to_owned()));
        };
        let draft = document_draft(record, session);
        let new = NewDocument {
            id: incoming.id.clone(),
            kind,
            created_at,
            draft: &draft,
            from_quotation: record["linkedId"].as_str().filter(|id| !id.is_empty()),
        };
        let made = write::make(conn, maker, new, counter).await?;
        return Ok(made.map(|_| ()).map_err(|r| r.message.to_owned()));
    }
    let paying = Paying {
        id: incoming.id.clone(),
        draft: PaymentDraft {
            session_phone: session.to_owned(),
            invoice_id: text(record, "invoiceId"),
            amount_paid: text(record, "amountPaid"),
            date_paid: text(record, "datePaid"),
        },
        method: record["method"]
            .as_str()
            .filter(|m| !m.is_empty())
            .unwrap_or(DEFAULT_METHOD),
        record_sale: record["recordSale"].as_bool().unwrap_or(true),
        created_at: record["createdAt"].as_i64(),
    };
    let recorded = payments::record(conn, maker, paying, counter).await?;
    Ok(recorded.map(|_| ()).map_err(str::to_owned))
}

#[async_trait::async_trait]
impl EntityStore for DocumentsStore {
    async fn apply(
        &self,
        conn: &mut AnyConnection,
        place: Place<'_>,
        mutations: Vec<Incoming<'_>>,
        counter: &mut i64,
        now: i64,
    ) -> Result<Vec<Outcome>, sqlx::Error> {
        let country = country(conn, place.user_id).await?;
        let maker = Maker {
            business_id: place.scope_id,
            user_id: place.user_id,
            country,
            now,
            ip: None,
        };
        let mut outcomes = Vec::with_capacity(mutations.len());
        for incoming in &mutations {
            outcomes.push(apply_one(conn, maker, incoming, counter).await?);
        }
        Ok(outcomes)
    }

    async fn changes_after(
        &self,
        pool: &AnyPool,
        _scope: Scope,
        business_id: &str,
        cursor: i64,
        limit: i64,
    ) -> Result<Vec<Change>, sqlx::Error> {
        let documents = store::changed_documents(pool, business_id, cursor, limit).await?;
        let payments = store::changed_payments(pool, business_id, cursor, limit).await?;
        let mut changes: Vec<Change> = documents
            .into_iter()
            .map(|(stored, seq)| document_change(&stored, seq))
            .chain(
                payments
                    .into_iter()
                    .map(|(p, seq)| payment_change(&p, business_id, seq)),
            )
            .collect();
        changes.sort_by_key(|c| c.change_seq);
        changes.truncate(usize::try_from(limit).unwrap_or(0));
        Ok(changes)
    }
}

/// A document as phones keep it.
pub fn document_record(stored: &Stored) -> Value {
    let d = &stored.document;
    let items: Vec<Value> = d
        .items
        .iter()
        .map(|i| {
            json!({
                "variantId": i.variant_id, "name": i.name, "nature": i.nature.name(),
                "quantity": i.quantity.normalize().to_string(),
                "unitPrice": i.unit_price.map(money_text), "totalAmount": money_text(i.total_amount),
            })
        })
        .collect();
    json!({
        "id": d.id, "businessId": stored.business_id,
        "kind": match d.kind { DocumentKind::Quotation => "quotation", DocumentKind::Invoice => "invoice" },
        "number": d.number(), "createdAt": d.created_at,
        "clientName": d.client.name, "clientPhone": d.client.phone, "clientEmail": d.client.email,
        "items": items, "total": money_text(d.total()), "linkedId": d.linked_id, "sentAt": stored.sent_at,
    })
}

fn document_change(stored: &Stored, change_seq: i64) -> Change {
    Change {
        entity: DOCUMENT.to_owned(),
        id: stored.document.id.clone(),
        record: document_record(stored),
        date: Some(stored.document.created_at),
        change_seq,
    }
}

/// A payment as phones keep it.
pub fn payment_record(p: &StoredPayment, business_id: &str) -> Value {
    json!({
        "id": p.id, "businessId": business_id, "invoiceId": p.invoice_id,
        "amountPaid": money_text(p.amount_paid), "datePaid": p.date_paid, "method": p.method,
        "recordSale": !p.sale_ids.is_empty(), "saleIds": p.sale_ids,
        "receiptNumber": receipt_number(p.created_at, &p.id), "receiptSentAt": p.receipt_sent_at,
        "createdAt": p.created_at,
    })
}

fn payment_change(p: &StoredPayment, business_id: &str, change_seq: i64) -> Change {
    Change {
        entity: PAYMENT.to_owned(),
        id: p.id.clone(),
        record: payment_record(p, business_id),
        date: Some(p.paid_at),
        change_seq,
    }
}
