//! Making documents: a quotation or invoice from the spec's body, and an invoice from a quotation.
//! Each is one transaction holding the business's change counter, so two writers of one business
//! take turns; a document the phone made (its own id) sent again is answered with what was stored.

use portal_core::documents::checks::{check_document, DocumentDraft, ItemDraft};
use portal_core::documents::convert::invoice_from;
use portal_core::documents::model::{Document, DocumentKind, Party};
use portal_core::id::is_valid_id;
use portal_core::places::Country;
use portal_core::sync::Scope;

use super::access::Owner;
use super::model::{text_of, AddItemsRequest, DocumentsError, DocumentsResult};
use super::{store, variants};
use crate::audit::{self, Event};
use crate::error::AppError;
use crate::ids::new_id;
use crate::state::AppState;
use crate::sync::scopes::{lock_counter, set_counter};

pub const DOCUMENT_MADE: &str = "document_made";
/// A phone's id already used for something else.
pub const ID_TAKEN: &str = "This id is already used: make the document again";
/// Not one of the caller's documents, or none.
pub const NOT_FOUND: &str = "Document not found";

/// The country local phone numbers are taken as: the entrepreneur's.
pub fn country_of(owner: &Owner) -> Country {
    owner
        .user
        .country
        .as_deref()
        .and_then(Country::parse)
        .unwrap_or(Country::Kenya)
}

/// The phone's id when it sent a good one, else a new one.
fn id_or_new(sent: Option<&str>, now: i64) -> String {
    match sent.map(str::trim) {
        Some(id) if is_valid_id(id) => id.to_owned(),
        _ => new_id(now),
    }
}

fn draft_of(body: &AddItemsRequest) -> DocumentDraft {
    DocumentDraft {
        session_phone: body.phone.clone(),
        client: Party {
            name: body.client_name.clone(),
            phone: body.client_phone.clone(),
            email: body.client_email.clone(),
        },
        items: body
            .items
            .iter()
            .map(|i| ItemDraft {
                variant_id: i.variant_id.clone(),
                quantity: text_of(&i.quantity),
                total_amount: text_of(&i.total_amount),
            })
            .collect(),
    }
}

/// A stored document of the caller's with this id, or the answer for one that is not theirs.
async fn own(state: &AppState, owner: &Owner, id: &str) -> DocumentsResult<Option<store::Stored>> {
    match store::find(&state.pool, id).await? {
        Some(found) if found.business_id == owner.business.id => Ok(Some(found)),
        Some(_) => Err(AppError::bad_request(ID_TAKEN).into()),
        None => Ok(None),
    }
}

/// Checks and stores a quotation or invoice; the stored document.
pub async fn create(
    state: &AppState,
    owner: &Owner,
    kind: DocumentKind,
    body: &AddItemsRequest,
    ip: Option<&str>,
) -> DocumentsResult<Document> {
    let now = state.now();
    let id = id_or_new(body.id.as_deref(), now);
    if let Some(found) = own(state, owner, &id).await? {
        return Ok(found.document);
    }
    let variants = variants::of_business(&state.pool, &owner.business.id).await?;
    let checked = check_document(&draft_of(body), &variants, country_of(owner)).map_err(|r| {
        DocumentsError {
            error: AppError::bad_request(r.message),
            item: r.item,
        }
    })?;
    let document = Document {
        id,
        kind,
        created_at: now,
        client: checked.client,
        items: checked.items,
        sent: false,
        linked_id: None,
    };
    let mut tx = state.begin().await?;
    let counter = lock_counter(&mut tx, Scope::Business, &owner.business.id).await?;
    if store::find(&mut *tx, &document.id).await?.is_some() {
        // The same document sent twice at once: the first is the one kept.
        drop(tx);
        return own(state, owner, &document.id)
            .await?
            .map(|s| s.document)
            .ok_or_else(|| AppError::bad_request(ID_TAKEN).into());
    }
    store::insert_document(
        &mut tx,
        &owner.business.id,
        &document,
        &owner.user.id,
        counter + 1,
        now,
    )
    .await?;
    set_counter(&mut tx, Scope::Business, &owner.business.id, counter + 1).await?;
    let detail = format!("{} {}", document.kind.prefix(), document.id);
    audit::record(
        &mut *tx,
        now,
        Event {
            user_id: Some(&owner.user.id),
            kind: DOCUMENT_MADE,
            detail: &detail,
            ip,
        },
    )
    .await?;
    tx.commit().await?;
    Ok(document)
}

/// Makes the caller's quotation `quotation_id` an invoice (`invoice_id` when the phone made one);
/// the invoice. Sent again with the same invoice id, the invoice already made is the answer.
pub async fn invoice_of_quotation(
    state: &AppState,
    owner: &Owner,
    quotation_id: &str,
    invoice_id: Option<&str>,
    ip: Option<&str>,
) -> DocumentsResult<Document> {
    let now = state.now();
    let invoice_id = id_or_new(invoice_id, now);
    let mut tx = state.begin().await?;
    let counter = lock_counter(&mut tx, Scope::Business, &owner.business.id).await?;
    let quotation = store::find(&mut *tx, quotation_id)
        .await?
        .filter(|q| q.business_id == owner.business.id)
        .ok_or_else(|| AppError::NotFound(NOT_FOUND.to_owned()))?;
    if quotation.document.linked_id.as_deref() == Some(invoice_id.as_str()) {
        drop(tx);
        return own(state, owner, &invoice_id)
            .await?
            .map(|s| s.document)
            .ok_or_else(|| AppError::NotFound(NOT_FOUND.to_owned()).into());
    }
    if store::find(&mut *tx, &invoice_id).await?.is_some() {
        return Err(AppError::bad_request(ID_TAKEN).into());
    }
    let invoice =
        invoice_from(&quotation.document, &invoice_id, now).map_err(AppError::bad_request)?;
    store::insert_document(
        &mut tx,
        &owner.business.id,
        &invoice,
        &owner.user.id,
        counter + 1,
        now,
    )
    .await?;
    store::link_quotation(&mut tx, quotation_id, &invoice.id, counter + 2, now).await?;
    set_counter(&mut tx, Scope::Business, &owner.business.id, counter + 2).await?;
    let detail = format!("INV {} from QUO {quotation_id}", invoice.id);
    audit::record(
        &mut *tx,
        now,
        Event {
            user_id: Some(&owner.user.id),
            kind: DOCUMENT_MADE,
            detail: &detail,
            ip,
        },
    )
    .await?;
    tx.commit().await?;
    Ok(invoice)
}
