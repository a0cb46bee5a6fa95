//! A payment against an invoice: checked by core against what is already paid, in the transaction
//! that holds the business's change counter (so two payments at once cannot together pass the
//! total), recorded once (a phone's id sent again answers the stored payment), and, unless the
//! person said not to, recorded in DigiKua as the invoice's items' sales in the same transaction.

use portal_core::bookkeeping::lookups::LookupList;
use portal_core::bookkeeping::messages::UNKNOWN_SALE_TYPE;
use portal_core::bookkeeping::records::{Record, Sale};
use portal_core::documents::checks::{check_payment, PaymentDraft};
use portal_core::documents::messages::MISSING_IMPORTANT_INFORMATION;
use portal_core::documents::model::DocumentKind;
use portal_core::documents::sales::sales_for_payment;
use portal_core::id::is_valid_id;
use portal_core::sync::Scope;
use portal_core::time::{nairobi_day, nairobi_midnight};
use rust_decimal::Decimal;

use super::access::Owner;
use super::model::{text_of, DocumentsResult, PaymentRequest};
use super::store::{self, NewPayment, StoredPayment};
use super::write::NOT_FOUND;
use crate::audit::{self, Event};
use crate::bookkeeping::records::apply_numbered;
use crate::error::AppError;
use crate::ids::new_id;
use crate::state::AppState;
use crate::sync::scopes::{lock_counter, set_counter};

pub const PAYMENT_RECORDED: &str = "document_payment";
/// How a payment was paid when the body does not say.
const DEFAULT_METHOD: &str = "mpesa";

/// Today's Nairobi midnight.
fn today(now: i64) -> i64 {
    nairobi_day(now)
        .and_then(|(y, m, d)| nairobi_midnight(y, m, d))
        .unwrap_or(now)
}

/// Records the payment; the stored payment and the invoice's id.
pub async fn add(
    state: &AppState,
    owner: &Owner,
    body: &PaymentRequest,
    ip: Option<&str>,
) -> DocumentsResult<StoredPayment> {
    let now = state.now();
    let id = match body.id.as_deref().map(str::trim) {
        Some(id) if is_valid_id(id) => id.to_owned(),
        _ => new_id(now),
    };
    let method = body
        .method
        .as_deref()
        .map(str::trim)
        .filter(|m| !m.is_empty())
        .unwrap_or(DEFAULT_METHOD);
    if !LookupList::SaleType
        .entries()
        .iter()
        .any(|l| l.id == method)
    {
        return Err(AppError::bad_request(UNKNOWN_SALE_TYPE).into());
    }
    let mut tx = state.begin().await?;
    let mut counter = lock_counter(&mut tx, Scope::Business, &owner.business.id).await?;
    if let Some((stored, business_id)) = store::find_payment(&mut *tx, &id).await? {
        if business_id == owner.business.id && stored.invoice_id == body.invoice_id.trim() {
            return Ok(stored);
        }
        return Err(AppError::bad_request(super::write::ID_TAKEN).into());
    }
    let draft = PaymentDraft {
        session_phone: body.phone.clone(),
        invoice_id: body.invoice_id.clone(),
        amount_paid: text_of(&body.amount_paid),
        date_paid: body.date_paid.clone(),
    };
    let invoice = if draft.invoice_id.trim().is_empty() {
        None
    } else {
        store::find(&mut *tx, draft.invoice_id.trim())
            .await?
            .filter(|d| d.business_id == owner.business.id)
    };
    let invoice = match invoice {
        Some(found) if found.document.kind == DocumentKind::Invoice => found.document,
        // The spec's first check answers a missing invoice id; an unknown one is not found.
        _ if draft.invoice_id.trim().is_empty() || draft.session_phone.trim().is_empty() => {
            return Err(AppError::bad_request(MISSING_IMPORTANT_INFORMATION).into())
        }
        _ => return Err(AppError::NotFound(NOT_FOUND.to_owned()).into()),
    };
    let before: Vec<Decimal> = store::payments_of(&mut *tx, &invoice.id)
        .await?
        .iter()
        .map(|p| p.amount_paid)
        .collect();
    let checked = check_payment(&draft, invoice.total(), &before, today(now))
        .map_err(AppError::bad_request)?;

    let mut sale_ids = Vec::new();
    if body.record_sale.unwrap_or(true) {
        let paid_before: Decimal = before.iter().copied().sum();
        let records: Vec<Record> =
            sales_for_payment(&invoice.items, paid_before, checked.amount_paid)
                .into_iter()
                .map(|share| {
                    Record::Sale(Sale {
                        id: new_id(now),
                        business_id: owner.business.id.clone(),
                        nature: share.nature.name().to_owned(),
                        variant_id: share.variant_id,
                        quantity: Some(share.quantity),
                        revenue: Some(share.revenue),
                        date_sold: Some(checked.paid_at),
                        type_of_sale: method.to_owned(),
                        client_phone: invoice.client.phone.clone(),
                        date_added: now,
                        last_edited: now,
                    })
                })
                .collect();
        sale_ids = records.iter().map(|r| r.id().to_owned()).collect();
        let outcomes = apply_numbered(
            &mut tx,
            &owner.business.id,
            &owner.user.id,
            records,
            now,
            &mut counter,
        )
        .await?;
        if let Some(Err(message)) = outcomes.into_iter().find(Result::is_err) {
            // A sale DigiKua refuses (a variant since removed): nothing of the payment is kept.
            return Err(AppError::bad_request(message).into());
        }
    }
    let payment = StoredPayment {
        id,
        invoice_id: invoice.id.clone(),
        amount_paid: checked.amount_paid,
        date_paid: checked.date_paid,
        paid_at: checked.paid_at,
        method: method.to_owned(),
        sale_ids,
        receipt_sent_at: None,
        created_at: now,
    };
    counter += 1;
    store::insert_payment(
        &mut tx,
        &NewPayment {
            business_id: &owner.business.id,
            payment: &payment,
            created_by: &owner.user.id,
            change_seq: counter,
        },
    )
    .await?;
    set_counter(&mut tx, Scope::Business, &owner.business.id, counter).await?;
    let detail = format!(
        "{} on INV {}: {}",
        payment.id, invoice.id, payment.amount_paid
    );
    audit::record(
        &mut *tx,
        now,
        Event {
            user_id: Some(&owner.user.id),
            kind: PAYMENT_RECORDED,
            detail: &detail,
            ip,
        },
    )
    .await?;
    tx.commit().await?;
    Ok(payment)
}
