//! How a figure becomes a score: one rule per measure, a list of steps. For a "higher is better"
//! figure a step is `{bound: at least, score}`, for a "lower is better" one `{bound: at most,
//! score}`; the first step the figure reaches gives the score, else 0. The defaults and their
//! reasons are in `thresholds_defaults.rs`; the super admin may change bounds and scores (not a
//! measure's unit or direction), and `check_thresholds` keeps a table sound.
//!
//! Wire shape (`GET`/`PUT /api/scorecard/thresholds`): `{data: [{measure, better, unit, steps:
//! [{bound, score}]}]}`.

use rust_decimal::Decimal;
use serde::{Deserialize, Serialize};

use super::messages::*;
use super::Problem;

pub use super::measure_id::MeasureId;
pub use super::thresholds_defaults::{default_rule, defaults, reason, CREDIT_BUREAU_SMALL_AMOUNT};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Better {
    Higher,
    Lower,
}

/// What a figure counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Unit {
    /// 0 to 100 (growth may be negative).
    Percent,
    /// The business's currency.
    Money,
    /// A number of things (jobs, meetings, installments, loans).
    Count,
    /// Whole months.
    Months,
    /// The coach's 0–5 rating.
    Rating,
    /// Times (cash flow ÷ installments).
    Ratio,
    /// The validation's difference tier: 0 none, 1 under 2%, 2 2% to 5%, 3 over 5%, 4 over 9%.
    Tier,
    /// Points of a composite (contracts and HR systems: 0 to 6).
    Points,
}

/// One step: the bound a figure must reach and the score it then gets.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Step {
    #[serde(with = "super::decimal_serde::decimal")]
    pub bound: Decimal,
    #[serde(with = "super::decimal_serde::decimal")]
    pub score: Decimal,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rule {
    pub measure: MeasureId,
    pub better: Better,
    pub unit: Unit,
    pub steps: Vec<Step>,
}

impl Rule {
    /// The step a figure reaches, if any.
    pub fn step_reached(&self, value: Decimal) -> Option<&Step> {
        self.steps.iter().find(|step| match self.better {
            Better::Higher => value >= step.bound,
            Better::Lower => value <= step.bound,
        })
    }
}

/// The whole table: one rule per measure.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Thresholds {
    #[serde(rename = "data")]
    pub rules: Vec<Rule>,
}

impl Thresholds {
    /// The rule of a measure; the default when the table lacks it (a table saved before the
    /// measure existed).
    pub fn rule(&self, measure: MeasureId) -> Rule {
        self.rules
            .iter()
            .find(|r| r.measure == measure)
            .cloned()
            .unwrap_or_else(|| default_rule(measure))
    }
}

/// The score of a figure: the first step it reaches, else 0.
pub fn score(rule: &Rule, value: Decimal) -> Decimal {
    rule.step_reached(value).map_or(Decimal::ZERO, |s| s.score)
}

pub const MAX_STEPS: usize = 10;

fn two_decimals(value: Decimal) -> bool {
    value.normalize().scale() <= 2
}

/// A table's first problem: every measure present once with its own unit and direction; 1 to 10
/// steps whose bounds are strictly ordered in the rule's direction (highest first when higher is
/// better), bounds and scores with at most 2 decimals, scores from 0 to 100, never rising from a
/// step to the next (so a better figure never scores less).
pub fn check_thresholds(table: &Thresholds) -> Result<(), Problem> {
    for (i, rule) in table.rules.iter().enumerate() {
        let at = |part: &str| format!("data[{i}]{part}");
        if table.rules[..i].iter().any(|r| r.measure == rule.measure) {
            return Err(Problem::new(at(".measure"), MEASURE_TWICE));
        }
        let default = default_rule(rule.measure);
        if rule.unit != default.unit {
            return Err(Problem::new(at(".unit"), UNIT_MISMATCH));
        }
        if rule.better != default.better {
            return Err(Problem::new(at(".better"), BETTER_MISMATCH));
        }
        if rule.steps.is_empty() {
            return Err(Problem::new(at(".steps"), STEPS_REQUIRED));
        }
        if rule.steps.len() > MAX_STEPS {
            return Err(Problem::new(at(".steps"), TOO_MANY_STEPS));
        }
        for (j, step) in rule.steps.iter().enumerate() {
            let at = |part: &str| format!("data[{i}].steps[{j}].{part}");
            if !two_decimals(step.bound) {
                return Err(Problem::new(at("bound"), BOUND_INVALID));
            }
            let hundred = Decimal::ONE_HUNDRED;
            if !two_decimals(step.score) || step.score < Decimal::ZERO || step.score > hundred {
                return Err(Problem::new(at("score"), SCORE_OUT_OF_RANGE));
            }
            let Some(before) = j.checked_sub(1).map(|k| rule.steps[k]) else {
                continue;
            };
            let ordered = match rule.better {
                Better::Higher => step.bound < before.bound,
                Better::Lower => step.bound > before.bound,
            };
            if !ordered {
                let message = match rule.better {
                    Better::Higher => STEPS_OUT_OF_ORDER_HIGHER,
                    Better::Lower => STEPS_OUT_OF_ORDER_LOWER,
                };
                return Err(Problem::new(at("bound"), message));
            }
            if step.score > before.score {
                return Err(Problem::new(at("score"), SCORES_OUT_OF_ORDER));
            }
        }
    }
    if let Some(missing) = MeasureId::ALL
        .into_iter()
        .find(|m| table.rules.iter().all(|r| r.measure != *m))
    {
        return Err(Problem::new(missing.wire(), MEASURE_MISSING));
    }
    Ok(())
}

/// A table as sent (`PUT`): read leniently so that an unknown measure, direction or unit gets
/// its own message, then checked.
pub fn read_thresholds(json: &str) -> Result<Thresholds, Problem> {
    #[derive(Deserialize)]
    struct SentTable {
        data: Vec<SentRule>,
    }
    #[derive(Deserialize)]
    struct SentRule {
        measure: String,
        better: String,
        unit: String,
        steps: Vec<Step>,
    }
    let sent: SentTable =
        serde_json::from_str(json).map_err(|_| Problem::new("data", TABLE_UNREADABLE))?;
    let mut rules = Vec::with_capacity(sent.data.len());
    for (i, rule) in sent.data.into_iter().enumerate() {
        let at = |part: &str| format!("data[{i}].{part}");
        let measure =
            MeasureId::parse(&rule.measure).ok_or(Problem::new(at("measure"), MEASURE_UNKNOWN))?;
        let quoted = |text: &str| serde_json::Value::String(text.to_owned());
        let better = serde_json::from_value::<Better>(quoted(&rule.better))
            .map_err(|_| Problem::new(at("better"), BETTER_MISMATCH))?;
        let unit = serde_json::from_value::<Unit>(quoted(&rule.unit))
            .map_err(|_| Problem::new(at("unit"), UNIT_MISMATCH))?;
        rules.push(Rule {
            measure,
            better,
            unit,
            steps: rule.steps,
        });
    }
    let table = Thresholds { rules };
    check_thresholds(&table)?;
    Ok(table)
}

#[cfg(test)]
#[path = "thresholds_tests.rs"]
mod tests;
