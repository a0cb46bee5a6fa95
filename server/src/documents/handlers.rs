//! The documents calls with the spec's paths (7.2), each answering `{error, message, …}`: the lists,
//! making a quotation or invoice, a quotation made an invoice, a payment, and the PDFs.

use axum::body::Bytes;
use axum::extract::{Path, Query, State};
use axum::http::header::{CACHE_CONTROL, CONTENT_DISPOSITION, CONTENT_TYPE};
use axum::http::HeaderValue;
use axum::response::{IntoResponse, Response};
use axum::Json;
use portal_core::documents::messages::*;
use portal_core::documents::model::{balance, receipt_number, DocumentKind};
use portal_core::documents::pdf::{self as pdf, PaymentLine, Receipt};
use portal_core::language::Language;
use rust_decimal::Decimal;
use serde::Deserialize;
use utoipa::IntoParams;

use super::access::{owner, Owner};
use super::letterhead::Head;
use super::model::*;
use super::payments;
use super::store::{self, Stored, StoredPayment};
use super::write::{self, NOT_FOUND};
use crate::auth::{AuthUser, ClientIp};
use crate::error::{AppError, ErrorBody};
use crate::ids::sent_or_new;
use crate::state::AppState;

pub fn payment_json(p: &StoredPayment) -> PaymentJson {
    PaymentJson {
        id: p.id.clone(),
        invoice_id: p.invoice_id.clone(),
        receipt_number: receipt_number(p.created_at, &p.id),
        amount_paid: money_text(p.amount_paid),
        date_paid: p.date_paid.clone(),
        method: p.method.clone(),
        sale_ids: p.sale_ids.clone(),
        created_at: p.created_at,
    }
}

/// A document as the lists and answers give it, with its payments.
pub fn document_json(
    stored: &Stored,
    payments: &[StoredPayment],
    session_phone: &str,
) -> DocumentJson {
    let d = &stored.document;
    let amounts: Vec<Decimal> = payments.iter().map(|p| p.amount_paid).collect();
    let state = balance(d.total(), &amounts);
    let party = PartyJson {
        name: d.client.name.clone(),
        email: d.client.email.clone(),
        phone: d.client.phone.clone(),
    };
    let (bill_to, quote_to) = match d.kind {
        DocumentKind::Invoice => (Some(party), None),
        DocumentKind::Quotation => (None, Some(party)),
    };
    DocumentJson {
        id: d.id.clone(),
        kind: d.kind.plural().trim_end_matches('s').to_owned(),
        number: d.number(),
        created_at: d.created_at,
        is_generated: stored.sent_at.is_some(),
        sent_at: stored.sent_at,
        session_phone: session_phone.to_owned(),
        bill_to,
        quote_to,
        items: d
            .items
            .iter()
            .map(|i| ItemJson {
                variant_id: i.variant_id.clone(),
                name: i.name.clone(),
                nature: i.nature.name().to_owned(),
                quantity: i.quantity.normalize().to_string(),
                unit_price: i.unit_price.map(money_text),
                total_amount: money_text(i.total_amount),
            })
            .collect(),
        total: money_text(state.total),
        paid: money_text(state.paid),
        balance_due: money_text(state.due),
        paid_state: state.state.name().to_owned(),
        linked_id: d.linked_id.clone(),
        payments: payments.iter().map(payment_json).collect(),
    }
}

fn session_phone(owner: &Owner) -> String {
    owner.user.phone_number.clone().unwrap_or_default()
}

