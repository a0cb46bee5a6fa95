//! A payment against an invoice, for the spec's call and the offline engine alike: checked by core
//! against what is already paid, inside the transaction that holds the business's change counter (so
//! two payments at once cannot together pass the total), recorded once (its id given again answers
//! the stored payment), and, unless the person said not to, recorded in DigiKua as the invoice's
//! items' sales in the same transaction.

use portal_core::bookkeeping::lookups::LookupList;
use portal_core::bookkeeping::messages::UNKNOWN_SALE_TYPE;
use portal_core::bookkeeping::records::{Record, Sale};
use portal_core::bookkeeping::validate::validate;
use portal_core::documents::checks::{check_payment, PaymentDraft};
use portal_core::documents::messages::{DOCUMENT_DATE_IMPOSSIBLE, MISSING_IMPORTANT_INFORMATION};
use portal_core::documents::model::DocumentKind;
use portal_core::documents::sales::sales_for_payment;
use portal_core::sync::Scope;
use portal_core::time::{nairobi_day, nairobi_midnight};
use rust_decimal::Decimal;
use sqlx::AnyConnection;

use super::access::Owner;
use super::model::{text_of, DocumentsResult, PaymentRequest};
use super::store::{self, NewPayment, StoredPayment};
use super::write::{country_of, possible_time, Maker, ID_TAKEN, NOT_FOUND};
use crate::audit::{self, Event};
use crate::bookkeeping::records::apply_numbered;
use crate::error::AppError;
use crate::ids::{new_id, sent_or_new};
use crate::state::AppState;
use crate::sync::scopes::{lock_counter, set_counter};

pub const PAYMENT_RECORDED: &str = "document_payment";
/// How a payment was paid when the body does not say.
pub const DEFAULT_METHOD: &str = "mpesa";

/// A payment to record.
pub struct Paying<'a> {
    pub id: String,
    pub draft: PaymentDraft,
    /// DigiKua's type of sale.
    pub method: &'a str,
    pub record_sale: bool,
    /// When the phone recorded it (its receipt number and its place among the invoice's payments
    /// come from it, so the phone and the server agree); now when none.
    pub created_at: Option<i64>,
}

/// Today's Nairobi midnight.
fn today(now: i64) -> i64 {
    nairobi_day(now)
        .and_then(|(y, m, d)| nairobi_midnight(y, m, d))
        .unwrap_or(now)
}

