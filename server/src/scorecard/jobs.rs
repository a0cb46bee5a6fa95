//! The quarter-close job: once a quarter is over, every client business's scorecard of it is
//! computed, once however many servers run the job (the first to insert the quarter's
//! `scorecard_quarters_closed` row does it; the others do nothing). A pass cut off half-way (the
//! server stopped) is taken up again by whoever finds it unfinished an hour later; computing a
//! card again replaces it, so a second pass changes nothing.

use std::time::Duration;

use portal_core::survey::quarter::Quarter;
use tokio::task::JoinHandle;

use super::compute::compute_quarter;
use super::figures::quarter_before;
use super::store;
use crate::error::{AppError, AppResult};
use crate::state::AppState;

const EVERY: Duration = Duration::from_secs(600);
/// A pass not finished after this long was cut off.
const STALE_SECONDS: i64 = 3_600;

/// One pass: the quarter just closed, computed when no server took it yet. Returns the quarter and
/// how many cards were computed, or None when there was nothing to do.
pub async fn close_quarter(state: &AppState) -> AppResult<Option<(Quarter, usize)>> {
    let now = state.now();
    let current =
        Quarter::of(now).ok_or_else(|| AppError::internal("the clock is out of range"))?;
    let closed = quarter_before(current, 1);
    let taken = store::claim_quarter(&state.pool, closed.year, closed.quarter, now).await?
        || store::reclaim_quarter(
            &state.pool,
            closed.year,
            closed.quarter,
            now - STALE_SECONDS,
            now,
        )
        .await?;
    if !taken {
        return Ok(None);
    }
    let computed = compute_quarter(state, closed, None).await?;
    store::finish_quarter(&state.pool, closed.year, closed.quarter, state.now()).await?;
    tracing::info!(
        year = closed.year,
        quarter = closed.quarter,
        computed,
        "scorecards of the closed quarter computed"
    );
    Ok(Some((closed, computed)))
}

pub fn spawn_worker(state: AppState) -> JoinHandle<()> {
    tokio::spawn(async move {
        loop {
            if let Err(error) = close_quarter(&state).await {
                tracing::error!(%error, "scorecard quarter-close pass failed");
            }
            tokio::time::sleep(EVERY).await;
        }
    })
}