async fn list(
    state: &AppState,
    user: &AuthUser,
    bytes: &Bytes,
    kind: DocumentKind,
) -> DocumentsResult<Json<ListAnswer>> {
    let _sent: ListRequest = read_body(bytes)?;
    let owner = owner(state, user).await?;
    let documents = store::list(&state.pool, &owner.business.id, kind).await?;
    let payments = store::payments_of_business(&state.pool, &owner.business.id).await?;
    let phone = session_phone(&owner);
    let data: Vec<DocumentJson> = documents
        .iter()
        .map(|d| {
            let own: Vec<StoredPayment> = payments
                .iter()
                .filter(|p| p.invoice_id == d.document.id)
                .cloned()
                .collect();
            document_json(d, &own, &phone)
        })
        .collect();
    let (found, none) = match kind {
        DocumentKind::Invoice => ("Invoices found", INVOICES_NOT_FOUND),
        DocumentKind::Quotation => ("Quotations found", QUOTATIONS_NOT_FOUND),
    };
    Ok(Json(ListAnswer {
        response: if data.is_empty() { "False" } else { "True" }.to_owned(),
        message: if data.is_empty() { none } else { found }.to_owned(),
        count: data.len(),
        data,
    }))
}

#[utoipa::path(
    post,
    path = "/documents/invoices/list",
    tag = "documents",
    security(("bearer" = [])),
    request_body = ListRequest,
    responses(
        (status = 200, description = "The caller's invoices, newest first, each with its payments and balance; `Response` \"False\" and 'Invoices not found' when there is none", body = ListAnswer),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not an entrepreneur (client)", body = Failure),
    )
)]
pub async fn list_invoices(
    State(state): State<AppState>,
    user: AuthUser,
    bytes: Bytes,
) -> DocumentsResult<Json<ListAnswer>> {
    list(&state, &user, &bytes, DocumentKind::Invoice).await
}

#[utoipa::path(
    post,
    path = "/documents/quotations/list",
    tag = "documents",
    security(("bearer" = [])),
    request_body = ListRequest,
    responses(
        (status = 200, description = "The caller's quotations, newest first; `Response` \"False\" and 'Quotations not found' when there is none", body = ListAnswer),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not an entrepreneur (client)", body = Failure),
    )
)]
pub async fn list_quotations(
    State(state): State<AppState>,
    user: AuthUser,
    bytes: Bytes,
) -> DocumentsResult<Json<ListAnswer>> {
    list(&state, &user, &bytes, DocumentKind::Quotation).await
}

async fn add(
    state: &AppState,
    user: &AuthUser,
    ip: Option<&str>,
    bytes: &Bytes,
    kind: DocumentKind,
) -> DocumentsResult<Json<Answer<DocumentJson>>> {
    let sent: AddItemsRequest = read_body(bytes)?;
    let owner = owner(state, user).await?;
    let now = state.now();
    let draft = write::draft_of(&sent);
    let new = write::NewDocument {
        id: sent_or_new(sent.id.as_deref(), now),
        kind,
        created_at: now,
        draft: &draft,
        from_quotation: None,
    };
    let document = write::make_now(state, &owner, new, ip).await?;
    let stored = store::find(&state.pool, &document.id)
        .await?
        .ok_or_else(|| AppError::internal("a document just made is missing"))?;
    let message = match kind {
        DocumentKind::Invoice => INVOICE_GENERATED,
        DocumentKind::Quotation => QUOTATION_CREATED,
    };
    Ok(Json(Answer::ok(
        message,
        document_json(&stored, &[], &session_phone(&owner)),
    )))
}

#[utoipa::path(
    post,
    path = "/documents/invoices/items/add-multiple",
    tag = "documents",
    security(("bearer" = [])),
    request_body = AddItemsRequest,
    responses(
        (status = 200, description = "'Invoice generated successfully' and the invoice (the same one again when the phone's `id` was sent before)", body = Answer<DocumentJson>),
        (status = 400, description = "The section 5.2 checks in order: 'Missing important information', 'Add an item', 'Client email cannot be blank', 'Client phone cannot be blank', 'Client name cannot be blank', then the client's and each item's own checks (with `item`, from 1)", body = Failure),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not an entrepreneur (client)", body = Failure),
    )
)]
pub async fn add_invoice(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    user: AuthUser,
    bytes: Bytes,
) -> DocumentsResult<Json<Answer<DocumentJson>>> {
    add(&state, &user, ip.as_deref(), &bytes, DocumentKind::Invoice).await
}