/// Records the payment (numbered after `counter`) or says why not: core's message, or `NOT_FOUND`
/// for an invoice that is not the business's.
pub async fn record(
    conn: &mut AnyConnection,
    maker: Maker<'_>,
    paying: Paying<'_>,
    counter: &mut i64,
) -> Result<Result<StoredPayment, &'static str>, sqlx::Error> {
    let now = maker.now;
    let created_at = paying.created_at.unwrap_or(now);
    if !possible_time(created_at, now) {
        return Ok(Err(DOCUMENT_DATE_IMPOSSIBLE));
    }
    let invoice_id = paying.draft.invoice_id.trim().to_owned();
    if let Some((stored, business_id)) = store::find_payment(&mut *conn, &paying.id).await? {
        let same = business_id == maker.business_id && stored.invoice_id == invoice_id;
        return Ok(if same { Ok(stored) } else { Err(ID_TAKEN) });
    }
    if !LookupList::SaleType
        .entries()
        .iter()
        .any(|l| l.id == paying.method)
    {
        return Ok(Err(UNKNOWN_SALE_TYPE));
    }
    let invoice = if invoice_id.is_empty() {
        None
    } else {
        store::find(&mut *conn, &invoice_id)
            .await?
            .filter(|d| d.business_id == maker.business_id)
    };
    let invoice = match invoice {
        Some(found) if found.document.kind == DocumentKind::Invoice => found.document,
        // The spec's first check answers a missing invoice id; an unknown one is not found.
        _ if invoice_id.is_empty() || paying.draft.session_phone.trim().is_empty() => {
            return Ok(Err(MISSING_IMPORTANT_INFORMATION))
        }
        _ => return Ok(Err(NOT_FOUND)),
    };
    let before: Vec<Decimal> = store::payments_of(&mut *conn, &invoice.id)
        .await?
        .iter()
        .map(|p| p.amount_paid)
        .collect();
    let checked = match check_payment(&paying.draft, invoice.total(), &before, today(now)) {
        Ok(checked) => checked,
        Err(message) => return Ok(Err(message)),
    };

    let mut sale_ids = Vec::new();
    if paying.record_sale {
        let paid_before: Decimal = before.iter().copied().sum();
        let records: Vec<Record> =
            sales_for_payment(&invoice.items, paid_before, checked.amount_paid)
                .into_iter()
                .map(|share| {
                    Record::Sale(Sale {
                        id: new_id(now),
                        business_id: maker.business_id.to_owned(),
                        nature: share.nature.name().to_owned(),
                        variant_id: share.variant_id,
                        quantity: Some(share.quantity),
                        revenue: Some(share.revenue),
                        date_sold: Some(checked.paid_at),
                        type_of_sale: paying.method.to_owned(),
                        client_phone: invoice.client.phone.clone(),
                        date_added: now,
                        last_edited: now,
                    })
                })
                .collect();
        // Checked first, so that a refused sale leaves nothing of the payment written.
        let refused = records.iter().any(|r| {
            let mut tidy = r.clone();
            tidy.tidy();
            validate(&tidy, now).is_err()
        });
        if refused {
            return Ok(Err(SALE_REFUSED));
        }
        sale_ids = records.iter().map(|r| r.id().to_owned()).collect();
        let outcomes = apply_numbered(
            &mut *conn,
            maker.business_id,
            maker.user_id,
            records,
            now,
            counter,
        )
        .await?;
        if let Some(Err(message)) = outcomes.into_iter().find(Result::is_err) {
            // Only a sale that points at a missing variant gets here (records are never removed, so
            // it cannot): the caller's transaction is then not committed.
            tracing::error!(%message, "a payment's sale was refused after its checks");
            return Ok(Err(SALE_REFUSED));
        }
    }
    let payment = StoredPayment {
        id: paying.id,
        invoice_id: invoice.id.clone(),
        amount_paid: checked.amount_paid,
        date_paid: checked.date_paid,
        paid_at: checked.paid_at,
        method: paying.method.to_owned(),
        sale_ids,
        receipt_sent_at: None,
        created_at,
    };
    *counter += 1;
    store::insert_payment(
        &mut *conn,
        &NewPayment {
            business_id: maker.business_id,
            payment: &payment,
            created_by: maker.user_id,
            change_seq: *counter,
        },
    )
    .await?;
    let detail = format!(
        "{} on INV {}: {}",
        payment.id, invoice.id, payment.amount_paid
    );
    audit::record(
        &mut *conn,
        now,
        Event {
            user_id: Some(maker.user_id),
            kind: PAYMENT_RECORDED,
            detail: &detail,
            ip: maker.ip,
        },
    )
    .await?;
    Ok(Ok(payment))
}

/// A payment's sales that DigiKua refused: the payment is not kept either.
pub const SALE_REFUSED: &str = portal_core::documents::messages::SALE_REFUSED;

/// The spec's body as a payment to record.
pub fn paying_of(body: &PaymentRequest, now: i64) -> Paying<'_> {
    Paying {
        id: sent_or_new(body.id.as_deref(), now),
        draft: PaymentDraft {
            session_phone: body.phone.clone(),
            invoice_id: body.invoice_id.clone(),
            amount_paid: text_of(&body.amount_paid),
            date_paid: body.date_paid.clone(),
        },
        method: body
            .method
            .as_deref()
            .map(str::trim)
            .filter(|m| !m.is_empty())
            .unwrap_or(DEFAULT_METHOD),
        record_sale: body.record_sale.unwrap_or(true),
        created_at: None,
    }
}

/// `record` in a transaction of its own, for the spec's call.
pub async fn add(
    state: &AppState,
    owner: &Owner,
    body: &PaymentRequest,
    ip: Option<&str>,
) -> DocumentsResult<StoredPayment> {
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
    match record(&mut tx, maker, paying_of(body, maker.now), &mut counter).await? {
        Ok(payment) => {
            if counter != start {
                set_counter(&mut tx, Scope::Business, maker.business_id, counter).await?;
            }
            tx.commit().await?;
            Ok(payment)
        }
        Err(NOT_FOUND) => Err(AppError::NotFound(NOT_FOUND.to_owned()).into()),
        Err(message) => Err(AppError::bad_request(message).into()),
    }
}
