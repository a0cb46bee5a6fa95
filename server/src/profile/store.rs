//! The client_details table: what the personal-info and identity steps saved, one row per client.

use sqlx::any::AnyRow;
use sqlx::{Any, AnyPool, Executor, Row};

/// What the personal-info step saves.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PersonalDetails {
    pub national_id: String,
    pub alternative_phone: Option<String>,
    pub residence_street: String,
    pub residence_city: String,
    pub residence_state: String,
    pub next_of_kin_full_name: String,
    pub next_of_kin_relationship: String,
    pub next_of_kin_email: String,
    pub next_of_kin_phone: String,
    pub next_of_kin_address: String,
    pub bank_name: String,
    pub bank_code: Option<String>,
    pub bank_account_type: String,
    pub bank_account_number: String,
    pub bank_account_name: String,
    pub bank_verified: bool,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClientDetails {
    pub user_id: String,
    pub personal: PersonalDetails,
    pub identity_type: Option<String>,
    pub identity_file_id: Option<String>,
    pub photo_file_id: Option<String>,
    pub created_at: i64,
    pub updated_at: i64,
}

const COLUMNS: &str = "user_id, national_id, alternative_phone, residence_street, residence_city, residence_state, \
     next_of_kin_full_name, next_of_kin_relationship, next_of_kin_email, next_of_kin_phone, next_of_kin_address, \
     bank_name, bank_code, bank_account_type, bank_account_number, bank_account_name, bank_verified, \
     identity_type, identity_file_id, photo_file_id, created_at, updated_at";

fn from_row(row: &AnyRow) -> Result<ClientDetails, sqlx::Error> {
    Ok(ClientDetails {
        user_id: row.try_get("user_id")?,
        personal: PersonalDetails {
            national_id: row.try_get("national_id")?,
            alternative_phone: row.try_get("alternative_phone")?,
            residence_street: row.try_get("residence_street")?,
            residence_city: row.try_get("residence_city")?,
            residence_state: row.try_get("residence_state")?,
            next_of_kin_full_name: row.try_get("next_of_kin_full_name")?,
            next_of_kin_relationship: row.try_get("next_of_kin_relationship")?,
            next_of_kin_email: row.try_get("next_of_kin_email")?,
            next_of_kin_phone: row.try_get("next_of_kin_phone")?,
            next_of_kin_address: row.try_get("next_of_kin_address")?,
            bank_name: row.try_get("bank_name")?,
            bank_code: row.try_get("bank_code")?,
            bank_account_type: row.try_get("bank_account_type")?,
            bank_account_number: row.try_get("bank_account_number")?,
            bank_account_name: row.try_get("bank_account_name")?,
            bank_verified: row.try_get::<i64, _>("bank_verified")? != 0,
        },
        identity_type: row.try_get("identity_type")?,
        identity_file_id: row.try_get("identity_file_id")?,
        photo_file_id: row.try_get("photo_file_id")?,
        created_at: row.try_get("created_at")?,
        updated_at: row.try_get("updated_at")?,
    })
}

pub async fn find<'e>(
    db: impl Executor<'e, Database = Any>,
    user_id: &str,
) -> Result<Option<ClientDetails>, sqlx::Error> {
    let sql = format!("SELECT {COLUMNS} FROM client_details WHERE user_id = $1");
    let row = sqlx::query(&sql).bind(user_id).fetch_optional(db).await?;
    row.as_ref().map(from_row).transpose()
}

/// The client whose details carry `national_id`, if any.
pub async fn national_id_holder(
    pool: &AnyPool,
    national_id: &str,
) -> Result<Option<String>, sqlx::Error> {
    let row = sqlx::query("SELECT user_id FROM client_details WHERE national_id = $1")
        .bind(national_id)
        .fetch_optional(pool)
        .await?;
    row.map(|row| row.try_get("user_id")).transpose()
}

/// Creates or replaces the personal details; identity fields stay as they were. A national ID held
/// by another client is a unique violation.
pub async fn save_personal<'e>(
    db: impl Executor<'e, Database = Any>,
    user_id: &str,
    details: &PersonalDetails,
    now: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO client_details (user_id, national_id, alternative_phone, residence_street, residence_city, \
         residence_state, next_of_kin_full_name, next_of_kin_relationship, next_of_kin_email, next_of_kin_phone, \
         next_of_kin_address, bank_name, bank_code, bank_account_type, bank_account_number, bank_account_name, \
         bank_verified, created_at, updated_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $18) \
         ON CONFLICT (user_id) DO UPDATE SET national_id = excluded.national_id, \
         alternative_phone = excluded.alternative_phone, residence_street = excluded.residence_street, \
         residence_city = excluded.residence_city, residence_state = excluded.residence_state, \
         next_of_kin_full_name = excluded.next_of_kin_full_name, \
         next_of_kin_relationship = excluded.next_of_kin_relationship, \
         next_of_kin_email = excluded.next_of_kin_email, next_of_kin_phone = excluded.next_of_kin_phone, \
         next_of_kin_address = excluded.next_of_kin_address, bank_name = excluded.bank_name, \
         bank_code = excluded.bank_code, bank_account_type = excluded.bank_account_type, \
         bank_account_number = excluded.bank_account_number, bank_account_name = excluded.bank_account_name, \
         bank_verified = excluded.bank_verified, updated_at = excluded.updated_at",
    )
    .bind(user_id)
    .bind(&details.national_id)
    .bind(&details.alternative_phone)
    .bind(&details.residence_street)
    .bind(&details.residence_city)
    .bind(&details.residence_state)
    .bind(&details.next_of_kin_full_name)
    .bind(&details.next_of_kin_relationship)
    .bind(&details.next_of_kin_email)
    .bind(&details.next_of_kin_phone)
    .bind(&details.next_of_kin_address)
    .bind(&details.bank_name)
    .bind(&details.bank_code)
    .bind(&details.bank_account_type)
    .bind(&details.bank_account_number)
    .bind(&details.bank_account_name)
    .bind(i64::from(details.bank_verified))
    .bind(now)
    .execute(db)
    .await?;
    Ok(())
}

pub struct IdentityFiles<'a> {
    pub identity_type: &'a str,
    pub identity_file_id: &'a str,
    pub photo_file_id: &'a str,
}

pub async fn set_identity<'e>(
    db: impl Executor<'e, Database = Any>,
    user_id: &str,
    identity: &IdentityFiles<'_>,
    now: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "UPDATE client_details SET identity_type = $1, identity_file_id = $2, photo_file_id = $3, updated_at = $4 \
         WHERE user_id = $5",
    )
    .bind(identity.identity_type)
    .bind(identity.identity_file_id)
    .bind(identity.photo_file_id)
    .bind(now)
    .bind(user_id)
    .execute(db)
    .await?;
    Ok(())
}
