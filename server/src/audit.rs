//! The audit trail: who signed in, failed to, or signed out, from where and when.

use sqlx::AnyPool;

use crate::state::new_id;

pub const SIGNIN: &str = "signin";
pub const SIGNIN_FAILED: &str = "signin_failed";
pub const LOGOUT: &str = "logout";

pub struct Event<'a> {
    pub user_id: Option<&'a str>,
    pub kind: &'a str,
    pub detail: &'a str,
    pub ip: Option<&'a str>,
}

pub async fn record(pool: &AnyPool, now: i64, event: Event<'_>) -> Result<(), sqlx::Error> {
    sqlx::query("INSERT INTO audit_events (id, user_id, kind, detail, ip, created_at) VALUES ($1, $2, $3, $4, $5, $6)")
        .bind(new_id(now))
        .bind(event.user_id)
        .bind(event.kind)
        .bind(event.detail)
        .bind(event.ip)
        .bind(now)
        .execute(pool)
        .await?;
    Ok(())
}
