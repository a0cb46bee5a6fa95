//! The learning records the rules read and answer (spec 002 section 3.5), in the JSON shapes the
//! server sends (camelCase). Scores are decimals from 0 to 5, never floats in the maths.

use crate::bookkeeping::wire::opt_decimal;
use rust_decimal::Decimal;
use serde::de::{MapAccess, Visitor};
use serde::ser::SerializeMap;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

/// A chapter as a trainee walks the course (section 4.5).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum ChapterStatus {
    Completed,
    Current,
    Locked,
}

/// An assignment for one trainee: no submission, submitted without a score, or scored.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum AssignmentState {
    NotAttempted,
    Submitted,
    Graded,
}

impl AssignmentState {
    pub fn attempted(self) -> bool {
        self != AssignmentState::NotAttempted
    }
}

/// The survey-done counts of `surveys/verify-done/1` (0 means not done).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct DoneStatus {
    pub training: u32,
    pub confidence: u32,
    pub computer_literacy: u32,
    pub business_acumen: u32,
    pub baseline: u32,
}

/// A trainee's assignments: how many have a submission, of how many, and the share (2 decimals).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Progress {
    pub submitted: u32,
    pub total: u32,
    #[serde(with = "decimal")]
    pub percent: Decimal,
}

/// The 14 items of a trainee's score card (section 3.5), each 0 to 5 when present.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct ScoreItems {
    #[serde(with = "opt_decimal")]
    pub pitch1: Option<Decimal>,
    #[serde(with = "opt_decimal")]
    pub pitch2: Option<Decimal>,
    #[serde(with = "opt_decimal")]
    pub pitch_growth: Option<Decimal>,
    #[serde(with = "opt_decimal")]
    pub confidence1: Option<Decimal>,
    #[serde(with = "opt_decimal")]
    pub confidence2: Option<Decimal>,
    #[serde(with = "opt_decimal")]
    pub confidence_growth: Option<Decimal>,
    #[serde(with = "opt_decimal")]
    pub computer_literacy_growth: Option<Decimal>,
    #[serde(with = "opt_decimal")]
    pub business_acumen_growth: Option<Decimal>,
    #[serde(with = "opt_decimal")]
    pub business_plan: Option<Decimal>,
    #[serde(with = "opt_decimal")]
    pub trainer: Option<Decimal>,
    #[serde(with = "opt_decimal")]
    pub mentor: Option<Decimal>,
    #[serde(with = "opt_decimal")]
    pub baseline_survey: Option<Decimal>,
    #[serde(with = "opt_decimal")]
    pub post_training_survey: Option<Decimal>,
    #[serde(with = "opt_decimal")]
    pub average_growth: Option<Decimal>,
}

impl ScoreItems {
    /// The item names as sent, in the spec's order.
    pub const NAMES: [&'static str; 14] = [
        "pitch1",
        "pitch2",
        "pitchGrowth",
        "confidence1",
        "confidence2",
        "confidenceGrowth",
        "computerLiteracyGrowth",
        "businessAcumenGrowth",
        "businessPlan",
        "trainer",
        "mentor",
        "baselineSurvey",
        "postTrainingSurvey",
        "averageGrowth",
    ];

    /// The items in the order of `NAMES`.
    pub fn values(&self) -> [Option<Decimal>; 14] {
        [
            self.pitch1,
            self.pitch2,
            self.pitch_growth,
            self.confidence1,
            self.confidence2,
            self.confidence_growth,
            self.computer_literacy_growth,
            self.business_acumen_growth,
            self.business_plan,
            self.trainer,
            self.mentor,
            self.baseline_survey,
            self.post_training_survey,
            self.average_growth,
        ]
    }

    /// One item by its name as sent; None for a name not among `NAMES`.
    pub fn get(&self, name: &str) -> Option<Option<Decimal>> {
        let index = Self::NAMES.iter().position(|n| *n == name)?;
        Some(self.values()[index])
    }
}

/// A note's lines, sent as the spec's ordered map keyed "1".."n"; read back in the keys' number order
/// (whatever order the JSON object has).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct NoteLines(pub Vec<String>);

