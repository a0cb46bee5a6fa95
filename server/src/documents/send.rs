//! Sending a quotation, an invoice or a receipt to the client (spec 002 sections 4.2 and 7.2, the
//! `print` calls): a new public link (a random token, only its SHA-256 kept, open for
//! `LINK_VALID_DAYS`), an SMS with the short link to the client's phone and an e-mail with the PDF
//! attached to the client's address, in the entrepreneur's language, written through the outbox in
//! the transaction that marks the document (or the payment's receipt) sent. The same document may be
//! sent again: each sending is a new link and new messages.

use axum::body::Bytes;
use axum::extract::State;
use axum::Json;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use portal_core::documents::messages::*;
use portal_core::documents::model::DocumentKind;
use portal_core::sync::Scope;

use super::access::{owner, Owner};
use super::handlers::{document_json, payment_json};
use super::links_store::{self, Link};
use super::model::{read_body, Answer, DocumentsResult, Failure};
use super::render::Subject;
use super::send_model::*;
use super::store::{self, Stored};
use super::write::NOT_FOUND;
use crate::audit::{self, Event};
use crate::auth::password::token_hash;
use crate::auth::{AuthUser, ClientIp};
use crate::error::{AppError, ErrorBody};
use crate::ids::new_id;
use crate::outbox::model::Attachment;
use crate::outbox::store::enqueue_with_attachment;
use crate::outbox::texts::{
    document_email, document_link, document_sms, DocumentText, SentDocument,
};
use crate::state::AppState;
use crate::sync::scopes::{lock_counter, set_counter};

/// How long a link opens its document.
pub const LINK_VALID_DAYS: i64 = 90;
pub const LINK_VALID_SECONDS: i64 = LINK_VALID_DAYS * 24 * 3600;
pub const DOCUMENT_SENT: &str = "document_sent";
pub const RECEIPT_SENT_EVENT: &str = "receipt_sent";
const PDF: &str = "application/pdf";

/// A new link token: 16 random bytes (128 bits), base64url without padding (22 characters).
pub fn new_link_token() -> String {
    let bytes: [u8; 16] = rand::random();
    URL_SAFE_NO_PAD.encode(bytes)
}

fn not_found() -> super::model::DocumentsError {
    AppError::NotFound(NOT_FOUND.to_owned()).into()
}

pub fn link_json(link: &Link, now: i64) -> LinkJson {
    LinkJson {
        id: link.id.clone(),
        document_id: link.document_id.clone(),
        payment_id: link.payment_id.clone(),
        created_at: link.created_at,
        expires_at: link.expires_at,
        revoked: link.revoked_at.is_some(),
        revoked_at: link.revoked_at,
        open: link.is_open(now),
    }
}

/// The caller's document of `kind`, or the answer for one that is missing or not theirs.
async fn own_document(
    state: &AppState,
    owner: &Owner,
    id: &str,
    kind: DocumentKind,
) -> DocumentsResult<Stored> {
    store::find(&state.pool, id.trim())
        .await?
        .filter(|d| d.business_id == owner.business.id && d.document.kind == kind)
        .ok_or_else(not_found)
}

