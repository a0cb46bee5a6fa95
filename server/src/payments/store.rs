//! The payments table: every charge the provider confirmed.

use sqlx::{Any, Executor};

use crate::ids::new_id;

pub const PURPOSE_MPESA_VERIFICATION: &str = "mpesa_verification";
pub const STATUS_COMPLETED: &str = "completed";

pub struct NewPayment<'a> {
    pub user_id: &'a str,
    pub purpose: &'a str,
    pub amount_minor: i64,
    /// ISO 4217.
    pub currency: &'a str,
    pub msisdn: &'a str,
    pub status: &'a str,
    pub provider_reference: &'a str,
}

pub async fn insert<'e>(
    db: impl Executor<'e, Database = Any>,
    payment: &NewPayment<'_>,
    now: i64,
) -> Result<String, sqlx::Error> {
    let id = new_id(now);
    sqlx::query(
        "INSERT INTO payments (id, user_id, purpose, amount_minor, currency, msisdn, status, provider_reference, created_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
    )
    .bind(&id)
    .bind(payment.user_id)
    .bind(payment.purpose)
    .bind(payment.amount_minor)
    .bind(payment.currency)
    .bind(payment.msisdn)
    .bind(payment.status)
    .bind(payment.provider_reference)
    .bind(now)
    .execute(db)
    .await?;
    Ok(id)
}
