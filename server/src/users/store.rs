//! Queries on the users table; portable SQL for SQLite and PostgreSQL.

use portal_core::roles::Role;
use sqlx::any::AnyRow;
use sqlx::{AnyPool, Row};

use super::model::{NewUser, User};
use crate::state::new_id;

const COLUMNS: &str = "id, first_name, last_name, email, phone_number, role, password_hash, profile_photo, \
     use_new_onboarding, onboarding_complete, mpesa_phone, active, verified, created_at, updated_at";

fn flag(value: bool) -> i64 {
    i64::from(value)
}

fn from_row(row: &AnyRow) -> Result<User, sqlx::Error> {
    let role_text: String = row.try_get("role")?;
    let role = Role::parse(&role_text).ok_or_else(|| {
        sqlx::Error::Decode(format!("unknown role {role_text:?} in users").into())
    })?;
    Ok(User {
        id: row.try_get("id")?,
        first_name: row.try_get("first_name")?,
        last_name: row.try_get("last_name")?,
        email: row.try_get("email")?,
        phone_number: row.try_get("phone_number")?,
        role,
        password_hash: row.try_get("password_hash")?,
        profile_photo: row.try_get("profile_photo")?,
        use_new_onboarding: row.try_get::<i64, _>("use_new_onboarding")? != 0,
        onboarding_complete: row.try_get::<i64, _>("onboarding_complete")? != 0,
        mpesa_phone: row.try_get("mpesa_phone")?,
        active: row.try_get::<i64, _>("active")? != 0,
        verified: row.try_get::<i64, _>("verified")? != 0,
        created_at: row.try_get("created_at")?,
        updated_at: row.try_get("updated_at")?,
    })
}

/// `email` must already be normalised.
pub async fn find_by_email(pool: &AnyPool, email: &str) -> Result<Option<User>, sqlx::Error> {
    let sql = format!("SELECT {COLUMNS} FROM users WHERE email = $1");
    let row = sqlx::query(&sql).bind(email).fetch_optional(pool).await?;
    row.as_ref().map(from_row).transpose()
}

pub async fn find_by_id(pool: &AnyPool, id: &str) -> Result<Option<User>, sqlx::Error> {
    let sql = format!("SELECT {COLUMNS} FROM users WHERE id = $1");
    let row = sqlx::query(&sql).bind(id).fetch_optional(pool).await?;
    row.as_ref().map(from_row).transpose()
}

/// Every user holding `role`, newest first.
pub async fn list_by_role(pool: &AnyPool, role: Role) -> Result<Vec<User>, sqlx::Error> {
    let sql =
        format!("SELECT {COLUMNS} FROM users WHERE role = $1 ORDER BY created_at DESC, id DESC");
    let rows = sqlx::query(&sql)
        .bind(role.as_str())
        .fetch_all(pool)
        .await?;
    rows.iter().map(from_row).collect()
}

/// Inserts the user and returns its new id; a taken e-mail or phone is a unique violation.
pub async fn insert(pool: &AnyPool, user: &NewUser, now: i64) -> Result<String, sqlx::Error> {
    let id = new_id(now);
    sqlx::query(
        "INSERT INTO users (id, first_name, last_name, email, phone_number, role, password_hash, \
         use_new_onboarding, onboarding_complete, mpesa_phone, active, verified, created_at, updated_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13)",
    )
    .bind(&id)
    .bind(&user.first_name)
    .bind(&user.last_name)
    .bind(super::model::normalise_email(&user.email))
    .bind(&user.phone_number)
    .bind(user.role.as_str())
    .bind(&user.password_hash)
    .bind(flag(user.use_new_onboarding))
    .bind(flag(user.onboarding_complete))
    .bind(&user.mpesa_phone)
    .bind(flag(user.active))
    .bind(flag(user.verified))
    .bind(now)
    .execute(pool)
    .await?;
    Ok(id)
}

pub async fn set_active(
    pool: &AnyPool,
    id: &str,
    active: bool,
    now: i64,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query("UPDATE users SET active = $1, updated_at = $2 WHERE id = $3")
        .bind(flag(active))
        .bind(now)
        .bind(id)
        .execute(pool)
        .await?;
    Ok(done.rows_affected() == 1)
}

/// Brings an existing account back to the given profile (used by the demo data on every start).
pub async fn reset_profile(
    pool: &AnyPool,
    id: &str,
    user: &NewUser,
    now: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "UPDATE users SET first_name = $1, last_name = $2, phone_number = $3, role = $4, password_hash = $5, \
         use_new_onboarding = $6, mpesa_phone = $7, active = $8, verified = $9, updated_at = $10 WHERE id = $11",
    )
    .bind(&user.first_name)
    .bind(&user.last_name)
    .bind(&user.phone_number)
    .bind(user.role.as_str())
    .bind(&user.password_hash)
    .bind(flag(user.use_new_onboarding))
    .bind(&user.mpesa_phone)
    .bind(flag(user.active))
    .bind(flag(user.verified))
    .bind(now)
    .bind(id)
    .execute(pool)
    .await?;
    Ok(())
}

/// A taken e-mail or phone number.
pub fn is_unique_violation(error: &sqlx::Error) -> bool {
    matches!(error, sqlx::Error::Database(db) if db.is_unique_violation())
}