#[utoipa::path(
    post,
    path = "/documents/quotations/items/add-multiple",
    tag = "documents",
    security(("bearer" = [])),
    request_body = AddItemsRequest,
    responses(
        (status = 200, description = "'Quotation created successfully' and the quotation", body = Answer<DocumentJson>),
        (status = 400, description = "The section 5.2 checks, as for an invoice", body = Failure),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not an entrepreneur (client)", body = Failure),
    )
)]
pub async fn add_quotation(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    user: AuthUser,
    bytes: Bytes,
) -> DocumentsResult<Json<Answer<DocumentJson>>> {
    add(
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
    path = "/documents/quotations/invoice",
    tag = "documents",
    security(("bearer" = [])),
    request_body = MakeInvoiceRequest,
    responses(
        (status = 200, description = "'The quotation is now an invoice' and the invoice (not sent yet)", body = Answer<DocumentJson>),
        (status = 400, description = "'This quotation is already an invoice', 'Only a quotation can become an invoice'", body = Failure),
        (status = 404, description = "No such quotation of the caller's", body = Failure),
    )
)]
pub async fn make_invoice(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    user: AuthUser,
    bytes: Bytes,
) -> DocumentsResult<Json<Answer<DocumentJson>>> {
    let sent: MakeInvoiceRequest = read_body(&bytes)?;
    let owner = owner(&state, &user).await?;
    if sent.phone.trim().is_empty() || sent.id.trim().is_empty() {
        return Err(AppError::bad_request(MISSING_IMPORTANT_INFORMATION).into());
    }
    let now = state.now();
    let draft = Default::default();
    let new = write::NewDocument {
        id: sent_or_new(sent.invoice_id.as_deref(), now),
        kind: DocumentKind::Invoice,
        created_at: now,
        draft: &draft,
        from_quotation: Some(sent.id.trim()),
    };
    let invoice = write::make_now(&state, &owner, new, ip.as_deref()).await?;
    let stored = store::find(&state.pool, &invoice.id)
        .await?
        .ok_or_else(|| AppError::internal("an invoice just made is missing"))?;
    let paid = store::payments_of(&state.pool, &invoice.id).await?;
    Ok(Json(Answer::ok(
        INVOICE_FROM_QUOTATION,
        document_json(&stored, &paid, &session_phone(&owner)),
    )))
}

#[utoipa::path(
    post,
    path = "/documents/invoices/payments/add",
    tag = "documents",
    security(("bearer" = [])),
    request_body = PaymentRequest,
    responses(
        (status = 200, description = "'Payment recorded' and the payment (with its receipt number and the DigiKua sales it recorded); the same payment again when its `id` was sent before", body = Answer<PaymentJson>),
        (status = 400, description = "'Missing important information', 'Date paid cannot be blank', 'Amount paid cannot be blank', then 'Date paid must be a date', 'Date paid cannot be in the future', the amount's checks, 'This invoice is already fully paid', 'Amount paid is more than the balance due on this invoice'", body = Failure),
        (status = 404, description = "No such invoice of the caller's", body = Failure),
    )
)]
pub async fn add_payment(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    user: AuthUser,
    bytes: Bytes,
) -> DocumentsResult<Json<Answer<PaymentJson>>> {
    let sent: PaymentRequest = read_body(&bytes)?;
    let owner = owner(&state, &user).await?;
    let payment = payments::add(&state, &owner, &sent, ip.as_deref()).await?;
    Ok(Json(Answer::ok(PAYMENT_RECORDED, payment_json(&payment))))
}

#[derive(Debug, Deserialize, IntoParams)]
pub struct PdfQuery {
    /// `en` or `sw`; the entrepreneur's language when left out.
    pub language: Option<String>,
}

