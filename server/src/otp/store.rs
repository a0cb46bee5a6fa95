//! The `otp_codes` table: one row per user and purpose, replaced by each new code. Tries and use are
//! written with compare-and-swap on what was read, so concurrent tries are each counted once.

use sqlx::{AnyConnection, AnyPool, Row};

use super::code::NewCode;
use super::model::{Purpose, StoredCode};
use crate::ids::new_id;

/// Stores `code` for the user, replacing any earlier code of that purpose; returns the new row's id.
pub async fn replace(
    conn: &mut AnyConnection,
    user_id: &str,
    purpose: Purpose,
    code: &NewCode,
    now: i64,
    expires_at: i64,
) -> Result<String, sqlx::Error> {
    let id = new_id(now);
    sqlx::query(
        "INSERT INTO otp_codes (id, user_id, purpose, code_hash, salt, expires_at, tries, used_at, created_at) \
         VALUES ($1, $2, $3, $4, $5, $6, 0, NULL, $7) \
         ON CONFLICT (user_id, purpose) DO UPDATE SET id = excluded.id, code_hash = excluded.code_hash, \
         salt = excluded.salt, expires_at = excluded.expires_at, tries = 0, used_at = NULL, \
         created_at = excluded.created_at",
    )
    .bind(&id)
    .bind(user_id)
    .bind(purpose.as_str())
    .bind(&code.hash)
    .bind(&code.salt)
    .bind(expires_at)
    .bind(now)
    .execute(conn)
    .await?;
    Ok(id)
}

pub async fn find(
    pool: &AnyPool,
    user_id: &str,
    purpose: Purpose,
) -> Result<Option<StoredCode>, sqlx::Error> {
    let row = sqlx::query(
        "SELECT id, code_hash, salt, expires_at, tries, used_at FROM otp_codes WHERE user_id = $1 AND purpose = $2",
    )
    .bind(user_id)
    .bind(purpose.as_str())
    .fetch_optional(pool)
    .await?;
    row.map(|row| {
        Ok(StoredCode {
            id: row.try_get("id")?,
            code_hash: row.try_get("code_hash")?,
            salt: row.try_get("salt")?,
            expires_at: row.try_get("expires_at")?,
            tries: row.try_get("tries")?,
            used_at: row.try_get("used_at")?,
        })
    })
    .transpose()
}

/// Counts a wrong try, if the code is still as it was read. False: it changed, read it again.
pub async fn count_wrong_try(pool: &AnyPool, seen: &StoredCode) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "UPDATE otp_codes SET tries = tries + 1 WHERE id = $1 AND tries = $2 AND used_at IS NULL",
    )
    .bind(&seen.id)
    .bind(seen.tries)
    .execute(pool)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Uses the code up, if it is still as it was read. False: it changed, read it again.
pub async fn mark_used(
    conn: &mut AnyConnection,
    seen: &StoredCode,
    now: i64,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "UPDATE otp_codes SET used_at = $1 WHERE id = $2 AND tries = $3 AND used_at IS NULL",
    )
    .bind(now)
    .bind(&seen.id)
    .bind(seen.tries)
    .execute(conn)
    .await?;
    Ok(done.rows_affected() == 1)
}
