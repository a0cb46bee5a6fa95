//! Scorecards (spec 001 sections 2.5, 3, 4.5, 5, 7.4, 8, 9; docs/scorecards.md): every rule that
//! turns one business's quarter of figures into the scorecard record and the risk scorecard.
//!
//! The server gathers the figures (`inputs::QuarterInputs`, plain numbers it can read with SQL),
//! core scores them against the thresholds table (`thresholds`) into a language-neutral
//! `model::Scorecard` and `risk::RiskCard`, which the server stores as JSON and renders in the
//! reader's language when it is read (`wire`). Nothing here reads a clock: `today` and the
//! quarter's `as_of` day are passed in.

pub mod advice;
pub mod bands;
pub mod card;
pub mod decimal_serde;
pub mod facts;
pub mod inputs;
pub mod labels;
pub mod measure_id;
pub mod measures;
pub mod messages;
pub mod missing;
mod missing_en;
mod missing_sw;
pub mod model;
pub mod note;
mod note_en;
mod note_sw;
pub mod period;
pub mod risk;
mod risk_business;
pub mod risk_model;
pub mod search;
pub mod sheet;
mod sheet_check;
pub mod thresholds;
mod thresholds_defaults;
pub mod wire;

#[cfg(test)]
mod card_props_tests;
#[cfg(test)]
mod card_tests;
#[cfg(test)]
mod risk_tests;
#[cfg(test)]
pub(crate) mod test_inputs;

pub use bands::{average, quarter_of_month, rank, Band, RankGroup};
pub use card::compute;
pub use inputs::QuarterInputs;
pub use model::{Group, GroupResult, Measure, Scorecard};
pub use note::Note;
pub use risk::{risk, RiskCard};
pub use sheet::{check_sheet, ScoringSheet};
pub use thresholds::{defaults, score, MeasureId, Rule, Thresholds};
pub use wire::{compute_all, from_stored_json, render, render_risk, to_stored_json, Computed};

/// What is wrong with a scoring sheet, a thresholds table or a search: the field (its wire name,
/// `licenses[2].value` for a row) and the English message (`messages::in_language` for Swahili).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    pub field: String,
    pub message: &'static str,
}

impl Problem {
    pub fn new(field: impl Into<String>, message: &'static str) -> Problem {
        Problem {
            field: field.into(),
            message,
        }
    }
}
