//! The `rate_limits` table: one row per key holding the current window and its count.

use sqlx::{AnyPool, Row};

use super::model::Limit;

/// Counts one hit under `key` and returns the count of the current window, this hit included.
/// One statement, so concurrent hits from several processes are all counted.
pub async fn hit(pool: &AnyPool, key: &str, limit: Limit, now: i64) -> Result<i64, sqlx::Error> {
    let row = sqlx::query(
        "INSERT INTO rate_limits (key, window_start, count) VALUES ($1, $2, 1) \
         ON CONFLICT (key) DO UPDATE SET \
         count = CASE WHEN rate_limits.window_start = excluded.window_start THEN rate_limits.count + 1 ELSE 1 END, \
         window_start = excluded.window_start \
         RETURNING count",
    )
    .bind(key)
    .bind(limit.window_start(now))
    .fetch_one(pool)
    .await?;
    row.try_get("count")
}

/// Whether a hit that made the window's count `count` is within the limit.
pub fn within(limit: Limit, count: i64) -> bool {
    count <= limit.max
}

/// Takes one hit back from the current window (an attempt that turned out not to count).
pub async fn give_back(
    pool: &AnyPool,
    key: &str,
    limit: Limit,
    now: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE rate_limits SET count = count - 1 WHERE key = $1 AND window_start = $2 AND count > 0")
        .bind(key)
        .bind(limit.window_start(now))
        .execute(pool)
        .await?;
    Ok(())
}

pub async fn clear(pool: &AnyPool, key: &str) -> Result<(), sqlx::Error> {
    sqlx::query("DELETE FROM rate_limits WHERE key = $1")
        .bind(key)
        .execute(pool)
        .await?;
    Ok(())
}

/// Stamps `key` with `now` when `allowed` accepts the time of the previous stamp (None if never).
/// A compare-and-swap, so of two processes asking at once only one gets true.
pub async fn stamp_if(
    pool: &AnyPool,
    key: &str,
    now: i64,
    allowed: impl Fn(Option<i64>) -> bool,
) -> Result<bool, sqlx::Error> {
    let last: Option<i64> = sqlx::query("SELECT window_start FROM rate_limits WHERE key = $1")
        .bind(key)
        .fetch_optional(pool)
        .await?
        .map(|row| row.try_get("window_start"))
        .transpose()?;
    if !allowed(last) {
        return Ok(false);
    }
    let done = match last {
        None => {
            sqlx::query("INSERT INTO rate_limits (key, window_start, count) VALUES ($1, $2, 1) ON CONFLICT (key) DO NOTHING")
                .bind(key)
                .bind(now)
                .execute(pool)
                .await?
        }
        Some(previous) => {
            sqlx::query("UPDATE rate_limits SET window_start = $1, count = count + 1 WHERE key = $2 AND window_start = $3")
                .bind(now)
                .bind(key)
                .bind(previous)
                .execute(pool)
                .await?
        }
    };
    Ok(done.rows_affected() == 1)
}

/// Drops counters whose window began before `before`; they no longer limit anything.
pub async fn prune(pool: &AnyPool, before: i64) -> Result<u64, sqlx::Error> {
    let done = sqlx::query("DELETE FROM rate_limits WHERE window_start < $1")
        .bind(before)
        .execute(pool)
        .await?;
    Ok(done.rows_affected())
}