fn language_of(query: &PdfQuery, owner: &Owner) -> Language {
    query
        .language
        .as_deref()
        .and_then(Language::parse)
        .unwrap_or(owner.user.language)
}

fn pdf_response(bytes: Vec<u8>, name: &str) -> Response {
    let disposition = format!("inline; filename=\"{name}.pdf\"");
    let mut response = bytes.into_response();
    let headers = response.headers_mut();
    headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/pdf"));
    headers.insert(CACHE_CONTROL, HeaderValue::from_static("private, no-store"));
    if let Ok(value) = HeaderValue::from_str(&disposition) {
        headers.insert(CONTENT_DISPOSITION, value);
    }
    response
}

fn payment_lines(payments: &[StoredPayment]) -> Vec<PaymentLine> {
    payments
        .iter()
        .map(|p| PaymentLine {
            receipt_number: receipt_number(p.created_at, &p.id),
            date_paid: p.date_paid.clone(),
            amount_paid: p.amount_paid,
        })
        .collect()
}

/// The caller's document, or the answer for one that is missing or not theirs.
async fn own_document(state: &AppState, owner: &Owner, id: &str) -> DocumentsResult<Stored> {
    store::find(&state.pool, id)
        .await?
        .filter(|d| d.business_id == owner.business.id)
        .ok_or_else(|| AppError::NotFound(NOT_FOUND.to_owned()).into())
}

#[utoipa::path(
    get,
    path = "/documents/{id}/pdf",
    tag = "documents",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "The quotation's or invoice's id"), PdfQuery),
    responses(
        (status = 200, description = "The document as an A4 PDF (an invoice with its payments and balance)", content_type = "application/pdf"),
        (status = 404, description = "No such document of the caller's", body = Failure),
    )
)]
pub async fn document_pdf(
    State(state): State<AppState>,
    user: AuthUser,
    Path(id): Path<String>,
    Query(query): Query<PdfQuery>,
) -> DocumentsResult<Response> {
    let owner = owner(&state, &user).await?;
    let stored = own_document(&state, &owner, &id).await?;
    let payments = store::payments_of(&state.pool, &id).await?;
    let head = Head::with_logo(&state, &owner).await;
    let bytes = pdf::document_pdf(
        &stored.document,
        &payment_lines(&payments),
        &head.letterhead(),
        language_of(&query, &owner),
    );
    Ok(pdf_response(bytes, &stored.document.number()))
}

#[utoipa::path(
    get,
    path = "/documents/payments/{id}/receipt",
    tag = "documents",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "The payment's id"), PdfQuery),
    responses(
        (status = 200, description = "The payment's receipt as an A4 PDF", content_type = "application/pdf"),
        (status = 404, description = "No such payment of the caller's", body = Failure),
    )
)]
pub async fn receipt_pdf(
    State(state): State<AppState>,
    user: AuthUser,
    Path(id): Path<String>,
    Query(query): Query<PdfQuery>,
) -> DocumentsResult<Response> {
    let owner = owner(&state, &user).await?;
    let (payment, business_id) = store::find_payment(&state.pool, &id)
        .await?
        .filter(|(_, business)| *business == owner.business.id)
        .ok_or_else(|| AppError::NotFound(NOT_FOUND.to_owned()))?;
    let _ = business_id;
    let invoice = own_document(&state, &owner, &payment.invoice_id).await?;
    let payments = store::payments_of(&state.pool, &invoice.document.id).await?;
    let lines = payment_lines(&payments);
    let this_one = payments
        .iter()
        .position(|p| p.id == payment.id)
        .unwrap_or(0);
    let head = Head::with_logo(&state, &owner).await;
    let receipt = Receipt {
        invoice: &invoice.document,
        payments: &lines,
        this_one,
    };
    let bytes = pdf::receipt_pdf(&receipt, &head.letterhead(), language_of(&query, &owner));
    Ok(pdf_response(bytes, &lines[this_one].receipt_number))
}