impl Serialize for NoteLines {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut map = s.serialize_map(Some(self.0.len()))?;
        for (i, line) in self.0.iter().enumerate() {
            map.serialize_entry(&(i + 1).to_string(), line)?;
        }
        map.end()
    }
}

impl<'de> Deserialize<'de> for NoteLines {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<NoteLines, D::Error> {
        d.deserialize_map(NoteLinesVisitor)
    }
}

struct NoteLinesVisitor;

impl<'de> Visitor<'de> for NoteLinesVisitor {
    type Value = NoteLines;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a map of lines keyed by their numbers")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<NoteLines, A::Error> {
        let mut lines: Vec<(u32, String)> = Vec::new();
        while let Some((key, line)) = map.next_entry::<String, String>()? {
            let number = key
                .trim()
                .parse::<u32>()
                .map_err(|_| serde::de::Error::custom("a line's key is its number"))?;
            lines.push((number, line));
        }
        lines.sort_by_key(|(number, _)| *number);
        Ok(NoteLines(lines.into_iter().map(|(_, line)| line).collect()))
    }
}

/// A `Decimal` as a JSON number (through the bookkeeping's reader and writer); null reads as 0.
mod decimal {
    use super::*;

    pub fn serialize<S: Serializer>(value: &Decimal, s: S) -> Result<S::Ok, S::Error> {
        opt_decimal::serialize(&Some(*value), s)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Decimal, D::Error> {
        Ok(opt_decimal::deserialize(d)?.unwrap_or_default())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use serde_json::json;

    #[test]
    fn statuses_and_states_as_sent() {
        assert_eq!(json!(ChapterStatus::Completed), json!("completed"));
        assert_eq!(json!(ChapterStatus::Current), json!("current"));
        assert_eq!(json!(ChapterStatus::Locked), json!("locked"));
        assert_eq!(json!(AssignmentState::NotAttempted), json!("notAttempted"));
        assert_eq!(json!(AssignmentState::Graded), json!("graded"));
    }

    #[test]
    fn done_status_reads_the_spec_keys() {
        let done: DoneStatus = serde_json::from_value(json!({
            "training": 1, "confidence": 0, "computerLiteracy": 2, "businessAcumen": 1
        }))
        .expect("reads");
        assert_eq!(done.computer_literacy, 2);
        assert_eq!(done.baseline, 0);
        assert_eq!(json!(done)["businessAcumen"], json!(1));
    }

    #[test]
    fn progress_and_scores_are_numbers() {
        let progress = Progress {
            submitted: 1,
            total: 3,
            percent: Decimal::new(3333, 2),
        };
        assert_eq!(
            json!(progress),
            json!({"submitted": 1, "total": 3, "percent": 33.33})
        );
        let items: ScoreItems =
            serde_json::from_value(json!({"pitch1": 4.5, "averageGrowth": 3})).expect("reads");
        assert_eq!(items.pitch1, Some(Decimal::new(45, 1)));
        assert_eq!(items.get("averageGrowth"), Some(Some(Decimal::from(3))));
        assert_eq!(items.get("mentor"), Some(None));
        assert_eq!(items.get("nope"), None);
        assert_eq!(json!(items)["pitch1"], json!(4.5));
        assert_eq!(json!(items)["trainer"], json!(null));
    }

    #[test]
    fn note_lines_keep_their_number_order() {
        let lines: NoteLines =
            serde_json::from_str(r#"{"10": "j", "2": "b", "1": "a"}"#).expect("reads");
        assert_eq!(lines.0, ["a", "b", "j"]);
        assert_eq!(
            serde_json::to_string(&lines).expect("writes"),
            r#"{"1":"a","2":"b","3":"j"}"#
        );
        assert!(serde_json::from_str::<NoteLines>(r#"{"x": "a"}"#).is_err());
    }

    proptest! {
        #[test]
        fn note_lines_read_back_as_written(lines in proptest::collection::vec(".{0,12}", 0..15)) {
            let text = serde_json::to_string(&NoteLines(lines.clone())).expect("writes");
            let back: NoteLines = serde_json::from_str(&text).expect("reads");
            prop_assert_eq!(back.0, lines);
        }
    }
}
