//! Bands, rank groups, gauge stops, ranks and averages (spec 001 section 9, docs/scorecards.md).

use rust_decimal::{Decimal, RoundingStrategy};
use serde::{Deserialize, Serialize};

/// The band of a score: 0–25 bad, above 25 to 50 average, above 50 to 75 good, above 75
/// excellent. A score with decimals goes to the band whose upper bound it does not pass (25.5 is
/// average).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Band {
    Bad,
    Average,
    Good,
    Excellent,
}

impl Band {
    pub const ALL: [Band; 4] = [Band::Bad, Band::Average, Band::Good, Band::Excellent];

    pub fn of(score: Decimal) -> Band {
        if score <= Decimal::from(25) {
            Band::Bad
        } else if score <= Decimal::from(50) {
            Band::Average
        } else if score <= Decimal::from(75) {
            Band::Good
        } else {
            Band::Excellent
        }
    }

    /// The wire name: `bad`, `average`, `good`, `excellent`.
    pub fn wire(self) -> &'static str {
        match self {
            Band::Bad => "bad",
            Band::Average => "average",
            Band::Good => "good",
            Band::Excellent => "excellent",
        }
    }

    /// The legend's label (English; Swahili through `label_in`).
    pub fn label(self) -> &'static str {
        match self {
            Band::Bad => "Bad",
            Band::Average => "Average",
            Band::Good => "Good",
            Band::Excellent => "Excellent",
        }
    }

    pub fn label_in(self, language: crate::language::Language) -> &'static str {
        match language {
            crate::language::Language::English => self.label(),
            crate::language::Language::Swahili => match self {
                Band::Bad => "Mbaya",
                Band::Average => "Wastani",
                Band::Good => "Nzuri",
                Band::Excellent => "Bora sana",
            },
        }
    }
}

/// The rank group by the business's age in months: 1–6, 7–12, 13–24, 25 and above (0 is 1–6).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum RankGroup {
    #[serde(rename = "1-6")]
    UpTo6,
    #[serde(rename = "7-12")]
    UpTo12,
    #[serde(rename = "13-24")]
    UpTo24,
    #[serde(rename = "25+")]
    From25,
}

impl RankGroup {
    pub const ALL: [RankGroup; 4] = [
        RankGroup::UpTo6,
        RankGroup::UpTo12,
        RankGroup::UpTo24,
        RankGroup::From25,
    ];

    pub fn of_months(months: u32) -> RankGroup {
        match months {
            0..=6 => RankGroup::UpTo6,
            7..=12 => RankGroup::UpTo12,
            13..=24 => RankGroup::UpTo24,
            _ => RankGroup::From25,
        }
    }

    /// `1-6`, `7-12`, `13-24`, `25+`.
    pub fn id(self) -> &'static str {
        match self {
            RankGroup::UpTo6 => "1-6",
            RankGroup::UpTo12 => "7-12",
            RankGroup::UpTo24 => "13-24",
            RankGroup::From25 => "25+",
        }
    }

    pub fn parse(id: &str) -> Option<RankGroup> {
        RankGroup::ALL.into_iter().find(|g| g.id() == id)
    }

    /// The gauge's stops: the four bands' edges for this group.
    pub fn stops(self) -> [u32; 5] {
        match self {
            RankGroup::UpTo6 => [0, 30, 40, 50, 100],
            RankGroup::UpTo12 => [0, 40, 50, 60, 100],
            RankGroup::UpTo24 => [0, 50, 60, 70, 100],
            RankGroup::From25 => [0, 60, 70, 80, 100],
        }
    }
}

/// Positions by descending score: equal scores share the better position (1, 2, 2, 4). The
/// answer is in rank order, equal scores by id, so it never depends on the input's order.
pub fn rank<I: Clone + Ord>(entries: &[(I, Decimal)]) -> Vec<(I, u32)> {
    let mut sorted: Vec<&(I, Decimal)> = entries.iter().collect();
    sorted.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    let mut ranked = Vec::with_capacity(sorted.len());
    let mut position = 0u32;
    let mut previous: Option<Decimal> = None;
    for (index, (id, score)) in sorted.into_iter().enumerate() {
        if previous != Some(*score) {
            position = u32::try_from(index).unwrap_or(u32::MAX).saturating_add(1);
            previous = Some(*score);
        }
        ranked.push((id.clone(), position));
    }
    ranked
}

/// Rounds to 2 decimals, half away from zero (how every score and average is shown).
pub fn two_dp(value: Decimal) -> Decimal {
    value.round_dp_with_strategy(2, RoundingStrategy::MidpointAwayFromZero)
}

/// The mean to 2 decimals (half away from zero); None for no values.
pub fn average(values: &[Decimal]) -> Option<Decimal> {
    if values.is_empty() {
        return None;
    }
    let sum: Decimal = values.iter().sum();
    Some(two_dp(sum / Decimal::from(values.len())))
}

/// The quarter of a month: the ceiling of month ÷ 3.
pub fn quarter_of_month(month: u32) -> u32 {
    month.div_ceil(3)
}

#[cfg(test)]
#[path = "bands_tests.rs"]
mod tests;
