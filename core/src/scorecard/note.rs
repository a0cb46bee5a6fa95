//! A measure's notes, kept as the facts they are written from (language-neutral, stored with the
//! scorecard) and written as one sentence in English or Swahili when read: how the figure was
//! computed and from which figures, then how it scored; for a missing figure, what is missing and
//! how to add it.

use rust_decimal::Decimal;
use serde::{Deserialize, Serialize};

use super::decimal_serde::{decimal as dec, opt};
pub use super::facts::*;
use super::thresholds::{Better, Unit};
use crate::language::Language;
use crate::money::Currency;

/// What a measure's notes say.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Note {
    pub facts: Facts,
    /// How the figure scored (None for a missing figure and for composite metrics).
    pub scoring: Option<Scoring>,
    /// How money in the facts is written.
    pub currency: Currency,
}

impl Note {
    /// The notes as a person reads them.
    pub fn text(&self, language: Language) -> String {
        match language {
            Language::English => super::note_en::text(self),
            Language::Swahili => super::note_sw::text(self),
        }
    }

    /// True when the figure was missing.
    pub fn is_missing(&self) -> bool {
        matches!(self.facts, Facts::Missing { .. })
    }
}

/// The step a figure reached (or none: it scored 0).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Scoring {
    pub better: Better,
    pub unit: Unit,
    /// The bound of the step reached; None when no step was reached.
    #[serde(default, with = "opt")]
    pub bound: Option<Decimal>,
    #[serde(with = "dec")]
    pub score: Decimal,
    /// The last step's bound (what a figure must reach to score at all).
    #[serde(with = "dec")]
    pub last_bound: Decimal,
}

/// A number as written in the notes: no trailing zeros (`11.32`, `3`, `2.5`).
pub(super) fn number(value: Decimal) -> String {
    crate::money::decimal_text(value.normalize())
}

/// A growth with its sign: `+11.32%`, `-4%`.
pub(super) fn signed_percent(value: Decimal) -> String {
    let sign = if value > Decimal::ZERO { "+" } else { "" };
    [sign, &number(value), "%"].concat()
}

/// `Jul–Sep 2026` (or `Julai–Septemba 2026`) from the months' names in a language.
pub(super) fn quarter_label(year: i32, quarter: u32, months: &[&str; 12]) -> String {
    let first = ((quarter.clamp(1, 4) - 1) * 3) as usize;
    [
        months[first],
        "–",
        months[first + 2],
        " ",
        &year.to_string(),
    ]
    .concat()
}

/// `2026-03-14` → `14/03/2026` (as the portal shows a day).
pub(super) fn day_text(iso: &str) -> String {
    let mut parts = iso.split('-');
    match (parts.next(), parts.next(), parts.next()) {
        (Some(y), Some(m), Some(d)) => [d, "/", m, "/", y].concat(),
        _ => iso.to_owned(),
    }
}

#[cfg(test)]
#[path = "note_tests.rs"]
mod tests;
