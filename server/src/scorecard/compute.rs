//! Computing and keeping scorecards: the thresholds in force, then for one business or a batch the
//! gathered inputs through core's `compute_all` (the scorecard and the risk scorecard), each kept
//! in core's stored form (replacing the quarter's earlier one).
//! The quarter-close job and the on-demand recompute run this same code.

use chrono::NaiveDate;
use portal_core::scorecard::wire::{compute_all, to_stored_json, Computed};
use portal_core::scorecard::{self, Thresholds};
use portal_core::survey::quarter::Quarter;
use rust_decimal::prelude::ToPrimitive;
use rust_decimal::Decimal;
use tokio::task::JoinHandle;

use super::figures::businesses::next_batch;
use super::figures::Target;
use super::gather::{gather, Gathered};
use super::store::{self, ToKeep};
use crate::clock::nairobi_today;
use crate::error::{AppError, AppResult};
use crate::state::AppState;

/// The thresholds in force: the super admin's latest table, else core's defaults.
pub async fn thresholds(state: &AppState) -> AppResult<Thresholds> {
    let stored = store::thresholds(&state.pool).await?;
    Ok(stored
        .and_then(|(_, body)| serde_json::from_str(&body).ok())
        .unwrap_or_else(scorecard::defaults))
}

/// An average as kept: hundredths (61.25 → 6125).
pub fn hundredths(value: Decimal) -> Option<i64> {
    (value * Decimal::ONE_HUNDRED).round().to_i64()
}

/// Computes and keeps the cards of `target`'s businesses for `quarter`, counted up to `today`;
/// `by` is who asked (None for the job). Returns what was computed, by business id.
pub async fn compute_and_keep(
    state: &AppState,
    quarter: Quarter,
    target: Target<'_>,
    rules: &Thresholds,
    today: NaiveDate,
    by: Option<&str>,
) -> AppResult<Vec<(String, Computed)>> {
    let gathered = gather(&state.pool, quarter, target, today).await?;
    keep_all(state, quarter, gathered, rules, by).await
}

/// Computes each gathered business's card and keeps them all in one transaction.
async fn keep_all(
    state: &AppState,
    quarter: Quarter,
    gathered: Vec<Gathered>,
    rules: &Thresholds,
    by: Option<&str>,
) -> AppResult<Vec<(String, Computed)>> {
    let started = std::time::Instant::now();
    let now = state.now();
    let mut kept = Vec::with_capacity(gathered.len());
    let mut tx = state.begin().await?;
    for one in gathered {
        let computed = compute_all(&one.inputs, rules);
        let card = &computed.scorecard;
        store::keep(
            &mut *tx,
            &ToKeep {
                business_id: &one.business.id,
                year: quarter.year,
                quarter: quarter.quarter,
                card: to_stored_json(&computed),
                average_hundredths: card.average_score.and_then(hundredths),
                band: card.band.map(|band| band.wire()),
                rank_group: card.rank_group.id(),
                months: i64::from(card.months),
                computed_at: now,
                computed_by: by,
            },
        )
        .await?;
        kept.push((one.business.id, computed));
    }
    tx.commit().await?;
    tracing::debug!(
        businesses = kept.len(),
        kept_ms = started.elapsed().as_millis(),
        "scorecards computed and kept"
    );
    Ok(kept)
}

/// How many businesses the job computes together: one gathering and one transaction each.
pub const BATCH: i64 = 500;

/// The gathering of the batch of businesses `ids` (in id order), on a task of its own so that it
/// reads while the batch before is computed and kept.
fn gather_batch(
    state: &AppState,
    quarter: Quarter,
    ids: &[String],
    today: NaiveDate,
) -> Option<JoinHandle<Result<Vec<Gathered>, sqlx::Error>>> {
    let (first, last) = (ids.first()?.clone(), ids.last()?.clone());
    let pool = state.pool.clone();
    Some(tokio::spawn(async move {
        let target = Target::Range {
            first: &first,
            last: &last,
        };
        gather(&pool, quarter, target, today).await
    }))
}

/// Computes and keeps `quarter` for every client business, in batches; returns how many. Each
/// batch's figures are read while the batch before is computed and kept.
pub async fn compute_quarter(
    state: &AppState,
    quarter: Quarter,
    by: Option<&str>,
) -> AppResult<usize> {
    let rules = thresholds(state).await?;
    let today = nairobi_today(state.now())?;
    let mut ids = next_batch(&state.pool, None, BATCH).await?;
    let mut reading = gather_batch(state, quarter, &ids, today);
    let mut done = 0;
    while let Some(handle) = reading.take() {
        let gathered = handle
            .await
            .map_err(|e| AppError::internal(format!("a scorecard gathering stopped: {e}")))??;
        let last = ids.last().cloned();
        ids = next_batch(&state.pool, last.as_deref(), BATCH).await?;
        reading = gather_batch(state, quarter, &ids, today);
        done += keep_all(state, quarter, gathered, &rules, by).await?.len();
    }
    Ok(done)
}
