//! The SQL of business documents: documents (items kept as JSON) and their payments, each written
//! with the business's next change number.

use portal_core::bookkeeping::records::SaleNature;
use portal_core::documents::model::{Document, DocumentKind, Item, Party};
use portal_core::money::{from_minor, to_minor};
use rust_decimal::Decimal;
use serde::{Deserialize, Serialize};
use sqlx::any::AnyRow;
use sqlx::{Any, AnyConnection, AnyPool, Executor, Row};

/// An item as the `items` column keeps it (amounts as text).
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
struct StoredItem {
    variant_id: String,
    name: String,
    nature: String,
    quantity: String,
    unit_price: Option<String>,
    total_amount: String,
}

fn items_json(items: &[Item]) -> String {
    let stored: Vec<StoredItem> = items
        .iter()
        .map(|i| StoredItem {
            variant_id: i.variant_id.clone(),
            name: i.name.clone(),
            nature: i.nature.name().to_owned(),
            quantity: i.quantity.normalize().to_string(),
            unit_price: i.unit_price.map(|p| format!("{p:.2}")),
            total_amount: format!("{:.2}", i.total_amount),
        })
        .collect();
    serde_json::to_string(&stored).unwrap_or_else(|_| "[]".to_owned())
}

fn decimal(text: &str) -> Result<Decimal, sqlx::Error> {
    text.parse()
        .map_err(|_| sqlx::Error::Decode(format!("a stored amount {text:?}").into()))
}

fn items_of(text: &str) -> Result<Vec<Item>, sqlx::Error> {
    let stored: Vec<StoredItem> =
        serde_json::from_str(text).map_err(|e| sqlx::Error::Decode(e.into()))?;
    stored
        .into_iter()
        .map(|s| {
            Ok(Item {
                nature: SaleNature::parse(&s.nature).unwrap_or(SaleNature::Product),
                quantity: decimal(&s.quantity)?,
                unit_price: s.unit_price.as_deref().map(decimal).transpose()?,
                total_amount: decimal(&s.total_amount)?,
                variant_id: s.variant_id,
                name: s.name,
            })
        })
        .collect()
}

/// A document as stored, with when it was last sent and who made it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Stored {
    pub document: Document,
    pub business_id: String,
    pub sent_at: Option<i64>,
}

const COLUMNS: &str =
    "id, business_id, kind, created_at, client_name, client_phone, client_email, \
                       items, sent_at, linked_id";

fn stored_of(row: &AnyRow) -> Result<Stored, sqlx::Error> {
    let kind: String = row.try_get("kind")?;
    let sent_at: Option<i64> = row.try_get("sent_at")?;
    let items: String = row.try_get("items")?;
    Ok(Stored {
        document: Document {
            id: row.try_get("id")?,
            kind: if kind == "quotation" {
                DocumentKind::Quotation
            } else {
                DocumentKind::Invoice
            },
            created_at: row.try_get("created_at")?,
            client: Party {
                name: row.try_get("client_name")?,
                phone: row.try_get("client_phone")?,
                email: row.try_get("client_email")?,
            },
            items: items_of(&items)?,
            sent: sent_at.is_some(),
            linked_id: row.try_get("linked_id")?,
        },
        business_id: row.try_get("business_id")?,
        sent_at,
    })
}

fn kind_name(kind: DocumentKind) -> &'static str {
    match kind {
        DocumentKind::Quotation => "quotation",
        DocumentKind::Invoice => "invoice",
    }
}

pub async fn insert_document(
    conn: &mut AnyConnection,
    business_id: &str,
    document: &Document,
    created_by: &str,
    change_seq: i64,
    now: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO documents (id, business_id, kind, created_at, client_name, client_phone, \
         client_email, items, total_minor, sent_at, linked_id, created_by, change_seq, updated_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, NULL, $10, $11, $12, $13)",
    )
    .bind(&document.id)
    .bind(business_id)
    .bind(kind_name(document.kind))
    .bind(document.created_at)
    .bind(&document.client.name)
    .bind(&document.client.phone)
    .bind(&document.client.email)
    .bind(items_json(&document.items))
    .bind(to_minor(document.total()).unwrap_or(0))
    .bind(&document.linked_id)
    .bind(created_by)
    .bind(change_seq)
    .bind(now)
    .execute(conn)
    .await?;
    Ok(())
}

/// Points a quotation at the invoice it became.
pub async fn link_quotation(
    conn: &mut AnyConnection,
    quotation_id: &str,
    invoice_id: &str,
    change_seq: i64,
    now: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "UPDATE documents SET linked_id = $1, change_seq = $2, updated_at = $3 \
         WHERE id = $4 AND kind = 'quotation'",
    )
    .bind(invoice_id)
    .bind(change_seq)
    .bind(now)
    .bind(quotation_id)
    .execute(conn)
    .await?;
    Ok(())
}

pub async fn find<'e>(
    db: impl Executor<'e, Database = Any>,
    id: &str,
) -> Result<Option<Stored>, sqlx::Error> {
    let sql = format!("SELECT {COLUMNS} FROM documents WHERE id = $1");
    let row = sqlx::query(&sql).bind(id).fetch_optional(db).await?;
    row.as_ref().map(stored_of).transpose()
}

/// The business's documents of `kind`, newest first.
pub async fn list<'e>(
    db: impl Executor<'e, Database = Any>,
    business_id: &str,
    kind: DocumentKind,
) -> Result<Vec<Stored>, sqlx::Error> {
    let sql = format!(
        "SELECT {COLUMNS} FROM documents WHERE business_id = $1 AND kind = $2 \
         ORDER BY created_at DESC, id DESC"
    );
    let rows = sqlx::query(&sql)
        .bind(business_id)
        .bind(kind_name(kind))
        .fetch_all(db)
        .await?;
    rows.iter().map(stored_of).collect()
}

