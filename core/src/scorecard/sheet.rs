//! The coach's scoring sheet (docs/scorecards.md): what the portal cannot know, entered per
//! business and quarter by a coach or the super admin. Every entry is optional; a measure whose
//! entry is missing has no score and its notes say so. Sent and stored as JSON in the `sheets`
//! call's shape (camelCase); numbers are read exactly (a rating sent as `3.5` is refused with a
//! message, not rounded).

use rust_decimal::Decimal;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::decimal_serde::opt;
use super::inputs::YearMonth;

/// The spec's licence checklist (section 3), in its order.
pub const DEFAULT_LICENSES: [&str; 4] = [
    "Single Business Permit",
    "Health Trade License",
    "Food and Beverage License",
    "Fire Safety Certificate",
];

/// The spec's playbook checklist (section 3), in its order.
pub const DEFAULT_PLAYBOOKS: [&str; 5] = [
    "Key Business Building Blocks",
    "Market Access Playbook",
    "Branding & Marketing Playbook",
    "Innovation",
    "Women's Playbook",
];

pub const MAX_ROWS: usize = 20;
pub const MAX_NAME_CHARS: usize = 100;
pub const MAX_RATING: u32 = 5;
/// The most coach meetings or check-ins a quarter may hold on the sheet.
pub const MAX_COUNT: u32 = 100;

/// A checklist row's value: a rating 0–5 or a `yyyy-mm-dd` day (a licence's date).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RowValue {
    Rating(Decimal),
    Date(String),
}

/// One row of a checklist: its name, done (1) or not (0), and its value.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChecklistRow {
    pub name: String,
    #[serde(with = "super::decimal_serde::decimal")]
    pub status: Decimal,
    #[serde(default, with = "row_value")]
    pub value: Option<RowValue>,
}

impl ChecklistRow {
    pub fn new(name: &str) -> ChecklistRow {
        ChecklistRow {
            name: name.to_owned(),
            status: Decimal::ZERO,
            value: None,
        }
    }

    /// Status 1.
    pub fn is_done(&self) -> bool {
        self.status == Decimal::ONE
    }
}

/// The sheet of one business and quarter.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ScoringSheet {
    #[serde(default)]
    pub licenses: Vec<ChecklistRow>,
    #[serde(default)]
    pub playbooks: Vec<ChecklistRow>,
    #[serde(default, with = "opt")]
    pub collateral: Option<Decimal>,
    #[serde(default, with = "opt")]
    pub guarantors: Option<Decimal>,
    #[serde(default, with = "opt")]
    pub leadership: Option<Decimal>,
    #[serde(default, with = "opt")]
    pub commitment: Option<Decimal>,
    #[serde(default, with = "opt")]
    pub suppliers_reference: Option<Decimal>,
    #[serde(default, with = "opt")]
    pub offtaker_undertaking: Option<Decimal>,
    #[serde(default, with = "opt")]
    pub credit_reference_bureau: Option<Decimal>,
    #[serde(default, with = "opt")]
    pub succession_planning: Option<Decimal>,
    #[serde(default, with = "opt")]
    pub experience_skills: Option<Decimal>,
    /// `yyyy-mm`: the month the business started (its age).
    #[serde(default)]
    pub business_started: Option<String>,
    #[serde(default, with = "opt")]
    pub coach_meetings: Option<Decimal>,
    #[serde(default, with = "opt")]
    pub checkins_attended: Option<Decimal>,
}

/// The sheet's 0–5 ratings, in the sheet's order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Rating {
    Collateral,
    Guarantors,
    Leadership,
    Commitment,
    SuppliersReference,
    OfftakerUndertaking,
    CreditReferenceBureau,
    SuccessionPlanning,
    ExperienceSkills,
}

impl Rating {
    pub const ALL: [Rating; 9] = [
        Rating::Collateral,
        Rating::Guarantors,
        Rating::Leadership,
        Rating::Commitment,
        Rating::SuppliersReference,
        Rating::OfftakerUndertaking,
        Rating::CreditReferenceBureau,
        Rating::SuccessionPlanning,
        Rating::ExperienceSkills,
    ];