/// Sends `subject`: its PDF stored, the link, the marks and the messages in one transaction.
async fn send(
    state: &AppState,
    owner: &Owner,
    subject: &Subject<'_>,
    ip: Option<&str>,
) -> DocumentsResult<SentLink> {
    let now = state.now();
    let language = owner.user.language;
    let document = &subject.document.document;
    let payment = subject.receipt.and_then(|i| subject.payments.get(i));
    let link = Link {
        id: new_id(now),
        business_id: owner.business.id.clone(),
        document_id: document.id.clone(),
        payment_id: payment.map(|p| p.id.clone()),
        created_at: now,
        expires_at: now + LINK_VALID_SECONDS,
        revoked_at: None,
    };
    let token = new_link_token();
    let url = document_link(&state.config, &token);
    let number = subject.number();

    // The PDF the e-mail carries, kept once under a key of this sending.
    let bytes = subject.pdf(
        &super::letterhead::Head::with_logo(state, owner).await,
        language,
    );
    let attachment = Attachment {
        key: format!("{}.pdf", link.id),
        name: format!("{number}.pdf"),
        content_type: PDF.to_owned(),
    };
    state
        .storage
        .put(&attachment.key, &bytes, PDF)
        .await
        .map_err(|e| AppError::internal(format!("storing a document's PDF: {e}")))?;

    let head = super::letterhead::Head::of(owner);
    let amount = subject.amount_text(owner);
    let invoice_number = document.number();
    let text = DocumentText {
        link_id: &link.id,
        kind: match (payment, document.kind) {
            (Some(_), _) => SentDocument::Receipt,
            (None, DocumentKind::Invoice) => SentDocument::Invoice,
            (None, DocumentKind::Quotation) => SentDocument::Quotation,
        },
        business: &head.name,
        number: &number,
        amount: &amount,
        invoice_number: &invoice_number,
        client_name: &document.client.name,
        link: &url,
        valid_days: LINK_VALID_DAYS,
        language,
    };
    let sms = document_sms(&text, &document.client.phone);
    let email = document_email(&state.config, &text, &document.client.email);

    let written = async {
        let mut tx = state.begin().await?;
        let counter = lock_counter(&mut tx, Scope::Business, &owner.business.id).await? + 1;
        links_store::insert_link(&mut tx, &link, &token_hash(&token)).await?;
        match payment {
            Some(p) => links_store::mark_receipt_sent(&mut tx, &p.id, counter, now).await?,
            None => links_store::mark_document_sent(&mut tx, &document.id, counter, now).await?,
        }
        set_counter(&mut tx, Scope::Business, &owner.business.id, counter).await?;
        enqueue_with_attachment(&mut tx, &sms, None, now).await?;
        enqueue_with_attachment(&mut tx, &email, Some(&attachment), now).await?;
        let detail = format!("{number} ({}) by link {}", document.id, link.id);
        let kind = if payment.is_some() {
            RECEIPT_SENT_EVENT
        } else {
            DOCUMENT_SENT
        };
        audit::record(
            &mut *tx,
            now,
            Event {
                user_id: Some(&owner.user.id),
                kind,
                detail: &detail,
                ip,
            },
        )
        .await?;
        tx.commit().await?;
        Ok::<(), sqlx::Error>(())
    }
    .await;
    if let Err(error) = written {
        // Nothing was sent: the PDF kept for it goes too.
        if let Err(e) = state.storage.delete(&attachment.key).await {
            tracing::warn!(error = %e, "could not remove the PDF of a failed sending");
        }
        return Err(error.into());
    }
    state.wake_outbox();
    Ok(SentLink {
        link: link_json(&link, now),
        url,
    })
}

async fn send_document(
    state: &AppState,
    user: &AuthUser,
    ip: Option<&str>,
    bytes: &Bytes,
    kind: DocumentKind,
) -> DocumentsResult<Json<Answer<SentDocumentJson>>> {
    let sent: SendRequest = read_body(bytes)?;
    let owner = owner(state, user).await?;
    if sent.phone.trim().is_empty() || sent.id.trim().is_empty() {
        return Err(AppError::bad_request(MISSING_IMPORTANT_INFORMATION).into());
    }
    let stored = own_document(state, &owner, &sent.id, kind).await?;
    let payments = store::payments_of(&state.pool, &stored.document.id).await?;
    let subject = Subject {
        document: &stored,
        payments: &payments,
        receipt: None,
    };
    let link = send(state, &owner, &subject, ip).await?;
    let stored = store::find(&state.pool, &stored.document.id)
        .await?
        .ok_or_else(|| AppError::internal("a document just sent is missing"))?;
    let phone = owner.user.phone_number.clone().unwrap_or_default();
    let message = match kind {
        DocumentKind::Invoice => INVOICE_SENT,
        DocumentKind::Quotation => QUOTATION_SENT,
    };
    Ok(Json(Answer::ok(
        message,
        SentDocumentJson {
            document: document_json(&stored, &payments, &phone),
            link,
        },
    )))
}

