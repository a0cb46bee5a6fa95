//! The alerts job: every five minutes, core's `alerts_due` over the tasks and feedback of the last
//! week (the reminders of tasks due within two days in Nairobi days, and any alert an event did not
//! make); each alert is made once, however often or on however many servers it runs.

use std::time::Duration;

use portal_core::playbook::alerts::ALERT_WINDOW_SECONDS;
use tokio::task::JoinHandle;

use super::notify;
use super::store::work;
use crate::error::AppResult;
use crate::state::AppState;

const EVERY: Duration = Duration::from_secs(300);

/// One pass: the alerts made now.
pub async fn run_alerts(state: &AppState) -> AppResult<usize> {
    let now = state.now();
    let since = now - ALERT_WINDOW_SECONDS;
    let tasks = work::recent_tasks(&state.pool, since).await?;
    let feedback = work::recent_feedback(&state.pool, since).await?;
    let mut tx = state.begin().await?;
    let made = notify::make(&state.pool, &mut tx, &tasks, &feedback, now).await?;
    tx.commit().await?;
    if made > 0 {
        state.wake_outbox();
    }
    Ok(made)
}

pub fn spawn_worker(state: AppState) -> JoinHandle<()> {
    tokio::spawn(async move {
        loop {
            if let Err(error) = run_alerts(&state).await {
                tracing::error!(%error, "playbook alerts pass failed");
            }
            tokio::time::sleep(EVERY).await;
        }
    })
}
