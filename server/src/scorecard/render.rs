//! A kept card as the calls answer it: core's stored form read back, rendered by core's `wire` in
//! the reader's language with the business and its place in its rank group.

use portal_core::language::Language;
use portal_core::scorecard::wire::{from_stored_json, render, Computed, Placing};
use serde_json::Value;

use super::store::Kept;
use crate::error::{AppError, AppResult};

/// The stored scorecard and risk scorecard of a kept row.
pub fn computed_of(kept: &Kept) -> AppResult<Computed> {
    from_stored_json(&kept.card)
        .map_err(|e| AppError::internal(format!("a kept scorecard does not read: {e}")))
}

/// The record of a kept row (`POST /scorecard/read`'s `data[]`).
pub fn record(kept: &Kept, computed: &Computed, language: Language) -> Value {
    let placing = Placing {
        business_id: &kept.business_id,
        business_name: &kept.business_name,
        date_added: kept.computed_at,
        rank: u32::try_from(kept.rank).unwrap_or(0),
        group_size: u32::try_from(kept.group_size).unwrap_or(0),
    };
    render(&computed.scorecard, language, &placing)
}

/// The records of kept rows.
pub fn records(kept: &[Kept], language: Language) -> AppResult<Vec<Value>> {
    kept.iter()
        .map(|one| Ok(record(one, &computed_of(one)?, language)))
        .collect()
}

/// The reader's language, or `?lang=` when it names one.
pub fn language(stored: Language, asked: Option<&str>) -> Language {
    asked.and_then(Language::parse).unwrap_or(stored)
}