    /// The field's wire name.
    pub fn field(self) -> &'static str {
        match self {
            Rating::Collateral => "collateral",
            Rating::Guarantors => "guarantors",
            Rating::Leadership => "leadership",
            Rating::Commitment => "commitment",
            Rating::SuppliersReference => "suppliersReference",
            Rating::OfftakerUndertaking => "offtakerUndertaking",
            Rating::CreditReferenceBureau => "creditReferenceBureau",
            Rating::SuccessionPlanning => "successionPlanning",
            Rating::ExperienceSkills => "experienceSkills",
        }
    }
}

impl ScoringSheet {
    /// A sheet with the spec's checklists, nothing ticked and nothing rated.
    pub fn blank() -> ScoringSheet {
        ScoringSheet {
            licenses: DEFAULT_LICENSES.map(ChecklistRow::new).to_vec(),
            playbooks: DEFAULT_PLAYBOOKS.map(ChecklistRow::new).to_vec(),
            collateral: None,
            guarantors: None,
            leadership: None,
            commitment: None,
            suppliers_reference: None,
            offtaker_undertaking: None,
            credit_reference_bureau: None,
            succession_planning: None,
            experience_skills: None,
            business_started: None,
            coach_meetings: None,
            checkins_attended: None,
        }
    }

    pub fn rating(&self, which: Rating) -> Option<Decimal> {
        match which {
            Rating::Collateral => self.collateral,
            Rating::Guarantors => self.guarantors,
            Rating::Leadership => self.leadership,
            Rating::Commitment => self.commitment,
            Rating::SuppliersReference => self.suppliers_reference,
            Rating::OfftakerUndertaking => self.offtaker_undertaking,
            Rating::CreditReferenceBureau => self.credit_reference_bureau,
            Rating::SuccessionPlanning => self.succession_planning,
            Rating::ExperienceSkills => self.experience_skills,
        }
    }

    /// `businessStarted` as a month, when it reads.
    pub fn started(&self) -> Option<YearMonth> {
        self.business_started.as_deref().and_then(read_month)
    }

    pub fn coach_meetings(&self) -> Option<u32> {
        self.coach_meetings.and_then(whole_count)
    }

    pub fn checkins_attended(&self) -> Option<u32> {
        self.checkins_attended.and_then(whole_count)
    }
}

pub(super) fn whole_count(value: Decimal) -> Option<u32> {
    use rust_decimal::prelude::ToPrimitive;
    value
        .fract()
        .is_zero()
        .then(|| value.to_u32())
        .flatten()
        .filter(|n| *n <= MAX_COUNT)
}

/// `2024-03` → (2024, 3).
pub fn read_month(text: &str) -> Option<YearMonth> {
    let (year, month) = text.trim().split_once('-')?;
    let ok = year.len() == 4
        && month.len() == 2
        && year
            .bytes()
            .chain(month.bytes())
            .all(|b| b.is_ascii_digit());
    let (year, month) = (year.parse::<i32>().ok()?, month.parse::<u32>().ok()?);
    (ok && (1..=12).contains(&month) && year >= 1900).then_some((year, month))
}

pub use super::sheet_check::check_sheet;

/// A row's value: a JSON number (a rating), a string (a day) or null.
mod row_value {
    use super::*;

    #[derive(Deserialize)]
    #[serde(untagged)]
    enum Sent {
        Number(#[serde(with = "crate::scorecard::decimal_serde::decimal")] Decimal),
        Text(String),
    }

    pub fn serialize<S: Serializer>(value: &Option<RowValue>, s: S) -> Result<S::Ok, S::Error> {
        match value {
            None => s.serialize_none(),
            Some(RowValue::Rating(r)) => crate::scorecard::decimal_serde::decimal::serialize(r, s),
            Some(RowValue::Date(d)) => s.serialize_str(d),
        }
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<RowValue>, D::Error> {
        Ok(match Option::<Sent>::deserialize(d)? {
            None => None,
            Some(Sent::Number(n)) => Some(RowValue::Rating(n)),
            Some(Sent::Text(t)) if t.trim().is_empty() => None,
            Some(Sent::Text(t)) => Some(RowValue::Date(t)),
        })
    }
}

#[cfg(test)]
#[path = "sheet_tests.rs"]
mod tests;
