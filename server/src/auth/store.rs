//! Sessions: bearer tokens kept only as hashes, with an expiry and a revocation time.

use portal_core::roles::Role;
use sqlx::{Any, AnyPool, Executor, Row};

pub async fn create_session(
    pool: &AnyPool,
    token_hash: &str,
    user_id: &str,
    now: i64,
    expires_at: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query("INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)")
        .bind(token_hash)
        .bind(user_id)
        .bind(now)
        .bind(expires_at)
        .execute(pool)
        .await?;
    Ok(())
}

/// The user and role behind a live session: not expired, not revoked, account active.
pub async fn session_user(
    pool: &AnyPool,
    token_hash: &str,
    now: i64,
) -> Result<Option<(String, Role)>, sqlx::Error> {
    let row = sqlx::query(
        "SELECT u.id, u.role FROM sessions s JOIN users u ON u.id = s.user_id \
         WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > $2 AND u.active = 1",
    )
    .bind(token_hash)
    .bind(now)
    .fetch_optional(pool)
    .await?;
    let Some(row) = row else { return Ok(None) };
    let role_text: String = row.try_get("role")?;
    let role = Role::parse(&role_text).ok_or_else(|| {
        sqlx::Error::Decode(format!("unknown role {role_text:?} in users").into())
    })?;
    Ok(Some((row.try_get("id")?, role)))
}

pub async fn revoke_session(pool: &AnyPool, token_hash: &str, now: i64) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE sessions SET revoked_at = $1 WHERE token_hash = $2 AND revoked_at IS NULL")
        .bind(now)
        .bind(token_hash)
        .execute(pool)
        .await?;
    Ok(())
}

/// Ends every live session of the user (password changed or reset, account deactivated).
pub async fn revoke_all_sessions<'e>(
    db: impl Executor<'e, Database = Any>,
    user_id: &str,
    now: i64,
) -> Result<u64, sqlx::Error> {
    let done = sqlx::query(
        "UPDATE sessions SET revoked_at = $1 WHERE user_id = $2 AND revoked_at IS NULL",
    )
    .bind(now)
    .bind(user_id)
    .execute(db)
    .await?;
    Ok(done.rows_affected())
}
