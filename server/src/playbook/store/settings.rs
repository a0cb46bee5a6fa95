//! playbook_alert_settings: the channel each person chose for their alerts (no row: the portal
//! only, core's `AlertChannel::default`).

use portal_core::playbook::channel::AlertChannel;
use sqlx::{Any, AnyConnection, Executor, Row};

/// The person's chosen channel; the portal only when they have not chosen.
pub async fn channel_of<'e>(
    db: impl Executor<'e, Database = Any>,
    user_id: &str,
) -> Result<AlertChannel, sqlx::Error> {
    let stored: Option<String> =
        sqlx::query("SELECT channel FROM playbook_alert_settings WHERE user_id = $1")
            .bind(user_id)
            .fetch_optional(db)
            .await?
            .map(|row| row.try_get("channel"))
            .transpose()?;
    Ok(stored
        .as_deref()
        .and_then(AlertChannel::parse)
        .unwrap_or_default())
}

/// Stores the person's choice (replacing an earlier one).
pub async fn set_channel(
    conn: &mut AnyConnection,
    user_id: &str,
    channel: AlertChannel,
    now: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO playbook_alert_settings (user_id, channel, updated_at) VALUES ($1, $2, $3) \
         ON CONFLICT (user_id) DO UPDATE SET channel = excluded.channel, updated_at = excluded.updated_at",
    )
    .bind(user_id)
    .bind(channel.name())
    .bind(now)
    .execute(conn)
    .await?;
    Ok(())
}

/// Stores a channel for someone who has not chosen one (the demo); a choice made stays.
pub async fn set_channel_if_unchosen(
    conn: &mut AnyConnection,
    user_id: &str,
    channel: AlertChannel,
    now: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO playbook_alert_settings (user_id, channel, updated_at) VALUES ($1, $2, $3) \
         ON CONFLICT (user_id) DO NOTHING",
    )
    .bind(user_id)
    .bind(channel.name())
    .bind(now)
    .execute(conn)
    .await?;
    Ok(())
}
