//! The delivery loop: claim due messages, hand each to its provider, record the outcome.

use std::time::Duration;

use tokio::task::JoinHandle;

use super::model::{AttachedFile, Message};
use super::store;
use crate::rate_limit;
use crate::state::AppState;

/// Messages claimed per round.
const BATCH: i64 = 50;
/// How often the worker looks for due messages when nobody rings.
const POLL: Duration = Duration::from_secs(5);
/// Rate-limit counters older than this are dropped.
const COUNTER_RETENTION_SECONDS: i64 = 24 * 3600;

#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct DeliveryReport {
    pub sent: usize,
    /// Failed this time, to be tried again later.
    pub retried: usize,
    /// Failed for the last time.
    pub failed: usize,
}

/// One delivery pass over every due message. The background worker calls it in a loop; tests call
/// it directly.
pub async fn deliver_due(state: &AppState) -> Result<DeliveryReport, sqlx::Error> {
    let mut report = DeliveryReport::default();
    loop {
        let claimed = store::claim_due(&state.pool, state.now(), BATCH).await?;
        let full_batch = i64::try_from(claimed.len()).unwrap_or(i64::MAX) >= BATCH;
        for message in claimed {
            let sent = match attached_file(state, &message).await {
                Ok(file) => state.providers.send(&message, file.as_ref()).await,
                Err(error) => Err(error),
            };
            match sent {
                Ok(()) => {
                    store::mark_sent(&state.pool, &message.id, state.now()).await?;
                    report.sent += 1;
                }
                Err(error) => {
                    tracing::warn!(id = %message.id, attempts = message.attempts, %error, "message delivery failed");
                    if store::mark_failed_try(&state.pool, &message, &error, state.now()).await? {
                        tracing::error!(id = %message.id, "message given up after its last try");
                        report.failed += 1;
                    } else {
                        report.retried += 1;
                    }
                }
            }
        }
        if !full_batch {
            return Ok(report);
        }
    }
}

/// The bytes of the message's attachment from the storage; a file the storage lacks fails the try.
async fn attached_file(
    state: &AppState,
    message: &Message,
) -> Result<Option<AttachedFile>, String> {
    let Some(attachment) = &message.attachment else {
        return Ok(None);
    };
    let bytes = state
        .storage
        .get(&attachment.key)
        .await
        .map_err(|e| format!("reading the attachment: {e}"))?
        .ok_or_else(|| format!("the attachment {} is not in the storage", attachment.key))?;
    Ok(Some(AttachedFile {
        name: attachment.name.clone(),
        content_type: attachment.content_type.clone(),
        bytes,
    }))
}

/// Starts the background worker: a pass whenever a change queues a message, and every few seconds.
pub fn spawn_worker(state: AppState) -> JoinHandle<()> {
    tokio::spawn(async move {
        loop {
            if let Err(error) = deliver_due(&state).await {
                tracing::error!(%error, "outbox delivery pass failed");
            }
            let before = state.now() - COUNTER_RETENTION_SECONDS;
            if let Err(error) = rate_limit::store::prune(&state.pool, before).await {
                tracing::error!(%error, "could not prune rate-limit counters");
            }
            tokio::select! {
                () = state.outbox_wake.notified() => {}
                () = tokio::time::sleep(POLL) => {}
            }
        }
    })
}