#[utoipa::path(
    post,
    path = "/documents/invoices/print",
    tag = "documents",
    security(("bearer" = [])),
    request_body = SendRequest,
    responses(
        (status = 200, description = "'Invoice sent successfully': the invoice (`isGenerated` true) and its new link with its address (shown this once); an SMS with the link to the client's phone and an e-mail with the PDF to the client's address are queued, in the entrepreneur's language", body = Answer<SentDocumentJson>),
        (status = 400, description = "'Missing important information' (no phone or id)", body = Failure),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not an entrepreneur (client)", body = Failure),
        (status = 404, description = "No such invoice of the caller's", body = Failure),
    )
)]
pub async fn send_invoice(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    user: AuthUser,
    bytes: Bytes,
) -> DocumentsResult<Json<Answer<SentDocumentJson>>> {
    send_document(&state, &user, ip.as_deref(), &bytes, DocumentKind::Invoice).await
}

#[utoipa::path(
    post,
    path = "/documents/quotations/print",
    tag = "documents",
    security(("bearer" = [])),
    request_body = SendRequest,
    responses(
        (status = 200, description = "'Quotation sent successfully', as for an invoice", body = Answer<SentDocumentJson>),
        (status = 400, description = "'Missing important information' (no phone or id)", body = Failure),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not an entrepreneur (client)", body = Failure),
        (status = 404, description = "No such quotation of the caller's", body = Failure),
    )
)]
pub async fn send_quotation(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    user: AuthUser,
    bytes: Bytes,
) -> DocumentsResult<Json<Answer<SentDocumentJson>>> {
    send_document(
        &state,
        &user,
        ip.as_deref(),
        &bytes,
        DocumentKind::Quotation,
    )
    .await
}

#[utoipa::path(
    post,
    path = "/documents/invoices/receipts/print",
    tag = "documents",
    security(("bearer" = [])),
    request_body = ReceiptRequest,
    responses(
        (status = 200, description = "'Receipt created and sent successfully': the payment's receipt sent as a document is (a new link to the receipt, the SMS, the e-mail with the receipt's PDF); the invoice's latest payment when `paymentId` is left out", body = Answer<SentReceiptJson>),
        (status = 400, description = "'Missing important information' (no phone or invoice)", body = Failure),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not an entrepreneur (client)", body = Failure),
        (status = 404, description = "No such invoice or payment of the caller's (or an invoice without payments)", body = Failure),
    )
)]
pub async fn send_receipt(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    user: AuthUser,
    bytes: Bytes,
) -> DocumentsResult<Json<Answer<SentReceiptJson>>> {
    let sent: ReceiptRequest = read_body(&bytes)?;
    let owner = owner(&state, &user).await?;
    if sent.phone.trim().is_empty() || sent.invoice_id.trim().is_empty() {
        return Err(AppError::bad_request(MISSING_IMPORTANT_INFORMATION).into());
    }
    let invoice = own_document(&state, &owner, &sent.invoice_id, DocumentKind::Invoice).await?;
    let payments = store::payments_of(&state.pool, &invoice.document.id).await?;
    let this_one = match sent.payment_id.as_deref().map(str::trim) {
        Some(id) if !id.is_empty() => payments.iter().position(|p| p.id == id),
        _ => payments.len().checked_sub(1),
    }
    .ok_or_else(not_found)?;
    let subject = Subject {
        document: &invoice,
        payments: &payments,
        receipt: Some(this_one),
    };
    let link = send(&state, &owner, &subject, ip.as_deref()).await?;
    Ok(Json(Answer::ok(
        RECEIPT_SENT,
        SentReceiptJson {
            payment: payment_json(&payments[this_one]),
            receipt_sent_at: link.link.created_at,
            link,
        },
    )))
}
