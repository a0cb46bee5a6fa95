//! Making documents: a quotation or invoice, or an invoice from a quotation, for the spec's calls and
//! for the offline engine alike. `make` runs inside a transaction whose caller holds the business's
//! change counter, so two writers of one business take turns; a document the phone made (its own
//! id) given again is answered with what was stored.

use portal_core::documents::checks::{check_document, DocumentDraft, ItemDraft, Refusal};
use portal_core::documents::convert::invoice_from;
use portal_core::documents::messages::{DOCUMENT_DATE_IMPOSSIBLE, NOT_A_QUOTATION};
use portal_core::documents::model::{Document, DocumentKind, Party};
use portal_core::places::Country;
use portal_core::sync::Scope;
use sqlx::AnyConnection;

use super::access::Owner;
use super::model::{text_of, AddItemsRequest, DocumentsError, DocumentsResult};
use super::{store, variants};
use crate::audit::{self, Event};
use crate::error::AppError;
use crate::state::AppState;
use crate::sync::scopes::{lock_counter, set_counter};

pub const DOCUMENT_MADE: &str = "document_made";
/// A phone's id already used for something else.
pub const ID_TAKEN: &str = "This id is already used: make the document again";
/// Not one of the caller's documents, or none.
pub const NOT_FOUND: &str = "Document not found";
/// How far a phone's clock may run ahead, and how old a document it made offline may be.
const AHEAD: i64 = 24 * 3600;
const OLDEST: i64 = 366 * 24 * 3600;

/// Whether a time a phone gives (a document or payment made offline) can be right at `now`.
pub fn possible_time(at: i64, now: i64) -> bool {
    at <= now + AHEAD && at >= now - OLDEST
}

/// The country local phone numbers are taken as: the entrepreneur's.
pub fn country_of(owner: &Owner) -> Country {
    owner
        .user
        .country
        .as_deref()
        .and_then(Country::parse)
        .unwrap_or(Country::Kenya)
}

/// What a document is to be made of.
pub struct NewDocument<'a> {
    pub id: String,
    pub kind: DocumentKind,
    pub created_at: i64,
    pub draft: &'a DocumentDraft,
    /// An invoice made from this quotation (its client and items are the quotation's).
    pub from_quotation: Option<&'a str>,
}

/// Who makes it, in which business, and when.
#[derive(Debug, Clone, Copy)]
pub struct Maker<'a> {
    pub business_id: &'a str,
    pub user_id: &'a str,
    pub country: Country,
    pub now: i64,
    /// Where the call came from (none for a sync push).
    pub ip: Option<&'a str>,
}

fn refused(message: &'static str) -> Refusal {
    Refusal::from(message)
}

/// Makes the document (numbered after `counter`, which is left at the last number given) or says
/// why not; one already stored under its id in this business is the answer.
pub async fn make(
    conn: &mut AnyConnection,
    maker: Maker<'_>,
    new: NewDocument<'_>,
    counter: &mut i64,
) -> Result<Result<Document, Refusal>, sqlx::Error> {
    if let Some(found) = store::find(&mut *conn, &new.id).await? {
        return Ok(if found.business_id == maker.business_id {
            Ok(found.document)
        } else {
            Err(refused(ID_TAKEN))
        });
    }
    if !possible_time(new.created_at, maker.now) {
        return Ok(Err(refused(DOCUMENT_DATE_IMPOSSIBLE)));
    }
    let document = match new.from_quotation {
        Some(quotation_id) => {
            let Some(quotation) = store::find(&mut *conn, quotation_id)
                .await?
                .filter(|q| q.business_id == maker.business_id)
            else {
                return Ok(Err(refused(NOT_FOUND)));
            };
            if new.kind != DocumentKind::Invoice {
                return Ok(Err(refused(NOT_A_QUOTATION)));
            }
            match invoice_from(&quotation.document, &new.id, new.created_at) {
                Ok(invoice) => invoice,
                Err(message) => return Ok(Err(refused(message))),
            }
        }
        None => {
            let variants = variants::of_business(&mut *conn, maker.business_id).await?;
            match check_document(new.draft, &variants, maker.country) {
                Ok(checked) => Document {
                    id: new.id,
                    kind: new.kind,
                    created_at: new.created_at,
                    client: checked.client,
                    items: checked.items,
                    sent: false,
                    linked_id: None,
                },
                Err(refusal) => return Ok(Err(refusal)),
            }
        }
    };
    *counter += 1;
    store::insert_document(
        &mut *conn,
        maker.business_id,
        &document,
        maker.user_id,
        *counter,
        maker.now,
    )
    .await?;
    if let Some(quotation_id) = new.from_quotation {
        *counter += 1;
        store::link_quotation(&mut *conn, quotation_id, &document.id, *counter, maker.now).await?;
    }
    let detail = match new.from_quotation {
        Some(q) => format!("INV {} from QUO {q}", document.id),
        None => format!("{} {}", document.kind.prefix(), document.id),
    };
    audit::record(
        &mut *conn,
        maker.now,
        Event {
            user_id: Some(maker.user_id),
            kind: DOCUMENT_MADE,
            detail: &detail,
            ip: maker.ip,
        },
    )
    .await?;
    Ok(Ok(document))
}

/// The spec's body as core's draft.
pub fn draft_of(body: &AddItemsRequest) -> DocumentDraft {
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

/// `make` in a transaction of its own, for the spec's calls; a refusal as the answer's error (a
/// quotation of another business or none: 404 like any missing document).
pub async fn make_now(
    state: &AppState,
    owner: &Owner,
    new: NewDocument<'_>,
    ip: Option<&str>,
) -> DocumentsResult<Document> {
    let maker = Maker {
        business_id: &owner.business.id,
        user_id: &owner.user.id,
        country: country_of(owner),
        now: state.now(),
        ip,
    };
    let mut tx = state.begin().await?;
    let mut counter = lock_counter(&mut tx, Scope::Business, maker.business_id).await?;
    let start = counter;
    let made = make(&mut tx, maker, new, &mut counter).await?;
    match made {
        Ok(document) => {
            if counter != start {
                set_counter(&mut tx, Scope::Business, maker.business_id, counter).await?;
            }
            tx.commit().await?;
            Ok(document)
        }
        Err(refusal) if refusal.message == NOT_FOUND => {
            Err(AppError::NotFound(NOT_FOUND.to_owned()).into())
        }
        Err(refusal) => Err(DocumentsError {
            error: AppError::bad_request(refusal.message),
            item: refusal.item,
        }),
    }
}