/// A payment as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredPayment {
    pub id: String,
    pub invoice_id: String,
    pub amount_paid: Decimal,
    pub date_paid: String,
    pub paid_at: i64,
    pub method: String,
    pub sale_ids: Vec<String>,
    pub receipt_sent_at: Option<i64>,
    pub created_at: i64,
}

const PAYMENT_COLUMNS: &str =
    "id, invoice_id, amount_minor, date_paid, paid_at, method, sale_ids, receipt_sent_at, created_at";

fn payment_of(row: &AnyRow) -> Result<StoredPayment, sqlx::Error> {
    let sale_ids: String = row.try_get("sale_ids")?;
    Ok(StoredPayment {
        id: row.try_get("id")?,
        invoice_id: row.try_get("invoice_id")?,
        amount_paid: from_minor(row.try_get("amount_minor")?),
        date_paid: row.try_get("date_paid")?,
        paid_at: row.try_get("paid_at")?,
        method: row.try_get("method")?,
        sale_ids: serde_json::from_str(&sale_ids).unwrap_or_default(),
        receipt_sent_at: row.try_get("receipt_sent_at")?,
        created_at: row.try_get("created_at")?,
    })
}

/// An invoice's payments in the order they were recorded.
pub async fn payments_of<'e>(
    db: impl Executor<'e, Database = Any>,
    invoice_id: &str,
) -> Result<Vec<StoredPayment>, sqlx::Error> {
    let sql = format!(
        "SELECT {PAYMENT_COLUMNS} FROM document_payments WHERE invoice_id = $1 \
         ORDER BY created_at, id"
    );
    let rows = sqlx::query(&sql).bind(invoice_id).fetch_all(db).await?;
    rows.iter().map(payment_of).collect()
}

/// The payments of every invoice of the business, by invoice, in the order recorded.
pub async fn payments_of_business<'e>(
    db: impl Executor<'e, Database = Any>,
    business_id: &str,
) -> Result<Vec<StoredPayment>, sqlx::Error> {
    let sql = format!(
        "SELECT {PAYMENT_COLUMNS} FROM document_payments WHERE business_id = $1 \
         ORDER BY created_at, id"
    );
    let rows = sqlx::query(&sql).bind(business_id).fetch_all(db).await?;
    rows.iter().map(payment_of).collect()
}

pub async fn find_payment<'e>(
    db: impl Executor<'e, Database = Any>,
    id: &str,
) -> Result<Option<(StoredPayment, String)>, sqlx::Error> {
    let sql = format!("SELECT {PAYMENT_COLUMNS}, business_id FROM document_payments WHERE id = $1");
    let row = sqlx::query(&sql).bind(id).fetch_optional(db).await?;
    row.as_ref()
        .map(|r| Ok((payment_of(r)?, r.try_get("business_id")?)))
        .transpose()
}

pub struct NewPayment<'a> {
    pub business_id: &'a str,
    pub payment: &'a StoredPayment,
    pub created_by: &'a str,
    pub change_seq: i64,
}

pub async fn insert_payment(
    conn: &mut AnyConnection,
    p: &NewPayment<'_>,
) -> Result<(), sqlx::Error> {
    let payment = p.payment;
    sqlx::query(
        "INSERT INTO document_payments (id, business_id, invoice_id, amount_minor, date_paid, \
         paid_at, method, sale_ids, receipt_sent_at, created_by, created_at, change_seq) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, NULL, $9, $10, $11)",
    )
    .bind(&payment.id)
    .bind(p.business_id)
    .bind(&payment.invoice_id)
    .bind(to_minor(payment.amount_paid).unwrap_or(0))
    .bind(&payment.date_paid)
    .bind(payment.paid_at)
    .bind(&payment.method)
    .bind(serde_json::to_string(&payment.sale_ids).unwrap_or_else(|_| "[]".to_owned()))
    .bind(p.created_by)
    .bind(payment.created_at)
    .bind(p.change_seq)
    .execute(conn)
    .await?;
    Ok(())
}

/// The business's documents changed after `cursor`, with their change numbers, oldest change first.
pub async fn changed_documents(
    pool: &AnyPool,
    business_id: &str,
    cursor: i64,
    limit: i64,
) -> Result<Vec<(Stored, i64)>, sqlx::Error> {
    let sql = format!(
        "SELECT {COLUMNS}, change_seq FROM documents WHERE business_id = $1 AND change_seq > $2 \
         ORDER BY change_seq LIMIT $3"
    );
    let rows = sqlx::query(&sql)
        .bind(business_id)
        .bind(cursor)
        .bind(limit)
        .fetch_all(pool)
        .await?;
    rows.iter()
        .map(|r| Ok((stored_of(r)?, r.try_get("change_seq")?)))
        .collect()
}

/// The business's payments changed after `cursor`, with their change numbers.
pub async fn changed_payments(
    pool: &AnyPool,
    business_id: &str,
    cursor: i64,
    limit: i64,
) -> Result<Vec<(StoredPayment, i64)>, sqlx::Error> {
    let sql = format!(
        "SELECT {PAYMENT_COLUMNS}, change_seq FROM document_payments WHERE business_id = $1 \
         AND change_seq > $2 ORDER BY change_seq LIMIT $3"
    );
    let rows = sqlx::query(&sql)
        .bind(business_id)
        .bind(cursor)
        .bind(limit)
        .fetch_all(pool)
        .await?;
    rows.iter()
        .map(|r| Ok((payment_of(r)?, r.try_get("change_seq")?)))
        .collect()
}
